from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_opened_event_came_from_item import AuctionOpenedEventCameFromItem
from ..models.auction_opened_event_kind import AuctionOpenedEventKind
from ..models.auction_opened_event_type import AuctionOpenedEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AuctionOpenedEvent")



@_attrs_define
class AuctionOpenedEvent:
    """ 
        Attributes:
            type_ (AuctionOpenedEventType):  Default: AuctionOpenedEventType.AUCTION_OPENED.
            cards (list[int]):
            names (list[str]):
            kind (AuctionOpenedEventKind):
            bidders (list[int]):
            seller (int | Unset):
            came_from (list[AuctionOpenedEventCameFromItem] | Unset):
            by (int | Unset):
     """

    cards: list[int]
    names: list[str]
    kind: AuctionOpenedEventKind
    bidders: list[int]
    type_: AuctionOpenedEventType = AuctionOpenedEventType.AUCTION_OPENED
    seller: int | Unset = UNSET
    came_from: list[AuctionOpenedEventCameFromItem] | Unset = UNSET
    by: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards = self.cards



        names = self.names



        kind = self.kind.value

        bidders = self.bidders



        seller = self.seller

        came_from: list[str] | Unset = UNSET
        if not isinstance(self.came_from, Unset):
            came_from = []
            for came_from_item_data in self.came_from:
                came_from_item = came_from_item_data.value
                came_from.append(came_from_item)



        by = self.by


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "cards": cards,
            "names": names,
            "kind": kind,
            "bidders": bidders,
        })
        if seller is not UNSET:
            field_dict["seller"] = seller
        if came_from is not UNSET:
            field_dict["came_from"] = came_from
        if by is not UNSET:
            field_dict["by"] = by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionOpenedEventType(d.pop("type"))




        cards = cast(list[int], d.pop("cards"))


        names = cast(list[str], d.pop("names"))


        kind = AuctionOpenedEventKind(d.pop("kind"))




        bidders = cast(list[int], d.pop("bidders"))


        seller = d.pop("seller", UNSET)

        _came_from = d.pop("came_from", UNSET)
        came_from: list[AuctionOpenedEventCameFromItem] | Unset = UNSET
        if _came_from is not UNSET:
            came_from = []
            for came_from_item_data in _came_from:
                came_from_item = AuctionOpenedEventCameFromItem(came_from_item_data)



                came_from.append(came_from_item)


        by = d.pop("by", UNSET)

        auction_opened_event = cls(
            type_=type_,
            cards=cards,
            names=names,
            kind=kind,
            bidders=bidders,
            seller=seller,
            came_from=came_from,
            by=by,
        )


        auction_opened_event.additional_properties = d
        return auction_opened_event

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
