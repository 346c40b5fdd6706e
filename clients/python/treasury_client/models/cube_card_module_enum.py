from enum import StrEnum

class CubeCardModuleEnum(StrEnum):
    CORE = "core"
    OCCASIONAL = "occasional"

    def __str__(self) -> str:
        return str(self.value)
