from enum import StrEnum

class BattlerDoneShoppingType(StrEnum):
    DONE_SHOPPING = "done_shopping"

    def __str__(self) -> str:
        return str(self.value)
