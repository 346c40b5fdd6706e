from enum import StrEnum

class BattlerStatePhase(StrEnum):
    AUGMENT = "augment"
    BASICS = "basics"
    CAROUSEL = "carousel"
    DRAFT = "draft"
    FIGHT = "fight"
    FINISHED = "finished"
    PREPARE = "prepare"
    ROCHESTER = "rochester"

    def __str__(self) -> str:
        return str(self.value)
