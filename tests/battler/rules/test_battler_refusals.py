"""A refusal never names or echoes a card its reader may not see (ARCHITECTURE.md: "no message
names or confirms a card its reader may not see"): sent a card of someone else's pool, pack or
augment offer, every card-bearing action is refused with the same words as for a card that does
not exist, and the field that holds it."""

from __future__ import annotations

import msgspec
import pytest

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.settings import BAR, TREASURE
from battler.rules.state import BattlerState
from tabletop.rules.engine import IllegalAction
from tabletop.rules.rng import Rng

from .factory import act, choose_basics, new_game, play_results, select_hands, set_lives, to_fight

NO_SUCH_CARD = 10**6


def refusal(state: BattlerState, seat: int, action: A.Action, rng: Rng) -> tuple[str, str | None, str]:
    with pytest.raises(IllegalAction) as error:
        act(state, seat, action, rng)
    return error.value.code, error.value.field, error.value.message


def hidden_from(state: BattlerState, seat: int) -> int:
    """A card that `seat` may not see: another player's pool card."""
    card = state.players[(seat + 1) % len(state.players)].pool[0]
    assert str(card) not in ENGINE.player_view(state, seat)["cards"]
    return card


def assert_refused_alike(state, seat, rng, make, expected):
    """`make(card)` with a hidden card and with no card at all: the same refusal, naming neither."""
    card = hidden_from(state, seat)
    assert refusal(state, seat, make(card), rng) == expected
    assert refusal(state, seat, make(NO_SUCH_CARD), rng) == expected


def treasure_draft():
    state, rng = new_game(TREASURE, 2)
    state = choose_basics(state, rng)
    return play_results(select_hands(state, rng), rng, {}), rng


def test_trade_refuses_a_hidden_card_without_naming_it():
    state, rng = treasure_draft()
    pool, pack = state.players[0].pool[0], state.players[0].pack[0]
    assert_refused_alike(
        state, 0, rng, lambda card: A.Trade(pool_card=card, pack_card=pack),
        ("unknown_card", "pool_card", "that card is not in your pool"),
    )  # fmt: skip
    assert_refused_alike(
        state, 0, rng, lambda card: A.Trade(pool_card=pool, pack_card=card),
        ("unknown_card", "pack_card", "that card is not in your pack"),
    )  # fmt: skip


def test_select_hand_refuses_a_hidden_card_without_naming_it():
    state, rng = new_game(TREASURE, 2)
    state = choose_basics(state, rng)
    mine = state.players[0].pool[:2]
    assert_refused_alike(
        state, 0, rng, lambda card: A.SelectHand(cards=[*mine, card]),
        ("unknown_card", "cards", "a card of that hand is not in your pool"),
    )  # fmt: skip


def bar_draft():
    state, rng = new_game(BAR, 4)
    while state.phase == "rochester":
        seat = state.pick_order[0]
        if seat == 0 and len(state.players[1].pool) > len(state.players[0].pool):
            # a card on the table is public: the hidden card of a table pick is someone's pool card
            assert_refused_alike(
                state, 0, rng, lambda card: A.RochesterPick(card=card),
                ("unknown_card", "card", "that card is not on the table"),
            )  # fmt: skip
        state = act(state, seat, A.RochesterPick(card=state.table[0]), rng)
    return choose_basics(state, rng), rng


def test_pick_and_trash_refuse_a_hidden_card_without_naming_it():
    state, rng = bar_draft()
    assert_refused_alike(
        state, 0, rng, lambda card: A.Pick(card=card), ("unknown_card", "card", "that card is not in your pack")
    )
    mine = state.players[0].pool[0]
    assert_refused_alike(
        state, 0, rng, lambda card: A.Trash(cards=[mine, card]),
        ("unknown_card", "cards", "a card to trash is not in your pool"),
    )  # fmt: skip


def test_choose_augment_refuses_another_players_augment_without_naming_it():
    settings = msgspec.structs.replace(TREASURE, augments="on_poison")
    state, rng = to_fight(settings, 2, augments=60)
    state = set_lives(state, {0: 5, 1: 5})
    state = play_results(state, rng, {0: None})  # a draw: both go above 5 poison
    assert state.phase == "augment"
    theirs = state.players[1].augment_offer[0]
    expected = ("unknown_card", "augment", "that augment was not dealt to you")
    assert refusal(state, 0, A.ChooseAugment(augment=theirs), rng) == expected
    assert refusal(state, 0, A.ChooseAugment(augment=NO_SUCH_CARD), rng) == expected


def test_a_pick_out_of_turn_names_the_player_who_picks():
    """It said "seat 2 picks now": a number the player's phone shows nowhere, where every other
    refusal names a player by name."""
    state, rng = new_game(BAR)
    assert state.phase == "rochester"
    picker = state.pick_order[0]
    other = next(seat for seat in range(len(state.players)) if seat != picker)
    code, _field, message = refusal(state, other, A.RochesterPick(card=state.table[0]), rng)
    assert (code, message) == ("not_your_turn", f"{state.players[picker].name} picks now")
