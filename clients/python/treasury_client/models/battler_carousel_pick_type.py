from enum import StrEnum

class BattlerCarouselPickType(StrEnum):
    CAROUSEL_PICK = "carousel_pick"

    def __str__(self) -> str:
        return str(self.value)
