"""What is made of an object that never changes (a game's card, a state an engine returned), kept by
the object's identity: made once, while it is among the last few made, however many readers ask."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Generic, TypeVar

MadeT = TypeVar("MadeT")


class KeptByIdentity(Generic[MadeT]):
    """The last `size` values made, each by its object's identity and a part of the key beside it
    (`extra`: what else the value was made of). Each is kept with its object, so that the object's id
    names no other object while the value is kept. Safe across threads: the ORM path's threads and
    the event loop share one."""

    def __init__(self, size: int):
        self.size = size
        self._kept: OrderedDict[tuple[int, Any], tuple[Any, MadeT]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, obj: Any, extra: Any = None) -> MadeT | None:
        kept = self._kept.get((id(obj), extra))
        return kept[1] if kept is not None and kept[0] is obj else None

    def keep(self, obj: Any, made: MadeT, extra: Any = None) -> MadeT:
        with self._lock:
            self._kept[id(obj), extra] = (obj, made)
            if len(self._kept) > self.size:
                self._kept.popitem(last=False)
        return made

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
