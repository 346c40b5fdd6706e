from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.saga_choose_play_draw_type import SagaChoosePlayDrawType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SagaChoosePlayDraw")



@_attrs_define
class SagaChoosePlayDraw:
    """ 
        Attributes:
            type_ (SagaChoosePlayDrawType):  Default: SagaChoosePlayDrawType.CHOOSE_PLAY_DRAW.
            play (bool):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    play: bool
    type_: SagaChoosePlayDrawType = SagaChoosePlayDrawType.CHOOSE_PLAY_DRAW
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        play = self.play

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "play": play,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SagaChoosePlayDrawType(d.pop("type"))




        play = d.pop("play")

        expected_version = d.pop("expected_version", UNSET)

        saga_choose_play_draw = cls(
            type_=type_,
            play=play,
            expected_version=expected_version,
        )

        return saga_choose_play_draw

