from enum import StrEnum

class BattlerPairingStatus(StrEnum):
    CONFIRMED = "confirmed"
    DISPUTED = "disputed"
    PLAYING = "playing"
    REPORTED = "reported"

    def __str__(self) -> str:
        return str(self.value)
