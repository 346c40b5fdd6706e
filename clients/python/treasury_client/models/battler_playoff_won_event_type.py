from enum import StrEnum

class BattlerPlayoffWonEventType(StrEnum):
    PLAYOFF_WON = "playoff_won"

    def __str__(self) -> str:
        return str(self.value)
