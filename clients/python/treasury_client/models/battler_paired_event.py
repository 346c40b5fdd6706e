from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_paired_event_type import BattlerPairedEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_pairing import BattlerPairing





T = TypeVar("T", bound="BattlerPairedEvent")



@_attrs_define
class BattlerPairedEvent:
    """ 
        Attributes:
            type_ (BattlerPairedEventType):  Default: BattlerPairedEventType.PAIRED.
            pairings (list[BattlerPairing]):
            d20 (int | Unset):
     """

    pairings: list[BattlerPairing]
    type_: BattlerPairedEventType = BattlerPairedEventType.PAIRED
    d20: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_pairing import BattlerPairing # noqa: PLC0415
        type_ = self.type_.value

        pairings = []
        for pairings_item_data in self.pairings:
            pairings_item = pairings_item_data.to_dict()
            pairings.append(pairings_item)



        d20 = self.d20


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "pairings": pairings,
        })
        if d20 is not UNSET:
            field_dict["d20"] = d20

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_pairing import BattlerPairing # noqa: PLC0415
        d = dict(src_dict)
        type_ = BattlerPairedEventType(d.pop("type"))




        pairings = []
        _pairings = d.pop("pairings")
        for pairings_item_data in (_pairings):
            pairings_item = BattlerPairing.from_dict(pairings_item_data)



            pairings.append(pairings_item)


        d20 = d.pop("d20", UNSET)

        battler_paired_event = cls(
            type_=type_,
            pairings=pairings,
            d20=d20,
        )


        battler_paired_event.additional_properties = d
        return battler_paired_event

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
