"""Hostile socket frames against the real server: text that is not JSON, binary, empty, huge,
deeply nested, wrong types, numbers JSON cannot hold. Each frame gets an error on the socket that
names its problem (or, for a well-formed message, its usual answer), and the socket stays open:
after every frame a ping still gets its pong. (About 600 frames in a few seconds from one seat:
the harness's generous RATE_LIMIT_SOCKET lets them all be read; the limit itself has its own
tests, tests/tabletop/test_socket_rate_limit.py and test_abuse.py.)"""

import contextlib
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed

from tabletop.live.consumers import MAX_FRAME_CHARS, MAX_SEQ
from tabletop.rules.limits import MAX_JSON_DEPTH as MAX_NESTING
from tests.faults import harness
from tests.faults.conftest import Api, Socket, auction_at_main_phase

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
EXAMPLES = 300  # each one a round trip to the server: a few seconds in all

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=2**63)
    | st.text(max_size=12)
    | st.floats(allow_nan=False, allow_infinity=False)
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
ACTIONS = st.fixed_dictionaries(
    {"type": st.sampled_from(["adjust_gold", "bid", "decline", "cast", "stop_auctioning", "undo"]) | VALUES},
    optional={name: VALUES for name in ("seat", "delta", "amount", "reason", "card", "expected_version")},
)
MESSAGES = (
    st.fixed_dictionaries(
        {},
        optional={
            "type": st.sampled_from(["action", "resync", "hello", "result", ""]) | VALUES,
            "action": ACTIONS | VALUES,
            "after": VALUES,
            "ref": VALUES | st.text(min_size=129, max_size=400) | st.integers(min_value=2**53, max_value=2**62),
            "idempotency_key": VALUES,
            "view": VALUES,
        },
    )
    | VALUES
)


def _strict_json(text: str):
    """JSON as the standard has it (no NaN or Infinity): the test's own oracle."""

    def refuse(constant):
        raise ValueError(constant)

    return json.loads(text, parse_constant=refuse)


def _nested(depth: int, inside_an_action: bool) -> str:
    body = "[" * depth + "]" * depth
    return '{"type":"action","ref":"deep","action":{"type":"bid","amount":' + body + "}}" if inside_an_action else body


def _resync_with(field: str, number: str) -> str:
    return f'{{"type":"resync","{field}":{number}}}'


def _not_json(text: str) -> bool:
    if not text.strip() or text.count("[") + text.count("{") > MAX_NESTING:
        return False  # an empty or deep frame has its own answer
    try:
        _strict_json(text)
    except (ValueError, RecursionError):
        return True
    return False


# (the frame, the error code it must get, and the answer's type: an action refused before it is read
# whole is answered as a refused result under its ref; None: a JSON message, answered as the
# protocol says)
FRAMES = st.one_of(
    st.binary(max_size=64).map(lambda data: (data, "binary_frame", "error")),
    st.sampled_from(["", " ", "\n\t "]).map(lambda text: (text, "empty_frame", "error")),
    st.integers(MAX_FRAME_CHARS + 1, 3 * MAX_FRAME_CHARS).map(
        lambda size: ('{"type":"ping","pad":"' + "x" * size + '"}', "frame_too_large", "error")
    ),
    st.integers(MAX_NESTING + 1, 5_000).map(lambda depth: (_nested(depth, False), "too_deep", "error")),
    # an action's type and ref are read with the rest skipped, which goes about 990 levels deep
    st.integers(MAX_NESTING + 1, 900).map(lambda depth: (_nested(depth, True), "too_deep", "result")),
    st.integers(1_000, 5_000).map(lambda depth: (_nested(depth, True), "too_deep", "error")),
    st.tuples(st.sampled_from(["after", "ref"]), st.sampled_from(["NaN", "Infinity", "-Infinity"])).map(
        lambda bad: (_resync_with(*bad), "invalid_json", "error")
    ),  # not JSON numbers at all
    st.tuples(st.sampled_from(["after", "ref"]), st.sampled_from(["1e400", "-1e999", "2E+308"])).map(
        lambda bad: (_resync_with(*bad), "not_finite", "error")
    ),  # JSON numbers beyond a float
    st.text(max_size=40).filter(_not_json).map(lambda text: (text, "invalid_json", "error")),
    MESSAGES.map(lambda message: (json.dumps(message), None, None)),
)


def _exchange(phone: Socket, frame: str | bytes, pongs_wanted: int) -> list[dict]:
    """Send a frame, then a ping: the answers to the frame are what came before that ping's pong
    (pushes of accepted actions come whenever they come, and are left out)."""
    start = len(phone.messages)
    pongs = len(phone.of_type("pong")) + pongs_wanted + 1
    with contextlib.suppress(ConnectionClosed):  # the frame killed it: said below
        phone.ws.send(frame)
        phone.ws.send('{"type":"ping"}')
    phone.wait_for(lambda s: len(s.of_type("pong")) >= pongs or s.closed is not None, 60)
    assert phone.closed is None, f"the socket closed after {frame[:200]!r}: {phone.closed!r}"
    with phone.lock:
        answers = phone.messages[start:]
    return [m for m in answers if m.get("type") != "action"][:-1]  # less the pong of our ping


