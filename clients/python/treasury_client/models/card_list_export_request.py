from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CardListExportRequest")



@_attrs_define
class CardListExportRequest:
    """ A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
    (ignored, it made a table with other rules than asked, and said nothing).

        Attributes:
            cards (list[str]):
            sideboard (list[str] | Unset):
            title (str | Unset):  Default: 'cards'.
     """

    cards: list[str]
    sideboard: list[str] | Unset = UNSET
    title: str | Unset = 'cards'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        sideboard: list[str] | Unset = UNSET
        if not isinstance(self.sideboard, Unset):
            sideboard = self.sideboard



        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
        })
        if sideboard is not UNSET:
            field_dict["sideboard"] = sideboard
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        sideboard = cast(list[str], d.pop("sideboard", UNSET))


        title = d.pop("title", UNSET)

        card_list_export_request = cls(
            cards=cards,
            sideboard=sideboard,
            title=title,
        )


        card_list_export_request.additional_properties = d
        return card_list_export_request

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
