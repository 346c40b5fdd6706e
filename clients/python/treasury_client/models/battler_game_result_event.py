from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_game_result_event_type import BattlerGameResultEventType
from typing import cast






T = TypeVar("T", bound="BattlerGameResultEvent")



@_attrs_define
class BattlerGameResultEvent:
    """ 
        Attributes:
            type_ (BattlerGameResultEventType):  Default: BattlerGameResultEventType.RESULT.
            seats (list[int]):
            winner (int | None):
            damage (int):
     """

    seats: list[int]
    winner: int | None
    damage: int
    type_: BattlerGameResultEventType = BattlerGameResultEventType.RESULT
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seats = self.seats



        winner: int | None
        winner = self.winner

        damage = self.damage


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seats": seats,
            "winner": winner,
            "damage": damage,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerGameResultEventType(d.pop("type"))




        seats = cast(list[int], d.pop("seats"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        damage = d.pop("damage")

        battler_game_result_event = cls(
            type_=type_,
            seats=seats,
            winner=winner,
            damage=damage,
        )


        battler_game_result_event.additional_properties = d
        return battler_game_result_event

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
