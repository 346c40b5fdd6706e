"""Local HTTP servers that answer as Scryfall and CubeCobra do, in the shapes their documentation
and source give (listed in cards/online/__init__.py), built from the real Scryfall card objects
in tests/fixtures/. The importers talk to them through the very code that talks to the
real services; only the base addresses (settings) differ.

The Scryfall stand-in also finds (by exact name and fuzzy search, not in its bulk file) every
other card the fixtures hold real facts for: the Arena cube's 550 cards, whole Scryfall objects
converted from real data (`arena_cards`), then the Draftmancer Mystery Booster file and the Pauper
cube's CubeCobra CSV, converted to Scryfall's card object shape with only the facts each source
gives (`fixture_partial_cards`).

Each server records every request (method, path, query, headers, body, time) and can be told
to misbehave on its next requests to a path: answer 429 with a Retry-After, 500, stall, drop
the connection halfway, drip bytes, send far too much (plainly or as a gzip bomb), send JSON
nested too deeply or no JSON, or redirect elsewhere.

Run it by hand (as the README's "try it" does) with:
    python -m tests.cards.online.stand_in --port 8765
"""

from __future__ import annotations

import argparse
import copy
import csv
import difflib
import functools
import gzip
import hashlib
import json
import struct
import threading
import time
import uuid
import zlib
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from tests.background_servers import serve_in_background
from tests.shared_fixtures import FIXTURES

SCRYFALL_CARDS = "scryfall_cards_eld_100__cubecobra_fixture.json"
PAUPER_CSV = "cubecobra_csv_export_ThePauperCube__dunamismax.csv"
MB1_CARDS = "draftmancer_format_mystery_booster_1939_cards__draftmancer.json"
ARENA_LIST = "cube_list_plaintext_ArenaCubeDecember2022__draftmancer.txt"
ARENA_CARDS = "scryfall_shaped_cards_ArenaCubeDecember2022.json"

ELD_CUBE_ID = "5d2e3b1f-0c4a-4e8b-9f6d-7a1b2c3d4e5f"  # a UUID of our own; CubeCobra's ids look like this
ELD_CUBE_SHORT_ID = "eldcube"
PAUPER_CUBE_ID = "thepaupercube"
BULK_UPDATED_AT = "2026-11-23T09:05:11.103+00:00"


def scryfall_cards() -> list[dict]:
    return json.loads((FIXTURES / SCRYFALL_CARDS).read_text())


def arena_cards() -> list[dict]:
    """The Arena cube's 550 cards as Scryfall objects (converted from real data: see SOURCES.md)."""
    return json.loads((FIXTURES / ARENA_CARDS).read_text())


# A converted object says where its facts come from and which of Scryfall's fields that source
# lacks, under this key (no Scryfall field; the importers ignore it).
SOURCE_KEY = "stand_in_source"
SCRYFALL_LAYOUTS = {"normal", "split", "flip", "transform", "modal_dfc", "adventure"}  # as Draftmancer writes them


def fixture_partial_cards() -> list[dict]:
    """The cards of the Mystery Booster file and the Pauper CSV whose names the Scryfall objects
    do not have, as Scryfall card objects holding only the facts their source gives (each name
    once, the Mystery Booster file first: it has ids and mana costs). Neither has oracle text."""
    known = {card["name"] for card in scryfall_cards()}
    cards: dict[str, dict] = {}
    for entry in json.loads((FIXTURES / MB1_CARDS).read_text()).values():
        if entry["name"] not in known:
            cards.setdefault(entry["name"], from_draftmancer(entry))
    with (FIXTURES / PAUPER_CSV).open(newline="", encoding="utf-8") as rows:
        for row in csv.DictReader(rows):
            if row["name"] not in known:
                cards.setdefault(row["name"], from_cubecobra_csv(row))
    return list(cards.values())


