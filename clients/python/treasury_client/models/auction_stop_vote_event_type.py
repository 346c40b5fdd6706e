from enum import StrEnum

class AuctionStopVoteEventType(StrEnum):
    STOP_VOTE = "stop_vote"

    def __str__(self) -> str:
        return str(self.value)
