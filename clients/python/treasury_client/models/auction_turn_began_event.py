from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_turn_began_event_type import AuctionTurnBeganEventType






T = TypeVar("T", bound="AuctionTurnBeganEvent")



@_attrs_define
class AuctionTurnBeganEvent:
    """ 
        Attributes:
            type_ (AuctionTurnBeganEventType):  Default: AuctionTurnBeganEventType.TURN_BEGAN.
            seat (int):
            turn (int):
     """

    seat: int
    turn: int
    type_: AuctionTurnBeganEventType = AuctionTurnBeganEventType.TURN_BEGAN
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        turn = self.turn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionTurnBeganEventType(d.pop("type"))




        seat = d.pop("seat")

        turn = d.pop("turn")

        auction_turn_began_event = cls(
            type_=type_,
            seat=seat,
            turn=turn,
        )


        auction_turn_began_event.additional_properties = d
        return auction_turn_began_event

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
