"""Every header the server reads (the credentials, the retry key, the stream's resume point, the
CSRF token, the seat cookie), with hostile values, on every route of the URL conf: never a 5xx.
On PostgreSQL a NUL that reaches a query is an error, not a miss (a `Token \\x00` and an
`Idempotency-Key: \\x00` once answered 500); ASGI servers refuse control characters in headers,
but the application must not rely on the server in front of it."""

import re

import pytest
from django.urls import URLPattern, URLResolver, get_resolver
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient

pytestmark = [pytest.mark.django_db, pytest.mark.services("postgres"), pytest.mark.usefixtures("without_rate_limits")]

HOSTILE_TEXT = st.one_of(
    st.sampled_from(["\x00", "a\x00b", "\x01", "\x7f", "é", "\xff", " ", "", "0" * 40, "f" * 39 + "\x00"]),
    st.builds(
        lambda char, size: char * size, st.sampled_from(["x", "\x00", "é", "9"]), st.sampled_from([41, 129, 10_000])
    ),
    st.text(st.characters(max_codepoint=255), max_size=50),
)  # a header is bytes, which the server reads as latin-1
OWN_SEAT = "{own seat}"  # replaced by a real player's seat credential, so that what follows it is read
HEADERS = st.fixed_dictionaries({}, optional={
    "HTTP_AUTHORIZATION": st.one_of(
        st.just(OWN_SEAT), HOSTILE_TEXT,
        st.builds("{} {}".format, st.sampled_from(["Seat", "Token", "Bearer", "seat"]), HOSTILE_TEXT)),
    "HTTP_IDEMPOTENCY_KEY": HOSTILE_TEXT,
    "HTTP_LAST_EVENT_ID": HOSTILE_TEXT,
    "HTTP_X_CSRFTOKEN": HOSTILE_TEXT,
})  # fmt: skip
COOKIE_NAMES = st.sampled_from(["sessionid", "csrftoken", "seat_{game}"])


def _routes(patterns, prefix=""):
    for entry in patterns:
        if isinstance(entry, URLResolver):
            yield from _routes(entry.url_patterns, prefix + str(entry.pattern))
        elif isinstance(entry, URLPattern):
            yield prefix + str(entry.pattern)


def _filled_routes(game_id: int) -> list[str]:
    """Every route of the URL conf with its ids filled: the game's, and 1 for a cube."""
    filled = []
    for route in _routes(get_resolver().url_patterns):
        if "(?P<" in route or "<path:" in route or route.endswith("stream/"):
            continue  # static files' patterns; the streams never end (their header checks come first)
        if route.startswith("admin/") and route not in ("admin/", "admin/login/"):
            continue  # Django's own admin views: two of them read the session as all do
        path = re.sub(r"<int:game_id>", str(game_id), route)
        path = re.sub(r"<int:\w+>", "1", path)
        path = re.sub(r"<(?:str|slug):\w+>", "x", path)
        path = re.sub(r"<uuid:\w+>", "00000000-0000-0000-0000-000000000000", path)
        filled.append("/" + path)
    assert len(filled) >= 50, filled
    return filled


@pytest.fixture
def paths(table):
    return _filled_routes(table.id)


def _one_per_view(paths: list[str]) -> list[str]:
    """The routes the three kinds share (one view class each) once, with the kinds' own routes."""
    seen, kept = set(), []
    for path in paths:
        shape = re.sub(r"^/(api/v1/)?(auction|saga|battler|counter)s?/", r"/\1KIND/", path)
        if shape not in seen:
            seen.add(shape)
            kept.append(path)
    return kept


def test_hostile_headers_on_every_route_never_answer_5xx(table, paths):
    failures = []

    @settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(path=st.sampled_from(paths), method=st.sampled_from(["get", "post", "patch"]), headers=HEADERS,
           cookie=st.tuples(COOKIE_NAMES, HOSTILE_TEXT))  # fmt: skip
    def run(path, method, headers, cookie):
        client = APIClient(raise_request_exception=False)
        client.cookies[cookie[0].format(game=table.id)] = cookie[1]
        if headers.get("HTTP_AUTHORIZATION") == OWN_SEAT:
            headers = {**headers, "HTTP_AUTHORIZATION": f"Seat {table.tokens[0]}"}
        response = getattr(client, method)(path, {"type": "pass"} if method != "get" else None, format="json",
                                           **headers)  # fmt: skip
        if response.status_code >= 500:
            failures.append((method, path, headers, cookie, response.status_code))

    run()
    assert not failures, failures[:5]


