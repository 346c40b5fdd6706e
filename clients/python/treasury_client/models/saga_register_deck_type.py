from enum import StrEnum

class SagaRegisterDeckType(StrEnum):
    REGISTER_DECK = "register_deck"

    def __str__(self) -> str:
        return str(self.value)