def from_draftmancer(entry: dict) -> dict:
    """A Draftmancer card as a Scryfall object: its type and subtypes make the type line; its
    image is Scryfall's border_crop picture (kept under that size's name)."""
    subtypes = entry.get("subtypes") or []
    card = {
        "object": "card",
        "id": entry["id"],
        "oracle_id": entry["oracle_id"],
        "name": entry["name"],
        "mana_cost": entry["mana_cost"],
        "cmc": entry["cmc"],
        "colors": entry["colors"],
        "type_line": entry["type"] + (" — " + " ".join(subtypes) if subtypes else ""),
        "set": entry["set"],
        "collector_number": entry["collector_number"],
        "rarity": entry["rarity"],
        "image_uris": {"border_crop": entry["image_uris"]["en"]},
    }
    lacks = ["oracle_text", "power", "toughness", "color_identity", "card_faces", "image_uris.normal"]
    if entry.get("layout", "normal") in SCRYFALL_LAYOUTS:
        card["layout"] = entry.get("layout", "normal")
    else:
        lacks.append("layout")  # Draftmancer's own word (such as split-left), not Scryfall's
    card[SOURCE_KEY] = {"file": MB1_CARDS, "lacks": lacks}
    return card


def from_cubecobra_csv(row: dict) -> dict:
    """A row of CubeCobra's CSV export as a Scryfall object: the cube's type, mana value and
    colors (CubeCobra writes the type line's dash as a hyphen), set, number, rarity, MTGO id."""
    card = {
        "object": "card",
        "name": row["name"],
        "type_line": row["Type"].replace(" - ", " — "),
        "cmc": float(row["CMC"]),
        "colors": list(row["Color"]),
        "set": row["Set"],
        "collector_number": row["Collector Number"],
        "rarity": row["Rarity"],
    }
    if row["MTGO ID"]:
        card["mtgo_id"] = int(row["MTGO ID"])
    card[SOURCE_KEY] = {
        "file": PAUPER_CSV,
        "lacks": ["id", "oracle_id", "mana_cost", "oracle_text", "power", "toughness", "layout", "image_uris"],
    }
    return card


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes
    at: float


@dataclass
class Fault:
    kind: str  # 429, 500, slow, drop, drip, huge, huge-error, gzip-bomb, deep, not-json, redirect
    seconds: float = 0.0


class StandIn(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self, port: int = 0):
        super().__init__(("127.0.0.1", port), _Handler)
        self.requests: list[Request] = []
        self.faults: dict[str, list[Fault]] = {}
        self.lock = threading.Lock()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def handle_error(self, request, client_address) -> None:
        pass  # a client that hangs up on a misbehaving answer is what the tests ask for

    def start(self) -> StandIn:
        serve_in_background(self)
        return self

    def stop(self) -> None:
        self.shutdown()
        self.server_close()

    def fail(self, path: str, kind: str, *, times: int = 1, seconds: float = 0.0) -> None:
        """The next `times` requests whose path starts with `path` get this fault."""
        with self.lock:
            self.faults.setdefault(path, []).extend(Fault(kind, seconds) for _ in range(times))

    def take_fault(self, path: str) -> Fault | None:
        with self.lock:
            for prefix, queued in self.faults.items():
                if path.startswith(prefix) and queued:
                    return queued.pop(0)
        return None

    def asked(self, path: str) -> list[Request]:
        return [request for request in self.requests if request.path.startswith(path)]

    def answer(self, handler: _Handler, request: Request) -> tuple[int, dict[str, str], bytes]:
        raise NotImplementedError


