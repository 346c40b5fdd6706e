from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_insure_type import SagaInsureType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SagaInsure")



@_attrs_define
class SagaInsure:
    """ 
        Attributes:
            type_ (SagaInsureType):  Default: SagaInsureType.INSURE.
            cards (list[int]):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    cards: list[int]
    type_: SagaInsureType = SagaInsureType.INSURE
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards = self.cards



        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaInsureType(d.pop("type"))




        cards = cast(list[int], d.pop("cards"))


        expected_version = d.pop("expected_version", UNSET)

        saga_insure = cls(
            type_=type_,
            cards=cards,
            expected_version=expected_version,
        )

        return saga_insure

