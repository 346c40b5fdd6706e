"""A game draws with the generator it was made with, for as long as it lasts: games made before
generator 2 (and exports made before the field) go on with generator 1; new games take 2."""

import pytest
from rest_framework.test import APIClient

from tabletop.models import Game
from tabletop.rules.rng import LATEST_GENERATOR, Rng
from tests.exports import export_at

pytestmark = pytest.mark.django_db

SEED = "made-before-generators"


def counter_export(generator: int, rolled: bool = False, seed: str = SEED) -> dict:
    """A counter game played with `generator` until the table is to roll its die, or has rolled it."""
    return export_at(
        "counter",
        {},
        [],
        ["Ann", "Bob"],
        seed,
        lambda state: state.die is not None if rolled else state.value >= 10 and state.die is None,
        lambda state, seat, chooser: {"type": "add", "amount": 3},
        generator=generator,
    )


def die_rolls(counter: int) -> tuple[int, int]:
    """The die the table rolls at `counter`, with generator 1 and with generator 2: this seed's
    differ, so that a draw with the wrong generator shows."""
    first, latest = Rng(SEED, counter, generator=1).roll(6), Rng(SEED, counter, generator=2).roll(6)
    assert first != latest
    return first, latest


def test_an_export_without_a_generator_replays_and_plays_on_with_the_first(django_capture_on_commit_callbacks):
    document = counter_export(generator=1)
    del document["rng"]["generator"]  # as exports were written before the field
    first, _latest = die_rolls(document["rng"]["counter"])
    with django_capture_on_commit_callbacks(execute=True):  # the pending die is rolled after the commit
        response = APIClient().post("/api/v1/counters/import/", document, format="json")
    assert response.status_code == 201, response.content
    game = Game.objects.get(pk=response.json()["id"])
    assert game.rng_generator == 1
    assert game.actions.last().events == [{"type": "die_rolled", "value": first}]


def test_an_export_replayed_with_another_generator_is_refused_and_writes_nothing():
    document = counter_export(generator=2, rolled=True)
    die_rolls(document["rng"]["initial_counter"])
    document["rng"]["generator"] = 1
    response = APIClient().post("/api/v1/counters/import/", document, format="json")
    assert response.status_code == 422, response.content
    assert response.json()["code"] == "events_mismatch"
    assert not Game.objects.exists()


def test_an_export_of_generator_2_without_the_field_is_refused_naming_the_generator():
    """A client that writes its own export and leaves the generator out: the set-up it asks for,
    with generator 1, starts another player (this seed's first draw differs)."""
    seed = "made-before-generators-0"
    assert Rng(seed, 0, 1).randbelow(2) != Rng(seed, 0, 2).randbelow(2)
    document = counter_export(generator=2, seed=seed)
    del document["rng"]["generator"]
    response = APIClient().post("/api/v1/counters/import/", document, format="json")
    assert response.status_code == 422, response.content
    assert response.json()["code"] == "setup_mismatch"
    assert "generator (rng.generator, 1 when left out)" in response.json()["message"]
    assert not Game.objects.exists()


@pytest.mark.parametrize("generator", [0, 3, True, 2.0, "2", None, [2]])
def test_a_generator_the_server_does_not_have_is_refused_naming_it(generator):
    document = counter_export(generator=2)
    document["rng"]["generator"] = generator
    response = APIClient().post("/api/v1/counters/import/", document, format="json")
    assert response.status_code == 422, response.content
    assert (response.json()["code"], response.json()["field"]) == ("bad_export", "rng.generator")
    assert "rng.generator must be one of 1, 2" in response.json()["message"]
    assert not Game.objects.exists()


def test_a_new_game_draws_with_the_latest_generator_and_its_export_says_so(table):
    game = Game.objects.get(pk=table.id)
    assert game.rng_generator == LATEST_GENERATOR == 2
    table.allow_export()
    assert table.host.get(table.url + "export/").json()["rng"]["generator"] == 2


def test_a_game_made_before_generators_were_numbered_draws_on_with_the_first(table, django_capture_on_commit_callbacks):
    """What the migration leaves: a game's stored generator decides its next draws."""
    Game.objects.filter(pk=table.id).update(rng_generator=1, rng_seed=SEED)
    first, _latest = die_rolls(Game.objects.get(pk=table.id).rng_counter)
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(4):
            assert table.act(table.whose_turn(), {"type": "add", "amount": 3}).status_code == 200
    rolled = Game.objects.get(pk=table.id).actions.last()
    assert rolled.type == "roll_die"
    assert rolled.events == [{"type": "die_rolled", "value": first}]
