from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.battler_settings import BattlerSettings





T = TypeVar("T", bound="BattlerPreset")



@_attrs_define
class BattlerPreset:
    """ A preset: built in (`id` null, by name: `{"preset": name}`) or saved (`{"preset_id": id}`).

        Attributes:
            id (int | None):
            name (str):
            builtin (bool):
            settings (BattlerSettings):
     """

    id: int | None
    name: str
    builtin: bool
    settings: BattlerSettings
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_settings import BattlerSettings # noqa: PLC0415
        id: int | None
        id = self.id

        name = self.name

        builtin = self.builtin

        settings = self.settings.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "builtin": builtin,
            "settings": settings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_settings import BattlerSettings # noqa: PLC0415
        d = dict(src_dict)
        def _parse_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        id = _parse_id(d.pop("id"))


        name = d.pop("name")

        builtin = d.pop("builtin")

        settings = BattlerSettings.from_dict(d.pop("settings"))




        battler_preset = cls(
            id=id,
            name=name,
            builtin=builtin,
            settings=settings,
        )


        battler_preset.additional_properties = d
        return battler_preset

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
