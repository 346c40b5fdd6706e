from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.auction_guide import AuctionGuide





T = TypeVar("T", bound="AuctionShare")



@_attrs_define
class AuctionShare:
    """ 
        Attributes:
            count (int):
            share (float):
            guide (AuctionGuide):
            within_guide (bool):
     """

    count: int
    share: float
    guide: AuctionGuide
    within_guide: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_guide import AuctionGuide # noqa: PLC0415
        count = self.count

        share = self.share

        guide = self.guide.to_dict()

        within_guide = self.within_guide


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "share": share,
            "guide": guide,
            "within_guide": within_guide,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_guide import AuctionGuide # noqa: PLC0415
        d = dict(src_dict)
        count = d.pop("count")

        share = d.pop("share")

        guide = AuctionGuide.from_dict(d.pop("guide"))




        within_guide = d.pop("within_guide")

        auction_share = cls(
            count=count,
            share=share,
            guide=guide,
            within_guide=within_guide,
        )


        auction_share.additional_properties = d
        return auction_share

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
