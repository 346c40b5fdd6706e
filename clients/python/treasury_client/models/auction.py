from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_came_from_item import AuctionCameFromItem
from ..models.auction_kind import AuctionKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Auction")



@_attrs_define
class Auction:
    """ Bidding on a lot. `bidders` is the bidding order; `next_index` points at who bids now.

        Attributes:
            kind (AuctionKind):
            lot (list[int]):
            bidders (list[int]):
            seller (int | None | Unset):
            by (int | None | Unset):
            came_from (list[AuctionCameFromItem] | Unset):
            next_index (int | Unset):  Default: 0.
            high_bid (int | Unset):  Default: 0.
            high_bidder (int | None | Unset):
            declines (int | Unset):  Default: 0.
            acted (int | Unset):  Default: 0.
     """

    kind: AuctionKind
    lot: list[int]
    bidders: list[int]
    seller: int | None | Unset = UNSET
    by: int | None | Unset = UNSET
    came_from: list[AuctionCameFromItem] | Unset = UNSET
    next_index: int | Unset = 0
    high_bid: int | Unset = 0
    high_bidder: int | None | Unset = UNSET
    declines: int | Unset = 0
    acted: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        lot = self.lot



        bidders = self.bidders



        seller: int | None | Unset
        if isinstance(self.seller, Unset):
            seller = UNSET
        else:
            seller = self.seller

        by: int | None | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        else:
            by = self.by

        came_from: list[str] | Unset = UNSET
        if not isinstance(self.came_from, Unset):
            came_from = []
            for came_from_item_data in self.came_from:
                came_from_item = came_from_item_data.value
                came_from.append(came_from_item)



        next_index = self.next_index

        high_bid = self.high_bid

        high_bidder: int | None | Unset
        if isinstance(self.high_bidder, Unset):
            high_bidder = UNSET
        else:
            high_bidder = self.high_bidder

        declines = self.declines

        acted = self.acted


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "lot": lot,
            "bidders": bidders,
        })
        if seller is not UNSET:
            field_dict["seller"] = seller
        if by is not UNSET:
            field_dict["by"] = by
        if came_from is not UNSET:
            field_dict["came_from"] = came_from
        if next_index is not UNSET:
            field_dict["next_index"] = next_index
        if high_bid is not UNSET:
            field_dict["high_bid"] = high_bid
        if high_bidder is not UNSET:
            field_dict["high_bidder"] = high_bidder
        if declines is not UNSET:
            field_dict["declines"] = declines
        if acted is not UNSET:
            field_dict["acted"] = acted

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = AuctionKind(d.pop("kind"))




        lot = cast(list[int], d.pop("lot"))


        bidders = cast(list[int], d.pop("bidders"))


        def _parse_seller(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seller = _parse_seller(d.pop("seller", UNSET))


        def _parse_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        by = _parse_by(d.pop("by", UNSET))


        _came_from = d.pop("came_from", UNSET)
        came_from: list[AuctionCameFromItem] | Unset = UNSET
        if _came_from is not UNSET:
            came_from = []
            for came_from_item_data in _came_from:
                came_from_item = AuctionCameFromItem(came_from_item_data)



                came_from.append(came_from_item)


        next_index = d.pop("next_index", UNSET)

        high_bid = d.pop("high_bid", UNSET)

        def _parse_high_bidder(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        high_bidder = _parse_high_bidder(d.pop("high_bidder", UNSET))


        declines = d.pop("declines", UNSET)

        acted = d.pop("acted", UNSET)

        auction = cls(
            kind=kind,
            lot=lot,
            bidders=bidders,
            seller=seller,
            by=by,
            came_from=came_from,
            next_index=next_index,
            high_bid=high_bid,
            high_bidder=high_bidder,
            declines=declines,
            acted=acted,
        )


        auction.additional_properties = d
        return auction

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
