from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_forced_sale_event_type import SagaForcedSaleEventType
from typing import cast






T = TypeVar("T", bound="SagaForcedSaleEvent")



@_attrs_define
class SagaForcedSaleEvent:
    """ 
        Attributes:
            type_ (SagaForcedSaleEventType):  Default: SagaForcedSaleEventType.FORCED_SALE.
            seat (int):
            card (int | None):
     """

    seat: int
    card: int | None
    type_: SagaForcedSaleEventType = SagaForcedSaleEventType.FORCED_SALE
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        card: int | None
        card = self.card


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaForcedSaleEventType(d.pop("type"))




        seat = d.pop("seat")

        def _parse_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        card = _parse_card(d.pop("card"))


        saga_forced_sale_event = cls(
            type_=type_,
            seat=seat,
            card=card,
        )


        saga_forced_sale_event.additional_properties = d
        return saga_forced_sale_event

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
