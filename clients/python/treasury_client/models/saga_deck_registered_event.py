from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_deck_registered_event_type import SagaDeckRegisteredEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.saga_deck_secret import SagaDeckSecret





T = TypeVar("T", bound="SagaDeckRegisteredEvent")



@_attrs_define
class SagaDeckRegisteredEvent:
    """ 
        Attributes:
            type_ (SagaDeckRegisteredEventType):  Default: SagaDeckRegisteredEventType.DECK_REGISTERED.
            seat (int):
            size (int):
            follow_theme (bool | None):
            hand (int):
            life (int):
            commander (int | None | Unset):
            secret (SagaDeckSecret | Unset):
            to (list[int] | Unset):
     """

    seat: int
    size: int
    follow_theme: bool | None
    hand: int
    life: int
    type_: SagaDeckRegisteredEventType = SagaDeckRegisteredEventType.DECK_REGISTERED
    commander: int | None | Unset = UNSET
    secret: SagaDeckSecret | Unset = UNSET
    to: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.saga_deck_secret import SagaDeckSecret # noqa: PLC0415
        type_ = self.type_.value

        seat = self.seat

        size = self.size

        follow_theme: bool | None
        follow_theme = self.follow_theme

        hand = self.hand

        life = self.life

        commander: int | None | Unset
        if isinstance(self.commander, Unset):
            commander = UNSET
        else:
            commander = self.commander

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
            "follow_theme": follow_theme,
            "hand": hand,
            "life": life,
        })
        if commander is not UNSET:
            field_dict["commander"] = commander
        if secret is not UNSET:
            field_dict["secret"] = secret
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.saga_deck_secret import SagaDeckSecret # noqa: PLC0415
        d = dict(src_dict)
        type_ = SagaDeckRegisteredEventType(d.pop("type"))




        seat = d.pop("seat")

        size = d.pop("size")

        def _parse_follow_theme(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        follow_theme = _parse_follow_theme(d.pop("follow_theme"))


        hand = d.pop("hand")

        life = d.pop("life")

        def _parse_commander(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        commander = _parse_commander(d.pop("commander", UNSET))


        _secret = d.pop("secret", UNSET)
        secret: SagaDeckSecret | Unset
        if isinstance(_secret,  Unset):
            secret = UNSET
        else:
            secret = SagaDeckSecret.from_dict(_secret)




        to = cast(list[int], d.pop("to", UNSET))


        saga_deck_registered_event = cls(
            type_=type_,
            seat=seat,
            size=size,
            follow_theme=follow_theme,
            hand=hand,
            life=life,
            commander=commander,
            secret=secret,
            to=to,
        )


        saga_deck_registered_event.additional_properties = d
        return saga_deck_registered_event

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
