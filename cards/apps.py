from django.apps import AppConfig


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Card catalogue and cubes"
