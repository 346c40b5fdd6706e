"""The API reference pages of the docs site, written from the documents the server serves
(`/api/v1/schema/`, `/api/v1/asyncapi/`), asked of the app in process: the site's reference is
what a client downloads, never a copy kept apart (docs/hooks.py builds it with every site)."""

import json
from typing import Any

from django.test import Client
from django.urls import reverse

HTTP_METHODS = ("get", "post", "put", "patch", "delete")


def served_documents() -> dict[str, dict[str, Any]]:
    """{"openapi": ..., "asyncapi": ...} as the server answers them."""
    client = Client(HTTP_HOST="127.0.0.1")
    documents = {}
    for name, url in (("openapi", reverse("schema") + "?format=json"), ("asyncapi", reverse("asyncapi"))):
        answer = client.get(url)
        assert answer.status_code == 200, f"{url} answered {answer.status_code}"
        documents[name] = json.loads(answer.content)
    return documents


def cell(text: Any) -> str:
    """Text for one cell of a Markdown table: one line, no column break."""
    return " ".join(str(text).split()).replace("|", "\\|")


def type_of(schema: dict[str, Any]) -> str:
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        return f"[{name}](#{name.lower()})"
    for key in ("oneOf", "anyOf", "allOf"):
        if key in schema:
            return " or ".join(type_of(option) for option in schema[key])
    if schema.get("type") == "array":
        return f"list of {type_of(schema.get('items', {}))}"
    if "enum" in schema:
        return "one of " + ", ".join(f"`{json.dumps(value)}`" for value in schema["enum"])
    kind = schema.get("type", "any")
    return " or ".join(kind) if isinstance(kind, list) else kind


def body_type(content: dict[str, Any] | None) -> str:
    if not content:
        return ""
    return "; ".join(f"{type_of(media.get('schema', {}))} (`{name}`)" for name, media in content.items())


def schemas_section(schemas: dict[str, Any]) -> list[str]:
    lines = ["## Schemas", ""]
    for name, schema in sorted(schemas.items()):
        lines += [f"### {name}", "", schema.get("description", ""), ""]
        properties = schema.get("properties", {})
        if properties:
            required = set(schema.get("required", ()))
            lines += ["| field | type | required | what |", "| --- | --- | --- | --- |"]
            for field, spec in properties.items():
                mark = "yes" if field in required else ""
                lines.append(f"| `{field}` | {cell(type_of(spec))} | {mark} | {cell(spec.get('description', ''))} |")
            lines.append("")
        elif "properties" not in schema:
            lines += [f"A {cell(type_of(schema))}.", ""]
    return lines


def openapi_page(schema: dict[str, Any]) -> str:
    info = schema["info"]
    lines = [
        "# REST API reference",
        "",
        f"{info['description']} Made at build time from the OpenAPI {schema['openapi']} document the server "
        "serves at `/api/v1/schema/` (the whole document: [openapi.json](openapi.json)); every server "
        "shows it at `/api/docs/` too. [A client's first game](../api.md) walks through it with curl.",
        "",
        "## Operations",
        "",
    ]
    for path, item in schema["paths"].items():
        for method in HTTP_METHODS:
            if method not in item:
                continue
            operation = item[method]
            lines += [f"### `{method.upper()} {path}`", "", operation.get("description", ""), ""]
            parameters = [*item.get("parameters", ()), *operation.get("parameters", ())]
            rows = [
                f"| `{parameter['name']}` ({parameter['in']}) | {cell(type_of(parameter.get('schema', {})))} | "
                f"{cell(parameter.get('description', ''))} |"
                for parameter in parameters
            ]
            if "requestBody" in operation:
                rows.append(f"| body | {cell(body_type(operation['requestBody'].get('content')))} | |")
            if rows:
                lines += ["| takes | type | what |", "| --- | --- | --- |", *rows, ""]
            lines += ["| answers | body | what |", "| --- | --- | --- |"]
            for status, answer in operation.get("responses", {}).items():
                body, what = cell(body_type(answer.get("content"))), cell(answer.get("description", ""))
                lines.append(f"| {status} | {body} | {what} |")
            lines.append("")
    return "\n".join([*lines, *schemas_section(schema["components"]["schemas"])]) + "\n"


def asyncapi_page(document: dict[str, Any]) -> str:
    messages = document["components"]["messages"]
    lines = [
        "# Socket and event stream reference",
        "",
        f"{document['info']['description']} Made at build time from the AsyncAPI {document['asyncapi']} "
        "document the server serves at `/api/v1/asyncapi/` (the whole document: "
        "[asyncapi.json](asyncapi.json)).",
        "",
        "## Channels",
        "",
    ]
    sent_by_client = {
        ref["$ref"].rsplit("/", 1)[1]
        for operation in document["operations"].values()
        if operation["action"] == "send"
        for ref in operation["messages"]
    }
    for channel in document["channels"].values():
        lines += [f"### `{channel['address']}`: {channel['title']}", "", channel.get("description", ""), ""]
        lines += ["| message | from | what |", "| --- | --- | --- |"]
        for name in channel["messages"]:
            sender = "client" if name in sent_by_client else "server"
            summary = messages[name].get("summary", "")
            lines.append(f"| [{name}](#{name.lower()}) | {sender} | {cell(summary)} |")
        lines.append("")
    return "\n".join([*lines, *schemas_section(document["components"]["schemas"])]) + "\n"
