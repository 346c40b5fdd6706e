"""Every field of every action type and settings document of every kind, derived from the
engines' own types: a value of the wrong type is refused in words that name the field (no
msgspec text such as "Expected `int`, got `str` - at `$.amount`"), and a whole number beyond
MAX_QUANTITY anywhere in a field is refused naming it (a delta of 2**63 - 1 once made a table
whose gold its own export's import refused). Over the API: refused with 400, nothing written."""

import typing

import msgspec
import pytest

from tabletop.core import kinds
from tabletop.models import Game, Seat
from tabletop.rules.engine import InvalidInput
from tabletop.rules.validation import MAX_QUANTITY

JARGON = ("`", "$.", "Expected", "Object ", "NoneType")


def _structs() -> list[tuple[str, type, str]]:
    """(kind, struct, code) for each action type and the settings of every registered kind."""
    found = []
    for kind in kinds.all_kinds():
        engine = kind.engine
        union = engine.action_type
        members = typing.get_args(union) or (union,)
        found += [(kind.name, member, "invalid_action") for member in members]
        found.append((kind.name, engine.settings_type, "invalid_settings"))
    return found


def _parse(kind: str, code: str, document):
    engine = kinds.get(kind).engine
    return engine.parse_action(document) if code == "invalid_action" else engine.parse_settings(document)


def _base(struct: type) -> dict:
    config = struct.__struct_config__
    return {config.tag_field: config.tag} if config.tag_field else {}


def _fields(struct: type):
    info = msgspec.inspect.type_info(struct)
    return [(field.encode_name, field.type) for field in info.fields if field.encode_name != "type"]


def _holding(kind_info, number: int):
    """A value of the field's shape with `number` in place of its whole number, or None."""
    if isinstance(kind_info, msgspec.inspect.IntType):
        return number
    if isinstance(kind_info, msgspec.inspect.ListType):
        item = _holding(kind_info.item_type, number)
        return None if item is None else [item]
    if isinstance(kind_info, msgspec.inspect.DictType):
        item = _holding(kind_info.value_type, number)
        return None if item is None else {"W": item}
    if isinstance(kind_info, msgspec.inspect.UnionType):
        shaped = [_holding(member, number) for member in kind_info.types]
        return next((value for value in shaped if value is not None), None)
    return None


def _assert_readable(error: InvalidInput, field: str) -> None:
    assert not any(word in error.message for word in JARGON), error.message
    assert error.field and error.field.split(".")[0].split("[")[0] == field, (error.field, error.message)
    assert field in error.message, error.message


def test_a_wrong_type_in_any_field_is_named_in_words():
    checked = 0
    for kind, struct, code in _structs():
        for field, _ in _fields(struct):
            for wrong in ({"an": "object"}, [["a list"]], "text", 1.5, True):
                try:
                    _parse(kind, code, {**_base(struct), field: wrong})
                except InvalidInput as error:
                    if error.field and error.field.split(".")[0].split("[")[0] == field:
                        _assert_readable(error, field)
                        checked += 1
    assert checked > 300, checked


def test_a_number_beyond_the_bound_in_any_field_is_refused_naming_it():
    checked = []
    for kind, struct, code in _structs():
        for field, info in _fields(struct):
            for number in (MAX_QUANTITY + 1, -(2**63), 2**63 - 1):
                value = _holding(info, number)
                if value is None:
                    continue
                with pytest.raises(InvalidInput) as refused:
                    _parse(kind, code, {**_base(struct), field: value})
                _assert_readable(refused.value, field)
                assert refused.value.code == code
                checked.append((kind, struct.__name__, field))
    # every kind's settings and actions hold whole numbers: the test is not vacuous
    assert {kind for kind, _, _ in checked} == {kind.name for kind in kinds.all_kinds()}
    assert len(checked) > 150, len(checked)


def test_a_number_past_both_a_fields_own_bound_and_the_global_one_is_told_the_fields():
    """adjust_gold's delta of 1001 was told "at most 1000", and one of 1,000,001 "no number here
    may be beyond 1,000,000": two limits for one field (red team). Past both, the field's own is said."""
    checked = []
    for kind, struct, code in _structs():
        for field, info in _fields(struct):
            if not isinstance(info, msgspec.inspect.IntType) or info.le is None or info.le >= MAX_QUANTITY:
                continue
            told = []
            for number in (info.le + 1, MAX_QUANTITY + 1):
                with pytest.raises(InvalidInput) as refused:
                    _parse(kind, code, {**_base(struct), field: number})
                told.append(refused.value.message.replace(str(number), "N"))
            assert told[0] == told[1], (kind, struct.__name__, field, told)
            checked.append((kind, field))
    assert ("auction", "delta") in checked and len(checked) >= 3, checked  # every such field there is


def test_unknown_types_fields_and_choices_are_answered_with_the_ones_there_are():
    auction = kinds.get("auction").engine
    cases = {
        '{"type": "fly"}': ("type", "use one of bid, decline"),
        '{"type": "bid", "amount": 2, "gold": 1}': ("gold", "gold is not a field of bid: use amount"),
        '{"type": "decline", "gold": 1}': ("gold", "gold is not a field of decline: it takes none"),
        '{"type": "move_card", "card": 1, "to_zone": "moon"}': ("to_zone", "use one of hand, battlefield"),
        '{"type": "bid"}': ("amount", "amount is required"),
        '{"type": "bid", "amount": "x"}': ("amount", "amount must be a whole number, not text"),
        '{"type": "bid", "amount": 0}': ("amount", "amount must be at least 1"),
        '{"type": "auction_card", "cards": []}': ("cards", "cards must hold at least 1 item"),
    }
    for document, (field, words) in cases.items():
        with pytest.raises(InvalidInput) as refused:
            auction.parse_action(msgspec.json.decode(document))
        assert refused.value.field == field and words in refused.value.message, refused.value.message
    with pytest.raises(InvalidInput) as refused:
        auction.parse_settings({"gold": 3})
    assert refused.value.message.startswith("gold is not a setting: use starting_gold, income")


