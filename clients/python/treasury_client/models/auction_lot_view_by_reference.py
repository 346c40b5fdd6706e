from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_lot_view_by_reference_came_from_item import AuctionLotViewByReferenceCameFromItem
from ..models.auction_lot_view_by_reference_kind import AuctionLotViewByReferenceKind
from typing import cast

if TYPE_CHECKING:
  from ..models.auction_card_view_reference import AuctionCardViewReference





T = TypeVar("T", bound="AuctionLotViewByReference")



@_attrs_define
class AuctionLotViewByReference:
    """ The open auction: its lot's cards, and whose bid it is (`to_bid`).

        Attributes:
            kind (AuctionLotViewByReferenceKind):
            lot (list[AuctionCardViewReference]):
            seller (int | None):
            by (int | None):
            came_from (list[AuctionLotViewByReferenceCameFromItem]):
            bidders (list[int]):
            next_index (int):
            high_bid (int):
            high_bidder (int | None):
            declines (int):
            acted (int):
            to_bid (int):
     """

    kind: AuctionLotViewByReferenceKind
    lot: list[AuctionCardViewReference]
    seller: int | None
    by: int | None
    came_from: list[AuctionLotViewByReferenceCameFromItem]
    bidders: list[int]
    next_index: int
    high_bid: int
    high_bidder: int | None
    declines: int
    acted: int
    to_bid: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_card_view_reference import AuctionCardViewReference # noqa: PLC0415
        kind = self.kind.value

        lot = []
        for lot_item_data in self.lot:
            lot_item = lot_item_data.to_dict()
            lot.append(lot_item)



        seller: int | None
        seller = self.seller

        by: int | None
        by = self.by

        came_from = []
        for came_from_item_data in self.came_from:
            came_from_item = came_from_item_data.value
            came_from.append(came_from_item)



        bidders = self.bidders



        next_index = self.next_index

        high_bid = self.high_bid

        high_bidder: int | None
        high_bidder = self.high_bidder

        declines = self.declines

        acted = self.acted

        to_bid = self.to_bid


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "lot": lot,
            "seller": seller,
            "by": by,
            "came_from": came_from,
            "bidders": bidders,
            "next_index": next_index,
            "high_bid": high_bid,
            "high_bidder": high_bidder,
            "declines": declines,
            "acted": acted,
            "to_bid": to_bid,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_card_view_reference import AuctionCardViewReference # noqa: PLC0415
        d = dict(src_dict)
        kind = AuctionLotViewByReferenceKind(d.pop("kind"))




        lot = []
        _lot = d.pop("lot")
        for lot_item_data in (_lot):
            lot_item = AuctionCardViewReference.from_dict(lot_item_data)



            lot.append(lot_item)


        def _parse_seller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seller = _parse_seller(d.pop("seller"))


        def _parse_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        by = _parse_by(d.pop("by"))


        came_from = []
        _came_from = d.pop("came_from")
        for came_from_item_data in (_came_from):
            came_from_item = AuctionLotViewByReferenceCameFromItem(came_from_item_data)



            came_from.append(came_from_item)


        bidders = cast(list[int], d.pop("bidders"))


        next_index = d.pop("next_index")

        high_bid = d.pop("high_bid")

        def _parse_high_bidder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        high_bidder = _parse_high_bidder(d.pop("high_bidder"))


        declines = d.pop("declines")

        acted = d.pop("acted")

        to_bid = d.pop("to_bid")

        auction_lot_view_by_reference = cls(
            kind=kind,
            lot=lot,
            seller=seller,
            by=by,
            came_from=came_from,
            bidders=bidders,
            next_index=next_index,
            high_bid=high_bid,
            high_bidder=high_bidder,
            declines=declines,
            acted=acted,
            to_bid=to_bid,
        )


        auction_lot_view_by_reference.additional_properties = d
        return auction_lot_view_by_reference

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
