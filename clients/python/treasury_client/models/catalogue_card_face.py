from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CatalogueCardFace")



@_attrs_define
class CatalogueCardFace:
    """ 
        Attributes:
            name (str):
            mana_cost (str | Unset):  Default: ''.
            type_line (str | Unset):  Default: ''.
            oracle_text (str | Unset):  Default: ''.
            power (str | Unset):  Default: ''.
            toughness (str | Unset):  Default: ''.
            loyalty (str | Unset):  Default: ''.
            colors (list[str] | Unset):
            image_url (str | Unset):  Default: ''.
     """

    name: str
    mana_cost: str | Unset = ''
    type_line: str | Unset = ''
    oracle_text: str | Unset = ''
    power: str | Unset = ''
    toughness: str | Unset = ''
    loyalty: str | Unset = ''
    colors: list[str] | Unset = UNSET
    image_url: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        mana_cost = self.mana_cost

        type_line = self.type_line

        oracle_text = self.oracle_text

        power = self.power

        toughness = self.toughness

        loyalty = self.loyalty

        colors: list[str] | Unset = UNSET
        if not isinstance(self.colors, Unset):
            colors = self.colors



        image_url = self.image_url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
        })
        if mana_cost is not UNSET:
            field_dict["mana_cost"] = mana_cost
        if type_line is not UNSET:
            field_dict["type_line"] = type_line
        if oracle_text is not UNSET:
            field_dict["oracle_text"] = oracle_text
        if power is not UNSET:
            field_dict["power"] = power
        if toughness is not UNSET:
            field_dict["toughness"] = toughness
        if loyalty is not UNSET:
            field_dict["loyalty"] = loyalty
        if colors is not UNSET:
            field_dict["colors"] = colors
        if image_url is not UNSET:
            field_dict["image_url"] = image_url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        mana_cost = d.pop("mana_cost", UNSET)

        type_line = d.pop("type_line", UNSET)

        oracle_text = d.pop("oracle_text", UNSET)

        power = d.pop("power", UNSET)

        toughness = d.pop("toughness", UNSET)

        loyalty = d.pop("loyalty", UNSET)

        colors = cast(list[str], d.pop("colors", UNSET))


        image_url = d.pop("image_url", UNSET)

        catalogue_card_face = cls(
            name=name,
            mana_cost=mana_cost,
            type_line=type_line,
            oracle_text=oracle_text,
            power=power,
            toughness=toughness,
            loyalty=loyalty,
            colors=colors,
            image_url=image_url,
        )


        catalogue_card_face.additional_properties = d
        return catalogue_card_face

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
