from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_mill_type import AuctionMillType
from ..types import UNSET, Unset






T = TypeVar("T", bound="AuctionMill")



@_attrs_define
class AuctionMill:
    """ 
        Attributes:
            type_ (AuctionMillType):  Default: AuctionMillType.MILL.
            count (int | Unset):  Default: 1.
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    type_: AuctionMillType = AuctionMillType.MILL
    count: int | Unset = 1
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        count = self.count

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if count is not UNSET:
            field_dict["count"] = count
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionMillType(d.pop("type"))




        count = d.pop("count", UNSET)

        expected_version = d.pop("expected_version", UNSET)

        auction_mill = cls(
            type_=type_,
            count=count,
            expected_version=expected_version,
        )

        return auction_mill

