from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_undone_event_type import SagaUndoneEventType






T = TypeVar("T", bound="SagaUndoneEvent")



@_attrs_define
class SagaUndoneEvent:
    """ 
        Attributes:
            type_ (SagaUndoneEventType):  Default: SagaUndoneEventType.UNDONE.
            seat (int):
            of (int):
            action (str):
            by_consent (bool):
     """

    seat: int
    of: int
    action: str
    by_consent: bool
    type_: SagaUndoneEventType = SagaUndoneEventType.UNDONE
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        of = self.of

        action = self.action

        by_consent = self.by_consent


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "of": of,
            "action": action,
            "by_consent": by_consent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaUndoneEventType(d.pop("type"))




        seat = d.pop("seat")

        of = d.pop("of")

        action = d.pop("action")

        by_consent = d.pop("by_consent")

        saga_undone_event = cls(
            type_=type_,
            seat=seat,
            of=of,
            action=action,
            by_consent=by_consent,
        )


        saga_undone_event.additional_properties = d
        return saga_undone_event

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
