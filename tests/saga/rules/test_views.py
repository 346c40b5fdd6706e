from saga.rules import ENGINE
from saga.rules.views import waiting_on_text
from tabletop.rules.engine import redact_event

from .helpers import deal, new_saga, play, register, reported


def test_pools_are_hidden_from_the_opponent_and_piles_from_everybody():
    state, rng = new_saga()
    sp = state.starting_player
    state = register(state, sp, rng)
    mine, theirs, spectator = (ENGINE.player_view(state, s) for s in (sp, 1 - sp, None))
    assert mine["players"][sp]["deck"] == state.players[sp].deck
    assert "deck" not in theirs["players"][sp] and "sideboard" not in theirs["players"][sp]
    assert theirs["players"][sp]["deck_count"] == 20 and theirs["players"][sp]["sideboard_count"] == 21
    assert "cards" not in theirs["players"][sp]["registrations"][0]
    assert "deck" not in spectator["players"][0] and "deck" not in spectator["players"][1]
    for view in (mine, theirs, spectator):
        assert view["pile_sizes"]["core_pool"] == 264
        assert "core_pool" not in view and "theme_deck" not in view
        assert not set(view["cards"]) & (set(state.core_pool) | set(state.occasional_pool))
    assert not set(theirs["cards"]) & set(state.players[sp].deck)


def test_deal_events_tell_each_player_their_own_cards():
    state, rng = new_saga()
    state.step, state.waiting_on = "fall_fresh_ideas", []
    outcome = ENGINE.apply(state, None, ENGINE.system_action(state), rng)
    dealt = [e for e in outcome.events if e["type"] == "booster_dealt"]
    for event in dealt:
        owner = event["seat"]
        assert len(redact_event(event, owner)["secret"]["cards"]) == 7
        assert "secret" not in redact_event(event, 1 - owner)


def test_the_market_and_private_collections_are_public():
    state, rng = new_saga()
    state.step, state.waiting_on = "winter_deal", []
    state = deal(state, rng)
    view = ENGINE.player_view(state, None)
    assert [slot["card"] for slot in view["market"][0]] == state.market[0]
    assert set(state.market[0]) <= set(view["cards"])


def test_waiting_on_text():
    state, rng = new_saga()
    sp = state.starting_player
    assert waiting_on_text(state, sp).startswith("Waiting on you to register your deck")
    assert waiting_on_text(state, 1 - sp).startswith("Waiting on you to register your deck")
    first, second = state.players[sp].name, state.players[1 - sp].name  # the starting player first
    assert waiting_on_text(state, None) == f"Waiting on {first} and {second} to register their decks."
    state = register(state, 1 - sp, rng)  # both build at once: the other player may register first
    assert waiting_on_text(state, 1 - sp).startswith(f"Waiting on {state.players[sp].name} to register their deck")
    state = register(state, sp, rng)
    state = play(state, sp, {"type": "choose_play_draw", "play": True}, rng)
    assert waiting_on_text(state, None) == f"Waiting on {first} or {second} to report the skirmish result."
    state = reported(state, sp, {"type": "report_skirmish", "winner": None}, rng)
    assert waiting_on_text(state, sp) == "Waiting for the table to deal."
