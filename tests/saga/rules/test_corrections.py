"""Corrections, as the auction has them: one's own last action alone while nothing was revealed,
anything with both players' consent, and gold adjusted with a reason when both agree. The case
that made them needed: the report of the deciding duel game reveals the trending cards, so a
wrong tap there (VP, gold, starting player) could not be taken back."""

import pytest

from saga.rules import ENGINE
from tabletop.rules.engine import IllegalAction

from .helpers import deal, new_saga, play, register, reported


def _at_the_duel(seed="corrections"):
    state, rng = new_saga(seed)
    sp = state.starting_player
    state = register(register(state, sp, rng), 1 - sp, rng)
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    state = reported(state, sp, {"type": "report_skirmish", "winner": None}, rng)
    state = deal(deal(state, rng), rng)
    state = play(play(state, sp, {"type": "pass"}, rng), 1 - sp, {"type": "pass"}, rng)
    state = register(register(state, sp, rng), 1 - sp, rng)
    return play(state, sp, {"type": "choose_play_draw", "play": True}, rng), rng


def _refused(state, seat, payload, rng) -> IllegalAction:
    with pytest.raises(IllegalAction) as error:
        play(state, seat, payload, rng)
    return error.value


def _same(a, b) -> bool:
    """The same saga, but for the undo point and the count of actions, which only grows."""
    aside = {"undo": None, "seq": None}
    return ENGINE.encode_state(a) | aside == ENGINE.encode_state(b) | aside


def test_a_misreported_deciding_game_is_taken_back_with_both_players_consent():
    state, rng = _at_the_duel()
    sp, other = state.starting_player, state.other_player
    state = reported(state, sp, {"type": "report_duel_game", "winner": other}, rng)
    before = state  # the deciding game is next: Ann taps the wrong winner, Bob confirms it by mistake
    pending = play(state, sp, {"type": "report_duel_game", "winner": other}, rng)
    wrong = play(pending, other, {"type": "confirm_result"}, rng)
    assert wrong.players[other].vp == 1 and wrong.starting_player == sp and wrong.step == "spring_force_sale"
    assert all(len(p.trending) == 4 for p in wrong.players)  # revealed: not his to take back alone
    assert _refused(wrong, other, {"type": "undo"}, rng).code == "needs_consent"
    proposed = play(wrong, sp, {"type": "propose_undo"}, rng)
    assert proposed.proposal.kind == "undo" and proposed.step == "spring_force_sale"
    assert ENGINE.player_view(proposed, other)["proposal"] == {"kind": "undo", "by": sp}
    assert "consent_undo" in ENGINE.legal_actions(proposed, other)
    assert "consent_undo" not in ENGINE.legal_actions(proposed, sp)
    assert _refused(proposed, sp, {"type": "consent_undo"}, rng).code == "already_agreed"
    assert _refused(proposed, other, {"type": "adjust_gold", "seat": 0, "delta": 1, "reason": "x"}, rng).code == (
        "proposed"
    )
    corrected = play(proposed, other, {"type": "consent_undo"}, rng)
    assert _same(corrected, pending)  # VP, gold, starting player, the trending cards back in the decks
    assert corrected.players[other].vp == 0 and corrected.starting_player == sp
    corrected = play(corrected, other, {"type": "dispute_result"}, rng)  # the wrong report, answered now
    assert _same(corrected, before)
    right = reported(corrected, sp, {"type": "report_duel_game", "winner": sp}, rng)
    right = reported(right, sp, {"type": "report_duel_game", "winner": sp}, rng)
    assert right.players[sp].vp == 1 and right.starting_player == other
    assert ENGINE.invariant_problems(right) == []


def test_a_proposal_is_refused_withdrawn_or_dropped_by_play():
    state, rng = _at_the_duel("proposals")
    sp, other = state.starting_player, state.other_player
    assert _refused(state, other, {"type": "consent_undo"}, rng).code == "no_proposal"
    state = reported(
        reported(state, sp, {"type": "report_duel_game", "winner": sp}, rng),
        sp,
        {"type": "report_duel_game", "winner": sp},
        rng,
    )
    proposed = play(state, other, {"type": "propose_undo"}, rng)
    for seat in (sp, other):  # the other refuses, or the proposer withdraws
        refused = play(proposed, seat, {"type": "refuse_undo"}, rng)
        assert refused.proposal is None and _same(refused, state) and refused.undo == state.undo
    played = play(proposed, other, {"type": "force_sale", "card": None}, rng)
    assert played.proposal is None and played.undo.actor == other and played.undo.alone


