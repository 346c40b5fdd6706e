"""Rate limits by address: the address is the peer's unless a named proxy vouches for it, and the
join limit counts failed codes only (a table of phones behind one address all get in)."""

import pytest
from django.core.cache import cache
from django.test import RequestFactory, override_settings
from hypothesis import given
from hypothesis import strategies as st
from rest_framework.test import APIClient

from tabletop.access.throttles import JoinThrottle, PerAddressThrottle

ipv4 = st.ip_addresses(v=4).map(str)
ipv6 = st.ip_addresses(v=6).map(str)
address = st.one_of(ipv4, ipv6)
# what a client may put in the header: addresses, garbage, several headers' worth
forged_header = st.one_of(
    st.lists(address, min_size=1, max_size=5).map(", ".join),
    st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=60),
)


def ident(remote_addr: str, forwarded_for: str | None) -> str:
    headers = {"HTTP_X_FORWARDED_FOR": forwarded_for} if forwarded_for is not None else {}
    return PerAddressThrottle().get_ident(RequestFactory().get("/", REMOTE_ADDR=remote_addr, **headers))


@given(peer=st.one_of(st.sampled_from(["127.0.0.1", "::1", "192.168.1.30"]), address), forged=forged_header)
def test_without_a_named_proxy_a_forged_x_forwarded_for_never_changes_the_bucket(peer, forged):
    assert ident(peer, forged) == ident(peer, None) == peer


@given(
    client=address, forged=st.lists(address, max_size=4), hops=st.integers(min_value=1, max_value=3), stranger=address
)
def test_behind_named_proxies_the_bucket_is_the_last_address_no_proxy_added(client, forged, hops, stranger):
    proxies = [f"10.9.0.{n}" for n in range(1, hops + 1)]
    # the client may send any header; each proxy appends the address it saw
    chain = ", ".join([*forged, client, *proxies[:-1]])
    with override_settings(TRUSTED_PROXIES=proxies):
        if client not in proxies:
            assert ident(proxies[-1], chain) == client
        # a peer that is not a named proxy is its own address, whatever it sends
        if stranger not in proxies:
            assert ident(stranger, chain) == stranger


def test_a_named_proxy_without_the_header_is_its_own_address(settings):
    settings.TRUSTED_PROXIES = ["10.9.0.1"]
    assert ident("10.9.0.1", None) == "10.9.0.1"
    assert ident("10.9.0.1", " , ") == "10.9.0.1"


@pytest.fixture
def join_limit(monkeypatch):
    cache.clear()
    monkeypatch.setattr(JoinThrottle, "THROTTLE_RATES", {"join": "5/min"})
    yield 5
    cache.clear()


@pytest.mark.django_db
@pytest.mark.parametrize("players", [6, 8, 12])
def test_every_player_behind_one_address_gets_in_past_the_join_limit(join_limit, players):
    assert players > join_limit
    host = APIClient(REMOTE_ADDR="203.0.113.7")
    created = host.post("/api/v1/counters/", {"seats": [f"P{n}" for n in range(4)]}, format="json").json()
    code = created["join_code"]
    for number in range(players):  # the café's phones: one address, each opens the page and joins
        phone = APIClient(REMOTE_ADDR="203.0.113.7")
        assert phone.get(f"/join/{code}/").status_code == 200
        body = {"code": code, "seat": number} if number < 4 else {"code": code, "spectate": True}
        joined = phone.post("/api/v1/join/", body, format="json")
        assert joined.status_code == 201, (number, joined.content)
    taken = APIClient(REMOTE_ADDR="203.0.113.7").post("/api/v1/join/", {"code": code, "seat": 0}, format="json")
    assert taken.status_code == 409  # a taken seat is no guess either
    assert (
        APIClient(REMOTE_ADDR="203.0.113.7")
        .post("/api/v1/join/", {"code": code, "spectate": True}, format="json")
        .status_code
        == 201
    )


@pytest.mark.rate_limited
@pytest.mark.django_db
@pytest.mark.parametrize("guess_by", ["api", "page"])
def test_failed_codes_are_limited_and_then_even_the_right_code_waits(join_limit, guess_by):
    host = APIClient(REMOTE_ADDR="198.51.100.9")
    code = host.post("/api/v1/counters/", {"seats": ["Ann", "Bob"]}, format="json").json()["join_code"]
    guesser = APIClient(REMOTE_ADDR="198.51.100.9")

    def guess(n: int) -> int:
        if guess_by == "api":
            return guesser.post("/api/v1/join/", {"code": f"WRONG{n:03d}", "seat": 0}, format="json").status_code
        return guesser.get(f"/join/WRONG{n:03d}/").status_code

    assert [guess(n) for n in range(join_limit)] == [404] * join_limit
    refused = guesser.post("/api/v1/join/", {"code": "WRONG999", "seat": 0}, format="json")
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    # over the limit the right code is refused alike: the answer must not tell a guess it hit
    assert guesser.post("/api/v1/join/", {"code": code, "seat": 0}, format="json").status_code == 429
    assert guesser.get(f"/join/{code}/").status_code == 429
    # another address is not held back
    other = APIClient(REMOTE_ADDR="198.51.100.10")
    assert other.post("/api/v1/join/", {"code": code, "seat": 0}, format="json").status_code == 201


def _signed_in(client: APIClient) -> APIClient:
    from django.contrib.auth.models import User
    from rest_framework.authtoken.models import Token

    user = User.objects.create_user("limited", password="unused-password-1")
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


@pytest.mark.django_db
@pytest.mark.rate_limited
@pytest.mark.parametrize(
    ("scope", "setting", "sign_in", "send"),
    [
        ("token", "RATE_LIMIT_PER_TOKEN", True, lambda client: client.get("/api/v1/cubes/")),
        ("address", "RATE_LIMIT_PER_ADDRESS", False, lambda client: client.get("/api/v1/cubes/")),
        ("join", "RATE_LIMIT_JOIN", False,
         lambda client: client.post("/api/v1/join/", {"code": "ZZZZZZZZ"}, format="json")),
        ("auth", "RATE_LIMIT_AUTH", False, lambda client: client.post(
            "/api/v1/auth/token/", {"username": "nobody", "password": "wrong-password-1"}, format="json")),
        ("create", "RATE_LIMIT_CREATE", False, lambda client: client.post("/api/v1/auctions/", {}, format="json")),
    ],
)  # fmt: skip
def test_a_request_past_a_limit_is_told_which_limit_and_its_setting(scope, setting, sign_in, send, monkeypatch):
    """Every limit but the create's answered DRF's "Request was throttled.", naming no limit."""
    import re

    from rest_framework.throttling import SimpleRateThrottle

    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", {**SimpleRateThrottle.THROTTLE_RATES, scope: "2/min"})
    cache.clear()
    client = _signed_in(APIClient()) if sign_in else APIClient()
    answers = [send(client) for _ in range(3)]
    refused = answers[-1]
    assert refused.status_code == 429, [(a.status_code, a.content[:100]) for a in answers]
    body = refused.json()
    assert body["code"] == "throttled" and body["retry_after"] > 0
    said = rf"this (address|seat or account) has (sent|tried|asked) 2 .+ within a minute, the limit \({setting}\)\. "
    assert re.match(said, body["message"]), body
