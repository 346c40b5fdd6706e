"""Size before work, as a class (issue 34, point 3).

Red team: a card-name check walked every character of a name before its 200-character limit
applied. One anonymous 19 MB upload holding a single name took 30-57 s of server time to answer
422, and meanwhile other phones' reads took up to 11-13 s (four at once: 103-107 s each). A game
import with a 15 MB card name took 30 s to refuse.

Every text the server reads is now refused by its length before anything walks it. Each list of
fields below is derived from the code (the importers' tables, the serializers, the structs, the
pages' forms), so that a new field is covered or fails here. Each field is sent at its limit + 1
and at about 20 MB, and spies on the per-character functions prove that none of them read it:
unicodedata's normalize, category and combining (every name check, normalisation and catalogue
key goes through them) and the importers' own walkers. No test here is timed."""

import functools
import json
import re
import unicodedata
from pathlib import Path
from typing import Any

import msgspec
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import get_resolver, reverse
from rest_framework import serializers
from rest_framework.test import APIClient

from cards.models import Card, Cube
from cards.parsing import cockatrice, cubecobra_csv, mtgjson, scryfall
from cards.parsing.common import MAX_LINE_LENGTH, ImportFailed
from cards.parsing.facts import COLUMN_LIMITS, LIST_LIMITS
from cards.services import FORMATS
from tabletop.core import kinds, services
from tabletop.core.columns import max_length
from tabletop.core.errors import BadInput
from tabletop.http.fields import BoundedEmailField, StrictCharField, StrictSerializer
from tabletop.http.pages import host_cookie_name
from tabletop.live.consumers import MAX_FRAME_CHARS, parse_frame
from tabletop.models import Game, Seat
from tabletop.rules.engine import Card as GameCard
from tabletop.rules.engine import IllegalAction

MARK = "ꙮ"  # at both ends of every oversize text: a spy that sees it saw that text
BIG = 20_000_000 - 10_000  # about 20 MB, its request within the body limit (MAX_UPLOAD_BYTES, 20 MiB)
SIZES = ["limit+1", "20MB"]


@functools.cache  # the same text for every field at one length: 20 MB made once, not 135 times (3 s)
def oversize(length: int) -> str:
    return MARK + "a" * (length - 2) + MARK


def length_of(size: str, limit: int) -> int:
    return limit + 1 if size == "limit+1" else BIG


class Walked(BaseException):
    """Raised by a spy: no `except Exception` on the way may take it for a refusal."""


def _holds_mark(value: Any) -> bool:
    if isinstance(value, str):
        return MARK in value
    if isinstance(value, dict):
        return any(_holds_mark(item) for item in value.values())
    if isinstance(value, list | tuple):
        return any(_holds_mark(item) for item in value)
    return False


# The functions that walk a text, by where they are looked up when called.
WALKERS = [
    (unicodedata, "normalize"),
    (unicodedata, "category"),
    (unicodedata, "combining"),
    ("tabletop.rules.validation", "text_problem"),
    ("tabletop.core.services", "text_problem"),
    ("tabletop.core.services", "name_keys"),
    ("tabletop.core.services", "names_alike"),
    ("tabletop.http.fields", "text_problem"),
    ("cards.parsing.facts", "text_problem"),
    ("cards.parsing.facts", "normalise_name"),
    ("cards.parsing.facts", "name_key"),
    ("cards.parsing.plaintext", "card_line"),
    ("cards.parsing.plaintext", "_section"),
    ("cards.parsing.plaintext", "normalise_name"),
    ("cards.parsing.draftmancer_text", "card_line"),
    ("cards.parsing.cubecobra_csv", "normalise_name"),
    ("cards.parsing.cubecobra_csv", "parse_type_line"),
    ("cards.parsing.cubecobra_csv", "_colors"),
    ("cards.parsing.cubecobra_csv", "_mana_value"),
    ("cards.parsing.cubecobra_csv", "_category"),
    ("cards.parsing.cubecobra_csv", "_board"),
    ("cards.parsing.cubecobra_csv", "module_from_tags"),
    ("cards.parsing.cockatrice", "normalise_name"),
    ("cards.parsing.scryfall", "card_from_scryfall"),
    ("cards.parsing.scryfall", "card_from_draftmancer"),
    ("cards.parsing.scryfall", "scryfall_shaped"),
    ("cards.services", "name_key"),
    ("cards.services", "find_cards"),
    ("tabletop.rules.limits", "loads"),
    ("tabletop.access.auth", "hash_token"),
    ("tabletop.rules.validation", "ascii_digits"),
]


