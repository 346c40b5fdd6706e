from enum import StrEnum

class BattlerCreateSettingsReshuffle(StrEnum):
    EVERY_DRAFT = "every_draft"
    EVERY_LEVEL = "every_level"

    def __str__(self) -> str:
        return str(self.value)
