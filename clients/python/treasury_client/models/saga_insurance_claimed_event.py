from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_insurance_claimed_event_type import SagaInsuranceClaimedEventType






T = TypeVar("T", bound="SagaInsuranceClaimedEvent")



@_attrs_define
class SagaInsuranceClaimedEvent:
    """ 
        Attributes:
            type_ (SagaInsuranceClaimedEventType):  Default: SagaInsuranceClaimedEventType.INSURANCE_CLAIMED.
            seat (int):
            card (int):
            gold (int):
     """

    seat: int
    card: int
    gold: int
    type_: SagaInsuranceClaimedEventType = SagaInsuranceClaimedEventType.INSURANCE_CLAIMED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        card = self.card

        gold = self.gold


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
            "gold": gold,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaInsuranceClaimedEventType(d.pop("type"))




        seat = d.pop("seat")

        card = d.pop("card")

        gold = d.pop("gold")

        saga_insurance_claimed_event = cls(
            type_=type_,
            seat=seat,
            card=card,
            gold=gold,
        )


        saga_insurance_claimed_event.additional_properties = d
        return saga_insurance_claimed_event

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
