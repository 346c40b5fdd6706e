from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blank_enum import BlankEnum
from ..models.board_enum import BoardEnum
from ..models.cube_card_module_enum import CubeCardModuleEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CubeCard")



@_attrs_define
class CubeCard:
    """ A cube's card as the cube has it (the catalogue's facts under the cube's own).

        Attributes:
            id (int):
            name (str):
            mana_cost (str):
            mana_value (float | None): null: the cube's file lacked it, no source knew
            colors (list[str] | None): null: the cube's file lacked them, no source knew
            color_category (str):
            type_line (str):
            types (list[str]):
            tags (list[str]):
            image_url (str):
            board (BoardEnum | Unset): * `mainboard` - Mainboard
                * `maybeboard` - Maybeboard
            module (BlankEnum | CubeCardModuleEnum | Unset):
     """

    id: int
    name: str
    mana_cost: str
    mana_value: float | None
    colors: list[str] | None
    color_category: str
    type_line: str
    types: list[str]
    tags: list[str]
    image_url: str
    board: BoardEnum | Unset = UNSET
    module: BlankEnum | CubeCardModuleEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        mana_cost = self.mana_cost

        mana_value: float | None
        mana_value = self.mana_value

        colors: list[str] | None
        if isinstance(self.colors, list):
            colors = self.colors


        else:
            colors = self.colors

        color_category = self.color_category

        type_line = self.type_line

        types = self.types



        tags = self.tags



        image_url = self.image_url

        board: str | Unset = UNSET
        if not isinstance(self.board, Unset):
            board = self.board.value


        module: str | Unset
        if isinstance(self.module, Unset):
            module = UNSET
        elif isinstance(self.module, CubeCardModuleEnum):
            module = self.module.value
        else:
            module = self.module.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "mana_cost": mana_cost,
            "mana_value": mana_value,
            "colors": colors,
            "color_category": color_category,
            "type_line": type_line,
            "types": types,
            "tags": tags,
            "image_url": image_url,
        })
        if board is not UNSET:
            field_dict["board"] = board
        if module is not UNSET:
            field_dict["module"] = module

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        mana_cost = d.pop("mana_cost")

        def _parse_mana_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mana_value = _parse_mana_value(d.pop("mana_value"))


        def _parse_colors(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                colors_type_0 = cast(list[str], data)

                return colors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        colors = _parse_colors(d.pop("colors"))


        color_category = d.pop("color_category")

        type_line = d.pop("type_line")

        types = cast(list[str], d.pop("types"))


        tags = cast(list[str], d.pop("tags"))


        image_url = d.pop("image_url")

        _board = d.pop("board", UNSET)
        board: BoardEnum | Unset
        if isinstance(_board,  Unset):
            board = UNSET
        else:
            board = BoardEnum(_board)




        def _parse_module(data: object) -> BlankEnum | CubeCardModuleEnum | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                module_type_0 = CubeCardModuleEnum(data)



                return module_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            module_type_1 = BlankEnum(data)



            return module_type_1

        module = _parse_module(d.pop("module", UNSET))


        cube_card = cls(
            id=id,
            name=name,
            mana_cost=mana_cost,
            mana_value=mana_value,
            colors=colors,
            color_category=color_category,
            type_line=type_line,
            types=types,
            tags=tags,
            image_url=image_url,
            board=board,
            module=module,
        )


        cube_card.additional_properties = d
        return cube_card

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
