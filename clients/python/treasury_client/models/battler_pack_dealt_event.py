from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_pack_dealt_event_type import BattlerPackDealtEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_pack_secret import BattlerPackSecret





T = TypeVar("T", bound="BattlerPackDealtEvent")



@_attrs_define
class BattlerPackDealtEvent:
    """ 
        Attributes:
            type_ (BattlerPackDealtEventType):  Default: BattlerPackDealtEventType.PACK_DEALT.
            seat (int):
            size (int):
            secret (BattlerPackSecret | Unset):
            to (list[int] | Unset):
     """

    seat: int
    size: int
    type_: BattlerPackDealtEventType = BattlerPackDealtEventType.PACK_DEALT
    secret: BattlerPackSecret | Unset = UNSET
    to: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_pack_secret import BattlerPackSecret # noqa: PLC0415
        type_ = self.type_.value

        seat = self.seat

        size = self.size

        secret: dict[str, Any] | Unset = UNSET
        if not isinstance(self.secret, Unset):
            secret = self.secret.to_dict()

        to: list[int] | Unset = UNSET
        if not isinstance(self.to, Unset):
            to = self.to




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "size": size,
        })
        if secret is not UNSET:
            field_dict["secret"] = secret
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_pack_secret import BattlerPackSecret # noqa: PLC0415
        d = dict(src_dict)
        type_ = BattlerPackDealtEventType(d.pop("type"))




        seat = d.pop("seat")

        size = d.pop("size")

        _secret = d.pop("secret", UNSET)
        secret: BattlerPackSecret | Unset
        if isinstance(_secret,  Unset):
            secret = UNSET
        else:
            secret = BattlerPackSecret.from_dict(_secret)




        to = cast(list[int], d.pop("to", UNSET))


        battler_pack_dealt_event = cls(
            type_=type_,
            seat=seat,
            size=size,
            secret=secret,
            to=to,
        )


        battler_pack_dealt_event.additional_properties = d
        return battler_pack_dealt_event

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
