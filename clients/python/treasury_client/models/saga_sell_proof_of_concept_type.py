from enum import StrEnum

class SagaSellProofOfConceptType(StrEnum):
    SELL_PROOF_OF_CONCEPT = "sell_proof_of_concept"

    def __str__(self) -> str:
        return str(self.value)
