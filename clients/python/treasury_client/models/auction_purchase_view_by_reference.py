from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.auction_card_view_reference import AuctionCardViewReference





T = TypeVar("T", bound="AuctionPurchaseViewByReference")



@_attrs_define
class AuctionPurchaseViewByReference:
    """ 
        Attributes:
            buyer (int):
            cards (list[AuctionCardViewReference]):
            step_continues (bool):
     """

    buyer: int
    cards: list[AuctionCardViewReference]
    step_continues: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_card_view_reference import AuctionCardViewReference # noqa: PLC0415
        buyer = self.buyer

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        step_continues = self.step_continues


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "buyer": buyer,
            "cards": cards,
            "step_continues": step_continues,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_card_view_reference import AuctionCardViewReference # noqa: PLC0415
        d = dict(src_dict)
        buyer = d.pop("buyer")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = AuctionCardViewReference.from_dict(cards_item_data)



            cards.append(cards_item)


        step_continues = d.pop("step_continues")

        auction_purchase_view_by_reference = cls(
            buyer=buyer,
            cards=cards,
            step_continues=step_continues,
        )


        auction_purchase_view_by_reference.additional_properties = d
        return auction_purchase_view_by_reference

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
