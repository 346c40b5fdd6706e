from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.battler_settings_overrides import BattlerSettingsOverrides





T = TypeVar("T", bound="PresetRequest")



@_attrs_define
class PresetRequest:
    """ A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
    (ignored, it made a table with other rules than asked, and said nothing).

        Attributes:
            name (str):
            settings (BattlerSettingsOverrides): A built-in preset (`preset`; Treasure Battler's when left out) and the
                settings that change it: a setting left out is the preset's.
     """

    name: str
    settings: BattlerSettingsOverrides
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_settings_overrides import BattlerSettingsOverrides # noqa: PLC0415
        name = self.name

        settings = self.settings.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "settings": settings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_settings_overrides import BattlerSettingsOverrides # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        settings = BattlerSettingsOverrides.from_dict(d.pop("settings"))




        preset_request = cls(
            name=name,
            settings=settings,
        )


        preset_request.additional_properties = d
        return preset_request

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
