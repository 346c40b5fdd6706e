from enum import StrEnum

class AuctionStopVoteWithdrawnEventType(StrEnum):
    STOP_VOTE_WITHDRAWN = "stop_vote_withdrawn"

    def __str__(self) -> str:
        return str(self.value)
