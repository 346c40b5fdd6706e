from django.apps import AppConfig


class BattlerConfig(AppConfig):
    name = "battler"

    def ready(self):
        from battler.pages import TABLE_OPTIONS
        from battler.presets import CreateSettings, resolve_settings
        from battler.rules import ENGINE
        from battler.rules.settings import PRESETS
        from tabletop.core import kinds

        kinds.register(
            kinds.GameKind(
                name="battler",
                plural="battlers",
                label="Battler",
                engine=ENGINE,
                min_seats=2,
                max_seats=8,
                resolve_settings=resolve_settings,
                create_settings=CreateSettings,
                table_options=TABLE_OPTIONS,
                presets=PRESETS,
            )
        )
