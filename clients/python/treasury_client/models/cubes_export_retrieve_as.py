from enum import StrEnum

class CubesExportRetrieveAs(StrEnum):
    COCKATRICE = "cockatrice"
    CUBECOBRA_CSV = "cubecobra-csv"
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
