from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_result_reported_event_type import AuctionResultReportedEventType
from typing import cast






T = TypeVar("T", bound="AuctionResultReportedEvent")



@_attrs_define
class AuctionResultReportedEvent:
    """ 
        Attributes:
            type_ (AuctionResultReportedEventType):  Default: AuctionResultReportedEventType.RESULT_REPORTED.
            seat (int):
            report (str):
            winners (list[int]):
            losers (list[int]):
     """

    seat: int
    report: str
    winners: list[int]
    losers: list[int]
    type_: AuctionResultReportedEventType = AuctionResultReportedEventType.RESULT_REPORTED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        report = self.report

        winners = self.winners



        losers = self.losers




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "report": report,
            "winners": winners,
            "losers": losers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionResultReportedEventType(d.pop("type"))




        seat = d.pop("seat")

        report = d.pop("report")

        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        auction_result_reported_event = cls(
            type_=type_,
            seat=seat,
            report=report,
            winners=winners,
            losers=losers,
        )


        auction_result_reported_event.additional_properties = d
        return auction_result_reported_event

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
