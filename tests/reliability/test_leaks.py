"""Leak scan: a game of each kind is driven through the live server while every seat and two
spectators (one watching seat 0) hold a socket and an event stream open. Everything each of them
receives (detail views, action responses, the events log, 409 views, socket messages, stream
frames) is kept with the version it shows. The host watches through its own token too, and in a
second table of each kind the host's account also plays a seat. Afterwards the log is replayed from the initial state to
get the full state at every version, and from it, independently of rules/views.py, what each
viewer may know at each version: the public places, its own hidden places, and (for the watching
spectator, once seat 0 set shares_with_spectators) seat 0's. A card name of the game that the
viewer could not know at that version must not appear in anything it received, by name or by id
(an int where the documents put card ids: CARD_ID_KEYS, CARD_LIST_KEYS, a card object's "id",
a "cards" table's keys)."""

import json
import threading
import time

import httpx
import pytest
from websockets.sync.client import connect

from auction.rules.playout import random_legal_action as auction_action
from battler.rules.playout import random_legal_action as battler_action
from saga.rules.playout import random_decision as saga_action
from tabletop.core import kinds, selectors
from tabletop.core.states import joined
from tabletop.rules.engine import to_builtins
from tabletop.rules.rng import Rng
from tests.exports import export_at
from tests.reliability.conftest import PLURALS, TLS, Table, stored_state

pytestmark = pytest.mark.services("postgres", "redis")

AUCTION_ZONES = ("hand", "battlefield", "graveyard", "exile", "command")
# where views and events put card ids: one id, or a list (of lists) of ids; a count is never a list
CARD_ID_KEYS = frozenset({"card", "commander", "pool_card", "pack_card", "$card"})  # $card: a pushed patch's
CARD_LIST_KEYS = frozenset(
    {
        "cards",
        "lot",
        "deck",
        "sideboard",
        "pool",
        "pack",
        "hand",
        "augment_offer",
        "pack_yard",
        "table",
        "insured",
        "solomon_offer",
        "solomon_piles",
        "solomon_cards",
        "private_collections",
        "booster",
        "battlefield",
        "graveyard",
        "exile",
        "command",
        "picked",
        "sold",
        "bought",
    }
)


def _auction_visible(state, seat):
    ids = {c for p in state.players for zone in AUCTION_ZONES for c in getattr(p, zone)}
    if state.auction is not None:
        ids |= set(state.auction.lot)
    if state.purchase is not None:
        ids |= set(state.purchase.cards)
    if state.looking is not None and seat is not None and state.looking.seat == seat:
        ids |= set(state.looking.cards)
    return ids


def _saga_visible(state, seat):
    ids = set(state.private_collections) | {c for row in state.market for c in row if c is not None}
    for p in state.players:
        ids |= {t.card for t in p.trending} | set(p.insured) | set(p.solomon_offer) | set(p.solomon_cards)
        ids |= {c for pile in p.solomon_piles for c in pile}
    if seat is not None:
        ids |= set(state.players[seat].deck) | set(state.players[seat].sideboard)
        if seat in state.waiting_on and state.step in ("spring_loser_picks", "spring_winner_picks"):
            ids |= set(state.booster)
        if state.thief_from == "opponent" and seat == state.starting_player:  # the thief browses it (the text)
            ids |= set(state.players[1 - seat].sideboard)
    return ids


def _battler_visible(state, seat):
    ids = set(state.pack_yard) | set(state.table) | {c for p in state.players for c in p.augments}
    if seat is not None:
        p = state.players[seat]
        ids |= set(p.pool) | set(p.pack) | set(p.hand) | set(p.augment_offer)
    return ids


KINDS = {
    "auction": (["Ann", "Bob", "Cy"], {"starting_gold": 20}, auction_action, _auction_visible, 22),
    "saga": (["Ann", "Bob"], {"hire_a_thief": True, "insurance_broker": True}, saga_action, _saga_visible, 22),
    "battler": (["Ann", "Bob", "Cy", "Di"], {"preset": "treasure"}, battler_action, _battler_visible, 22),
}


class Viewer:
    """One seat or spectator: its credential, whose hidden cards it may see, and all it received,
    as (version, parsed JSON)."""

    def __init__(self, name, credential, seat):
        self.name, self.credential, self.seat = name, credential, seat
        self.received: list[tuple[int, object]] = []
        self.lock = threading.Lock()

    def keep(self, version, document):
        with self.lock:
            self.received.append((version, document))


