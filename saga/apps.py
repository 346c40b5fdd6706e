from django.apps import AppConfig


class SagaConfig(AppConfig):
    name = "saga"

    def ready(self):
        from saga.pages import TABLE_OPTIONS
        from saga.rules import ENGINE
        from tabletop.core import kinds

        kinds.register(
            kinds.GameKind(
                name="saga",
                plural="sagas",
                label="Cube Saga",
                engine=ENGINE,
                min_seats=2,
                max_seats=2,
                table_options=TABLE_OPTIONS,
            )
        )
