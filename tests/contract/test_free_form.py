"""No free-form object in what /api/v1/ takes or answers: every object schema reachable from a
body, an answer or an error of the committed OpenAPI document says its properties, or is a map
whose values are typed (card facts by id, counts by name). A generated client makes a model with
fields of every such object; of a free-form one it makes a bag of `Any`."""

import pytest

from tabletop.http import contract

# "where" (a component's property path, or an operation's body or answer) -> why it is free-form.
FREE_FORM_ON_PURPOSE: dict[str, str] = {}

# Keys of a schema that only describe it (a schema of nothing but these takes any value).
WORDS = {"description", "title", "nullable", "default", "readOnly", "writeOnly", "example", "deprecated"}


def free_form(schema: dict) -> bool:
    """`{}` (any value), or an object with neither properties nor typed values."""
    if not set(schema) - WORDS:
        return True
    if "properties" in schema or any(key in schema for key in ("$ref", "allOf", "anyOf", "oneOf", "enum")):
        return False
    if schema.get("type") != "object" and "additionalProperties" not in schema:
        return False
    values = schema.get("additionalProperties", True)
    return values is True or (isinstance(values, dict) and not set(values) - WORDS)


def free_forms(document: dict) -> dict[str, dict]:
    """Each free-form schema reachable from an /api/v1/ operation's body or answer, by where it is."""
    components = document["components"]["schemas"]
    found: dict[str, dict] = {}
    seen: set[str] = set()

    def walk(schema, where: str) -> None:
        if isinstance(schema, list):
            for item in schema:
                walk(item, where)
            return
        if not isinstance(schema, dict):
            return
        if "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[1]
            if name not in seen:
                seen.add(name)
                walk(components[name], name)
            return
        if free_form(schema):
            found[where] = schema
            return
        for name, value in schema.get("properties", {}).items():
            walk(value, f"{where}.{name}")
        walk(schema.get("items"), f"{where}[]")
        if isinstance(schema.get("additionalProperties"), dict):
            walk(schema["additionalProperties"], f"{where}{{}}")
        for key in ("allOf", "anyOf", "oneOf"):
            walk(schema.get(key), where)

    for route, path in document["paths"].items():
        if not route.startswith("/api/v1/"):
            continue
        for method, operation in path.items():
            for media in operation.get("requestBody", {}).get("content", {}).values():
                walk(media.get("schema"), f"{method.upper()} {route} body")
            for status, answer in operation.get("responses", {}).items():
                for media in answer.get("content", {}).values():
                    walk(media.get("schema"), f"{method.upper()} {route} {status}")
    return found


@pytest.mark.parametrize(
    ("schema", "free"),
    [
        ({}, True),
        ({"description": "anything"}, True),
        ({"type": "object"}, True),
        ({"type": "object", "additionalProperties": {}}, True),
        ({"type": "object", "additionalProperties": True}, True),
        ({"type": "object", "nullable": True}, True),
        ({"type": "object", "additionalProperties": {"type": "integer"}}, False),
        ({"type": "object", "properties": {"a": {"type": "integer"}}}, False),
        ({"$ref": "#/components/schemas/Card"}, False),
        ({"type": "string"}, False),
        ({"anyOf": [{"type": "string"}, {"type": "integer"}]}, False),
    ],
)
def test_free_form_names_any_value_and_untyped_objects(schema, free):
    assert free_form(schema) is free


def test_no_body_answer_or_error_of_the_api_is_a_free_form_object():
    found = free_forms(contract.committed()["openapi"])
    assert set(found) - set(FREE_FORM_ON_PURPOSE) == set(), found
    assert set(FREE_FORM_ON_PURPOSE) - set(found) == set(), "allowed, but typed now: take it off the list"


def test_the_walk_reaches_components_through_references_lists_and_maps():
    def answering(schema: dict) -> dict:
        return {"get": {"responses": {"200": {"content": {"application/json": {"schema": schema}}}}}}

    document = {
        "paths": {"/api/v1/x/": answering({"$ref": "#/c/A"}), "/elsewhere/": answering({})},
        "components": {
            "schemas": {
                "A": {"properties": {"b": {"type": "array", "items": {"$ref": "#/c/B"}}}},
                "B": {"properties": {"c": {"additionalProperties": {"type": "object"}}, "d": {"anyOf": [{}]}}},
            }
        },
    }
    assert set(free_forms(document)) == {"B.c{}", "B.d"}
