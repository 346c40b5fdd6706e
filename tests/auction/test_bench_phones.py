"""The bench's phones (bench/load.py) play whole auction turns: four phones that know the table
only from their first view and the events of every commit, each seat's events as the socket
sends them, act only when the table waits on them, are never refused and never need to re-read."""

import random

from auction.rules import ENGINE
from auction.rules.playout import table_cards
from auction.rules.state import Settings
from bench.load import REREAD, Phone, PhoneCred
from tabletop.rules.rng import Rng


def test_four_bench_phones_play_ten_whole_turns_from_the_events_alone():
    rng = Rng("bench-phones")
    state = ENGINE.setup(Settings(), table_cards(120), ["A", "B", "C", "D"], rng)
    phones = [
        Phone(table=None, cred=PhoneCred(game_id=1, seat=seat, token=""), rnd=random.Random(seat)) for seat in range(4)
    ]
    for phone in phones:
        phone.model.load_view(ENGINE.player_view(state, phone.seat), version=0)
    version, sent = 0, []
    while state.turn <= 10 and not ENGINE.is_over(state):
        moves = [(phone, phone.model.move_for(phone.seat)) for phone in phones]
        assert all(move != REREAD for _, move in moves), "a phone lost track of the table"
        acting = [(phone, move) for phone, move in moves if move is not None]
        assert [phone.seat for phone, _ in acting] == ENGINE.waiting_on(state)  # one phone, the right one
        phone, move = acting[0]
        payload = phone.decide(move)
        outcome = ENGINE.apply(state, phone.seat, ENGINE.parse_action(payload), rng)  # never refused
        state, version = outcome.state, version + 1
        sent.append(payload["type"])
        for each in phones:
            assert each.model.answered(version, [ENGINE.event_view(e, each.seat) for e in outcome.events])
            assert not each.model.stale and each.model.seq == version
    assert state.turn == 11 and sent.count("begin_auction_step") == 10 and sent.count("end_turn") == 10
    assert {"bid", "decline", "cast", "keep", "next_auction"} <= set(sent)
