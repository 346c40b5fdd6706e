from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_card_moved_event_from_zone import AuctionCardMovedEventFromZone
from ..models.auction_card_moved_event_to_zone import AuctionCardMovedEventToZone
from ..models.auction_card_moved_event_type import AuctionCardMovedEventType






T = TypeVar("T", bound="AuctionCardMovedEvent")



@_attrs_define
class AuctionCardMovedEvent:
    """ 
        Attributes:
            type_ (AuctionCardMovedEventType):  Default: AuctionCardMovedEventType.CARD_MOVED.
            seat (int):
            card (int):
            name (str):
            from_seat (int):
            from_zone (AuctionCardMovedEventFromZone):
            to_seat (int):
            to_zone (AuctionCardMovedEventToZone):
     """

    seat: int
    card: int
    name: str
    from_seat: int
    from_zone: AuctionCardMovedEventFromZone
    to_seat: int
    to_zone: AuctionCardMovedEventToZone
    type_: AuctionCardMovedEventType = AuctionCardMovedEventType.CARD_MOVED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        card = self.card

        name = self.name

        from_seat = self.from_seat

        from_zone = self.from_zone.value

        to_seat = self.to_seat

        to_zone = self.to_zone.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
            "name": name,
            "from_seat": from_seat,
            "from_zone": from_zone,
            "to_seat": to_seat,
            "to_zone": to_zone,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionCardMovedEventType(d.pop("type"))




        seat = d.pop("seat")

        card = d.pop("card")

        name = d.pop("name")

        from_seat = d.pop("from_seat")

        from_zone = AuctionCardMovedEventFromZone(d.pop("from_zone"))




        to_seat = d.pop("to_seat")

        to_zone = AuctionCardMovedEventToZone(d.pop("to_zone"))




        auction_card_moved_event = cls(
            type_=type_,
            seat=seat,
            card=card,
            name=name,
            from_seat=from_seat,
            from_zone=from_zone,
            to_seat=to_seat,
            to_zone=to_zone,
        )


        auction_card_moved_event.additional_properties = d
        return auction_card_moved_event

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
