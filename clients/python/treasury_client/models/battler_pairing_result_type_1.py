from enum import StrEnum

class BattlerPairingResultType1(StrEnum):
    CANNOT = "cannot"
    CONCEDE = "concede"
    DRAW = "draw"
    LOSS = "loss"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)