def _version_of(doc, default):
    if isinstance(doc, dict):
        for key in ("version", "current_version", "seq"):
            if isinstance(doc.get(key), int):
                return doc[key]
    return default


def _listen_socket(live, table, viewer, stop):
    with connect(
        f"{live.ws}/ws/{table.kind}/{table.id}/",
        origin=live.base,
        additional_headers={"Authorization": viewer.credential},
        open_timeout=15,
    ) as ws:
        while not stop.is_set():
            try:
                message = json.loads(ws.recv(timeout=0.3))
            except TimeoutError:
                continue
            viewer.keep(_version_of(message, 0), message)


def _listen_stream(live, table, viewer, stop):
    try:
        _read_stream(live, table, viewer, stop)
    except httpx.HTTPError:
        if not stop.is_set():
            raise


def _read_stream(live, table, viewer, stop):
    with (
        httpx.Client(
            base_url=live.api, headers={"Authorization": viewer.credential}, timeout=None, verify=TLS
        ) as client,
        client.stream("GET", f"{table.path}stream/") as response,
    ):
        assert response.status_code == 200
        for line in response.iter_lines():
            if line.startswith("data: "):  # an action, or the seats (their names, no seq): both scanned
                frame = json.loads(line[6:])
                viewer.keep(_version_of(frame, 0), frame)
            if stop.is_set():
                return


def _read_all(live, table, viewers):
    for viewer in viewers:
        with live.client(viewer.credential) as client:
            for url in (table.path, f"{table.path}events/", f"{table.path}refs/"):
                body = client.get(url).json()
                viewer.keep(_version_of(body, 0), body)
            # the facts of every card id it may ask for, kept at the version read before and after
            version = _version_of(body, 0)
            facts = client.get(f"{table.path}cards/?ids={','.join(map(str, range(selectors.MAX_CARD_IDS)))}").json()
            if _version_of(client.get(table.path).json(), -1) == version:
                viewer.keep(version, facts)


def _replayed_states(live, game_id):
    (row,) = live.fetch(
        "SELECT kind, initial_state, rng_seed, initial_rng_counter, state, cards FROM tabletop_game WHERE id = %s",
        game_id,
    )
    kind, initial, seed, counter, final, cards = row
    initial, final = joined(initial, cards), joined(stored_state(final), cards)
    engine = kinds.get(kind).engine
    rng = Rng(seed, counter)
    states = [engine.decode_state(initial)]
    events = [[]]
    for seat, payload, logged in live.fetch(
        "SELECT seat, payload, events FROM tabletop_action WHERE game_id = %s ORDER BY seq", game_id
    ):
        outcome = engine.apply(states[-1], seat, engine.parse_action(payload), rng)
        states.append(outcome.state)
        events.append(logged)
    assert engine.encode_state(states[-1]) == final  # the replay is the game
    return engine, states, events


def _told(events, seat):
    """The strings and card ids an action's events tell `seat` (None: everyone): the event
    protocol's public part (a card revealed to the table is known from then on), and the secret
    part if `seat` is in "to"."""
    told = []
    for event in events:
        if "secret" not in event:  # "to" may then be a zone ("cast ... to battlefield")
            told.append(event)
            continue
        told.append({k: v for k, v in event.items() if k not in ("secret", "to")})
        if seat is not None and seat in event["to"]:
            told.append(event["secret"])
    return set(_strings(told)), {card_id for _where, card_id in _card_ids(told)}


def _names(state) -> dict[int, str]:
    cards = state.cards.values() if isinstance(state.cards, dict) else state.cards
    return {card.id: card.name for card in cards}


def _strings(document):
    """Every string value and dict key in a JSON document."""
    if isinstance(document, dict):
        for key, value in document.items():
            yield str(key)
            yield from _strings(value)
    elif isinstance(document, list):
        for item in document:
            yield from _strings(item)
    elif isinstance(document, str):
        yield document


def _ints(value):
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _ints(item)


def _card_ids(document, where="$"):
    """Every card id a JSON document shows (see CARD_ID_KEYS), as (where, id)."""
    if isinstance(document, dict):
        if isinstance(document.get("id"), int) and "name" in document:
            yield where, document["id"]
        for key, value in document.items():
            if key == "cards" and isinstance(value, dict):
                yield from ((f"{where}.cards", int(k)) for k in value if str(k).isdigit())
            elif key in CARD_ID_KEYS or (key in CARD_LIST_KEYS and isinstance(value, list)):
                yield from ((f"{where}.{key}", card_id) for card_id in _ints(value))
            yield from _card_ids(value, f"{where}.{key}")
    elif isinstance(document, list):
        for index, item in enumerate(document):
            yield from _card_ids(item, f"{where}[{index}]")


