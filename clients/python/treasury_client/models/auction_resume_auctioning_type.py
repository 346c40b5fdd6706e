from enum import StrEnum

class AuctionResumeAuctioningType(StrEnum):
    RESUME_AUCTIONING = "resume_auctioning"

    def __str__(self) -> str:
        return str(self.value)
