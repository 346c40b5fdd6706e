"""Hire a Thief on the phones: the thief browses the other player's sideboard, whose insured
cards were revealed when insured ("revealed and noted": stealing one pays its owner 6 gold).

Run: `pytest tests/pages/test_saga_thief.py -m browser -p no:xdist`."""

import pytest

from saga.rules.playout import random_decision
from tests.exports import export_at
from tests.pages.browser import api, wait_ready
from tests.saga.rules.helpers import CUBE


def at_the_steal_with_insured_cards_on_offer() -> tuple[dict, int]:
    """A saga exported as its starting player's thief browses the other's sideboard, some of whose
    cards are insured; and the starting player's seat."""

    def reached(state) -> bool:
        if state.step != "winter_thief_steal" or state.thief_from != "opponent":
            return False
        victim = state.players[state.opponent(state.starting_player)]
        return bool(set(victim.insured) & set(victim.sideboard))

    settings = {"hire_a_thief": True, "insurance_broker": True}
    for attempt in range(40):
        try:
            document = export_at("saga", settings, CUBE, ["Ann", "Bob"], f"thief-{attempt}", reached, random_decision)
        except AssertionError:
            continue
        return document, document["state"]["starting_player"]
    raise AssertionError("no seed of 40 reached a thief browsing insured cards")


@pytest.mark.browser
def test_the_thief_sees_which_cards_on_offer_are_insured(live_url, phone):
    """The steal list showed the victim's sideboard with nothing to tell the insured cards: the
    thief could not know that taking one pays its owner 6 gold."""
    document, thief = at_the_steal_with_insured_cards_on_offer()
    created = api(live_url, "POST", "/api/v1/sagas/import/", document)
    page = phone()
    page.goto(f"{live_url}/join/{created['join_code']}/")
    page.check(f'input[name="seat"][value="{thief}"]')
    page.click("#take-seat")
    page.wait_for_url("**/sagas/*/")
    wait_ready(page)
    victim = document["state"]["players"][1 - thief]
    insured = set(victim["insured"]) & set(victim["sideboard"])
    page.wait_for_selector("#steal-cards button[data-card]")
    for card in victim["sideboard"]:
        tile = page.locator(f'#steal-cards button[data-card="{card}"]')
        assert ("insured" in tile.inner_text()) == (card in insured), (card, tile.inner_text())
    assert page.errors == []
