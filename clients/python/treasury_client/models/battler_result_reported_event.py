from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_result_reported_event_result import BattlerResultReportedEventResult
from ..models.battler_result_reported_event_type import BattlerResultReportedEventType






T = TypeVar("T", bound="BattlerResultReportedEvent")



@_attrs_define
class BattlerResultReportedEvent:
    """ 
        Attributes:
            type_ (BattlerResultReportedEventType):  Default: BattlerResultReportedEventType.RESULT_REPORTED.
            seat (int):
            result (BattlerResultReportedEventResult):
            cards_left (int):
     """

    seat: int
    result: BattlerResultReportedEventResult
    cards_left: int
    type_: BattlerResultReportedEventType = BattlerResultReportedEventType.RESULT_REPORTED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        result = self.result.value

        cards_left = self.cards_left


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "result": result,
            "cards_left": cards_left,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerResultReportedEventType(d.pop("type"))




        seat = d.pop("seat")

        result = BattlerResultReportedEventResult(d.pop("result"))




        cards_left = d.pop("cards_left")

        battler_result_reported_event = cls(
            type_=type_,
            seat=seat,
            result=result,
            cards_left=cards_left,
        )


        battler_result_reported_event.additional_properties = d
        return battler_result_reported_event

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
