from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_report_result_type import AuctionReportResultType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AuctionReportResult")



@_attrs_define
class AuctionReportResult:
    """ Takes effect once another player still in the game confirms it (`confirm_result`).

        Attributes:
            type_ (AuctionReportResultType):  Default: AuctionReportResultType.REPORT_RESULT.
            winners (list[int] | Unset):
            losers (list[int] | Unset):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    type_: AuctionReportResultType = AuctionReportResultType.REPORT_RESULT
    winners: list[int] | Unset = UNSET
    losers: list[int] | Unset = UNSET
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        winners: list[int] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners



        losers: list[int] | Unset = UNSET
        if not isinstance(self.losers, Unset):
            losers = self.losers



        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if winners is not UNSET:
            field_dict["winners"] = winners
        if losers is not UNSET:
            field_dict["losers"] = losers
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionReportResultType(d.pop("type"))




        winners = cast(list[int], d.pop("winners", UNSET))


        losers = cast(list[int], d.pop("losers", UNSET))


        expected_version = d.pop("expected_version", UNSET)

        auction_report_result = cls(
            type_=type_,
            winners=winners,
            losers=losers,
            expected_version=expected_version,
        )

        return auction_report_result

