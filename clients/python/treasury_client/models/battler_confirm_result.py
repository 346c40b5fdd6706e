from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_confirm_result_type import BattlerConfirmResultType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BattlerConfirmResult")



@_attrs_define
class BattlerConfirmResult:
    """ 
        Attributes:
            type_ (BattlerConfirmResultType):  Default: BattlerConfirmResultType.CONFIRM_RESULT.
            treasures (int | None | Unset):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    type_: BattlerConfirmResultType = BattlerConfirmResultType.CONFIRM_RESULT
    treasures: int | None | Unset = UNSET
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        treasures: int | None | Unset
        if isinstance(self.treasures, Unset):
            treasures = UNSET
        else:
            treasures = self.treasures

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if treasures is not UNSET:
            field_dict["treasures"] = treasures
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerConfirmResultType(d.pop("type"))




        def _parse_treasures(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        treasures = _parse_treasures(d.pop("treasures", UNSET))


        expected_version = d.pop("expected_version", UNSET)

        battler_confirm_result = cls(
            type_=type_,
            treasures=treasures,
            expected_version=expected_version,
        )

        return battler_confirm_result

