from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.card_face import CardFace





T = TypeVar("T", bound="AuctionCardView")



@_attrs_define
class AuctionCardView:
    """ A card on the table: its facts and its owner (None in the deck, 90X.3e).

        Attributes:
            id (int):
            name (str):
            owner (int | None):
            mana_value (float | Unset):  Default: 0.0.
            colors (list[str] | Unset):
            color_category (str | Unset):  Default: ''.
            type_line (str | Unset):  Default: ''.
            supertypes (list[str] | Unset):
            types (list[str] | Unset):
            subtypes (list[str] | Unset):
            oracle_text (str | Unset):  Default: ''.
            mana_cost (str | Unset):  Default: ''.
            module (None | str | Unset):
            tags (list[str] | Unset):
            image_url (str | Unset):  Default: ''.
            scryfall_id (str | Unset):  Default: ''.
            power (str | Unset):  Default: ''.
            toughness (str | Unset):  Default: ''.
            loyalty (str | Unset):  Default: ''.
            layout (str | Unset):  Default: ''.
            faces (list[CardFace] | Unset):
     """

    id: int
    name: str
    owner: int | None
    mana_value: float | Unset = 0.0
    colors: list[str] | Unset = UNSET
    color_category: str | Unset = ''
    type_line: str | Unset = ''
    supertypes: list[str] | Unset = UNSET
    types: list[str] | Unset = UNSET
    subtypes: list[str] | Unset = UNSET
    oracle_text: str | Unset = ''
    mana_cost: str | Unset = ''
    module: None | str | Unset = UNSET
    tags: list[str] | Unset = UNSET
    image_url: str | Unset = ''
    scryfall_id: str | Unset = ''
    power: str | Unset = ''
    toughness: str | Unset = ''
    loyalty: str | Unset = ''
    layout: str | Unset = ''
    faces: list[CardFace] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_face import CardFace # noqa: PLC0415
        id = self.id

        name = self.name

        owner: int | None
        owner = self.owner

        mana_value = self.mana_value

        colors: list[str] | Unset = UNSET
        if not isinstance(self.colors, Unset):
            colors = self.colors



        color_category = self.color_category

        type_line = self.type_line

        supertypes: list[str] | Unset = UNSET
        if not isinstance(self.supertypes, Unset):
            supertypes = self.supertypes



        types: list[str] | Unset = UNSET
        if not isinstance(self.types, Unset):
            types = self.types



        subtypes: list[str] | Unset = UNSET
        if not isinstance(self.subtypes, Unset):
            subtypes = self.subtypes



        oracle_text = self.oracle_text

        mana_cost = self.mana_cost

        module: None | str | Unset
        if isinstance(self.module, Unset):
            module = UNSET
        else:
            module = self.module

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags



        image_url = self.image_url

        scryfall_id = self.scryfall_id

        power = self.power

        toughness = self.toughness

        loyalty = self.loyalty

        layout = self.layout

        faces: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = []
            for faces_item_data in self.faces:
                faces_item = faces_item_data.to_dict()
                faces.append(faces_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "owner": owner,
        })
        if mana_value is not UNSET:
            field_dict["mana_value"] = mana_value
        if colors is not UNSET:
            field_dict["colors"] = colors
        if color_category is not UNSET:
            field_dict["color_category"] = color_category
        if type_line is not UNSET:
            field_dict["type_line"] = type_line
        if supertypes is not UNSET:
            field_dict["supertypes"] = supertypes
        if types is not UNSET:
            field_dict["types"] = types
        if subtypes is not UNSET:
            field_dict["subtypes"] = subtypes
        if oracle_text is not UNSET:
            field_dict["oracle_text"] = oracle_text
        if mana_cost is not UNSET:
            field_dict["mana_cost"] = mana_cost
        if module is not UNSET:
            field_dict["module"] = module
        if tags is not UNSET:
            field_dict["tags"] = tags
        if image_url is not UNSET:
            field_dict["image_url"] = image_url
        if scryfall_id is not UNSET:
            field_dict["scryfall_id"] = scryfall_id
        if power is not UNSET:
            field_dict["power"] = power
        if toughness is not UNSET:
            field_dict["toughness"] = toughness
        if loyalty is not UNSET:
            field_dict["loyalty"] = loyalty
        if layout is not UNSET:
            field_dict["layout"] = layout
        if faces is not UNSET:
            field_dict["faces"] = faces

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_face import CardFace # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))


        mana_value = d.pop("mana_value", UNSET)

        colors = cast(list[str], d.pop("colors", UNSET))


        color_category = d.pop("color_category", UNSET)

        type_line = d.pop("type_line", UNSET)

        supertypes = cast(list[str], d.pop("supertypes", UNSET))


        types = cast(list[str], d.pop("types", UNSET))


        subtypes = cast(list[str], d.pop("subtypes", UNSET))


        oracle_text = d.pop("oracle_text", UNSET)

        mana_cost = d.pop("mana_cost", UNSET)

        def _parse_module(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        module = _parse_module(d.pop("module", UNSET))


        tags = cast(list[str], d.pop("tags", UNSET))


        image_url = d.pop("image_url", UNSET)

        scryfall_id = d.pop("scryfall_id", UNSET)

        power = d.pop("power", UNSET)

        toughness = d.pop("toughness", UNSET)

        loyalty = d.pop("loyalty", UNSET)

        layout = d.pop("layout", UNSET)

        _faces = d.pop("faces", UNSET)
        faces: list[CardFace] | Unset = UNSET
        if _faces is not UNSET:
            faces = []
            for faces_item_data in _faces:
                faces_item = CardFace.from_dict(faces_item_data)



                faces.append(faces_item)


        auction_card_view = cls(
            id=id,
            name=name,
            owner=owner,
            mana_value=mana_value,
            colors=colors,
            color_category=color_category,
            type_line=type_line,
            supertypes=supertypes,
            types=types,
            subtypes=subtypes,
            oracle_text=oracle_text,
            mana_cost=mana_cost,
            module=module,
            tags=tags,
            image_url=image_url,
            scryfall_id=scryfall_id,
            power=power,
            toughness=toughness,
            loyalty=loyalty,
            layout=layout,
            faces=faces,
        )


        auction_card_view.additional_properties = d
        return auction_card_view

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
