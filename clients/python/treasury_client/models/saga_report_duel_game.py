from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_report_duel_game_type import SagaReportDuelGameType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaReportDuelGame")



@_attrs_define
class SagaReportDuelGame:
    """ 
        Attributes:
            type_ (SagaReportDuelGameType):  Default: SagaReportDuelGameType.REPORT_DUEL_GAME.
            winner (int):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    winner: int
    type_: SagaReportDuelGameType = SagaReportDuelGameType.REPORT_DUEL_GAME
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        winner = self.winner

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winner": winner,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaReportDuelGameType(d.pop("type"))




        winner = d.pop("winner")

        expected_version = d.pop("expected_version", UNSET)

        saga_report_duel_game = cls(
            type_=type_,
            winner=winner,
            expected_version=expected_version,
        )

        return saga_report_duel_game

