"""The card catalogue as the game core sees it: how a new game is dealt its cards, and which
cards an imported game may hold. The catalogue (the `cards` app) stands above tabletop and
imports it, so it registers itself here when it is ready (cards/apps.py), as each format
registers its kind (tabletop/core/kinds.py): tabletop declares what it needs and imports no card
module."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.rules.engine import Card


@dataclass(frozen=True)
class Catalogue:
    # (cube, cards) of a create: its cube id or card names; `required` refuses neither given
    game_cards: Callable[..., tuple[Any, list[Card]]]
    # refuses an export's cards (as read, before they are decoded) past what a create deals
    refuse_too_many: Callable[[Any], None]
    # refuses an export's card that no cube could have held (texts, names, pictures, ids)
    refuse_unholdable: Callable[[list[Card]], None]


_registered: list[Catalogue] = []


def register(catalogue: Catalogue) -> None:
    _registered[:] = [catalogue]


def catalogue() -> Catalogue:
    if not _registered:
        raise LookupError("no card catalogue is registered: the cards app is not installed or not ready")
    return _registered[0]
