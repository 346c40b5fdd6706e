from enum import StrEnum

class CubesCardsListModule(StrEnum):
    CORE = "core"
    NONE = "none"
    OCCASIONAL = "occasional"

    def __str__(self) -> str:
        return str(self.value)
