"""Every cube importer (CubeCobra CSV, plain text, Scryfall JSON, Draftmancer JSON and cube lists,
Cockatrice decks) fed generated
files through the upload API: documents of each format with hostile cells (non-finite and huge
numbers, texts longer than their columns or than the csv module's cell limit, NUL, bad UTF-8,
wrong JSON types, JSON nested far too deep), and the real exports of tests/fixtures/ with hostile bytes
spliced in. Never a 5xx: a refusal is a 4xx with a code and a message (and each problem line
with its reason) and changes nothing; an accepted file leaves only catalogue rows that fit
their columns on every database, and its cube's card list, export and a table dealt from it
all answer without a server error. Runs on SQLite, and on PostgreSQL with DATABASE_URL."""

import csv
import io
import math
from xml.sax.saxutils import quoteattr

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from cards.models import Card, Cube, CubeCard
from cards.parsing.facts import MAX_MANA_VALUE
from tabletop.core.columns import max_lengths
from tabletop.models import Game
from tests.cards.online.cube_jobs import upload_cube
from tests.reliability.hostile import CELLS, DEEP, JSON_VALUES, LONG, NAMES, NUMBERS, Raw, dump
from tests.shared_fixtures import FIXTURES

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("without_rate_limits")]
# Uploads per test, whatever the profile: the ci and soak counts size the engines' state machines,
# and each upload goes through the whole stack and deals a table of the cube (100 take 4-25 s). While
# the create limit refused 38-53% of the 200 asked for, about 100 reached the server; now all do.
UPLOAD_CASES = settings(max_examples=100, suppress_health_check=list(HealthCheck))


# -- files of each format ---------------------------------------------------------------------
CSV_COLUMNS = [
    "name",
    "CMC",
    "Type",
    "Color",
    "Set",
    "Collector Number",
    "Rarity",
    "Color Category",
    "status",
    "Finish",
    "board",
    "maybeboard",
    "image URL",
    "image Back URL",
    "tags",
    "Notes",
]


def encoded(text: str, how: str) -> bytes:
    if how == "latin-1":
        return text.encode("latin-1", "replace")
    return text.encode("utf-8", "surrogatepass")


@st.composite
def cubecobra_csv(draw) -> bytes:
    columns = draw(st.lists(st.sampled_from(CSV_COLUMNS), min_size=1, max_size=8, unique=True))
    if draw(st.booleans()) and "name" not in columns:
        columns.insert(0, "name")
    rows = draw(st.lists(st.lists(CELLS, min_size=len(columns), max_size=len(columns) + 1), max_size=6))
    out = io.StringIO()
    csv.writer(out, quoting=draw(st.sampled_from([csv.QUOTE_MINIMAL, csv.QUOTE_ALL]))).writerows([columns, *rows])
    text = out.getvalue()
    if draw(st.booleans()):  # a stray quote or a raw line the csv module did not write
        text += draw(st.sampled_from(['"unclosed,1\r\n', 'a"b,2\r\n', ",,,,\r\n", "\r\n\r\n"]))
    return encoded(text, draw(st.sampled_from(["utf-8", "utf-8", "latin-1"])))


@st.composite
def plain_text(draw) -> bytes:
    line = st.one_of(
        NAMES,
        CELLS,
        st.builds("{} {}".format, st.sampled_from(["0", "1", "4", "100", "101", "9" * 30]), NAMES | LONG),
        st.builds(
            "{}x {} [{}] {}".format,
            st.integers(0, 200),
            NAMES,
            st.sampled_from(["M20", "lea", "X" * 7]),
            st.sampled_from(["1", "261", "*F*"]),
        ),
        st.sampled_from(["# mainboard", "# maybeboard", "Sideboard:", "// comment", "#", "Deck"]),
    )
    lines = draw(st.lists(line, min_size=1, max_size=8))
    return encoded("\n".join(lines), draw(st.sampled_from(["utf-8", "utf-8", "latin-1"])))


