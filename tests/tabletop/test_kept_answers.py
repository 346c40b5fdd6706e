"""The answer kept for a retried Idempotency-Key (Action.response): a retry gets the first answer
byte for byte, whichever path (the socket's, from the known state or under the row's lock, or the
ORM's that REST takes) answered first and whichever it retries by; and a view's cards are kept by
id, their facts being the game's (Game.cards), so that a battler's or a saga's action writes a
few KB to the log rather than every card of the view again."""

import asyncio

import msgspec
import pytest
from asgiref.sync import sync_to_async
from django.db import connection

from bench import formats
from tabletop.core import kinds, patches, services, states
from tabletop.live import hotpath
from tabletop.models import Action, Game
from tests.tabletop.test_statements_per_action import _table

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.services("postgres"),
    pytest.mark.usefixtures("hot_path_pool"),
]

# The most a battler's kept answer may take in the first 24 actions, its text as stored: 3.0-3.8 KB
# with its view's cards by id (6-20 KB with their facts, 6 KB from the first action).
KEPT_BYTES = 5 * 1024
FIRST, LOCKED, ORM = "hot path, known state", "hot path, row locked", "ORM path"


def _docs(game_id: int, seats: int) -> tuple[Game, list[dict]]:
    """Each seat's document (what its phone holds), for bench.formats' players to choose from."""
    game = Game.objects.get(pk=game_id)
    engine = kinds.get(game.kind).engine
    state = states.load(game, engine)
    docs = []
    for seat in range(seats):
        document = msgspec.to_builtins(patches.document(engine, state, (seat, seat)))
        docs.append({**document, "version": game.version})
    return game, docs


def _kept(game_id: int, seq: int) -> str:
    with connection.cursor() as cursor:
        cursor.execute("SELECT response FROM tabletop_action WHERE game_id = %s AND seq = %s", [game_id, seq])
        return cursor.fetchone()[0]


async def _act(path: str, game_id: int, seat: int, move: dict, version: int, key: str, with_view: bool):
    command = dict(
        game_id=game_id,
        seat_number=seat,
        payload=move,
        expected_version=version,
        idempotency_key=key,
        with_view=with_view,
    )
    if path == ORM:
        return await sync_to_async(services.execute_action)(**command)
    if path == LOCKED:
        hotpath._known.pop(game_id, None)  # as when another worker wrote last
    return await hotpath.execute_action(**command)


@pytest.mark.parametrize("table", ["battler", "battler_pick", "saga", "auction"])
async def test_a_retried_key_gets_the_first_answer_byte_for_byte_by_every_path(table):
    kind = formats.FORMATS[table][0]
    game_id, seats = await sync_to_async(_table)(table)
    policy, rnd, done = formats.POLICIES[kind], formats.random.Random(table), [{} for _ in seats]
    played = 0
    for index in range(24):
        await asyncio.gather(*hotpath._following_up)  # a table step the last action brought on, applied
        game, docs = await sync_to_async(_docs)(game_id, len(seats))
        chosen = next(
            (
                (seat, move)
                for seat, doc in enumerate(docs)
                if seat in doc["waiting_on"] and (move := policy(doc, seat, rnd, done[seat]))
            ),
            None,
        )
        if chosen is None:
            break
        seat, move = chosen
        key = f"tap-{index}"
        path = (FIRST, LOCKED, ORM)[index % 3]
        first = await _act(path, game_id, seat, move, game.version, key, with_view=index % 2 == 0)
        assert not first.replayed
        answered = msgspec.json.encode(first.body)
        for retry in (FIRST, LOCKED, ORM):
            again = await _act(retry, game_id, seat, move, game.version, key, with_view=index % 2 == 1)
            assert again.replayed, f"{table} {move['type']}: retried by the {retry}"
            assert msgspec.json.encode(again.body) == answered, f"{table} {move['type']}: retried by the {retry}"
        kept = await sync_to_async(_kept)(game_id, first.body["seq"])
        if kind == "battler":
            assert len(kept.encode()) <= KEPT_BYTES, f"{move['type']}: {len(kept)} bytes kept"
        if states.has_cards(kinds.get(kind).engine) and "cards" in msgspec.json.decode(answered)["view"]:
            assert '"oracle_text"' not in kept, f"{table} {move['type']}: a card's facts kept again"
        played += 1
    assert played >= 12, f"{table}: {played} actions played"
    assert await sync_to_async(Action.objects.filter(game_id=game_id, idempotency_key__isnull=False).count)() == played


def test_an_answer_kept_by_an_earlier_release_with_its_cards_facts_is_given_as_it_was_kept():
    kept = {"seq": 3, "view": {"phase": "shop", "cards": {"7": {"id": 7, "name": "Bear"}}}}

    def no_cards():
        raise AssertionError("the game's cards were read for an answer that holds their facts")

    assert states.kept_answer(msgspec.json.decode(msgspec.json.encode(kept)), no_cards) == kept
