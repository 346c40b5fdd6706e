"""A list of names the catalogue does not know is filled from Scryfall (exact names in batches of
75, then a fuzzy search, each fuzzy match reported); what is still unknown is listed by line.
The facts are that cube's own: the catalogue never changes and no pasted list finds them."""

import json
import math
from io import StringIO

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from hypothesis import given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient

from cards.demo import load_demo
from cards.models import Card, Cube
from cards.online.http import PACE
from cards.online.scryfall import COLLECTION_SIZE, MOST_FUZZY, look_up_names
from cards.parsing.facts import face_names, name_key
from cards.parsing.plaintext import parse_plain_text
from cards.parsing.scryfall import card_from_scryfall
from cards.selectors import named_game_cards
from tabletop.errors import Unprocessable
from tests.cards.online import stand_in
from tests.cards.online.stand_in import ARENA_LIST, FIXTURES

pytestmark = pytest.mark.django_db


def upload(client, text: str, **fields):
    return client.post(
        "/api/v1/cubes/", {"file": SimpleUploadedFile("list.txt", text.encode()), "name": "Ours", **fields}
    )


def real_facts(sources) -> dict[str, dict]:
    """The real card objects the stand-in serves, by every name that finds them."""
    return {
        name_key(name): card for card in sources.scryfall.cards for name in (card["name"], *face_names(card["name"]))
    }


def test_names_the_catalogue_lacks_get_scryfalls_facts_for_this_cube_only(sources):
    load_demo()
    catalogue = {card.name: card.facts() for card in Card.objects.filter(from_upload=False)}
    response = upload(APIClient(), "# mainboard\nPacifism\n2 Fabled Passage\nBonecrusher Giant\n")
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["cards"] == 4 and body["filled_from_scryfall"] == 3 and body["fuzzy_matches"] == []
    real = real_facts(sources)
    cube = Cube.objects.get(pk=body["cube"]["id"])
    for row in cube.cards.select_related("card").exclude(card__name="Pacifism"):
        assert row.effective_facts()["oracle_text"] == card_from_scryfall(real[row.card.name_key]).oracle_text != ""
        assert row.card.from_upload and row.card.oracle_text == ""  # the catalogue holds only the name
    assert {card.name: card.facts() for card in Card.objects.filter(from_upload=False)} == catalogue
    with pytest.raises(Unprocessable):  # found by no pasted list
        named_game_cards(["Fabled Passage"])
    (collection,) = sources.scryfall.asked("/cards/collection")
    assert sorted(i["name"] for i in json.loads(collection.body)["identifiers"]) == [
        "Bonecrusher Giant",
        "Fabled Passage",
    ]  # Pacifism is the catalogue's: not asked


def test_a_typo_is_matched_by_a_fuzzy_search_and_reported_with_its_line(sources, tmp_path):
    response = upload(APIClient(), "Fabled Passage\nBonecrusher Gaint\n")
    assert response.status_code == 201, response.content
    assert response.json()["fuzzy_matches"] == [
        {"line": 2, "written": "Bonecrusher Gaint", "found": "Bonecrusher Giant // Stomp"}
    ]
    listed = tmp_path / "list.txt"
    listed.write_text("Bonecrusher Gaint\n")
    out = StringIO()
    call_command("import_cube", str(listed), "--name", "Typo", stdout=out)
    assert "line 1: 'Bonecrusher Gaint' is not a card name; Scryfall took it for 'Bonecrusher Giant // Stomp'" in (
        out.getvalue()
    )


def test_one_name_written_two_ways_is_asked_once_and_both_lines_are_filled(sources):
    response = upload(APIClient(), "Fabled Passage\nFABLED PASSAGE\n")
    assert response.status_code == 201, response.content
    assert response.json()["filled_from_scryfall"] == 2
    (collection,) = sources.scryfall.asked("/cards/collection")
    assert len(json.loads(collection.body)["identifiers"]) == 1


def test_names_still_unknown_are_listed_by_line_and_nothing_is_imported(sources):
    response = upload(APIClient(), "Fabled Passage\nNot A Real Card At All\nQqqqqq Zzzzzz\n")
    assert response.status_code == 422
    problems = response.json()["problems"]
    assert [(p["line"], p["text"]) for p in problems] == [(2, "Not A Real Card At All"), (3, "Qqqqqq Zzzzzz")]
    assert all("Scryfall knows no card by this name" in p["reason"] for p in problems)
    assert not Cube.objects.exists()


def test_with_no_network_unknown_names_are_listed_at_once_and_known_ones_still_import(waits):
    load_demo()
    client = APIClient()
    refused = upload(client, "Pacifism\nFabled Passage\n")
    assert max(waits, default=0) <= PACE
    assert refused.status_code == 422
    (problem,) = refused.json()["problems"]
    assert problem["line"] == 2 and "it could not be looked up: Scryfall" in problem["reason"]
    assert "no network?" in problem["reason"]
    assert upload(client, "Pacifism\n").status_code == 201  # every name known: nothing is looked up


def test_the_fuzzy_searches_stop_at_a_bound_and_say_why(sources):
    junk = [f"Zzzz Qqqq {n}" for n in range(MOST_FUZZY + 3)]
    lookup = look_up_names(junk)
    assert len(sources.scryfall.asked("/cards/named")) == MOST_FUZZY
    assert sum("not looked up" in reason for reason in lookup.missing.values()) == 3


