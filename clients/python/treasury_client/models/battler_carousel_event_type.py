from enum import StrEnum

class BattlerCarouselEventType(StrEnum):
    CAROUSEL = "carousel"

    def __str__(self) -> str:
        return str(self.value)
