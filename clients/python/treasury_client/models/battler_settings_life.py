from enum import StrEnum

class BattlerSettingsLife(StrEnum):
    HP = "hp"
    POISON = "poison"

    def __str__(self) -> str:
        return str(self.value)
