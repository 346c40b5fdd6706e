from enum import StrEnum

class BattlerChooseAugmentType(StrEnum):
    CHOOSE_AUGMENT = "choose_augment"

    def __str__(self) -> str:
        return str(self.value)
