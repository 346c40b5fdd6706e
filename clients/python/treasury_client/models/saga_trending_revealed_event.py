from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_trending_revealed_event_type import SagaTrendingRevealedEventType
from typing import cast






T = TypeVar("T", bound="SagaTrendingRevealedEvent")



@_attrs_define
class SagaTrendingRevealedEvent:
    """ 
        Attributes:
            type_ (SagaTrendingRevealedEventType):  Default: SagaTrendingRevealedEventType.TRENDING_REVEALED.
            seat (int):
            cards (list[list[int]]):
     """

    seat: int
    cards: list[list[int]]
    type_: SagaTrendingRevealedEventType = SagaTrendingRevealedEventType.TRENDING_REVEALED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data


            cards.append(cards_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaTrendingRevealedEventType(d.pop("type"))




        seat = d.pop("seat")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = cast(list[int], cards_item_data)

            cards.append(cards_item)


        saga_trending_revealed_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
        )


        saga_trending_revealed_event.additional_properties = d
        return saga_trending_revealed_event

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
