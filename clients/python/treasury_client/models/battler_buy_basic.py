from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_buy_basic_type import BattlerBuyBasicType
from ..types import UNSET, Unset






T = TypeVar("T", bound="BattlerBuyBasic")



@_attrs_define
class BattlerBuyBasic:
    """ 
        Attributes:
            type_ (BattlerBuyBasicType):  Default: BattlerBuyBasicType.BUY_BASIC.
            basic (str):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    basic: str
    type_: BattlerBuyBasicType = BattlerBuyBasicType.BUY_BASIC
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        basic = self.basic

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "basic": basic,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerBuyBasicType(d.pop("type"))




        basic = d.pop("basic")

        expected_version = d.pop("expected_version", UNSET)

        battler_buy_basic = cls(
            type_=type_,
            basic=basic,
            expected_version=expected_version,
        )

        return battler_buy_basic

