from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaProposalView")



@_attrs_define
class SagaProposalView:
    """ 
        Attributes:
            kind (str):
            by (int):
            seat (int | Unset):
            delta (int | Unset):
            reason (str | Unset):
     """

    kind: str
    by: int
    seat: int | Unset = UNSET
    delta: int | Unset = UNSET
    reason: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        by = self.by

        seat = self.seat

        delta = self.delta

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "by": by,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if delta is not UNSET:
            field_dict["delta"] = delta
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        by = d.pop("by")

        seat = d.pop("seat", UNSET)

        delta = d.pop("delta", UNSET)

        reason = d.pop("reason", UNSET)

        saga_proposal_view = cls(
            kind=kind,
            by=by,
            seat=seat,
            delta=delta,
            reason=reason,
        )


        saga_proposal_view.additional_properties = d
        return saga_proposal_view

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
