"""Names and words a table reads (seat names, titles, an action's reason) hold one line of
visible text: a red team's names of zero-width spaces, fillers, accents on nothing, a bell, a
line break or an open right-to-left override were taken, and two seats could be named alike
("Ann" and "ann "), so that "Ann to bid" named either. Each is refused with a 400 naming it, or a
409 for a name another seat has, and nothing changes."""

import unicodedata

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from auction.rules import ENGINE as AUCTION
from saga.rules import ENGINE as SAGA
from tabletop.models import Game, Seat
from tabletop.rules import validation
from tabletop.rules.engine import InvalidInput
from tabletop.rules.validation import names_alike, text_problem

DIRECTION_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
UNSEEN = st.characters(categories=["Zs", "Cf", "Mn", "Me"], exclude_characters=DIRECTION_CONTROLS) | st.sampled_from(
    "\u115f\u1160\u3164\uffa0\u2800"
)
CONTROLS = st.characters(categories=["Cc"]) | st.sampled_from(DIRECTION_CONTROLS)
VISIBLE = st.characters(categories=["L", "N", "P", "S"]).filter(lambda c: c not in "\u115f\u1160\u3164\uffa0\u2800")


@given(st.text(UNSEEN, min_size=1, max_size=12))
def test_text_of_nothing_visible_is_refused(text):
    assert text_problem(text) == "shows nothing: it holds no visible character"


@given(st.text(VISIBLE | UNSEEN, max_size=6), CONTROLS, st.text(VISIBLE | UNSEEN, max_size=6))
def test_text_with_a_control_anywhere_is_refused_naming_it(before, control, after):
    problem = text_problem(before + control + after)
    assert (
        problem is not None
        and f"control character (U+{ord(control):04X})" in problem
        or (f"direction control (U+{ord(control):04X})" in problem)
    )


@given(st.text(VISIBLE | st.just(" "), max_size=6), VISIBLE, st.text(VISIBLE | UNSEEN, max_size=6))
def test_one_line_with_something_visible_is_taken(before, letter, after):
    assert text_problem(before + letter + after) is None


@given(st.text(st.characters(max_codepoint=0x7F), max_size=8))
def test_ascii_text_is_judged_as_character_by_character(text):
    """text_problem's shortcut for printable ASCII (every action's texts) says what reading each
    character says: the bell, DEL and the empty or all-space text refused, the rest taken."""
    assert text_problem(text) == validation._text_problem_by_character(text)


TEXT_LEAVES = st.text(st.sampled_from("ab \u200b\x07"), max_size=3) | st.text(st.sampled_from("ab\x07"), min_size=60)
BOUNDS = st.sampled_from([n + step for n in (validation.MAX_QUANTITY, -validation.MAX_QUANTITY) for step in (-1, 0, 1)])
DOCUMENT_LEAVES = st.integers() | BOUNDS | st.floats() | st.booleans() | st.none() | TEXT_LEAVES
DOCUMENTS = st.dictionaries(st.sampled_from("xyz"), DOCUMENT_LEAVES, max_size=3) | st.recursive(  # flat: most actions
    DOCUMENT_LEAVES,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from("xyz"), inner, max_size=3),
    max_leaves=12,
)


@given(DOCUMENTS)
@example({"x": validation.MAX_QUANTITY + 1})  # the bounds of a flat action's shortcut, each way
@example({"x": -validation.MAX_QUANTITY - 1, "y": "ab"})
@example({"x": validation.MAX_QUANTITY, "y": -validation.MAX_QUANTITY})
def test_the_first_refused_leaf_in_document_order_is_named(document):
    """The screens that walk every action without paths miss nothing, and the leaf named is the
    first in the document's order, with where it is; the one walk every action takes before the
    texts are read leaves them unread only when none is refused."""
    leaves = list(validation._leaves(document))
    first_unfit = next(
        ((where, text_problem(item)) for where, item in leaves if isinstance(item, str) and text_problem(item)), None
    )
    beyond, texts_to_read = validation.first_problems(document)
    assert beyond == next(((where, item) for where, item in leaves if validation._beyond(item)), None)
    assert validation.unfit_text(document) == first_unfit
    assert texts_to_read or first_unfit is None


@given(st.text(VISIBLE, min_size=1, max_size=10), st.text(" ", max_size=2), st.text(" ", max_size=2))
def test_names_alike_share_a_key(name, before, after):
    assert names_alike(name, before + unicodedata.normalize("NFD", name) + after)
    assert names_alike(name.casefold(), name)


# Characters a name shows nothing of, wherever they stand in it (the red team's were accepted:
# the combining grapheme joiner, a variation selector, Hangul fillers, the Braille blank)
SHOWS_NOTHING = st.sampled_from(
    "\u200b\u200d\u2060\ufeff\u00ad\u034f\ufe0f\ufe00\u180b\u180e\u115f\u1160\u3164\uffa0\u2800\U000e0100"
)


@given(st.text(VISIBLE, min_size=1, max_size=10), st.lists(st.tuples(st.integers(0, 10), SHOWS_NOTHING), max_size=3))
def test_a_name_with_characters_that_show_nothing_reads_as_the_name(name, inserted):
    padded = name
    for at, char in inserted:
        padded = padded[:at] + char + padded[at:]
    assert names_alike(padded, name)


