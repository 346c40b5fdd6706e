from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cube_summary_by_color_category import CubeSummaryByColorCategory
  from ..models.cube_summary_by_module import CubeSummaryByModule
  from ..models.cube_summary_by_type import CubeSummaryByType





T = TypeVar("T", bound="CubeSummary")



@_attrs_define
class CubeSummary:
    """ Counts of the mainboard (cards.services.cube_summary).

        Attributes:
            mainboard (int):
            maybeboard (int):
            by_color_category (CubeSummaryByColorCategory):
            by_type (CubeSummaryByType):
            by_module (CubeSummaryByModule):
            creatures (int):
            noncreatures (int):
     """

    mainboard: int
    maybeboard: int
    by_color_category: CubeSummaryByColorCategory
    by_type: CubeSummaryByType
    by_module: CubeSummaryByModule
    creatures: int
    noncreatures: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cube_summary_by_color_category import CubeSummaryByColorCategory # noqa: PLC0415
        from ..models.cube_summary_by_module import CubeSummaryByModule # noqa: PLC0415
        from ..models.cube_summary_by_type import CubeSummaryByType # noqa: PLC0415
        mainboard = self.mainboard

        maybeboard = self.maybeboard

        by_color_category = self.by_color_category.to_dict()

        by_type = self.by_type.to_dict()

        by_module = self.by_module.to_dict()

        creatures = self.creatures

        noncreatures = self.noncreatures


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "mainboard": mainboard,
            "maybeboard": maybeboard,
            "by_color_category": by_color_category,
            "by_type": by_type,
            "by_module": by_module,
            "creatures": creatures,
            "noncreatures": noncreatures,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cube_summary_by_color_category import CubeSummaryByColorCategory # noqa: PLC0415
        from ..models.cube_summary_by_module import CubeSummaryByModule # noqa: PLC0415
        from ..models.cube_summary_by_type import CubeSummaryByType # noqa: PLC0415
        d = dict(src_dict)
        mainboard = d.pop("mainboard")

        maybeboard = d.pop("maybeboard")

        by_color_category = CubeSummaryByColorCategory.from_dict(d.pop("by_color_category"))




        by_type = CubeSummaryByType.from_dict(d.pop("by_type"))




        by_module = CubeSummaryByModule.from_dict(d.pop("by_module"))




        creatures = d.pop("creatures")

        noncreatures = d.pop("noncreatures")

        cube_summary = cls(
            mainboard=mainboard,
            maybeboard=maybeboard,
            by_color_category=by_color_category,
            by_type=by_type,
            by_module=by_module,
            creatures=creatures,
            noncreatures=noncreatures,
        )


        cube_summary.additional_properties = d
        return cube_summary

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
