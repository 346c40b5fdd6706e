from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_create_settings import BattlerCreateSettings





T = TypeVar("T", bound="BattlerGameCreateRequest")



@_attrs_define
class BattlerGameCreateRequest:
    """ A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
    (ignored, it made a table with other rules than asked, and said nothing).

        Attributes:
            seats (list[str]): the players' names, in turn order
            title (str | Unset):
            settings (BattlerCreateSettings | Unset): A new table's settings: a built-in preset (`preset`) or a saved one
                (`preset_id`), Treasure
                    Battler's when neither is given, and the settings that change it (a setting left out is the
                    preset's).
            cube (int | Unset): a cube id; its mainboard is played
            cards (list[str] | Unset): instead of a cube: card names from the catalogue (a pasted list)
     """

    seats: list[str]
    title: str | Unset = UNSET
    settings: BattlerCreateSettings | Unset = UNSET
    cube: int | Unset = UNSET
    cards: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_create_settings import BattlerCreateSettings # noqa: PLC0415
        seats = self.seats



        title = self.title

        settings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.settings, Unset):
            settings = self.settings.to_dict()

        cube = self.cube

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seats": seats,
        })
        if title is not UNSET:
            field_dict["title"] = title
        if settings is not UNSET:
            field_dict["settings"] = settings
        if cube is not UNSET:
            field_dict["cube"] = cube
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_create_settings import BattlerCreateSettings # noqa: PLC0415
        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))


        title = d.pop("title", UNSET)

        _settings = d.pop("settings", UNSET)
        settings: BattlerCreateSettings | Unset
        if isinstance(_settings,  Unset):
            settings = UNSET
        else:
            settings = BattlerCreateSettings.from_dict(_settings)




        cube = d.pop("cube", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))


        battler_game_create_request = cls(
            seats=seats,
            title=title,
            settings=settings,
            cube=cube,
            cards=cards,
        )


        battler_game_create_request.additional_properties = d
        return battler_game_create_request

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
