"""Run in a subprocess with DATABASE_URL pointing at the reliability database: migrate it, load the
demo cubes, add two users (demo and mallory), and print their tokens as JSON on the last line."""

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

call_command("migrate", verbosity=0, interactive=False)
load_demo()
users = get_user_model()
demo, _ = users.objects.get_or_create(username="demo", defaults={"email": "demo@localhost"})
other, _ = users.objects.get_or_create(username="mallory", defaults={"email": "mallory@localhost"})
cubes = {cube.name: cube.pk for cube in Cube.objects.filter(is_demo=True)}
print(json.dumps({"demo_token": Token.objects.get_or_create(user=demo)[0].key,
                  "other_token": Token.objects.get_or_create(user=other)[0].key,
                  "cubes": cubes}))
