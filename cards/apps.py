from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Card catalogue and cubes"

    def ready(self):
        from cards.models import Card
        from cards.parsing.facts import COLUMN_LIMITS
        from tabletop.fields import max_lengths

        COLUMN_LIMITS.update(max_lengths(Card))  # the importers refuse a text their column would not keep
