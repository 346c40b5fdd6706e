from enum import StrEnum

class BattlerPickedFromPackEventType(StrEnum):
    PICKED_FROM_PACK = "picked_from_pack"

    def __str__(self) -> str:
        return str(self.value)
