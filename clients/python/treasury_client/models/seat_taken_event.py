from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_taken_event_type import SeatTakenEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatTakenEvent")



@_attrs_define
class SeatTakenEvent:
    """ A seat the host had freed was taken again.

        Attributes:
            type_ (SeatTakenEventType):  Default: SeatTakenEventType.SEAT_TAKEN.
            seat (int):
            name (str):
            report_waiting (bool | Unset):
     """

    seat: int
    name: str
    type_: SeatTakenEventType = SeatTakenEventType.SEAT_TAKEN
    report_waiting: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        name = self.name

        report_waiting = self.report_waiting


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "name": name,
        })
        if report_waiting is not UNSET:
            field_dict["report_waiting"] = report_waiting

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeatTakenEventType(d.pop("type"))




        seat = d.pop("seat")

        name = d.pop("name")

        report_waiting = d.pop("report_waiting", UNSET)

        seat_taken_event = cls(
            type_=type_,
            seat=seat,
            name=name,
            report_waiting=report_waiting,
        )


        seat_taken_event.additional_properties = d
        return seat_taken_event

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