def _drive(live, table, choose, steps, viewers, on_step=None):
    engine = kinds.get(table.kind).engine
    chooser = Rng(f"leaks-{table.kind}")
    phones = {n: live.client(table.seat(n)) for n in range(len(table.seat_tokens))}
    try:
        for step in range(steps):
            _, state, version = live.state(table.id)
            waiting = engine.waiting_on(state)
            if engine.is_over(state) or not waiting:
                time.sleep(0.2)  # a table step (a saga deal) may still be running in the server
                continue
            seat = waiting[0]
            action = on_step(state, seat, step) if on_step else None
            action = action or choose(state, seat, chooser)
            if action is None:
                break
            payload = action if isinstance(action, dict) else to_builtins(action)
            answer = phones[seat].post(f"{table.path}actions/", json={**payload, "expected_version": version})
            assert answer.status_code == 200, (payload, answer.text)
            viewers[seat].keep(_version_of(answer.json(), version), answer.json())
            if step % 6 == 0:  # a stale command from every seat: the 409 carries each seat's view
                for n, phone in phones.items():
                    refused = phone.post(f"{table.path}actions/", json={**payload, "expected_version": version})
                    assert refused.status_code == 409, refused.text
                    viewers[n].keep(refused.json()["current_version"], refused.json())
            if step % 5 == 0:
                _read_all(live, table, viewers)
    finally:
        for phone in phones.values():
            phone.close()


@pytest.mark.parametrize("host_plays", [False, True], ids=["host-apart", "host-plays-seat-1"])
@pytest.mark.parametrize("kind", list(KINDS))
def test_no_viewer_receives_a_card_it_may_not_know(live, kind, host_plays):
    seats, table_settings, choose, visible, steps = KINDS[kind]
    host_user = f"Token {live.host_token}"
    table = live.new_game(kind, seats, table_settings, credential=host_user, claim=False)
    _watch_and_scan(live, table, kind, steps, host_plays)


def _watch_and_scan(live, table, kind, steps, host_plays):
    """Claim the table's seats (seat 1 by the host's account when it plays), let every seat, two
    spectators, the host token and the host account listen, drive `steps` actions, and check
    that nothing any of them received names or numbers a card it may not know."""
    seats, _settings, choose, visible, _steps = KINDS[kind]
    host_user = f"Token {live.host_token}"
    for number in range(len(seats)):
        account = host_user if host_plays and number == 1 else None
        table.seat_tokens.append(table.join(seat=number, _credential=account)["token"])
    viewers = [Viewer(f"seat {n}", table.seat(n), n) for n in range(len(seats))]
    public = Viewer("spectator", f"Seat {table.spectator()}", None)
    watcher = Viewer("spectator watching seat 0", f"Seat {table.spectator(watching=0)}", None)
    host = Viewer("host token", table.host, None)
    account = Viewer("host account" + (", playing seat 1" if host_plays else ""), host_user, 1 if host_plays else None)
    everyone = viewers + [public, watcher, host, account]
    stop = threading.Event()
    listeners = [
        threading.Thread(target=f, args=(live, table, v, stop), daemon=True)
        for v in everyone
        for f in (_listen_socket, _listen_stream)
    ]
    for thread in listeners:
        thread.start()
    time.sleep(1.0)  # sockets and streams connected
    shared_from = {}

    def on_step(state, seat, step):
        if step == steps // 2 and not shared_from:  # seat 0 lets its watchers see its cards
            with live.client(table.seat(0)) as phone:
                assert phone.patch(f"{table.path}seats/me/", json={"shares_with_spectators": True}).status_code == 200
            shared_from["version"] = live.game_row(table.id)["version"]
        if (
            kind == "auction"
            and "look_at_top" in kinds.get(kind).engine.legal_actions(state, seat)
            and state.looking is None
            and step % 5 == 0
        ):
            return {"type": "look_at_top", "count": 2}
        return None

    _drive(live, table, choose, steps, everyone, on_step)
    _read_all(live, table, everyone)
    time.sleep(1.0)  # the last pushes
    stop.set()
    engine, states, events = _replayed_states(live, table.id)
    names = _names(states[0])
    assert len(states) > 15, "the game did not get far enough to prove anything"

    def known_by(viewer_seat, sharing_seat):
        """(card ids, strings) the viewer may know at each version: what it saw and was told so
        far, and once a watched seat shares, all that seat knows by then (its log included)."""
        known, told, out = set(), set(), []
        for version, state in enumerate(states):
            known |= visible(state, viewer_seat)
            told_names, told_ids = _told(events[version], viewer_seat)
            told |= told_names
            known |= told_ids
            mine = (set(known), set(told))
            if sharing_seat is not None and version >= shared_from.get("version", 10**9):
                shared_ids, shared_names = seat_knowledge[sharing_seat][version]
                mine = (mine[0] | shared_ids, mine[1] | shared_names)
            out.append(mine)
        return out

    seat_knowledge = {0: known_by(0, None)}

    leaks, scanned = [], 0
    for viewer in everyone:
        knowledge = known_by(viewer.seat, 0 if viewer is watcher else None)
        with viewer.lock:
            received = list(viewer.received)
        for version, document in received:
            version = min(version, len(states) - 1)
            known_ids, told = knowledge[version]
            known_names = {names[c] for c in known_ids} | told
            hidden = {names[c] for c in names if c not in known_ids} - known_names
            scanned += 1
            for text in set(_strings(document)):
                if text in hidden:
                    leaks.append((viewer.name, version, text, json.dumps(document)[:300]))
            for where, card_id in set(_card_ids(document)):
                if card_id in names and card_id not in known_ids:
                    leaks.append((viewer.name, version, f"card id {card_id} at {where}", json.dumps(document)[:300]))
    assert scanned > 100 and all(v.received for v in everyone)
    assert not leaks, leaks[:5]
    # the scan is not vacuous: a player sees cards that others may not know, and sharing shows them
    final = states[-1]
    own = visible(final, 0) - visible(final, None)
    if kind != "auction":
        assert own, "seat 0 holds no hidden card at the end"
        with live.client(watcher.credential) as client:
            shown = set(_strings(client.get(table.path).json()))
        assert {names[c] for c in own} <= shown
    return states


