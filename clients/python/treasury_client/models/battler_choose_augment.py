from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_choose_augment_type import BattlerChooseAugmentType
from ..types import UNSET, Unset






T = TypeVar("T", bound="BattlerChooseAugment")



@_attrs_define
class BattlerChooseAugment:
    """ 
        Attributes:
            type_ (BattlerChooseAugmentType):  Default: BattlerChooseAugmentType.CHOOSE_AUGMENT.
            augment (int):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    augment: int
    type_: BattlerChooseAugmentType = BattlerChooseAugmentType.CHOOSE_AUGMENT
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        augment = self.augment

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "augment": augment,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerChooseAugmentType(d.pop("type"))




        augment = d.pop("augment")

        expected_version = d.pop("expected_version", UNSET)

        battler_choose_augment = cls(
            type_=type_,
            augment=augment,
            expected_version=expected_version,
        )

        return battler_choose_augment

