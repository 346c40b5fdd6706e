"""The command path of ARCHITECTURE.md, through the real API, on the tiny counter game."""

import asyncio
import json

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from channels.layers import get_channel_layer
from django.db import connection

from tabletop.core.realtime import game_group
from tabletop.models import Action, Game

pytestmark = pytest.mark.django_db


def test_a_legal_action_is_applied_logged_and_answered_with_the_new_view(table):
    seat = table.whose_turn()
    response = table.act(seat, {"type": "add", "amount": 3})
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["version"] == 1 and body["view"]["value"] == 3
    assert body["events"] == [{"type": "added", "seat": seat, "amount": 3, "value": 3}]
    logged = Action.objects.get(game_id=table.id, seq=1)
    assert (logged.seat, logged.type, logged.payload) == (seat, "add", {"type": "add", "amount": 3})


def test_an_action_out_of_turn_is_refused_with_a_code_and_changes_nothing(table):
    other = 1 - table.whose_turn()
    response = table.act(other, {"type": "add", "amount": 1})
    assert response.status_code == 409
    assert response.json()["code"] == "not_your_turn"
    assert "turn" in response.json()["message"]
    game = Game.objects.get(pk=table.id)
    assert game.version == 0 and game.state["value"] == 0 and not game.actions.exists()


@pytest.mark.parametrize(
    ("action", "code", "field"),
    [
        ({"type": "add", "amount": "3"}, "invalid_action", "amount"),
        ({"type": "add", "amount": True}, "invalid_action", "amount"),
        ({"type": "add"}, "invalid_action", None),
        ({"type": "fly"}, "invalid_action", "type"),
        ({"type": "add", "amount": 9}, "bad_amount", "amount"),
    ],
)
def test_bad_input_gets_a_4xx_naming_the_problem(table, action, code, field):
    response = table.act(table.whose_turn(), action)
    assert 400 <= response.status_code < 500
    body = response.json()
    assert body["code"] == code and body["message"]
    if field:
        assert body["field"] == field
    assert Game.objects.get(pk=table.id).version == 0


def test_a_stale_expected_version_gets_409_with_the_current_version(table):
    seat = table.whose_turn()
    assert table.act(seat, {"type": "add", "amount": 1, "expected_version": 0}).status_code == 200
    stale = table.act(1 - seat, {"type": "add", "amount": 1, "expected_version": 0})
    assert stale.status_code == 409
    assert stale.json()["code"] == "stale_version"
    assert stale.json()["current_version"] == 1
    assert stale.json()["view"]["value"] == 1
    assert Game.objects.get(pk=table.id).version == 1


def test_a_retried_idempotency_key_replays_the_first_response_and_applies_once(table):
    seat = table.whose_turn()
    first = table.act(seat, {"type": "add", "amount": 2}, HTTP_IDEMPOTENCY_KEY="bid-42")
    again = table.act(seat, {"type": "add", "amount": 2}, HTTP_IDEMPOTENCY_KEY="bid-42")
    assert first.status_code == again.status_code == 200
    assert again.json() == first.json()
    assert again["Idempotent-Replayed"] == "true"
    game = Game.objects.get(pk=table.id)
    assert game.version == 1 and game.state["value"] == 2


def test_the_same_idempotency_key_with_another_body_is_422(table):
    seat = table.whose_turn()
    table.act(seat, {"type": "add", "amount": 2}, HTTP_IDEMPOTENCY_KEY="k1")
    other = table.act(seat, {"type": "add", "amount": 4}, HTTP_IDEMPOTENCY_KEY="k1")
    assert other.status_code == 422
    assert other.json()["code"] == "idempotency_key_reused"
    assert Game.objects.get(pk=table.id).state["value"] == 2


def test_hidden_values_reach_only_their_seat(table):
    secret = -918273  # a minus and six digits (within MAX_QUANTITY): cannot turn up inside a timestamp
    response = table.act(0, {"type": "set_secret", "value": secret})
    assert response.json()["events"][0]["secret"] == {"value": secret}
    assert table.view(0)["view"]["my_secret"] == secret
    other_view = table.view(1)
    assert other_view["view"]["my_secret"] == 0
    events_for_other = table.phones[1].get(table.url + "events/?after=0").json()["events"]
    assert events_for_other[0]["payload"] is None
    assert "secret" not in events_for_other[0]["events"][0]
    assert str(secret) not in str(other_view) + str(events_for_other)


