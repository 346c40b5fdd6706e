import io
import json
import tracemalloc
import uuid

import pytest

from cards.parsing.common import ImportFailed
from cards.parsing.scryfall import CardReader, read_cards, tqdm_progress


def image(name, side="front"):
    return {
        "small": f"https://img/small/{side}/{name}.jpg",
        "normal": f"https://img/normal/{side}/{name}.jpg",
    }


def card(name, **fields):
    return {
        "object": "card",
        "id": str(uuid.uuid5(uuid.NAMESPACE_URL, f"printing/{name}")),  # Scryfall's ids are UUIDs
        "oracle_id": str(uuid.uuid5(uuid.NAMESPACE_URL, f"oracle/{name}")),
        "name": name,
        "lang": "en",
        "layout": "normal",
        "mana_cost": "{1}{R}",
        "cmc": 2.0,
        "type_line": "Instant",
        "oracle_text": "Deal 2.",
        "colors": ["R"],
        "set": "M20",
        "collector_number": "1",
        "rarity": "common",
        "image_uris": image(name),
        **fields,
    }


ADVENTURE = card(
    "Bonecrusher Giant // Stomp",
    oracle_text=None,
    layout="adventure",
    mana_cost="{2}{R} // {1}{R}",
    cmc=3.0,
    type_line="Creature — Giant // Instant — Adventure",
    card_faces=[
        {"object": "card_face", "name": "Bonecrusher Giant", "mana_cost": "{2}{R}",
         "type_line": "Creature — Giant", "oracle_text": "Whenever...", "power": "4"},
        {"object": "card_face", "name": "Stomp", "mana_cost": "{1}{R}",
         "type_line": "Instant — Adventure", "oracle_text": "Damage can't be prevented."},
    ],
)  # fmt: skip
TRANSFORM = {
    key: value
    for key, value in card(
        "Delver of Secrets // Insectile Aberration",
        layout="transform",
        cmc=1.0,
        card_faces=[
            {"object": "card_face", "name": "Delver of Secrets", "mana_cost": "{U}", "colors": ["U"],
             "type_line": "Creature — Human Wizard", "oracle_text": "Look at the top card...",
             "image_uris": image("delver")},
            {"object": "card_face", "name": "Insectile Aberration", "mana_cost": "", "colors": ["U"],
             "type_line": "Creature — Human Insect", "oracle_text": "Flying",
             "image_uris": image("delver", "back")},
        ],
    ).items()
    if key not in ("image_uris", "mana_cost", "type_line", "oracle_text", "colors")
}  # fmt: skip


def as_bytes(document):
    return json.dumps(document).encode()


def test_a_list_of_cards():
    result = read_cards(as_bytes([card("Shock"), card("Opt", colors=["U"], mana_cost="{U}", cmc=1.0)]))
    assert result.format == "scryfall-json"
    shock, opt = result.rows
    assert (shock.name, shock.mana_value, shock.colors, shock.color_category) == ("Shock", 2, ["R"], "Red")
    assert (shock.set_code, shock.image_url, shock.types) == (
        "m20",
        "https://img/normal/front/Shock.jpg",
        ["Instant"],
    )
    assert isinstance(shock.mana_value, int)
    assert opt.color_category == "Blue"


def test_a_list_page_and_a_single_card():
    page = {"object": "list", "has_more": False, "data": [card("Shock"), card("Opt")], "total_cards": 2}
    assert [record.name for record in read_cards(as_bytes(page)).rows] == ["Shock", "Opt"]
    assert [record.name for record in read_cards(as_bytes(card("Shock"))).rows] == ["Shock"]


def test_an_adventure_keeps_both_faces_and_the_full_type_line():
    (record,) = read_cards(as_bytes([ADVENTURE])).rows
    assert [face.name for face in record.faces] == ["Bonecrusher Giant", "Stomp"]
    assert record.type_line == "Creature — Giant // Instant — Adventure"
    assert (record.types, record.subtypes) == (["Creature", "Instant"], ["Giant", "Adventure"])
    assert (record.mana_value, record.mana_cost) == (3, "{2}{R} // {1}{R}")
    assert record.oracle_text == "Whenever...\n//\nDamage can't be prevented."
    assert record.image_url == "https://img/normal/front/Bonecrusher Giant // Stomp.jpg"
    assert record.faces[1].colors == ["R"]  # a face without colors has the card's


