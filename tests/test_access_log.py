"""No join code or move token reaches the servers' access log (docs/security.md): every path of
the URLconf that carries one (a route part named `code` or `token`) and every query that does is
written with "…" in its place. `make run`'s own log is read in tests/test_server_process.py."""

import logging

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

import config.asgi  # noqa: F401 (attaches the filter, as every server does)
from config.logging_filters import without_secrets

SECRET = "S3CRET-value_9"
CREDENTIAL_PARTS = ("code", "token")


def _routes(resolver: URLResolver, prefix: str = "") -> list[str]:
    routes = []
    for entry in resolver.url_patterns:
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver):
            routes += _routes(entry, route)
        elif isinstance(entry, URLPattern):
            routes.append(route)
    return routes


def _with_secret(route: str) -> str:
    path = "/" + route
    for converter in ("str", "slug"):
        for name in CREDENTIAL_PARTS:
            path = path.replace(f"<{converter}:{name}>", SECRET)
    return path.replace("<int:game_id>", "7").replace("<str:kind>", "auction")


CARRIERS = [route for route in _routes(get_resolver()) if any(f":{name}>" in route for name in CREDENTIAL_PARTS)]


def test_the_routes_that_carry_a_credential_are_known():
    assert {"join/<str:code>/", "move/<str:token>/"} <= set(CARRIERS)


@pytest.mark.parametrize("route", CARRIERS)
@pytest.mark.parametrize(
    "query", ["", f"?code={SECRET}", f"?page=2&token={SECRET}&x=1", f"?CODE={SECRET}", f"?c%6Fde={SECRET}"]
)
def test_a_path_or_query_that_carries_a_credential_is_logged_without_it(route, query, caplog):
    path = _with_secret(route) + query
    assert SECRET in path
    with caplog.at_level(logging.INFO, logger="uvicorn.access"):
        logging.getLogger("uvicorn.access").info('%s - "%s %s HTTP/%s" %d', "10.0.0.2:5", "GET", path, "1.1", 200)
    line = caplog.records[-1].getMessage()
    assert SECRET not in line and "…" in line, line
    assert without_secrets("/games/7/?page=2") == "/games/7/?page=2"  # other paths unchanged


@pytest.mark.django_db
@pytest.mark.parametrize("path", [f"/join/{SECRET}/", f"/move/{SECRET}/"])
def test_a_form_refused_by_the_csrf_check_is_logged_without_its_code_or_token(path, caplog):
    """Django's own line, "Forbidden (CSRF cookie not set.): /move/<token>/", wrote the path
    whole: a phone that lost its CSRF cookie put a live seat token in the log (red team)."""
    from django.test import Client

    with caplog.at_level(logging.WARNING):
        assert Client(enforce_csrf_checks=True).post(path).status_code == 403
    logged = [record.getMessage() for record in caplog.records if record.name == "django.security.csrf"]
    assert logged and all(SECRET not in line and "…" in line for line in logged), logged
