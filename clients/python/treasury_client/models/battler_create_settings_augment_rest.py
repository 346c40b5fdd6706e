from enum import StrEnum

class BattlerCreateSettingsAugmentRest(StrEnum):
    DISCARD = "discard"
    RETURN = "return"

    def __str__(self) -> str:
        return str(self.value)
