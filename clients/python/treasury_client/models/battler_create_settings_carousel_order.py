from enum import StrEnum

class BattlerCreateSettingsCarouselOrder(StrEnum):
    HEALTHIEST_FIRST = "healthiest_first"
    WEAKEST_FIRST = "weakest_first"

    def __str__(self) -> str:
        return str(self.value)
