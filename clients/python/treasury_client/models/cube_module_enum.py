from enum import StrEnum

class CubeModuleEnum(StrEnum):
    CORE = "core"
    OCCASIONAL = "occasional"

    def __str__(self) -> str:
        return str(self.value)