def _saga_cards():
    from tests.saga.rules.helpers import CUBE

    return CUBE


def _battler_cards():
    from tests.battler.rules.factory import cube

    return cube(augments=30)


# Steps that show hidden cards to some seats only, each reached by a table imported just before it
HIDDEN_STEPS = {
    "saga-learning-from-mistakes": (
        "saga",
        {},
        _saga_cards,
        ["Ann", "Bob"],
        lambda s: s.step == "spring_learning_deal",
    ),
    "saga-solomon": ("saga", {}, _saga_cards, ["Ann", "Bob"], lambda s: s.step == "spring_solomon_split"),
    "saga-thief": (
        "saga",
        {"hire_a_thief": True, "insurance_broker": True},
        _saga_cards,
        ["Ann", "Bob"],
        lambda s: s.step == "winter_thief_steal" and s.thief_from == "opponent",
    ),
    "battler-augments-and-carousel": (
        "battler",
        {"preset": "treasure", "augments": "on_poison", "augment_poison": 1, "carousel_every": 1},
        _battler_cards,
        ["Ann", "Bob", "Cy", "Di"],
        lambda s: s.phase == "fight",
    ),
}


@pytest.mark.parametrize("step", list(HIDDEN_STEPS))
def test_no_viewer_receives_a_hidden_card_at_the_steps_that_show_some(live, step):
    kind, table_settings, cards, seats, reached = HIDDEN_STEPS[step]
    for attempt in range(40):  # the first seed whose game reaches the step
        try:
            document = export_at(kind, table_settings, cards(), seats, f"{step}-{attempt}", reached, KINDS[kind][2])
            break
        except AssertionError:
            continue
    with live.client(f"Token {live.host_token}") as host:
        imported = host.post(f"/{PLURALS[kind]}/import/", json=document)
    assert imported.status_code == 201, imported.text
    body = imported.json()
    table = Table(live, kind, body["id"], body["join_code"], body["host_token"], [])
    states = _watch_and_scan(live, table, kind, 30, host_plays=True)
    seen = {_step_of(kind, state) for state in states[document["version"] :]}
    assert seen & SHOWN_AT[step], f"the table never reached {SHOWN_AT[step]}: it saw {sorted(seen)}"


def _step_of(kind, state):
    return state.step if kind == "saga" else state.phase


# what the scan must have been through, for each table above
SHOWN_AT = {
    "saga-learning-from-mistakes": {"spring_loser_picks", "spring_winner_picks"},
    "saga-solomon": {"spring_solomon_split", "spring_solomon_choose"},
    "saga-thief": {"winter_thief_steal"},
    "battler-augments-and-carousel": {"augment", "carousel"},
}