READ_HEADERS = ["HTTP_AUTHORIZATION", "HTTP_IDEMPOTENCY_KEY", "HTTP_LAST_EVENT_ID", "HTTP_X_CSRFTOKEN"]


def test_a_nul_in_each_header_and_cookie_on_every_route_is_never_a_5xx(table, paths):
    """The derived matrix beside the random search: each header and cookie the server reads,
    holding NULs of the length its real values have, on every route."""
    nul = "\x00" * 41
    cases = [({header: nul}, None) for header in READ_HEADERS]
    cases += [({"HTTP_AUTHORIZATION": f"{scheme} {nul}"}, None) for scheme in ("Seat", "Token")]
    cases += [({"HTTP_AUTHORIZATION": f"Seat {table.tokens[0]}", "HTTP_IDEMPOTENCY_KEY": nul}, None)]
    cases += [({}, name.format(game=table.id)) for name in ("sessionid", "csrftoken", "seat_{game}")]
    failures = []
    for path in _one_per_view(paths):
        for headers, cookie in cases:
            client = APIClient(raise_request_exception=False)
            if cookie:
                client.cookies[cookie] = nul
            method = "post" if path.endswith("/actions/") else "get"
            response = getattr(client, method)(path, {"type": "pass"} if method == "post" else None, format="json",
                                               **headers)  # fmt: skip
            if response.status_code >= 500:
                failures.append((path, headers, cookie, response.status_code))
    assert not failures, failures[:5]


def test_a_nul_in_a_user_token_is_a_401_naming_the_token(table):
    response = APIClient().get(table.url, HTTP_AUTHORIZATION="Token abc\x00")
    assert response.status_code == 401
    assert response.json() == {"code": "authentication_failed", "message": "unknown user token"}


def test_a_retry_key_that_is_not_printable_ascii_is_a_400_naming_it(table):
    for key in ("key\x00", "clé", "tab\tkey"):
        response = table.act(0, {"type": "add", "amount": 1}, HTTP_IDEMPOTENCY_KEY=key)
        assert (response.status_code, response.json()["field"]) == (400, "Idempotency-Key"), key
    assert table.view()["version"] == 0


FORM_FIELDS = ["token", "seat", "name", "code", "watching", "spectate"]
QUERY_FIELDS = ["code", "after", "limit", "view", "page", "page_size", "search", "format", "as", "names", "ids",
                "kind", "type", "color", "name"]  # fmt: skip
# the texts no seat name may be first: a name that may be claims the free seat the test names
NASTY = ["\x00", "a\x00", "n" * 5000, "²", "١", "9" * 5000, "99999999999999999999", "-1", "1.5"]


def test_each_hostile_form_field_on_every_page_form_is_never_a_5xx(db):
    """Every page route that takes a form post, as the host's phone of a table with free seats
    sends it, with one hostile field at a time (a unicode digit, a huge number, NUL, a long
    text): a 4xx or a page, never a 5xx (a seat of '²' and a name with NUL once answered 500)."""
    from django.test import Client

    from tabletop.access.auth import seat_cookie_name

    client = Client(raise_request_exception=False)
    created = client.post("/api/v1/counters/", {"seats": ["Ann", "Bob", "Cid"]}, content_type="application/json").json()
    client.cookies[seat_cookie_name(created["id"])] = created["host_token"]
    routes = [path for path in _filled_routes(created["id"]) if not path.startswith(("/api/", "/admin/"))]
    posted = [path for path in routes if client.post(path, {}).status_code != 405]
    assert any(path.endswith("/host/seat/") for path in posted), posted
    failures = []
    for path in posted:
        for field in FORM_FIELDS:
            for value in NASTY:
                response = client.post(path, {field: value, **({"seat": "2"} if field == "name" else {})})
                if response.status_code >= 500:
                    failures.append((path, field, value[:12], response.status_code))
    assert not failures, failures[:5]


