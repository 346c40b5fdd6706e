from enum import StrEnum

class BattlerSettingsAugmentRest(StrEnum):
    DISCARD = "discard"
    RETURN = "return"

    def __str__(self) -> str:
        return str(self.value)
