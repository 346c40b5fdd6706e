"""The socket's command path on PostgreSQL, run on the event loop itself.

`services.execute_action` runs in Django's database thread: the socket hands it over, the ORM
builds each statement, the push hops back to the loop. Bids wait on all of that. Here the same
command (the decisions are `services.decide_command`, shared) runs on an async psycopg
connection from a small pool of the event loop, in two round trips: BEGIN and the row's lock and
read; then, once decided, the UPDATE, the log's INSERT and the COMMIT. Each trip is one message
of several statements, its values bound by psycopg on the client (a server-bound query takes one
statement, and psycopg's pipeline mode cost 3x the CPU per command here). The statements are
built once from the models, so the two paths write the same columns the same way.

Each worker also keeps the state it last wrote or saw of recent games, kept current by the
pushes of what others wrote. A command on a game known here is decided from it and written in
one statement, which applies only if the row is still at the version the state is of; a row that
moved on (another writer), or a refusal, is decided again from the row under its lock. That one
statement is bound by the server, and prepared once per connection (psycopg prepares a statement
run 5 times): PostgreSQL then neither parses the state's text as a literal nor plans the statement
at each command (0.25 -> 0.16 ms of its CPU for a 17 KB state).
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import msgspec
import psycopg
from django.db import connections
from psycopg.types.json import set_json_loads
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from tabletop.access.postgresql.base import AnsweringAsyncConnection, ended_by_server, outage_words
from tabletop.core import kinds, realtime, services, states
from tabletop.core.errors import (
    UNAVAILABLE_RETRY_SECONDS,
    Conflict,
    NotFound,
    ServiceError,
)
from tabletop.core.tasks import apply_table_step
from tabletop.live import seatviews
from tabletop.models import Action, Game, Seat
from tabletop.rules.engine import Seat as SeatNumber

logger = logging.getLogger(__name__)

# A socket's command holds a connection for about a millisecond: a few serve a worker's sockets.
# All are opened with the pool (in the background of the first command), so that no command
# waits for a connection to open once the worker is warm.
POOL_SIZE = 4


class DatabaseUnavailable(ServiceError):
    status_code = 503
    code = "unavailable"


def available() -> bool:
    return connections["default"].vendor == "postgresql"


def _columns(model, names) -> list[Any]:
    return [model._meta.get_field(name) for name in names]


_LOADED = [f for f in Game._meta.concrete_fields if f.name not in services.NOT_LOADED_PER_ACTION]
_UPDATED = _columns(Game, services.ACTION_UPDATED_FIELDS)
_LOGGED = [f for f in Action._meta.concrete_fields if not f.primary_key]


def _claim_held() -> str:
    """True when the command's seat is still held under the claim its socket was authenticated
    with, or when no claim is given. Its values: the claim, the seat's number, the claim. (A release
    committed while the statement waited for the row's lock is not seen by it: the command counts
    as made just before the release, as when it comes first.)"""
    seats = Seat._meta
    return (
        f"(%s::timestamptz IS NULL OR EXISTS (SELECT 1 FROM {seats.db_table} "
        f"WHERE {seats.get_field('game').column} = {Game._meta.db_table}.{Game._meta.pk.column} "
        f"AND role = '{Seat.Role.PLAYER.value}' AND number = %s AND claimed_at = %s))"
    )


def _claim_values(claimed_at: datetime | None, seat_number: SeatNumber) -> tuple:
    return claimed_at, seat_number, claimed_at


_BEGIN_AND_LOCK_GAME = (
    f"BEGIN; SELECT {', '.join(f.column for f in _LOADED)}, {_claim_held()} "
    f"FROM {Game._meta.db_table} WHERE {Game._meta.pk.column} = %s FOR UPDATE"
)
_WRITE_AND_COMMIT = (
    f"UPDATE {Game._meta.db_table} SET {', '.join(f'{f.column} = %s' for f in _UPDATED)} "
    f"WHERE {Game._meta.pk.column} = %s; "
    f"INSERT INTO {Action._meta.db_table} ({', '.join(f.column for f in _LOGGED)}) "
    f"VALUES ({', '.join('%s' for _ in _LOGGED)}); COMMIT"
)
_SEQ = Action._meta.get_field("seq")
_LOGGED_BUT_SEQ = [f for f in _LOGGED if f is not _SEQ]
_EARLIER_ANSWER = (
    f"SELECT request_hash, response FROM {Action._meta.db_table} "
    "WHERE game_id = %s AND seat IS NOT DISTINCT FROM %s AND idempotency_key = %s"
)
_RESPONSE = Action._meta.get_field("response")
_CARDS = f"SELECT cards FROM {Game._meta.db_table} WHERE {Game._meta.pk.column} = %s"


def _write_if_still_at(fields) -> str:
    """One statement, so one transaction: the game row's new values, only if it is still at the
    version (and creation) given and the seat still held under the claim given, and the log row,
    whose seq is the version that UPDATE wrote: when the row has moved on (or the seat was freed),
    seq is NULL and the statement fails, having written nothing."""
    table, pk = Game._meta.db_table, Game._meta.pk.column
    values = ["(SELECT version FROM moved)" if f is _SEQ else "%s" for f in _LOGGED]
    return (
        f"WITH moved AS (UPDATE {table} SET {', '.join(f'{f.column} = %s' for f in fields)} "
        f"WHERE {pk} = %s AND version = %s AND created_at = %s AND {_claim_held()} RETURNING version) "
        f"INSERT INTO {Action._meta.db_table} ({', '.join(f.column for f in _LOGGED)}) "
        f"VALUES ({', '.join(values)})"
    )


# The statements for each set of the game's columns an action changes (state, version, rng
# counter and time always; what the game waits on, or its end, sometimes), made on first use.
_writes_if_still_at: dict[tuple[str, ...], str] = {}

_pools: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, AsyncConnectionPool] = weakref.WeakKeyDictionary()


async def _configure(connection: psycopg.AsyncConnection) -> None:
    set_json_loads(msgspec.json.decode, connection)
    await connection.set_autocommit(True)  # the statements say BEGIN and COMMIT themselves


async def _pool() -> AsyncConnectionPool:
    """The pool of the running event loop (a connection belongs to the loop that opened it),
    to the database Django uses (a test database included)."""
    loop = asyncio.get_running_loop()
    pool = _pools.get(loop)
    if pool is None:
        database = connections["default"]
        params = database.get_connection_params()
        pool_options = database.settings_dict["OPTIONS"].get("pool") or {}
        conninfo = psycopg.conninfo.make_conninfo(
            **{
                key: value
                for key, value in params.items()
                if isinstance(value, str | int) and key != "prepare_threshold"
            }
        )
        pool = AsyncConnectionPool(
            conninfo,
            min_size=POOL_SIZE,
            max_size=POOL_SIZE,
            connection_class=AnsweringAsyncConnection,
            open=False,
            configure=_configure,
            timeout=pool_options.get("timeout", 5),
            reconnect_timeout=pool_options.get("reconnect_timeout", 2),
        )
        _pools[loop] = pool
        await pool.open()
    return pool


@contextlib.asynccontextmanager
async def _live_connection(pool: AsyncConnectionPool) -> AsyncIterator[psycopg.AsyncConnection]:
    """A connection of the pool that the server has not ended, as Django's pool hands out
    (tabletop/access/postgresql/base.py): after a restart, each dead one failed a command."""
    connection = await pool.getconn()
    while ended_by_server(connection):
        await connection.close()  # the pool replaces a closed connection given back
        await pool.putconn(connection)
        connection = await pool.getconn()
    try:
        yield connection
    finally:
        await pool.putconn(connection)


def _prepared(instance, fields, database, add: bool) -> list[Any]:
    """The values the ORM would send for these fields (auto_now times set, JSON adapted)."""
    return [field.get_db_prep_save(field.pre_save(instance, add), database) for field in fields]


async def execute_action(
    *,
    game_id: int,
    seat_number: SeatNumber,
    payload: Any,
    expected_version: int | None = None,
    idempotency_key: str | None = None,
    with_view: bool = True,
    claimed_at: datetime | None = None,
) -> services.CommandResult:
    """services.execute_action, for a socket on PostgreSQL: the same checks, writes and answer."""
    result, _push = await execute_command(
        game_id=game_id,
        seat_number=seat_number,
        payload=payload,
        expected_version=expected_version,
        idempotency_key=idempotency_key,
        with_view=with_view,
        claimed_at=claimed_at,
    )
    return result


async def execute_command(
    *,
    game_id: int,
    seat_number: SeatNumber,
    payload: Any,
    expected_version: int | None = None,
    idempotency_key: str | None = None,
    with_view: bool = True,
    claimed_at: datetime | None = None,
    key_field: str = "Idempotency-Key",
) -> tuple[services.CommandResult, dict[str, Any] | None]:
    """execute_action's answer, and the push of what it wrote (None for a retried key's first
    answer, which wrote nothing): the socket that sent the command sends its own seat the push at
    once, from the answer's state, rather than through Redis."""
    fingerprint = services.request_fingerprint(payload, expected_version)
    command_args = (seat_number, payload, expected_version, idempotency_key, fingerprint, with_view)
    try:
        async with _live_connection(await _pool()) as connection:
            # one statement, bound and prepared by the server: PostgreSQL plans it once per
            # connection rather than parse a state's text at every command
            command = await _write_from_known_state(connection.cursor(), game_id, claimed_at, *command_args)
            if command is None:
                command = await _write_under_lock(
                    psycopg.AsyncClientCursor(connection), game_id, claimed_at, *command_args, key_field=key_field
                )
    except psycopg.errors.UniqueViolation:  # unreachable under the row lock, as in services
        raise Conflict("another command for this game was logged at the same time; retry") from None
    except (psycopg.OperationalError, PoolTimeout) as error:
        raise DatabaseUnavailable(outage_words(error), retry_after=UNAVAILABLE_RETRY_SECONDS) from None
    if isinstance(command, services.CommandResult):  # a retried key's first answer: nothing was written
        return command, None
    _follow_up(command.push, game_id, command.logged.seq, command.needs_table_step)
    return command.result, command.push


