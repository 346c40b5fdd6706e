from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_sold_event_type import AuctionSoldEventType
from typing import cast






T = TypeVar("T", bound="AuctionSoldEvent")



@_attrs_define
class AuctionSoldEvent:
    """ 
        Attributes:
            type_ (AuctionSoldEventType):  Default: AuctionSoldEventType.SOLD.
            seat (int):
            cards (list[int]):
            names (list[str]):
            price (int):
            seller (int | None):
     """

    seat: int
    cards: list[int]
    names: list[str]
    price: int
    seller: int | None
    type_: AuctionSoldEventType = AuctionSoldEventType.SOLD
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        cards = self.cards



        names = self.names



        price = self.price

        seller: int | None
        seller = self.seller


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
            "names": names,
            "price": price,
            "seller": seller,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionSoldEventType(d.pop("type"))




        seat = d.pop("seat")

        cards = cast(list[int], d.pop("cards"))


        names = cast(list[str], d.pop("names"))


        price = d.pop("price")

        def _parse_seller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seller = _parse_seller(d.pop("seller"))


        auction_sold_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            names=names,
            price=price,
            seller=seller,
        )


        auction_sold_event.additional_properties = d
        return auction_sold_event

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
