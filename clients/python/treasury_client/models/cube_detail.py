from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cube_summary import CubeSummary





T = TypeVar("T", bound="CubeDetail")



@_attrs_define
class CubeDetail:
    """ 
        Attributes:
            id (int):
            name (str):
            description (str):
            source_format (str):
            is_demo (bool):
            created_at (str):
            cubecobra_id (str):
            summary (CubeSummary): Counts of the mainboard (cards.services.cube_summary).
     """

    id: int
    name: str
    description: str
    source_format: str
    is_demo: bool
    created_at: str
    cubecobra_id: str
    summary: CubeSummary
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cube_summary import CubeSummary # noqa: PLC0415
        id = self.id

        name = self.name

        description = self.description

        source_format = self.source_format

        is_demo = self.is_demo

        created_at = self.created_at

        cubecobra_id = self.cubecobra_id

        summary = self.summary.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "description": description,
            "source_format": source_format,
            "is_demo": is_demo,
            "created_at": created_at,
            "cubecobra_id": cubecobra_id,
            "summary": summary,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cube_summary import CubeSummary # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        source_format = d.pop("source_format")

        is_demo = d.pop("is_demo")

        created_at = d.pop("created_at")

        cubecobra_id = d.pop("cubecobra_id")

        summary = CubeSummary.from_dict(d.pop("summary"))




        cube_detail = cls(
            id=id,
            name=name,
            description=description,
            source_format=source_format,
            is_demo=is_demo,
            created_at=created_at,
            cubecobra_id=cubecobra_id,
            summary=summary,
        )


        cube_detail.additional_properties = d
        return cube_detail

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
