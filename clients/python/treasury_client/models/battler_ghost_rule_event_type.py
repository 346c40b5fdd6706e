from enum import StrEnum

class BattlerGhostRuleEventType(StrEnum):
    GHOST_RULE = "ghost_rule"

    def __str__(self) -> str:
        return str(self.value)
