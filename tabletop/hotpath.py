"""The socket's command path on PostgreSQL, run on the event loop itself.

`services.execute_action` runs in Django's database thread: the socket hands it over, the ORM
builds each statement, the push hops back to the loop. Bids wait on all of that. Here the same
command (the decisions are `services.decide_command`, shared) runs on an async psycopg
connection from a small pool of the event loop, in two round trips: BEGIN and the row's lock and
read; then, once decided, the UPDATE, the log's INSERT and the COMMIT. Each trip is one message
of several statements, its values bound by psycopg on the client (a server-bound query takes one
statement, and psycopg's pipeline mode cost 3x the CPU per command here). The statements are
built once from the models, so the two paths write the same columns the same way.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from typing import Any

import msgspec
import psycopg
from django.db import connections
from psycopg.types.json import set_json_loads
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from tabletop import kinds, realtime, services, states
from tabletop.engine import Seat as SeatNumber
from tabletop.errors import Conflict, NotFound, ServiceError
from tabletop.models import Action, Game
from tabletop.tasks import apply_table_step

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
_BEGIN_AND_LOCK_GAME = (f'BEGIN; SELECT {", ".join(f.column for f in _LOADED)} FROM {Game._meta.db_table} '
                        f"WHERE {Game._meta.pk.column} = %s FOR UPDATE")
_WRITE_AND_COMMIT = (
    f'UPDATE {Game._meta.db_table} SET {", ".join(f"{f.column} = %s" for f in _UPDATED)} '
    f"WHERE {Game._meta.pk.column} = %s; "
    f'INSERT INTO {Action._meta.db_table} ({", ".join(f.column for f in _LOGGED)}) '
    f'VALUES ({", ".join("%s" for _ in _LOGGED)}); COMMIT')
_EARLIER_ANSWER = (f"SELECT request_hash, response FROM {Action._meta.db_table} "
                   "WHERE game_id = %s AND seat IS NOT DISTINCT FROM %s AND idempotency_key = %s")
_RESPONSE = Action._meta.get_field("response")
_CARDS = f"SELECT cards FROM {Game._meta.db_table} WHERE {Game._meta.pk.column} = %s"

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
        conninfo = psycopg.conninfo.make_conninfo(**{key: value for key, value in params.items()
                                                     if isinstance(value, str | int) and key != "prepare_threshold"})
        pool = AsyncConnectionPool(conninfo, min_size=POOL_SIZE, max_size=POOL_SIZE, open=False, configure=_configure,
                                   timeout=pool_options.get("timeout", 5),
                                   reconnect_timeout=pool_options.get("reconnect_timeout", 2))
        _pools[loop] = pool
        await pool.open()
    return pool


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
) -> services.CommandResult:
    """services.execute_action, for a socket on PostgreSQL: the same checks, writes and answer."""
    fingerprint = services.request_fingerprint(payload, expected_version)
    database = connections["default"]
    try:
        pool = await _pool()
        # The block ends the transaction: ROLLBACK when the command is refused or fails, else
        # COMMIT (already sent with the writes; a replayed answer wrote nothing).
        async with pool.connection() as connection:
            cursor = psycopg.AsyncClientCursor(connection)
            await cursor.execute(_BEGIN_AND_LOCK_GAME, (game_id,))
            cursor.nextset()  # BEGIN's result, then the row's
            row = await cursor.fetchone()
            if row is None:
                raise NotFound(f"there is no game {game_id}")
            game = Game.from_db(database.alias, [f.attname for f in _LOADED], row)  # game.state: the JSON text read
            if idempotency_key:
                await cursor.execute(_EARLIER_ANSWER, (game_id, seat_number, idempotency_key))
                earlier = await cursor.fetchone()
                if earlier is not None:
                    request_hash, response = earlier
                    return services.replayed_command(
                        request_hash, _RESPONSE.from_db_value(response, None, database), fingerprint)
            engine = kinds.get(game.kind).engine
            state = states.decoded_json(game.state, engine, await _cards(cursor, game, engine))
            command = services.decide_command(game, engine, state, seat_number, payload, expected_version,
                                              idempotency_key, fingerprint, with_view)
            await cursor.execute(_WRITE_AND_COMMIT, [*_prepared(game, _UPDATED, database, False), game.pk,
                                                     *_prepared(command.logged, _LOGGED, database, True)])
    except psycopg.errors.UniqueViolation:  # unreachable under the row lock, as in services
        raise Conflict("another command for this game was logged at the same time; retry") from None
    except (psycopg.OperationalError, PoolTimeout):
        raise DatabaseUnavailable("the database cannot be reached just now; retry shortly", retry_after=5) from None
    _follow_up(command.push, game.pk, game.version, command.needs_table_step)
    return command.result


_following_up: set[asyncio.Task] = set()  # referenced until done: the loop keeps only weak ones


def _follow_up(push: dict[str, Any], game_id: int, version: int, needs_table_step: bool) -> None:
    """After the commit, beside the answer rather than before it: the push, and the table step's
    job. Neither may hold the answer back (Redis may be down: clients resync, beat resends)."""
    async def follow_up() -> None:
        await realtime.apublish(push)
        if needs_table_step:
            try:
                await asyncio.to_thread(apply_table_step.delay, game_id, version)
            except Exception:
                logger.warning("the table step of game %s at version %s was not sent; the sweeper will resend it",
                               game_id, version, exc_info=True)

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
    pool = _pools.pop(loop, None)
    if pool is not None:
        await pool.close()
