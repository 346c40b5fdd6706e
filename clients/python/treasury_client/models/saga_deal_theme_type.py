from enum import StrEnum

class SagaDealThemeType(StrEnum):
    DEAL_THEME = "deal_theme"

    def __str__(self) -> str:
        return str(self.value)
