"""Cards and cubes from the services the cube community uses: CubeCobra and Scryfall.

Every answer is read as untrusted input, like an upload (http.py bounds its size, the time it
takes and the JSON's depth; each reader bounds its strings and counts). The base addresses are
settings (SCRYFALL_API_URL, CUBECOBRA_URL), so tests and air-gapped sites point them elsewhere;
with no network every call fails at once with a message that says so.

The documented shapes these modules follow (read 2026-11; neither service versions them):

Scryfall (https://scryfall.com/docs/api):
- every request carries an accurate User-Agent and an Accept header (api-overview, "Required
  Headers"); 50-100 ms between requests, and the card look-ups (/cards/collection,
  /cards/named) at most 2 a second (rate-limits: a 429 locks the client out for 30 s, and
  ignoring a 429 is not acceptable);
- POST /cards/collection: {"identifiers": [{"name": ...}, ...]}, at most 75, answers a List
  {"object": "list", "not_found": [identifier, ...], "data": [card, ...]} (found cards in the
  order asked, so answers are matched by name, never by position);
- GET /cards/named?fuzzy=NAME: one card object, or an Error {"object": "error", "code":
  "not_found", "status": 404, "type"?: "ambiguous", "details": ...};
- GET /bulk-data: a List of bulk_data objects {"type": "oracle_cards", "updated_at",
  "download_uri", "size", "content_type", "content_encoding", ...}; the download_uri is a file
  on *.scryfall.io (no rate limit), a JSON list of card objects.

CubeCobra (its API page, /cube/api/cubeJSON/:id and /cube/download/csv/:id, and its source:
packages/server/src/router/routes/cube/api/cubeJSON.ts, packages/utils/src/datatypes/Card.ts):
- GET /cube/api/cubeJSON/:id (a cube's UUID or short id): {"id", "shortId", "name", ...,
  "cards": {"mainboard": [Card], "maybeboard": [Card], ...}}, 100 requests a minute; a missing or
  private cube is 404 "Cube not found."; a Card is {"cardID", "details": CardDetails, "tags",
  "colors"?, "cmc"?, "type_line"?, "colorCategory"?, "imgUrl"?, "imgBackUrl"?, ...} whose own
  fields override the details, and CardDetails carries Scryfall's facts as CubeCobra converts
  them (update_cards.ts): "name" (the front face's for two-faced cards, both for split cards),
  "type", "colors", "cmc", "oracle_text", "parsed_cost" (the cost's symbols lower-cased and
  reversed, "/" written "-", "split" between halves), "image_normal", "image_flip", "layout",
  "colorcategory", "rarity", "set", "collector_number", "scryfall_id", "oracle_id";
- GET /cube/download/csv/:id?boards=mainboard,maybeboard: the CSV export (see
  cards/parsing/cubecobra_csv.py for its headers).
"""
