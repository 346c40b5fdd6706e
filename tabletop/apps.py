from django.apps import AppConfig


class TabletopConfig(AppConfig):
    name = "tabletop"
    verbose_name = "Tables (shared by every game kind)"

    def ready(self):
        # the schema's seat credential, and the jobs services sends by name
        from tabletop import openapi, tasks  # noqa: F401
