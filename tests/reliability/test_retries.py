"""Retries and races through the live server: one Idempotency-Key sent from several threads at
once applies once; a stale expected_version gets 409 and writes nothing; two phones holding the
same seat token double-tapping one bid act once."""

import threading

import httpx
import pytest

pytestmark = pytest.mark.services("postgres", "redis")


def _bid_table(live):
    table = live.new_game("auction", ["Ann", "Bob", "Cy"], {"starting_gold": 50})
    table.begin_auction_step()
    _, state, version = live.state(table.id)
    return table, state.auction.bidders[state.auction.next_index], state.auction.high_bid, version


def _at_once(count: int, send) -> list[httpx.Response]:
    barrier = threading.Barrier(count)
    out: list = [None] * count

    def run(i):
        barrier.wait()
        out[i] = send(i)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return out


def test_one_idempotency_key_sent_from_8_threads_at_once_applies_once(live):
    table, seat, high, version = _bid_table(live)
    body = {"type": "bid", "amount": high + 1, "expected_version": version}

    def send(i):
        with live.client(table.seat(seat)) as phone:
            return phone.post(f"{table.path}actions/", json=body, headers={"Idempotency-Key": "tap-1"})

    answers = _at_once(8, send)
    assert [a.status_code for a in answers] == [200] * 8, [a.text for a in answers]
    first = answers[0].json()
    assert all(a.json() == first for a in answers)  # the first response, replayed (jsonb reorders its keys)
    assert sorted(str(a.headers.get("Idempotent-Replayed")) for a in answers) == ["None"] + ["true"] * 7
    assert live.seqs(table.id) == list(range(1, version + 2))
    rows = live.fetch("SELECT count(*) FROM tabletop_action WHERE game_id = %s AND idempotency_key = 'tap-1'", table.id)
    assert rows == [(1,)]
    with live.client(table.seat(seat)) as phone:  # the same key with another body: refused, nothing written
        reused = phone.post(
            f"{table.path}actions/", json={**body, "amount": high + 5}, headers={"Idempotency-Key": "tap-1"}
        )
    assert reused.status_code == 422 and reused.json()["code"] == "idempotency_key_reused"
    assert live.game_row(table.id)["version"] == version + 1


def test_a_stale_expected_version_gets_409_with_the_current_version_and_writes_nothing(live):
    table, seat, high, version = _bid_table(live)
    with live.client(table.seat(seat)) as phone:
        assert (
            phone.post(
                f"{table.path}actions/", json={"type": "bid", "amount": high + 1, "expected_version": version}
            ).status_code
            == 200
        )
        _, state, now = live.state(table.id)
        nxt = state.auction.bidders[state.auction.next_index]
    with live.client(table.seat(nxt)) as phone:
        stale = phone.post(
            f"{table.path}actions/", json={"type": "bid", "amount": high + 2, "expected_version": version}
        )
    assert stale.status_code == 409
    assert stale.json()["code"] == "stale_version" and stale.json()["current_version"] == now == version + 1
    assert stale.json()["view"]["auction"]["high_bid"] == high + 1
    assert live.game_row(table.id)["version"] == now and live.seqs(table.id) == list(range(1, now + 1))


@pytest.mark.parametrize("with_version", [True, False], ids=["expected_version", "no_version"])
def test_two_phones_of_one_seat_double_tapping_a_bid_act_once(live, with_version):
    table, seat, high, version = _bid_table(live)
    body = {"type": "bid", "amount": high + 1}
    if with_version:
        body["expected_version"] = version
    phones = [live.client(table.seat(seat)) for _ in range(2)]  # one token, two devices

    def send(i):
        return phones[i % 2].post(f"{table.path}actions/", json=body)  # each phone taps twice

    try:
        answers = _at_once(4, send)
    finally:
        for phone in phones:
            phone.close()
    statuses = sorted(a.status_code for a in answers)
    assert statuses == [200, 409, 409, 409], [a.text for a in answers]
    codes = {a.json()["code"] for a in answers if a.status_code == 409}
    assert codes <= ({"stale_version"} if with_version else {"not_your_turn", "bid_too_low"}), codes
    assert live.game_row(table.id)["version"] == version + 1 and live.seqs(table.id) == [*range(1, version + 2)]
    _, state, _ = live.state(table.id)
    assert state.auction.high_bid == high + 1 and state.auction.high_bidder == seat
