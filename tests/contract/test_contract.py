"""The API contract as files (tabletop/http/contract.py): the served documents are the committed ones,
and contract/check.mjs (api-smart-diff) fails a change that breaks a client unless what it takes
away was marked deprecated before."""

import copy
import json
import os
import subprocess
import sys

import pytest

from tabletop.http import contract

pytestmark = pytest.mark.slow  # a process of its own, or node on the whole documents


def check(before: dict, after: dict, tmp_path) -> subprocess.CompletedProcess:
    path = tmp_path / "after.json"
    path.write_text(contract.text(after))
    return contract.breaking_check(contract.text(before), path)


def test_the_served_documents_are_the_committed_ones():
    """In a process of its own: the tests register a kind of their own, which no server serves."""
    answer = subprocess.run(
        [sys.executable, "manage.py", "contract", "--check"],
        cwd=contract.ROOT,
        env={"SECRET_KEY": "contract-test", **os.environ},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert answer.returncode == 0, answer.stderr[-2000:]


def test_the_openapi_documents_schemas_are_in_the_order_of_their_names():
    """Not in the order their modules happen to be imported (which moved them on every merge)."""
    schemas = list(contract.committed()["openapi"]["components"]["schemas"])
    assert schemas == sorted(schemas)


@pytest.mark.parametrize("name", list(contract.FILES))
def test_no_change_since_the_earlier_committed_version_breaks_a_client(name):
    path = contract.FILES[name]
    before = contract.base_version(path)
    if before is None:  # the first committed version: nothing to break
        return
    checked = contract.breaking_check(before, path)
    assert checked.returncode == 0, checked.stdout[-4000:] + checked.stderr


def test_a_renamed_answer_field_fails_the_check(tmp_path):
    before = contract.committed()["openapi"]
    after = copy.deepcopy(before)
    error = after["components"]["schemas"]["Error"]
    error["properties"]["error_code"] = error["properties"].pop("code")
    error["required"] = ["error_code" if field == "code" else field for field in error["required"]]
    checked = check(before, after, tmp_path)
    assert checked.returncode == 1, checked.stdout
    assert "breaking: remove paths > /api/v1/auctions/ > post > responses > 400" in checked.stdout
    assert "properties > code: [Removed] property `code`" in checked.stdout


def test_a_renamed_socket_field_fails_the_check(tmp_path):
    before = contract.committed()["asyncapi"]
    after = json.loads(json.dumps(before).replace('"current_version"', '"game_version"'))
    assert after != before
    checked = check(before, after, tmp_path)
    assert checked.returncode == 1, checked.stdout
    assert "current_version" in checked.stdout


def test_an_optional_answer_field_gone_fails_the_check(tmp_path):
    before = contract.committed()["openapi"]
    after = copy.deepcopy(before)
    del after["components"]["schemas"]["Error"]["properties"]["problem_count"]
    checked = check(before, after, tmp_path)
    assert checked.returncode == 1, checked.stdout
    assert "breaking: remove" in checked.stdout and "properties > problem_count" in checked.stdout


def test_a_field_marked_deprecated_before_may_go_and_a_new_one_may_come(tmp_path):
    before = contract.committed()["openapi"]
    marked = copy.deepcopy(before)
    marked["components"]["schemas"]["Error"]["properties"]["problem_count"]["deprecated"] = True
    assert check(before, marked, tmp_path).returncode == 0
    gone = copy.deepcopy(marked)
    del gone["components"]["schemas"]["Error"]["properties"]["problem_count"]
    gone["components"]["schemas"]["Error"]["properties"]["hint"] = {"type": "string"}
    checked = check(marked, gone, tmp_path)
    assert checked.returncode == 0, checked.stdout
    assert "breaking, deprecated before: remove" in checked.stdout


def test_typing_an_answers_free_form_object_passes_and_a_typed_field_gone_fails(tmp_path):
    after = contract.committed()["openapi"]
    before = copy.deepcopy(after)
    for body in ("AuctionActionAnswer", "AuctionLogEntry", "AuctionExportedAction"):
        before["components"]["schemas"][body]["properties"]["events"]["items"] = {"type": "object"}
    checked = check(before, after, tmp_path)
    assert checked.returncode == 0, checked.stdout[-3000:]
    assert "non-breaking, typed a free-form object" in checked.stdout
    gone = copy.deepcopy(after)
    del gone["components"]["schemas"]["AuctionBidEvent"]["properties"]["amount"]
    gone["components"]["schemas"]["AuctionBidEvent"]["required"].remove("amount")
    checked = check(after, gone, tmp_path)
    assert checked.returncode == 1 and "properties > amount" in checked.stdout


def test_typing_a_nullable_or_open_free_form_answer_object_passes(tmp_path):
    """`{"type": "object", "nullable": true}` and `additionalProperties: {}` are free-form too (a
    cube job's result and error were)."""
    after = contract.committed()["openapi"]
    before = copy.deepcopy(after)
    job = before["components"]["schemas"]["CubeJob"]["properties"]
    job["result"] = {"type": "object", "nullable": True}
    job["error"] = {"type": "object", "additionalProperties": {}, "nullable": True}
    checked = check(before, after, tmp_path)
    assert checked.returncode == 0, checked.stdout[-3000:]
    assert "non-breaking, typed a free-form object" in checked.stdout and "properties > result" in checked.stdout


def test_null_listed_in_a_nullable_enum_passes_and_a_new_value_fails(tmp_path):
    after = contract.committed()["openapi"]
    result = after["components"]["schemas"]["BattlerPairing"]["properties"]["result"]
    assert result["nullable"] is True and result["enum"][-1] is None
    before = copy.deepcopy(after)
    before["components"]["schemas"]["BattlerPairing"]["properties"]["result"]["enum"].pop()
    checked = check(before, after, tmp_path)
    assert checked.returncode == 0, checked.stdout[-3000:]
    assert "non-breaking, null listed in a nullable enum" in checked.stdout
    widened = copy.deepcopy(before)
    widened["components"]["schemas"]["BattlerPairing"]["properties"]["result"]["enum"].append("forfeit")
    assert check(before, widened, tmp_path).returncode == 1


def test_a_listed_correction_passes_and_the_same_change_elsewhere_fails(tmp_path):
    """contract/corrections.json: a property declared as the server always sent it (the saga's
    solomon_chosen pile, "a" or "b", once declared an integer) passes; the same change to a property
    it does not list breaks clients."""
    corrections = json.loads((contract.FOLDER / "corrections.json").read_text())
    assert [(c["schema"], c["property"]) for c in corrections] == [("SagaSolomonChosenEvent", "pile")]
    assert all(c["why"] for c in corrections)
    after = contract.committed()["asyncapi"]
    before = copy.deepcopy(after)
    before["components"]["schemas"]["SagaSolomonChosenEvent"]["properties"]["pile"] = {"type": "integer"}
    checked = check(before, after, tmp_path)
    assert checked.returncode == 0, checked.stdout[-3000:]
    assert "non-breaking, declared as always sent" in checked.stdout and "properties > pile" in checked.stdout
    other = copy.deepcopy(after)
    other["components"]["schemas"]["SagaSolomonChosenEvent"]["properties"]["seat"] = {"enum": ["a", "b"]}
    checked = check(after, other, tmp_path)
    assert checked.returncode == 1 and "properties > seat" in checked.stdout
