"""The patches a worker's sockets and streams push: per game, the documents of the keys its readers
follow (tabletop.core.patches), each at the last version this worker knew, and the patches of the last
few versions, made once per key and version however many readers share the key.

A state enters through `state_known`, called by tabletop.live.hotpath whenever it learns one (its own
write, a push of another writer decided again, a row read for a reader): it is only kept then, and
the patches are made when a reader asks for one, after the answer of the command went out. A
version this worker never learnt has no patch (its readers re-read their view); the next patch then
starts from the last version it had."""

from __future__ import annotations

from collections import Counter, OrderedDict
from dataclasses import dataclass, field
from typing import Any

from tabletop.core import kinds, patches
from tabletop.core.patches import Key, Patch

KEPT_PATCHES = 16  # a reader a few pushes behind the others still finds its own


@dataclass
class _Document:
    version: int
    document: dict[str, Any]
    patches: OrderedDict[int, Patch] = field(default_factory=OrderedDict)


@dataclass
class _Game:
    kind: str
    readers: Counter[Key] = field(default_factory=Counter)
    documents: dict[Key, _Document] = field(default_factory=dict)
    pending: dict[int, Any] = field(default_factory=dict)  # version -> state, not made into patches yet


_games: dict[int, _Game] = {}


def follow(game_id: int, kind: str, key: Key, version: int | None = None, state: Any = None) -> None:
    """A reader of this key follows the game's patches from now on; with the state it read (at
    `version`), its key's document starts there, so that the very next push has a patch."""
    game = _games.get(game_id)
    if game is None:
        game = _games[game_id] = _Game(kind)
    if state is not None and key not in game.documents:
        _make_patches(game)  # for the keys already followed: the states pending are theirs
        game.documents[key] = _Document(version, patches.document(kinds.get(kind).engine, state, key))
    game.readers[key] += 1


def unfollow(game_id: int, key: Key) -> None:
    game = _games.get(game_id)
    if game is None:
        return
    game.readers[key] -= 1
    if game.readers[key] <= 0:
        del game.readers[key]
        game.documents.pop(key, None)
    if not game.readers:
        del _games[game_id]


def followed(game_id: int) -> bool:
    return game_id in _games


def state_known(game_id: int, version: int, state: Any) -> None:
    """A state of a followed game at a version (engines never change a state they returned)."""
    game = _games.get(game_id)
    if game is not None:
        game.pending[version] = state
        if len(game.pending) > KEPT_PATCHES:  # readers that never ask: bounded all the same
            _make_patches(game)


def patch(game_id: int, key: Key, version: int) -> Patch | None:
    """The change of the key's document that ends at `version`, if this worker knew both ends."""
    game = _games.get(game_id)
    if game is None:
        return None
    _make_patches(game)
    document = game.documents.get(key)
    return None if document is None else document.patches.get(version)


def _make_patches(game: _Game) -> None:
    if not game.pending:
        return
    engine = kinds.get(game.kind).engine
    for version in sorted(game.pending):
        state = game.pending[version]
        table, common = None, {}
        for key in game.readers:
            document = game.documents.get(key)
            if document is not None and document.version >= version:
                continue
            table = table or patches.table_part(engine, state)
            new = patches.document(engine, state, key, table)
            if document is None:
                game.documents[key] = _Document(version, new)
                continue
            document.patches[version] = patches.diff(document.document, new, document.version, version, common)
            if len(document.patches) > KEPT_PATCHES:
                document.patches.popitem(last=False)
            document.version, document.document = version, new
    game.pending.clear()


def framed(found: Patch | None, sent_cards: set[int]) -> dict[str, Any] | None:
    """A patch as one reader receives it: the facts of the cards it was not sent before."""
    if found is None:
        return None
    cards = {card_id: facts for card_id, facts in found.cards.items() if card_id not in sent_cards}
    sent_cards.update(cards)
    return {"from": found.base, "ops": found.ops, "cards": cards}
