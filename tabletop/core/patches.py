"""A seat's live document and its change from one version to the next, as a JSON Patch (RFC 6902),
with the cards apart: a card in a patch is a reference, `{"$card": id, ...}` (what the view adds to
the card, such as its owner, beside the id), and its facts travel once, by id, in the patch's
`cards`. A page applies the patch to the document it holds (GET .../<id>/, cards inline, or one it
patched before), putting each card's facts back in place of its reference.

The document is the part of a game's detail that an action changes: version, status, waiting_on,
legal_actions and the view, all from the engine's state, the view from the format's views (the one
place that decides what a seat sees). Two documents are compared field by field, their structs as
they are (no conversion of the unchanged parts): equality of structs, lists and dicts is msgspec's
and CPython's own, so the cost of a patch is the view's and the change's, not the game's size."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, NamedTuple

import msgspec
from msgspec import UNSET
from msgspec.structs import astuple

from tabletop.rules.engine import Card, Engine
from tabletop.rules.kept import KeptByIdentity

CARD_REF = "$card"
CARD_FIELDS = tuple(f.encode_name for f in msgspec.structs.fields(Card))
_CARD_KEYS = frozenset(CARD_FIELDS)
_SCALARS = (str, int, float, bool, type(None))
_SCALAR_TYPES = frozenset(_SCALARS)
_ABSENT = object()
SHORT_LIST = 8  # plain values: a list this long is sent whole when it changes

Key = tuple[int | None, int | None]  # (whose hidden cards the reader sees, the seat it plays)


class Table(NamedTuple):
    """What every reader's document of one state shares: made once per state."""

    part: dict[str, Any]  # status and waiting_on, the same in every document
    shared: Any  # what the format's views share between seats (its views module's `shared`), or None


def table_part(engine: Engine, state: Any) -> Table:
    return _made_of(engine, state).table


class _Made(NamedTuple):
    table: Table
    views: dict[int | None, Any]  # by seat, as `view` made them


# The table part and the views made of the last few states, by the states' identity (an engine never
# changes a state it returned): a command's answer and its push's patches are made of one state.
_made: KeptByIdentity[_Made] = KeptByIdentity(8)


def _made_of(engine: Engine, state: Any) -> _Made:
    made = _made.get(state)
    if made is not None:
        return made
    shared = _views_of(engine, "shared")
    common = shared(state) if shared is not None else None
    waiting_on = getattr(common, "waiting_on", None)  # the engine's, where the shared part holds it
    if waiting_on is None:
        waiting_on = engine.waiting_on(state)
    status = "finished" if engine.is_over(state) else "active"
    return _made.keep(state, _Made(Table({"status": status, "waiting_on": waiting_on}, common), {}))


def _views_of(engine: Engine, name: str) -> Any:
    """A function of the format's views module, when the engine builds its views through it."""
    if engine.views is None or type(engine).player_view is not Engine.player_view:
        return None
    return getattr(engine.views, name, None)


def view(engine: Engine, state: Any, seat: int | None) -> Any:
    """The seat's view as the format builds it: its views module's struct, which JSON-encodes as
    engine.player_view's builtins (engine.player_view itself for an engine that overrides it).
    Made once per state and seat, while the state is among the last few (a view is never changed)."""
    build = _views_of(engine, "player_view")
    if build is None:
        return engine.player_view(state, seat)
    made = _made_of(engine, state)
    seen = made.views.get(seat)
    if seen is None:
        shared = made.table.shared
        seen = made.views[seat] = build(state, seat) if shared is None else build(state, seat, shared)
    return seen


def document(engine: Engine, state: Any, key: Key, table: Table | None = None) -> dict[str, Any]:
    """What a reader of this key renders from, at the state's version (the version is set by the
    caller, who knows it). `table`: the state's table_part, when the caller made it for several
    keys."""
    view_seat, player = key
    table = table or table_part(engine, state)
    seen = view(engine, state, view_seat)
    carried = getattr(seen, "legal_actions", None) if player == view_seat else None
    if player is None:
        legal = []
    elif carried is not None:  # a view that carries its seat's legal actions carries the engine's
        legal = carried
    else:
        legal = engine.legal_actions(state, player)
    return {**table.part, "legal_actions": legal, "view": seen}


