from enum import StrEnum

class BattlerReportResultResult(StrEnum):
    CONCEDE = "concede"
    DRAW = "draw"
    LOSS = "loss"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)
