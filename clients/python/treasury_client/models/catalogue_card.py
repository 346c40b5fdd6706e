from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.catalogue_card_face import CatalogueCardFace





T = TypeVar("T", bound="CatalogueCard")



@_attrs_define
class CatalogueCard:
    """ 
        Attributes:
            name (str):
            scryfall_id (str):
            mana_cost (str):
            mana_value (float):
            type_line (str):
            oracle_text (str):
            power (str):
            toughness (str):
            loyalty (str):
            image_url (str):
            image_back_url (str):
            faces (list[CatalogueCardFace]):
            layout (str):
     """

    name: str
    scryfall_id: str
    mana_cost: str
    mana_value: float
    type_line: str
    oracle_text: str
    power: str
    toughness: str
    loyalty: str
    image_url: str
    image_back_url: str
    faces: list[CatalogueCardFace]
    layout: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalogue_card_face import CatalogueCardFace # noqa: PLC0415
        name = self.name

        scryfall_id = self.scryfall_id

        mana_cost = self.mana_cost

        mana_value = self.mana_value

        type_line = self.type_line

        oracle_text = self.oracle_text

        power = self.power

        toughness = self.toughness

        loyalty = self.loyalty

        image_url = self.image_url

        image_back_url = self.image_back_url

        faces = []
        for faces_item_data in self.faces:
            faces_item = faces_item_data.to_dict()
            faces.append(faces_item)



        layout = self.layout


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "scryfall_id": scryfall_id,
            "mana_cost": mana_cost,
            "mana_value": mana_value,
            "type_line": type_line,
            "oracle_text": oracle_text,
            "power": power,
            "toughness": toughness,
            "loyalty": loyalty,
            "image_url": image_url,
            "image_back_url": image_back_url,
            "faces": faces,
            "layout": layout,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalogue_card_face import CatalogueCardFace # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        scryfall_id = d.pop("scryfall_id")

        mana_cost = d.pop("mana_cost")

        mana_value = d.pop("mana_value")

        type_line = d.pop("type_line")

        oracle_text = d.pop("oracle_text")

        power = d.pop("power")

        toughness = d.pop("toughness")

        loyalty = d.pop("loyalty")

        image_url = d.pop("image_url")

        image_back_url = d.pop("image_back_url")

        faces = []
        _faces = d.pop("faces")
        for faces_item_data in (_faces):
            faces_item = CatalogueCardFace.from_dict(faces_item_data)



            faces.append(faces_item)


        layout = d.pop("layout")

        catalogue_card = cls(
            name=name,
            scryfall_id=scryfall_id,
            mana_cost=mana_cost,
            mana_value=mana_value,
            type_line=type_line,
            oracle_text=oracle_text,
            power=power,
            toughness=toughness,
            loyalty=loyalty,
            image_url=image_url,
            image_back_url=image_back_url,
            faces=faces,
            layout=layout,
        )


        catalogue_card.additional_properties = d
        return catalogue_card

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
