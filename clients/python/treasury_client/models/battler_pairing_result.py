from enum import StrEnum

class BattlerPairingResult(StrEnum):
    CANNOT = "cannot"
    CONCEDE = "concede"
    DRAW = "draw"
    LOSS = "loss"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)
