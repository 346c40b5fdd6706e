"""Run in a subprocess with DATABASE_URL pointing at the reliability database: migrate it, load the
demo cubes, add the accounts the tests act as, and print their tokens as JSON on the last line."""

import json
import os
import sys

sys.path.insert(0, os.getcwd())
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from rest_framework.authtoken.models import Token  # noqa: E402

from cards.demo import load_demo  # noqa: E402
from cards.models import Cube  # noqa: E402

# hana hosts the tables under test, olga another table, mallory has no place anywhere, stella is staff
ACCOUNTS = {"hana": False, "olga": False, "mallory": False, "stella": True}
PASSWORD = "reliability-only-password"

call_command("migrate", verbosity=0, interactive=False)
load_demo()
users = get_user_model()
tokens = {}
for username, staff in ACCOUNTS.items():
    user, _ = users.objects.get_or_create(username=username, defaults={"email": f"{username}@localhost"})
    user.is_staff = staff
    user.set_password(PASSWORD)
    user.save()
    tokens[username] = Token.objects.get_or_create(user=user)[0].key
cubes = {cube.name: cube.pk for cube in Cube.objects.filter(is_demo=True)}
print(json.dumps({"tokens": tokens, "password": PASSWORD, "cubes": cubes}))
