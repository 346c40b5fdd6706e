from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaSettings")



@_attrs_define
class SagaSettings:
    """ 
        Attributes:
            insurance_broker (bool | Unset):  Default: False.
            hire_a_thief (bool | Unset):  Default: False.
     """

    insurance_broker: bool | Unset = False
    hire_a_thief: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        insurance_broker = self.insurance_broker

        hire_a_thief = self.hire_a_thief


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if insurance_broker is not UNSET:
            field_dict["insurance_broker"] = insurance_broker
        if hire_a_thief is not UNSET:
            field_dict["hire_a_thief"] = hire_a_thief

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        insurance_broker = d.pop("insurance_broker", UNSET)

        hire_a_thief = d.pop("hire_a_thief", UNSET)

        saga_settings = cls(
            insurance_broker=insurance_broker,
            hire_a_thief=hire_a_thief,
        )

        return saga_settings

