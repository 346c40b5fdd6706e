"""Find catalogue cards by the names people write: any case, no accents, front face only."""

from __future__ import annotations

from collections.abc import Iterable

from cards.parsing.facts import CardRecord, face_names, name_key


class CardIndex:
    """Cards by name key. "Bonecrusher Giant" finds "Bonecrusher Giant // Stomp"; a full name
    always wins over another card's front-face name. `canonical_name` is a ready resolver for
    the text and CSV importers."""

    def __init__(self, records: Iterable[CardRecord]):
        self._by_key: dict[str, CardRecord] = {}
        fronts: dict[str, CardRecord] = {}
        for record in records:
            self._by_key.setdefault(name_key(record.name), record)
            fronts.setdefault(name_key(face_names(record.name)[0]), record)
        for key, record in fronts.items():
            self._by_key.setdefault(key, record)

    def get(self, name: str) -> CardRecord | None:
        return self._by_key.get(name_key(name))

    def canonical_name(self, name: str) -> str | None:
        record = self.get(name)
        return record.name if record else None

    def __contains__(self, name: str) -> bool:
        return name_key(name) in self._by_key
