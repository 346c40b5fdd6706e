from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_trade_type import BattlerTradeType
from ..types import UNSET, Unset






T = TypeVar("T", bound="BattlerTrade")



@_attrs_define
class BattlerTrade:
    """ 
        Attributes:
            type_ (BattlerTradeType):  Default: BattlerTradeType.TRADE.
            pool_card (int):
            pack_card (int):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    pool_card: int
    pack_card: int
    type_: BattlerTradeType = BattlerTradeType.TRADE
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        pool_card = self.pool_card

        pack_card = self.pack_card

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "pool_card": pool_card,
            "pack_card": pack_card,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerTradeType(d.pop("type"))




        pool_card = d.pop("pool_card")

        pack_card = d.pop("pack_card")

        expected_version = d.pop("expected_version", UNSET)

        battler_trade = cls(
            type_=type_,
            pool_card=pool_card,
            pack_card=pack_card,
            expected_version=expected_version,
        )

        return battler_trade

