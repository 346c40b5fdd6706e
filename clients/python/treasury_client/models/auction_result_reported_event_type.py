from enum import StrEnum

class AuctionResultReportedEventType(StrEnum):
    RESULT_REPORTED = "result_reported"

    def __str__(self) -> str:
        return str(self.value)