class ScryfallStandIn(StandIn):
    """POST /cards/collection, GET /cards/named?fuzzy=, GET /bulk-data and the bulk file, and
    GET /cards/:id (the card object, its image_uris on this server) with the image it names.

    Images: each card's is a small PNG of its own; an id in `missing_images` has its card but no
    image (404), one in `oversized_images` an image of OVERSIZED_IMAGE bytes; while `image_gate`
    is cleared, images are held until it is set (a slow image host).

    `cards` (whole Scryfall objects) are found and make the bulk file; `converted` ones (the Arena
    cube's, whole but converted) are found after them, and `partial` cards (objects converted from
    sources with fewer facts) last: a sync must not fill the catalogue with cards that lack their
    text."""

    def __init__(
        self,
        port: int = 0,
        cards: list[dict] | None = None,
        partial: list[dict] | None = None,
        converted: list[dict] | None = None,
    ):
        super().__init__(port)
        self.cards = cards if cards is not None else scryfall_cards()
        self.converted = converted or []
        self.partial = partial or []
        self.partial_by_name = {
            name.casefold(): card for card in reversed(self.partial) for name in self.names_of(card)
        }
        self.bulk_updated_at = BULK_UPDATED_AT
        self.bulk_file = json.dumps(self.cards).encode()
        self.by_id = {card["id"]: card for card in [*self.partial, *self.cards] if "id" in card}
        self.missing_images: set[str] = set()
        self.oversized_images: set[str] = set()
        self.image_gate = threading.Event()
        self.image_gate.set()

    def printings_of_its_own(self, cards: list[dict], owner: str) -> list[dict]:
        """Copies of `cards` under Scryfall ids of `owner`'s alone, served as the originals are:
        what a test does to their images (missing, held back) reaches no other test's cards, nor
        what a long-lived server remembers of them (a missing image, for a day)."""
        copies = []
        for card in cards:
            printing = {**copy.deepcopy(card), "id": str(uuid.uuid5(uuid.NAMESPACE_URL, f"{owner}/{card['id']}"))}
            self.by_id[printing["id"]] = printing
            copies.append(printing)
        return copies

    def answer(self, handler, request):
        if request.path == "/cards/collection" and request.method == "POST":
            return self.collection(request)
        if request.path == "/cards/named":
            return self.named(request.query.get("fuzzy", [""])[0])
        if request.path == "/bulk-data":
            return 200, JSON, json.dumps(self.bulk_index()).encode()
        if request.path.startswith("/file/oracle-cards"):
            return self.bulk_download(request)
        if request.path.startswith("/cards/"):
            return self.card_by_id(request.path.removeprefix("/cards/"))
        if request.path.startswith(IMAGES):
            return self.image(request.path.removeprefix(IMAGES))
        return 404, JSON, self.error(404, "not_found", "No such endpoint")

    def card_by_id(self, scryfall_id: str):
        if scryfall_id not in self.by_id:
            return 404, JSON, self.error(404, "not_found", f"No card found with the given ID ({scryfall_id[:40]})")
        card = copy.deepcopy(self.by_id[scryfall_id])
        faces = card.get("card_faces") or []
        if faces and all("image_uris" in face for face in faces):
            for face, side in zip(faces, ("front", "back"), strict=False):
                face["image_uris"] = {"normal": f"{self.url}{IMAGES}{scryfall_id}-{side}.png"}
        else:
            card["image_uris"] = {"normal": f"{self.url}{IMAGES}{scryfall_id}-front.png"}
        return 200, JSON, json.dumps(card).encode()

    def image(self, name: str):
        scryfall_id = name.rsplit("-", 1)[0]
        self.image_gate.wait(timeout=60)
        if scryfall_id not in self.by_id or scryfall_id in self.missing_images:
            return 404, TEXT, b"Not Found"
        if scryfall_id in self.oversized_images:
            return 200, PNG, card_png(scryfall_id) + b"\0" * OVERSIZED_IMAGE
        return 200, PNG, card_png(name)

    @staticmethod
    def error(status: int, code: str, details: str, kind: str | None = None) -> bytes:
        body = {"object": "error", "code": code, "status": status, "details": details}
        if kind:
            body["type"] = kind
        return json.dumps(body).encode()

    def drop_partial(self) -> None:
        """Know the whole Scryfall objects only."""
        self.partial, self.partial_by_name, self.converted = [], {}, []

    @staticmethod
    def names_of(card: dict) -> list[str]:
        faces = [face["name"] for face in card.get("card_faces") or []]
        return [card["name"], *(faces or [half for half in card["name"].split(" // ") if half != card["name"]])]

    def find(self, name: str) -> dict | None:
        wanted = name.casefold()
        whole = [*self.cards, *self.converted]
        card = next((c for c in whole if wanted in (n.casefold() for n in self.names_of(c))), None)
        return card or self.partial_by_name.get(wanted)

    def collection(self, request):
        if "application/json" not in request.headers.get("content-type", ""):
            return 400, JSON, self.error(400, "bad_request", "The request must be posted as application/json")
        identifiers = json.loads(request.body).get("identifiers") or []
        if len(identifiers) > 75:
            return 422, JSON, self.error(422, "bad_request", "Too many identifiers: at most 75")
        found, not_found = [], []
        for identifier in identifiers:
            card = self.find(str(identifier.get("name", "")))
            (found.append(card) if card else not_found.append(identifier))
        return 200, JSON, json.dumps({"object": "list", "not_found": not_found, "data": found}).encode()

    def named(self, fuzzy: str):
        matcher = difflib.SequenceMatcher(b=fuzzy.casefold())
        scores = [(0.0, "")]
        for card in [*self.cards, *self.converted, *self.partial]:
            for name in self.names_of(card):
                matcher.set_seq1(name.casefold())
                if matcher.real_quick_ratio() >= 0.8 and matcher.quick_ratio() >= 0.8:  # bounds of ratio()
                    scores.append((matcher.ratio(), card["name"]))
        scores.sort(reverse=True)
        best = [name for score, name in scores if score >= 0.8 and score >= scores[0][0] - 0.02]
        if len(set(best)) > 1:
            return (
                404,
                JSON,
                self.error(404, "not_found", f"Too many cards match ambiguous name “{fuzzy}”.", "ambiguous"),
            )
        if not best:
            return 404, JSON, self.error(404, "not_found", f"No cards found matching “{fuzzy}”")
        known = [*self.cards, *self.converted, *self.partial]
        return 200, JSON, json.dumps(next(c for c in known if c["name"] == best[0])).encode()

    def bulk_index(self) -> dict:
        stamp = "".join(ch for ch in self.bulk_updated_at[:19] if ch.isdigit())
        return {
            "object": "list",
            "has_more": False,
            "data": [
                {
                    "object": "bulk_data",
                    "id": "27bf3214-1271-490b-bdfe-c0be6c23d02e",
                    "type": "oracle_cards",
                    "updated_at": self.bulk_updated_at,
                    "uri": f"{self.url}/bulk-data/oracle-cards",
                    "name": "Oracle Cards",
                    "description": "A JSON file containing one Scryfall card object for each Oracle ID on Scryfall.",
                    "size": len(self.bulk_file),
                    "download_uri": f"{self.url}/file/oracle-cards-{stamp}.json",
                    "content_type": "application/json",
                    "content_encoding": "gzip",
                },
                {
                    "object": "bulk_data",
                    "id": "e2ef41e3-5778-4bc2-af3f-78eca4dd9c23",
                    "type": "default_cards",
                    "updated_at": self.bulk_updated_at,
                    "uri": f"{self.url}/bulk-data/default-cards",
                    "name": "Default Cards",
                    "description": "A JSON file containing every card object on Scryfall in English.",
                    "size": len(self.bulk_file),
                    "download_uri": f"{self.url}/file/default-cards-{stamp}.json",
                    "content_type": "application/json",
                    "content_encoding": "gzip",
                },
            ],
        }

    def bulk_download(self, request):
        etag = '"' + hashlib.sha1(self.bulk_file).hexdigest() + '"'
        if request.headers.get("if-none-match") == etag:
            return 304, {"ETag": etag}, b""
        headers = {"Content-Type": "application/json", "ETag": etag}
        if "gzip" in request.headers.get("accept-encoding", ""):
            return 200, {**headers, "Content-Encoding": "gzip"}, gzip.compress(self.bulk_file)
        return 200, headers, self.bulk_file


