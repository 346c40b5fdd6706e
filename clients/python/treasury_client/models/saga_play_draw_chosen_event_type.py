from enum import StrEnum

class SagaPlayDrawChosenEventType(StrEnum):
    PLAY_DRAW_CHOSEN = "play_draw_chosen"

    def __str__(self) -> str:
        return str(self.value)
