"""`sync_cards`: Scryfall's oracle-cards file into the catalogue when it changed (its updated_at,
then its ETag), with a progress bar; nothing downloaded when nothing changed; tables keep the
facts they started with; and the weekly beat job, off by default."""

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from rest_framework.test import APIClient

from cards.models import Card, CatalogueSync
from cards.online.http import PACE
from cards.online.scryfall import download_allowed
from cards.tasks import sync_cards
from tabletop.core.states import game_cards
from tabletop.models import Game

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[3]


def spyglass(cards: list[dict], set_code: str) -> list[dict]:
    """The fixture holds two real printings of Sorcerous Spyglass: keep only the one of this set."""
    return [c for c in cards if c["name"] != "Sorcerous Spyglass" or c["set"] == set_code]


def serve(sources, cards: list[dict], updated_at: str) -> None:
    sources.scryfall.bulk_file = json.dumps(cards).encode()
    sources.scryfall.bulk_updated_at = updated_at


def sync(**options) -> str:
    out = StringIO()
    call_command("sync_cards", stdout=out, stderr=StringIO(), **options)
    return out.getvalue()


def test_a_sync_reads_the_file_once_and_a_second_run_downloads_nothing(sources):
    said = sync()
    assert "read 99 cards: 99 new, 0 updated" in said
    assert len(sources.scryfall.asked("/file/")) == 1
    bonecrusher = Card.objects.get(name="Bonecrusher Giant // Stomp")
    assert not bonecrusher.from_upload and "Stomp" in bonecrusher.oracle_text
    assert sync() == "Scryfall's card file is unchanged since 2026-11-23T09:05:11.103+00:00: nothing downloaded\n"
    assert len(sources.scryfall.asked("/file/")) == 1 and len(sources.scryfall.asked("/bulk-data")) == 2


def test_a_new_date_on_the_same_file_is_answered_304_and_nothing_is_read(sources):
    sync()
    sources.scryfall.bulk_updated_at = "2026-11-30T09:04:56.000+00:00"
    assert "nothing downloaded" in sync()
    conditional = sources.scryfall.asked("/file/")[-1]
    assert conditional.headers["if-none-match"] == CatalogueSync.objects.get().etag
    assert CatalogueSync.objects.get().updated_at == "2026-11-30T09:04:56.000+00:00"
    assert "nothing downloaded" in sync() and len(sources.scryfall.asked("/file/")) == 2


def test_a_changed_file_updates_the_catalogue_and_a_running_table_keeps_its_facts(sources):
    serve(sources, spyglass(sources.scryfall.cards, "xln"), "2026-11-23T09:05:11.103+00:00")
    sync()
    before = Card.objects.get(name="Sorcerous Spyglass")
    assert before.set_code == "xln"
    created = (
        APIClient()
        .post("/api/v1/auctions/", {"seats": ["Ann", "Bob"], "cards": ["Sorcerous Spyglass"] * 4}, format="json")
        .json()
    )
    serve(sources, spyglass(sources.scryfall.cards, "eld"), "2026-11-30T09:04:56.000+00:00")
    assert "read 99 cards: 0 new, 99 updated" in sync()
    after = Card.objects.get(name="Sorcerous Spyglass")
    assert (after.set_code, after.image_url) != (before.set_code, before.image_url) and after.set_code == "eld"
    table = game_cards(Game.objects.get(pk=created["id"]))
    assert {card.image_url for card in table} == {before.image_url}


def test_an_error_instead_of_the_file_is_read_only_so_far(sources):
    sources.scryfall.fail("/file/", "huge-error")
    with pytest.raises(CommandError, match="longer than 65536 bytes"):
        sync()
    assert not Card.objects.exists()


def test_with_no_network_the_sync_fails_at_once_and_changes_nothing(waits):
    with pytest.raises(CommandError, match=r"cannot be reached from this server \(no network\?\).*unchanged"):
        sync()
    assert max(waits, default=0) <= PACE
    assert not Card.objects.exists() and not CatalogueSync.objects.exists()


def test_a_file_that_cannot_be_read_changes_nothing(sources):
    sources.scryfall.bulk_file = b'[{"object": "card", "name": "Fabled Passage"'
    with pytest.raises(CommandError, match="oracle_cards file cannot be read"):
        sync()
    assert not Card.objects.exists() and not CatalogueSync.objects.exists()


@pytest.mark.parametrize(
    "uri",
    [
        "https://evil.example/oracle-cards.json",
        "http://data.scryfall.io/oracle-cards.json",
        "https://user:pw@data.scryfall.io/x.json",
        "https://data.scryfall.io.evil.example/x.json",
        "http://127.0.0.1:1/x.json",
    ],
)
def test_a_download_address_off_scryfalls_hosts_is_never_fetched(sources, uri):
    original = sources.scryfall.bulk_index

    def pointing_elsewhere():
        index = original()
        index["data"][0]["download_uri"] = uri
        return index

    sources.scryfall.bulk_index = pointing_elsewhere
    with pytest.raises(CommandError, match="neither on \\*.scryfall.io over https nor on SCRYFALL_API_URL's host"):
        sync()
    assert sources.scryfall.asked("/file/") == []


def test_scryfalls_own_file_host_is_allowed():
    assert download_allowed("https://data.scryfall.io/oracle-cards/oracle-cards-20261123090511.json")


def test_the_progress_bars_count_the_download_and_the_import(sources, capsys):
    call_command("sync_cards", stdout=StringIO())
    bars = capsys.readouterr().err
    assert "Downloading: 100%" in bars and "Importing: 100%" in bars
    call_command("sync_cards", stdout=StringIO())
    assert capsys.readouterr().err == ""  # nothing read, no bar


def test_the_beat_job_syncs(sources):
    assert sync_cards()["downloaded"] is True
    assert sync_cards() == {"downloaded": False, "updated_at": "2026-11-23T09:05:11.103+00:00", "bytes": 0, "read": 0}


@pytest.mark.parametrize(("value", "scheduled"), [("", False), ("0", False), ("1", True)])
def test_the_weekly_sync_joins_beats_schedule_only_when_asked(value, scheduled):
    probe = "from config.celery import app; print(sorted(app.conf.beat_schedule))"
    env = {
        "PATH": "/usr/bin:/bin",
        "SECRET_KEY": "x",
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "SYNC_CARDS_WEEKLY": value,
    }
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert ("sync-cards-weekly" in done.stdout) is scheduled


def test_the_weekly_sync_runs_on_mondays_at_4_17():
    from config.celery import CARD_SYNC

    (entry,) = CARD_SYNC.values()
    assert entry["task"] == "cards.tasks.sync_cards"
    assert (entry["schedule"].day_of_week, entry["schedule"].hour, entry["schedule"].minute) == ({1}, {4}, {17})
