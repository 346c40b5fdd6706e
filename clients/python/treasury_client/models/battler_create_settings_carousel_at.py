from enum import StrEnum

class BattlerCreateSettingsCarouselAt(StrEnum):
    AFTER_GAME = "after_game"
    END_OF_DRAFT = "end_of_draft"

    def __str__(self) -> str:
        return str(self.value)
