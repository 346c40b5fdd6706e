from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_put_on_deck_event_from_zone import AuctionPutOnDeckEventFromZone
from ..models.auction_put_on_deck_event_type import AuctionPutOnDeckEventType






T = TypeVar("T", bound="AuctionPutOnDeckEvent")



@_attrs_define
class AuctionPutOnDeckEvent:
    """ 
        Attributes:
            type_ (AuctionPutOnDeckEventType):  Default: AuctionPutOnDeckEventType.PUT_ON_DECK.
            seat (int):
            card (int):
            name (str):
            where (str):
            from_seat (int):
            from_zone (AuctionPutOnDeckEventFromZone):
     """

    seat: int
    card: int
    name: str
    where: str
    from_seat: int
    from_zone: AuctionPutOnDeckEventFromZone
    type_: AuctionPutOnDeckEventType = AuctionPutOnDeckEventType.PUT_ON_DECK
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        card = self.card

        name = self.name

        where = self.where

        from_seat = self.from_seat

        from_zone = self.from_zone.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
            "name": name,
            "where": where,
            "from_seat": from_seat,
            "from_zone": from_zone,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionPutOnDeckEventType(d.pop("type"))




        seat = d.pop("seat")

        card = d.pop("card")

        name = d.pop("name")

        where = d.pop("where")

        from_seat = d.pop("from_seat")

        from_zone = AuctionPutOnDeckEventFromZone(d.pop("from_zone"))




        auction_put_on_deck_event = cls(
            type_=type_,
            seat=seat,
            card=card,
            name=name,
            where=where,
            from_seat=from_seat,
            from_zone=from_zone,
        )


        auction_put_on_deck_event.additional_properties = d
        return auction_put_on_deck_event

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
