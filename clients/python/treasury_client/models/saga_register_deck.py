from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_register_deck_type import SagaRegisterDeckType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.saga_register_deck_basics import SagaRegisterDeckBasics





T = TypeVar("T", bound="SagaRegisterDeck")



@_attrs_define
class SagaRegisterDeck:
    """ 
        Attributes:
            type_ (SagaRegisterDeckType):  Default: SagaRegisterDeckType.REGISTER_DECK.
            cards (list[int]):
            basics (SagaRegisterDeckBasics | Unset):
            follow_theme (bool | None | Unset):
            commander (int | None | Unset):
            theme_count (int | None | Unset):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    cards: list[int]
    type_: SagaRegisterDeckType = SagaRegisterDeckType.REGISTER_DECK
    basics: SagaRegisterDeckBasics | Unset = UNSET
    follow_theme: bool | None | Unset = UNSET
    commander: int | None | Unset = UNSET
    theme_count: int | None | Unset = UNSET
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.saga_register_deck_basics import SagaRegisterDeckBasics # noqa: PLC0415
        type_ = self.type_.value

        cards = self.cards



        basics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.basics, Unset):
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

        theme_count: int | None | Unset
        if isinstance(self.theme_count, Unset):
            theme_count = UNSET
        else:
            theme_count = self.theme_count

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
        })
        if basics is not UNSET:
            field_dict["basics"] = basics
        if follow_theme is not UNSET:
            field_dict["follow_theme"] = follow_theme
        if commander is not UNSET:
            field_dict["commander"] = commander
        if theme_count is not UNSET:
            field_dict["theme_count"] = theme_count
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.saga_register_deck_basics import SagaRegisterDeckBasics # noqa: PLC0415
        d = dict(src_dict)
        type_ = SagaRegisterDeckType(d.pop("type"))




        cards = cast(list[int], d.pop("cards"))


        _basics = d.pop("basics", UNSET)
        basics: SagaRegisterDeckBasics | Unset
        if isinstance(_basics,  Unset):
            basics = UNSET
        else:
            basics = SagaRegisterDeckBasics.from_dict(_basics)




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


        def _parse_theme_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        theme_count = _parse_theme_count(d.pop("theme_count", UNSET))


        expected_version = d.pop("expected_version", UNSET)

        saga_register_deck = cls(
            type_=type_,
            cards=cards,
            basics=basics,
            follow_theme=follow_theme,
            commander=commander,
            theme_count=theme_count,
            expected_version=expected_version,
        )

        return saga_register_deck

