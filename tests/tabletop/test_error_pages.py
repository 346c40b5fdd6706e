"""Pages outside /api/ refuse in the site's own pages, saying what was wrong: a path no page has,
and a form the CSRF check refuses (they were Django's bare pages, the latter sending its reader
to DEBUG, with styles the pages' CSP blocks: red team)."""

import pytest
from django.test import Client


@pytest.mark.parametrize("path", ["/nowhere/", "/games/99999999/", "/join/x/y/"])
def test_a_path_no_page_has_gets_the_sites_page_naming_it(db, client, path):
    answer = client.get(path)
    assert answer.status_code == 404
    page = answer.content.decode()
    assert 'data-code="not_found"' in page and f"no page at <code>{path}</code>" in page, page[:400]
    assert "Treasury" in page


@pytest.mark.parametrize(
    ("origin", "words"),
    [
        ("http://evil.example", "it was sent from another site (&#x27;http://evil.example&#x27;)"),
        (None, "its security token was missing or stale"),
    ],
)
def test_a_form_the_csrf_check_refuses_gets_the_sites_page_saying_why(db, origin, words):
    phone = Client(enforce_csrf_checks=True)
    headers = {"HTTP_ORIGIN": origin} if origin else {}
    answer = phone.post("/join/", {"code": "ABCDEFGH", "seat": "0"}, **headers)
    assert answer.status_code == 403
    page = answer.content.decode()
    assert 'data-code="csrf_failed"' in page and words in page, page[:600]
    assert "DEBUG" not in page