@dataclass
class Patch:
    """The change of a key's document from version `base` to a later one."""

    base: int
    ops: list[dict[str, Any]] = field(default_factory=list)
    cards: dict[int, dict[str, Any]] = field(default_factory=dict)  # facts of the cards the ops name


# The changes that several readers' documents of the same two states have in common, by the parts'
# identity and path: the parts every seat's view shares (the table's, the other players'), made
# once per version for all the keys of a game rather than once per key.
Common = dict[tuple[int, int, str], tuple[Any, Any, Patch]]


def diff(old: dict[str, Any], new: dict[str, Any], base: int, version: int, common: Common | None = None) -> Patch:
    """`common`: one dict for the documents of one version, when the caller diffs several keys."""
    patch = Patch(base)
    if base != version:
        patch.ops.append({"op": "replace", "path": "/version", "value": version})
    for name, value in new.items():
        _diff(old[name], value, "/" + name, patch, common)
    return patch


def plain(value: Any, cards: dict[int, dict[str, Any]]) -> Any:
    """A value as JSON builtins, each card in it a reference and its facts put in `cards`."""
    if type(value) in _SCALAR_TYPES:
        return value
    if type(value) is Card:  # a card a view shows anew: its facts made once per card, not per reader
        cards[value.id] = _facts(value)
        return {CARD_REF: value.id}
    return _refs(msgspec.to_builtins(value), cards)


# A card's facts as builtins, by the card's identity (a game's cards never change): the same cards
# reach every reader of a game, and each of its readers' patches names them.
_facts_made: KeptByIdentity[dict[str, Any]] = KeptByIdentity(20_000)


def _facts(card: Card) -> dict[str, Any]:
    facts = _facts_made.get(card)
    return facts if facts is not None else _facts_made.keep(card, msgspec.to_builtins(card))


def _refs(value: Any, cards: dict[int, dict[str, Any]]) -> Any:
    if isinstance(value, dict):
        if value.keys() >= _CARD_KEYS:
            card_id = value["id"]
            cards[card_id] = {name: value[name] for name in CARD_FIELDS}
            return {CARD_REF: card_id, **{k: _refs(v, cards) for k, v in value.items() if k not in _CARD_KEYS}}
        return {str(k): _refs(v, cards) for k, v in value.items()}
    if isinstance(value, list):
        return [_refs(item, cards) for item in value]
    return value


def _escape(name: Any) -> str:
    return str(name).replace("~", "~0").replace("/", "~1")


@cache
def _fields(struct_type: type) -> tuple[tuple[str, Any], ...]:
    """(JSON name as a path's part, default or NODEFAULT when the struct omits defaults) per field,
    in the order of msgspec.structs.astuple."""
    omit = struct_type.__struct_config__.omit_defaults
    return tuple(
        ("/" + _escape(f.encode_name), f.default if omit else msgspec.NODEFAULT)
        for f in msgspec.structs.fields(struct_type)
    )


def _same(old: Any, new: Any) -> bool:
    return old is new or (type(old) is type(new) and old == new)


def _shown(value: Any, default: Any) -> bool:
    return value is not UNSET and (default is msgspec.NODEFAULT or value != default)


def _card_id(value: Any) -> int | None:
    """The id of a card (its struct, or its facts as a dict), None for anything else."""
    if isinstance(value, Card):
        return value.id
    if isinstance(value, dict) and value.keys() >= _CARD_KEYS:
        return value["id"]
    return None


def _diff_part(old: Any, new: Any, path: str, patch: Patch, common: Common | None) -> None:
    """_diff of a part that other keys' documents may hold as well (the same two objects at the same
    path): made once, its changes copied into each key's patch. The objects are kept with it, so
    that their ids name no other objects while `common` lives."""
    if common is None or type(new) in _SCALAR_TYPES:
        _diff(old, new, path, patch, common)
        return
    made = common.get((id(old), id(new), path))
    if made is None or made[0] is not old or made[1] is not new:
        made = (old, new, Patch(patch.base))
        _diff(old, new, path, made[2], common)
        common[id(old), id(new), path] = made
    patch.ops.extend(made[2].ops)
    patch.cards.update(made[2].cards)


