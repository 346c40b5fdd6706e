from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_commander_taken_event_type import AuctionCommanderTakenEventType






T = TypeVar("T", bound="AuctionCommanderTakenEvent")



@_attrs_define
class AuctionCommanderTakenEvent:
    """ 
        Attributes:
            type_ (AuctionCommanderTakenEventType):  Default: AuctionCommanderTakenEventType.COMMANDER_TAKEN.
            seat (int):
            card (int):
            name (str):
            price (int):
     """

    seat: int
    card: int
    name: str
    price: int
    type_: AuctionCommanderTakenEventType = AuctionCommanderTakenEventType.COMMANDER_TAKEN
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        card = self.card

        name = self.name

        price = self.price


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
            "name": name,
            "price": price,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionCommanderTakenEventType(d.pop("type"))




        seat = d.pop("seat")

        card = d.pop("card")

        name = d.pop("name")

        price = d.pop("price")

        auction_commander_taken_event = cls(
            type_=type_,
            seat=seat,
            card=card,
            name=name,
            price=price,
        )


        auction_commander_taken_event.additional_properties = d
        return auction_commander_taken_event

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
