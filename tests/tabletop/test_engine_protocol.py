"""The pure protocol helpers every engine uses."""

import pickle
import typing

import msgspec
import pytest

from auction.rules import ENGINE as AUCTION
from battler.rules import ENGINE as BATTLER
from saga.rules import ENGINE as SAGA
from tabletop.rules.engine import (
    GameOver,
    IllegalAction,
    InvalidInput,
    NotEnough,
    NotYourTurn,
    WrongPhase,
    convert_strict,
    editable_copy,
    find_misplaced_cards,
    redact_event,
)


class Bid(msgspec.Struct, tag="bid", tag_field="type", forbid_unknown_fields=True):
    amount: int


@pytest.mark.parametrize(
    ("document", "field"),
    [
        ({"type": "bid", "amount": "5"}, "amount"),
        ({"type": "bid", "amount": True}, "amount"),
        ({"type": "bid", "amount": 5.0}, "amount"),
        ({"type": "bid", "amount": 5, "tip": 1}, "tip"),
        ({"type": "bid"}, "amount"),  # the missing field is named too
    ],
)
def test_strict_conversion_names_the_field(document, field):
    with pytest.raises(InvalidInput) as error:
        convert_strict(document, Bid)
    assert error.value.field == field and error.value.message


@pytest.mark.parametrize("refusal", [IllegalAction, InvalidInput, NotYourTurn, WrongPhase, NotEnough, GameOver])
def test_a_refusal_carries_its_message_as_any_exception_does(refusal):
    """Refusals skip Exception.__init__ (its __new__ already set `args`): what a log, a traceback, a
    Celery result or a copy reads of one is still its message, and its code and field as given."""
    error = refusal("you hold 3 gold and cannot bid 5", code="bid_too_high", field="amount")
    assert error.args == ("you hold 3 gold and cannot bid 5",) and str(error) == error.message
    assert repr(error) == f"{refusal.__name__}('you hold 3 gold and cannot bid 5')"
    assert (error.code, error.field) == ("bid_too_high", "amount")
    assert refusal("no code").code == refusal.code and refusal("no field").field is None
    copied = pickle.loads(pickle.dumps(error))
    assert type(copied) is refusal and copied.args == error.args and str(copied) == error.message


def test_redaction_keeps_secrets_for_their_seats_only():
    event = {"type": "looked", "seat": 1, "secret": {"cards": ["Bolt"]}, "to": [1]}
    assert redact_event(event, 1) == {"type": "looked", "seat": 1, "secret": {"cards": ["Bolt"]}}
    assert redact_event(event, 0) == {"type": "looked", "seat": 1}
    assert redact_event(event, None) == {"type": "looked", "seat": 1}


class Branch(msgspec.Struct, kw_only=True):
    """A struct that holds its own type, and a list of unfrozen structs: what a copy must copy too."""

    leaves: list[int] = []
    child: "Branch | None" = None
    children: list["Branch"] = []


def test_an_editable_copy_copies_every_struct_even_one_that_holds_its_own_type():
    tree = Branch(leaves=[1], child=Branch(leaves=[2], child=Branch()), children=[Branch(leaves=[3])])
    copy = editable_copy(tree)
    assert copy == tree
    assert copy.child is not tree.child and copy.child.child is not tree.child.child
    assert copy.child.leaves is not tree.child.leaves
    assert copy.children[0] is not tree.children[0] and copy.children[0].leaves is not tree.children[0].leaves


def test_misplaced_cards_are_named():
    assert find_misplaced_cards([1, 2, 3], {"deck": [1, 2], "hand": [3]}) == []
    problems = find_misplaced_cards([1, 2, 3], {"deck": [1, 2], "hand": [2, 9]})
    assert "card 2 is in 2 places: ['deck', 'hand']" in problems
    assert "card 3 is nowhere" in problems
    assert any("card 9 is not of this game" in p for p in problems)


@pytest.mark.parametrize("engine", [BATTLER, AUCTION, SAGA], ids=lambda engine: engine.kind)
def test_every_action_type_has_its_check(engine):
    """legal_actions and apply ask the same table: a type without a check could be neither
    listed nor applied."""
    tags = [cls.__struct_config__.tag for cls in typing.get_args(engine.action_type)]
    assert sorted(engine.checks) == sorted(tags)
    assert set(engine.offers) <= set(engine.checks)
