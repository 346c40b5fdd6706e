from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_replay_event_type import BattlerReplayEventType
from typing import cast






T = TypeVar("T", bound="BattlerReplayEvent")



@_attrs_define
class BattlerReplayEvent:
    """ 
        Attributes:
            type_ (BattlerReplayEventType):  Default: BattlerReplayEventType.REPLAY.
            pairings (list[list[int]]):
     """

    pairings: list[list[int]]
    type_: BattlerReplayEventType = BattlerReplayEventType.REPLAY
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        pairings = []
        for pairings_item_data in self.pairings:
            pairings_item = pairings_item_data


            pairings.append(pairings_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "pairings": pairings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerReplayEventType(d.pop("type"))




        pairings = []
        _pairings = d.pop("pairings")
        for pairings_item_data in (_pairings):
            pairings_item = cast(list[int], pairings_item_data)

            pairings.append(pairings_item)


        battler_replay_event = cls(
            type_=type_,
            pairings=pairings,
        )


        battler_replay_event.additional_properties = d
        return battler_replay_event

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
