from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchedSeatPreferencesRequest")



@_attrs_define
class PatchedSeatPreferencesRequest:
    """ A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
    (ignored, it made a table with other rules than asked, and said nothing).

        Attributes:
            shares_with_spectators (bool | Unset):
            email (str | Unset):
            allows_export (bool | Unset): let the host export the unfinished game, which holds every hidden card and the
                seed
     """

    shares_with_spectators: bool | Unset = UNSET
    email: str | Unset = UNSET
    allows_export: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        shares_with_spectators = self.shares_with_spectators

        email: str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        allows_export = self.allows_export


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if shares_with_spectators is not UNSET:
            field_dict["shares_with_spectators"] = shares_with_spectators
        if email is not UNSET:
            field_dict["email"] = email
        if allows_export is not UNSET:
            field_dict["allows_export"] = allows_export

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shares_with_spectators = d.pop("shares_with_spectators", UNSET)

        def _parse_email(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))


        allows_export = d.pop("allows_export", UNSET)

        patched_seat_preferences_request = cls(
            shares_with_spectators=shares_with_spectators,
            email=email,
            allows_export=allows_export,
        )


        patched_seat_preferences_request.additional_properties = d
        return patched_seat_preferences_request

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
