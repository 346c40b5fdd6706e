from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_bid_type import AuctionBidType
from ..types import UNSET, Unset






T = TypeVar("T", bound="AuctionBid")



@_attrs_define
class AuctionBid:
    """ 
        Attributes:
            type_ (AuctionBidType):  Default: AuctionBidType.BID.
            amount (int):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    amount: int
    type_: AuctionBidType = AuctionBidType.BID
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        amount = self.amount

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "amount": amount,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionBidType(d.pop("type"))




        amount = d.pop("amount")

        expected_version = d.pop("expected_version", UNSET)

        auction_bid = cls(
            type_=type_,
            amount=amount,
            expected_version=expected_version,
        )

        return auction_bid

