from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_revealed_until_creature_event_type import AuctionRevealedUntilCreatureEventType
from typing import cast






T = TypeVar("T", bound="AuctionRevealedUntilCreatureEvent")



@_attrs_define
class AuctionRevealedUntilCreatureEvent:
    """ 
        Attributes:
            type_ (AuctionRevealedUntilCreatureEventType):  Default:
                AuctionRevealedUntilCreatureEventType.REVEALED_UNTIL_CREATURE.
            seat (int):
            cards (list[int]):
            names (list[str]):
            creature (int | None):
            creature_name (None | str):
     """

    seat: int
    cards: list[int]
    names: list[str]
    creature: int | None
    creature_name: None | str
    type_: AuctionRevealedUntilCreatureEventType = AuctionRevealedUntilCreatureEventType.REVEALED_UNTIL_CREATURE
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        cards = self.cards



        names = self.names



        creature: int | None
        creature = self.creature

        creature_name: None | str
        creature_name = self.creature_name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
            "names": names,
            "creature": creature,
            "creature_name": creature_name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionRevealedUntilCreatureEventType(d.pop("type"))




        seat = d.pop("seat")

        cards = cast(list[int], d.pop("cards"))


        names = cast(list[str], d.pop("names"))


        def _parse_creature(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        creature = _parse_creature(d.pop("creature"))


        def _parse_creature_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        creature_name = _parse_creature_name(d.pop("creature_name"))


        auction_revealed_until_creature_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            names=names,
            creature=creature,
            creature_name=creature_name,
        )


        auction_revealed_until_creature_event.additional_properties = d
        return auction_revealed_until_creature_event

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
