from enum import StrEnum

class CardsImageRetrieveFace(StrEnum):
    BACK = "back"
    FRONT = "front"

    def __str__(self) -> str:
        return str(self.value)