def _look_alikes() -> dict[str, list[str]]:
    """Each Latin letter and digit, and the characters of other scripts and styles that Unicode's
    confusables table says read as it (a Cyrillic "а" for "a", a fullwidth "Ｂ" for "B")."""
    alikes: dict[str, list[str]] = {}
    for char, prototype in validation._prototypes().items():
        if len(prototype) == 1 and prototype.isascii() and prototype.isalnum():
            alikes.setdefault(prototype, []).append(char)
    return alikes


LOOK_ALIKES = _look_alikes()


@given(
    st.text(st.sampled_from(sorted(LOOK_ALIKES)), min_size=1, max_size=10).flatmap(
        lambda name: st.tuples(
            st.just(name),
            st.tuples(*(st.sampled_from([letter, *LOOK_ALIKES[letter]]) for letter in name)).map("".join),
        )
    )
)
@example(("Ann", "\u0410nn"))  # the red team's: a Cyrillic capital A
def test_a_name_spelt_with_look_alikes_of_its_letters_reads_as_the_name(names):
    name, spoofed = names
    assert names_alike(spoofed, name)


@pytest.mark.parametrize(
    "names", [("Jose", "José"), ("Ann", "Anna"), ("Li", "Lu"), ("Zoë", "Zoe"), ("Ivan", "Iván"), ("Алёна", "Борис")]
)
def test_names_that_read_apart_are_not_alike(names):
    assert not names_alike(*names)


ALIKE = "reads as seat 0's name: give each player a name of their own"


@pytest.mark.parametrize(
    ("seats", "title", "field", "words"),
    [
        (["\u200b", "Bob"], "", "seats[0]", "shows nothing: it holds no visible character"),
        (["\u3164", "Bob"], "", "seats[0]", "shows nothing: it holds no visible character"),
        (["Ann", "\u0301\u0301"], "", "seats[1]", "shows nothing: it holds no visible character"),
        (
            ["\u202eevil", "Bob"],
            "",
            "seats[0]",
            "holds a text direction control (U+202E), which turns the text around it",
        ),
        (["a\u0007b", "Bob"], "", "seats[0]", "holds a control character (U+0007): send one line of text"),
        (["Ann", "ann "], "", "seats[1]", f"'ann' {ALIKE}"),
        (["Amélie", "Ame\u0301lie"], "", "seats[1]", f"'Amélie' {ALIKE}"),
        (["Ann", "\u0410nn"], "", "seats[1]", f"'\u0410nn' {ALIKE}"),  # a Cyrillic capital A
        (["Tim", "Tirn"], "", "seats[1]", f"'Tirn' {ALIKE}"),
        (["Al", "AI"], "", "seats[1]", f"'AI' {ALIKE}"),
        (["Ann", "Bob"], "Friday\nnight", "title", "holds a control character (U+000A): send one line of text"),
    ],
)
@pytest.mark.django_db
def test_a_table_with_a_name_no_one_can_read_is_refused(client, seats, title, field, words):
    answer = client.post("/api/v1/counters/", {"seats": seats, "title": title}, content_type="application/json")
    assert answer.status_code == 400, answer.content
    assert (answer.json()["field"], answer.json()["message"]) == (field, f"{field}: {words}")
    assert not Game.objects.exists()


@pytest.mark.django_db
def test_a_name_is_kept_composed_as_a_phone_types_it(client):
    answer = client.post("/api/v1/counters/", {"seats": ["Ame\u0301lie", "Bob"]}, content_type="application/json")
    assert answer.status_code == 201 and answer.json()["seats"][0]["name"] == "Amélie"


@pytest.mark.django_db
def test_a_seat_keeps_its_name_and_joining_it_under_another_is_refused(client):
    """A name given on joining reached the host page and nowhere else: the game's messages, log
    and views kept the name the table was made with (a real table saw "Maria joined" on the host
    page and "Ann" everywhere else)."""
    created = client.post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, content_type="application/json").json()
    answer = client.post(
        "/api/v1/join/", {"code": created["join_code"], "seat": 1, "name": "Maria"}, content_type="application/json"
    )
    assert answer.status_code == 422 and answer.json()["code"] == "seat_name_kept", answer.content
    assert answer.json()["message"] == (
        "seat 1 is 'Bob' at this table: a seat keeps the name it was made with (take it without a name)"
    )
    seat = Seat.objects.get(game_id=created["id"], number=1, role="player")
    assert seat.name == "Bob" and seat.claimed_at is None
    alike = client.post(
        "/api/v1/join/", {"code": created["join_code"], "seat": 1, "name": " bob"}, content_type="application/json"
    )
    assert alike.status_code == 201 and Seat.objects.get(pk=seat.pk).name == "Bob"


@pytest.mark.parametrize(
    ("engine", "action", "field"),
    [
        (AUCTION, {"type": "spend_gold", "amount": 1, "for": "\u200b"}, "for"),
        (AUCTION, {"type": "adjust_gold", "seat": 0, "delta": 1, "reason": "ok\u202e"}, "reason"),
        (SAGA, {"type": "adjust_gold", "seat": 0, "delta": 1, "reason": "\ufeff"}, "reason"),
    ],
)
def test_an_actions_words_no_one_can_read_are_refused_naming_them(engine, action, field):
    with pytest.raises(InvalidInput) as refused:
        engine.parse_action(action)
    assert refused.value.field == field and refused.value.message.startswith(f"{field} ")
