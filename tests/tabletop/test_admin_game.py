"""The admin shows a game, its seats and the battler's saved settings but changes none of their
fields (nor makes one): games change through their actions and services only, and a preset's
settings were validated when the API saved them."""

import pytest
from django.contrib.admin.sites import site
from django.test import RequestFactory

from battler.models import Preset
from tabletop.admin import GameAdmin
from tabletop.models import Game, Seat

HIDDEN = {"id", "rng_seed", "token_hash"}  # never shown: the seed and the seats' token hashes


@pytest.fixture
def request_of(admin_user):
    request = RequestFactory().get("/admin/")
    request.user = admin_user
    return request


def fields_of(model) -> set[str]:
    return {f.name for f in model._meta.concrete_fields} - HIDDEN


@pytest.mark.django_db
@pytest.mark.parametrize("model", [Game, Seat])
def test_every_game_and_seat_field_is_read_only_in_the_admin(model, request_of):
    model_admin = site._registry[model]
    assert fields_of(model) - set(model_admin.exclude or ()) <= set(model_admin.get_readonly_fields(request_of))
    assert not model_admin.has_add_permission(request_of)


@pytest.mark.django_db
def test_a_games_seats_are_read_only_in_its_page(request_of):
    (inline,) = [inline for inline in GameAdmin.inlines if inline.model is Seat]
    seats = inline(Game, site)
    assert set(seats.fields) <= set(seats.get_readonly_fields(request_of))
    assert not seats.has_add_permission(request_of) and not seats.can_delete


@pytest.mark.django_db
def test_a_presets_settings_are_read_only_in_the_admin(request_of):
    preset_admin = site._registry[Preset]
    assert "settings" in preset_admin.get_readonly_fields(request_of)
    assert not preset_admin.has_add_permission(request_of)