def test_events_after_n_return_the_log_from_n(table):
    for _ in range(3):
        table.act(table.whose_turn(), {"type": "add", "amount": 1})
    body = table.phones[0].get(table.url + "events/?after=1").json()
    assert body["version"] == 3
    assert [entry["seq"] for entry in body["events"]] == [2, 3]
    assert table.phones[0].get(table.url + "events/?after=x").status_code == 400


def test_a_commit_pushes_to_the_game_group(table, django_capture_on_commit_callbacks):
    seat = table.whose_turn()

    async def listen_while_acting():
        layer = get_channel_layer()
        channel = await layer.new_channel()
        await layer.group_add(game_group(table.id), channel)

        def act():
            with django_capture_on_commit_callbacks(execute=True):
                table.act(seat, {"type": "add", "amount": 1})

        await sync_to_async(act)()
        return await asyncio.wait_for(layer.receive(channel), 30)

    message = async_to_sync(listen_while_acting)()
    assert (message["game"], message["seq"], message["action"], message["seat"]) == (table.id, 1, "add", seat)


def test_a_rollback_pushes_nothing(table, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks() as callbacks:
        refused = table.act(1 - table.whose_turn(), {"type": "add", "amount": 1})
    assert refused.status_code == 409
    assert callbacks == []


def test_the_table_step_runs_as_a_job_after_commit_and_only_once(table, django_capture_on_commit_callbacks):
    from tabletop.core.tasks import apply_table_step

    for _ in range(4):  # 1+4+... reach 10 so that the die is pending
        seat = table.whose_turn()
        with django_capture_on_commit_callbacks(execute=True):
            table.act(seat, {"type": "add", "amount": 5 if _ < 2 else 1})
        if Game.objects.get(pk=table.id).state["die"] is not None:
            break
    game = Game.objects.get(pk=table.id)
    assert game.state["die"] in range(1, 7)
    die_seq = game.actions.get(type="roll_die").seq
    assert apply_table_step(table.id, die_seq - 1) is None  # delivered again: deals nothing
    assert Game.objects.get(pk=table.id).actions.filter(type="roll_die").count() == 1


def test_players_cannot_act_for_the_table_and_strangers_cannot_read(table, client):
    assert table.anon.get(table.url).status_code == 403
    assert table.host.post(table.url + "actions/", {"type": "add", "amount": 1}, format="json").status_code == 403
    assert table.host.get(table.url).json()["you"]["is_host"] is True


def test_export_then_import_gives_the_same_game(table):
    for _ in range(3):
        table.act(table.whose_turn(), {"type": "add", "amount": 2})
    assert table.phones[0].get(table.url + "export/").status_code == 403
    table.allow_export()
    exported = table.host.get(table.url + "export/").json()
    imported = table.anon.post("/api/v1/counters/import/", exported, format="json")
    assert imported.status_code == 201, imported.content
    copy = Game.objects.get(pk=imported.json()["id"])
    original = Game.objects.get(pk=table.id)
    assert copy.state == original.state and copy.version == original.version == 3
    assert copy.rng_counter == original.rng_counter


def test_an_altered_export_is_refused(table):
    table.act(table.whose_turn(), {"type": "add", "amount": 2})
    table.allow_export()
    exported = table.host.get(table.url + "export/").json()
    exported["state"]["value"] = 99
    response = table.anon.post("/api/v1/counters/import/", exported, format="json")
    assert response.status_code == 422 and response.json()["code"] == "replay_mismatch"


def test_a_lost_database_answers_503_with_retry_after_not_500(table, monkeypatch):
    from django.db import OperationalError

    from tabletop.core import services

    def database_gone(**kwargs):
        raise OperationalError("server closed the connection unexpectedly")

    monkeypatch.setattr(services, "execute_action", database_gone)
    response = table.act(table.whose_turn(), {"type": "add", "amount": 1})
    assert response.status_code == 503
    assert response["Retry-After"] == "5" and response.json()["code"] == "unavailable"


def test_the_columns_every_action_rewrites_keep_any_json_document_exactly(table):
    """state, response, payload and events are read and written by msgspec, not the json module."""
    tricky = {
        "text": 'Æther «déjà» 💰 "quoted" \\ \n',
        "big": 2**62,
        "negative": -7,
        "float": 0.1,
        "nested": [{"empty": {}}, [], None, True, False],
        "nothing": None,
    }
    Game.objects.filter(pk=table.id).update(state={**Game.objects.get(pk=table.id).state, "extra": tricky})
    assert Game.objects.get(pk=table.id).state["extra"] == tricky
    Action.objects.create(game_id=table.id, seq=1, type="note", payload=tricky, events=[tricky], response=tricky)
    logged = Action.objects.get(game_id=table.id, seq=1)
    assert logged.payload == tricky and logged.events == [tricky] and logged.response == tricky
    assert Action.objects.filter(game_id=table.id, payload__big=2**62).exists()  # the log's payload stays queryable


def test_the_state_and_kept_answers_are_stored_as_json_text_the_database_does_not_parse(table):
    """A text column: an action's rewrite of the state costs no jsonb parsing or printing, and
    no bytea hex. It holds the document's JSON, readable by anything that reads JSON."""
    assert table.act(table.whose_turn(), {"type": "add", "amount": 1}, HTTP_IDEMPOTENCY_KEY="tap").status_code == 200
    with connection.cursor() as cursor:
        cursor.execute("SELECT state FROM tabletop_game WHERE id = %s", [table.id])
        (stored_state,) = cursor.fetchone()
        cursor.execute("SELECT response FROM tabletop_action WHERE game_id = %s AND seq = 1", [table.id])
        (stored_answer,) = cursor.fetchone()
        if connection.vendor == "postgresql":  # jsonb would read as text too
            cursor.execute(
                "SELECT pg_typeof(state)::text, (SELECT pg_typeof(response)::text FROM tabletop_action "
                "LIMIT 1) FROM tabletop_game WHERE id = %s",
                [table.id],
            )
            assert cursor.fetchone() == ("text", "text")
    assert isinstance(stored_state, str) and isinstance(stored_answer, str)
    game = Game.objects.get(pk=table.id)
    assert json.loads(stored_state) == game.state and game.state["value"] == 1
    assert json.loads(stored_answer) == Action.objects.get(game_id=table.id, seq=1).response


def test_a_game_whose_end_is_taken_back_is_active_again():
    """A consented undo of the deciding game reopens the game: reminders and the export's consent
    rule apply to it again."""
    from types import SimpleNamespace

    from tabletop.core.services import _update_denormalised
    from tabletop.models import Game

    game = Game(status=Game.Status.ACTIVE, waiting_on=[])
    engine = SimpleNamespace(waiting_on=lambda state: [], is_over=lambda state: state)
    _update_denormalised(game, engine, True)
    assert game.status == Game.Status.FINISHED and game.finished_at is not None
    _update_denormalised(game, engine, False)
    assert game.status == Game.Status.ACTIVE and game.finished_at is None


def test_an_import_saved_while_the_table_was_to_deal_is_dealt(django_capture_on_commit_callbacks):
    """A saga exported just before a deal: the import schedules the deal, as an action would
    (it waited for the periodic sweep before)."""
    from rest_framework.test import APIClient

    from saga.rules import ENGINE
    from saga.rules.playout import random_decision
    from tests.exports import export_at
    from tests.saga.rules.helpers import CUBE

    document = export_at(
        "saga",
        {},
        CUBE,
        ["Ann", "Bob"],
        "import-before-a-deal",
        lambda state: ENGINE.system_action(state) is not None and state.year == 2,
        random_decision,
    )
    with django_capture_on_commit_callbacks(execute=True):
        imported = APIClient().post("/api/v1/sagas/import/", document, format="json")
    assert imported.status_code == 201, imported.content
    game = Game.objects.get(pk=imported.json()["id"])
    assert game.version > document["version"]
    assert game.actions.get(seq=document["version"] + 1).seat is None  # the table's deal
