from enum import StrEnum

class BattlerCreateSettingsAugments(StrEnum):
    AFTER_CAROUSEL = "after_carousel"
    NONE = "none"
    ON_POISON = "on_poison"

    def __str__(self) -> str:
        return str(self.value)
