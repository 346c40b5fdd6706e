from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_steal_type import SagaStealType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaSteal")



@_attrs_define
class SagaSteal:
    """ 
        Attributes:
            type_ (SagaStealType):  Default: SagaStealType.STEAL.
            card (int):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    card: int
    type_: SagaStealType = SagaStealType.STEAL
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaStealType(d.pop("type"))




        card = d.pop("card")

        expected_version = d.pop("expected_version", UNSET)

        saga_steal = cls(
            type_=type_,
            card=card,
            expected_version=expected_version,
        )

        return saga_steal