def _diff(old: Any, new: Any, path: str, patch: Patch, common: Common | None = None) -> None:
    if _same(old, new):
        return
    if type(old) is not type(new) or isinstance(new, _SCALARS) or _card_id(new) != _card_id(old):
        patch.ops.append({"op": "replace", "path": path, "value": plain(new, patch.cards)})
    elif isinstance(new, msgspec.Struct):
        for (name, default), before, after in zip(_fields(type(new)), astuple(old), astuple(new), strict=True):
            if before is after or (type(before) is type(after) and before == after):
                continue  # most of a view, most of the time: no path made for it (_same, inline)
            was, now = _shown(before, default), _shown(after, default)
            where = path + name
            if was and now and type(after) in _SCALAR_TYPES:  # most ops: a number or a text, made here
                patch.ops.append({"op": "replace", "path": where, "value": after})
            elif was and now:
                _diff_part(before, after, where, patch, common)
            elif now:
                patch.ops.append({"op": "add", "path": where, "value": plain(after, patch.cards)})
            elif was:
                patch.ops.append({"op": "remove", "path": where})
    elif isinstance(new, dict):
        for key in old.keys() - new.keys():
            patch.ops.append({"op": "remove", "path": path + "/" + _escape(key)})
        for key, after in new.items():
            before = old.get(key, _ABSENT)
            if before is after:
                continue  # most of a view's cards: the same card
            if before is _ABSENT:
                patch.ops.append({"op": "add", "path": path + "/" + _escape(key), "value": plain(after, patch.cards)})
            elif type(after) in _SCALAR_TYPES:
                if not _same(before, after):
                    patch.ops.append({"op": "replace", "path": path + "/" + _escape(key), "value": after})
            elif not _same(before, after):
                _diff(before, after, path + "/" + _escape(key), patch, common)
    elif isinstance(new, list):
        _diff_list(old, new, path, patch, common)
    else:
        patch.ops.append({"op": "replace", "path": path, "value": plain(new, patch.cards)})


def _diff_list(old: list, new: list, path: str, patch: Patch, common: Common | None) -> None:
    """The common head and tail kept; the middle changed in place, then the old extras removed
    (last first) and the new ones added. A list of plain values that changed more than it stayed
    is sent whole (a list of structs never is: its items may carry many cards), as is a short one
    (the seats waited on, the legal actions, a hand's ids): no longer than the ops that would
    change it, and made without them."""
    before, after = len(old), len(new)
    if after <= SHORT_LIST and all(type(item) in _SCALAR_TYPES for item in new):
        patch.ops.append({"op": "replace", "path": path, "value": list(new)})
        return
    start = 0
    if before <= after and old == new[:before]:  # items added at the end (a ledger, a pool): compared in C
        start = before
    while start < before and start < after and (old[start] is new[start] or old[start] == new[start]):
        start += 1
    end_old, end_new = before, after
    while end_old > start and end_new > start and old[end_old - 1] == new[end_new - 1]:
        end_old -= 1
        end_new -= 1
    changed = Patch(patch.base)
    paired = min(end_old, end_new) - start
    for index in range(start, start + paired):
        _diff_part(old[index], new[index], f"{path}/{index}", changed, common)
    for index in range(end_old - 1, start + paired - 1, -1):
        changed.ops.append({"op": "remove", "path": f"{path}/{index}"})
    for index in range(start + paired, end_new):
        changed.ops.append({"op": "add", "path": f"{path}/{index}", "value": plain(new[index], changed.cards)})
    many = len(changed.ops) > 1 and len(changed.ops) * 2 > after
    if many and all(isinstance(item, _SCALARS) for item in new):  # a short list of ids, say
        patch.ops.append({"op": "replace", "path": path, "value": plain(new, patch.cards)})
    else:
        patch.ops.extend(changed.ops)
        patch.cards.update(changed.cards)
