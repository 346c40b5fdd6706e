from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.saga_registration_view_basics import SagaRegistrationViewBasics





T = TypeVar("T", bound="SagaRegistrationView")



@_attrs_define
class SagaRegistrationView:
    """ A deck registration: its cards and basics to their owner, its size to everyone else.

        Attributes:
            year (int):
            season (str):
            follow_theme (bool | None):
            hand (int):
            life (int):
            cards (list[int] | Unset):
            basics (SagaRegistrationViewBasics | Unset):
            size (int | Unset):
            commander (int | None | Unset):
            theme (int | None | Unset):
            theme_problems (list[str] | Unset):
     """

    year: int
    season: str
    follow_theme: bool | None
    hand: int
    life: int
    cards: list[int] | Unset = UNSET
    basics: SagaRegistrationViewBasics | Unset = UNSET
    size: int | Unset = UNSET
    commander: int | None | Unset = UNSET
    theme: int | None | Unset = UNSET
    theme_problems: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.saga_registration_view_basics import SagaRegistrationViewBasics # noqa: PLC0415
        year = self.year

        season = self.season

        follow_theme: bool | None
        follow_theme = self.follow_theme

        hand = self.hand

        life = self.life

        cards: list[int] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards



        basics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.basics, Unset):
            basics = self.basics.to_dict()

        size = self.size

        commander: int | None | Unset
        if isinstance(self.commander, Unset):
            commander = UNSET
        else:
            commander = self.commander

        theme: int | None | Unset
        if isinstance(self.theme, Unset):
            theme = UNSET
        else:
            theme = self.theme

        theme_problems: list[str] | Unset = UNSET
        if not isinstance(self.theme_problems, Unset):
            theme_problems = self.theme_problems




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "year": year,
            "season": season,
            "follow_theme": follow_theme,
            "hand": hand,
            "life": life,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards
        if basics is not UNSET:
            field_dict["basics"] = basics
        if size is not UNSET:
            field_dict["size"] = size
        if commander is not UNSET:
            field_dict["commander"] = commander
        if theme is not UNSET:
            field_dict["theme"] = theme
        if theme_problems is not UNSET:
            field_dict["theme_problems"] = theme_problems

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.saga_registration_view_basics import SagaRegistrationViewBasics # noqa: PLC0415
        d = dict(src_dict)
        year = d.pop("year")

        season = d.pop("season")

        def _parse_follow_theme(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        follow_theme = _parse_follow_theme(d.pop("follow_theme"))


        hand = d.pop("hand")

        life = d.pop("life")

        cards = cast(list[int], d.pop("cards", UNSET))


        _basics = d.pop("basics", UNSET)
        basics: SagaRegistrationViewBasics | Unset
        if isinstance(_basics,  Unset):
            basics = UNSET
        else:
            basics = SagaRegistrationViewBasics.from_dict(_basics)




        size = d.pop("size", UNSET)

        def _parse_commander(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        commander = _parse_commander(d.pop("commander", UNSET))


        def _parse_theme(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        theme = _parse_theme(d.pop("theme", UNSET))


        theme_problems = cast(list[str], d.pop("theme_problems", UNSET))


        saga_registration_view = cls(
            year=year,
            season=season,
            follow_theme=follow_theme,
            hand=hand,
            life=life,
            cards=cards,
            basics=basics,
            size=size,
            commander=commander,
            theme=theme,
            theme_problems=theme_problems,
        )


        saga_registration_view.additional_properties = d
        return saga_registration_view

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
