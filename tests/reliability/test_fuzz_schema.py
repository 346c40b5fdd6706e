"""schemathesis over the whole OpenAPI schema of the live server (/api/v1/schema/?format=json),
with a player's seat token, a spectator's, the host user's API token and no credential in turn,
and every game path pointed at a real game of its kind (or at a random id). Positive and
negative inputs, a few per operation. Checks: no 5xx, the status code is documented, the content
type is documented, the body matches the documented schema."""

import time
from collections import Counter

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

pytestmark = pytest.mark.services("postgres", "redis")

EXAMPLES_PER_OPERATION = 6
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


@pytest.fixture(scope="module")
def fuzzed(live):
    tables = {
        kind: live.new_game(
            kind, ["Ann", "Bob"] if kind != "battler" else ["A", "B", "C", "D"], credential=f"Token {live.host_token}"
        )
        for kind in ("auction", "saga", "battler")
    }
    credentials = [f"Token {live.host_token}", None]
    for table in tables.values():
        credentials += [table.seat(0), f"Seat {table.spectator()}"]
    schema = schemathesis.openapi.from_url(f"{live.api}/schema/?format=json")
    tried, statuses, failures = Counter(), Counter(), []
    began = time.monotonic()
    # the event streams never end: documented for clients, not fuzzed
    operations = [result.ok() for result in schema.get_all_operations()]
    operations = [operation for operation in operations if not operation.path.endswith("/stream/")]
    assert len(operations) >= 30
    for operation in operations:
        kind = next((k for k, t in tables.items() if operation.path.startswith(f"/{t.plural}/{{")), None)
        pinned = {"game_id": tables[kind].id} if kind and "{game_id}" in operation.path else None
        strategies = [
            operation.as_strategy(GenerationMode.POSITIVE, path_parameters=pinned),
            operation.as_strategy(GenerationMode.NEGATIVE, path_parameters=pinned),
        ]
        if pinned:
            strategies.append(operation.as_strategy(GenerationMode.POSITIVE))
        label = f"{operation.method.upper()} {operation.path}"

        @settings(
            max_examples=EXAMPLES_PER_OPERATION,
            deadline=None,
            database=None,
            derandomize=True,
            suppress_health_check=list(HealthCheck),
        )
        @given(case=st.one_of(strategies), who=st.sampled_from(credentials))
        def run(case, who):  # called at once below, so `label` is this iteration's
            headers = {"Authorization": who} if who else {}
            tried[label] += 1  # noqa: B023
            try:
                response = case.call(base_url=live.base, headers=headers, timeout=30)
            except Exception as error:  # a transport error is a finding too
                failures.append((label, who, "transport", repr(error)))  # noqa: B023
                return
            statuses[response.status_code] += 1
            try:
                case.validate_response(response, checks=CHECKS, headers=headers)
            except (Exception, BaseExceptionGroup) as error:
                failures.append(
                    (
                        label,  # noqa: B023
                        who and who.split()[0],
                        response.status_code,
                        type(error).__name__,
                        " | ".join(line.strip() for line in str(error).splitlines()[:8] if line.strip()),
                        case.path_parameters,
                        response.text[:150],
                    )
                )

        run()
    elapsed = time.monotonic() - began
    print(
        f"\nschemathesis: {len(operations)} operations, {sum(tried.values())} inputs in {elapsed:.1f}s, "
        f"statuses {dict(statuses)}, {len(failures)} failing"
    )
    return {"operations": operations, "tried": tried, "statuses": statuses, "failures": failures}


def test_fuzzed_input_never_gets_a_5xx_or_a_dropped_connection(fuzzed):
    assert sum(fuzzed["tried"].values()) >= len(fuzzed["operations"]) * 4
    assert not [f for f in fuzzed["failures"] if f[2] == "transport" or (isinstance(f[2], int) and f[2] >= 500)]
    assert not [s for s in fuzzed["statuses"] if s >= 500]


def test_every_response_is_documented_and_matches_the_schema(fuzzed):
    for failure in fuzzed["failures"]:
        print(failure)
    assert not fuzzed["failures"], fuzzed["failures"][:8]