@pytest.mark.django_db
def test_a_quantity_beyond_the_bound_is_a_400_naming_it_and_nothing_changes(table, client):
    response = table.act(table.view()["view"]["turn"], {"type": "add", "amount": 2**63 - 1})
    assert response.status_code == 400 and response.json()["field"] == "amount", response.json()
    assert table.view()["version"] == 0
    created = client.post("/api/v1/counters/", {"seats": ["Ann", "Bob"], "settings": {"target": 10**7}},
                          content_type="application/json")  # fmt: skip
    assert created.status_code == 400 and created.json()["field"] == "settings.target", created.json()
    assert created.json()["message"].startswith("settings: target is 10000000: no number here may be beyond")


PYTHON_WORDS = ('type "', "dictionary", "elements.", "NoneType", "Ensure this", "This field")


@pytest.mark.django_db
def test_request_bodies_of_the_wrong_shape_are_named_in_words_with_the_item_at_fault(table, client):
    """DRF's own messages spoke Python ('Expected a list of items but got type "str".', 'Invalid
    data. Expected a dictionary, but got list.') and a list's item at fault was named as the
    whole list ("seats" for seats[1])."""
    seated = {"HTTP_AUTHORIZATION": f"Seat {table.tokens[0]}"}
    cases = [
        ("post", "/api/v1/counters/", {"seats": "ab"}, "seats", "seats: must be a list, not text"),
        ("post", "/api/v1/counters/", {"seats": ["Ann", None]}, "seats[1]", "seats[1]: must not be null"),
        ("post", "/api/v1/counters/", {"seats": []}, "seats", "seats: must hold at least 1 item"),
        ("post", "/api/v1/counters/", {"seats": ["Ann", "Bob"], "settings": []}, "settings",
         "settings: must be an object, not a list"),
        ("post", "/api/v1/join/", {"code": ["x"], "seat": 0}, "code", "code: must be text"),
        # a misspelt or unknown field is refused, not ignored; text is text, not a number made text
        ("post", "/api/v1/counters/", {"seats": ["Ann", "Bob"], "setings": {"target": 5}}, "setings",
         "setings: is not a field of this request (it takes title, seats, settings, cube, cards)"),
        ("post", "/api/v1/counters/", {"seats": [5, "Bob"]}, "seats[0]", "seats[0]: must be text"),
        ("post", "/api/v1/counters/", {"seats": ["Ann", "Bob"], "title": 5}, "title", "title: must be text"),
        ("post", "/api/v1/join/", {"code": 5}, "code", "code: must be text"),
        ("post", "/api/v1/join/", {"code": table.code, "spectate": True, "seat": 1}, "seat",
         "seat: a spectator takes no seat: send seat or spectate, not both"),
        ("post", "/api/v1/join/", {"code": table.code, "watching": 1}, "watching",
         "watching: only a spectator watches a seat: send spectate too"),
        ("patch", f"{table.url}seats/me/", {"seat": 1}, "seat",
         "seat: is not a field of this request (it takes shares_with_spectators, email, allows_export)"),
        ("patch", f"{table.url}seats/me/", [], None, "the body must be a JSON object, not a list"),
    ]  # fmt: skip
    games, seats = Game.objects.count(), list(Seat.objects.values_list("pk", "name", "claimed_at", "role"))
    for method, path, body, field, message in cases:
        answer = getattr(client, method)(path, body, content_type="application/json", **seated)
        assert answer.status_code == 400, (path, body, answer.content)
        got = answer.json()
        assert (got.get("field"), got["message"]) == (field, message), (body, got)
        assert not any(word in got["message"] for word in PYTHON_WORDS), got
    assert (Game.objects.count(), list(Seat.objects.values_list("pk", "name", "claimed_at", "role"))) == (games, seats)


def test_every_body_the_api_reads_is_strict():
    """Each serializer a view reads a body with refuses fields it does not name and takes text
    only as text (DRF's own ignore unknown fields and make 5 into "5"). The views' bodies are
    read from the OpenAPI schema's request serializers, so a new endpoint is checked too."""
    from drf_spectacular.generators import SchemaGenerator
    from rest_framework import serializers

    from tabletop.http.fields import StrictCharField, StrictSerializer

    read = set()
    generator = SchemaGenerator()
    generator.parse(None, True)
    for _path, _subpath, method, view in generator._get_paths_and_endpoints():
        if method in ("POST", "PUT", "PATCH"):
            request = view.schema.get_request_serializer()  # one, or one per media type
            for body in request.values() if isinstance(request, dict) else [request]:
                if body is not None:
                    read.add(body if isinstance(body, type) else type(body))
    names = {body.__name__ for body in read}
    bodies = {"AuctionGameCreateSerializer", "JoinSerializer", "CubeUploadSerializer", "CubeCobraImportSerializer"}
    assert bodies <= names

    def text_fields(serializer):
        for field in serializer.fields.values():
            yield from text_fields(field) if isinstance(field, serializers.Serializer) else [field]
            if isinstance(field, serializers.ListField):
                yield field.child

    for body in read:
        if not issubclass(body, serializers.Serializer):
            continue
        assert issubclass(body, StrictSerializer), body
        for field in text_fields(body()):
            assert type(field) is not serializers.CharField or isinstance(field, StrictCharField), (body, field)
