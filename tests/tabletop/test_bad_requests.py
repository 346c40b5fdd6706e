"""What Django itself refuses before any view runs (a form of more than 1,000 fields, an upload of
more than 100 files: SuspiciousOperation) is answered under /api/ in the one error shape, with a
code and a message naming the limit, on every API route that takes a form (it was Django's HTML
"Bad Request (400)" page with no word of the problem)."""

import re

import pytest
from django.conf import settings
from django.test import Client

from tests.tabletop.test_hostile_headers import _filled_routes, _one_per_view

pytestmark = pytest.mark.django_db


def _multipart(fields: int, files: int) -> tuple[bytes, str]:
    parts = [f'--b\r\nContent-Disposition: form-data; name="f{n}"\r\n\r\nv\r\n' for n in range(fields)]
    parts += [f'--b\r\nContent-Disposition: form-data; name="file"; filename="f{n}.txt"\r\n\r\nIsland\r\n'
              for n in range(files)]  # fmt: skip
    return ("".join(parts) + "--b--\r\n").encode(), "multipart/form-data; boundary=b"


BODIES = {
    "too_many_fields": [
        _multipart(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1, 0),
        ("&".join(f"f{n}=v" for n in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1)),
         "application/x-www-form-urlencoded"),
    ],
    "too_many_files": [_multipart(1, settings.DATA_UPLOAD_MAX_NUMBER_FILES + 1)],
}  # fmt: skip


@pytest.mark.slow  # every API route, each sent every oversized form
def test_a_form_past_djangos_limits_is_answered_in_the_error_shape_on_every_api_route(table):
    routes = [path for path in _one_per_view(_filled_routes(table.id)) if path.startswith("/api/")]
    seen, failures = set(), []
    for path in routes:
        for code, bodies in BODIES.items():
            for body, content_type in bodies:
                answer = Client(raise_request_exception=False).post(
                    path, body, content_type=content_type, HTTP_AUTHORIZATION=f"Seat {table.tokens[0]}"
                )
                if answer.status_code >= 500 or (answer.status_code == 400 and "json" not in answer["Content-Type"]):
                    failures.append((path, code, answer.status_code, answer.content[:80]))
                elif answer.status_code == 400 and answer.json()["code"] == code:
                    limit = getattr(settings, "DATA_UPLOAD_MAX_NUMBER_" + code.rsplit("_")[-1].upper())
                    assert f"more than {limit} " in answer.json()["message"], answer.json()
                    seen.add(code)
    assert not failures, failures[:5]
    assert seen == set(BODIES), seen  # some route reads each of these forms


def _documented_query_parameters(client, table) -> list[tuple[str, str, dict]]:
    """(method, path, parameter) for each query parameter of each GET or POST the OpenAPI schema
    documents, the path filled with the table's game (and 1 for any other id)."""
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    found = []
    for route, operations in schema["paths"].items():
        path = route.replace("{id}", str(table.id)).replace("{game_id}", str(table.id))
        path = re.sub(r"\{\w+\}", "1", path)
        for method, operation in operations.items():
            if method in ("get", "post"):
                found += [(method, path, p) for p in operation.get("parameters", []) if p["in"] == "query"]
    return found


def test_a_nul_in_any_documented_query_parameter_is_a_400_naming_it(table, client):
    """Every query parameter of every operation of the OpenAPI schema, holding a NUL (which
    PostgreSQL's text refuses: ?module=%00 on a cube's cards answered 500), on a seat's request;
    and an undocumented one on a page."""
    seated = {"HTTP_AUTHORIZATION": f"Seat {table.tokens[0]}"}
    asked = []
    for method, path, parameter in _documented_query_parameters(client, table):
        answer = getattr(client, method)(f"{path}?{parameter['name']}=a%00b", **seated)
        asked.append((method, path, parameter["name"]))
        assert answer.status_code == 400, (method, path, parameter["name"], answer.status_code)
        assert answer.json()["code"] == "invalid_text" and answer.json()["field"] == parameter["name"]
        assert parameter["name"] in answer.json()["message"], answer.json()
    assert len(asked) > 15, asked
    page = client.get(f"/games/{table.id}/?x%00y=1")
    assert page.status_code == 400 and "NUL" in page.content.decode() and "text/html" in page["Content-Type"]
    assert 'data-code="invalid_text"' in page.content.decode()  # the site's 400 page, as for a form too large


