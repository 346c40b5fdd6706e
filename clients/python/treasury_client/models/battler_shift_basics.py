from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_shift_basics_type import BattlerShiftBasicsType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_shift_basics_give import BattlerShiftBasicsGive
  from ..models.battler_shift_basics_take import BattlerShiftBasicsTake





T = TypeVar("T", bound="BattlerShiftBasics")



@_attrs_define
class BattlerShiftBasics:
    """ 
        Attributes:
            type_ (BattlerShiftBasicsType):  Default: BattlerShiftBasicsType.SHIFT_BASICS.
            give (BattlerShiftBasicsGive):
            take (BattlerShiftBasicsTake):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    give: BattlerShiftBasicsGive
    take: BattlerShiftBasicsTake
    type_: BattlerShiftBasicsType = BattlerShiftBasicsType.SHIFT_BASICS
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_shift_basics_give import BattlerShiftBasicsGive # noqa: PLC0415
        from ..models.battler_shift_basics_take import BattlerShiftBasicsTake # noqa: PLC0415
        type_ = self.type_.value

        give = self.give.to_dict()

        take = self.take.to_dict()

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "give": give,
            "take": take,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_shift_basics_give import BattlerShiftBasicsGive # noqa: PLC0415
        from ..models.battler_shift_basics_take import BattlerShiftBasicsTake # noqa: PLC0415
        d = dict(src_dict)
        type_ = BattlerShiftBasicsType(d.pop("type"))




        give = BattlerShiftBasicsGive.from_dict(d.pop("give"))




        take = BattlerShiftBasicsTake.from_dict(d.pop("take"))




        expected_version = d.pop("expected_version", UNSET)

        battler_shift_basics = cls(
            type_=type_,
            give=give,
            take=take,
            expected_version=expected_version,
        )

        return battler_shift_basics

