"""GET /api/v1/cubes/{id}/auction-prices/: a block's make-up and what its cards sold for, played
through the real services so the numbers come from logged events."""

from __future__ import annotations

import pytest

from auction.rules import ENGINE
from cards.demo import load_demo
from cards.models import Cube
from cards.selectors import cube_game_cards
from tabletop.core import states
from tabletop.core.services import create_game, execute_action
from tabletop.models import Game

SEED = "prices-test"  # every table dealt with this seed reveals the same cards in the same order


def url(cube_id: int, query: str = "") -> str:
    return f"/api/v1/cubes/{cube_id}/auction-prices/{query}"


def demo_block() -> Cube:
    load_demo()
    return Cube.objects.get(name="Demo auction block", is_demo=True)


class Table:
    """A two-seat auction game driven through tabletop.core.services, reading whose turn it is from
    the engine state."""

    def __init__(self, cube: Cube):
        created = create_game(
            kind="auction",
            seat_names=["Ann", "Bob"],
            settings_doc={},
            cards=cube_game_cards(cube),
            cube=cube,
            seed=SEED,
        )
        self.game_id = created.game.pk
        self.begin_auction_step()

    def begin_auction_step(self) -> None:
        """The active player ends the upkeep: the first card of the turn is revealed."""
        self.act(self.state.active, {"type": "begin_auction_step"})

    @property
    def state(self):
        return states.load(Game.objects.get(pk=self.game_id))

    def act(self, seat: int, payload: dict) -> dict:
        return execute_action(game_id=self.game_id, seat_number=seat, payload=payload).body

    def lot(self) -> str:
        state = self.state
        assert state.auction is not None and state.auction.kind == "step"
        return state.cards[state.auction.lot[0]].name

    def to_bid(self) -> int:
        auction = self.state.auction
        return auction.bidders[auction.next_index]

    def other(self, seat: int) -> int:
        return 1 - seat

    def pass_card(self) -> str:
        """Nobody bids on the revealed card: it goes to the bottom and the next is revealed."""
        name = self.lot()
        first = self.to_bid()
        self.act(first, {"type": "decline"})
        body = self.act(self.other(first), {"type": "decline"})
        assert [e["type"] for e in body["events"]][:2] == ["declined", "unsold"]
        return name

    def sell(self, price: int, *, undo_first_at: int | None = None) -> tuple[str, int]:
        """The first bidder bids `price`, the other declines: sold. With `undo_first_at`, the
        first bidder bids that, the other closes the sale by declining, takes the decline back
        (undo), then raises to `price` and the first bidder declines."""
        name = self.lot()
        first = self.to_bid()
        second = self.other(first)
        if undo_first_at is not None:
            self.act(first, {"type": "bid", "amount": undo_first_at})
            body = self.act(second, {"type": "decline"})
            assert {"type": "sold", "price": undo_first_at}.items() <= body["events"][-1].items()
            body = self.act(second, {"type": "undo"})
            assert body["events"][-1]["type"] == "undone"
            self.act(second, {"type": "bid", "amount": price})
            body = self.act(first, {"type": "decline"})
            buyer = second
        else:
            self.act(first, {"type": "bid", "amount": price})
            body = self.act(second, {"type": "decline"})
            buyer = first
        sold = body["events"][-1]
        assert sold["type"] == "sold" and sold["price"] == price and sold["names"] == [name]
        self.settle(buyer)
        return name, buyer

    def settle(self, buyer: int) -> None:
        """The buyer keeps the card; then the step goes on (noncreature) or the turn ends and the
        next one's auction step begins."""
        state = self.state
        for card_id in list(state.purchase.cards):
            self.act(buyer, {"type": "keep", "card": card_id})
        state = self.state
        if state.phase == "auction" and state.auction is None:
            self.act(state.active, {"type": "next_auction"})
        elif state.phase == "main":
            self.act(state.active, {"type": "end_turn"})
            self.begin_auction_step()

    def stop_auctioning(self) -> str | None:
        """Both vote to stop auctioning: an open step auction with no bid ends unsold (its card
        goes to the bottom). Returns that card's name."""
        state = self.state
        name = self.lot() if state.auction is not None else None
        self.act(0, {"type": "stop_auctioning"})
        body = self.act(1, {"type": "stop_auctioning"})
        assert body["events"][-1]["type"] == "auctioning_stopped" and self.state.phase == "main"
        return name

    def finish(self) -> str | None:
        """Stops the auction step if a card is up (returns its name: unsold), then reports a winner,
        which the other player confirms."""
        name = self.stop_auctioning() if self.state.auction is not None else None
        reporter = self.state.active
        self.act(reporter, {"type": "report_result", "winners": [0]})
        self.act(1 - reporter, {"type": "confirm_result"})
        assert Game.objects.get(pk=self.game_id).status == Game.Status.FINISHED
        return name