def test_the_game_that_wins_the_saga_is_corrected_too():
    state, rng = _at_the_duel("last-game")
    sp, other = state.starting_player, state.other_player
    state.players[other].vp = 3  # (the test's shortcut to a deciding duel; VPs are not in the ledger)
    state = reported(state, sp, {"type": "report_duel_game", "winner": other}, rng)
    before = play(state, sp, {"type": "report_duel_game", "winner": other}, rng)
    over = play(before, other, {"type": "confirm_result"}, rng)
    assert ENGINE.is_over(over) and over.ending.winners == [other]
    assert _refused(over, sp, {"type": "pass"}, rng).code == "game_over"
    assert _refused(over, other, {"type": "undo"}, rng).code == "needs_consent"  # though nothing was revealed
    assert "propose_undo" in ENGINE.legal_actions(over, other)
    corrected = play(play(over, other, {"type": "propose_undo"}, rng), sp, {"type": "consent_undo"}, rng)
    assert not ENGINE.is_over(corrected) and _same(corrected, before)


def test_a_report_followed_by_deals_is_taken_back_with_the_deals():
    """Year 1: the skirmish report is followed by the table's deals (Fresh Ideas, the market)."""
    state, rng = new_saga("deals")
    sp, other = state.starting_player, state.other_player
    state = register(register(state, sp, rng), other, rng)
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    state = play(state, sp, {"type": "report_skirmish", "winner": sp}, rng)
    assert state.undo.alone
    before = state
    state = play(state, other, {"type": "confirm_result"}, rng)
    state = deal(deal(state, rng), rng)
    assert state.step == "winter_market" and not state.undo.alone and state.undo.action == "confirm_result"
    corrected = play(play(state, sp, {"type": "propose_undo"}, rng), other, {"type": "consent_undo"}, rng)
    assert _same(corrected, before) and len(corrected.occasional_pool) == 164 and corrected.market == []


def test_gold_is_adjusted_with_a_reason_when_both_agree():
    state, rng = _at_the_duel("gold")
    sp, other = state.starting_player, state.other_player
    gold = [p.gold for p in state.players]
    payload = {"type": "adjust_gold", "seat": other, "delta": -2, "reason": "paid 2 for a card, not 1"}
    proposed = play(state, sp, payload, rng)
    assert [p.gold for p in proposed.players] == gold and proposed.ledger == state.ledger  # not yet
    assert ENGINE.player_view(proposed, None)["proposal"] == {
        "kind": "adjust_gold",
        "by": sp,
        "seat": other,
        "delta": -2,
        "reason": "paid 2 for a card, not 1",
    }
    assert _refused(proposed, sp, {"type": "consent_adjustment"}, rng).code == "already_agreed"
    assert _refused(proposed, other, {"type": "consent_undo"}, rng).code == "no_proposal"
    assert play(proposed, other, {"type": "refuse_adjustment"}, rng).proposal is None
    adjusted = play(proposed, other, {"type": "consent_adjustment"}, rng)
    assert adjusted.players[other].gold == gold[other] - 2 and adjusted.players[sp].gold == gold[sp]
    entry = adjusted.ledger[-1]
    assert (entry.seat, entry.delta) == (other, -2) and entry.reason.startswith("adjusted: paid 2 for a card, not 1")
    assert ENGINE.invariant_problems(adjusted) == []
    # Booked by consent, taken back only by consent.
    assert _refused(adjusted, sp, {"type": "undo"}, rng).code == "needs_consent"
    assert ENGINE.player_view(adjusted, other)["undo"] == {"of": sp, "action": "adjust_gold", "alone": False}
    back = play(play(adjusted, other, {"type": "propose_undo"}, rng), sp, {"type": "consent_undo"}, rng)
    assert [p.gold for p in back.players] == gold and back.ledger == state.ledger


@pytest.mark.parametrize(
    ("delta", "code"),
    [(0, "invalid_input"), (-1000, "not_enough"), (1001, "invalid_action"), (-1001, "invalid_action")],
)
def test_an_adjustment_never_leaves_gold_below_zero_and_is_bounded(delta, code):
    state, rng = _at_the_duel("bounds")
    payload = {"type": "adjust_gold", "seat": 0, "delta": delta, "reason": "typo"}
    assert _refused(state, 1, payload, rng).code == code
    assert _refused(state, 1, {**payload, "delta": 1, "reason": ""}, rng).code == "invalid_action"
    assert _refused(state, 1, {**payload, "delta": 1, "seat": 2}, rng).code == "invalid_action"
