from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.saga_deck_secret_basics import SagaDeckSecretBasics





T = TypeVar("T", bound="SagaDeckSecret")



@_attrs_define
class SagaDeckSecret:
    """ 
        Attributes:
            cards (list[int]):
            basics (SagaDeckSecretBasics):
     """

    cards: list[int]
    basics: SagaDeckSecretBasics
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.saga_deck_secret_basics import SagaDeckSecretBasics # noqa: PLC0415
        cards = self.cards



        basics = self.basics.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "basics": basics,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.saga_deck_secret_basics import SagaDeckSecretBasics # noqa: PLC0415
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        basics = SagaDeckSecretBasics.from_dict(d.pop("basics"))




        saga_deck_secret = cls(
            cards=cards,
            basics=basics,
        )


        saga_deck_secret.additional_properties = d
        return saga_deck_secret

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
