from enum import StrEnum

class AuctionPlayerLostEventType(StrEnum):
    PLAYER_LOST = "player_lost"

    def __str__(self) -> str:
        return str(self.value)
