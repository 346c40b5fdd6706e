from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_solomon_split_type import SagaSolomonSplitType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SagaSolomonSplit")



@_attrs_define
class SagaSolomonSplit:
    """ 
        Attributes:
            type_ (SagaSolomonSplitType):  Default: SagaSolomonSplitType.SOLOMON_SPLIT.
            pile_a (list[int]):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    pile_a: list[int]
    type_: SagaSolomonSplitType = SagaSolomonSplitType.SOLOMON_SPLIT
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        pile_a = self.pile_a



        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "pile_a": pile_a,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaSolomonSplitType(d.pop("type"))




        pile_a = cast(list[int], d.pop("pile_a"))


        expected_version = d.pop("expected_version", UNSET)

        saga_solomon_split = cls(
            type_=type_,
            pile_a=pile_a,
            expected_version=expected_version,
        )

        return saga_solomon_split

