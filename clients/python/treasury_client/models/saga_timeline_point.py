from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SagaTimelinePoint")



@_attrs_define
class SagaTimelinePoint:
    """ 
        Attributes:
            year (int):
            season (str):
            step (str):
            gold (list[int]):
            vp (list[int]):
     """

    year: int
    season: str
    step: str
    gold: list[int]
    vp: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        year = self.year

        season = self.season

        step = self.step

        gold = self.gold



        vp = self.vp




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "year": year,
            "season": season,
            "step": step,
            "gold": gold,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        year = d.pop("year")

        season = d.pop("season")

        step = d.pop("step")

        gold = cast(list[int], d.pop("gold"))


        vp = cast(list[int], d.pop("vp"))


        saga_timeline_point = cls(
            year=year,
            season=season,
            step=step,
            gold=gold,
            vp=vp,
        )


        saga_timeline_point.additional_properties = d
        return saga_timeline_point

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
