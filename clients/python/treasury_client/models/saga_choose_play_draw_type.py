from enum import StrEnum

class SagaChoosePlayDrawType(StrEnum):
    CHOOSE_PLAY_DRAW = "choose_play_draw"

    def __str__(self) -> str:
        return str(self.value)
