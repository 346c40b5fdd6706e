from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_player_basics import BattlerPlayerBasics
  from ..models.battler_snapshot import BattlerSnapshot





T = TypeVar("T", bound="BattlerPlayer")



@_attrs_define
class BattlerPlayer:
    """ 
        Attributes:
            name (str):
            pool (list[int] | Unset):
            pack (list[int] | Unset):
            hand (list[int] | Unset):
            hand_ready (bool | Unset):  Default: False.
            treasures (int | Unset):  Default: 0.
            treasures_left (int | None | Unset):
            basics (BattlerPlayerBasics | Unset):
            life (int | Unset):  Default: 0.
            alive (bool | Unset):  Default: True.
            streak (int | Unset):  Default: 0.
            last_opponent (int | None | Unset):
            lost_to_ghost (bool | Unset):  Default: False.
            conceded (bool | Unset):  Default: False.
            done (bool | Unset):  Default: False.
            free_picks (int | Unset):  Default: 0.
            augments (list[int] | Unset):
            augment_offer (list[int] | Unset):
            undo (BattlerSnapshot | None | Unset):
     """

    name: str
    pool: list[int] | Unset = UNSET
    pack: list[int] | Unset = UNSET
    hand: list[int] | Unset = UNSET
    hand_ready: bool | Unset = False
    treasures: int | Unset = 0
    treasures_left: int | None | Unset = UNSET
    basics: BattlerPlayerBasics | Unset = UNSET
    life: int | Unset = 0
    alive: bool | Unset = True
    streak: int | Unset = 0
    last_opponent: int | None | Unset = UNSET
    lost_to_ghost: bool | Unset = False
    conceded: bool | Unset = False
    done: bool | Unset = False
    free_picks: int | Unset = 0
    augments: list[int] | Unset = UNSET
    augment_offer: list[int] | Unset = UNSET
    undo: BattlerSnapshot | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_player_basics import BattlerPlayerBasics # noqa: PLC0415
        from ..models.battler_snapshot import BattlerSnapshot # noqa: PLC0415
        name = self.name

        pool: list[int] | Unset = UNSET
        if not isinstance(self.pool, Unset):
            pool = self.pool



        pack: list[int] | Unset = UNSET
        if not isinstance(self.pack, Unset):
            pack = self.pack



        hand: list[int] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        hand_ready = self.hand_ready

        treasures = self.treasures

        treasures_left: int | None | Unset
        if isinstance(self.treasures_left, Unset):
            treasures_left = UNSET
        else:
            treasures_left = self.treasures_left

        basics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.basics, Unset):
            basics = self.basics.to_dict()

        life = self.life

        alive = self.alive

        streak = self.streak

        last_opponent: int | None | Unset
        if isinstance(self.last_opponent, Unset):
            last_opponent = UNSET
        else:
            last_opponent = self.last_opponent

        lost_to_ghost = self.lost_to_ghost

        conceded = self.conceded

        done = self.done

        free_picks = self.free_picks

        augments: list[int] | Unset = UNSET
        if not isinstance(self.augments, Unset):
            augments = self.augments



        augment_offer: list[int] | Unset = UNSET
        if not isinstance(self.augment_offer, Unset):
            augment_offer = self.augment_offer



        undo: dict[str, Any] | None | Unset
        if isinstance(self.undo, Unset):
            undo = UNSET
        elif isinstance(self.undo, BattlerSnapshot):
            undo = self.undo.to_dict()
        else:
            undo = self.undo


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
        })
        if pool is not UNSET:
            field_dict["pool"] = pool
        if pack is not UNSET:
            field_dict["pack"] = pack
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_ready is not UNSET:
            field_dict["hand_ready"] = hand_ready
        if treasures is not UNSET:
            field_dict["treasures"] = treasures
        if treasures_left is not UNSET:
            field_dict["treasures_left"] = treasures_left
        if basics is not UNSET:
            field_dict["basics"] = basics
        if life is not UNSET:
            field_dict["life"] = life
        if alive is not UNSET:
            field_dict["alive"] = alive
        if streak is not UNSET:
            field_dict["streak"] = streak
        if last_opponent is not UNSET:
            field_dict["last_opponent"] = last_opponent
        if lost_to_ghost is not UNSET:
            field_dict["lost_to_ghost"] = lost_to_ghost
        if conceded is not UNSET:
            field_dict["conceded"] = conceded
        if done is not UNSET:
            field_dict["done"] = done
        if free_picks is not UNSET:
            field_dict["free_picks"] = free_picks
        if augments is not UNSET:
            field_dict["augments"] = augments
        if augment_offer is not UNSET:
            field_dict["augment_offer"] = augment_offer
        if undo is not UNSET:
            field_dict["undo"] = undo

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_player_basics import BattlerPlayerBasics # noqa: PLC0415
        from ..models.battler_snapshot import BattlerSnapshot # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        pool = cast(list[int], d.pop("pool", UNSET))


        pack = cast(list[int], d.pop("pack", UNSET))


        hand = cast(list[int], d.pop("hand", UNSET))


        hand_ready = d.pop("hand_ready", UNSET)

        treasures = d.pop("treasures", UNSET)

        def _parse_treasures_left(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        treasures_left = _parse_treasures_left(d.pop("treasures_left", UNSET))


        _basics = d.pop("basics", UNSET)
        basics: BattlerPlayerBasics | Unset
        if isinstance(_basics,  Unset):
            basics = UNSET
        else:
            basics = BattlerPlayerBasics.from_dict(_basics)




        life = d.pop("life", UNSET)

        alive = d.pop("alive", UNSET)

        streak = d.pop("streak", UNSET)

        def _parse_last_opponent(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_opponent = _parse_last_opponent(d.pop("last_opponent", UNSET))


        lost_to_ghost = d.pop("lost_to_ghost", UNSET)

        conceded = d.pop("conceded", UNSET)

        done = d.pop("done", UNSET)

        free_picks = d.pop("free_picks", UNSET)

        augments = cast(list[int], d.pop("augments", UNSET))


        augment_offer = cast(list[int], d.pop("augment_offer", UNSET))


        def _parse_undo(data: object) -> BattlerSnapshot | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                undo_type_1 = BattlerSnapshot.from_dict(data)



                return undo_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BattlerSnapshot | None | Unset, data)

        undo = _parse_undo(d.pop("undo", UNSET))


        battler_player = cls(
            name=name,
            pool=pool,
            pack=pack,
            hand=hand,
            hand_ready=hand_ready,
            treasures=treasures,
            treasures_left=treasures_left,
            basics=basics,
            life=life,
            alive=alive,
            streak=streak,
            last_opponent=last_opponent,
            lost_to_ghost=lost_to_ghost,
            conceded=conceded,
            done=done,
            free_picks=free_picks,
            augments=augments,
            augment_offer=augment_offer,
            undo=undo,
        )


        battler_player.additional_properties = d
        return battler_player

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
