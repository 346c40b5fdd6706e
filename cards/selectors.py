"""Reads of the catalogue and cubes, and the cards a new game is dealt from."""

from typing import Any

import msgspec
from django.conf import settings

from cards.models import Card, Cube, CubeCard
from cards.online.images import SCRYFALL_ID
from cards.parsing.common import MODULES
from cards.parsing.facts import COLOR_CATEGORIES, COLOR_NAMES, name_key, too_long, unfit_fact, unstorable
from cards.services import safe_image_url
from tabletop.core.errors import BadInput, NotFound, Unprocessable, quoted
from tabletop.rules.engine import Card as GameCard
from tabletop.rules.engine import CardFace


def game_card(index: int, facts: dict, cube_card: CubeCard | None = None) -> GameCard:
    """A game's copy of a card's facts: a table keeps the facts it started with."""
    return GameCard(
        id=index,
        name=facts["name"],
        mana_value=facts["mana_value"],
        colors=list(facts["colors"]),
        color_category=facts["color_category"],
        type_line=facts["type_line"],
        supertypes=list(facts["supertypes"]),
        types=list(facts["types"]),
        subtypes=list(facts["subtypes"]),
        oracle_text=facts["oracle_text"],
        mana_cost=facts["mana_cost"],
        module=(cube_card.module or None) if cube_card else None,
        tags=list(cube_card.tags) if cube_card else [],
        image_url=safe_image_url(facts["image_url"]),
        scryfall_id=facts["scryfall_id"] if SCRYFALL_ID.fullmatch(facts["scryfall_id"] or "") else "",
        power=facts["power"] or "",
        toughness=facts["toughness"] or "",
        loyalty=facts.get("loyalty") or "",  # a fact of the catalogue's once it keeps it
        layout=facts["layout"] or "",
        faces=msgspec.convert(facts["faces"] or [], list[CardFace]) if len(facts["faces"] or []) > 1 else [],
    )


UNKNOWABLE = ("mana_value", "colors")  # facts a cube's file may lack and no source knew (None)
# The most cards a game is dealt from a cube: as many as a pasted list may name (tabletop/http/api.py).
# Every request to a game reads and writes its state, whose size grows with its cards: a game of a
# 20,000-card cube (one upload makes one) took 0.4 to 1.1 s a request, refusals too, against
# 5 ms for 300 cards and 0.2 s for 3,000.
MAX_GAME_CARDS = 3000


def cube_game_cards(cube: Cube) -> list[GameCard]:
    """The cube's mainboard, one game card per copy (the maybeboard never enters play). A card
    whose mana value or colors are unknown refuses the game: the rules decide on them."""
    rows = cube.cards.filter(board=CubeCard.Board.MAINBOARD).select_related("card").order_by("pk")
    if (count := rows.count()) > MAX_GAME_CARDS:
        raise Unprocessable(
            f"cube {cube.pk}'s mainboard has {count:,} cards; a game is dealt at most {MAX_GAME_CARDS:,}",
            code="cube_too_large",
            field="cube",
        )
    facts = [(row, row.effective_facts()) for row in rows]
    unknown = sorted({f["name"] for _, f in facts if any(f[name] is None for name in UNKNOWABLE)})
    if unknown:
        raise Unprocessable(
            f"{len(unknown)} card(s) of cube {cube.pk} have a mana value or colors no source knew: "
            f"{', '.join(unknown[:20])}; import the cube again with them filled in",
            code="unknown_card_facts",
            field="cube",
            unknown=unknown,
        )
    return [game_card(i, card_facts, row) for i, (row, card_facts) in enumerate(facts)]


def game_cards(*, cube_id: int | None, names: list[str] | None, required: bool) -> tuple[Cube | None, list[GameCard]]:
    if cube_id is not None and names:
        raise BadInput("give either a cube or a list of cards, not both", field="cards")
    if cube_id is not None:
        cube = Cube.objects.filter(pk=cube_id).first()
        if cube is None:
            raise NotFound(f"there is no cube {cube_id}", code="no_such_cube", field="cube")
        return cube, cube_game_cards(cube)
    if names:
        return None, named_game_cards(names)
    if required:
        raise Unprocessable("a game needs cards: give a cube id or a list of card names", code="no_cards", field="cube")
    return None, []


