from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="JoinRequest")



@_attrs_define
class JoinRequest:
    """ A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
    (ignored, it made a table with other rules than asked, and said nothing).

        Attributes:
            code (str):
            seat (int | Unset):
            name (str | Unset):
            spectate (bool | Unset):  Default: False.
            watching (int | Unset):
            set_cookie (bool | Unset): for the phone pages: keep the seat token in a cookie Default: False.
     """

    code: str
    seat: int | Unset = UNSET
    name: str | Unset = UNSET
    spectate: bool | Unset = False
    watching: int | Unset = UNSET
    set_cookie: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        seat = self.seat

        name = self.name

        spectate = self.spectate

        watching = self.watching

        set_cookie = self.set_cookie


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if name is not UNSET:
            field_dict["name"] = name
        if spectate is not UNSET:
            field_dict["spectate"] = spectate
        if watching is not UNSET:
            field_dict["watching"] = watching
        if set_cookie is not UNSET:
            field_dict["set_cookie"] = set_cookie

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        seat = d.pop("seat", UNSET)

        name = d.pop("name", UNSET)

        spectate = d.pop("spectate", UNSET)

        watching = d.pop("watching", UNSET)

        set_cookie = d.pop("set_cookie", UNSET)

        join_request = cls(
            code=code,
            seat=seat,
            name=name,
            spectate=spectate,
            watching=watching,
            set_cookie=set_cookie,
        )


        join_request.additional_properties = d
        return join_request

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