class CubeCobraStandIn(StandIn):
    """GET /cube/api/cubeJSON/:id and /cube/download/csv/:id."""

    def __init__(self, port: int = 0, cards: list[dict] | None = None):
        super().__init__(port)
        self.cubes: dict[str, dict] = {}
        self.csv: dict[str, bytes] = {PAUPER_CUBE_ID: (FIXTURES / PAUPER_CSV).read_bytes()}
        self.json_fails: set[str] = {PAUPER_CUBE_ID}  # a cube whose JSON the server cannot give: CSV only
        cards = cards if cards is not None else scryfall_cards()
        unique = list({card["name"]: card for card in cards}.values())
        self.add_cube(eld_cube(unique[:90], unique[90:]))

    def add_cube(self, cube: dict) -> None:
        self.cubes[cube["id"]] = self.cubes[cube["shortId"]] = cube

    def answer(self, handler, request):
        parts = request.path.strip("/").split("/")
        if parts[:3] == ["cube", "api", "cubeJSON"] and len(parts) == 4:
            if parts[3] in self.json_fails:
                return 500, TEXT, b"Error retrieving cube JSON."
            if parts[3] not in self.cubes:
                return 404, TEXT, b"Cube not found."
            return 200, JSON, json.dumps(self.cubes[parts[3]]).encode()
        if parts[:3] == ["cube", "download", "csv"] and len(parts) == 4 and parts[3] in self.csv:
            return (
                200,
                {"Content-Type": "text/csv", "Content-Disposition": f'attachment; filename="{parts[3]}.csv"'},
                self.csv[parts[3]],
            )
        return 404, TEXT, b"Cube not found."


