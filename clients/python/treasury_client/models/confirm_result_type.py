from enum import StrEnum

class ConfirmResultType(StrEnum):
    CONFIRM_RESULT = "confirm_result"

    def __str__(self) -> str:
        return str(self.value)