@st.composite
def cockatrice_deck(draw) -> bytes:
    card = st.builds(
        lambda number, name: f"<card number={quoteattr(number)} name={quoteattr(name)}/>",
        st.sampled_from(["1", "4", "0", "101", "x", "99999"]) | CELLS,
        NAMES | CELLS,
    )
    zones = draw(
        st.lists(st.tuples(st.sampled_from(["main", "side", "tokens", ""]), st.lists(card, max_size=4)), max_size=3)
    )
    body = "".join(f"<zone name={quoteattr(zone)}>{''.join(cards)}</zone>" for zone, cards in zones)
    text = f'<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">{body}</cockatrice_deck>'
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(text)))
        splice = draw(st.sampled_from(["", "<", "</zone>", "&bogus;", "<!DOCTYPE x>", "<a>" * 20, "\x00"]))
        text = text[:cut] + splice + text[cut:]
    return encoded(text, draw(st.sampled_from(["utf-8", "utf-8", "latin-1"])))


@st.composite
def draftmancer_list(draw) -> bytes:
    header = st.sampled_from(["[MainSlot]", "[Common(10)]", "[Core]", "[occasional]", "[Maybeboard]", "[Rare(99999)]"])
    block = st.sampled_from(["[Settings]", "[CustomCards]"]).flatmap(
        lambda name: st.builds("{}\n{}".format, st.just(name), JSON_VALUES.map(dump) | DEEP.map(dump) | CELLS)
    )
    line = st.one_of(NAMES, CELLS, header, st.builds("{} {}".format, st.sampled_from(["0", "4", "101"]), NAMES))
    lines = draw(st.lists(line, max_size=8))
    first = draw(block | header)
    return encoded("\n".join([first, *lines]), draw(st.sampled_from(["utf-8", "utf-8", "latin-1"])))


@st.composite
def card_object(draw, draftmancer: bool) -> dict:
    card = {"object": "card", "name": draw(NAMES | CELLS), "lang": "en"}
    card["type" if draftmancer else "type_line"] = draw(st.sampled_from(["Instant", "Creature — Bear", "Land"]) | CELLS)
    optional = {
        "cmc": NUMBERS.map(Raw) | st.integers(0, 20),
        "mana_cost": st.sampled_from(["{1}{R}", "{X}", "{1000001}"]) | CELLS,
        "colors": st.lists(st.sampled_from("WUBRGX"), max_size=3) | JSON_VALUES,
        "layout": st.sampled_from(["normal", "token", "transform", "split"]) | JSON_VALUES,
        "set": CELLS,
        "collector_number": CELLS | st.integers(),
        "rarity": CELLS,
        "id": CELLS,
        "oracle_id": CELLS,
        "image_uris": st.fixed_dictionaries({"normal": CELLS, "en": CELLS}) | JSON_VALUES,
        "card_faces": st.lists(st.fixed_dictionaries({"name": CELLS, "type_line": CELLS}), max_size=2) | JSON_VALUES,
        "subtypes": st.lists(CELLS, max_size=2),
        "odd": JSON_VALUES | DEEP,
    }
    for field in draw(st.lists(st.sampled_from(sorted(optional)), unique=True, max_size=6)):
        card[field] = draw(optional[field])
    return card


@st.composite
def card_json(draw, draftmancer: bool) -> bytes:
    cards = draw(st.lists(card_object(draftmancer) | JSON_VALUES | DEEP, min_size=1, max_size=5))
    if draftmancer:
        document = {f"id-{index}": card for index, card in enumerate(cards)}
    else:
        document = draw(st.sampled_from(["list", "page", "one"]))
        document = {"list": cards, "page": {"object": "list", "data": cards}, "one": cards[0]}[document]
    text = dump(document)
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] + draw(st.sampled_from(["", "}", "]", ",", "NaN", '"\\ud800"', "\x00"])) + text[cut:]
    return encoded(text, "utf-8")


