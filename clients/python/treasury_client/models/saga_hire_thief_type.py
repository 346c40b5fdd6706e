from enum import StrEnum

class SagaHireThiefType(StrEnum):
    HIRE_THIEF = "hire_thief"

    def __str__(self) -> str:
        return str(self.value)
