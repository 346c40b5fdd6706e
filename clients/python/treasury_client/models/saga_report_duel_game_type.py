from enum import StrEnum

class SagaReportDuelGameType(StrEnum):
    REPORT_DUEL_GAME = "report_duel_game"

    def __str__(self) -> str:
        return str(self.value)