REAL_FILES = {
    name: (FIXTURES / name).read_bytes()
    for name in (
        "cubecobra_csv_export_ThePauperCube__dunamismax.csv",
        "cube_list_plaintext_ArenaCubeDecember2022__draftmancer.txt",
        "scryfall_cards_eld_100__cubecobra_fixture.json",
        "draftmancer_format_mystery_booster_1939_cards__draftmancer.json",
    )
}
SPLICES = st.one_of(
    CELLS.map(lambda cell: cell.encode("utf-8", "surrogatepass")),
    NUMBERS.map(str.encode),
    st.binary(max_size=8),
    st.builds(lambda levels: b"[" * levels, st.sampled_from([40, 50_000])),
    st.sampled_from([b"\x00", b'","', b'"\r\n', b"\xff\xfe", b"1e400", b"NaN", b"}}}]]]"]),
)


@st.composite
def mutated_real_file(draw) -> tuple[str, bytes]:
    name = draw(st.sampled_from(sorted(REAL_FILES)))
    data = REAL_FILES[name]
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(data)))
        end = at + draw(st.sampled_from([0, 0, 1, 10, 1000]))
        data = data[:at] + draw(SPLICES) + data[end:]
    return name, data


# -- the checks ---------------------------------------------------------------------------------
def counts() -> tuple[int, int, int, int]:
    return Cube.objects.count(), Card.objects.count(), CubeCard.objects.count(), Game.objects.count()


def assert_fits_its_columns(card: Card) -> None:
    for field, longest in max_lengths(Card).items():
        value = getattr(card, field)
        assert value is None or (isinstance(value, str) and len(value) <= longest and "\x00" not in value), field
    assert math.isfinite(card.mana_value) and 0 <= card.mana_value <= MAX_MANA_VALUE


def upload_and_check(client, filename: str, data: bytes, **fields) -> int:
    before = counts()
    # an upload Scryfall must fill is a job (202): its outcome is what the request would have answered
    response = upload_cube(client, {"file": SimpleUploadedFile(filename, data), "name": "fuzzed", **fields})
    assert response.status_code < 500, response.content[:300]
    body = response.json()
    event(f"{response.status_code} {body.get('code', '')}")
    if response.status_code >= 400:
        assert body["code"] and body["message"], body
        assert all(problem["reason"] for problem in body.get("problems", []))
        assert counts() == before
        return response.status_code
    assert response.status_code == 201
    for card in Card.objects.all():
        assert_fits_its_columns(card)
    cube = body["cube"]["id"]
    for url in (
        f"/api/v1/cubes/{cube}/",
        f"/api/v1/cubes/{cube}/cards/?page_size=200",
        f"/api/v1/cubes/{cube}/export/?as=cubecobra-csv",
    ):
        assert client.get(url).status_code == 200, url
    dealt = client.post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cube": cube}, content_type="application/json")
    assert dealt.status_code < 500, dealt.content[:300]
    return response.status_code


FORMAT_CHOICE = st.sampled_from(
    ["auto", "auto", "cubecobra-csv", "text", "scryfall-json", "draftmancer-json", "draftmancer-text", "cockatrice"]
)


@UPLOAD_CASES
@given(data=cubecobra_csv(), file_format=FORMAT_CHOICE, lenient=st.booleans())
def test_generated_cubecobra_csv_files(client, data, file_format, lenient):
    upload_and_check(client, "cube.csv", data, format=file_format, skip_bad_lines=str(lenient).lower())


@UPLOAD_CASES
@given(data=plain_text(), file_format=FORMAT_CHOICE, lenient=st.booleans())
def test_generated_text_lists(client, data, file_format, lenient):
    upload_and_check(client, "cube.txt", data, format=file_format, skip_bad_lines=str(lenient).lower())


