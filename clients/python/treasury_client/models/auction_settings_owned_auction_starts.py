from enum import StrEnum

class AuctionSettingsOwnedAuctionStarts(StrEnum):
    ACTIVE_PLAYER = "active_player"
    AFTER_SELLER = "after_seller"

    def __str__(self) -> str:
        return str(self.value)
