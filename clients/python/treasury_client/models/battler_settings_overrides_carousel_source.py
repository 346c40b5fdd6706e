from enum import StrEnum

class BattlerSettingsOverridesCarouselSource(StrEnum):
    PACK_PILE = "pack_pile"
    PACK_YARD = "pack_yard"

    def __str__(self) -> str:
        return str(self.value)
