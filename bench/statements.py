"""SQL statements sent to PostgreSQL, counted in the process that sends them (psycopg's cursors and
connections patched at run time; the product is not changed).

A statement is one of a message's `;`-separated statements (the hot path sends `BEGIN; SELECT ...`
as one message: two statements), and a transaction psycopg opens by itself (Django's
`transaction.atomic`) counts its implicit BEGIN and its COMMIT or ROLLBACK. PostgreSQL here keeps no
statement counts of its own (pg_stat_statements is not loaded), so this is where they are counted.

`python -m bench.formats` serves `bench.statements:application` (the product's ASGI application,
with the count kept in a small file per worker, `BENCH_STATEMENTS_DIR/<pid>`, that the bench reads
between two actions); tests count with `counting()`.
"""

from __future__ import annotations

import mmap
import os
import struct
from contextlib import contextmanager
from pathlib import Path

import psycopg
from psycopg import pq

_COUNT = struct.Struct("<q")
_counters: list[list[int]] = []  # each a one-item list: the count of one `counting()` block, or the file's


def statements_in(query) -> int:
    """The statements of one message: its `;`-separated parts that say something."""
    if isinstance(query, bytes):
        query = query.decode("utf-8", "replace")
    elif not isinstance(query, str):  # psycopg.sql.Composed: its parts hold no `;` of their own
        query = str(getattr(query, "_obj", query))
    return sum(1 for part in query.split(";") if part.strip())


def _add(count: int) -> None:
    for counter in _counters:
        counter[0] += count
    if _mapped is not None:
        _COUNT.pack_into(_mapped, 0, _total[0])


_installed = False
_mapped: mmap.mmap | None = None
_total = [0]


def install() -> None:
    """Patch psycopg's execute, executemany, commit and rollback (sync and async), once."""
    global _installed
    if _installed:
        return
    _installed = True
    _counters.append(_total)

    def counted(original, count):
        def wrapper(self, query, *args, **kwargs):
            _add(count(query, *args))
            return original(self, query, *args, **kwargs)

        return wrapper

    def ended(original):
        def wrapper(self):
            if self.pgconn.transaction_status != pq.TransactionStatus.IDLE:
                _add(2)  # psycopg's implicit BEGIN, and this COMMIT or ROLLBACK
            return original(self)

        return wrapper

    def many(query, params_seq, *args):
        return statements_in(query) * max(1, len(params_seq) if hasattr(params_seq, "__len__") else 1)

    for cls in (psycopg.Cursor, psycopg.AsyncCursor):
        cls.execute = counted(cls.execute, lambda query, *args: statements_in(query))
        cls.executemany = counted(cls.executemany, many)
    for cls in (psycopg.Connection, psycopg.AsyncConnection):
        cls.commit, cls.rollback = ended(cls.commit), ended(cls.rollback)


@contextmanager
def counting():
    """`with counting() as count:` ... `count[0]`: the statements sent in the block."""
    install()
    counter = [0]
    _counters.append(counter)
    try:
        yield counter
    finally:
        _counters.remove(counter)


def read_counts(directory: Path) -> int:
    """The statements every served worker counted so far."""
    total = 0
    for path in directory.iterdir():
        data = path.read_bytes()
        if len(data) >= _COUNT.size:
            total += _COUNT.unpack_from(data)[0]
    return total


def _serve_counts() -> None:
    global _mapped
    directory = Path(os.environ["BENCH_STATEMENTS_DIR"])
    path = directory / str(os.getpid())
    path.write_bytes(b"\0" * mmap.PAGESIZE)
    with path.open("r+b") as file:
        _mapped = mmap.mmap(file.fileno(), mmap.PAGESIZE)
    install()


def _profile(directory: str) -> None:
    """By hand only: each worker's event loop under cProfile (CPU time), from SIGUSR1 to SIGUSR2."""
    import cProfile
    import signal
    import time

    profiler = cProfile.Profile(time.process_time)

    def dump(*_):
        profiler.disable()
        profiler.dump_stats(f"{directory}/{os.getpid()}.prof")
        profiler.enable()

    signal.signal(signal.SIGUSR1, lambda *_: profiler.enable())
    signal.signal(signal.SIGUSR2, dump)


if os.environ.get("BENCH_STATEMENTS_DIR"):
    _serve_counts()
    if os.environ.get("BENCH_PROFILE_DIR"):
        _profile(os.environ["BENCH_PROFILE_DIR"])
    from config.asgi import application  # noqa: E402,F401 - what uvicorn serves