@UPLOAD_CASES
@given(data=cockatrice_deck(), file_format=FORMAT_CHOICE, lenient=st.booleans())
def test_generated_cockatrice_decks(client, data, file_format, lenient):
    upload_and_check(client, "deck.cod", data, format=file_format, skip_bad_lines=str(lenient).lower())


@UPLOAD_CASES
@given(data=draftmancer_list(), file_format=FORMAT_CHOICE, lenient=st.booleans())
def test_generated_draftmancer_cube_lists(client, data, file_format, lenient):
    upload_and_check(client, "cube.txt", data, format=file_format, skip_bad_lines=str(lenient).lower())


@UPLOAD_CASES
@given(data=card_json(draftmancer=False), lenient=st.booleans())
def test_generated_scryfall_json(client, data, lenient):
    upload_and_check(client, "cards.json", data, format="auto", skip_bad_lines=str(lenient).lower())


@UPLOAD_CASES
@given(data=card_json(draftmancer=True), lenient=st.booleans())
def test_generated_draftmancer_json(client, data, lenient):
    upload_and_check(client, "cards.json", data, format="auto", skip_bad_lines=str(lenient).lower())


# fewer than the generated files: each is a whole real cube (450 cards, 1,939 in the largest)
@settings(max_examples=50, suppress_health_check=list(HealthCheck))
@given(file=mutated_real_file(), lenient=st.booleans())
def test_real_exports_with_hostile_bytes_spliced_in(client, file, lenient):
    name, data = file
    upload_and_check(client, name, data, skip_bad_lines=str(lenient).lower())


@pytest.mark.parametrize(("filename", "data", "needle"), [
    ("deep.json", b"[" * 50_000 + b"]" * 50_000, "nested more than 32 levels"),
    ("deep.json", b'{"id": {"name": "x", "type": "Instant", "odd": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}",
     "nested more than 32 levels"),
    ("cube.csv", b"name,Notes\r\nLightning Bolt," + b"x" * 140_000 + b"\r\n", "line 2 is longer than 10,000"),
    ("cube.csv", b'name,Notes\r\nLightning Bolt,"' + b"x\n" * 70_000 + b'"\r\n', "field larger than field limit"),
    ("cube.csv", b"name,CMC\r\nLightning Bolt,nan\r\n", "CMC 'nan'"),
    ("cube.csv", b"name,CMC\r\nLightning Bolt,inf\r\n", "CMC 'inf'"),
    ("cube.csv", b"name,CMC\r\nLightning Bolt,1e400\r\n", "CMC '1e400'"),
    ("cube.csv", b"name,Type\r\nLightning Bolt," + b"Instant " * 40 + b"\r\n", "type is 319 characters"),
    ("cube.txt", b"Lightning Bolt\x00\n", "NUL"),
    ("cube.txt", b"1 Lightning Bolt\n" * 20_001, "more than 20,000 cards"),
    ("deck.cod", b'<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>'
                 b"<cockatrice_deck><zone name='main'><card name='&b;'/></zone></cockatrice_deck>", "DOCTYPE"),
    ("deck.cod", b"<cockatrice_deck><zone name='main'>" + b"<card name='Lightning Bolt'/>" * 20_001
                 + b"</zone></cockatrice_deck>", "more than 20,000 cards"),
    ("cube.txt", b"[Settings]\n" + b"[\n" * 50_000 + b"[MainSlot]\nOpt\n", "nested more than 32 levels"),
    ("cube.txt", b"[Settings]\n" + b"[" * 50_000 + b"\n[MainSlot]\nOpt\n", "line 2 is longer than 10,000 characters"),
])  # fmt: skip
def test_the_reviewed_files_are_refused_naming_the_problem(client, filename, data, needle):
    before = counts()
    response = client.post("/api/v1/cubes/", {"file": SimpleUploadedFile(filename, data), "name": "reviewed"})
    assert 400 <= response.status_code < 500
    assert needle in response.json()["message"] + " ".join(p["reason"] for p in response.json().get("problems", []))
    assert counts() == before
