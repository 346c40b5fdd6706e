from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_report_result_result import BattlerReportResultResult
from ..models.battler_report_result_type import BattlerReportResultType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BattlerReportResult")



@_attrs_define
class BattlerReportResult:
    """ 
        Attributes:
            type_ (BattlerReportResultType):  Default: BattlerReportResultType.REPORT_RESULT.
            result (BattlerReportResultResult):
            cards_left (int | Unset):  Default: 0.
            treasures (int | None | Unset):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    result: BattlerReportResultResult
    type_: BattlerReportResultType = BattlerReportResultType.REPORT_RESULT
    cards_left: int | Unset = 0
    treasures: int | None | Unset = UNSET
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        result = self.result.value

        cards_left = self.cards_left

        treasures: int | None | Unset
        if isinstance(self.treasures, Unset):
            treasures = UNSET
        else:
            treasures = self.treasures

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "result": result,
        })
        if cards_left is not UNSET:
            field_dict["cards_left"] = cards_left
        if treasures is not UNSET:
            field_dict["treasures"] = treasures
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerReportResultType(d.pop("type"))




        result = BattlerReportResultResult(d.pop("result"))




        cards_left = d.pop("cards_left", UNSET)

        def _parse_treasures(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        treasures = _parse_treasures(d.pop("treasures", UNSET))


        expected_version = d.pop("expected_version", UNSET)

        battler_report_result = cls(
            type_=type_,
            result=result,
            cards_left=cards_left,
            treasures=treasures,
            expected_version=expected_version,
        )

        return battler_report_result

