from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.auction_card_view_reference import AuctionCardViewReference





T = TypeVar("T", bound="AuctionPlayerViewByReference")



@_attrs_define
class AuctionPlayerViewByReference:
    """ 
        Attributes:
            seat (int):
            name (str):
            gold (int):
            life (int):
            out (bool):
            commander (int | None):
            hand (list[AuctionCardViewReference]):
            battlefield (list[AuctionCardViewReference]):
            graveyard (list[AuctionCardViewReference]):
            exile (list[AuctionCardViewReference]):
            command (list[AuctionCardViewReference]):
     """

    seat: int
    name: str
    gold: int
    life: int
    out: bool
    commander: int | None
    hand: list[AuctionCardViewReference]
    battlefield: list[AuctionCardViewReference]
    graveyard: list[AuctionCardViewReference]
    exile: list[AuctionCardViewReference]
    command: list[AuctionCardViewReference]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_card_view_reference import AuctionCardViewReference # noqa: PLC0415
        seat = self.seat

        name = self.name

        gold = self.gold

        life = self.life

        out = self.out

        commander: int | None
        commander = self.commander

        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.to_dict()
            hand.append(hand_item)



        battlefield = []
        for battlefield_item_data in self.battlefield:
            battlefield_item = battlefield_item_data.to_dict()
            battlefield.append(battlefield_item)



        graveyard = []
        for graveyard_item_data in self.graveyard:
            graveyard_item = graveyard_item_data.to_dict()
            graveyard.append(graveyard_item)



        exile = []
        for exile_item_data in self.exile:
            exile_item = exile_item_data.to_dict()
            exile.append(exile_item)



        command = []
        for command_item_data in self.command:
            command_item = command_item_data.to_dict()
            command.append(command_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "gold": gold,
            "life": life,
            "out": out,
            "commander": commander,
            "hand": hand,
            "battlefield": battlefield,
            "graveyard": graveyard,
            "exile": exile,
            "command": command,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_card_view_reference import AuctionCardViewReference # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        gold = d.pop("gold")

        life = d.pop("life")

        out = d.pop("out")

        def _parse_commander(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        commander = _parse_commander(d.pop("commander"))


        hand = []
        _hand = d.pop("hand")
        for hand_item_data in (_hand):
            hand_item = AuctionCardViewReference.from_dict(hand_item_data)



            hand.append(hand_item)


        battlefield = []
        _battlefield = d.pop("battlefield")
        for battlefield_item_data in (_battlefield):
            battlefield_item = AuctionCardViewReference.from_dict(battlefield_item_data)



            battlefield.append(battlefield_item)


        graveyard = []
        _graveyard = d.pop("graveyard")
        for graveyard_item_data in (_graveyard):
            graveyard_item = AuctionCardViewReference.from_dict(graveyard_item_data)



            graveyard.append(graveyard_item)


        exile = []
        _exile = d.pop("exile")
        for exile_item_data in (_exile):
            exile_item = AuctionCardViewReference.from_dict(exile_item_data)



            exile.append(exile_item)


        command = []
        _command = d.pop("command")
        for command_item_data in (_command):
            command_item = AuctionCardViewReference.from_dict(command_item_data)



            command.append(command_item)


        auction_player_view_by_reference = cls(
            seat=seat,
            name=name,
            gold=gold,
            life=life,
            out=out,
            commander=commander,
            hand=hand,
            battlefield=battlefield,
            graveyard=graveyard,
            exile=exile,
            command=command,
        )


        auction_player_view_by_reference.additional_properties = d
        return auction_player_view_by_reference

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
