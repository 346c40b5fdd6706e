from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AuctionPlayer")



@_attrs_define
class AuctionPlayer:
    """ 
        Attributes:
            name (str):
            gold (int):
            life (int):
            out (bool | Unset):  Default: False.
            commander (int | None | Unset):
            hand (list[int] | Unset):
            battlefield (list[int] | Unset):
            graveyard (list[int] | Unset):
            exile (list[int] | Unset):
            command (list[int] | Unset):
     """

    name: str
    gold: int
    life: int
    out: bool | Unset = False
    commander: int | None | Unset = UNSET
    hand: list[int] | Unset = UNSET
    battlefield: list[int] | Unset = UNSET
    graveyard: list[int] | Unset = UNSET
    exile: list[int] | Unset = UNSET
    command: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        gold = self.gold

        life = self.life

        out = self.out

        commander: int | None | Unset
        if isinstance(self.commander, Unset):
            commander = UNSET
        else:
            commander = self.commander

        hand: list[int] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        battlefield: list[int] | Unset = UNSET
        if not isinstance(self.battlefield, Unset):
            battlefield = self.battlefield



        graveyard: list[int] | Unset = UNSET
        if not isinstance(self.graveyard, Unset):
            graveyard = self.graveyard



        exile: list[int] | Unset = UNSET
        if not isinstance(self.exile, Unset):
            exile = self.exile



        command: list[int] | Unset = UNSET
        if not isinstance(self.command, Unset):
            command = self.command




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "gold": gold,
            "life": life,
        })
        if out is not UNSET:
            field_dict["out"] = out
        if commander is not UNSET:
            field_dict["commander"] = commander
        if hand is not UNSET:
            field_dict["hand"] = hand
        if battlefield is not UNSET:
            field_dict["battlefield"] = battlefield
        if graveyard is not UNSET:
            field_dict["graveyard"] = graveyard
        if exile is not UNSET:
            field_dict["exile"] = exile
        if command is not UNSET:
            field_dict["command"] = command

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        gold = d.pop("gold")

        life = d.pop("life")

        out = d.pop("out", UNSET)

        def _parse_commander(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        commander = _parse_commander(d.pop("commander", UNSET))


        hand = cast(list[int], d.pop("hand", UNSET))


        battlefield = cast(list[int], d.pop("battlefield", UNSET))


        graveyard = cast(list[int], d.pop("graveyard", UNSET))


        exile = cast(list[int], d.pop("exile", UNSET))


        command = cast(list[int], d.pop("command", UNSET))


        auction_player = cls(
            name=name,
            gold=gold,
            life=life,
            out=out,
            commander=commander,
            hand=hand,
            battlefield=battlefield,
            graveyard=graveyard,
            exile=exile,
            command=command,
        )


        auction_player.additional_properties = d
        return auction_player

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
