"""The saga page carries the thief's and the corrections' controls, each labelled (plain test:
Django's client; tests/pages/test_saga_corrections.py taps them)."""

import pytest
from django.test import Client
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Cube


@pytest.fixture
def page(db) -> str:
    load_demo()
    cube = Cube.objects.get(name="Demo saga cube")
    saga = APIClient().post("/api/v1/sagas/", {"seats": ["Ann", "Bob"], "cube": cube.pk}, format="json").json()
    phone = Client()
    phone.get(f"/join/{saga['join_code']}/")
    joined = phone.post(
        "/api/v1/join/", {"code": saga["join_code"], "seat": 0, "set_cookie": True}, content_type="application/json"
    )
    assert joined.status_code == 201
    answer = phone.get(f"/sagas/{saga['id']}/")
    assert answer.status_code == 200
    return answer.content.decode()


def test_the_thief_and_correction_controls_are_on_the_page(page):
    for control in (
        'id="hire" data-act="hire_thief" data-from="private_collections"',
        'id="hire-opponent" data-act="hire_thief" data-from="opponent"',
        'id="decline-thief" data-act="decline_thief"',
        'id="steal-cards"',
        'id="steal-submit" data-act="steal"',
        'id="undo" data-act="undo"',
        'id="propose-undo" data-act="propose_undo"',
        'id="consent" data-act="consent_undo"',
        'id="refuse" data-act="refuse_undo"',
        'id="adjust-submit" data-act="adjust_gold"',
    ):
        assert control in page, control
    for field in ("adjust-seat", "adjust-delta", "adjust-reason"):
        assert f'<label for="{field}">' in page and f'id="{field}"' in page
