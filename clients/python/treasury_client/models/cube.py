from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Cube")



@_attrs_define
class Cube:
    """ 
        Attributes:
            id (int):
            name (str):
            created_at (datetime.datetime):
            description (str | Unset):
            source_format (str | Unset):
            is_demo (bool | Unset):
            cubecobra_id (str | Unset): the CubeCobra cube it was read from
     """

    id: int
    name: str
    created_at: datetime.datetime
    description: str | Unset = UNSET
    source_format: str | Unset = UNSET
    is_demo: bool | Unset = UNSET
    cubecobra_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        created_at = self.created_at.isoformat()

        description = self.description

        source_format = self.source_format

        is_demo = self.is_demo

        cubecobra_id = self.cubecobra_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "created_at": created_at,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if source_format is not UNSET:
            field_dict["source_format"] = source_format
        if is_demo is not UNSET:
            field_dict["is_demo"] = is_demo
        if cubecobra_id is not UNSET:
            field_dict["cubecobra_id"] = cubecobra_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        description = d.pop("description", UNSET)

        source_format = d.pop("source_format", UNSET)

        is_demo = d.pop("is_demo", UNSET)

        cubecobra_id = d.pop("cubecobra_id", UNSET)

        cube = cls(
            id=id,
            name=name,
            created_at=created_at,
            description=description,
            source_format=source_format,
            is_demo=is_demo,
            cubecobra_id=cubecobra_id,
        )


        cube.additional_properties = d
        return cube

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
