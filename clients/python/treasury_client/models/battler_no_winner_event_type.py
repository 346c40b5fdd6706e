from enum import StrEnum

class BattlerNoWinnerEventType(StrEnum):
    NO_WINNER = "no_winner"

    def __str__(self) -> str:
        return str(self.value)
