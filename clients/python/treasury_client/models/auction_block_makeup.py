from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.auction_share import AuctionShare





T = TypeVar("T", bound="AuctionBlockMakeup")



@_attrs_define
class AuctionBlockMakeup:
    """ 
        Attributes:
            mainboard_size (int):
            creatures (AuctionShare):
            removal (AuctionShare):
     """

    mainboard_size: int
    creatures: AuctionShare
    removal: AuctionShare
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_share import AuctionShare # noqa: PLC0415
        mainboard_size = self.mainboard_size

        creatures = self.creatures.to_dict()

        removal = self.removal.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "mainboard_size": mainboard_size,
            "creatures": creatures,
            "removal": removal,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_share import AuctionShare # noqa: PLC0415
        d = dict(src_dict)
        mainboard_size = d.pop("mainboard_size")

        creatures = AuctionShare.from_dict(d.pop("creatures"))




        removal = AuctionShare.from_dict(d.pop("removal"))




        auction_block_makeup = cls(
            mainboard_size=mainboard_size,
            creatures=creatures,
            removal=removal,
        )


        auction_block_makeup.additional_properties = d
        return auction_block_makeup

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
