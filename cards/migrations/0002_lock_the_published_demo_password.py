"""load_demo once made the superuser demo / demo-password, printed in the README: an account still
using that password can no longer log in, loses its staff rights, and its API tokens (printed
by load_demo at every start) are deleted."""

from django.contrib.auth.hashers import check_password, make_password
from django.db import migrations

PUBLISHED_DEMO_PASSWORD = "demo-password"


def lock_the_published_demo_password(apps, schema_editor):
    users = apps.get_model("auth", "User")
    tokens = apps.get_model("authtoken", "Token")
    for user in users.objects.filter(username="demo"):
        if check_password(PUBLISHED_DEMO_PASSWORD, user.password):
            user.password = make_password(None)  # unusable
            user.is_staff = user.is_superuser = False
            user.save(update_fields=["password", "is_staff", "is_superuser"])
            tokens.objects.filter(user=user).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("cards", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("authtoken", "0004_alter_tokenproxy_options"),
    ]

    operations = [migrations.RunPython(lock_the_published_demo_password, migrations.RunPython.noop)]