def named_game_cards(names: list[str]) -> list[GameCard]:
    keys = [name_key(name) for name in names]
    found = {card.name_key: card for card in Card.objects.filter(name_key__in=set(keys), from_upload=False)}
    unknown = sorted({name for name, key in zip(names, keys, strict=True) if key not in found})
    if unknown:
        raise Unprocessable(
            f"{len(unknown)} card name(s) are not in the catalogue: {', '.join(unknown[:20])}",
            code="unknown_cards",
            field="cards",
            unknown=unknown,
        )
    return [game_card(i, {"name": found[key].name, **found[key].facts()}) for i, key in enumerate(keys)]


def refuse_more_cards_than_a_game_is_dealt(cards: Any) -> None:
    """An export holds no more cards than a create deals (MAX_GAME_CARDS): every request to the
    game reads and writes a state that grows with them."""
    if isinstance(cards, list) and len(cards) > MAX_GAME_CARDS:
        raise Unprocessable(
            f"the export holds {len(cards):,} cards; a game is dealt at most {MAX_GAME_CARDS:,}",
            code="game_too_large",
            field="initial_state.cards",
        )


def refuse_cards_no_cube_holds(cards: list[GameCard]) -> None:
    """An export's cards are taken from the file: each must be one a cube could have held (each
    fact within its limit and one line of visible text, its mana value in range: unstorable) with
    a picture (if any) at an address the phones may load (safe_image_url), or a crafted file would
    have every phone fetch from an address its maker chose, or show a text that turns the line it
    is read in around."""
    for index, card in enumerate(cards):
        where = f"initial_state.cards[{index}]"
        facts = msgspec.structs.asdict(card)
        if refused := too_long(facts):  # before any text is walked
            field, problem = refused
            raise Unprocessable(f"{where}: {problem}", code="too_long", field=f"{where}.{field}")
        if refused := unfit_fact(facts):  # (unstorable says it too, naming no field)
            field, problem = refused
            raise Unprocessable(f"{where}.{field}: {problem}", code="bad_export", field=f"{where}.{field}")
        if problem := unstorable(card):
            raise Unprocessable(f"{where}: {problem}", code="bad_export", field=where)
        if refused := fact_no_cube_holds(card):
            field, problem = refused
            raise Unprocessable(f"{where}.{field}: {problem}", code="bad_export", field=f"{where}.{field}")
        if card.image_url and safe_image_url(card.image_url) != card.image_url:
            hosts = ", ".join(sorted(settings.CARD_IMAGE_HOSTS))
            raise Unprocessable(
                f"{where}.image_url: a card's picture loads over https from a card-image host only ({hosts}), "
                f"not from {quoted(card.image_url, 60)}",
                code="bad_export",
                field=f"{where}.image_url",
            )
        if card.scryfall_id and not SCRYFALL_ID.fullmatch(card.scryfall_id):
            raise Unprocessable(
                f"{where}.scryfall_id: {quoted(card.scryfall_id)} is not a Scryfall id (a UUID in lower case)",
                code="bad_export",
                field=f"{where}.scryfall_id",
            )


def fact_no_cube_holds(card: GameCard) -> tuple[str, str] | None:
    """The first of a card's facts that the rules and the pages read as a word of a known few (its
    colors, its faces', its color category, its module) and that is none of them, and why; None
    when all are. A cube's files are held to the same words (cards.parsing); a crafted export's
    `colors` was written into the pages' markup as it came."""
    colored = [("colors", card.colors)] + [(f"faces[{i}].colors", face.colors) for i, face in enumerate(card.faces)]
    for field, colors in colored:
        for color in colors:
            if color not in COLOR_NAMES:
                return field, f"{quoted(color, 20)} is not a color: each is one of W, U, B, R, G"
        if len(set(colors)) != len(colors):
            return field, "a color is named twice"
    if card.color_category and card.color_category not in COLOR_CATEGORIES:
        categories = ", ".join(COLOR_CATEGORIES)
        return "color_category", f"{quoted(card.color_category, 20)} is not a color category ({categories})"
    if card.module and card.module not in MODULES:
        return "module", f"{quoted(card.module, 20)} is not a module of a cube ({', '.join(MODULES)})"
    return None
