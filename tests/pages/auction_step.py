"""The auction step as the browser tests play it, in one place: which seat taps which control,
sending which action, and the bounds that make the step end whatever the shuffle.
tests/pages/test_auction_step_taps.py plays it on the engine, against the worst shuffles too."""

from typing import NamedTuple


def gold_for_every_card(view: dict) -> int:
    """The gold the active player lacks to bid 1 on every card in the deck. The tests' auction
    steps have her buy every lot until a creature: on her starting 10 gold, ten noncreatures in a
    row (about one shuffle in 1,600 of the demo block: 0.477^10, or one in 370 for eight, a
    three-seat loop's old bound of 40 taps) left the step unended. With it, it ends with a creature
    whatever the shuffle."""
    return max(0, view["deck_size"] - view["players"][view["active"]]["gold"])


class Tap(NamedTuple):
    seat: int
    selector: str  # the control the seat's phone taps
    action: dict  # the action that tap sends


def auction_step_tap(view: dict) -> Tap | None:
    """The tap that moves the tests' auction step on; None once it has ended. The active player
    bids 1 on every card and the others decline; she casts a creature she bought, which ends the
    step, and keeps any other card, then reveals the next."""
    if view["phase"] == "main":
        return None
    if view["auction"]:
        seat = view["auction"]["to_bid"]
        if seat == view["active"] and view["auction"]["high_bidder"] is None:
            return Tap(seat, "#bid-1", {"type": "bid", "amount": 1})
        return Tap(seat, "#decline", {"type": "decline"})
    if view["purchase"]:
        card = view["purchase"]["cards"][0]
        act = "cast" if "Creature" in card["types"] else "keep"
        selector = f"#purchase-cards button[data-act='{act}'][data-card='{card['id']}']"
        return Tap(view["purchase"]["buyer"], selector, {"type": act, "card": card["id"]})
    return Tap(view["active"], "#next-auction", {"type": "next_auction"})


def auction_step_taps_at_most(view: dict) -> int:
    """A bound no step can reach unless it is broken: each lot takes the bid, the others'
    declines, the purchase and the next reveal, and a step has a lot for each card at most."""
    return (len(view["players"]) + 2) * (view["deck_size"] + 1)
