from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="LedgerEntry")



@_attrs_define
class LedgerEntry:
    """ 
        Attributes:
            seat (int):
            delta (int):
            reason (str):
            seq (int):
            kind (str | Unset):  Default: ''.
     """

    seat: int
    delta: int
    reason: str
    seq: int
    kind: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        delta = self.delta

        reason = self.reason

        seq = self.seq

        kind = self.kind


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "delta": delta,
            "reason": reason,
            "seq": seq,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        delta = d.pop("delta")

        reason = d.pop("reason")

        seq = d.pop("seq")

        kind = d.pop("kind", UNSET)

        ledger_entry = cls(
            seat=seat,
            delta=delta,
            reason=reason,
            seq=seq,
            kind=kind,
        )


        ledger_entry.additional_properties = d
        return ledger_entry

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
