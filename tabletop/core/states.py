"""Where a game's state is kept: its cards once, in Game.cards (they never change during a
game), and the rest in Game.state, rewritten by every action. A per-process cache keeps the
decoded cards of recent games, so that an action reads, decodes and writes only what changes."""

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import msgspec

from tabletop.core import kinds
from tabletop.models import Game
from tabletop.rules.engine import Card

CARDS_CACHE_SIZE = 512
# Keyed by id and creation time: SQLite reuses the id of a deleted game, never both.
_cards_by_game: "OrderedDict[tuple[int, Any], list[Card]]" = OrderedDict()


def has_cards(engine) -> bool:
    return "cards" in engine.state_type.__struct_fields__


def split(engine, state) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(the state to store, its list of cards left empty; the cards)."""
    encoded = engine.encode_state(state)
    if not has_cards(engine):
        return encoded, []
    cards, encoded["cards"] = encoded["cards"], []
    return encoded, cards


def stored_after_action(engine, state) -> msgspec.Raw:
    """What a command writes to the state column: the state without its cards (their list left
    empty), JSON straight from the struct, no Python objects built on the way."""
    if has_cards(engine):
        state = msgspec.structs.replace(state, cards=[])
    return msgspec.Raw(engine.encode_state_json(state))


def joined(stored: dict[str, Any], cards: list[dict[str, Any]]) -> dict[str, Any]:
    """The whole state document, as the engine encodes it (exports and imports carry these)."""
    return {**stored, "cards": cards} if cards else stored


def game_cards(game: Game) -> list[Card]:
    cards = cached_cards(game)
    if cards is None:
        cards = remember_cards(game, Game.objects.values_list("cards", flat=True).get(pk=game.pk))
    return cards


def cached_cards(game: Game) -> list[Card] | None:
    key = (game.pk, game.created_at)
    cards = _cards_by_game.get(key)
    if cards is not None:
        _cards_by_game.move_to_end(key)
    return cards


def remember_cards(game: Game, stored: list[dict[str, Any]]) -> list[Card]:
    cards = msgspec.convert(stored, list[Card])
    _cards_by_game[(game.pk, game.created_at)] = cards
    if len(_cards_by_game) > CARDS_CACHE_SIZE:
        _cards_by_game.popitem(last=False)
    return cards


# The columns `load` reads: a query that feeds it should load at least these.
LOAD_FIELDS = ("kind", "state", "created_at")


def load(game: Game, engine=None):
    """The game's state, decoded (LOAD_FIELDS must be loaded; `cards` need not be)."""
    engine = engine or kinds.get(game.kind).engine
    return decoded(game, engine, game_cards(game) if has_cards(engine) else None)


def decoded(game: Game, engine, cards: list[Card] | None):
    """The state of a loaded row, with its cards (None: the engine keeps none)."""
    if cards is None:
        return engine.decode_state(game.state)
    state = engine.decode_state({**game.state, "cards": []})
    state.cards = cards
    return state


def decoded_json(stored: str | bytes, engine, cards: list[Card] | None):
    """`decoded`, from the state column's JSON text as read (tabletop/live/hotpath.py): no Python objects
    built on the way to the struct."""
    state = engine.decode_state_json(stored)
    if cards is not None:
        state.cards = cards
    return state


# -- the answers kept for a retried key ----------------------------------------------------------
def answer_to_keep(engine, body: dict[str, Any]) -> dict[str, Any]:
    """The answer a retried key is given again, as the log keeps it: a view whose `cards` maps ids
    to the state's cards (a battler's or a saga's view: most of its bytes) keeps their ids only, a
    list, since their facts are in Game.cards already. `kept_answer` puts them back."""
    view = body.get("view")
    if view is None or not has_cards(engine):
        return body
    if isinstance(view, dict):
        cards = view.get("cards")
        return {**body, "view": {**view, "cards": list(cards)}} if isinstance(cards, dict) else body
    cards = getattr(view, "cards", None)
    if not isinstance(cards, dict):
        return body
    # A copy of the view's struct that holds the ids where its type says facts: it is only encoded.
    return {**body, "view": msgspec.structs.replace(view, cards=list(cards))}


def kept_answer(stored: dict[str, Any], cards: Callable[[], list[Card]]) -> dict[str, Any]:
    """A kept answer as it was first given: its view's card ids (`answer_to_keep`) replaced by the
    facts of those cards of the game (`cards`, called only then). A kept answer of an earlier
    release, facts inline, is given as it is."""
    view = stored.get("view")
    if isinstance(view, dict) and isinstance(view.get("cards"), list):
        facts = cards()
        view["cards"] = {card_id: msgspec.to_builtins(facts[card_id]) for card_id in view["cards"]}
    return stored