def eld_cube(mainboard: list[dict], maybeboard: list[dict]) -> dict:
    """A cube JSON document as CubeCobra's route writes it: the cube, and its cards by board,
    each with the details CubeCobra's update_cards.ts converts from a Scryfall card."""
    boards = {
        board: [
            {
                "cardID": card["id"],
                "details": cubecobra_details(card),
                "board": board,
                "index": index,
                "tags": [],
                "status": "Owned",
                "finish": "Non-foil",
                "addedTmsp": "1700000000000",
                "notes": "",
            }
            for index, card in enumerate(cards)
        ]
        for board, cards in (("mainboard", mainboard), ("maybeboard", maybeboard))
    }
    return {
        "id": ELD_CUBE_ID,
        "shortId": ELD_CUBE_SHORT_ID,
        "name": "Throne of Eldraine Cube",
        "owner": {"id": "b5a1c7e2-3f4d-4a5b-8c6d-9e0f1a2b3c4d", "username": "cubeowner"},
        "visibility": "pu",
        "cardCount": len(mainboard),
        "version": 3,
        "dateLastUpdated": 1744647520782,
        "cards": {**boards, "id": ELD_CUBE_ID},
    }


def cubecobra_details(card: dict) -> dict:
    """CardDetails as update_cards.ts's convertCard builds them (the fields the importer reads,
    and a few it does not)."""
    faces = card.get("card_faces") or []
    front = faces[0] if faces else card
    layout = card["layout"]
    name = card["name"] if layout == "split" or "//" not in card["name"] else card["name"].split("//")[0].strip()
    type_line = front.get("type_line") or card["type_line"]
    if "//" in type_line:
        type_line = type_line.split("/")[0].strip()
    whole = not faces or layout in ("flip", "split", "adventure")  # their colors and cost are the card's
    colors = card.get("colors", []) if whole else front.get("colors", [])
    cost = card.get("mana_cost", "") if whole else front["mana_cost"]
    parsed_cost = [
        symbol.replace("/", "-") for symbol in reversed(cost[1:-1].replace(" // ", "{split}").lower().split("}{"))
    ]
    images = front.get("image_uris") or card.get("image_uris") or {}
    identity = card.get("color_identity", [])
    category = (
        "Lands"
        if "land" in type_line.lower()
        else "Colorless"
        if not identity
        else "Multicolored"
        if len(identity) > 1
        else {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}[identity[0]]
    )
    details = {
        "scryfall_id": card["id"],
        "oracle_id": card["oracle_id"],
        "name": name,
        "set": card["set"],
        "collector_number": card["collector_number"],
        "released_at": card["released_at"],
        "promo": card["promo"],
        "reprint": card["reprint"],
        "digital": card["digital"],
        "isToken": layout == "token",
        "full_name": f"{name} [{card['set']}-{card['collector_number']}]",
        "name_lower": name.lower(),
        "artist": card.get("artist", ""),
        "scryfall_uri": card["scryfall_uri"],
        "rarity": card["rarity"],
        "oracle_text": card["oracle_text"] if not faces else "\n".join(face.get("oracle_text", "") for face in faces),
        "image_small": images.get("small"),
        "image_normal": images.get("normal"),
        "art_crop": images.get("art_crop"),
        "cmc": card.get("cmc", 0),
        "type": type_line,
        "colors": colors,
        "color_identity": identity,
        "colorcategory": category,
        "keywords": card.get("keywords", []),
        "parsed_cost": parsed_cost,
        "finishes": card.get("finishes", []),
        "border_color": card.get("border_color"),
        "language": card["lang"],
        "layout": layout,
        "legalities": {"Legacy": card["legalities"]["legacy"]},
        "prices": {},
        "tokens": [],
        "set_name": card["set_name"],
    }
    if len(faces) > 1 and faces[1].get("image_uris"):
        details["image_flip"] = faces[1]["image_uris"]["normal"]
    return details


IMAGES = "/images/normal/"
OVERSIZED_IMAGE = 3 * 1024 * 1024


@functools.cache
def card_png(seed: str) -> bytes:
    """A 4 x 4 PNG of one color, its own for each seed (a card's image here, never a real one)."""
    color = hashlib.sha256(seed.encode()).digest()[:3]
    rows = b"".join(b"\0" + color * 4 for _ in range(4))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", 4, 4, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


