from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.battler_standing import BattlerStanding





T = TypeVar("T", bound="BattlerStandings")



@_attrs_define
class BattlerStandings:
    """ 
        Attributes:
            game (int):
            version (int):
            standings (list[BattlerStanding]):
     """

    game: int
    version: int
    standings: list[BattlerStanding]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_standing import BattlerStanding # noqa: PLC0415
        game = self.game

        version = self.version

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "version": version,
            "standings": standings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_standing import BattlerStanding # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        version = d.pop("version")

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = BattlerStanding.from_dict(standings_item_data)



            standings.append(standings_item)


        battler_standings = cls(
            game=game,
            version=version,
            standings=standings,
        )


        battler_standings.additional_properties = d
        return battler_standings

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
