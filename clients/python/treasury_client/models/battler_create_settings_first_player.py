from enum import StrEnum

class BattlerCreateSettingsFirstPlayer(StrEnum):
    LOWER_HP_FIRST = "lower_hp_first"
    MOST_POISON_DECIDES = "most_poison_decides"

    def __str__(self) -> str:
        return str(self.value)