# What reads a line of a cube file to find its name: it sees the line (bounded by MAX_LINE_LENGTH),
# then measures the name before anything walks it.
LINE_READERS = {
    "cards.parsing.plaintext.card_line",
    "cards.parsing.plaintext._section",
    "cards.parsing.draftmancer_text.card_line",
}


class Walks:
    def __init__(self) -> None:
        self.seen: list[str] = []
        self.allowed: set[str] = set()


@pytest.fixture
def walks(monkeypatch):
    """Every walker spied on: one (not `allowed`) called with the oversize text raises Walked."""
    found = Walks()
    for module, name in WALKERS:
        target = __import__(module, fromlist=[name]) if isinstance(module, str) else module
        real, called = getattr(target, name), f"{target.__name__}.{name}"

        def spy(*args, _real=real, _name=called, **kwargs):
            if _name not in found.allowed and (_holds_mark(args) or _holds_mark(kwargs)):
                found.seen.append(_name)
                raise Walked(f"{_name} walked the oversize text")
            return _real(*args, **kwargs)

        monkeypatch.setattr(target, name, spy)
    return found


def refusal_text(answer) -> str:
    return json.dumps(answer.json())


# -- cube files, by format ----------------------------------------------------------------------
CSV_HEADER = (
    "name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,status,Finish,board,maybeboard,"
    "image URL,image Back URL,tags,Notes,MTGO ID"
)
CSV_COLUMNS = [title.lower() for title in CSV_HEADER.split(",")]
CSV_GOOD = ["Opt", "1", "Instant", "U", "xln", "65", "common", "Blue", "Owned", "Non-foil", "mainboard", "false",
            "", "", "core", "", ""]  # fmt: skip


def csv_file(column: str, text: str) -> str:
    cells = dict(zip(CSV_COLUMNS, CSV_GOOD, strict=True)) | {column: text}
    return f"{CSV_HEADER}\r\n{','.join(CSV_GOOD)}\r\n{','.join(cells[c] for c in CSV_COLUMNS)}\r\n"


def scryfall_card(**texts: Any) -> dict:
    return {
        "object": "card",
        "name": "Opt",
        "type_line": "Instant",
        "cmc": 1,
        "colors": ["U"],
        "mana_cost": "{U}",
    } | texts


def draftmancer_card(**texts: Any) -> dict:
    return {"name": "Opt", "type": "Instant", "cmc": 1, "colors": ["U"], "mana_cost": "{U}", "set": "xln"} | texts


def mtgjson_card(**texts: Any) -> dict:
    return {"name": "Opt", "type": "Instant", "manaCost": "{U}", "text": "Scry 1.", "layout": "normal"} | texts


def json_card_file(format: str, key: str, value: Any) -> str:
    if format == "scryfall-json":
        return json.dumps([scryfall_card(), scryfall_card(**{key: value})])
    if format == "mtgjson-json":  # a list of cards in MTGJSON's fields, as the oracle corpus is
        return json.dumps([mtgjson_card(), mtgjson_card(**{key: value})])
    return json.dumps({"a": draftmancer_card(), "b": draftmancer_card(**{key: value})})


def card_fields_of_json(format: str) -> list[tuple[str, str, int]]:
    """(field, key, limit) of every text a card of this JSON format holds, from the reader's tables."""
    if format == "mtgjson-json":
        texts = [(key, key, COLUMN_LIMITS[column]) for key, column in mtgjson.MTGJSON_TEXTS.items()]
        return texts + [(f"{key}[0]", key, LIST_LIMITS[key][1]) for key in scryfall.CARD_WORD_LISTS]
    keys = [key for key in scryfall.CARD_TEXTS if format == "scryfall-json" or key != "type_line"]
    texts = [(key, key, COLUMN_LIMITS[scryfall.CARD_TEXTS[key]]) for key in keys]
    words = [(f"{key}[0]", key, LIST_LIMITS[key][1]) for key in scryfall.CARD_WORD_LISTS]
    return texts + words + [("image_uris", "image_uris", COLUMN_LIMITS["image_url"])]


