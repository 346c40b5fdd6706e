from enum import StrEnum

class AuctionSettingsEmptyDeckPolicy(StrEnum):
    ACTIVE_PLAYER_LOSES = "active_player_loses"
    DRAW = "draw"
    RESERVE_DECK = "reserve_deck"
    SHUFFLE_GRAVEYARDS = "shuffle_graveyards"

    def __str__(self) -> str:
        return str(self.value)
