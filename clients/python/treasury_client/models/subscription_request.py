from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.keys_request import KeysRequest





T = TypeVar("T", bound="SubscriptionRequest")



@_attrs_define
class SubscriptionRequest:
    """ A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
    (ignored, it made a table with other rules than asked, and said nothing).

        Attributes:
            game (int):
            endpoint (str): https on a push service's host, no port (else 422 bad_endpoint)
            keys (KeysRequest): A body of only the fields it names: a misspelt one ("setings") is refused, not ignored
                (ignored, it made a table with other rules than asked, and said nothing).
     """

    game: int
    endpoint: str
    keys: KeysRequest
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.keys_request import KeysRequest # noqa: PLC0415
        game = self.game

        endpoint = self.endpoint

        keys = self.keys.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "endpoint": endpoint,
            "keys": keys,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.keys_request import KeysRequest # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        endpoint = d.pop("endpoint")

        keys = KeysRequest.from_dict(d.pop("keys"))




        subscription_request = cls(
            game=game,
            endpoint=endpoint,
            keys=keys,
        )


        subscription_request.additional_properties = d
        return subscription_request

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