def rows_by_name(body: dict) -> dict[str, dict]:
    return {row["name"]: row for row in body["cards"]["results"]}


@pytest.mark.django_db
def test_the_demo_block_makeup_against_the_guide(client):
    cube = demo_block()
    response = client.get(url(cube.pk))
    assert response.status_code == 200
    body = response.json()
    assert body["cube"] == {"id": cube.pk, "name": "Demo auction block"}
    makeup = body["makeup"]
    assert makeup["mainboard_size"] == 199
    assert makeup["creatures"] == {
        "count": 104,
        "share": round(104 / 199, 4),
        "guide": {"min": 0.5, "max": 0.6},
        "within_guide": True,
    }
    assert makeup["removal"] == {
        "count": 33,
        "share": round(33 / 199, 4),
        "guide": {"min": 0.12, "max": 0.18},
        "within_guide": True,
    }
    assert body["games_counted"] == 0
    # no tables yet: every card is listed, none sold, alphabetical
    assert body["cards"]["count"] == len({c.name for c in cube_game_cards(cube)})
    first = body["cards"]["results"][0]
    assert first["times_sold"] == 0 and first["times_unsold"] == 0 and first["median_price"] is None
    names = [row["name"] for row in body["cards"]["results"]]
    assert names == sorted(names)


@pytest.mark.django_db
def test_prices_and_unsold_counts_come_from_finished_tables(client):
    cube = demo_block()
    expected_prices: dict[str, list[int]] = {}
    expected_unsold: dict[str, int] = {}

    # Three finished tables dealt alike: the first revealed card sells at 3, 6 and 4.
    opening = None
    for first_price, game_no in ((3, 1), (6, 2), (4, 3)):
        table = Table(cube)
        name, _ = table.sell(first_price)  # the active player buys
        assert opening in (None, name)  # the same seed reveals the same card first
        opening = name
        expected_prices.setdefault(name, []).append(first_price)
        if game_no == 1:
            # then two cards nobody bids on, a sale at 2, a sale whose first closing is undone
            for _ in range(2):
                passed = table.pass_card()
                expected_unsold[passed] = expected_unsold.get(passed, 0) + 1
            name, _ = table.sell(2)
            expected_prices.setdefault(name, []).append(2)
            name, _ = table.sell(5, undo_first_at=1)  # the sale at 1 was taken back: not a price
            expected_prices.setdefault(name, []).append(5)
            # stopping the step with a card up sends it to the bottom unsold
            if table.state.auction is not None:
                stopped = table.stop_auctioning()
                expected_unsold[stopped] = expected_unsold.get(stopped, 0) + 1
            # an owned-card auction is not a block price, nor is its no-bid an unsold reveal
            seller = next(seat for seat in (0, 1) if table.state.players[seat].hand)
            owned = table.state.players[seller].hand[0]
            body = table.act(seller, {"type": "auction_card", "cards": [owned]})
            assert body["events"][-1]["kind"] == "owned"
            body = table.act(table.other(seller), {"type": "decline"})
            assert body["events"][-1]["type"] == "unsold"
            table.act(seller, {"type": "auction_card", "cards": [owned]})
            body = table.act(table.other(seller), {"type": "bid", "amount": 9})
            assert body["events"][-1]["type"] == "sold" and body["events"][-1]["seller"] == seller
        stopped = table.finish()
        if stopped is not None:
            expected_unsold[stopped] = expected_unsold.get(stopped, 0) + 1

    # An unfinished table is not counted: its opening sale at 9 and a pass are ignored.
    live = Table(cube)
    live.sell(9)
    live.pass_card()

    body = client.get(url(cube.pk, "?page_size=200")).json()
    assert body["games_counted"] == 3
    rows = rows_by_name(body)
    for name, prices in expected_prices.items():
        row = rows[name]
        assert row["times_sold"] == len(prices), name
        assert row["min_price"] == min(prices) and row["max_price"] == max(prices)
    opening_row = rows[opening]
    assert opening_row == {
        "name": opening,
        "in_cube": True,
        "times_sold": 3,
        "times_unsold": 0,
        "median_price": 4,
        "mean_price": round(13 / 3, 2),
        "min_price": 3,
        "max_price": 6,
    }
    for name, count in expected_unsold.items():
        assert rows[name]["times_unsold"] == count and rows[name]["times_sold"] == 0
    sold_total = sum(row["times_sold"] for row in rows.values())
    unsold_total = sum(row["times_unsold"] for row in rows.values())
    assert sold_total == 3 + 2 and unsold_total == sum(expected_unsold.values())
    assert all(row["max_price"] != 9 for row in rows.values())  # the resale at 9 is not a block price
    assert all(row["min_price"] != 1 for row in rows.values())
    # most sold first, then by name
    results = body["cards"]["results"]
    assert results[0]["name"] == opening
    keys = [(-row["times_sold"], row["name"]) for row in results]
    assert keys == sorted(keys)


