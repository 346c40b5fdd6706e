from enum import StrEnum

class CubesCardsListBoard(StrEnum):
    MAINBOARD = "mainboard"
    MAYBEBOARD = "maybeboard"

    def __str__(self) -> str:
        return str(self.value)