def test_hostile_queries_on_every_route_never_answer_5xx(table, paths):
    """Query strings on every route, as a seated phone and as no one."""
    failures = []

    @settings(max_examples=120, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(path=st.sampled_from(paths),
           query=st.dictionaries(st.sampled_from(QUERY_FIELDS), HOSTILE_TEXT | st.sampled_from(NASTY), max_size=3),
           seated=st.booleans())  # fmt: skip
    def run(path, query, seated):
        client = APIClient(raise_request_exception=False)
        if seated:
            client.credentials(HTTP_AUTHORIZATION=f"Seat {table.tokens[0]}")
        response = client.get(path, query)
        if response.status_code >= 500:
            failures.append((path, query, seated, response.status_code))

    run()
    assert not failures, failures[:5]


def test_no_answer_made_for_a_caller_may_be_kept_by_a_cache(table, paths):
    """Every route, asked by a seated player (by header and by cookie): a shared cache or the
    phone's disk keeps no answer that holds what only that seat may see."""
    kept = {}
    for path in _one_per_view(paths):
        for client in (APIClient(HTTP_AUTHORIZATION=f"Seat {table.tokens[0]}"), APIClient()):
            client.cookies[f"seat_{table.id}"] = table.tokens[0]
            response = client.get(path)
            told = {word.strip() for word in response.get("Cache-Control", "").split(",")}
            if response.status_code != 405 and not {"private", "no-store"} <= told:
                kept[path] = response.get("Cache-Control")
    assert kept == {}


# Whatever text reaches a page as HTML stays inert: script and style from the server's files alone.
POLICY = {
    "default-src": "'self'", "script-src": "'self'", "style-src": "'self'", "connect-src": "'self'",
    "object-src": "'none'", "base-uri": "'none'", "frame-ancestors": "'none'", "form-action": "'self'",
}  # fmt: skip


def test_every_document_of_every_route_carries_the_content_security_policy(table, paths):
    """Every route, asked as a browser asks for a page (Accept: text/html, and a seated phone's
    cookie), and with a query that is refused before any view runs: each answer a browser shows
    as a document that may run script (a page, the API's own pages, an error page, an SVG or XML
    file) carries the policy. img-src is checked in tests/cards/test_catalogue_trust.py."""
    from tabletop.http.headers import DOCUMENT_TYPES

    policies = {}
    for path in _one_per_view(paths):
        for query in ("", "?q=%00"):
            client = APIClient(HTTP_ACCEPT="text/html,application/xhtml+xml,*/*;q=0.8")
            client.cookies[f"seat_{table.id}"] = table.tokens[0]
            response = client.get(path + query)
            if response.get("Content-Type", "").startswith(DOCUMENT_TYPES):
                directives = response.get("Content-Security-Policy", "").split("; ")
                policies[path + query] = {name: value for name, _, value in (d.partition(" ") for d in directives)}
    assert {"/", "/join/", "/new/", f"/games/{table.id}/", f"/games/{table.id}/host/", "/api/docs/",
            "/admin/login/", "/api/v1/cubes/", "/join/?q=%00"} <= set(policies)  # fmt: skip
    assert {path: policy for path, policy in policies.items() if POLICY.items() - policy.items()} == {}


def test_an_unknown_format_is_a_406_naming_the_formats_on_every_api_route(table, paths):
    """DRF answered `?format=xml` with a bare 404, as if the resource were missing (and the
    schema's YAML error as a mapping)."""
    seated = APIClient()
    seated.credentials(HTTP_AUTHORIZATION=f"Seat {table.tokens[0]}")
    answers = {}
    # the AsyncAPI document is a plain Django view: one JSON document whatever the query
    for path in _one_per_view([path for path in paths if path.startswith("/api/v1/") and "asyncapi" not in path]):
        response = seated.get(path, {"format": "xml"})
        if response.status_code != 405:
            answers[path] = (response.status_code, "is not one this endpoint answers in: use" in response.text)
    assert answers and {path: answer for path, answer in answers.items() if answer != (406, True)} == {}
