from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Card catalogue and cubes"

    def ready(self):
        from cards.models import Card, Cube, CubeCard
        from cards.parsing.facts import COLUMN_LIMITS, MAX_ORACLE_TEXT
        from tabletop.core.columns import max_lengths

        # the importers refuse a text its column would not keep (or, rules text, a phone be sent)
        COLUMN_LIMITS.update(max_lengths(CubeCard) | max_lengths(Card) | {"oracle_text": MAX_ORACLE_TEXT})

        from django.db.models.signals import post_delete, post_save

        from cards import selectors
        from cards.services import cube_changed_by_edit
        from tabletop.core import catalogue

        # a kept cube summary is counted again, and an export made again, after a cube or a card is
        # edited one at a time (the admin)
        edits = {Card: (post_save, post_delete), CubeCard: (post_save, post_delete), Cube: (post_save,)}
        for model, signals in edits.items():
            for signal in signals:
                signal.connect(cube_changed_by_edit, sender=model, dispatch_uid=f"changed-{model.__name__}")

        # the game core deals and checks cards through the catalogue, which it does not import
        catalogue.register(
            catalogue.Catalogue(
                game_cards=selectors.game_cards,
                refuse_too_many=selectors.refuse_more_cards_than_a_game_is_dealt,
                refuse_unholdable=selectors.refuse_cards_no_cube_holds,
            )
        )
