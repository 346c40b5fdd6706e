"""An account's API tokens end with its password: a token is the password in another form, and
a password changed (or made unusable) because it leaked must not leave a token made under it
working. The next sign-in makes a new token. A password stored again unchanged (Django re-hashes
it at a sign-in after its hasher's settings change) keeps them."""

from django.contrib.auth.hashers import check_password


def note_a_new_password(sender, instance, raw=False, update_fields=None, **kwargs) -> None:
    """pre_save of the user model: whether this save changes the password itself."""
    instance._ends_tokens = False
    if raw or instance.pk is None or (update_fields is not None and "password" not in update_fields):
        return
    stored = sender._default_manager.filter(pk=instance.pk).values_list("password", flat=True).first()
    if stored is None or stored == instance.password:
        return
    typed = getattr(instance, "_password", None)  # the raw password set_password was given, if any
    instance._ends_tokens = typed is None or not check_password(typed, stored)


def end_the_tokens(sender, instance, **kwargs) -> None:
    """post_save of the user model: a new password ends the account's API tokens."""
    from rest_framework.authtoken.models import Token

    if getattr(instance, "_ends_tokens", False):
        instance._ends_tokens = False
        Token.objects.filter(user=instance).delete()
