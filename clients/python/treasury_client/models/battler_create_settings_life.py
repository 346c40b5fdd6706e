from enum import StrEnum

class BattlerCreateSettingsLife(StrEnum):
    HP = "hp"
    POISON = "poison"

    def __str__(self) -> str:
        return str(self.value)
