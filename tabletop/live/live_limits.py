"""How many game sockets and event streams one client address holds open at once, in this web
process (LIVE_CONNECTIONS_PER_ADDRESS). Each costs the server while it waits: a socket about
0.35 MB, a stream a thread and a read of the log every 2 s. Without a cap, one guest on the
network with one seat token opened 1000 streams in 17 s (opening one is no REST request, so the
address's request rate did not count them): the server's CPU was busy with them alone, and every
other table's requests waited up to 2.6 s.

The count lives on the process's event loop (sockets and streams open and close there), so it
needs no lock; the address is the one the rate limits read (TRUSTED_PROXIES, tabletop/access/throttles.py).
No address (an in-process test's socket): no cap."""

from collections import Counter

from django.conf import settings

_open: Counter[str] = Counter()


def has_room(address: str | None) -> bool:
    return not address or _open[address] < settings.LIVE_CONNECTIONS_PER_ADDRESS


def take(address: str | None) -> bool:
    """Count one more open socket or stream of `address`; False (nothing counted) at the cap."""
    if not has_room(address):
        return False
    if address:
        _open[address] += 1
    return True


def give_back(address: str | None) -> None:
    if address and _open[address] > 0:
        _open[address] -= 1
        if not _open[address]:
            del _open[address]


def open_count(address: str) -> int:
    return _open[address]
