"""The socket's command path on the event loop (tabletop/live/hotpath.py) writes, answers and
refuses exactly as services.execute_action does (its push: tests/tabletop/test_live.py), whether
it decides from the row under its lock or from the state the worker knows."""

import asyncio

import pytest
from asgiref.sync import sync_to_async
from django.db import transaction
from rest_framework.test import APIClient

from tabletop.core import realtime, services
from tabletop.core.errors import GameRejected, IdempotencyKeyReused, NotFound, StaleVersion
from tabletop.live import hotpath
from tabletop.models import Action, Game
from tests.tabletop.conftest import Table

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.services("postgres"),
    pytest.mark.usefixtures("hot_path_pool"),
]

GAME_COLUMNS = ("state", "version", "rng_counter", "waiting_on", "status")
LOG_COLUMNS = ("seq", "seat", "type", "payload", "events", "idempotency_key", "request_hash", "response")


def _tables(count: int) -> list[Table]:
    """Tables in the same state, from the same seed: the same commands must write the same rows."""
    tables = [Table(APIClient()) for _ in range(count)]
    first = Game.objects.get(pk=tables[0].id)
    Game.objects.filter(pk__in=[t.id for t in tables]).update(
        state=first.state, rng_seed=first.rng_seed, rng_counter=first.rng_counter, waiting_on=first.waiting_on
    )
    return tables


def _rows(game_id: int) -> tuple[tuple, list[tuple]]:
    game = Game.objects.values_list(*GAME_COLUMNS).get(pk=game_id)
    return game, list(Action.objects.filter(game_id=game_id).order_by("seq").values_list(*LOG_COLUMNS))


async def test_it_writes_the_row_and_the_log_as_the_orm_path_does(locked_writes):
    assert hotpath.available()
    hot, orm = await sync_to_async(_tables)(2)
    starts = await sync_to_async(hot.whose_turn)()
    for step, amount in enumerate((2, 3, 1)):
        seat = (starts + step) % 2
        key = f"k{step}" if step == 1 else None
        by_hot = await hotpath.execute_action(
            game_id=hot.id, seat_number=seat, payload={"type": "add", "amount": amount}, idempotency_key=key
        )
        by_orm = await sync_to_async(services.execute_action)(
            game_id=orm.id, seat_number=seat, payload={"type": "add", "amount": amount}, idempotency_key=key
        )
        assert {**by_hot.body, "game": None} == {**by_orm.body, "game": None}
    hot_rows, orm_rows = await sync_to_async(_rows)(hot.id), await sync_to_async(_rows)(orm.id)
    assert hot_rows[0] == orm_rows[0]
    assert [row[:-1] for row in hot_rows[1]] == [row[:-1] for row in orm_rows[1]]  # responses name their game
    assert [row[-1] is None for row in hot_rows[1]] == [True, False, True]
    assert locked_writes == [hot.id]  # the game was read once; the next two were written in one statement


async def _add(game_id: int, seat: int, amount: int, by_hot: bool):
    execute = hotpath.execute_action if by_hot else sync_to_async(services.execute_action)
    return await execute(game_id=game_id, seat_number=seat, payload={"type": "add", "amount": amount})


async def test_a_game_moved_on_by_another_writer_is_decided_again_from_its_row(locked_writes):
    """Seat order Ann, Bob, Ann: Bob's add goes through the ORM, unseen by the hot path, whose
    known state still says it is Bob's turn. Ann's add is refused by that state, and written from
    the row: the same rows as a table played all through the ORM."""
    mixed, orm = await sync_to_async(_tables)(2)
    first = await sync_to_async(mixed.whose_turn)()
    await _add(mixed.id, first, 2, by_hot=True)
    await _add(mixed.id, 1 - first, 3, by_hot=False)
    third = await _add(mixed.id, first, 1, by_hot=True)
    for seat, amount in ((first, 2), (1 - first, 3), (first, 1)):
        await _add(orm.id, seat, amount, by_hot=False)
    assert third.body["version"] == 3 and third.body["events"][0]["value"] == 6
    mixed_rows, orm_rows = await sync_to_async(_rows)(mixed.id), await sync_to_async(_rows)(orm.id)
    assert mixed_rows == orm_rows
    assert locked_writes == [mixed.id, mixed.id]


