from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_hire_thief_from import SagaHireThiefFrom
from ..models.saga_hire_thief_type import SagaHireThiefType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaHireThief")



@_attrs_define
class SagaHireThief:
    """ Pay the thief and choose the pile; the pile is browsed, and a card stolen, with `steal`.

        Attributes:
            type_ (SagaHireThiefType):  Default: SagaHireThiefType.HIRE_THIEF.
            from_ (SagaHireThiefFrom):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    from_: SagaHireThiefFrom
    type_: SagaHireThiefType = SagaHireThiefType.HIRE_THIEF
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        from_ = self.from_.value

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "from": from_,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaHireThiefType(d.pop("type"))




        from_ = SagaHireThiefFrom(d.pop("from"))




        expected_version = d.pop("expected_version", UNSET)

        saga_hire_thief = cls(
            type_=type_,
            from_=from_,
            expected_version=expected_version,
        )

        return saga_hire_thief

