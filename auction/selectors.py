"""Reads for Auction Magic blocks: a cube's make-up against the block guide, and what each of its
cards has sold for across finished auction tables played from it. Nothing here writes."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any

from cards.models import Cube, CubeCard
from tabletop.models import Action, Game

# The block guide (rules README section 2; auction-magic.txt tips 1 and 4): "about 50-60%
# creatures and about 15% removal". "About 15%" is read as 12-18%.
CREATURE_GUIDE = (0.50, 0.60)
REMOVAL_GUIDE = (0.12, 0.18)
REMOVAL_TAG = "removal"

# The actions that take back the last action rather than add one (tabletop.rules.undo.UNDO_ACTIONS).
UNDO_ACTION_TYPES = {"undo", "propose_undo", "consent_undo", "refuse_undo"}


def share_figure(count: int, size: int, guide: tuple[float, float]) -> dict[str, Any]:
    share = count / size if size else 0.0
    low, high = guide
    return {
        "count": count,
        "share": round(share, 4),
        "guide": {"min": low, "max": high},
        "within_guide": bool(size) and low <= share <= high,
    }


def block_makeup(cube: Cube) -> dict[str, Any]:
    """The mainboard (the cards a game is dealt) against the guide. Creatures by card type;
    removal by the cube's own "removal" tag (any case)."""
    rows = cube.cards.filter(board=CubeCard.Board.MAINBOARD)
    size = creatures = removal = 0
    # the two columns counted alone, the cube's own types over the catalogue's: a cube of 20,000
    # cards read whole took 1 s a request, and anyone may ask
    for tags, own_types, types in rows.values_list("tags", "facts__types", "card__types"):
        size += 1
        creatures += "creature" in (t.lower() for t in (types if own_types is None else own_types))
        removal += REMOVAL_TAG in (t.lower() for t in tags)
    return {
        "mainboard_size": size,
        "creatures": share_figure(creatures, size, CREATURE_GUIDE),
        "removal": share_figure(removal, size, REMOVAL_GUIDE),
    }


def effective_events(actions) -> list[dict]:
    """The events of a game's log that still stand, in order: an `undone` event takes back the
    events of the last action that was not itself about undoing. The engine keeps one level of
    undo (the restored state has no undo record), so a stack pop is exact."""
    kept: list[list[dict]] = []
    for action_type, events in actions:
        if any(event.get("type") == "undone" for event in events):
            if kept:
                kept.pop()
            continue
        if action_type in UNDO_ACTION_TYPES:
            continue  # proposals, consents and refusals change no cards
        kept.append(events)
    return [event for events in kept for event in events]


@dataclass
class CardPrices:
    name: str
    in_cube: bool = False
    prices: list[int] = field(default_factory=list)
    unsold: int = 0

    def as_dict(self) -> dict[str, Any]:
        prices = self.prices
        return {
            "name": self.name,
            "in_cube": self.in_cube,
            "times_sold": len(prices),
            "times_unsold": self.unsold,
            "median_price": statistics.median(prices) if prices else None,
            "mean_price": round(statistics.fmean(prices), 2) if prices else None,
            "min_price": min(prices) if prices else None,
            "max_price": max(prices) if prices else None,
        }


def tally_game(events: list[dict], cards: dict[str, CardPrices]) -> None:
    """Deck auctions of one card: a `sold` event with no seller (the auction step, or a one-card
    deck lot put up by an effect, 90X.8; `price` is what the buyer paid) or an `unsold` event
    (revealed, no bid, back to the bottom of the deck). Not block prices: resales of owned cards
    and commanders (`sold` with a seller; `unsold` of a lot opened by `auction_opened` kind
    "owned" or "commander_sale"), deck lots of several cards (kind "deck": one price for the
    whole lot is no card's price, and a lot nobody bid on says nothing of each card), the cards
    revealed after a noncreature lot (`revealed`), and Commander pregame auctions
    (`commander_taken`)."""
    skipped_lots: set[int] = set()  # card ids under an auction whose close is not a block price
    for event in events:
        kind = event.get("type")
        if kind == "auction_opened":
            ids = event.get("cards", [])
            lot_kind = event.get("kind")
            if lot_kind in ("owned", "commander_sale") or (lot_kind == "deck" and len(ids) > 1):
                skipped_lots.update(ids)
        elif kind in ("sold", "unsold"):
            ids = event.get("cards", [])
            if (kind == "sold" and event.get("seller") is not None) or skipped_lots.intersection(ids):
                skipped_lots.difference_update(ids)
                continue
            for name in event.get("names", []):
                row = cards.setdefault(name, CardPrices(name))
                if kind == "sold":
                    row.prices.append(int(event["price"]))
                else:
                    row.unsold += 1


def finished_auction_games(cube: Cube):
    return Game.objects.filter(kind="auction", cube=cube, status=Game.Status.FINISHED)


def block_prices(cube: Cube) -> tuple[int, list[dict[str, Any]]]:
    """(finished tables counted, one row per card name): every mainboard card, and any card sold
    or left unsold in those tables that the cube no longer holds. Sorted by times sold (most
    first), then name."""
    cards: dict[str, CardPrices] = {}
    for name in cube.cards.filter(board=CubeCard.Board.MAINBOARD).values_list("card__name", flat=True):
        cards.setdefault(name, CardPrices(name, in_cube=True))
    game_ids = list(finished_auction_games(cube).order_by("pk").values_list("pk", flat=True))
    log: dict[int, list[tuple[str, list[dict]]]] = {game_id: [] for game_id in game_ids}
    rows = (
        Action.objects.filter(game__in=finished_auction_games(cube))  # a subquery: no id-list limit
        .order_by("game_id", "seq")
        .values_list("game_id", "type", "events")
    )
    for game_id, action_type, events in rows.iterator(chunk_size=2000):
        log.setdefault(game_id, []).append((action_type, events or []))
    for actions in log.values():
        tally_game(effective_events(actions), cards)
    ordered = sorted((card.as_dict() for card in cards.values()), key=lambda row: (-row["times_sold"], row["name"]))
    return len(game_ids), ordered