def test_a_transform_card_takes_the_front_face_and_both_images():
    (record,) = read_cards(as_bytes([TRANSFORM])).rows
    assert (record.type_line, record.mana_cost, record.colors) == ("Creature — Human Wizard", "{U}", ["U"])
    assert record.oracle_text == "Look at the top card..."
    assert record.image_url == "https://img/normal/front/delver.jpg"
    assert record.image_back_url == "https://img/normal/back/delver.jpg"
    assert [face.image_url for face in record.faces] == [record.image_url, record.image_back_url]


def test_a_split_card_uses_both_halves():
    split = card(
        "Fire // Ice",
        layout="split",
        mana_cost="{1}{R} // {1}{U}",
        cmc=4.0,
        colors=["U", "R"],
        type_line="Instant // Instant",
        card_faces=[
            {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Fire."},
            {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Ice."},
        ],
    )
    (record,) = read_cards(as_bytes([split])).rows
    assert (record.types, record.color_category, record.mana_value) == (["Instant"], "Multicolored", 4)
    assert record.image_back_url == ""


def test_non_cards_tokens_and_art_series_are_skipped_and_counted():
    document = [
        card("Shock"),
        {"object": "related_card", "name": "Human"},
        card("Human", layout="token"),
        card("Incubator", layout="double_faced_token"),
        card("Shock Art", layout="art_series"),
        card("Emblem", layout="emblem"),
    ]
    result = read_cards(as_bytes(document))
    assert [record.name for record in result.rows] == ["Shock"]
    assert result.skipped == {"not a card": 1, "token": 2, "art series": 1, "emblem": 1}


def test_one_printing_per_oracle_card_preferring_english_with_an_image():
    document = [
        card("Shock", id="first"),
        card("Shock", id="second"),
        card("Opt", id="no-image", image_uris=None),
        card("Opt", id="japanese", lang="ja"),
        card("Opt", id="english"),
        card("Opt", id="later"),
        card("Ponder", id="only-imageless", image_uris=None),
        card("Ponder", id="also-imageless", image_uris=None),
    ]
    result = read_cards(as_bytes(document))
    assert [(record.name, record.scryfall_id) for record in result.rows] == [
        ("Shock", "first"),
        ("Opt", "english"),
        ("Ponder", "only-imageless"),
    ]
    assert result.skipped == {"duplicate printing": 5}
    assert len(read_cards(as_bytes(document), unique=False).rows) == 8


def test_unusable_items_are_problems_named_by_position():
    result = read_cards(as_bytes([card("Shock"), {"object": "card", "id": "x"}, 42, card("Opt")]))
    assert [record.name for record in result.rows] == ["Shock", "Opt"]
    assert [(problem.line, problem.text) for problem in result.problems] == [
        (2, "{'object': 'card', 'id': 'x'}"),
        (3, "42"),
    ]
    assert [problem.reason for problem in result.problems] == [
        "no 'name' field",
        "not a JSON object",
    ]


def test_draftmancer_cards_keyed_by_id():
    document = {
        "id-1": {"id": "id-1", "oracle_id": "o1", "name": "Bosk Banneret", "mana_cost": "{1}{G/W}",
                 "cmc": 2, "colors": ["G", "W"], "type": "Tribal Creature",
                 "subtypes": ["Treefolk", "Shaman"],
                 "rarity": "common", "set": "MOR", "collector_number": "111",
                 "image_uris": {"en": "https://img/bosk.jpg"}},
        "id-2": {"id": "id-2", "oracle_id": "o2", "name": "Island", "mana_cost": "", "cmc": 0, "colors": [],
                 "type": "Basic Land", "subtypes": ["Island"], "rarity": "common", "set": "mb1",
                 "collector_number": "1", "image_uris": {"fr": "https://img/ile.jpg"}},
    }  # fmt: skip
    result = read_cards(as_bytes(document))
    assert result.format == "draftmancer-json"
    bosk, island = result.rows
    assert bosk.type_line == "Tribal Creature — Treefolk Shaman"
    assert (bosk.types, bosk.subtypes, bosk.color_category) == (
        ["Kindred", "Creature"],
        ["Treefolk", "Shaman"],
        "Hybrid",
    )
    assert (bosk.set_code, bosk.image_url) == ("mor", "https://img/bosk.jpg")
    assert (island.supertypes, island.color_category, island.image_url) == (
        ["Basic"],
        "Lands",
        "https://img/ile.jpg",
    )


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the file is empty"),
        (b'[{"object": "card", "name": "Shock"', "the JSON is malformed or not UTF-8"),
        (b'{"object": "error", "details": "Not found"}', "the JSON is a Scryfall 'error' object, not cards"),
        (b"name,CMC\nOpt,1\n", "expected Scryfall, Draftmancer or MTGJSON JSON, but this looks like cubecobra-csv"),
        (b'[{"object": "card", "name": "S\xe9ance"}]', "the JSON is malformed or not UTF-8"),
    ],
)
def test_fatal_errors(data, message):
    with pytest.raises(ImportFailed, match=message):
        read_cards(data)


