from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_solomon_choose_pile import SagaSolomonChoosePile
from ..models.saga_solomon_choose_type import SagaSolomonChooseType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaSolomonChoose")



@_attrs_define
class SagaSolomonChoose:
    """ 
        Attributes:
            type_ (SagaSolomonChooseType):  Default: SagaSolomonChooseType.SOLOMON_CHOOSE.
            pile (SagaSolomonChoosePile):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    pile: SagaSolomonChoosePile
    type_: SagaSolomonChooseType = SagaSolomonChooseType.SOLOMON_CHOOSE
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        pile = self.pile.value

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "pile": pile,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaSolomonChooseType(d.pop("type"))




        pile = SagaSolomonChoosePile(d.pop("pile"))




        expected_version = d.pop("expected_version", UNSET)

        saga_solomon_choose = cls(
            type_=type_,
            pile=pile,
            expected_version=expected_version,
        )

        return saga_solomon_choose