async def _write_from_known_state(
    cursor: psycopg.AsyncCursor, game_id: int, claimed_at: datetime | None, *command_args
) -> services.Command | None:
    """The command decided from the state known here and written in one round trip; None when it
    must be decided under the row's lock instead: the game is not known here, the command is
    refused (a refusal is said from the row itself), or the row has moved on since (or the key
    was used before, whose first answer the locked path finds)."""
    known = _known.get(game_id)
    if known is None:
        return None
    try:
        game, command = _decided_from(known, *command_args)
    except ServiceError:
        return None
    changed = tuple(  # the state and the time change with every action (a known row's state is not kept)
        f.attname
        for f in _UPDATED
        if f.attname in ("state", "updated_at") or getattr(game, f.attname) != getattr(known.game, f.attname)
    )
    statement = _writes_if_still_at.get(changed)
    if statement is None:
        statement = _writes_if_still_at[changed] = _write_if_still_at(_columns(Game, changed))
    database = connections["default"]
    try:
        await cursor.execute(
            statement,
            [
                *_prepared(game, _columns(Game, changed), database, False),
                game_id,
                known.game.version,
                known.game.created_at,
                *_claim_values(claimed_at, command_args[0]),
                *_prepared(command.logged, _LOGGED_BUT_SEQ, database, True),
            ],
        )
    except (psycopg.errors.NotNullViolation, psycopg.errors.UniqueViolation):
        _known.pop(game_id, None)
        return None
    _remember(game, command.state)
    return command


