from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_revealed_event_type import AuctionRevealedEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AuctionRevealedEvent")



@_attrs_define
class AuctionRevealedEvent:
    """ 
        Attributes:
            type_ (AuctionRevealedEventType):  Default: AuctionRevealedEventType.REVEALED.
            cards (list[int]):
            names (list[str]):
            seat (int | Unset):
            creature (int | None | Unset):
     """

    cards: list[int]
    names: list[str]
    type_: AuctionRevealedEventType = AuctionRevealedEventType.REVEALED
    seat: int | Unset = UNSET
    creature: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards = self.cards



        names = self.names



        seat = self.seat

        creature: int | None | Unset
        if isinstance(self.creature, Unset):
            creature = UNSET
        else:
            creature = self.creature


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "cards": cards,
            "names": names,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if creature is not UNSET:
            field_dict["creature"] = creature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionRevealedEventType(d.pop("type"))




        cards = cast(list[int], d.pop("cards"))


        names = cast(list[str], d.pop("names"))


        seat = d.pop("seat", UNSET)

        def _parse_creature(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        creature = _parse_creature(d.pop("creature", UNSET))


        auction_revealed_event = cls(
            type_=type_,
            cards=cards,
            names=names,
            seat=seat,
            creature=creature,
        )


        auction_revealed_event.additional_properties = d
        return auction_revealed_event

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
