from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.auction_report_result import AuctionReportResult





T = TypeVar("T", bound="AuctionReportedResult")



@_attrs_define
class AuctionReportedResult:
    """ A result reported, waiting for another player still in the game to confirm or dispute it.

        Attributes:
            by (int):
            report (AuctionReportResult): Takes effect once another player still in the game confirms it (`confirm_result`).
     """

    by: int
    report: AuctionReportResult
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_report_result import AuctionReportResult # noqa: PLC0415
        by = self.by

        report = self.report.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by": by,
            "report": report,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_report_result import AuctionReportResult # noqa: PLC0415
        d = dict(src_dict)
        by = d.pop("by")

        report = AuctionReportResult.from_dict(d.pop("report"))




        auction_reported_result = cls(
            by=by,
            report=report,
        )


        auction_reported_result.additional_properties = d
        return auction_reported_result

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