def test_a_documented_query_parameter_of_one_value_given_twice_is_a_400_naming_it(table, client):
    """?after=1&after=2 read 2, ?ids=1&ids=2 answered card 2 alone (red team): every query
    parameter of every operation given twice is refused, but those the schema makes arrays, which
    are the middleware's MANY_VALUED_QUERY."""
    from tabletop.http.middleware import MANY_VALUED_QUERY

    seated = {"HTTP_AUTHORIZATION": f"Seat {table.tokens[0]}"}
    asked, arrays = [], set()
    for method, path, parameter in _documented_query_parameters(client, table):
        name = parameter["name"]
        if parameter.get("schema", {}).get("type") == "array":
            arrays.add(name)
            continue
        answer = getattr(client, method)(f"{path}?{name}=1&{name}=2", **seated)
        asked.append((method, path, name))
        assert answer.status_code == 400, (method, path, name, answer.status_code)
        assert answer.json() == {
            "code": "invalid_input",
            "message": f"the query parameter {name} is given 2 times: give it once",
            "field": name,
        }
    assert len(asked) > 15, asked
    assert arrays == MANY_VALUED_QUERY


@pytest.mark.slow  # every page route, each sent every oversized form
def test_a_form_past_djangos_limits_is_a_page_saying_so_on_every_page_route(table):
    """The same forms on every route that is not /api/ (the pages, their forms, the admin's
    login): a 400 page of the site's own, naming the limit, never Django's blank "Bad Request"."""
    routes = [path for path in _one_per_view(_filled_routes(table.id)) if not path.startswith("/api/")]
    seen, failures = set(), []
    for path in routes:
        for code, bodies in BODIES.items():
            for body, content_type in bodies:
                client = Client(raise_request_exception=False)
                client.cookies[f"seat_{table.id}"] = table.tokens[0]
                answer = client.post(path, body, content_type=content_type)
                if answer.status_code >= 500:
                    failures.append((path, code, answer.status_code))
                elif answer.status_code == 400:
                    page = answer.content.decode()
                    limit = getattr(settings, "DATA_UPLOAD_MAX_NUMBER_" + code.rsplit("_")[-1].upper())
                    if "text/html" not in answer["Content-Type"] or f"more than {limit} " not in page:
                        failures.append((path, code, answer["Content-Type"], page[:120]))
                        continue
                    assert f'data-code="{code}"' in page and "Nothing was saved" in page, page
                    seen.add(code)
    assert not failures, failures[:5]
    assert seen == set(BODIES), seen  # some page reads each of these forms


BAD_PAGE_SIZES = ["0", "-1", "-50", "lots", "", "1.5", "1e2", " 5", "\u0663", "9" * 40]


def test_a_page_size_that_is_no_whole_number_of_at_least_1_is_a_400_on_every_paginated_operation(client):
    """Every operation of the OpenAPI schema that takes `page_size`: 0, -1, text, an empty or
    unicode-digit value is a 400 naming page_size and its range (DRF sent the default page, so
    a client asking -1 for "all" got 50 and never knew); 1 is a page of one."""
    from django.contrib.auth.models import User
    from rest_framework.authtoken.models import Token

    from cards.models import Cube

    cube = Cube.objects.create(name="paged")
    user = User.objects.create_user("pager", password="unused-password-1")
    token = Token.objects.create(user=user)
    schema = client.get("/api/v1/schema/", {"format": "json"}).json()
    paginated = [
        re.sub(r"\{\w+\}", str(cube.pk), route)
        for route, operations in schema["paths"].items()
        for method, operation in operations.items()
        if method == "get" and any(p["name"] == "page_size" for p in operation.get("parameters", []))
    ]
    assert len(paginated) >= 4, paginated  # cubes, a cube's cards, its auction prices, my games
    headers = {"HTTP_AUTHORIZATION": f"Token {token.key}"}
    for path in paginated:
        assert client.get(path, {"page_size": "1"}, **headers).status_code == 200, path
        for bad in BAD_PAGE_SIZES:
            answer = client.get(path, {"page_size": bad}, **headers)
            assert answer.status_code == 400, (path, bad, answer.status_code)
            body = answer.json()
            assert body["code"] == "invalid_input" and body["field"] == "page_size", (path, bad, body)
            assert "page_size" in body["message"] and "from 1 to 200" in body["message"], body
