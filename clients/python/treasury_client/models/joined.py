from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Joined")



@_attrs_define
class Joined:
    """ A seat (or a spectator's place) taken: `token` is its credential, `Authorization: Seat <token>`.

        Attributes:
            game (int):
            kind (str):
            plural (str):
            seat (int | None):
            role (str):
            token (str):
     """

    game: int
    kind: str
    plural: str
    seat: int | None
    role: str
    token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        kind = self.kind

        plural = self.plural

        seat: int | None
        seat = self.seat

        role = self.role

        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "kind": kind,
            "plural": plural,
            "seat": seat,
            "role": role,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        kind = d.pop("kind")

        plural = d.pop("plural")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        role = d.pop("role")

        token = d.pop("token")

        joined = cls(
            game=game,
            kind=kind,
            plural=plural,
            seat=seat,
            role=role,
            token=token,
        )


        joined.additional_properties = d
        return joined

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
