from enum import StrEnum

class SagaProofOfConceptEventType(StrEnum):
    PROOF_OF_CONCEPT = "proof_of_concept"

    def __str__(self) -> str:
        return str(self.value)
