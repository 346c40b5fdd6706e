from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="JoinCode")



@_attrs_define
class JoinCode:
    """ 
        Attributes:
            join_code (str):
            join_code_expires_at (None | str):
     """

    join_code: str
    join_code_expires_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        join_code = self.join_code

        join_code_expires_at: None | str
        join_code_expires_at = self.join_code_expires_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "join_code": join_code,
            "join_code_expires_at": join_code_expires_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        join_code = d.pop("join_code")

        def _parse_join_code_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        join_code_expires_at = _parse_join_code_expires_at(d.pop("join_code_expires_at"))


        join_code = cls(
            join_code=join_code,
            join_code_expires_at=join_code_expires_at,
        )


        join_code.additional_properties = d
        return join_code

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