def _beyond_64_bits(value) -> bool:
    if isinstance(value, dict):
        return any(_beyond_64_bits(item) for item in value.values())
    if isinstance(value, list):
        return any(_beyond_64_bits(item) for item in value)
    return isinstance(value, int) and abs(value) > 2**63 - 1


def _answered_under_its_ref(message) -> bool:
    """An action with a ref a result may carry (a text of 1 to 128 characters, a whole number
    below 2^53, or none): refused or not, it is answered by a result under that ref."""
    if not (isinstance(message, dict) and message.get("type") == "action"):
        return False
    ref = message.get("ref")
    return ref is None or (type(ref) is str and 0 < len(ref) <= 128) or (type(ref) is int and abs(ref) < 2**53)


def _answers_wanted(message, version) -> list[str]:
    """The types of the answers to a well-formed JSON message, as the protocol says: a frame
    holding an integer beyond 64 bits anywhere is refused whole, as every body is (an action's
    under its ref); an action whose ref no result could carry gets an error; a resync past the
    game's last seq (`version()`) is answered ahead_of_game."""
    if _beyond_64_bits(message):
        return ["result"] if _answered_under_its_ref(message) else ["error"]
    wanted = message.get("type") if isinstance(message, dict) else None
    if wanted == "action":
        return ["result"] if _answered_under_its_ref(message) else ["error"]
    if wanted == "resync":
        if _bad_after(message) or message["after"] > version():
            return ["error"]
        return []  # the entries come as "action" messages
    if wanted == "ping":
        return ["pong"]
    return ["error"]


def test_every_hostile_frame_gets_an_error_naming_it_and_the_socket_stays_open(stack):
    server = stack.server()
    api = Api(server)
    game, tokens, _host = auction_at_main_phase(api, stack.demo_token)
    phones: list[Socket] = []

    def game_version() -> int:
        return api.http.get(f"/auctions/{game}/", headers=api.auth(seat=tokens[0])).json()["version"]

    seen: dict[str, int] = {}

    def open_phone() -> Socket:
        """A socket that is open (a frame that killed the last one fails its own example only)."""
        if not phones or phones[-1].closed is not None:
            phones.append(Socket(server, "auction", game, tokens[0]))
            phones[-1].wait_for(lambda s: s.of_type("hello"))
        return phones[-1]

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(FRAMES)
    def each_frame(case):
        frame, code, answer = case
        wanted = [answer] if code is not None else _answers_wanted(_strict_json(frame), game_version)
        answers = _exchange(open_phone(), frame, pongs_wanted=wanted.count("pong"))
        assert [a["type"] for a in answers] == wanted, (frame[:200], answers)
        assert all(a.get("code") != "server_error" for a in answers), (frame[:200], answers)
        if code is not None:
            assert answers[0]["code"] == code and answers[0]["message"], (frame[:200], answers)
        if answer == "result":
            assert (answers[0]["ref"], answers[0]["ok"], answers[0]["status"]) == ("deep", False, 400), answers
        message = _strict_json(frame) if code is None else None
        refused_ref = isinstance(message, dict) and message.get("type") == "action" and not _beyond_64_bits(message)
        if refused_ref and wanted == ["error"]:  # a ref no result could carry: named (or a NUL in the frame)
            assert answers[0]["code"] in ("invalid_ref", "invalid_text"), (frame[:200], answers)
            assert answers[0]["code"] == "invalid_text" or answers[0]["field"] == "ref", (frame[:200], answers)
        seen[code or "message"] = seen.get(code or "message", 0) + 1

    each_frame()
    assert len(phones) == 1 and phones[0].closed is None
    not_utf8 = Socket(server, "auction", game, tokens[0])  # a text frame whose bytes are not UTF-8
    not_utf8.wait_for(lambda s: s.of_type("hello"))
    not_utf8.ws.send(b'{"type":"ping","x":"\xff"}', text=True)
    not_utf8.wait_for(lambda s: s.closed is not None, 30)
    assert getattr(not_utf8.closed, "rcvd", None) and not_utf8.closed.rcvd.code == 1007, repr(not_utf8.closed)
    said = "WARNING:  Invalid UTF-8 sequence received from client."  # one line, a warning, untraced
    harness.wait_until(lambda: said in server.output(), 30, 0.1, what="the frame's warning in the log")
    assert "Traceback" not in server.output(), server.output()[-3000:]
    assert {
        "binary_frame",
        "empty_frame",
        "frame_too_large",
        "too_deep",
        "invalid_json",
        "not_finite",
        "message",
    } <= set(seen), seen
    print(f"\n{sum(seen.values())} frames, each answered and the socket kept: {seen}")
    phones[0].close()


def _bad_after(message: dict) -> bool:
    after = message.get("after")
    return not (isinstance(after, int) and not isinstance(after, bool) and 0 <= after <= MAX_SEQ)
