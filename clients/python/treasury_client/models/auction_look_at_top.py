from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_look_at_top_type import AuctionLookAtTopType
from ..types import UNSET, Unset






T = TypeVar("T", bound="AuctionLookAtTop")



@_attrs_define
class AuctionLookAtTop:
    """ 
        Attributes:
            type_ (AuctionLookAtTopType):  Default: AuctionLookAtTopType.LOOK_AT_TOP.
            count (int):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    count: int
    type_: AuctionLookAtTopType = AuctionLookAtTopType.LOOK_AT_TOP
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        count = self.count

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "count": count,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionLookAtTopType(d.pop("type"))




        count = d.pop("count")

        expected_version = d.pop("expected_version", UNSET)

        auction_look_at_top = cls(
            type_=type_,
            count=count,
            expected_version=expected_version,
        )

        return auction_look_at_top