@functools.cache
def gzip_bomb() -> bytes:
    """32 MB of JSON whitespace in about 32 KB."""
    return gzip.compress(b" " * (32 * 1024 * 1024), compresslevel=1)


JSON = {"Content-Type": "application/json; charset=utf-8"}
PNG = {"Content-Type": "image/png"}
TEXT = {"Content-Type": "text/html; charset=utf-8"}


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: StandIn

    def log_message(self, *args) -> None:  # quiet
        pass

    def do_GET(self) -> None:  # noqa: N802
        self.handle_request()

    def do_POST(self) -> None:  # noqa: N802
        self.handle_request()

    def handle_request(self) -> None:
        parts = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        request = Request(
            self.command,
            parts.path,
            parse_qs(parts.query),
            {k.lower(): v for k, v in self.headers.items()},
            self.rfile.read(length),
            time.monotonic(),
        )
        self.server.requests.append(request)
        fault = self.server.take_fault(parts.path)
        if fault is not None:
            self.misbehave(fault)
            return
        status, headers, body = self.server.answer(self, request)
        self.send(status, headers, body)

    def send(self, status: int, headers: dict[str, str], body: bytes) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if body:
            self.wfile.write(body)

    def misbehave(self, fault: Fault) -> None:
        if fault.kind == "429":
            self.send_response(429)
            self.send_header("Retry-After", str(int(fault.seconds)))
            self.send_header("Content-Length", "22")
            self.end_headers()
            self.wfile.write(b"429: Too Many Requests")
        elif fault.kind == "500":
            self.send(500, JSON, ScryfallStandIn.error(500, "internal_error", "Something went wrong"))
        elif fault.kind == "slow":
            time.sleep(fault.seconds)
            self.close_connection = True
        elif fault.kind == "drop":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            self.wfile.write(b'{"object": "list", "data": [')
            self.wfile.flush()
            self.close_connection = True
        elif fault.kind == "drip":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.close_connection = True
            self.write_until_gone((b" " for _ in range(100_000)), pause=0.05)
        elif fault.kind in ("huge", "huge-error"):
            self.send_response(200 if fault.kind == "huge" else 503)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.close_connection = True
            self.write_until_gone(b" " * 65536 for _ in range(4096))  # up to 256 MB, until the client hangs up
        elif fault.kind == "gzip-bomb":
            self.send(200, {"Content-Type": "application/json", "Content-Encoding": "gzip"}, gzip_bomb())
        elif fault.kind == "deep":
            self.send(200, JSON, b'{"object": "list", "nested": ' + b"[" * 200_000 + b"]" * 200_000 + b', "data": []}')
        elif fault.kind == "redirect":
            self.send(302, {"Location": "http://127.0.0.1:1/elsewhere"}, b"")
        elif fault.kind == "not-json":
            self.send(200, JSON, b"<html>Service temporarily unavailable</html>")

    def write_until_gone(self, chunks, pause: float = 0.0) -> None:
        try:
            for chunk in chunks:
                self.wfile.write(chunk)
                self.wfile.flush()
                if pause:
                    time.sleep(pause)
        except (BrokenPipeError, ConnectionResetError):
            pass


@dataclass
class Sources:
    scryfall: ScryfallStandIn
    cubecobra: CubeCobraStandIn

    def stop(self) -> None:
        self.scryfall.stop()
        self.cubecobra.stop()


def start(scryfall_port: int = 0, cubecobra_port: int = 0) -> Sources:
    cards = scryfall_cards()
    return Sources(
        ScryfallStandIn(scryfall_port, copy.deepcopy(cards), fixture_partial_cards(), arena_cards()).start(),
        CubeCobraStandIn(cubecobra_port, copy.deepcopy(cards)).start(),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--port", type=int, default=8765, help="Scryfall on this port, CubeCobra on the next (0: each on a free port)"
    )
    port = parser.parse_args().port
    sources = start(port, port + 1 if port else 0)
    print(f"SCRYFALL_API_URL={sources.scryfall.url} CUBECOBRA_URL={sources.cubecobra.url}")
    print(
        f"a cube: {sources.cubecobra.url}/cube/list/{ELD_CUBE_SHORT_ID} (paste it as https://cubecobra.com/cube/list/"
        f"{ELD_CUBE_SHORT_ID} too: the id is what counts)"
    )
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        sources.stop()


if __name__ == "__main__":
    main()
