"""schemathesis in stateful mode over the whole API of the live server (uvicorn, 2 workers,
PostgreSQL, Redis): sequences of calls chained by links (the ids, join codes and tokens one answer
gives feed the next call: a table dealt from a demo cube, joined at each seat, read, acted in,
its export allowed, exported and imported), each call made with a token of its game (the host's,
a seat's), the demo user's API token or none. Positive and negative inputs, and bodies with a
hostile value put in one field. Check: no 5xx and no dropped connection, in any sequence."""

import functools
import time
from collections import Counter

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

pytestmark = pytest.mark.services("postgres", "redis")

SEQUENCES = 100
STEPS_PER_SEQUENCE = 30
TABLES = {
    "auctions": ("Demo auction block", ["Ann", "Bob"], {}),
    "sagas": ("Demo saga cube", ["Ann", "Bob"], {}),
    "battlers": ("Demo battler cube", ["A", "B", "C", "D"], {"preset": "treasure"}),
}


def with_links(raw: dict, cubes: dict[str, int]) -> dict:
    """The schema with the links a table's life follows, beside those schemathesis infers from the
    documented bodies: the cube list deals a table of each kind from its demo cube; a new table is
    joined at each seat by its code, and every operation on a game takes the id its creation or a
    join answered; an export is imported."""

    def paths_under(prefix: str) -> list[str]:
        return [path for path in raw["paths"] if path.startswith(prefix) and "/stream/" not in path]

    def link(source: str, method: str, status: str, name: str, target: str, target_method: str, **fields) -> None:
        responses = raw["paths"][source][method]["responses"][status]
        target_id = raw["paths"][target][target_method]["operationId"]
        # the link's body is the whole body (schemathesis otherwise merges it into a random one)
        responses.setdefault("links", {})[name] = {
            "operationId": target_id,
            "x-schemathesis": {"merge_body": False},
            **fields,
        }

    (cube_list,) = [path for path in raw["paths"] if path.endswith("/cubes/")]
    (join,) = [path for path in raw["paths"] if path.endswith("/join/")]
    for plural, (cube, seats, table_settings) in TABLES.items():
        (create,) = [path for path in raw["paths"] if path.endswith(f"/{plural}/")]
        link(
            cube_list,
            "get",
            "200",
            f"deal_{plural}",
            create,
            "post",
            requestBody={"cube": cubes[cube], "seats": seats, "settings": table_settings},
        )
        for seat in range(len(seats)):
            link(
                create,
                "post",
                "201",
                f"join_seat_{seat}",
                join,
                "post",
                requestBody={"code": "$response.body#/join_code", "seat": seat},
            )
        for path in paths_under(create + "{game_id}/"):
            for method in raw["paths"][path]:
                name = f"{method}_{path.removeprefix(create)}"
                link(create, "post", "201", name, path, method, parameters={"path.game_id": "$response.body#/id"})
                link(
                    join,
                    "post",
                    "201",
                    f"{plural}_{name}",
                    path,
                    method,
                    parameters={"path.game_id": "$response.body#/game"},
                )
            if path.endswith("/seats/me/"):
                link(
                    join,
                    "post",
                    "201",
                    f"{plural}_allow_export",
                    path,
                    "patch",
                    parameters={"path.game_id": "$response.body#/game"},
                    requestBody={"allows_export": True},
                )
            if path.endswith("/export/"):
                link(path, "get", "200", "import_it", create + "import/", "post", requestBody="$response.body")
    return raw


# What a client can send (not NaN: requests refuses it) that no column, engine or parser should
# take: numbers beyond the columns, NUL, texts longer than any column, nesting past the limit
# (900 levels at most: json.dumps recurses; tests/reliability/test_fuzz_bodies.py sends deeper).
HOSTILE_VALUES = st.one_of(
    st.sampled_from(
        [1e308, 2**70, -(2**63), 2**31, 32768, "\x00", "a\x00b", "x" * 5000, "y" * 301, True, None, {}, []]
    ),
    st.builds(lambda levels: functools.reduce(lambda inner, _: [inner], range(levels), 0), st.sampled_from([33, 900])),
    st.text(max_size=8),
    st.integers(),
)


