from enum import StrEnum

class BattlerAugmentChosenEventType(StrEnum):
    AUGMENT_CHOSEN = "augment_chosen"

    def __str__(self) -> str:
        return str(self.value)
