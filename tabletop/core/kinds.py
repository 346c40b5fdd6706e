"""The registry of game kinds: each format registers its engine here, and the API, the
sockets and the jobs serve every registered kind the same way."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.rules.engine import Engine

SettingsDoc = dict[str, Any] | None


@dataclass(frozen=True)
class TableOption:
    """A setting the create-a-table page offers, in the host's words. Its kind of input, default
    and bounds come from the engine's settings type; `choices` words each value a choice takes."""

    name: str  # the settings field
    label: str
    hint: str = ""
    choices: tuple[tuple[str, str], ...] = ()  # (value, words), one for each value the field takes


@dataclass(frozen=True)
class GameKind:
    name: str  # "auction": the engine's kind and the socket path /ws/auction/<id>/
    plural: str  # "auctions": the REST path /api/v1/auctions/
    label: str
    engine: Engine
    min_seats: int = 2
    max_seats: int = 8
    needs_cards: bool = True
    # expands references the engine cannot know (a saved preset's id) before parse_settings
    resolve_settings: Callable[[SettingsDoc], SettingsDoc] | None = None
    table_options: tuple[TableOption, ...] = ()
    # named settings a table starts from ({"preset": name}); the options then change them
    presets: dict[str, Any] | None = None
    # what a new table's settings may be (a msgspec struct, which the schema documents), when the
    # kind takes more than its engine's settings_type (presets, a saved preset's id)
    create_settings: type | None = None

    @property
    def seat_counts(self) -> str:
        """How many seats it takes, in words: "2", or "2 to 8"."""
        if self.min_seats == self.max_seats:
            return str(self.min_seats)
        return f"{self.min_seats} to {self.max_seats}"

    @property
    def create_settings_type(self) -> type:
        return self.create_settings or self.engine.settings_type


_KINDS: dict[str, GameKind] = {}


def register(kind: GameKind) -> GameKind:
    if kind.engine.kind != kind.name:
        raise ValueError(f"engine kind {kind.engine.kind!r} does not match {kind.name!r}")
    _KINDS[kind.name] = kind
    return kind


def get(name: str) -> GameKind:
    try:
        return _KINDS[name]
    except KeyError:
        raise LookupError(f"no game kind {name!r}") from None


def all_kinds() -> list[GameKind]:
    return list(_KINDS.values())
