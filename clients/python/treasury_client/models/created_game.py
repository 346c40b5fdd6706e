from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.seat_summary import SeatSummary





T = TypeVar("T", bound="CreatedGame")



@_attrs_define
class CreatedGame:
    """ A new game: its join code, and the host's token (shown once).

        Attributes:
            id (int):
            kind (str):
            version (int):
            join_code (str):
            join_code_expires_at (None | str):
            host_token (str):
            seats (list[SeatSummary]):
     """

    id: int
    kind: str
    version: int
    join_code: str
    join_code_expires_at: None | str
    host_token: str
    seats: list[SeatSummary]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_summary import SeatSummary # noqa: PLC0415
        id = self.id

        kind = self.kind

        version = self.version

        join_code = self.join_code

        join_code_expires_at: None | str
        join_code_expires_at = self.join_code_expires_at

        host_token = self.host_token

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
            "version": version,
            "join_code": join_code,
            "join_code_expires_at": join_code_expires_at,
            "host_token": host_token,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_summary import SeatSummary # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        version = d.pop("version")

        join_code = d.pop("join_code")

        def _parse_join_code_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        join_code_expires_at = _parse_join_code_expires_at(d.pop("join_code_expires_at"))


        host_token = d.pop("host_token")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatSummary.from_dict(seats_item_data)



            seats.append(seats_item)


        created_game = cls(
            id=id,
            kind=kind,
            version=version,
            join_code=join_code,
            join_code_expires_at=join_code_expires_at,
            host_token=host_token,
            seats=seats,
        )


        created_game.additional_properties = d
        return created_game

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
