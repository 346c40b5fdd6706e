from enum import StrEnum

class BattlerSettingsOverridesGhostRule(StrEnum):
    NINE_POISON = "nine_poison"
    NONE = "none"
    PLAYOFF = "playoff"

    def __str__(self) -> str:
        return str(self.value)
