from enum import StrEnum

class SagaTrendingRevealedEventType(StrEnum):
    TRENDING_REVEALED = "trending_revealed"

    def __str__(self) -> str:
        return str(self.value)
