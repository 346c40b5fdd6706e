from enum import StrEnum

class BattlerDoneShoppingEventType(StrEnum):
    DONE_SHOPPING = "done_shopping"

    def __str__(self) -> str:
        return str(self.value)
