"""OpenAPI: every body the API takes or answers that the engines or the services build as a
msgspec struct is documented from that struct (msgspec makes its JSON Schema), so the schema
says exactly what the code builds and nothing is written twice. A view declares such a body with
`documented(type, name)`, which stands for a reference to the component; the drf-spectacular
postprocessing hook `add_components` puts every declared component in, named once.

Names: a struct of a format's package (saga, auction, battler) is named with the format's prefix
(`Pick` of the saga is `SagaPick`, of the battler `BattlerPick`), so that no two components share
a name or a title (a client generator makes one model per title); tabletop's are named as they are.
"""

import re
import typing
from dataclasses import dataclass
from typing import Any

import msgspec

from tabletop.core import kinds
from tabletop.core.bodies import ActionAnswer, Error, EventsPage, ExportedAction, GameDetail, GameExport, LogEntry
from tabletop.core.patches import CARD_FIELDS
from tabletop.rules.engine import EventBody

REF = "#/components/schemas/"
EXPECTED_VERSION = {
    "type": "integer",
    "minimum": 0,
    "description": "refuse with 409 unless the game is at this version",
}
FORMAT_PACKAGES = ("saga", "auction", "battler")

_declared: dict[str, Any] = {}  # component name -> the type it documents


def documented(type_: Any, name: str) -> dict[str, str]:
    """A reference to the component documenting `type_` (a struct, a generic struct or a union)."""
    if _declared.setdefault(name, type_) != type_:
        raise ValueError(f"two types declared as the component {name!r}")
    return {"$ref": REF + name}


def one_of(*types: type) -> msgspec.Meta:
    """For `Annotated[Any, one_of(A, B)]`: a JSON object that is one of these documented
    structs, for a body the code builds as a dict from one of them (msgspec takes no union of
    untagged structs). Each is declared under its `struct_name`."""
    return msgspec.Meta(extra_json_schema={"anyOf": [documented(t, struct_name(t)) for t in types]})


ERROR = documented(Error, "Error")
ERRORS = {code: ERROR for code in (400, 401, 403, 404, 406, 409, 413, 422, 429)}


@dataclass(frozen=True)
class KindBodies:
    """The documented bodies of one kind (component references, for @extend_schema)."""

    detail: dict
    answer: dict
    events: dict
    export: dict
    action: dict


def kind_bodies(kind) -> KindBodies:
    engine, prefix = kind.engine, kind.name.capitalize()
    view, action, event = engine.view_type, engine.action_type, engine.event_type
    documented(event, f"{prefix}Event")
    documented(LogEntry[action, event], f"{prefix}LogEntry")
    documented(ExportedAction[action, event], f"{prefix}ExportedAction")
    return KindBodies(
        detail=documented(GameDetail[view], f"{prefix}GameDetail"),
        answer=documented(ActionAnswer[view, event], f"{prefix}ActionAnswer"),
        events=documented(EventsPage[action, event], f"{prefix}EventsPage"),
        export=documented(GameExport[engine.state_type, action, engine.settings_type, event], f"{prefix}Export"),
        action=documented(action, f"{prefix}Action"),
    )


