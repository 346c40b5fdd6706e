"""The join link and QR code on the host's page name an address the phones reach: the one the
page was opened on, unless that is this machine's own loopback name (then SITE_URL)."""

import pytest
from django.test import Client
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

SITE_URL = "http://192.168.1.20:8771"


@pytest.fixture
def lan(settings):
    settings.SITE_URL = SITE_URL
    settings.ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]", "192.168.1.20", "[fd00::20]", "treasury.example.org"]


def host_page(host: str, **extra) -> tuple[str, str]:
    """Create a table from `host` as the new-table page does, open its host page; (html, code)."""
    creator = APIClient(HTTP_HOST=host, **extra)
    created = creator.post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, format="json").json()
    browser = Client(HTTP_HOST=host, **extra)
    browser.cookies[f"seat_{created['id']}"] = created["host_token"]
    page = browser.get(f"/games/{created['id']}/host/")
    assert page.status_code == 200, page.content[:300]
    return page.content.decode(), created["join_code"]


@pytest.mark.parametrize(
    ("opened_on", "base"),
    [
        ("192.168.1.20:8771", "http://192.168.1.20:8771"),
        ("192.168.1.20:9000", "http://192.168.1.20:9000"),  # the port the page came in on, not 8000
        ("[fd00::20]:8771", "http://[fd00::20]:8771"),
        ("treasury.example.org", "http://treasury.example.org"),
        ("127.0.0.1:8771", SITE_URL),  # this machine's own name means nothing to a phone
        ("localhost:8771", SITE_URL),
        ("[::1]:8771", SITE_URL),
    ],
)
def test_the_join_link_and_qr_code_use_the_address_the_page_was_opened_on(lan, opened_on, base):
    html, code = host_page(opened_on)
    link = f"{base}/join/{code}/"
    assert f'href="{link}" id="join-url"' in html
    assert f"QR code of {link}" in html  # the QR code draws the same link


def test_behind_a_tls_proxy_the_join_link_is_https(lan, settings):
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    html, code = host_page("treasury.example.org", HTTP_X_FORWARDED_PROTO="https")
    assert f"QR code of https://treasury.example.org/join/{code}/" in html


def test_a_host_that_is_not_served_gets_400_and_no_page(lan):
    assert Client(HTTP_HOST="evil.example.com").get("/join/").status_code == 400
