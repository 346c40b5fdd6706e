from enum import StrEnum

class SagaInsuranceClaimedEventType(StrEnum):
    INSURANCE_CLAIMED = "insurance_claimed"

    def __str__(self) -> str:
        return str(self.value)
