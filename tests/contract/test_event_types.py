"""Every event type a format's engine emits is a named model of the API schema (`<Kind>Event`, a
union tagged by `type`), and the schema names no other: the list is read from the engines' source
(each `"type": "<literal>"` of an event dict and each literal given to a function that makes one,
as `Applying.emit`), so that an event added to an engine and not to its rules/events.py fails."""

import ast
import inspect
import sys
from pathlib import Path

import pytest
from django.test import Client

from tabletop.core import kinds, services
from tabletop.rules import engine
from tests.stateful import SEAT_CHANGE_TYPES, declared_event_types, undeclared

FORMATS = ["auction", "saga", "battler"]


def _types(node: ast.expr) -> set[str]:
    """The event types an expression may be: a string literal, or either branch of `a if c else b`."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _types(node.body) | _types(node.orelse)
    return set()


def _makers(trees: list[ast.Module]) -> set[str]:
    """Functions that make an event of their first argument: `{"type": <a parameter>, ...}`."""
    found = set()
    for tree in trees:
        for function in (node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)):
            parameters = {argument.arg for argument in function.args.posonlyargs + function.args.args}
            for node in ast.walk(function):
                if isinstance(node, ast.Dict) and any(
                    isinstance(key, ast.Constant)
                    and key.value == "type"
                    and isinstance(value, ast.Name)
                    and value.id in parameters
                    for key, value in zip(node.keys, node.values, strict=True)
                ):
                    found.add(function.name)
    return found


def emitted(kind: str) -> set[str]:
    """The event types of the engine of `kind`, read from its rules package and the tabletop
    modules it takes events from, with the seat changes every log holds."""
    package = Path(inspect.getfile(sys.modules[type(kinds.get(kind).engine).__module__])).parent
    paths = sorted(package.glob("*.py"))
    trees = [ast.parse(path.read_text()) for path in paths]
    shared = {
        node.module
        for tree in trees
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module in ("tabletop.rules.results",)
    }
    trees += [ast.parse(Path(inspect.getfile(sys.modules[name])).read_text()) for name in shared]
    makers = _makers([*trees, ast.parse(Path(engine.__file__).read_text())])
    types = set(services.SEAT_CHANGES)
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if isinstance(key, ast.Constant) and key.value == "type":
                        types |= _types(value)
            if isinstance(node, ast.Call) and node.args:
                name = getattr(node.func, "attr", getattr(node.func, "id", None))
                if name in makers:
                    types |= _types(node.args[0])
    return types


@pytest.fixture(scope="module")
def schemas():
    answer = Client(HTTP_HOST="127.0.0.1").get("/api/v1/schema/?format=json")
    return answer.json()["components"]["schemas"]


@pytest.mark.parametrize("kind", FORMATS)
def test_every_event_type_the_engine_emits_is_a_model_of_the_schema(kind, schemas):
    union = schemas[f"{kind.capitalize()}Event"]
    tags = {schemas[option["$ref"].rsplit("/", 1)[1]]["properties"]["type"]["enum"][0] for option in union["anyOf"]}
    found = emitted(kind)
    assert len(found) > 5
    assert found - tags == set(), "emitted, not in the schema"
    assert tags - found == set(), "in the schema, never emitted"


@pytest.mark.parametrize("kind", FORMATS)
def test_events_of_every_answer_log_and_export_are_the_kinds_events(kind, schemas):
    prefix = kind.capitalize()
    events = {"$ref": f"#/components/schemas/{prefix}Event"}
    for body in ("ActionAnswer", "LogEntry", "ExportedAction"):
        assert schemas[prefix + body]["properties"]["events"]["items"] == events, body


@pytest.mark.parametrize("kind", FORMATS)
def test_the_tables_seat_change_events_are_as_each_format_declares(kind):
    """The seat changes no engine emits (each engine's sample games emit all its other types, each
    as declared: tests/stateful.py): every one, with and without a report waiting, is exactly
    the struct of its type in the format's events."""
    engine = kinds.get(kind).engine
    events = [
        services.seat_change_entry(change, 1, "Ann", report_waiting=waiting)[1][0]
        for change in sorted(services.SEAT_CHANGES)
        for waiting in (False, True)
    ]
    assert [undeclared(engine, event) for event in events] == [None] * len(events)
    assert services.SEAT_CHANGES == SEAT_CHANGE_TYPES <= declared_event_types(engine)
