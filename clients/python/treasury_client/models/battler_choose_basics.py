from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_choose_basics_type import BattlerChooseBasicsType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_choose_basics_basics import BattlerChooseBasicsBasics





T = TypeVar("T", bound="BattlerChooseBasics")



@_attrs_define
class BattlerChooseBasics:
    """ 
        Attributes:
            type_ (BattlerChooseBasicsType):  Default: BattlerChooseBasicsType.CHOOSE_BASICS.
            basics (BattlerChooseBasicsBasics):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    basics: BattlerChooseBasicsBasics
    type_: BattlerChooseBasicsType = BattlerChooseBasicsType.CHOOSE_BASICS
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_choose_basics_basics import BattlerChooseBasicsBasics # noqa: PLC0415
        type_ = self.type_.value

        basics = self.basics.to_dict()

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "basics": basics,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_choose_basics_basics import BattlerChooseBasicsBasics # noqa: PLC0415
        d = dict(src_dict)
        type_ = BattlerChooseBasicsType(d.pop("type"))




        basics = BattlerChooseBasicsBasics.from_dict(d.pop("basics"))




        expected_version = d.pop("expected_version", UNSET)

        battler_choose_basics = cls(
            type_=type_,
            basics=basics,
            expected_version=expected_version,
        )

        return battler_choose_basics