async def test_a_write_from_a_state_the_row_has_moved_past_applies_to_nothing(locked_writes):
    """Bob's secret, set through the ORM, leaves the turn as it was: Bob's add is legal in the
    stale state too, and its one-statement write finds the row at another version, writes nothing,
    and the add is decided again from the row."""
    mixed, orm = await sync_to_async(_tables)(2)
    first = await sync_to_async(mixed.whose_turn)()
    for table, by_hot in ((mixed, True), (orm, False)):
        await _add(table.id, first, 2, by_hot=by_hot)
        await sync_to_async(services.execute_action)(
            game_id=table.id, seat_number=1 - first, payload={"type": "set_secret", "value": 7}
        )
        await _add(table.id, 1 - first, 4, by_hot=by_hot)
    assert await sync_to_async(_rows)(mixed.id) == await sync_to_async(_rows)(orm.id)
    assert locked_writes == [mixed.id, mixed.id]


async def test_the_push_of_a_write_elsewhere_keeps_the_known_state_current(locked_writes, monkeypatch):
    pushes = []
    monkeypatch.setattr(realtime, "publish_on_commit", pushes.append)
    mixed, orm = await sync_to_async(_tables)(2)
    first = await sync_to_async(mixed.whose_turn)()
    await _add(mixed.id, first, 2, by_hot=True)
    await _add(mixed.id, 1 - first, 3, by_hot=False)
    hotpath.keep_current(pushes[-1])
    await _add(mixed.id, first, 1, by_hot=True)
    for seat, amount in ((first, 2), (1 - first, 3), (first, 1)):
        await _add(orm.id, seat, amount, by_hot=False)
    assert await sync_to_async(_rows)(mixed.id) == await sync_to_async(_rows)(orm.id)
    assert locked_writes == [mixed.id]  # Ann's second add was written from the state the push brought


async def test_a_missed_push_makes_the_known_state_forgotten(locked_writes, monkeypatch):
    pushes = []
    monkeypatch.setattr(realtime, "publish_on_commit", pushes.append)
    (table,) = await sync_to_async(_tables)(1)
    first = await sync_to_async(table.whose_turn)()
    await _add(table.id, first, 2, by_hot=True)
    await _add(table.id, 1 - first, 3, by_hot=False)
    await _add(table.id, first, 1, by_hot=False)
    assert hotpath._known[table.id].game.version == 1
    hotpath.keep_current(pushes[-1])  # seq 3, after seq 2 whose push never came here
    assert table.id not in hotpath._known
    await _add(table.id, 1 - first, 1, by_hot=True)
    assert locked_writes == [table.id, table.id]
    assert (await sync_to_async(_rows)(table.id))[0][1] == 4


async def test_a_push_of_another_game_row_is_never_applied_to_the_known_state(locked_writes, monkeypatch):
    """Another deployment's game of the same id (on a shared Redis) at the same version pushes
    its own next action. Applied, it would decide the next bid here from that game's state and,
    the row here having moved to the same version through REST meanwhile, write it over an
    acknowledged action. It makes the known state forgotten instead."""
    pushes = []
    monkeypatch.setattr(realtime, "publish_on_commit", pushes.append)
    ours, theirs, orm = await sync_to_async(_tables)(3)
    first = await sync_to_async(ours.whose_turn)()
    await _add(ours.id, first, 2, by_hot=True)  # known here at version 1
    await _add(theirs.id, first, 2, by_hot=False)
    await _add(theirs.id, 1 - first, 5, by_hot=False)
    foreign = {**pushes[-1], "game": ours.id}  # its version 2, as its deployment would push it
    hotpath.keep_current(foreign)
    assert ours.id not in hotpath._known
    await _add(ours.id, 1 - first, 3, by_hot=False)  # acknowledged; its push does not come here
    await _add(ours.id, first, 1, by_hot=True)
    for seat, amount in ((first, 2), (1 - first, 3), (first, 1)):
        await _add(orm.id, seat, amount, by_hot=False)
    assert await sync_to_async(_rows)(ours.id) == await sync_to_async(_rows)(orm.id)
    assert locked_writes == [ours.id, ours.id]