async def _write_under_lock(
    cursor: psycopg.AsyncClientCursor,
    game_id: int,
    claimed_at: datetime | None,
    seat_number: SeatNumber,
    payload: Any,
    expected_version: int | None,
    idempotency_key: str | None,
    fingerprint: str,
    with_view: bool,
    *,
    key_field: str,
) -> services.Command | services.CommandResult:
    """Two round trips (three with a key): BEGIN and the row's lock and read (and the key's earlier
    answer); the writes and COMMIT. The connection's block ends the transaction when the command
    is refused or fails (ROLLBACK)."""
    database = connections["default"]
    await cursor.execute(_BEGIN_AND_LOCK_GAME, (*_claim_values(claimed_at, seat_number), game_id))
    cursor.nextset()  # BEGIN's result, then the row's
    row = await cursor.fetchone()
    if row is None:
        raise NotFound(f"there is no game {game_id}")
    *loaded, claim_held = row
    services.require_claim_held(claim_held)
    game = Game.from_db(database.alias, [f.attname for f in _LOADED], loaded)  # game.state: the JSON text read
    engine = kinds.get(game.kind).engine
    if idempotency_key:
        await cursor.execute(_EARLIER_ANSWER, (game_id, seat_number, idempotency_key))
        earlier = await cursor.fetchone()
        if earlier is not None:
            request_hash, response = earlier
            cards = await _cards(cursor, game, engine)
            return services.replayed_command(
                request_hash, _RESPONSE.from_db_value(response, None, database), fingerprint, lambda: cards, key_field
            )
    state = states.decoded_json(game.state, engine, await _cards(cursor, game, engine))
    command = services.decide_command(
        game, engine, state, seat_number, payload, expected_version, idempotency_key, fingerprint, with_view
    )
    await cursor.execute(
        _WRITE_AND_COMMIT,
        [*_prepared(game, _UPDATED, database, False), game.pk, *_prepared(command.logged, _LOGGED, database, True)],
    )
    _remember(game, command.state)
    return command


