from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.battler_snapshot_basics import BattlerSnapshotBasics





T = TypeVar("T", bound="BattlerSnapshot")



@_attrs_define
class BattlerSnapshot:
    """ A player's shop before their last undoable action.

        Attributes:
            pool (list[int]):
            pack (list[int]):
            treasures (int):
            basics (BattlerSnapshotBasics):
            free_picks (int):
     """

    pool: list[int]
    pack: list[int]
    treasures: int
    basics: BattlerSnapshotBasics
    free_picks: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_snapshot_basics import BattlerSnapshotBasics # noqa: PLC0415
        pool = self.pool



        pack = self.pack



        treasures = self.treasures

        basics = self.basics.to_dict()

        free_picks = self.free_picks


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pool": pool,
            "pack": pack,
            "treasures": treasures,
            "basics": basics,
            "free_picks": free_picks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_snapshot_basics import BattlerSnapshotBasics # noqa: PLC0415
        d = dict(src_dict)
        pool = cast(list[int], d.pop("pool"))


        pack = cast(list[int], d.pop("pack"))


        treasures = d.pop("treasures")

        basics = BattlerSnapshotBasics.from_dict(d.pop("basics"))




        free_picks = d.pop("free_picks")

        battler_snapshot = cls(
            pool=pool,
            pack=pack,
            treasures=treasures,
            basics=basics,
            free_picks=free_picks,
        )


        battler_snapshot.additional_properties = d
        return battler_snapshot

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
