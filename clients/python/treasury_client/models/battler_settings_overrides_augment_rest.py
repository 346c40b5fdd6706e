from enum import StrEnum

class BattlerSettingsOverridesAugmentRest(StrEnum):
    DISCARD = "discard"
    RETURN = "return"

    def __str__(self) -> str:
        return str(self.value)
