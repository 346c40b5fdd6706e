from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_pairing_result_type_1 import BattlerPairingResultType1
from ..models.battler_pairing_status import BattlerPairingStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BattlerPairing")



@_attrs_define
class BattlerPairing:
    """ 
        Attributes:
            seats (list[int]):
            first (int | None | Unset):
            chooser (int | None | Unset):
            reporter (int | None | Unset):
            result (BattlerPairingResultType1 | None | Unset):
            cards_left (int | Unset):  Default: 0.
            status (BattlerPairingStatus | Unset):  Default: BattlerPairingStatus.PLAYING.
            replay (bool | Unset):  Default: False.
            playoff (bool | Unset):  Default: False.
     """

    seats: list[int]
    first: int | None | Unset = UNSET
    chooser: int | None | Unset = UNSET
    reporter: int | None | Unset = UNSET
    result: BattlerPairingResultType1 | None | Unset = UNSET
    cards_left: int | Unset = 0
    status: BattlerPairingStatus | Unset = BattlerPairingStatus.PLAYING
    replay: bool | Unset = False
    playoff: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seats = self.seats



        first: int | None | Unset
        if isinstance(self.first, Unset):
            first = UNSET
        else:
            first = self.first

        chooser: int | None | Unset
        if isinstance(self.chooser, Unset):
            chooser = UNSET
        else:
            chooser = self.chooser

        reporter: int | None | Unset
        if isinstance(self.reporter, Unset):
            reporter = UNSET
        else:
            reporter = self.reporter

        result: None | str | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, BattlerPairingResultType1):
            result = self.result.value
        else:
            result = self.result

        cards_left = self.cards_left

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        replay = self.replay

        playoff = self.playoff


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seats": seats,
        })
        if first is not UNSET:
            field_dict["first"] = first
        if chooser is not UNSET:
            field_dict["chooser"] = chooser
        if reporter is not UNSET:
            field_dict["reporter"] = reporter
        if result is not UNSET:
            field_dict["result"] = result
        if cards_left is not UNSET:
            field_dict["cards_left"] = cards_left
        if status is not UNSET:
            field_dict["status"] = status
        if replay is not UNSET:
            field_dict["replay"] = replay
        if playoff is not UNSET:
            field_dict["playoff"] = playoff

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seats = cast(list[int], d.pop("seats"))


        def _parse_first(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first = _parse_first(d.pop("first", UNSET))


        def _parse_chooser(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        chooser = _parse_chooser(d.pop("chooser", UNSET))


        def _parse_reporter(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        reporter = _parse_reporter(d.pop("reporter", UNSET))


        def _parse_result(data: object) -> BattlerPairingResultType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_1 = BattlerPairingResultType1(data)



                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BattlerPairingResultType1 | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        cards_left = d.pop("cards_left", UNSET)

        _status = d.pop("status", UNSET)
        status: BattlerPairingStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = BattlerPairingStatus(_status)




        replay = d.pop("replay", UNSET)

        playoff = d.pop("playoff", UNSET)

        battler_pairing = cls(
            seats=seats,
            first=first,
            chooser=chooser,
            reporter=reporter,
            result=result,
            cards_left=cards_left,
            status=status,
            replay=replay,
            playoff=playoff,
        )


        battler_pairing.additional_properties = d
        return battler_pairing

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
