"""OpenAPI: each kind's action bodies come from its engine's own action types (msgspec makes
their JSON Schema), so the schema documents exactly what `parse_action` accepts and nothing is
written twice. A drf-spectacular postprocessing hook puts them in."""

from typing import Any

import msgspec

from tabletop import kinds

EXPECTED_VERSION = {"type": "integer", "minimum": 0,
                    "description": "refuse with 409 unless the game is at this version"}


def openapi_30(schema: Any) -> Any:
    """JSON Schema as msgspec writes it, in OpenAPI 3.0's dialect: `X | None` becomes a
    nullable X (3.0 has no null type)."""
    if isinstance(schema, list):
        return [openapi_30(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    schema = {key: openapi_30(value) for key, value in schema.items()}
    options = schema.get("anyOf")
    if options and {"type": "null"} in options:
        rest = [option for option in options if option != {"type": "null"}]
        schema.pop("anyOf")
        if len(rest) == 1 and "$ref" not in rest[0]:
            schema.update(rest[0])
        else:
            schema["anyOf"] = rest
        schema["nullable"] = True
    if schema.get("type") == "null":
        schema = {"nullable": True, **{k: v for k, v in schema.items() if k != "type"}}
    return schema


def action_components(kind: kinds.GameKind) -> tuple[dict, dict[str, Any]]:
    """(the body schema, the components it refers to), with names prefixed by the kind."""
    prefix = kind.name.capitalize()
    (body,), components = msgspec.json.schema_components(
        [kind.engine.action_type], ref_template=f"#/components/schemas/{prefix}{{name}}")
    components = {f"{prefix}{name}": openapi_30(schema) for name, schema in components.items()}
    members = [ref["$ref"] for ref in body.get("anyOf", [])] or ([body["$ref"]] if "$ref" in body else [])
    for ref in members:  # the body is the action plus an optional expected_version
        schema = components[ref.rsplit("/", 1)[1]]
        schema.setdefault("properties", {})["expected_version"] = EXPECTED_VERSION
    return body, components


def add_action_bodies(result: dict, generator, request, public) -> dict:
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    for kind in kinds.all_kinds():
        operation = result.get("paths", {}).get(f"/api/v1/{kind.plural}/{{game_id}}/actions/", {}).get("post")
        if operation is None:
            continue
        body, components = action_components(kind)
        schemas.update(components)
        name = f"{kind.name.capitalize()}Action"
        schemas[name] = body
        content = {"application/json": {"schema": {"$ref": f"#/components/schemas/{name}"}}}
        operation["requestBody"] = {"content": content, "required": True}
    return result
