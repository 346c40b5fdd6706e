from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.card_facts_cards import CardFactsCards





T = TypeVar("T", bound="CardFacts")



@_attrs_define
class CardFacts:
    """ Cards of a game by id (as strings, JSON's keys): their facts, which a view by reference leaves out.

        Attributes:
            cards (CardFactsCards):
     """

    cards: CardFactsCards
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_facts_cards import CardFactsCards # noqa: PLC0415
        cards = self.cards.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_facts_cards import CardFactsCards # noqa: PLC0415
        d = dict(src_dict)
        cards = CardFactsCards.from_dict(d.pop("cards"))




        card_facts = cls(
            cards=cards,
        )


        card_facts.additional_properties = d
        return card_facts

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
