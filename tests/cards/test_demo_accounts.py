"""The demo loads cubes only: no account, and none with the password an older load_demo published."""

import importlib
import io

import pytest
from django.apps import apps
from django.contrib.auth import authenticate, get_user_model
from django.core.management import call_command
from rest_framework.authtoken.models import Token

from cards.models import Cube

pytestmark = pytest.mark.django_db

lock = importlib.import_module("cards.migrations.0002_lock_the_published_demo_password")


def test_load_demo_loads_the_cubes_and_makes_no_account():
    out = io.StringIO()
    call_command("load_demo", stdout=out)
    call_command("load_demo", stdout=out)
    assert get_user_model().objects.count() == 0 and Token.objects.count() == 0
    demo = Cube.objects.filter(is_demo=True)
    assert demo.count() == 3 and not demo.exclude(owner=None).exists()
    printed = out.getvalue().lower()
    assert "password" not in printed and "token" not in printed


@pytest.mark.parametrize("superuser", [True, False])
def test_an_account_left_with_the_published_demo_password_is_locked(superuser):
    users = get_user_model()
    make = users.objects.create_superuser if superuser else users.objects.create_user
    demo = make("demo", "demo@localhost", lock.PUBLISHED_DEMO_PASSWORD)
    Token.objects.create(user=demo)  # an older load_demo printed it at every start
    kept = users.objects.create_user("ann", "ann@localhost", "ann's own password")
    Token.objects.create(user=kept)

    lock.lock_the_published_demo_password(apps, None)

    demo.refresh_from_db()
    assert authenticate(username="demo", password=lock.PUBLISHED_DEMO_PASSWORD) is None
    assert not demo.has_usable_password() and not demo.is_staff and not demo.is_superuser
    assert not Token.objects.filter(user=demo).exists()
    assert authenticate(username="ann", password="ann's own password") == kept
    assert Token.objects.filter(user=kept).exists()


def test_a_demo_account_with_a_password_of_its_own_is_left_alone():
    users = get_user_model()
    demo = users.objects.create_superuser("demo", "demo@localhost", "chosen by its owner")
    lock.lock_the_published_demo_password(apps, None)
    demo.refresh_from_db()
    assert demo.is_superuser and authenticate(username="demo", password="chosen by its owner") == demo
