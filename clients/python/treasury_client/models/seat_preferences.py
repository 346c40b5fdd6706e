from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeatPreferences")



@_attrs_define
class SeatPreferences:
    """ 
        Attributes:
            seat (int):
            shares_with_spectators (bool):
            email (str):
            allows_export (bool):
     """

    seat: int
    shares_with_spectators: bool
    email: str
    allows_export: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        shares_with_spectators = self.shares_with_spectators

        email = self.email

        allows_export = self.allows_export


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "shares_with_spectators": shares_with_spectators,
            "email": email,
            "allows_export": allows_export,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        shares_with_spectators = d.pop("shares_with_spectators")

        email = d.pop("email")

        allows_export = d.pop("allows_export")

        seat_preferences = cls(
            seat=seat,
            shares_with_spectators=shares_with_spectators,
            email=email,
            allows_export=allows_export,
        )


        seat_preferences.additional_properties = d
        return seat_preferences

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
