from enum import StrEnum

class BattlerChooseBasicsType(StrEnum):
    CHOOSE_BASICS = "choose_basics"

    def __str__(self) -> str:
        return str(self.value)
