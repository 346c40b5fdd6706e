from django.apps import AppConfig


class BattlerConfig(AppConfig):
    name = "battler"

    def ready(self):
        from tabletop import kinds

        from battler.rules import ENGINE

        kinds.register(kinds.GameKind(name="battler", plural="battlers", label="battler", engine=ENGINE,
                                      min_seats=2, max_seats=8))