def upload_fields() -> list[tuple[str, str]]:
    """(format, field) of every text a cube file holds, from the importers' own tables."""
    fields = [("text", "line"), ("text", "name"), ("draftmancer-text", "line"), ("draftmancer-text", "name")]
    fields += [("cubecobra-csv", "line")] + [("cubecobra-csv", column) for column in cubecobra_csv.CELL_FIELDS]
    fields += [("cockatrice", attribute) for attribute in cockatrice.CARD_ATTRIBUTES]
    for format in scryfall.FORMATS:
        if format in FORMATS:  # MTGJSON's files are the catalogue's (import_cards), not a cube's
            fields += [(format, field) for field, _key, _limit in card_fields_of_json(format)]
    return fields


@pytest.mark.django_db
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("field", [field for field, _key, _limit in card_fields_of_json("mtgjson-json")])
def test_an_mtgjson_card_text_past_its_limit_is_refused_before_it_is_shaped(walks, field, size):
    """Red team: a 19 MB card name took 30-57 s to refuse once walked. The catalogue's import of
    MTGJSON's cards (./manage import_cards) measures each face's texts before it shapes the card
    (which splits its name and reads its cost): the card is a problem naming the text, the other read."""
    key, limit = next((key, limit) for name, key, limit in card_fields_of_json("mtgjson-json") if name == field)
    text = oversize(length_of(size, limit))
    content = json_card_file("mtgjson-json", key, [text] if name_is_list(field) else text).encode()
    reader = scryfall.CardReader(content, format="mtgjson-json")
    try:
        names = [record.name for record in reader]
    except ImportFailed as refused:  # 20 MB: the string refused as it streams in, before it is built
        assert size == "20MB" and f"{scryfall.MAX_TEXT_BYTES:,} bytes" in refused.message
    else:
        assert names == ["Opt"] and len(reader.problems) == 1
        assert f"at most {limit}" in reader.problems[0].reason, reader.problems[0].reason
    assert walks.seen == []


def upload_limit(format: str, field: str) -> int:
    if field == "line":
        return MAX_LINE_LENGTH
    if format == "cubecobra-csv":
        return cubecobra_csv.cell_limit(field)
    if format == "cockatrice":
        return COLUMN_LIMITS[cockatrice.CARD_ATTRIBUTES[field]]
    if format in scryfall.FORMATS:
        return next(limit for name, _key, limit in card_fields_of_json(format) if name == field)
    return COLUMN_LIMITS["name"]


def cube_file(format: str, field: str, text: str) -> str:
    if format == "text":
        return f"Opt\n{text}\n"
    if format == "draftmancer-text":
        return f"[MainSlot]\nOpt\n{text}\n"
    if format == "cubecobra-csv":
        return csv_file("name", text) if field == "line" else csv_file(field, text)
    if format == "cockatrice":
        card = {"name": "Opt", "setShortName": "xln", "collectorNumber": "65"} | {field: text}
        attributes = " ".join(f'{name}="{value}"' for name, value in card.items())
        cards = f'<card number="1" name="Opt"/><card number="1" {attributes}/>'
        return f'<cockatrice_deck version="1"><zone name="main">{cards}</zone></cockatrice_deck>'
    key = next(key for name, key, _limit in card_fields_of_json(format) if name == field)
    image = {"normal" if format == "scryfall-json" else "en": text}  # the size each reads
    value = [text] if name_is_list(field) else image if key == "image_uris" else text
    return json_card_file(format, key, value)


def name_is_list(field: str) -> bool:
    return field.endswith("[0]")


def test_every_cube_format_has_its_texts_listed():
    """Red team: a 19 MB card name in a cube file took 30-57 s to refuse. A format added to the
    importers is added here, with the texts its files hold, or this fails."""
    assert {format for format, _field in upload_fields()} == set(FORMATS) - {"auto"}


