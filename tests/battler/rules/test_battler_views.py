"""What the pushes' documents (tabletop.core.patches) take from a battler view: the legal actions it
carries are the engine's (a document takes them from the view rather than asking the engine
again), and the views of one state made with its shared part are the views made alone."""

from __future__ import annotations

import pytest

from battler.rules import ENGINE, views
from battler.rules.playout import random_legal_action
from battler.rules.queries import may_act
from battler.rules.settings import BAR, TREASURE
from tabletop.core import patches
from tabletop.rules.rng import Rng

from .factory import new_game


@pytest.mark.parametrize("settings", [TREASURE, BAR], ids=["treasure", "bar"])
def test_a_view_carries_the_engines_legal_actions_and_its_shared_part_changes_nothing(settings):
    state, rng = new_game(settings, 4, "views")
    chooser = Rng("views-choices")
    for _ in range(5000):
        table = patches.table_part(ENGINE, state)
        assert table.part["waiting_on"] == ENGINE.waiting_on(state)
        for seat in (*range(len(state.players)), None):
            alone = views.player_view(state, seat)
            assert alone == views.player_view(state, seat, table.shared)
            for other, shown in enumerate(views.player_view(state, seat, table.shared).players):
                if other == seat:
                    assert shown.pool is not views.UNSET
                else:  # another seat's player, as every seat sees it: one object, nothing private
                    assert shown is table.shared.players[other], (seat, other)
                    assert shown.pool is views.UNSET and shown.pack is views.UNSET and shown.hand is views.UNSET
            assert alone.legal_actions == ENGINE.legal_actions(state, seat), (state.phase, seat)
            if seat is not None:
                assert patches.document(ENGINE, state, (seat, seat), table)["legal_actions"] == alone.legal_actions
        outside = views.player_view(state, -1, table.shared)  # no seat of the table: nothing of anyone's own
        assert all(shown is public for shown, public in zip(outside.players, table.shared.players, strict=True))
        assert set(outside.cards) == table.shared.visible, "a view for no seat of the table holds a player's own cards"
        if ENGINE.is_over(state):
            break
        seat = chooser.choice(may_act(state))
        state = ENGINE.apply(state, seat, random_legal_action(state, seat, chooser), rng).state
    assert ENGINE.is_over(state), "the playout never reached the end of the game"


def test_a_states_table_part_and_each_seats_view_are_made_once_for_the_answer_and_the_documents(monkeypatch):
    """A socket command's kept answer (its seat's view) and its push's documents (every followed
    seat's) are made of one state: its shared part and each seat's view are made once, not again
    for each document."""
    state, _ = new_game(TREASURE, 4, "made once")
    made: list[str] = []

    def counted(name: str, build):
        def wrapper(*args):
            made.append(name)
            return build(*args)

        return wrapper

    monkeypatch.setattr(views, "player_view", counted("view", views.player_view))
    monkeypatch.setattr(views, "shared", counted("shared", views.shared))
    answer = patches.view(ENGINE, state, 2)
    table = patches.table_part(ENGINE, state)
    documents = [patches.document(ENGINE, state, (seat, seat), table) for seat in range(4)]
    assert documents[2]["view"] is answer
    assert sorted(made) == ["shared", "view", "view", "view", "view"]
