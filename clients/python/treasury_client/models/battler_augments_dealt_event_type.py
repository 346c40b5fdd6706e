from enum import StrEnum

class BattlerAugmentsDealtEventType(StrEnum):
    AUGMENTS_DEALT = "augments_dealt"

    def __str__(self) -> str:
        return str(self.value)
