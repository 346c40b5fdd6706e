"""Reads of the catalogue and cubes, and the cards a new game is dealt from."""

from cards.models import Card, Cube, CubeCard
from cards.parsing.facts import name_key
from cards.services import safe_image_url
from tabletop.engine import Card as GameCard
from tabletop.errors import NotFound, Unprocessable


def game_card(index: int, facts: dict, cube_card: CubeCard | None = None) -> GameCard:
    """A game's copy of a card's facts: a table keeps the facts it started with."""
    return GameCard(
        id=index, name=facts["name"], mana_value=facts["mana_value"], colors=list(facts["colors"]),
        color_category=facts["color_category"], type_line=facts["type_line"], supertypes=list(facts["supertypes"]),
        types=list(facts["types"]), subtypes=list(facts["subtypes"]), oracle_text=facts["oracle_text"],
        mana_cost=facts["mana_cost"], module=(cube_card.module or None) if cube_card else None,
        tags=list(cube_card.tags) if cube_card else [], image_url=safe_image_url(facts["image_url"]),
    )


def cube_game_cards(cube: Cube) -> list[GameCard]:
    """The cube's mainboard, one game card per copy (the maybeboard never enters play)."""
    rows = cube.cards.filter(board=CubeCard.Board.MAINBOARD).select_related("card").order_by("pk")
    return [game_card(i, row.effective_facts(), row) for i, row in enumerate(rows)]


def game_cards(*, cube_id: int | None, names: list[str] | None, required: bool) -> tuple[Cube | None, list[GameCard]]:
    if cube_id is not None and names:
        raise Unprocessable("give either a cube or a list of cards, not both", code="invalid_input", field="cards")
    if cube_id is not None:
        cube = Cube.objects.filter(pk=cube_id).first()
        if cube is None:
            raise NotFound(f"there is no cube {cube_id}", code="no_such_cube", field="cube")
        return cube, cube_game_cards(cube)
    if names:
        return None, named_game_cards(names)
    if required:
        raise Unprocessable("a game needs cards: give a cube id or a list of card names", code="no_cards",
                            field="cube")
    return None, []


def named_game_cards(names: list[str]) -> list[GameCard]:
    keys = [name_key(name) for name in names]
    found = {card.name_key: card for card in Card.objects.filter(name_key__in=set(keys), from_upload=False)}
    unknown = sorted({name for name, key in zip(names, keys, strict=True) if key not in found})
    if unknown:
        raise Unprocessable(f"{len(unknown)} card name(s) are not in the catalogue: {', '.join(unknown[:20])}",
                            code="unknown_cards", field="cards", unknown=unknown)
    return [game_card(i, {"name": found[key].name, **found[key].facts()}) for i, key in enumerate(keys)]
