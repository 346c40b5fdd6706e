from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_moved_event_type import SeatMovedEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatMovedEvent")



@_attrs_define
class SeatMovedEvent:
    """ The seat moved to another phone with a move link.

        Attributes:
            type_ (SeatMovedEventType):  Default: SeatMovedEventType.SEAT_MOVED.
            seat (int):
            name (str):
            report_waiting (bool | Unset):
     """

    seat: int
    name: str
    type_: SeatMovedEventType = SeatMovedEventType.SEAT_MOVED
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
        type_ = SeatMovedEventType(d.pop("type"))




        seat = d.pop("seat")

        name = d.pop("name")

        report_waiting = d.pop("report_waiting", UNSET)

        seat_moved_event = cls(
            type_=type_,
            seat=seat,
            name=name,
            report_waiting=report_waiting,
        )


        seat_moved_event.additional_properties = d
        return seat_moved_event

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