def test_a_bom_is_accepted_and_counted_in_the_progress():
    data = b"\xef\xbb\xbf" + as_bytes({"object": "list", "data": [card("Shock")]})
    calls = []
    assert [record.name for record in CardReader(data, progress=lambda *call: calls.append(call))] == ["Shock"]
    assert calls[-1] == (len(data), len(data))


def test_progress_reports_bytes_read_up_to_the_total():
    data = as_bytes([card(f"Card {n}") for n in range(500)])
    calls = []
    records = list(CardReader(io.BytesIO(data), progress=lambda done, total: calls.append((done, total))))
    assert len(records) == 500
    assert len(calls) > 1
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)
    assert calls[-1] == (len(data), len(data))


def test_progress_of_a_file_knows_its_size(tmp_path):
    path = tmp_path / "cards.json"
    path.write_bytes(as_bytes([card("Shock")]))
    calls = []
    with path.open("rb") as stream:
        list(CardReader(stream, progress=lambda done, total: calls.append((done, total))))
    assert calls[-1] == (path.stat().st_size, path.stat().st_size)


def test_tqdm_progress_draws_a_bar():
    out = io.StringIO()
    data = as_bytes([card("Shock")])
    with tqdm_progress(len(data), file=out) as progress:
        list(CardReader(data, progress=progress))
    assert "100%" in out.getvalue()


@pytest.mark.slow  # a bulk file of many thousand cards
def test_a_bulk_file_is_streamed_in_bounded_memory(tmp_path):
    """20,000 printings of 2,000 cards (a default_cards-like bulk file): memory stays far
    below the file's size because cards are parsed one at a time."""
    path = tmp_path / "default-cards.json"
    # Few fields but long strings: objects as big as real ones (about 1.5 kB), few allocations
    # to trace (tracemalloc slows every allocation down).
    rules = "A rules text as long as the text of a real card, with its reminder text. " * 18
    with path.open("w") as out:
        out.write("[\n")
        for n in range(20_000):
            printing = {"object": "card", "id": f"print-{n}", "oracle_id": f"oracle-{n % 2000}",
                        "name": f"Card {n % 2000}", "type_line": "Instant", "oracle_text": rules,
                        "image_uris": {"normal": f"https://img/{n}.jpg"}}  # fmt: skip
            out.write(("," if n else "") + json.dumps(printing) + "\n")
        out.write("]\n")
    size = path.stat().st_size

    tracemalloc.start()
    try:
        with path.open("rb") as stream:
            reader = CardReader(stream)
            count = sum(1 for _ in reader)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()

    assert count == 2000
    assert reader.skipped == {"duplicate printing": 18_000}
    assert size > 20_000_000
    assert peak < size / 20, f"peak {peak:,} bytes for a {size:,}-byte file"
