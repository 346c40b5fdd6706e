from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_basics_chosen_event_type import BattlerBasicsChosenEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_basics_chosen_event_basics import BattlerBasicsChosenEventBasics





T = TypeVar("T", bound="BattlerBasicsChosenEvent")



@_attrs_define
class BattlerBasicsChosenEvent:
    """ 
        Attributes:
            type_ (BattlerBasicsChosenEventType):  Default: BattlerBasicsChosenEventType.BASICS_CHOSEN.
            seat (int):
            basics (BattlerBasicsChosenEventBasics):
     """

    seat: int
    basics: BattlerBasicsChosenEventBasics
    type_: BattlerBasicsChosenEventType = BattlerBasicsChosenEventType.BASICS_CHOSEN
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_basics_chosen_event_basics import BattlerBasicsChosenEventBasics # noqa: PLC0415
        type_ = self.type_.value

        seat = self.seat

        basics = self.basics.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "basics": basics,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_basics_chosen_event_basics import BattlerBasicsChosenEventBasics # noqa: PLC0415
        d = dict(src_dict)
        type_ = BattlerBasicsChosenEventType(d.pop("type"))




        seat = d.pop("seat")

        basics = BattlerBasicsChosenEventBasics.from_dict(d.pop("basics"))




        battler_basics_chosen_event = cls(
            type_=type_,
            seat=seat,
            basics=basics,
        )


        battler_basics_chosen_event.additional_properties = d
        return battler_basics_chosen_event

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