def test_a_list_asks_about_a_bounded_number_of_names(sources, monkeypatch):
    monkeypatch.setattr("cards.online.scryfall.MOST_NAMES", 2)
    lookup = look_up_names(["Fabled Passage", "Glass Casket", "Slaying Fire"], fuzzy=False)
    (collection,) = sources.scryfall.asked("/cards/collection")
    assert [i["name"] for i in json.loads(collection.body)["identifiers"]] == ["Fabled Passage", "Glass Casket"]
    assert set(lookup.found) == {"fabled passage", "glass casket"}
    assert "not looked up: the list names more than 2 cards" in lookup.missing["slaying fire"]


def test_a_card_scryfall_answers_that_does_not_fit_is_not_taken(sources):
    card = next(c for c in sources.scryfall.cards if c["name"] == "Fabled Passage")
    card["type_line"] = "Land " * 100
    lookup = look_up_names(["Fabled Passage"])
    assert lookup.found == {}
    assert (
        "unusable: its type_line is 500 characters long; the catalogue keeps at most 200"
        in lookup.missing["fabled passage"]
    )


@settings(max_examples=6, deadline=None)
@given(data=st.data())
def test_a_typo_never_silently_becomes_another_card(sources_for_hypothesis, data):
    """Whatever names are asked (real ones, misspelt ones, junk), each comes back as the card of
    that name, as a reported fuzzy match, or as missing with a reason."""
    sources = sources_for_hypothesis
    names = [card["name"] for card in sources.scryfall.cards]
    real = st.sampled_from(names).map(lambda name: face_names(name)[0])
    misspelt = st.tuples(real, st.integers(0, 30)).map(lambda pair: pair[0][: pair[1]] + pair[0][pair[1] + 1 :])
    junk = st.text("abcdefghijklmnopqrstuvwxyz ", min_size=3, max_size=20).filter(str.strip)
    asked = data.draw(st.lists(st.one_of(real, misspelt, junk), min_size=1, max_size=4, unique_by=name_key))
    lookup = look_up_names(asked)
    assert set(lookup.found) | set(lookup.missing) == {name_key(name) for name in asked}
    for key, record in lookup.found.items():
        exact = key in {name_key(record.name), *(name_key(face) for face in face_names(record.name))}
        assert exact or lookup.fuzzy[key] == record.name


@pytest.fixture(scope="module")
def sources_for_hypothesis():
    running = stand_in.start()
    from django.test import override_settings

    with override_settings(SCRYFALL_API_URL=running.scryfall.url, CUBECOBRA_URL=running.cubecobra.url):
        yield running
    running.stop()


ARENA_NAMES_THE_FIXTURES_KNOW = 85  # of 550: 19 whole Scryfall objects, 52 Mystery Booster cards, 14 Pauper rows


def test_the_arena_cube_list_is_filled_with_every_name_the_fixtures_know(sources, monkeypatch):
    """The plain-text Arena cube in tests/fixtures/ (550 names, no counts), pasted as it is.
    The Scryfall stand-in knows every card the fixtures hold real facts for: the 100 Scryfall
    objects whole, and the Mystery Booster file and the Pauper CSV converted with the facts they
    give (no oracle text). Those 85 names are filled, each with its fixture's facts; the other
    465 cannot be filled offline (there is no network here, and no fixture names them: the real
    Scryfall would fill them) and are listed by line as unknown, the list importing without them."""
    monkeypatch.setattr("cards.online.scryfall.LOOKUP_PACE", 0)  # the pace is tested elsewhere: 28 requests
    text = (FIXTURES / ARENA_LIST).read_text()
    rows = parse_plain_text(text).rows
    assert len(rows) == 550 and all(row.count == 1 for row in rows)
    fixture_card = {row.line: sources.scryfall.find(row.name) for row in rows}
    known = [row for row in rows if fixture_card[row.line]]
    assert len(known) == ARENA_NAMES_THE_FIXTURES_KNOW
    response = upload(APIClient(), text, skip_bad_lines="true")
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["cards"] == body["filled_from_scryfall"] == len(known) and body["fuzzy_matches"] == []
    cube = Cube.objects.get(pk=body["cube"]["id"])
    filled = {row.card.name: row.effective_facts() for row in cube.cards.select_related("card")}
    for row in known:
        card = fixture_card[row.line]
        record = card_from_scryfall(card)
        facts = filled[record.name]
        assert (facts["type_line"], facts["mana_value"], facts["oracle_text"]) == (
            record.type_line,
            record.mana_value,
            record.oracle_text,
        )
        assert bool(record.oracle_text) == (stand_in.SOURCE_KEY not in card)  # only whole objects have text
    unknown = sorted((p["line"], p["text"]) for p in body["skipped_lines"])
    assert unknown == [(row.line, row.name) for row in rows if row not in known]
    assert len(unknown) == 550 - ARENA_NAMES_THE_FIXTURES_KNOW
    reasons = [p["reason"] for p in body["skipped_lines"]]
    assert sum("Scryfall knows no card by this name" in r for r in reasons) == MOST_FUZZY  # searched, not found
    assert sum("more than 20 names are not exact card names" in r for r in reasons) == len(unknown) - MOST_FUZZY
    batches = sources.scryfall.asked("/cards/collection")
    assert len(batches) == math.ceil(550 / COLLECTION_SIZE)
    assert sorted(i["name"] for b in batches for i in json.loads(b.body)["identifiers"]) == sorted(
        row.name for row in rows
    )
    assert len(sources.scryfall.asked("/cards/named")) == MOST_FUZZY
