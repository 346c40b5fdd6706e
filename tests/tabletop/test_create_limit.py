"""What a request keeps for good (a game, a cube, a preset) is counted per address apart from the
other requests (RATE_LIMIT_CREATE): at the request rate alone one client made 718 games in 20 s.
The creating routes are read off the URLconf, so a new one is covered, and every other route that
writes must be named below with why it needs no such limit."""

import pytest
from django.apps import apps
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import URLPattern, URLResolver, get_resolver
from rest_framework.test import APIClient

from battler.rules.settings import PRESETS
from cards.demo import load_demo
from cards.models import Cube
from tabletop.access.throttles import CreatesRows, CreateThrottle
from tabletop.core import kinds
from tabletop.rules.engine import to_builtins

pytestmark = [pytest.mark.django_db, pytest.mark.rate_limited]

WRITES = ("post", "put", "patch", "delete")
# Writes that keep nothing new, or whose rows are bounded by something else.
NOT_COUNTED = {
    "api/v1/join/": "takes a seat the game already has; a spectator's place is capped per game",
    "api/v1/auth/token/": "RATE_LIMIT_AUTH; a user has one token",
    "api/v1/auth/signup/": "RATE_LIMIT_AUTH",
    "api/v1/cards/export/": "a read with a body",
    "api/v1/push/": "a seat keeps its 5 newest subscriptions",
    "api/v1/<kind>/<int:game_id>/actions/": "the game's own log, under the seat's request rate",
    "api/v1/<kind>/<int:game_id>/join-code/": "replaces the game's code",
    "api/v1/<kind>/<int:game_id>/seats/me/": "changes the caller's seat",
    "api/v1/<kind>/<int:game_id>/seats/<int:number>/release/": "frees a seat the game already has",
}
KINDS = ("auctions", "sagas", "battlers")  # the formats' routes (and the test suite's counter game's)


def api_writes() -> dict[str, type]:
    """Every route under /api/ whose view writes, by its pattern (a kind's plural as <kind>)."""
    found = {}

    def walk(resolver, prefix):
        for entry in resolver.url_patterns:
            if isinstance(entry, URLResolver):
                walk(entry, prefix + str(entry.pattern))
            elif isinstance(entry, URLPattern):
                view = getattr(entry.callback, "cls", None)
                route = prefix + str(entry.pattern)
                if view and route.startswith("api/") and any(hasattr(view, method) for method in WRITES):
                    for kind in kinds.all_kinds():
                        route = route.replace(f"api/v1/{kind.plural}/", "api/v1/<kind>/")
                    found[route] = view

    walk(get_resolver(), "")
    return found


def creating_routes() -> list[str]:
    return sorted(route for route, view in api_writes().items() if issubclass(view, CreatesRows))


def test_every_write_is_counted_as_creating_or_named_with_why_not():
    writes = api_writes()
    uncounted = {route for route, view in writes.items() if not issubclass(view, CreatesRows)}
    assert uncounted == set(NOT_COUNTED)
    assert set(creating_routes()) == {
        "api/v1/<kind>/",
        "api/v1/<kind>/import/",
        "api/v1/cubes/",
        "api/v1/cubes/cubecobra/",
        "api/v1/cubes/<int:cube_id>/refresh/",
        "api/v1/battler-presets/",
    }


def request_for(route: str, kind: str, cube: Cube):
    """A POST that would store something at `route` (or, for an import or a refresh, one that the
    route reads), as (path, data, format)."""
    if route == "api/v1/<kind>/":
        seats = ["Ann", "Bob"] if kind != "auctions" else ["Ann", "Bob", "Cy"]
        return f"/api/v1/{kind}/", {"seats": seats, "cube": cube.pk}, "json"
    if route == "api/v1/<kind>/import/":
        return f"/api/v1/{kind}/import/", {"kind": kind}, "json"
    if route == "api/v1/cubes/":
        file = SimpleUploadedFile("cube.txt", b"1 Lightning Bolt\n1 Counterspell\n")
        return "/api/v1/cubes/", {"file": file, "name": "Mine"}, "multipart"
    if route == "api/v1/cubes/cubecobra/":  # refused before any look-up: it counts all the same
        return "/api/v1/cubes/cubecobra/", {"cubecobra": "no link at all"}, "json"
    if route == "api/v1/cubes/<int:cube_id>/refresh/":
        return f"/api/v1/cubes/{cube.pk}/refresh/", {}, "json"
    if route == "api/v1/battler-presets/":
        return "/api/v1/battler-presets/", {"name": "Mine", "settings": to_builtins(PRESETS["treasure"])}, "json"
    raise AssertionError(f"no request for {route}: add one")


def row_counts() -> dict[str, int]:
    return {model._meta.label: model.objects.count() for model in apps.get_models()}


@pytest.fixture
def limit_of_three(monkeypatch):
    monkeypatch.setattr(CreateThrottle, "rate", "3/min", raising=False)
    load_demo()
    return Cube.objects.get(name="Demo auction block")


@pytest.mark.parametrize(
    ("route", "kind"), [(route, kind) for route in creating_routes() for kind in (KINDS if "<kind>" in route else [""])]
)
def test_past_the_limit_a_creating_route_answers_429_and_stores_nothing(limit_of_three, route, kind):
    cube = Cube.objects.get(name="Demo saga cube") if kind == "sagas" else limit_of_three
    client = APIClient(REMOTE_ADDR="10.0.0.1")
    for _ in range(3):  # whatever they make, or fail to, they count
        path, data, body_format = request_for(route, kind, cube)
        client.post(path, data, format=body_format)
    before = row_counts()
    path, data, body_format = request_for(route, kind, cube)
    refused = client.post(path, data, format=body_format)
    assert refused.status_code == 429, refused.content
    body = refused.json()
    assert body["code"] == "throttled" and "RATE_LIMIT_CREATE" in body["message"], body
    assert "asked 3 times to make a game, cube or preset" in body["message"] and "within a minute" in body["message"]
    assert "refused tries included" in body["message"]  # it counted tries, not what was made
    assert "(RATE_LIMIT_CREATE). Expected available in" in body["message"]
    assert 0 < body["retry_after"] <= 60 and 0 < int(refused["Retry-After"]) <= 60
    assert row_counts() == before
    # reads stay open, and another address still makes things
    assert client.get("/api/v1/cubes/").status_code == 200
    path, data, body_format = request_for(route, kind, cube)
    elsewhere = APIClient(REMOTE_ADDR="10.0.0.2").post(path, data, format=body_format)
    assert elsewhere.status_code != 429, elsewhere.content
    if route in ("api/v1/<kind>/", "api/v1/cubes/", "api/v1/battler-presets/"):
        assert elsewhere.status_code == 201, elsewhere.content


def test_a_game_a_cube_and_a_preset_count_together(limit_of_three):
    client = APIClient(REMOTE_ADDR="10.0.0.3")
    made = [
        client.post(*request_for("api/v1/<kind>/", "auctions", limit_of_three)[:2], format="json"),
        client.post(*request_for("api/v1/cubes/", "", limit_of_three)[:2], format="multipart"),
        client.post(*request_for("api/v1/battler-presets/", "", limit_of_three)[:2], format="json"),
    ]
    assert [answer.status_code for answer in made] == [201, 201, 201], [answer.content for answer in made]
    path, data, body_format = request_for("api/v1/<kind>/", "battlers", limit_of_three)
    assert client.post(path, data, format=body_format).status_code == 429


def test_the_shipped_limit_is_sixty_an_hour():
    assert CreateThrottle().rate == "60/hour"
