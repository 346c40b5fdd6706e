from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_player_view_basics import BattlerPlayerViewBasics





T = TypeVar("T", bound="BattlerPlayerView")



@_attrs_define
class BattlerPlayerView:
    """ 
        Attributes:
            seat (int):
            name (str):
            treasures (int):
            basics (BattlerPlayerViewBasics):
            life (int):
            alive (bool):
            streak (int):
            augments (list[int]):
            pool_count (int):
            pack_count (int):
            hand_ready (bool):
            done (bool):
            pool (list[int] | Unset):
            pack (list[int] | Unset):
            hand (list[int] | Unset):
            augment_offer (list[int] | Unset):
            can_undo (bool | Unset):
            buy_basic_cost (int | None | Unset):
     """

    seat: int
    name: str
    treasures: int
    basics: BattlerPlayerViewBasics
    life: int
    alive: bool
    streak: int
    augments: list[int]
    pool_count: int
    pack_count: int
    hand_ready: bool
    done: bool
    pool: list[int] | Unset = UNSET
    pack: list[int] | Unset = UNSET
    hand: list[int] | Unset = UNSET
    augment_offer: list[int] | Unset = UNSET
    can_undo: bool | Unset = UNSET
    buy_basic_cost: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_player_view_basics import BattlerPlayerViewBasics # noqa: PLC0415
        seat = self.seat

        name = self.name

        treasures = self.treasures

        basics = self.basics.to_dict()

        life = self.life

        alive = self.alive

        streak = self.streak

        augments = self.augments



        pool_count = self.pool_count

        pack_count = self.pack_count

        hand_ready = self.hand_ready

        done = self.done

        pool: list[int] | Unset = UNSET
        if not isinstance(self.pool, Unset):
            pool = self.pool



        pack: list[int] | Unset = UNSET
        if not isinstance(self.pack, Unset):
            pack = self.pack



        hand: list[int] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        augment_offer: list[int] | Unset = UNSET
        if not isinstance(self.augment_offer, Unset):
            augment_offer = self.augment_offer



        can_undo = self.can_undo

        buy_basic_cost: int | None | Unset
        if isinstance(self.buy_basic_cost, Unset):
            buy_basic_cost = UNSET
        else:
            buy_basic_cost = self.buy_basic_cost


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "treasures": treasures,
            "basics": basics,
            "life": life,
            "alive": alive,
            "streak": streak,
            "augments": augments,
            "pool_count": pool_count,
            "pack_count": pack_count,
            "hand_ready": hand_ready,
            "done": done,
        })
        if pool is not UNSET:
            field_dict["pool"] = pool
        if pack is not UNSET:
            field_dict["pack"] = pack
        if hand is not UNSET:
            field_dict["hand"] = hand
        if augment_offer is not UNSET:
            field_dict["augment_offer"] = augment_offer
        if can_undo is not UNSET:
            field_dict["can_undo"] = can_undo
        if buy_basic_cost is not UNSET:
            field_dict["buy_basic_cost"] = buy_basic_cost

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_player_view_basics import BattlerPlayerViewBasics # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        treasures = d.pop("treasures")

        basics = BattlerPlayerViewBasics.from_dict(d.pop("basics"))




        life = d.pop("life")

        alive = d.pop("alive")

        streak = d.pop("streak")

        augments = cast(list[int], d.pop("augments"))


        pool_count = d.pop("pool_count")

        pack_count = d.pop("pack_count")

        hand_ready = d.pop("hand_ready")

        done = d.pop("done")

        pool = cast(list[int], d.pop("pool", UNSET))


        pack = cast(list[int], d.pop("pack", UNSET))


        hand = cast(list[int], d.pop("hand", UNSET))


        augment_offer = cast(list[int], d.pop("augment_offer", UNSET))


        can_undo = d.pop("can_undo", UNSET)

        def _parse_buy_basic_cost(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        buy_basic_cost = _parse_buy_basic_cost(d.pop("buy_basic_cost", UNSET))


        battler_player_view = cls(
            seat=seat,
            name=name,
            treasures=treasures,
            basics=basics,
            life=life,
            alive=alive,
            streak=streak,
            augments=augments,
            pool_count=pool_count,
            pack_count=pack_count,
            hand_ready=hand_ready,
            done=done,
            pool=pool,
            pack=pack,
            hand=hand,
            augment_offer=augment_offer,
            can_undo=can_undo,
            buy_basic_cost=buy_basic_cost,
        )


        battler_player_view.additional_properties = d
        return battler_player_view

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
