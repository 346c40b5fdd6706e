from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SagaThemeView")



@_attrs_define
class SagaThemeView:
    """ 
        Attributes:
            number (int):
            name (str):
            kind (str):
            text (str):
            declared (bool):
     """

    number: int
    name: str
    kind: str
    text: str
    declared: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        number = self.number

        name = self.name

        kind = self.kind

        text = self.text

        declared = self.declared


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "number": number,
            "name": name,
            "kind": kind,
            "text": text,
            "declared": declared,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        name = d.pop("name")

        kind = d.pop("kind")

        text = d.pop("text")

        declared = d.pop("declared")

        saga_theme_view = cls(
            number=number,
            name=name,
            kind=kind,
            text=text,
            declared=declared,
        )


        saga_theme_view.additional_properties = d
        return saga_theme_view

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
