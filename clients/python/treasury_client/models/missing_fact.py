from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="MissingFact")



@_attrs_define
class MissingFact:
    """ A fact a line of the file lacks (mana_value, colors): where it was found (catalogue,
        scryfall), or "" and why when no source knew it (it stays null).

        Attributes:
            line (int | None):
            name (str):
            fact (str):
            filled_from (str):
            value (float | list[str] | None):
            why (str):
     """

    line: int | None
    name: str
    fact: str
    filled_from: str
    value: float | list[str] | None
    why: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        line: int | None
        line = self.line

        name = self.name

        fact = self.fact

        filled_from = self.filled_from

        value: float | list[str] | None
        if isinstance(self.value, list):
            value = self.value


        else:
            value = self.value

        why = self.why


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "line": line,
            "name": name,
            "fact": fact,
            "filled_from": filled_from,
            "value": value,
            "why": why,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_line(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        line = _parse_line(d.pop("line"))


        name = d.pop("name")

        fact = d.pop("fact")

        filled_from = d.pop("filled_from")

        def _parse_value(data: object) -> float | list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                value_type_1 = cast(list[str], data)

                return value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(float | list[str] | None, data)

        value = _parse_value(d.pop("value"))


        why = d.pop("why")

        missing_fact = cls(
            line=line,
            name=name,
            fact=fact,
            filled_from=filled_from,
            value=value,
            why=why,
        )


        missing_fact.additional_properties = d
        return missing_fact

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
