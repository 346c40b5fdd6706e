from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Card catalogue and cubes"

    def ready(self):
        from cards.models import Card, CubeCard
        from cards.parsing.facts import COLUMN_LIMITS
        from tabletop.fields import max_lengths

        # the importers refuse a text its column would not keep
        COLUMN_LIMITS.update(max_lengths(CubeCard) | max_lengths(Card))
