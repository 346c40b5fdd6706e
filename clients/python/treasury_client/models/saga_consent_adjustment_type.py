from enum import StrEnum

class SagaConsentAdjustmentType(StrEnum):
    CONSENT_ADJUSTMENT = "consent_adjustment"

    def __str__(self) -> str:
        return str(self.value)