@pytest.mark.django_db
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("format", "field"), upload_fields())
def test_a_cube_file_text_past_its_limit_is_refused_before_it_is_walked(client, walks, format, field, size):
    """Red team: one anonymous 19 MB cube upload holding a single card name took 30-57 s of server
    time to answer 422 (every character checked before the 200-character limit), and other phones'
    reads waited 11-13 s. Each text of each format is now refused by its length first."""
    limit = upload_limit(format, field)
    if field != "line":
        walks.allowed = LINE_READERS
    content = cube_file(format, field, oversize(length_of(size, limit))).encode()
    cards_before = Card.objects.count()
    answer = client.post(
        "/api/v1/cubes/", {"file": SimpleUploadedFile("cube", content), "name": "Mine", "format": format}
    )
    assert answer.status_code == 422, answer.content[:500]
    body = answer.json()
    assert body["code"] == "import_refused"
    # the bound that refused it, named with its number: the field's, or (20 MB) its line's or its
    # JSON string's, as the file streams in
    said = refusal_text(answer)
    named = [rf"\bat most ({limit:,}|{limit})\b", rf"line \d+ is longer than {MAX_LINE_LENGTH:,} characters"]
    named.append(rf"a text of more than {scryfall.MAX_TEXT_BYTES:,} bytes")
    assert any(re.search(words, said) for words in named), said[:500]
    assert walks.seen == []
    assert not Cube.objects.filter(name="Mine").exists() and Card.objects.count() == cards_before


# -- game imports -------------------------------------------------------------------------------
def game_card_texts() -> list[str]:
    """Each text of a game's card (tabletop.rules.engine.Card), which an import takes from its file."""
    return [f.name for f in msgspec.structs.fields(GameCard) if f.type in (str, str | None)]


IMPORT_FIELDS = [("title", None), ("seats[0]", None), ("rng.seed", None)] + [
    (f"initial_state.cards[0].{name}", name) for name in game_card_texts()
]


def import_limit(field: str, card_text: str | None) -> int:
    if card_text is not None:
        return COLUMN_LIMITS[card_text]
    return {
        "title": max_length(Game, "title"),
        "seats[0]": max_length(Seat, "name"),
        "rng.seed": max_length(Game, "rng_seed"),
    }[field]


def auction_export() -> dict:
    cards = [
        GameCard(id=i, name=f"Bear {i}", mana_value=2, types=["Creature"], type_line="Creature") for i in range(40)
    ]
    created = services.create_game(kind="auction", seat_names=["Ann", "Bob"], settings_doc=None, cards=cards)
    game = Game.objects.get(pk=created.game.pk)
    document = services.export_game(game)
    game.delete()
    return document


def test_every_text_of_a_game_card_has_a_limit():
    """Red team: a game import with a 15 MB card name took 30 s to refuse. A text added to a game's
    card is bounded by the catalogue's column of the same name, or this fails."""
    assert game_card_texts() and all(name in COLUMN_LIMITS for name in game_card_texts())


@pytest.mark.django_db
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("field", "card_text"), IMPORT_FIELDS)
def test_a_game_import_text_past_its_limit_is_refused_before_it_is_walked(walks, field, card_text, size):
    """Red team: a game import with a 15 MB card name took 30 s to refuse (the name's characters
    were checked before its length). Each text an import takes is now refused by its length first."""
    document = auction_export()
    limit = import_limit(field, card_text)
    text = oversize(length_of(size, limit))
    if card_text is not None:
        document["initial_state"]["cards"][0][card_text] = text
    elif field == "title":
        document["title"] = text
    elif field == "seats[0]":
        document["seats"][0] = text
    else:
        document["rng"]["seed"] = text
    games_before = Game.objects.count()
    answer = APIClient().post("/api/v1/auctions/import/", document, format="json")
    assert answer.status_code in (400, 422), answer.content[:500]
    body = answer.json()
    assert body["code"] == "too_long" and body["field"] == field, body
    assert f"at most {limit}" in body["message"], body
    assert walks.seen == []
    assert Game.objects.count() == games_before


# -- what a request's serializers read ------------------------------------------------------------
def _subclasses(cls: type) -> list[type]:
    return [cls, *(found for sub in cls.__subclasses__() for found in _subclasses(sub))]


