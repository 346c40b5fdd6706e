from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_booster_leftovers_event_type import SagaBoosterLeftoversEventType
from typing import cast






T = TypeVar("T", bound="SagaBoosterLeftoversEvent")



@_attrs_define
class SagaBoosterLeftoversEvent:
    """ 
        Attributes:
            type_ (SagaBoosterLeftoversEventType):  Default: SagaBoosterLeftoversEventType.BOOSTER_LEFTOVERS.
            to_private_collections (list[int]):
     """

    to_private_collections: list[int]
    type_: SagaBoosterLeftoversEventType = SagaBoosterLeftoversEventType.BOOSTER_LEFTOVERS
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        to_private_collections = self.to_private_collections




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "to_private_collections": to_private_collections,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaBoosterLeftoversEventType(d.pop("type"))




        to_private_collections = cast(list[int], d.pop("to_private_collections"))


        saga_booster_leftovers_event = cls(
            type_=type_,
            to_private_collections=to_private_collections,
        )


        saga_booster_leftovers_event.additional_properties = d
        return saga_booster_leftovers_event

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
