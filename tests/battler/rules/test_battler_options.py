"""The texts' optional rules, as the texts say them.

treasure-battler.txt, Carousel: "I'd recommend to do this carousel either at the end of each
round, or after three rounds at the end of each stage. ... If you do the carousel at the end of
each round, every player drafts 1 card; if you do the carousel at the end of each stage, every
player drafts 3 cards. The player with the least poison counters has the first pick; the one
with the most picks last. If each player drafts more than 1 card it's possible snake-draft the
cards" and, of the random card of each draft, "Skip this if you do a carousel".

treasure-battler.txt, Augments: "Whenever a player gets more than 5 poison, that player is dealt
a pack of 3 augments of the chosen rarity and selects one. The rest are discarded (other players
will not be able to see select them)."
bar-battler.txt, Augments: "after each carousel, randomly select one of Black, Silver, Gold.
Shuffle all of the chosen sleeve color, and deal five to each player. They choose one to keep."
"""

from __future__ import annotations

import msgspec
import pytest

from battler.rules import ENGINE
from battler.rules import actions as A
from battler.rules.settings import AUTOBATTLER, BAR, TREASURE
from tabletop.rules.engine import IllegalAction

from .factory import act, finish_draft, new_game, play_results, select_hands, set_lives, to_fight

START_POOL = 5


def test_a_carousel_at_the_end_of_each_stage_comes_after_three_rounds_with_three_snake_picks():
    settings = msgspec.structs.replace(TREASURE, carousel_every=3, carousel_picks=3)
    state, rng = to_fight(settings, 4)
    for game in (1, 2, 3):
        state = play_results(state, rng, {})
        assert state.phase == "draft" and state.games == game
        if game == 3:
            break
        state = finish_draft(state, rng)
        assert state.phase == "prepare"  # no carousel before three rounds are over
        assert [len(p.pool) for p in state.players] == [START_POOL] * 4  # and no random card
        state = select_hands(state, rng)
    state = set_lives(state, {0: 3, 1: 0, 2: 2, 3: 1})
    state = finish_draft(state, rng)
    assert state.phase == "carousel" and len(state.table) == 3 * 4
    assert state.pick_order == [1, 3, 2, 0] + [0, 2, 3, 1] + [1, 3, 2, 0]
    while state.phase == "carousel":
        state = act(state, state.pick_order[0], A.CarouselPick(card=state.table[0]), rng)
    assert state.phase == "prepare" and [len(p.pool) for p in state.players] == [START_POOL + 3] * 4


def test_a_carousel_at_the_end_of_each_round_gives_one_card_least_poison_first():
    settings = msgspec.structs.replace(TREASURE, carousel_every=1)
    state, rng = to_fight(settings, 4)
    state = play_results(state, rng, {})
    state = set_lives(state, {0: 2, 1: 3, 2: 0, 3: 1})
    state = finish_draft(state, rng)
    assert state.phase == "carousel" and len(state.table) == 4 and state.pick_order == [2, 3, 0, 1]
    while state.phase == "carousel":
        state = act(state, state.pick_order[0], A.CarouselPick(card=state.table[0]), rng)
    assert [len(p.pool) for p in state.players] == [START_POOL + 1] * 4


def test_treasure_augments_not_kept_are_discarded_for_good():
    settings = msgspec.structs.replace(TREASURE, augments="on_poison")
    state, rng = to_fight(settings, 2, augments=60)
    winner, loser = state.pairings[0].seats
    state = set_lives(state, {loser: 5})
    state = play_results(state, rng, {winner: winner})
    assert state.players[loser].life == 6 and state.phase == "augment"
    offer = state.players[loser].augment_offer
    assert len(offer) == 3 and all(state.augment_group in state.cards[c].tags for c in offer)
    assert not set(ENGINE.player_view(state, winner)["cards"]) & {str(c) for c in offer}
    state = act(state, loser, A.ChooseAugment(augment=offer[0]), rng)
    assert state.players[loser].augments == [offer[0]]
    assert not set(offer[1:]) & set(state.augment_pile)  # never dealt again
    for seat in (winner, loser):
        assert not {int(c) for c in ENGINE.player_view(state, seat)["cards"]} & set(offer[1:])


def test_bar_augments_not_kept_are_shuffled_back_with_their_sleeve_color():
    settings = msgspec.structs.replace(BAR, augments="after_carousel")
    state, rng = to_fight(settings, 4, augments=60, groups=("black", "silver", "gold"))
    every_augment = set(state.augment_pile)
    for _ in range(3):
        state = play_results(state, rng, {})
        if state.phase == "draft":
            state = select_hands(finish_draft(state, rng), rng)
    while state.phase == "carousel":
        state = act(state, state.pick_order[0], A.CarouselPick(card=state.table[0]), rng)
    assert state.phase == "augment" and state.augment_group in ("black", "silver", "gold")
    assert all(len(p.augment_offer) == 5 for p in state.players)
    for seat in range(4):
        state = act(state, seat, A.ChooseAugment(augment=state.players[seat].augment_offer[0]), rng)
    kept = {c for p in state.players for c in p.augments}
    assert len(kept) == 4 and set(state.augment_pile) == every_augment - kept


