from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_pool_refilled_event_type import SagaPoolRefilledEventType






T = TypeVar("T", bound="SagaPoolRefilledEvent")



@_attrs_define
class SagaPoolRefilledEvent:
    """ 
        Attributes:
            type_ (SagaPoolRefilledEventType):  Default: SagaPoolRefilledEventType.POOL_REFILLED.
            pile (str):
            count (int):
     """

    pile: str
    count: int
    type_: SagaPoolRefilledEventType = SagaPoolRefilledEventType.POOL_REFILLED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        pile = self.pile

        count = self.count


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "pile": pile,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaPoolRefilledEventType(d.pop("type"))




        pile = d.pop("pile")

        count = d.pop("count")

        saga_pool_refilled_event = cls(
            type_=type_,
            pile=pile,
            count=count,
        )


        saga_pool_refilled_event.additional_properties = d
        return saga_pool_refilled_event

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
