from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_reorder_top_type import AuctionReorderTopType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AuctionReorderTop")



@_attrs_define
class AuctionReorderTop:
    """ Ends a look: `order` goes back on top (top first), `bottom` under the deck in order.

        Attributes:
            type_ (AuctionReorderTopType):  Default: AuctionReorderTopType.REORDER_TOP.
            order (list[int]):
            bottom (list[int] | Unset):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    order: list[int]
    type_: AuctionReorderTopType = AuctionReorderTopType.REORDER_TOP
    bottom: list[int] | Unset = UNSET
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        order = self.order



        bottom: list[int] | Unset = UNSET
        if not isinstance(self.bottom, Unset):
            bottom = self.bottom



        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "order": order,
        })
        if bottom is not UNSET:
            field_dict["bottom"] = bottom
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionReorderTopType(d.pop("type"))




        order = cast(list[int], d.pop("order"))


        bottom = cast(list[int], d.pop("bottom", UNSET))


        expected_version = d.pop("expected_version", UNSET)

        auction_reorder_top = cls(
            type_=type_,
            order=order,
            bottom=bottom,
            expected_version=expected_version,
        )

        return auction_reorder_top

