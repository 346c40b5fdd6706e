from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_draft_started_event_type import BattlerDraftStartedEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="BattlerDraftStartedEvent")



@_attrs_define
class BattlerDraftStartedEvent:
    """ The counters as the table names them (its level_name: stage, energy or round).

        Attributes:
            type_ (BattlerDraftStartedEventType):  Default: BattlerDraftStartedEventType.DRAFT_STARTED.
            games (int):
            stage (int | Unset):
            energy (int | Unset):
            round_ (int | Unset):
            match (int | Unset):
     """

    games: int
    type_: BattlerDraftStartedEventType = BattlerDraftStartedEventType.DRAFT_STARTED
    stage: int | Unset = UNSET
    energy: int | Unset = UNSET
    round_: int | Unset = UNSET
    match: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        games = self.games

        stage = self.stage

        energy = self.energy

        round_ = self.round_

        match = self.match


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "games": games,
        })
        if stage is not UNSET:
            field_dict["stage"] = stage
        if energy is not UNSET:
            field_dict["energy"] = energy
        if round_ is not UNSET:
            field_dict["round"] = round_
        if match is not UNSET:
            field_dict["match"] = match

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BattlerDraftStartedEventType(d.pop("type"))




        games = d.pop("games")

        stage = d.pop("stage", UNSET)

        energy = d.pop("energy", UNSET)

        round_ = d.pop("round", UNSET)

        match = d.pop("match", UNSET)

        battler_draft_started_event = cls(
            type_=type_,
            games=games,
            stage=stage,
            energy=energy,
            round_=round_,
            match=match,
        )


        battler_draft_started_event.additional_properties = d
        return battler_draft_started_event

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
