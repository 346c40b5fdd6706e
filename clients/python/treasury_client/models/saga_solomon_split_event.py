from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_solomon_split_event_type import SagaSolomonSplitEventType
from typing import cast






T = TypeVar("T", bound="SagaSolomonSplitEvent")



@_attrs_define
class SagaSolomonSplitEvent:
    """ 
        Attributes:
            type_ (SagaSolomonSplitEventType):  Default: SagaSolomonSplitEventType.SOLOMON_SPLIT.
            seat (int):
            piles (list[list[int]]):
     """

    seat: int
    piles: list[list[int]]
    type_: SagaSolomonSplitEventType = SagaSolomonSplitEventType.SOLOMON_SPLIT
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data


            piles.append(piles_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "piles": piles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaSolomonSplitEventType(d.pop("type"))




        seat = d.pop("seat")

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in (_piles):
            piles_item = cast(list[int], piles_item_data)

            piles.append(piles_item)


        saga_solomon_split_event = cls(
            type_=type_,
            seat=seat,
            piles=piles,
        )


        saga_solomon_split_event.additional_properties = d
        return saga_solomon_split_event

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
