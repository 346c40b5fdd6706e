from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.auction_block_makeup import AuctionBlockMakeup
  from ..models.auction_cube_name import AuctionCubeName
  from ..models.auction_prices_page import AuctionPricesPage





T = TypeVar("T", bound="AuctionBlockPrices")



@_attrs_define
class AuctionBlockPrices:
    """ 
        Attributes:
            cube (AuctionCubeName):
            makeup (AuctionBlockMakeup):
            games_counted (int):
            cards (AuctionPricesPage):
     """

    cube: AuctionCubeName
    makeup: AuctionBlockMakeup
    games_counted: int
    cards: AuctionPricesPage
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_block_makeup import AuctionBlockMakeup # noqa: PLC0415
        from ..models.auction_cube_name import AuctionCubeName # noqa: PLC0415
        from ..models.auction_prices_page import AuctionPricesPage # noqa: PLC0415
        cube = self.cube.to_dict()

        makeup = self.makeup.to_dict()

        games_counted = self.games_counted

        cards = self.cards.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cube": cube,
            "makeup": makeup,
            "games_counted": games_counted,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_block_makeup import AuctionBlockMakeup # noqa: PLC0415
        from ..models.auction_cube_name import AuctionCubeName # noqa: PLC0415
        from ..models.auction_prices_page import AuctionPricesPage # noqa: PLC0415
        d = dict(src_dict)
        cube = AuctionCubeName.from_dict(d.pop("cube"))




        makeup = AuctionBlockMakeup.from_dict(d.pop("makeup"))




        games_counted = d.pop("games_counted")

        cards = AuctionPricesPage.from_dict(d.pop("cards"))




        auction_block_prices = cls(
            cube=cube,
            makeup=makeup,
            games_counted=games_counted,
            cards=cards,
        )


        auction_block_prices.additional_properties = d
        return auction_block_prices

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