def with_hostile_value(body, value, where: int):
    """`body` with `value` at one place: a field of an object (or a new one), an item of a list,
    or the whole body."""
    if isinstance(body, dict) and body:
        keys = sorted(body, key=str)
        return {**body, keys[where % len(keys)]: value}
    if isinstance(body, list) and body:
        return [value if index == where % len(body) else item for index, item in enumerate(body)]
    return value


def test_sequences_chained_by_the_links_never_get_a_server_error(live):
    raw = httpx.get(f"{live.api}/schema/?format=json", timeout=30).json()
    schema = schemathesis.openapi.from_dict(with_links(raw, live.cubes)).exclude(
        path_regex=r"/stream/$"
    )  # the event streams never end: documented for clients, not fuzzed
    schema.config.phases.stateful.inference.algorithms = []  # ours only: inferred ones chain cube ids to games

    @schema.hook
    def flatmap_body(context, body):  # besides what the schema allows: a hostile value somewhere
        return st.just(body) | st.builds(with_hostile_value, st.just(body), HOSTILE_VALUES, st.integers(0, 2**16))

    statuses: Counter[str] = Counter()
    failures: list[tuple] = []
    machine = schema.as_state_machine()

    class Sequence(machine):
        def setup(self):
            self.anyone = [f"Token {live.host_token}", None]
            self.hosts: dict[int, list[str]] = {}  # each game's host token, from its creation
            self.seats: dict[int, list[str]] = {}  # each game's seat tokens, from its joins
            self.calls = 0

        def get_call_kwargs(self, case):
            self.calls += 1
            game = (case.path_parameters or {}).get("game_id")
            seats = self.seats.get(game, [])
            if seats and case.operation.path.endswith(("/actions/", "/seats/me/")) and self.calls % 4:
                who = seats[self.calls % len(seats)]  # mostly a player of that game, as a phone would be
            else:
                tokens = self.hosts.get(game, []) + seats + self.anyone
                who = tokens[self.calls % len(tokens)]
            return {"base_url": live.base, "timeout": 30, "headers": {"Authorization": who} if who else {}}

        def after_call(self, response, case):
            super().after_call(response, case)
            statuses[f"{case.operation.method.upper()} {case.operation.path} {response.status_code}"] += 1
            body = response.json() if response.status_code == 201 else None
            if isinstance(body, dict) and isinstance(body.get("host_token"), str):
                self.hosts.setdefault(body["id"], []).append(f"Seat {body['host_token']}")
            elif isinstance(body, dict) and isinstance(body.get("token"), str) and isinstance(body.get("game"), int):
                self.seats.setdefault(body["game"], []).append(f"Seat {body['token']}")

        def call(self, case, **kwargs):
            try:
                return super().call(case, **kwargs)
            except Exception as error:  # a dropped connection is a finding too
                failures.append((case.operation.label, "transport", repr(error)))
                print("\ndropped:", failures[-1])  # Hypothesis may then report only that the replay differed
                raise

        def validate_response(self, response, case, additional_checks=None, **kwargs):
            # recorded, not raised: a sequence replayed against a server whose state has moved on
            # would take other paths, and Hypothesis could not shrink it
            if response.status_code >= 500:
                failures.append((case.operation.label, response.status_code, str(case.body)[:200], response.text[:300]))

    began = time.monotonic()
    Sequence.run(
        settings=settings(
            max_examples=SEQUENCES,
            stateful_step_count=STEPS_PER_SEQUENCE,
            deadline=None,
            database=None,
            derandomize=True,
            suppress_health_check=list(HealthCheck),
        )
    )
    elapsed = time.monotonic() - began
    calls = sum(statuses.values())
    operations = {label.rsplit(" ", 1)[0] for label in statuses}
    print(
        f"\nschemathesis stateful: {SEQUENCES} sequences, {calls} calls over {len(operations)} operations in "
        f"{elapsed:.1f}s; by status: {dict(Counter(label.rsplit(' ', 1)[1] for label in statuses.elements()))}"
    )
    assert not failures, failures[:5]
    assert calls >= SEQUENCES * 2
    # the chains reach past creation: games are acted in, and exported, by their own players
    reached = {label.rsplit(" ", 1)[0] for label in statuses if not label.endswith((" 404", " 403", " 401"))}
    assert any(label.endswith("/{game_id}/actions/") for label in reached), sorted(reached)
