from django.apps import AppConfig


class PushesConfig(AppConfig):
    name = "pushes"
    verbose_name = "Turn notifications (Web Push)"
    default_auto_field = "django.db.models.BigAutoField"
