from enum import StrEnum

class BattlerResultReportedEventResult(StrEnum):
    CANNOT = "cannot"
    CONCEDE = "concede"
    DRAW = "draw"
    LOSS = "loss"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)
