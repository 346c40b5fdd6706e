from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.saga_registration_basics import SagaRegistrationBasics





T = TypeVar("T", bound="SagaRegistration")



@_attrs_define
class SagaRegistration:
    """ One deck registration, kept forever (Year of Acceptance reads the last duel's).

        Attributes:
            year (int):
            season (str):
            cards (list[int]):
            basics (SagaRegistrationBasics):
            follow_theme (bool | None | Unset):
            commander (int | None | Unset):
            theme (int | None | Unset):
            hand (int | Unset):  Default: 0.
            life (int | Unset):  Default: 0.
            theme_problems (list[str] | Unset):
     """

    year: int
    season: str
    cards: list[int]
    basics: SagaRegistrationBasics
    follow_theme: bool | None | Unset = UNSET
    commander: int | None | Unset = UNSET
    theme: int | None | Unset = UNSET
    hand: int | Unset = 0
    life: int | Unset = 0
    theme_problems: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.saga_registration_basics import SagaRegistrationBasics # noqa: PLC0415
        year = self.year

        season = self.season

        cards = self.cards



        basics = self.basics.to_dict()

        follow_theme: bool | None | Unset
        if isinstance(self.follow_theme, Unset):
            follow_theme = UNSET
        else:
            follow_theme = self.follow_theme

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

        hand = self.hand

        life = self.life

        theme_problems: list[str] | Unset = UNSET
        if not isinstance(self.theme_problems, Unset):
            theme_problems = self.theme_problems




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "year": year,
            "season": season,
            "cards": cards,
            "basics": basics,
        })
        if follow_theme is not UNSET:
            field_dict["follow_theme"] = follow_theme
        if commander is not UNSET:
            field_dict["commander"] = commander
        if theme is not UNSET:
            field_dict["theme"] = theme
        if hand is not UNSET:
            field_dict["hand"] = hand
        if life is not UNSET:
            field_dict["life"] = life
        if theme_problems is not UNSET:
            field_dict["theme_problems"] = theme_problems

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.saga_registration_basics import SagaRegistrationBasics # noqa: PLC0415
        d = dict(src_dict)
        year = d.pop("year")

        season = d.pop("season")

        cards = cast(list[int], d.pop("cards"))


        basics = SagaRegistrationBasics.from_dict(d.pop("basics"))




        def _parse_follow_theme(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        follow_theme = _parse_follow_theme(d.pop("follow_theme", UNSET))


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


        hand = d.pop("hand", UNSET)

        life = d.pop("life", UNSET)

        theme_problems = cast(list[str], d.pop("theme_problems", UNSET))


        saga_registration = cls(
            year=year,
            season=season,
            cards=cards,
            basics=basics,
            follow_theme=follow_theme,
            commander=commander,
            theme=theme,
            hand=hand,
            life=life,
            theme_problems=theme_problems,
        )


        saga_registration.additional_properties = d
        return saga_registration

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
