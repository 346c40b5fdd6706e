from enum import StrEnum

class BattlerRerollType(StrEnum):
    REROLL = "reroll"

    def __str__(self) -> str:
        return str(self.value)
