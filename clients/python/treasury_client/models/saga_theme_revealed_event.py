from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_theme_revealed_event_type import SagaThemeRevealedEventType






T = TypeVar("T", bound="SagaThemeRevealedEvent")



@_attrs_define
class SagaThemeRevealedEvent:
    """ 
        Attributes:
            type_ (SagaThemeRevealedEventType):  Default: SagaThemeRevealedEventType.THEME_REVEALED.
            year (int):
            number (int):
            name (str):
     """

    year: int
    number: int
    name: str
    type_: SagaThemeRevealedEventType = SagaThemeRevealedEventType.THEME_REVEALED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        year = self.year

        number = self.number

        name = self.name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "year": year,
            "number": number,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaThemeRevealedEventType(d.pop("type"))




        year = d.pop("year")

        number = d.pop("number")

        name = d.pop("name")

        saga_theme_revealed_event = cls(
            type_=type_,
            year=year,
            number=number,
            name=name,
        )


        saga_theme_revealed_event.additional_properties = d
        return saga_theme_revealed_event

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
