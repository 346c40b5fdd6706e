from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.board_count import BoardCount
  from ..models.cube_row import CubeRow
  from ..models.cube_summary import CubeSummary
  from ..models.line_problem import LineProblem





T = TypeVar("T", bound="CubeRefreshed")



@_attrs_define
class CubeRefreshed:
    """ What a refresh answers (cards.answers.refresh_body): the cards CubeCobra added and removed,
        the fingerprint that applies them (`confirm`), and whether they were applied.

        Attributes:
            cube (CubeRow):
            added (list[BoardCount]):
            removed (list[BoardCount]):
            fingerprint (str):
            applied (bool):
            left_out (list[LineProblem]):
            summary (CubeSummary): Counts of the mainboard (cards.services.cube_summary).
     """

    cube: CubeRow
    added: list[BoardCount]
    removed: list[BoardCount]
    fingerprint: str
    applied: bool
    left_out: list[LineProblem]
    summary: CubeSummary
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.board_count import BoardCount # noqa: PLC0415
        from ..models.cube_row import CubeRow # noqa: PLC0415
        from ..models.cube_summary import CubeSummary # noqa: PLC0415
        from ..models.line_problem import LineProblem # noqa: PLC0415
        cube = self.cube.to_dict()

        added = []
        for added_item_data in self.added:
            added_item = added_item_data.to_dict()
            added.append(added_item)



        removed = []
        for removed_item_data in self.removed:
            removed_item = removed_item_data.to_dict()
            removed.append(removed_item)



        fingerprint = self.fingerprint

        applied = self.applied

        left_out = []
        for left_out_item_data in self.left_out:
            left_out_item = left_out_item_data.to_dict()
            left_out.append(left_out_item)



        summary = self.summary.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cube": cube,
            "added": added,
            "removed": removed,
            "fingerprint": fingerprint,
            "applied": applied,
            "left_out": left_out,
            "summary": summary,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_count import BoardCount # noqa: PLC0415
        from ..models.cube_row import CubeRow # noqa: PLC0415
        from ..models.cube_summary import CubeSummary # noqa: PLC0415
        from ..models.line_problem import LineProblem # noqa: PLC0415
        d = dict(src_dict)
        cube = CubeRow.from_dict(d.pop("cube"))




        added = []
        _added = d.pop("added")
        for added_item_data in (_added):
            added_item = BoardCount.from_dict(added_item_data)



            added.append(added_item)


        removed = []
        _removed = d.pop("removed")
        for removed_item_data in (_removed):
            removed_item = BoardCount.from_dict(removed_item_data)



            removed.append(removed_item)


        fingerprint = d.pop("fingerprint")

        applied = d.pop("applied")

        left_out = []
        _left_out = d.pop("left_out")
        for left_out_item_data in (_left_out):
            left_out_item = LineProblem.from_dict(left_out_item_data)



            left_out.append(left_out_item)


        summary = CubeSummary.from_dict(d.pop("summary"))




        cube_refreshed = cls(
            cube=cube,
            added=added,
            removed=removed,
            fingerprint=fingerprint,
            applied=applied,
            left_out=left_out,
            summary=summary,
        )


        cube_refreshed.additional_properties = d
        return cube_refreshed

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
