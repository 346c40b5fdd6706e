"""The create-a-table page offers each format's table options, the rules' own (a Commander
Auction, correspondence bidding, the saga's Insurance Broker and Hire a Thief, a battler's
interest, win streak, carousel, augments and damage over its preset): /new/ used to offer a
battler's preset and nothing else, so a table could only take the options through the API.
The host changes some, and the table is made with exactly those, the rest its preset's.

Run: `pytest tests/pages/test_table_options.py -m browser -p no:xdist`."""

import pytest

from tests.pages.browser import wait_ready


def created_settings(page, plural: str) -> dict:
    """The table's settings, as the host reads its view over the API."""
    page.wait_for_url("**/games/*/host/")
    wait_ready(page)
    game_id = page.url.rstrip("/").split("/")[-2]
    return page.evaluate(f"() => Treasury.request('GET', '/api/v1/{plural}/{game_id}/').then(g => g.view.settings)")


def open_new(live_url, phone, kind: str):
    host = phone()
    host.goto(f"{live_url}/new/")
    host.check(f'input[name="kind"][value="{kind}"]')
    host.wait_for_function("() => document.getElementById('cube').value !== ''")
    return host


@pytest.mark.browser
def test_an_auction_is_made_with_the_options_the_host_chose(live_url, phone):
    host = open_new(live_url, phone, "auction")
    options = host.locator('fieldset.options[data-kind="auction"]')
    assert options.is_visible() and host.locator('fieldset.options[data-kind="saga"]').is_hidden()
    assert host.input_value("#option-auction-starting_gold") == "10"
    host.fill("#option-auction-starting_gold", "15")
    host.check("#option-auction-correspondence_bidding")
    host.select_option("#option-auction-empty_deck_policy", "draw")
    host.click("#create")
    settings = created_settings(host, "auctions")
    assert settings["starting_gold"] == 15 and settings["correspondence_bidding"] is True
    assert settings["empty_deck_policy"] == "draw" and settings["income"] == 3 and settings["commander"] is False
    assert host.errors == []


@pytest.mark.browser
def test_a_saga_takes_its_two_options(live_url, phone):
    host = open_new(live_url, phone, "saga")
    assert "Insurance Broker" in host.text_content('fieldset.options[data-kind="saga"]')
    host.check("#option-saga-hire_a_thief")
    host.click("#create")
    assert created_settings(host, "sagas") == {"insurance_broker": False, "hire_a_thief": True}


@pytest.mark.browser
def test_a_battler_shows_its_presets_values_and_sends_only_what_the_host_changed(live_url, phone):
    host = open_new(live_url, phone, "battler")
    assert host.input_value("#option-battler-carousel_every") == "0"  # the Treasure Battler's
    host.select_option("#preset", "bar")
    assert host.input_value("#option-battler-carousel_every") == "3"  # the Bar's, shown on choosing it
    assert host.input_value("#option-battler-damage") == "level_plus_hand"
    host.fill("#option-battler-interest_threshold", "5")
    host.select_option("#option-battler-damage", "flat")
    request = []
    host.on("request", lambda r: request.append(r.post_data_json) if r.url.endswith("/api/v1/battlers/") else None)
    host.click("#create")
    settings = created_settings(host, "battlers")
    assert request[0]["settings"] == {"preset": "bar", "interest_threshold": 5, "damage": "flat"}
    assert settings["name"] == "bar" and settings["interest_threshold"] == 5 and settings["carousel_every"] == 3


@pytest.mark.browser
def test_an_option_refused_by_the_rules_is_said_on_the_form(live_url, phone):
    host = open_new(live_url, phone, "battler")
    host.fill("#option-battler-carousel_every", "")
    host.click("#create")
    assert host.text_content("#new-error") == "Give Carousel every a whole number."
    host.fill("#option-battler-carousel_every", "-1")
    host.click("#create")
    host.wait_for_function("() => document.getElementById('new-error').textContent.includes('carousel_every')")
    assert "/new/" in host.url


@pytest.mark.parametrize("kind", ["auction", "saga", "battler"])
def test_every_option_is_asked_as_its_setting_takes_it(kind, settings):
    """Each option names a setting of the engine, and a choice's words name each value it takes
    (option_input refuses otherwise); the words that quote a number quote every preset's."""
    from battler.rules.settings import PRESETS
    from tabletop.core import kinds
    from tabletop.http.pages import option_input

    game_kind = kinds.get(kind)
    asked = [option_input(game_kind, option) for option in game_kind.table_options]
    assert asked and all(a["input"] in {"checkbox", "select", "number"} for a in asked)
    if kind == "battler":
        assert {preset.flat_loss for preset in PRESETS.values()} == {2}  # "2 for every loss"
        assert {preset.augment_poison for preset in PRESETS.values()} == {5}  # "first passes 5"


def test_the_formats_are_named_alike_on_the_page_that_offers_them(client, db):
    """/new/ listed "Auction Magic table", "Cube Saga" and "battler": each a name, capitalised."""
    from tabletop.core import kinds

    labels = [k.label for k in kinds.all_kinds() if k.name in ("auction", "saga", "battler")]
    assert all(label[0].isupper() for label in labels), labels
    page = client.get("/new/").content.decode()
    assert all(f"<span>{label}</span>" in page for label in labels)


@pytest.mark.browser
def test_a_reserve_deck_without_its_size_is_refused_in_the_forms_words(live_url, phone):
    """Choosing "a reserve deck is switched in" and creating said "reserve_size > 0 goes with
    empty_deck_policy reserve_deck, and only with it": the settings' names, not the form's."""
    host = open_new(live_url, phone, "auction")
    host.select_option("#option-auction-empty_deck_policy", "reserve_deck")
    host.click("#create")
    host.wait_for_function("() => document.getElementById('new-error').textContent !== ''")
    said = host.text_content("#new-error")
    assert "reserve deck size" in said.lower() and "reserve_size" not in said and "empty_deck_policy" not in said, said
    host.select_option("#option-auction-empty_deck_policy", "draw")
    host.fill("#option-auction-reserve_size", "10")
    host.click("#create")
    host.wait_for_function(f"() => ![{said!r}, ''].includes(document.getElementById('new-error').textContent)")
    said = host.text_content("#new-error")
    assert "reserve deck is switched in" in said and "reserve_size" not in said, said


@pytest.mark.browser
def test_augments_over_a_cube_that_has_none_are_refused_on_the_form(live_url, phone):
    """The demo battler cube has no card tagged "augment": a table made with augments on dealt
    none, ever, and said nothing."""
    host = open_new(live_url, phone, "battler")
    host.select_option("#preset", "autobattler")
    host.select_option("#option-battler-augments", "on_poison")
    host.click("#create")
    host.wait_for_function("() => document.getElementById('new-error').textContent.includes('augment')")
    assert "turn augments off" in host.text_content("#new-error") and "/new/" in host.url
