from enum import StrEnum

class SagaSolomonChooseType(StrEnum):
    SOLOMON_CHOOSE = "solomon_choose"

    def __str__(self) -> str:
        return str(self.value)
