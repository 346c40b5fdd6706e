from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_buy_type import SagaBuyType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaBuy")



@_attrs_define
class SagaBuy:
    """ 
        Attributes:
            type_ (SagaBuyType):  Default: SagaBuyType.BUY.
            row (int):
            column (int):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    row: int
    column: int
    type_: SagaBuyType = SagaBuyType.BUY
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        row = self.row

        column = self.column

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "row": row,
            "column": column,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaBuyType(d.pop("type"))




        row = d.pop("row")

        column = d.pop("column")

        expected_version = d.pop("expected_version", UNSET)

        saga_buy = cls(
            type_=type_,
            row=row,
            column=column,
            expected_version=expected_version,
        )

        return saga_buy

