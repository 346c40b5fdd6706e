from django.apps import AppConfig


class TabletopConfig(AppConfig):
    name = "tabletop"
    verbose_name = "Tables (shared by every game kind)"

    def ready(self):
        from tabletop import openapi  # noqa: F401 (registers the schema's seat credential)