def openapi_30(schema: Any) -> Any:
    """JSON Schema as msgspec writes it, in OpenAPI 3.0's dialect: `X | None` becomes X with
    `nullable` on the field itself (3.0 has no null type), so that a generated client reads it as
    `X | None`; a struct's tag (one value: `{"type": "bid"}`) is a string that defaults to it, so
    that a client need not repeat it."""
    if isinstance(schema, list):
        return [openapi_30(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    options = schema.get("anyOf")
    if options and {"type": "null"} in options:
        rest = [option for option in options if option != {"type": "null"}]
        schema = {key: value for key, value in schema.items() if key != "anyOf"}
        if len(rest) == 1 and "$ref" not in rest[0]:
            schema.update(rest[0])
            if "enum" in schema:  # 3.0: a nullable enum lists null among its values
                schema["enum"] = [*schema["enum"], None]
        elif len(rest) == 1:
            schema["allOf"] = rest
        else:
            schema["anyOf"] = rest
        schema["nullable"] = True
    schema = {key: openapi_30(value) for key, value in schema.items()}
    if schema.get("type") == "null":
        schema = {"nullable": True, **{k: v for k, v in schema.items() if k != "type"}}
    tag = schema.get("enum")
    if set(schema) == {"enum"} and len(tag) == 1 and isinstance(tag[0], str):
        schema = {"type": "string", "enum": tag, "default": tag[0]}
    return schema


def struct_name(cls: type) -> str:
    """A struct's component name: prefixed with its format, when it is one of a format's."""
    package = cls.__module__.split(".", 1)[0]
    prefix = package.capitalize() if package in FORMAT_PACKAGES else ""
    return cls.__name__ if cls.__name__.startswith(prefix) else prefix + cls.__name__


def _structs(types: list[Any]) -> list[type]:
    """Every struct class the types refer to (not the generic ones: those are roots, named)."""
    found: dict[type, None] = {}
    stack = list(msgspec.inspect.multi_type_info(types))
    seen: set[int] = set()
    while stack:
        info = stack.pop()
        if id(info) in seen:
            continue
        seen.add(id(info))
        if isinstance(info, msgspec.inspect.StructType):
            if isinstance(info.cls, type):
                found[info.cls] = None
            stack.extend(field.type for field in info.fields)
        for name in ("item_type", "key_type", "value_type", "type"):
            child = getattr(info, name, None)
            if isinstance(child, msgspec.inspect.Type):
                stack.append(child)
        stack.extend(getattr(info, "item_types", ()) or ())
        stack.extend(getattr(info, "types", ()) or ())
    return list(found)


def _msgspec_keys(cls: type) -> tuple[str, str]:
    """The two names msgspec may give a struct's component: its own, or in full on a clash."""

    def normal(name: str) -> str:
        return re.sub(r"[^a-zA-Z0-9.\-_]", "_", name)

    return normal(cls.__name__), normal(f"{cls.__module__}.{cls.__qualname__}")


def components(declared: dict[str, Any], *, openapi: bool = True) -> dict[str, Any]:
    """The components documenting each declared type under its name, and every struct they
    refer to under its `struct_name`: in OpenAPI 3.0's dialect, or as JSON Schema."""
    names = list(declared)
    refs, found = msgspec.json.schema_components([declared[name] for name in names], ref_template=REF + "{name}")
    renamed: dict[str, str] = {}
    for cls in _structs(list(declared.values())):
        for key in _msgspec_keys(cls):
            if key in found:
                renamed[key] = struct_name(cls)
    out: dict[str, Any] = {}
    for name, ref in zip(names, refs, strict=True):
        if "$ref" in ref:
            renamed[ref["$ref"].removeprefix(REF)] = name
        else:  # a union is inlined by msgspec: it becomes a component of its own
            out[name] = ref
    for key, schema in found.items():
        name = renamed.get(key)
        if name is None:
            raise ValueError(f"no name for the component {key!r}")
        if out.setdefault(name, schema) is not schema:
            raise ValueError(f"two components named {name!r}")
    out = _renamed_refs(out, renamed)
    unions = {name: out[name] for name, ref in zip(names, refs, strict=True) if _events(declared[name])}
    out = {name: _union_refs(schema, unions, top=name) for name, schema in out.items()}
    for name, schema in out.items():
        if "properties" in schema or "anyOf" in schema:
            schema["title"] = name
    return {name: openapi_30(schema) if openapi else schema for name, schema in out.items()}


def _events(type_: Any) -> bool:
    """Whether `type_` is a format's union of events (its engine's event_type)."""
    members = typing.get_args(type_)
    return bool(members) and all(isinstance(m, type) and issubclass(m, EventBody) for m in members)


def _union_refs(value: Any, unions: dict[str, Any], top: str | None = None) -> Any:
    """`value` with each union of events msgspec inlined as a reference to its
    component, so that a client generator makes one type of it, not one per use."""
    for name, union in unions.items():
        if name != top and value == union:
            return {"$ref": REF + name}
    if isinstance(value, dict):
        return {key: _union_refs(item, unions) for key, item in value.items()}
    if isinstance(value, list):
        return [_union_refs(item, unions) for item in value]
    return value


def _renamed_refs(value: Any, renamed: dict[str, str]) -> Any:
    if isinstance(value, dict):
        return {key: _renamed_refs(item, renamed) for key, item in value.items()}
    if isinstance(value, list):
        return [_renamed_refs(item, renamed) for item in value]
    if isinstance(value, str) and value.startswith(REF):
        return REF + renamed.get(value.removeprefix(REF), value.removeprefix(REF))
    return value


def action_body(kind) -> dict[str, str]:
    """The body of a kind's POST .../actions/: one of its engine's actions, with an optional
    expected_version (added to each action's component by `add_components`)."""
    return documented(kind.engine.action_type, f"{kind.name.capitalize()}Action")


def stream_operation(kind, detail: dict) -> dict:
    """The server-sent events of a game (tabletop/live/sse.py, a plain Django view: drf-spectacular
    does not see it). Each event's data is a LogEntry; the AsyncAPI document has the details."""
    prefix = kind.name.capitalize()
    error = {"application/json": {"schema": {"$ref": REF + "Error"}}}
    return {
        "operationId": f"{kind.plural}_stream_retrieve",
        "summary": "the game's actions as server-sent events",
        "description": f"First the log after `Last-Event-ID` (or `after`), then every action live, each as an "
        f"`event: action` whose data is a {prefix}LogEntry (see /api/v1/asyncapi/); a comment "
        f"line every 15 s keeps the connection open. It never ends.",
        "parameters": [
            {"in": "path", "name": "game_id", "schema": {"type": "integer"}, "required": True},
            {
                "in": "header",
                "name": "Last-Event-ID",
                "schema": {"type": "string", "pattern": "^[0-9]{1,9}$"},
                "description": "the seq of the last action received: the stream resumes after it",
            },
            {
                "in": "query",
                "name": "after",
                "schema": {"type": "integer", "minimum": 0},
                "description": "as Last-Event-ID, for clients that cannot set headers",
            },
        ],
        "tags": detail.get("tags", []),
        "security": detail.get("security", []),
        "responses": {
            "200": {
                "content": {"text/event-stream": {"schema": {"type": "string"}}},
                "description": f"`id: <seq>`, `event: action`, `data: <{prefix}LogEntry as JSON>`",
            },
            **{str(code): {"content": error, "description": ""} for code in (400, 401, 403, 404)},
        },
    }


def _refs_in(value: Any) -> set[str]:
    if isinstance(value, dict):
        found = {value["$ref"].removeprefix(REF)} if isinstance(value.get("$ref"), str) else set()
        return found.union(*(_refs_in(item) for item in value.values()))
    if isinstance(value, list):
        return set().union(*(_refs_in(item) for item in value))
    return set()


def by_reference(schemas: dict[str, Any], root: str, card_fields: tuple[str, ...]) -> str:
    """The component of `root` with each card in it a reference, as tabletop.core.patches.plain makes it
    (a JSON object holding every one of `card_fields` becomes `{"$card": id}` with its other
    fields), added to `schemas` with the components it needs; its name."""
    cards = {name for name, schema in schemas.items() if set(schema.get("properties", {})) >= set(card_fields)}
    reaching = set(cards)
    grown = True
    while grown:
        grown = False
        for name, schema in schemas.items():
            if name not in reaching and _refs_in(schema) & reaching:
                reaching.add(name)
                grown = True
    if root not in reaching:
        return root
    renamed = {name: f"{name}Reference" if name in cards else f"{name}ByReference" for name in reaching}
    needed, stack = set(), [root]
    while stack:
        name = stack.pop()
        if name in needed:
            continue
        needed.add(name)
        stack.extend(_refs_in(schemas[name]) & reaching)
    for name in needed:
        schema = _renamed_refs(schemas[name], renamed)
        if name in cards:
            properties = {key: value for key, value in schema["properties"].items() if key not in card_fields}
            required = [key for key in schema.get("required", []) if key not in card_fields]
            reference = {"type": "integer", "description": "the card's id: its facts are read by id (.../cards/?ids=)"}
            schema = {**schema, "properties": {"$card": reference, **properties}, "required": ["$card", *required]}
            schema["description"] = f"A card of the view by reference: its id, and what the view adds to it ({name})."
        if "title" in schema:
            schema["title"] = renamed[name]
        schemas[renamed[name]] = schema
    return renamed[root]


def add_components(result: dict, generator, request, public) -> dict:
    """drf-spectacular postprocessing hook: every declared component, and expected_version on
    the actions of each kind's action body."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    made = components(_declared)
    for name, schema in made.items():
        if schemas.get(name, schema) != schema:
            raise ValueError(f"the component {name!r} is also made by a serializer")
        schemas[name] = schema
    for kind in kinds.all_kinds():
        body = made.get(f"{kind.name.capitalize()}Action")
        if body is None:
            continue
        for ref in [option["$ref"] for option in body.get("anyOf", [])] or [body.get("$ref")]:
            member = schemas[ref.removeprefix(REF)]
            member.setdefault("properties", {})["expected_version"] = EXPECTED_VERSION
    views = [kind.engine.view_type for kind in kinds.all_kinds() if isinstance(kind.engine.view_type, type)]
    if "Error" in schemas and views:  # a refused action's view is its game's kind's
        view = schemas["Error"]["properties"]["view"]
        schemas["Error"]["properties"]["view"] = {
            "anyOf": [{"$ref": REF + struct_name(view_type)} for view_type in views],
            **{key: value for key, value in view.items() if key not in ("type", "additionalProperties")},
        }
    for kind in kinds.all_kinds():  # GET .../<id>/refs/: the kind's detail, each card of its view a reference
        detail = schemas.get(f"{kind.name.capitalize()}GameDetail")
        if detail is not None and isinstance(kind.engine.view_type, type):
            view = by_reference(schemas, struct_name(kind.engine.view_type), CARD_FIELDS)
            properties = {**detail["properties"], "view": {"$ref": REF + view}}
            schemas[f"{kind.name.capitalize()}GameDetailByReference"] = {
                **detail,
                "title": f"{kind.name.capitalize()}GameDetailByReference",
                "properties": properties,
            }
    paths = result.setdefault("paths", {})
    for kind in kinds.all_kinds():
        detail = paths.get(f"/api/v1/{kind.plural}/{{game_id}}/", {}).get("get")
        if detail is not None:
            paths[f"/api/v1/{kind.plural}/{{game_id}}/stream/"] = {"get": stream_operation(kind, detail)}
    for path in paths.values():  # a documented body is the request: it is required
        for operation in path.values():
            content = operation.get("requestBody", {}).get("content", {})
            if any(media.get("schema", {}).get("$ref", "").removeprefix(REF) in made for media in content.values()):
                operation["requestBody"]["required"] = True
    return result


def sorted_components(result: dict, generator, request, public) -> dict:
    """drf-spectacular postprocessing hook, the last: the schemas by name, so that the document
    keeps its order when the modules that declare them are imported in another order."""
    components = result.get("components", {})
    if "schemas" in components:
        components["schemas"] = dict(sorted(components["schemas"].items()))
    return result


def for_clients(result: dict, generator, request, public) -> dict:
    """drf-spectacular postprocessing hook, so that a generated client takes every operation:
    a body that DRF reads in several content types is described once, as JSON (a client sends
    one); a game's operations need a seat (the view refuses a caller without one, though DRF's
    AllowAny writes `{}` among their security); any other that takes no credential has no
    security requirement, so that a client without credentials may call it (the credentials it
    takes stay in `x-credentials-optional`)."""
    for route, path in result.get("paths", {}).items():
        for operation in path.values():
            content = operation.get("requestBody", {}).get("content", {})
            if "application/json" in content and len({repr(media) for media in content.values()}) == 1:
                operation["requestBody"]["content"] = {"application/json": content["application/json"]}
            security = operation.get("security")
            if security and {} in security and "{game_id}" in route:
                operation["security"] = [option for option in security if option]
            elif security and {} in security:
                operation["security"] = []
                if optional := [option for option in security if option]:
                    operation["x-credentials-optional"] = optional
    return result
