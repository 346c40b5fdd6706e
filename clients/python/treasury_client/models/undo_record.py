from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UndoRecord")



@_attrs_define
class UndoRecord:
    """ What taking back the last action needs: who took it, its type, whether its actor may take
        it back alone (it revealed nothing, nor did anything since), and the state it was applied to,
        encoded (msgpack, without its cards, its own record, a proposal and its ledger: a ledger only
        grows, so the ledger before is the first `ledger_length` entries of the ledger after).

        Attributes:
            actor (int):
            action (str):
            alone (bool):
            before (str):
            ledger_length (int):
     """

    actor: int
    action: str
    alone: bool
    before: str
    ledger_length: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor = self.actor

        action = self.action

        alone = self.alone

        before = self.before

        ledger_length = self.ledger_length


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "action": action,
            "alone": alone,
            "before": before,
            "ledger_length": ledger_length,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actor = d.pop("actor")

        action = d.pop("action")

        alone = d.pop("alone")

        before = d.pop("before")

        ledger_length = d.pop("ledger_length")

        undo_record = cls(
            actor=actor,
            action=action,
            alone=alone,
            before=before,
            ledger_length=ledger_length,
        )


        undo_record.additional_properties = d
        return undo_record

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
