from enum import StrEnum

class SagaDuelGameReportedEventType(StrEnum):
    DUEL_GAME_REPORTED = "duel_game_reported"

    def __str__(self) -> str:
        return str(self.value)
