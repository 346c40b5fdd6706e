from enum import StrEnum

class BattlerPackDealtEventType(StrEnum):
    PACK_DEALT = "pack_dealt"

    def __str__(self) -> str:
        return str(self.value)