def test_players_sent_to_nine_poison_by_an_undecided_replay_are_dealt_augments():
    """From 5 poison a loss of 5 kills: a draw is replayed; when the two cannot decide it, both
    go to 9 poison, which is "more than 5 poison"."""
    settings = msgspec.structs.replace(TREASURE, augments="on_poison", damage="flat", flat_loss=5)
    state, rng = to_fight(settings, 2, augments=60)
    state = set_lives(state, {0: 5, 1: 5})
    state = play_results(state, rng, {0: None})
    assert state.pairings[0].replay
    state = act(state, 0, A.CannotDecide(), rng)
    state = act(state, 1, A.ConfirmResult(), rng)
    assert [p.life for p in state.players] == [9, 9]
    assert state.phase == "augment" and [len(p.augment_offer) for p in state.players] == [3, 3]


def test_the_carousel_comes_before_the_pack_yard_is_shuffled_back_at_the_end_of_a_stage():
    """treasure-battler.txt, at the end of the draft: "Dispose of the packs in the packyard. If
    you have decided to do a carousel, do it here. ... If it's the last round of a stage, shuffle
    all the cards from the packyard into the packpile". The carousel's fresh cards are none of
    the disposed packs, and after it the pack yard is empty."""
    settings = msgspec.structs.replace(TREASURE, carousel_every=1)
    state, rng = to_fight(settings, 4)
    for _ in range(2):  # rounds 1 and 2 played: the draft of round 3, the last of stage 1
        state = play_results(state, rng, {})
        if state.games == 1:
            state = finish_draft(state, rng)
            while state.phase == "carousel":
                state = act(state, state.pick_order[0], A.CarouselPick(card=state.table[0]), rng)
            state = select_hands(state, rng)
    packs = [card for player in state.players for card in player.pack]
    state = finish_draft(state, rng)
    assert state.phase == "carousel"
    assert set(packs) <= set(state.pack_yard) and not set(state.table) & set(state.pack_yard)
    while state.phase == "carousel":
        state = act(state, state.pick_order[0], A.CarouselPick(card=state.table[0]), rng)
    assert state.pack_yard == [] and set(packs) <= set(state.pack_pile)


def test_a_carousel_may_be_drafted_from_the_pack_yard():
    """treasure-battler.txt: "you have two further options of where to draft the cards from the
    carousel from: use "fresh" cards from the packpile ... Or use the face up disposed of cards
    from the packyard." """
    settings = msgspec.structs.replace(TREASURE, carousel_every=1, carousel_source="pack_yard")
    state, rng = to_fight(settings, 4)
    state = play_results(state, rng, {})
    packs = sorted(card for player in state.players for card in player.pack)
    pile = list(state.pack_pile)
    state = finish_draft(state, rng)
    assert state.phase == "carousel" and sorted(state.table) == packs and state.pack_pile == pile
    picked = []
    while state.phase == "carousel":
        picked.append(state.table[0])
        state = act(state, state.pick_order[0], A.CarouselPick(card=state.table[0]), rng)
    assert sorted(state.pack_yard) == sorted(set(packs) - set(picked)) and state.pack_pile == pile


@pytest.mark.parametrize("preset", [TREASURE, AUTOBATTLER])
def test_a_carousel_every_three_games_deals_three_picks_each_unless_told_otherwise(preset):
    """A host who turned on "Carousel every 3" on /new/ (which asks no number of picks) got a
    carousel of one card each after three drafts that had dealt no random card: the pools grew by
    1 card in 3 games, not 3. The carousel replaces the random card of each draft since the last
    one (treasure-battler.txt: "at the end of each stage, every player drafts 3 cards";
    autobattler-cube.txt: "lay 3 * NUM_PLAYERS cards face up ... until each player has drafted
    three cards")."""
    settings = msgspec.structs.replace(preset, carousel_every=3)
    state, rng = to_fight(settings, 4)
    start = [len(p.pool) for p in state.players]
    for game in (1, 2, 3):
        state = play_results(state, rng, {})
        state = finish_draft(state, rng)
        if game < 3:
            state = select_hands(state, rng)
    assert state.phase == "carousel" and len(state.table) == 3 * 4 and len(state.pick_order) == 3 * 4
    while state.phase == "carousel":
        state = act(state, state.pick_order[0], A.CarouselPick(card=state.table[0]), rng)
    assert [len(p.pool) for p in state.players] == [n + 3 for n in start]


@pytest.mark.parametrize("when", ["on_poison", "after_carousel"])
def test_augments_on_a_cube_without_augments_are_refused_at_the_start(when):
    """/new/ offered augments over the demo battler cube, which has no card tagged "augment": the
    table was made, its players passed 5 poison (or went through carousels) and nothing was ever
    dealt, nor said."""
    settings = msgspec.structs.replace(AUTOBATTLER, augments=when, carousel_every=3)
    with pytest.raises(IllegalAction) as refusal:
        new_game(settings, 4)
    assert refusal.value.field == "settings.augments"
    assert 'tagged "augment"' in refusal.value.message and "turn augments off" in refusal.value.message
    new_game(settings, 4, augments=12)  # a cube with augments of each rarity is taken
    new_game(msgspec.structs.replace(settings, augments="none"), 4)  # and one without, with them off
