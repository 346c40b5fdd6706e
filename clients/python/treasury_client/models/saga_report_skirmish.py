from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_report_skirmish_type import SagaReportSkirmishType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SagaReportSkirmish")



@_attrs_define
class SagaReportSkirmish:
    """ Takes effect when the other player confirms it (`confirm_result`), as `ReportDuelGame`.

        Attributes:
            type_ (SagaReportSkirmishType):  Default: SagaReportSkirmishType.REPORT_SKIRMISH.
            winner (int | None):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    winner: int | None
    type_: SagaReportSkirmishType = SagaReportSkirmishType.REPORT_SKIRMISH
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        winner: int | None
        winner = self.winner

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winner": winner,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaReportSkirmishType(d.pop("type"))




        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        expected_version = d.pop("expected_version", UNSET)

        saga_report_skirmish = cls(
            type_=type_,
            winner=winner,
            expected_version=expected_version,
        )

        return saga_report_skirmish