# -- the states known here -----------------------------------------------------------------------
KNOWN_GAMES = 512  # the most recently played games a worker keeps the state of


@dataclass
class _Known:
    game: Game  # the row's values at game.version, as last written or seen here (its state column may be older)
    state: Any  # the engine's state at that version


_known: OrderedDict[int, _Known] = OrderedDict()


def _decided_from(known: _Known, *command_args) -> tuple[Game, services.Command]:
    """services.decide_command on a copy of the known row and the known state (neither changes)."""
    game = copy.copy(known.game)
    return game, services.decide_command(game, kinds.get(game.kind).engine, known.state, *command_args)


def _remember(game: Game, state: Any) -> None:
    seatviews.state_known(game.pk, game.version, state)
    known = _known.get(game.pk)
    if known is not None and known.game.version > game.version:
        return  # two commands of this worker on one game: the later one's answer came back first
    _known[game.pk] = _Known(game, state)
    _known.move_to_end(game.pk)
    if len(_known) > KNOWN_GAMES:
        _known.popitem(last=False)


def seed(game: Game, state: Any) -> None:
    """A game's row and state read for a reader (a socket or stream that follows its patches):
    known from now on, so that the pushes of its next actions keep it current, unless a later
    version is known already."""
    known = _known.get(game.pk)
    if known is None or known.game.version < game.version:
        _remember(game, state)


def known_version(game_id: int) -> int | None:
    known = _known.get(game_id)
    return None if known is None else known.game.version


def keep_current(push: dict[str, Any]) -> None:
    """Keep a game known here current with an action written elsewhere (another worker, REST, a
    table step), from its push: the action decided again from the known state gives the same
    state, as a replay of the log does. Only a push of this game row (its origin) built from the
    very version known here (its seq is the next one) is applied; any other push of a version
    after it makes the state forgotten, and the next command reads the row again. A push missed
    leaves the state a version behind, which the next command finds out (its write applies to
    nothing)."""
    known = _known.get(push["game"])
    if known is None:
        return
    ours = push.get("origin") == realtime.game_origin(known.game)
    if ours and push["seq"] <= known.game.version:
        return  # what is known already (this worker's own write)
    if not ours or push["seq"] != known.game.version + 1:
        _known.pop(push["game"], None)
        return
    if push["action"] in services.SEAT_CHANGES:  # an entry of the log that leaves the state as it was
        game = copy.copy(known.game)
        game.version = push["seq"]
        _remember(game, known.state)
        return
    game, engine = copy.copy(known.game), kinds.get(known.game.kind).engine
    try:  # only the state and the row's values: no answer, log row or push is made of it here
        state = services.decide_state(game, engine, known.state, push["seat"], push["payload"]).state
    except ServiceError:  # not what was written: forget rather than guess
        _known.pop(push["game"], None)
        return
    _remember(game, state)


_following_up: set[asyncio.Task] = set()  # referenced until done: the loop keeps only weak ones


def _follow_up(push: dict[str, Any], game_id: int, version: int, needs_table_step: bool) -> None:
    """After the commit, beside the answer rather than before it: the push, and the table step's
    job. Neither may hold the answer back (Redis may be down: clients resync, beat resends)."""

    pushed = realtime.send_in_order(push)  # now: after the game's pushes handed over before it

    async def follow_up() -> None:
        await asyncio.wait([pushed])
        if needs_table_step:
            try:
                await asyncio.to_thread(apply_table_step.delay, game_id, version)
            except Exception:
                logger.warning(
                    "the table step of game %s at version %s was not sent; the sweeper will resend it",
                    game_id,
                    version,
                    exc_info=True,
                )

    task = asyncio.get_running_loop().create_task(follow_up())
    _following_up.add(task)
    task.add_done_callback(_following_up.discard)


async def _cards(cursor: psycopg.AsyncClientCursor, game: Game, engine) -> list | None:
    if not states.has_cards(engine):
        return None
    cards = states.cached_cards(game)
    if cards is None:
        await cursor.execute(_CARDS, (game.pk,))
        cards = states.remember_cards(game, (await cursor.fetchone())[0])
    return cards


async def close_pool() -> None:
    """Close the running loop's pool, once the pushes and jobs of its commands are sent (a
    server's loop lives as long as its process; a test's loop ends with the test, and its
    connections must not outlive it)."""
    loop = asyncio.get_running_loop()
    await asyncio.gather(*(task for task in _following_up if task.get_loop() is loop), return_exceptions=True)
    await realtime.pushes_sent()
    pool = _pools.pop(loop, None)
    if pool is not None:
        await pool.close()
