from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_reordered_top_event_type import AuctionReorderedTopEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.auction_reordered_top_secret import AuctionReorderedTopSecret





T = TypeVar("T", bound="AuctionReorderedTopEvent")



@_attrs_define
class AuctionReorderedTopEvent:
    """ 
        Attributes:
            type_ (AuctionReorderedTopEventType):  Default: AuctionReorderedTopEventType.REORDERED_TOP.
            seat (int):
            on_top (int):
            on_bottom (int):
            secret (AuctionReorderedTopSecret | Unset):
            to (list[int] | Unset):
     """

    seat: int
    on_top: int
    on_bottom: int
    type_: AuctionReorderedTopEventType = AuctionReorderedTopEventType.REORDERED_TOP
    secret: AuctionReorderedTopSecret | Unset = UNSET
    to: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_reordered_top_secret import AuctionReorderedTopSecret # noqa: PLC0415
        type_ = self.type_.value

        seat = self.seat

        on_top = self.on_top

        on_bottom = self.on_bottom

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
            "on_top": on_top,
            "on_bottom": on_bottom,
        })
        if secret is not UNSET:
            field_dict["secret"] = secret
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_reordered_top_secret import AuctionReorderedTopSecret # noqa: PLC0415
        d = dict(src_dict)
        type_ = AuctionReorderedTopEventType(d.pop("type"))




        seat = d.pop("seat")

        on_top = d.pop("on_top")

        on_bottom = d.pop("on_bottom")

        _secret = d.pop("secret", UNSET)
        secret: AuctionReorderedTopSecret | Unset
        if isinstance(_secret,  Unset):
            secret = UNSET
        else:
            secret = AuctionReorderedTopSecret.from_dict(_secret)




        to = cast(list[int], d.pop("to", UNSET))


        auction_reordered_top_event = cls(
            type_=type_,
            seat=seat,
            on_top=on_top,
            on_bottom=on_bottom,
            secret=secret,
            to=to,
        )


        auction_reordered_top_event.additional_properties = d
        return auction_reordered_top_event

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
