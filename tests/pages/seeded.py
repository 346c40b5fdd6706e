"""Creates a saga on a browser test's server whose seeded generator deals Year of Solomon as year
2's theme, so a one-year test reaches the Solomon split and choice. Run in the server's
environment (its SQLite file): `python -m tests.pages.seeded CUBE_NAME SEAT SEAT`; prints the
created game as the API answers it. The seed is searched for with the engine's own setup."""

import json
import sys


def solomon_seed(cards) -> str:
    from saga.rules import ENGINE
    from saga.rules.themes import SOLOMON, theme_for
    from tabletop.rules.rng import Rng

    settings = ENGINE.parse_settings({})
    for n in range(500):
        seed = f"solomon-{n}"
        state = ENGINE.setup(settings, cards, ["Ann", "Bob"], Rng(seed))
        if theme_for(state.theme_deck[0]).name == SOLOMON:  # deal_theme takes the top card
            return seed
    raise RuntimeError("no seed of 500 deals Year of Solomon")


def main(cube_name: str, *seats: str) -> None:
    import django

    django.setup()
    from cards.models import Cube
    from cards.selectors import cube_game_cards
    from tabletop.core import services
    from tabletop.http.api import created_body

    cube = Cube.objects.get(name=cube_name)
    cards = cube_game_cards(cube)
    created = services.create_game(
        kind="saga", seat_names=list(seats), settings_doc={}, cards=cards, cube=cube, seed=solomon_seed(cards)
    )
    print(json.dumps(created_body(created), default=str))


if __name__ == "__main__":
    main(*sys.argv[1:])