async def test_a_push_of_this_game_row_built_from_the_version_known_is_applied(monkeypatch):
    pushes = []
    monkeypatch.setattr(realtime, "publish_on_commit", pushes.append)
    (table,) = await sync_to_async(_tables)(1)
    first = await sync_to_async(table.whose_turn)()
    await _add(table.id, first, 2, by_hot=True)
    await _add(table.id, 1 - first, 3, by_hot=False)
    hotpath.keep_current({**pushes[-1], "origin": pushes[-1]["origin"] + "0"})  # the same id, another row
    assert table.id not in hotpath._known
    await _add(table.id, first, 1, by_hot=True)  # read again under the lock: known at 3
    await _add(table.id, 1 - first, 1, by_hot=False)
    hotpath.keep_current(pushes[-1])
    assert hotpath._known[table.id].game.version == 4


async def test_a_retried_key_replays_its_answer_and_another_body_under_it_is_refused():
    (table,) = await sync_to_async(_tables)(1)
    seat = await sync_to_async(table.whose_turn)()
    first = await hotpath.execute_action(
        game_id=table.id, seat_number=seat, payload={"type": "add", "amount": 2}, idempotency_key="tap"
    )
    again = await hotpath.execute_action(
        game_id=table.id, seat_number=seat, payload={"type": "add", "amount": 2}, idempotency_key="tap"
    )
    assert again.replayed and again.body == first.body
    with pytest.raises(IdempotencyKeyReused):
        await hotpath.execute_action(
            game_id=table.id, seat_number=seat, payload={"type": "add", "amount": 3}, idempotency_key="tap"
        )
    assert (await sync_to_async(_rows)(table.id))[0][1] == 1


async def test_refusals_change_nothing():
    (table,) = await sync_to_async(_tables)(1)
    before = await sync_to_async(_rows)(table.id)
    seat = await sync_to_async(table.whose_turn)()
    with pytest.raises(GameRejected) as refused:
        await hotpath.execute_action(game_id=table.id, seat_number=1 - seat, payload={"type": "add", "amount": 1})
    assert refused.value.code == "not_your_turn" and refused.value.status_code == 409
    with pytest.raises(StaleVersion):
        await hotpath.execute_action(
            game_id=table.id, seat_number=seat, payload={"type": "add", "amount": 1}, expected_version=5
        )
    with pytest.raises(NotFound):
        await hotpath.execute_action(game_id=10**9, seat_number=0, payload={"type": "add", "amount": 1})
    assert await sync_to_async(_rows)(table.id) == before
    await sync_to_async(_lock_at_once)(table.id)  # no refused command left its transaction, or the lock, open
    accepted = await hotpath.execute_action(game_id=table.id, seat_number=seat, payload={"type": "add", "amount": 1})
    assert accepted.body["version"] == 1


def _lock_at_once(game_id: int) -> None:
    with transaction.atomic():
        Game.objects.select_for_update(nowait=True).get(pk=game_id)  # raises if another connection holds it


async def test_a_database_out_of_reach_is_a_503_with_retry_after(monkeypatch):
    from psycopg_pool import PoolTimeout

    async def no_connection():
        raise PoolTimeout("couldn't get a connection after 5.00 sec")

    monkeypatch.setattr(hotpath, "_pool", no_connection)
    with pytest.raises(hotpath.DatabaseUnavailable) as unavailable:
        await hotpath.execute_action(game_id=1, seat_number=0, payload={"type": "add", "amount": 1})
    assert unavailable.value.status_code == 503 and unavailable.value.extra == {"retry_after": 5}


async def test_closing_the_pool_first_sends_the_push_of_the_last_command(monkeypatch):
    sent = []

    async def slow_publish(message):
        await asyncio.sleep(0.5)
        sent.append(message["seq"])

    (table,) = await sync_to_async(_tables)(1)
    seat = await sync_to_async(table.whose_turn)()
    monkeypatch.setattr(hotpath.realtime, "apublish", slow_publish)  # the command's push, not the joins'
    await hotpath.execute_action(game_id=table.id, seat_number=seat, payload={"type": "add", "amount": 1})
    await hotpath.close_pool()
    assert sent == [1]


async def test_an_older_state_never_replaces_a_newer_one():
    """Two commands of one worker on one game: the later one's answer may come back first."""
    (table,) = await sync_to_async(_tables)(1)
    first = await sync_to_async(table.whose_turn)()
    await _add(table.id, first, 2, by_hot=True)
    older = hotpath._known[table.id]
    await _add(table.id, 1 - first, 3, by_hot=True)
    hotpath._remember(older.game, older.state)
    assert hotpath._known[table.id].game.version == 2
