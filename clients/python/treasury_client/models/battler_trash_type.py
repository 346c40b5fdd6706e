from enum import StrEnum

class BattlerTrashType(StrEnum):
    TRASH = "trash"

    def __str__(self) -> str:
        return str(self.value)
