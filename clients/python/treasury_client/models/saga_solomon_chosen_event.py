from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_solomon_chosen_event_pile import SagaSolomonChosenEventPile
from ..models.saga_solomon_chosen_event_type import SagaSolomonChosenEventType
from typing import cast






T = TypeVar("T", bound="SagaSolomonChosenEvent")



@_attrs_define
class SagaSolomonChosenEvent:
    """ 
        Attributes:
            type_ (SagaSolomonChosenEventType):  Default: SagaSolomonChosenEventType.SOLOMON_CHOSEN.
            seat (int):
            cards (list[int]):
            pile (SagaSolomonChosenEventPile):
     """

    seat: int
    cards: list[int]
    pile: SagaSolomonChosenEventPile
    type_: SagaSolomonChosenEventType = SagaSolomonChosenEventType.SOLOMON_CHOSEN
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        cards = self.cards



        pile = self.pile.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
            "pile": pile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaSolomonChosenEventType(d.pop("type"))




        seat = d.pop("seat")

        cards = cast(list[int], d.pop("cards"))


        pile = SagaSolomonChosenEventPile(d.pop("pile"))




        saga_solomon_chosen_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            pile=pile,
        )


        saga_solomon_chosen_event.additional_properties = d
        return saga_solomon_chosen_event

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
