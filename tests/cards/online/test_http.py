"""The bounded client every online source goes through, against a real local HTTP server that
misbehaves as remote servers do: no network, 429 with Retry-After, a stall, a dropped
connection, a drip, far too many bytes (plain or gzip), JSON nested too deep or not JSON."""

import threading

import pytest

from cards.online.http import PACE, Source, SourceBadAnswer, SourceBusy, SourceUnreachable
from cards.online.scryfall import INDEX_BYTES, LOOKUP_PACE, bulk_item, look_up_names, scryfall


@pytest.fixture
def index_url(sources):
    return sources.scryfall.url + "/bulk-data"


def test_with_no_network_a_request_fails_at_once_and_says_so(settings, waits):
    with pytest.raises(SourceUnreachable) as failure, scryfall() as source:
        source.get(source.url("/bulk-data"), max_bytes=INDEX_BYTES)
    assert max(waits, default=0) <= PACE
    assert "cannot be reached from this server (no network?)" in failure.value.message
    assert "Scryfall (127.0.0.1:9)" in failure.value.message


def test_every_request_names_the_client_and_what_it_accepts(sources):
    look_up_names(["Fabled Passage", "Fabled Pasage"])
    asked = sources.scryfall.requests
    assert [r.path for r in asked] == ["/cards/collection", "/cards/named"]
    for request in asked:
        assert request.headers["user-agent"].startswith("Treasury/")
        assert request.headers["accept"]


def test_card_look_ups_are_spaced_by_scryfalls_rate_limit(sources):
    look_up_names([f"Not a card {n}" for n in range(3)] + ["Fabled Passage"])
    times = [r.at for r in sources.scryfall.requests]
    assert len(times) == 4  # one collection request, three fuzzy searches
    gaps = [later - earlier for earlier, later in zip(times, times[1:], strict=False)]
    assert min(gaps) >= LOOKUP_PACE - 0.02, gaps


def test_a_short_retry_after_is_waited_out_once(sources, index_url):
    sources.scryfall.fail("/bulk-data", "429", seconds=1)
    with Source("Scryfall", sources.scryfall.url) as source:
        answer = source.get(index_url, max_bytes=INDEX_BYTES)
    assert answer.status == 200
    first, second = sources.scryfall.asked("/bulk-data")
    assert second.at - first.at >= 1


def test_a_long_retry_after_fails_at_once_and_the_source_is_left_alone_until_then(sources, index_url, waits):
    sources.scryfall.fail("/bulk-data", "429", seconds=30)
    with Source("Scryfall", sources.scryfall.url) as source:
        with pytest.raises(SourceBusy) as failure:
            source.get(index_url, max_bytes=INDEX_BYTES)
        assert max(waits, default=0) <= PACE
        assert failure.value.retry_after == 30 and "wait 30 s" in failure.value.message
        with pytest.raises(SourceBusy):
            source.get(index_url, max_bytes=INDEX_BYTES)
    assert len(sources.scryfall.asked("/bulk-data")) == 1  # the second call was never sent


@pytest.mark.parametrize(
    ("fault", "options", "error", "words"),
    [
        ("slow", {"read_timeout": 0.5}, SourceUnreachable, "did not answer in time"),
        ("drop", {}, SourceUnreachable, "dropped the connection"),
        ("drip", {"deadline": 1.0}, SourceUnreachable, "too slowly"),
        ("huge", {}, SourceBadAnswer, "longer than 1048576 bytes"),
        ("gzip-bomb", {}, SourceBadAnswer, "longer than 1048576 bytes"),
    ],
)
def test_a_misbehaving_server_is_cut_off_with_a_reason(sources, index_url, fault, options, error, words):
    sources.scryfall.fail("/bulk-data", fault, seconds=3)
    with pytest.raises(error) as failure, Source("Scryfall", sources.scryfall.url, **options) as source:
        source.get(index_url, max_bytes=INDEX_BYTES)
    assert words in failure.value.message  # waited out, the slow and the dripping answer would have come whole


@pytest.mark.parametrize(("fault", "words"), [("deep", "nested too deeply"), ("not-json", "is not JSON")])
def test_an_answer_that_is_not_usable_json_is_refused(sources, fault, words):
    sources.scryfall.fail("/bulk-data", fault)
    with pytest.raises(SourceBadAnswer) as failure, scryfall() as source:
        bulk_item(source)
    assert words in failure.value.message


def test_a_redirect_is_not_followed(sources, index_url):
    sources.scryfall.fail("/bulk-data", "redirect")
    with pytest.raises(SourceBadAnswer, match="302 \\(a redirect, not followed\\)"), scryfall() as source:
        source.get(index_url, max_bytes=INDEX_BYTES)
    assert len(sources.scryfall.requests) == 1


def test_other_requests_are_spaced_by_a_tenth_of_a_second(sources, index_url):
    with scryfall() as source:
        for _ in range(3):
            source.get(index_url, max_bytes=INDEX_BYTES)
    times = [r.at for r in sources.scryfall.requests]
    assert min(later - earlier for earlier, later in zip(times, times[1:], strict=False)) >= PACE - 0.01


def test_the_pace_holds_across_clients_that_share_the_cache(sources):
    """Two imports at once (two threads here, two processes sharing Redis in production) keep
    one pace between them."""
    names = [[f"Zzzz {thread} {n}" for n in range(3)] for thread in range(2)]
    threads = [threading.Thread(target=look_up_names, args=(batch,)) for batch in names]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    times = sorted(r.at for r in sources.scryfall.requests)
    assert len(times) == 8  # two collection requests, six fuzzy searches
    assert min(later - earlier for earlier, later in zip(times, times[1:], strict=False)) >= LOOKUP_PACE - 0.02
