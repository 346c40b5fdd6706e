from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_spend_gold_type import AuctionSpendGoldType
from ..types import UNSET, Unset






T = TypeVar("T", bound="AuctionSpendGold")



@_attrs_define
class AuctionSpendGold:
    """ 
        Attributes:
            type_ (AuctionSpendGoldType):  Default: AuctionSpendGoldType.SPEND_GOLD.
            amount (int):
            for_ (str):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    amount: int
    for_: str
    type_: AuctionSpendGoldType = AuctionSpendGoldType.SPEND_GOLD
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        amount = self.amount

        for_ = self.for_

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "amount": amount,
            "for": for_,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionSpendGoldType(d.pop("type"))




        amount = d.pop("amount")

        for_ = d.pop("for")

        expected_version = d.pop("expected_version", UNSET)

        auction_spend_gold = cls(
            type_=type_,
            amount=amount,
            for_=for_,
            expected_version=expected_version,
        )

        return auction_spend_gold

