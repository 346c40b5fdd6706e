from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_adjust_gold_type import SagaAdjustGoldType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaAdjustGold")



@_attrs_define
class SagaAdjustGold:
    """ Propose to correct a player's gold; it is booked when the other player consents.

        Attributes:
            type_ (SagaAdjustGoldType):  Default: SagaAdjustGoldType.ADJUST_GOLD.
            seat (int):
            delta (int):
            reason (str):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    seat: int
    delta: int
    reason: str
    type_: SagaAdjustGoldType = SagaAdjustGoldType.ADJUST_GOLD
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        delta = self.delta

        reason = self.reason

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "delta": delta,
            "reason": reason,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaAdjustGoldType(d.pop("type"))




        seat = d.pop("seat")

        delta = d.pop("delta")

        reason = d.pop("reason")

        expected_version = d.pop("expected_version", UNSET)

        saga_adjust_gold = cls(
            type_=type_,
            seat=seat,
            delta=delta,
            reason=reason,
            expected_version=expected_version,
        )

        return saga_adjust_gold

