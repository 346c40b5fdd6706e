from enum import StrEnum

class SagaThemeRevealedEventType(StrEnum):
    THEME_REVEALED = "theme_revealed"

    def __str__(self) -> str:
        return str(self.value)
