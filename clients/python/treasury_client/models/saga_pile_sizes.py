from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SagaPileSizes")



@_attrs_define
class SagaPileSizes:
    """ 
        Attributes:
            core_pool (int):
            occasional_pool (int):
            general_pool (int):
            private_collections (int):
            theme_deck (int):
            unused (int):
            booster (int):
     """

    core_pool: int
    occasional_pool: int
    general_pool: int
    private_collections: int
    theme_deck: int
    unused: int
    booster: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        core_pool = self.core_pool

        occasional_pool = self.occasional_pool

        general_pool = self.general_pool

        private_collections = self.private_collections

        theme_deck = self.theme_deck

        unused = self.unused

        booster = self.booster


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "core_pool": core_pool,
            "occasional_pool": occasional_pool,
            "general_pool": general_pool,
            "private_collections": private_collections,
            "theme_deck": theme_deck,
            "unused": unused,
            "booster": booster,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        core_pool = d.pop("core_pool")

        occasional_pool = d.pop("occasional_pool")

        general_pool = d.pop("general_pool")

        private_collections = d.pop("private_collections")

        theme_deck = d.pop("theme_deck")

        unused = d.pop("unused")

        booster = d.pop("booster")

        saga_pile_sizes = cls(
            core_pool=core_pool,
            occasional_pool=occasional_pool,
            general_pool=general_pool,
            private_collections=private_collections,
            theme_deck=theme_deck,
            unused=unused,
            booster=booster,
        )


        saga_pile_sizes.additional_properties = d
        return saga_pile_sizes

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
