from django.apps import AppConfig


class TabletopConfig(AppConfig):
    name = "tabletop"
    verbose_name = "Tables (shared by every game kind)"
