"""A list of names the catalogue does not know, or holds short of a fact a table shows, is filled
from Scryfall (exact names in batches of 75, then a fuzzy search for names it does not know, each
fuzzy match reported); what is still unknown is listed by line.
The facts are that cube's own: the catalogue never changes and no pasted list finds them."""

import json
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
from cards.online.scryfall import MOST_FUZZY, look_up_names
from cards.parsing.facts import face_names, lacking_facts, name_key
from cards.parsing.plaintext import parse_plain_text
from cards.parsing.scryfall import card_from_scryfall
from cards.selectors import named_game_cards
from cards.services import find_cards, import_card_facts
from tabletop.core.errors import Unprocessable
from tests.cards.online import stand_in
from tests.cards.online.cube_jobs import upload_cube
from tests.cards.online.stand_in import ARENA_LIST, FIXTURES, MB1_CARDS

pytestmark = pytest.mark.django_db


def upload(client, text: str, **fields):
    return upload_cube(client, {"file": SimpleUploadedFile("list.txt", text.encode()), "name": "Ours", **fields})


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


def test_the_fuzzy_searches_stop_at_a_bound_and_say_why(sources, monkeypatch):
    monkeypatch.setattr("cards.online.scryfall.LOOKUP_PACE", 0)  # the pace is tested elsewhere
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

    with (
        override_settings(SCRYFALL_API_URL=running.scryfall.url, CUBECOBRA_URL=running.cubecobra.url),
        pytest.MonkeyPatch.context() as patch,
    ):
        patch.setattr("cards.online.scryfall.LOOKUP_PACE", 0)  # the pace is tested elsewhere
        yield running
    running.stop()


def test_the_arena_cube_list_is_filled_whole_though_the_catalogue_holds_its_cards_without_text(sources, monkeypatch):
    """The plain-text Arena cube in tests/fixtures/ (550 names, no counts), pasted as it is,
    to a catalogue that holds real cards without rules text (the Mystery Booster file: 52 of the
    names). Every card is asked of the stand-in Scryfall once (it serves the cube's 550 Scryfall
    objects), those the catalogue holds too, and every card of the cube has every fact a table
    shows: the Scryfall object's rules text, power and toughness or loyalty, and both faces."""
    monkeypatch.setattr("cards.online.scryfall.LOOKUP_PACE", 0)  # the pace is tested elsewhere
    import_card_facts((FIXTURES / MB1_CARDS).read_bytes())
    text = (FIXTURES / ARENA_LIST).read_text()
    rows = parse_plain_text(text).rows
    assert len(rows) == 550 and all(row.count == 1 for row in rows)
    held = find_cards(row.name for row in rows)
    assert len(held) == 52 and all(lacking_facts({"name": c.name, **c.facts()}) for c in held.values())
    response = upload(APIClient(), text)
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["cards"] == body["filled_from_scryfall"] == 550
    assert body["fuzzy_matches"] == body["skipped_lines"] == []
    cube = Cube.objects.get(pk=body["cube"]["id"])
    filled = {row.line: row.effective_facts() for row in cube.cards.select_related("card")}
    for row in rows:
        record = card_from_scryfall(sources.scryfall.find(row.name))
        facts = filled[row.line]
        assert facts["name"] == record.name and lacking_facts(facts) == [], (row.name, lacking_facts(facts))
        assert (facts["oracle_text"], facts["power"], facts["toughness"], facts["loyalty"]) == (
            record.oracle_text,
            record.power,
            record.toughness,
            record.loyalty,
        ), row.name
        assert [face["oracle_text"] for face in facts["faces"]] == [face.oracle_text for face in record.faces]
    asked = [i["name"] for b in sources.scryfall.asked("/cards/collection") for i in json.loads(b.body)["identifiers"]]
    assert sorted(asked) == sorted(row.name for row in rows)
    assert sources.scryfall.asked("/cards/named") == []


def test_a_csv_with_empty_cells_gets_the_text_of_cards_the_catalogue_holds_without_it(sources):
    """A CubeCobra CSV naming cards the catalogue holds without rules text (the Mystery Booster
    file's), its mana value, type and color cells empty: the facts it lacks come from the
    catalogue as before, and the rules text, power and toughness from Scryfall."""
    import_card_facts((FIXTURES / MB1_CARDS).read_bytes())
    arena = {name_key(card["name"]): card for card in sources.scryfall.converted}
    held = [card for card in Card.objects.filter(from_upload=False) if card.name_key in arena]
    assert len(held) == 52
    csv_text = "name,CMC,Type,Color\n" + "".join(f'"{card.name}",,,\n' for card in held)
    response = upload_cube(APIClient(), {"file": SimpleUploadedFile("cube.csv", csv_text.encode()), "name": "Ours"})
    assert response.status_code == 201, response.content
    body = response.json()
    assert {(m["fact"], m["filled_from"]) for m in body["missing_facts"]} == {
        ("mana_value", "catalogue"),
        ("colors", "catalogue"),
    }
    cube = Cube.objects.get(pk=body["cube"]["id"])
    for row in cube.cards.select_related("card"):
        facts, record = row.effective_facts(), card_from_scryfall(arena[row.card.name_key])
        assert lacking_facts(facts) == [] and facts["oracle_text"] == record.oracle_text, row.card.name
        assert (facts["power"], facts["toughness"]) == (record.power, record.toughness), row.card.name


def test_a_draftmancer_card_file_uploaded_as_a_cube_gets_the_rules_text_it_lacks(sources):
    """Draftmancer's card files carry no rules text: the cards of the Mystery Booster file that
    Scryfall knows whole (those of the Arena cube), uploaded as a cube, get theirs from it."""
    arena = {name_key(card["name"]): card for card in sources.scryfall.converted}
    mb1 = json.loads((FIXTURES / MB1_CARDS).read_bytes())
    part = {card_id: card for card_id, card in mb1.items() if name_key(card["name"]) in arena}
    assert len({card["name"] for card in part.values()}) == 52
    file = SimpleUploadedFile("cards.json", json.dumps(part).encode())
    response = upload_cube(APIClient(), {"file": file, "name": "Ours"})
    assert response.status_code == 201, response.content
    cube = Cube.objects.get(pk=response.json()["cube"]["id"])
    for row in cube.cards.select_related("card"):
        facts, record = row.effective_facts(), card_from_scryfall(arena[row.card.name_key])
        assert lacking_facts(facts) == [] and facts["oracle_text"] == record.oracle_text, row.card.name
        assert facts["mana_value"] == mb1[next(i for i, c in part.items() if c["name"] == row.card.name)]["cmc"]
