"""The admin shows a game but changes none of its fields (nor makes one): games change through
their actions and services only."""

import pytest
from django.contrib.admin.sites import site
from django.test import RequestFactory

from tabletop.models import Game


@pytest.mark.django_db
def test_every_game_field_is_read_only_in_the_admin(admin_user):
    game_admin = site._registry[Game]
    request = RequestFactory().get("/admin/")
    request.user = admin_user
    shown = {f.name for f in Game._meta.concrete_fields} - set(game_admin.exclude or ()) - {"id"}
    assert shown <= set(game_admin.get_readonly_fields(request))
    assert not game_admin.has_add_permission(request)
