"""A request for a host this server does not serve (a phone that reached it by another name: the
machine's new address, a hotspot's, a .local name) is told which address to open, under /api/ in
the error shape, and is logged as one warning line: it was "the request is malformed", with a
30-line traceback in the log for each such request (red team)."""

import logging

import pytest


@pytest.mark.parametrize("path", ["/", "/join/", "/api/v1/cubes/"])
def test_a_host_not_served_is_told_the_address_to_open_and_logged_without_a_traceback(client, settings, caplog, path):
    settings.SITE_URL = "http://192.0.2.2:8000"
    with caplog.at_level(logging.WARNING, logger="django.security.DisallowedHost"):
        answer = client.get(path, HTTP_HOST="mylaptop.local:8000")
    assert answer.status_code == 400
    words = "this server does not answer to the host 'mylaptop.local:8000': open http://192.0.2.2:8000"
    if path.startswith("/api/"):
        assert answer.json() == {"code": "unknown_host", "message": words}
    else:
        assert words.replace("'", "&#x27;") in answer.content.decode()
    logged = [r for r in caplog.records if r.name == "django.security.DisallowedHost"]
    assert logged and all(r.exc_info is None and r.levelno == logging.WARNING for r in logged)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/api/v1/cubes/", "/join/"])
def test_a_query_of_too_many_fields_is_refused_and_logged_without_a_traceback(client, caplog, path):
    """1,100 query parameters logged two 30-line tracebacks a request (red team)."""
    with caplog.at_level(logging.WARNING):
        answer = client.get(path + "?" + "&".join(f"a{n}=1" for n in range(1100)))
    assert answer.status_code == 400
    logged = [r for r in caplog.records if r.name == "django.security.TooManyFieldsSent"]
    assert logged and all(r.exc_info is None and r.levelno == logging.WARNING for r in logged)
