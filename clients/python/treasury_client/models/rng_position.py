from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RngPosition")



@_attrs_define
class RngPosition:
    """ 
        Attributes:
            seed (str):
            initial_counter (int):
            counter (int):
            generator (int | Unset):  Default: 1.
     """

    seed: str
    initial_counter: int
    counter: int
    generator: int | Unset = 1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        initial_counter = self.initial_counter

        counter = self.counter

        generator = self.generator


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seed": seed,
            "initial_counter": initial_counter,
            "counter": counter,
        })
        if generator is not UNSET:
            field_dict["generator"] = generator

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed")

        initial_counter = d.pop("initial_counter")

        counter = d.pop("counter")

        generator = d.pop("generator", UNSET)

        rng_position = cls(
            seed=seed,
            initial_counter=initial_counter,
            counter=counter,
            generator=generator,
        )


        rng_position.additional_properties = d
        return rng_position

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