def serializer_texts() -> list[tuple[str, str]]:
    """(serializer, field) of every text field of every serializer a request is read with."""
    assert get_resolver().url_patterns  # every view, and so every serializer, imported
    found = []
    for serializer in _subclasses(StrictSerializer)[1:]:
        for name, field in serializer().fields.items():
            for each in (field, getattr(field, "child", None)):
                if isinstance(each, serializers.CharField):
                    found.append((f"{serializer.__module__}.{serializer.__name__}", name))
    return sorted(set(found))


def serializer_field(where: str, name: str) -> serializers.CharField:
    serializer = next(cls for cls in _subclasses(StrictSerializer) if f"{cls.__module__}.{cls.__name__}" == where)
    field = serializer().fields[name]  # found among the subclasses: a kind's create body is made per kind
    return field.child if isinstance(field, serializers.ListField) else field


def test_every_serializer_text_is_bounded_and_measured_first():
    """Red team: a 19 MB name took 30-57 s to refuse, walked before its limit applied. A text field
    added to a request is given a limit that is checked before it is read, or this fails."""
    texts = serializer_texts()
    assert len(texts) >= 10, texts
    for where, name in texts:
        field = serializer_field(where, name)
        assert field.max_length is not None, f"{where}.{name} has no max_length"
        assert isinstance(field, StrictCharField | BoundedEmailField), f"{where}.{name} is read before it is measured"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("where", "name"), serializer_texts())
def test_a_request_text_past_its_limit_is_refused_before_it_is_walked(walks, where, name, size):
    """Red team: a 19 MB name took 30-57 s to refuse: a name field (LineOfTextField) normalised
    and checked every character before DRF applied its max_length. Every text field of every
    request serializer is now refused by its length first."""
    field = serializer_field(where, name)
    with pytest.raises(serializers.ValidationError) as refused:
        field.run_validation(oversize(length_of(size, field.max_length)))
    assert refused.value.get_codes() == ["max_length"]
    assert str(field.max_length) in str(refused.value.detail[0])
    assert walks.seen == []


@pytest.mark.django_db
def test_an_upload_form_field_of_20_mb_is_answered_400_naming_it_and_its_limit(walks):
    """Red team: as the file's names, the upload's own name field was walked whole first."""
    upload = SimpleUploadedFile("cube.txt", b"Opt\n")
    answer = APIClient().post("/api/v1/cubes/", {"file": upload, "name": oversize(BIG)}, format="multipart")
    assert answer.status_code == 400, answer.content[:300]
    body = answer.json()
    assert body["field"] == "name" and str(max_length(Cube, "name")) in body["message"], body
    assert walks.seen == [] and not Cube.objects.exists()


# -- action and settings documents (REST bodies and socket frames) ----------------------------------
def text_places(info: Any, wrap, where: str = "", depth: int = 0):
    """(where, max_length, wrap) of every text a JSON document of msgspec type `info` holds, `wrap`
    making a document holding a value there."""
    inspect = msgspec.inspect
    if depth > 6:
        return
    if isinstance(info, inspect.UnionType):
        for member in info.types:
            yield from text_places(member, wrap, where, depth + 1)
    elif isinstance(info, inspect.StructType):
        tag = {info.tag_field: info.tag} if info.tag_field else {}
        for field in info.fields:
            place = f"{where}.{field.encode_name}" if where else field.encode_name
            yield from text_places(
                field.type, lambda value, w=wrap, k=field.encode_name, t=tag: w({**t, k: value}), place, depth + 1
            )
    elif isinstance(info, inspect.ListType | inspect.SetType | inspect.VarTupleType):
        yield from text_places(info.item_type, lambda value, w=wrap: w([value]), f"{where}[0]", depth + 1)
    elif isinstance(info, inspect.DictType):
        yield from text_places(info.key_type, lambda value, w=wrap: w({value: 0}), f"{where} key", depth + 1)
        yield from text_places(info.value_type, lambda value, w=wrap: w({"k": value}), f"{where}.k", depth + 1)
    elif isinstance(info, inspect.StrType):
        yield where, info.max_length, wrap


def document_texts() -> list[tuple[str, str, str]]:
    """(kind, action or settings, where) of every text of every kind's actions and settings."""
    found = []
    for kind in kinds.all_kinds():
        for what, into in (("action", kind.engine.action_type), ("settings", kind.engine.settings_type)):
            found += [
                (kind.name, what, where)
                for where, _most, _wrap in text_places(msgspec.inspect.type_info(into), lambda v: v)
            ]
    return sorted(set(found))


