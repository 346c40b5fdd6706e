from django.apps import AppConfig


class TabletopConfig(AppConfig):
    name = "tabletop"
    verbose_name = "Tables (shared by every game kind)"

    def ready(self):
        from django.conf import settings
        from django.db.models.signals import post_save, pre_save

        from tabletop.access.passwords import end_the_tokens, note_a_new_password

        # the schema's seat credential, and the jobs services sends by name
        from tabletop.core import tasks  # noqa: F401
        from tabletop.http import openapi  # noqa: F401

        # a new password ends the account's API tokens (tabletop/access/passwords.py)
        pre_save.connect(note_a_new_password, sender=settings.AUTH_USER_MODEL, dispatch_uid="tokens-note-password")
        post_save.connect(end_the_tokens, sender=settings.AUTH_USER_MODEL, dispatch_uid="tokens-end-with-password")