@pytest.mark.django_db
def test_unfinished_tables_and_other_cubes_are_not_counted(client):
    cube = demo_block()
    table = Table(cube)
    name, _ = table.sell(4)
    table.pass_card()
    body = client.get(url(cube.pk, "?page_size=200")).json()
    assert body["games_counted"] == 0
    assert rows_by_name(body)[name]["times_sold"] == 0
    assert all(row["times_sold"] == 0 and row["times_unsold"] == 0 for row in body["cards"]["results"])
    # finishing it makes it count
    table.finish()
    body = client.get(url(cube.pk, "?page_size=200")).json()
    assert body["games_counted"] == 1
    assert rows_by_name(body)[name]["times_sold"] == 1
    other = Cube.objects.get(name="Demo battler cube")
    assert client.get(url(other.pk)).json()["games_counted"] == 0


@pytest.mark.django_db
def test_pages_are_capped(client):
    cube = demo_block()
    names = len({card.name for card in cube_game_cards(cube)})  # one row per name (the block has copies)
    body = client.get(url(cube.pk, "?page_size=1000")).json()  # capped at 200
    assert body["cards"]["count"] == names and len(body["cards"]["results"]) == min(names, 200)
    body = client.get(url(cube.pk)).json()  # 50 by default
    assert len(body["cards"]["results"]) == 50 and body["cards"]["next"]
    body = client.get(url(cube.pk, "?page=2&page_size=150")).json()
    assert len(body["cards"]["results"]) == names - 150 and body["cards"]["next"] is None
    assert client.get(url(cube.pk, "?page=99")).status_code == 404


@pytest.mark.django_db
def test_an_unknown_cube_is_404(client):
    response = client.get(url(999_999))
    assert response.status_code == 404
    assert response.json()["code"] == "no_such_cube"


def test_deck_lots_count_as_block_prices_only_when_they_hold_one_card():
    """90X.8 lots logged by the engine: a one-card lot is priced like the auction step; a lot of
    several cards (sold at one price for all, or passed as a whole) and the cards revealed after
    a noncreature lot are not block prices."""
    from auction.selectors import CardPrices, tally_game
    from tabletop.rules.engine import Card
    from tabletop.rules.rng import Rng

    names = ["Bear", "Orb", "Lens", "Bolt", "Ogre", "Wolf", "Sage"]
    cards = [
        Card(id=i, name=name, types=["Artifact"] if name in ("Orb", "Lens", "Bolt") else ["Creature"])
        for i, name in enumerate(names)
    ]
    rng = Rng("lots")
    state = ENGINE.setup(ENGINE.settings_type(starting_seat=0), cards, ["Ann", "Bob"], rng)
    events: list[dict] = []

    def act(seat: int, payload: dict) -> None:
        nonlocal state
        outcome = ENGINE.apply(state, seat, ENGINE.parse_action(payload), rng)
        state = outcome.state
        events.extend(outcome.events)

    act(0, {"type": "begin_auction_step"})
    act(0, {"type": "stop_auctioning"})
    act(1, {"type": "stop_auctioning"})  # the opening card goes under, unsold
    opening = events[-2]["names"][0]
    state.deck = [0, 1, 2, 3, 4, 5, 6]  # the test's order from here on (top first)
    act(1, {"type": "auction_from_deck", "count": 1})  # Bear alone, sold at 2: a block price
    act(0, {"type": "bid", "amount": 2})
    act(1, {"type": "decline"})
    act(0, {"type": "auction_from_deck", "count": 2})  # Orb + Lens, passed as a lot: not counted
    act(0, {"type": "decline"})
    act(1, {"type": "decline"})
    act(1, {"type": "auction_from_deck", "count": 1})  # Bolt alone, passed: an unsold reveal
    act(0, {"type": "decline"})
    act(1, {"type": "decline"})
    act(0, {"type": "auction_from_deck", "count": 2})  # Ogre + Wolf, sold at 7 together: not counted
    act(0, {"type": "bid", "amount": 7})
    act(1, {"type": "decline"})
    act(1, {"type": "auction_from_deck", "count": 1})  # Sage alone, sold at 3 (Ann bids first)
    act(0, {"type": "decline"})
    act(1, {"type": "bid", "amount": 3})
    act(0, {"type": "decline"})
    sold = [e for e in events if e["type"] == "sold"]
    assert [(e["names"], e["price"]) for e in sold] == [(["Bear"], 2), (["Ogre", "Wolf"], 7), (["Sage"], 3)]
    prices: dict[str, CardPrices] = {}
    tally_game(events, prices)
    expected = {"Bear": ([2], 0), "Bolt": ([], 1), "Sage": ([3], 0)}
    prices_of = {name: (row.prices, row.unsold) for name, row in prices.items()}
    expected[opening] = (expected.get(opening, ([], 0))[0], expected.get(opening, ([], 0))[1] + 1)
    assert prices_of == expected
