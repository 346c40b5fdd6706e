from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_swap_basic_type import BattlerSwapBasicType
from ..types import UNSET, Unset






T = TypeVar("T", bound="BattlerSwapBasic")



@_attrs_define
class BattlerSwapBasic:
    """ 
        Attributes:
            type_ (BattlerSwapBasicType):  Default: BattlerSwapBasicType.SWAP_BASIC.
            give (str):
            take (str):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    give: str
    take: str
    type_: BattlerSwapBasicType = BattlerSwapBasicType.SWAP_BASIC
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        give = self.give

        take = self.take

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "give": give,
            "take": take,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerSwapBasicType(d.pop("type"))




        give = d.pop("give")

        take = d.pop("take")

        expected_version = d.pop("expected_version", UNSET)

        battler_swap_basic = cls(
            type_=type_,
            give=give,
            take=take,
            expected_version=expected_version,
        )

        return battler_swap_basic

