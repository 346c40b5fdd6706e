from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="AuctionLookedAtTopSecret")



@_attrs_define
class AuctionLookedAtTopSecret:
    """ 
        Attributes:
            cards (list[int]):
            names (list[str]):
     """

    cards: list[int]
    names: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        names = self.names




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "names": names,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        names = cast(list[str], d.pop("names"))


        auction_looked_at_top_secret = cls(
            cards=cards,
            names=names,
        )


        auction_looked_at_top_secret.additional_properties = d
        return auction_looked_at_top_secret

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
