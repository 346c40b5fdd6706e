"""Red-team pass 2, accounts: an API token is the account's password in another form. Once the
password changes (a leak is found, a phone is lost: the operator or the admin page sets a new one)
or is made unusable, the tokens made under the old one stop working; the account's next sign-in
gets a new token. A password stored again unchanged (Django re-hashes it on a sign-in after its
hasher's settings change) keeps them."""

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

PASSWORD = "a long enough password 7"


@pytest.fixture(autouse=True)
def fresh_limits():
    cache.clear()
    yield
    cache.clear()


def _signed_in() -> tuple[object, str]:
    user = get_user_model().objects.create_user("ann", password=PASSWORD)
    answer = APIClient().post("/api/v1/auth/token/", {"username": "ann", "password": PASSWORD}, format="json")
    assert answer.status_code == 200, answer.content
    return user, answer.json()["token"]


def _games(key: str) -> int:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client.get("/api/v1/me/games/").status_code


@pytest.mark.parametrize("change", ["new password", "unusable"])
def test_a_password_change_ends_the_accounts_tokens(change):
    user, key = _signed_in()
    assert _games(key) == 200
    if change == "new password":
        user.set_password("another long password 8")
    else:
        user.set_unusable_password()
    user.save()
    assert _games(key) == 401
    assert not Token.objects.filter(user=user).exists()


def test_the_same_password_stored_again_keeps_the_tokens():
    user, key = _signed_in()
    user.set_password(PASSWORD)  # a new salt, the same password: what a re-hash on sign-in does
    user.save()
    user.first_name = "Ann"
    user.save()
    assert _games(key) == 200
