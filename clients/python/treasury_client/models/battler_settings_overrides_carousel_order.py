from enum import StrEnum

class BattlerSettingsOverridesCarouselOrder(StrEnum):
    HEALTHIEST_FIRST = "healthiest_first"
    WEAKEST_FIRST = "weakest_first"

    def __str__(self) -> str:
        return str(self.value)
