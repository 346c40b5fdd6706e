from enum import StrEnum

class BattlerEliminatedEventType(StrEnum):
    ELIMINATED = "eliminated"

    def __str__(self) -> str:
        return str(self.value)