def document_place(kind: str, what: str, where: str):
    engine = kinds.get(kind).engine
    into = engine.action_type if what == "action" else engine.settings_type
    return next(
        (most, wrap)
        for place, most, wrap in text_places(msgspec.inspect.type_info(into), lambda v: v)
        if place == where
    )


def test_every_action_and_settings_text_has_a_limit():
    """Red team: texts were walked before their limits applied (a 19 MB name: 30-57 s). A text added
    to an action or a settings document is given a max_length, or this fails."""
    texts = document_texts()
    assert texts
    unbounded = [text for text in texts if document_place(*text)[0] is None]
    assert unbounded == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("kind", "what", "where"), document_texts())
def test_an_action_or_settings_text_past_its_limit_is_refused_before_it_is_walked(walks, kind, what, where, size):
    """Red team: texts were checked character by character before their limits applied (a 19 MB
    name: 30-57 s). An action's or settings' text (a REST body, a socket frame, an import's log)
    was walked whole before its struct's max_length: it is now refused by its length first."""
    most, wrap = document_place(kind, what, where)
    engine = kinds.get(kind).engine
    document = wrap(oversize(length_of(size, most)))
    with pytest.raises(IllegalAction) as refused:
        engine.parse_action(document) if what == "action" else engine.parse_settings(document)
    assert f"at most {most} characters" in refused.value.message, refused.value.message
    assert walks.seen == []


@pytest.mark.parametrize("size", SIZES)
def test_a_socket_frame_past_its_limit_is_refused_before_it_is_parsed(walks, size):
    """Red team: texts were walked before their limits applied. A socket frame is measured before
    it is parsed (uvicorn's --ws-max-size keeps 20 MB off the socket; the frame's own bound here)."""
    with pytest.raises(BadInput) as refused:
        parse_frame(oversize(length_of(size, MAX_FRAME_CHARS)), None)
    assert refused.value.code == "frame_too_large" and str(MAX_FRAME_CHARS) in refused.value.message
    assert walks.seen == []


@pytest.mark.parametrize("size", SIZES)
def test_an_idempotency_key_header_past_its_limit_is_refused_before_it_is_read(walks, size):
    """Red team: texts were walked before their limits applied. The one header the API reads as
    text, Idempotency-Key, is measured first."""
    with pytest.raises(BadInput) as refused:
        services.check_idempotency_key(oversize(length_of(size, 128)), "Idempotency-Key")
    assert refused.value.field == "Idempotency-Key" and "128" in refused.value.message
    assert walks.seen == []


# -- the pages' forms -------------------------------------------------------------------------------
PAGE_FORMS = {"token": ("seat-token", 200, 403), "seat": ("host-takes-seat", 2, 400)}


def page_form_fields() -> set[str]:
    root = Path(__file__).resolve().parent.parent
    pages = [*root.glob("*/pages.py"), *root.glob("tabletop/*/pages.py")]  # tabletop's in tabletop/http/
    return {name for path in pages for name in re.findall(r"request\.POST\.get\(\"([^\"]+)\"", path.read_text())}


def test_every_page_form_field_is_listed():
    """Red team: texts were walked before their limits applied (a 19 MB name: 30-57 s). A field
    added to a page's form is listed here with its limit, or this fails."""
    assert page_form_fields() == set(PAGE_FORMS)


@pytest.mark.django_db
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", sorted(PAGE_FORMS))
def test_a_page_form_field_past_its_limit_is_refused_before_it_is_read(client, walks, name, size):
    """Red team: texts were walked before their limits applied. A page's form field (a seat
    token, a seat's number) is measured before it is hashed, parsed or looked up."""
    url_name, limit, status = PAGE_FORMS[name]
    created = services.create_game(kind="counter", seat_names=["Ann"], settings_doc=None, cards=[])
    client.cookies[host_cookie_name(created.game.pk)] = created.host_token
    answer = client.post(reverse(url_name, args=[created.game.pk]), {name: oversize(length_of(size, limit))})
    assert answer.status_code == status, answer.content[:300]
    assert walks.seen == []
