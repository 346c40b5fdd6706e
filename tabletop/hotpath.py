"""The socket's command path on PostgreSQL, run on the event loop itself.

`services.execute_action` runs in Django's database thread: the socket hands it over, the ORM
builds each statement, the push hops back to the loop. Bids wait on all of that. Here the same
command (the decisions are `services.decide_command`, shared) runs on an async psycopg
connection from a small pool of the event loop: lock the row, read the log for a retried key,
decide, update the row, insert the log row, commit, publish. The statements are built once from
the models, so the two paths write the same columns the same way.
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
POOL_MAX_SIZE = 4


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
_SELECT_GAME = (f'SELECT {", ".join(f.column for f in _LOADED)} FROM {Game._meta.db_table} '
                f"WHERE {Game._meta.pk.column} = %s FOR UPDATE")
_UPDATE_GAME = (f'UPDATE {Game._meta.db_table} SET {", ".join(f"{f.column} = %s" for f in _UPDATED)} '
                f"WHERE {Game._meta.pk.column} = %s")
_INSERT_ACTION = (f'INSERT INTO {Action._meta.db_table} ({", ".join(f.column for f in _LOGGED)}) '
                  f'VALUES ({", ".join("%s" for _ in _LOGGED)})')
_EARLIER_ANSWER = (f"SELECT request_hash, response FROM {Action._meta.db_table} "
                   "WHERE game_id = %s AND seat IS NOT DISTINCT FROM %s AND idempotency_key = %s")
_CARDS = f"SELECT cards FROM {Game._meta.db_table} WHERE {Game._meta.pk.column} = %s"

_pools: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, AsyncConnectionPool] = weakref.WeakKeyDictionary()


async def _configure(connection: psycopg.AsyncConnection) -> None:
    set_json_loads(msgspec.json.decode, connection)


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
        pool = AsyncConnectionPool(conninfo, min_size=1, max_size=POOL_MAX_SIZE, open=False, configure=_configure,
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
) -> services.CommandResult:
    """services.execute_action, for a socket on PostgreSQL: the same checks, writes and answer."""
    fingerprint = services.request_fingerprint(payload, expected_version)
    database = connections["default"]
    try:
        # A pipeline: BEGIN and the locking SELECT travel together, then the UPDATE, the INSERT and
        # the COMMIT: two round trips where there were five.
        pool = await _pool()
        async with pool.connection() as connection, connection.pipeline(), connection.transaction():
            row = await (await connection.execute(_SELECT_GAME, (game_id,))).fetchone()
            if row is None:
                raise NotFound(f"there is no game {game_id}")
            game = Game.from_db(database.alias, [f.attname for f in _LOADED], row)
            if idempotency_key:
                earlier = await (await connection.execute(
                    _EARLIER_ANSWER, (game_id, seat_number, idempotency_key))).fetchone()
                if earlier is not None:
                    return services.replayed_command(*earlier, fingerprint)
            engine = kinds.get(game.kind).engine
            state = states.decoded(game, engine, await _cards(connection, game, engine))
            command = services.decide_command(game, engine, state, seat_number, payload, expected_version,
                                              idempotency_key, fingerprint)
            await connection.execute(_UPDATE_GAME, [*_prepared(game, _UPDATED, database, False), game.pk])
            await connection.execute(_INSERT_ACTION, _prepared(command.logged, _LOGGED, database, True))
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


async def _cards(connection: psycopg.AsyncConnection, game: Game, engine) -> list | None:
    if not states.has_cards(engine):
        return None
    cards = states.cached_cards(game)
    if cards is None:
        row = await (await connection.execute(_CARDS, (game.pk,))).fetchone()
        cards = states.remember_cards(game, row[0])
    return cards


async def close_pool() -> None:
    """Close the running loop's pool (a server's loop lives as long as its process; a test's
    loop ends with the test, and its connections must not outlive it)."""
    pool = _pools.pop(asyncio.get_running_loop(), None)
    if pool is not None:
        await pool.close()
