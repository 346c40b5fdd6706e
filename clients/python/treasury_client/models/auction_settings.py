from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_settings_empty_deck_policy import AuctionSettingsEmptyDeckPolicy
from ..models.auction_settings_owned_auction_starts import AuctionSettingsOwnedAuctionStarts
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AuctionSettings")



@_attrs_define
class AuctionSettings:
    """ 
        Attributes:
            starting_gold (int | Unset):  Default: 10.
            income (int | Unset):  Default: 3.
            starting_seat (int | None | Unset):
            empty_deck_policy (AuctionSettingsEmptyDeckPolicy | Unset):  Default:
                AuctionSettingsEmptyDeckPolicy.ACTIVE_PLAYER_LOSES.
            reserve_size (int | Unset):  Default: 0.
            correspondence_bidding (bool | Unset):  Default: False.
            commander (bool | Unset):  Default: False.
            take_all_until_creature (bool | Unset):  Default: False.
            owned_auction_starts (AuctionSettingsOwnedAuctionStarts | Unset):  Default:
                AuctionSettingsOwnedAuctionStarts.ACTIVE_PLAYER.
     """

    starting_gold: int | Unset = 10
    income: int | Unset = 3
    starting_seat: int | None | Unset = UNSET
    empty_deck_policy: AuctionSettingsEmptyDeckPolicy | Unset = AuctionSettingsEmptyDeckPolicy.ACTIVE_PLAYER_LOSES
    reserve_size: int | Unset = 0
    correspondence_bidding: bool | Unset = False
    commander: bool | Unset = False
    take_all_until_creature: bool | Unset = False
    owned_auction_starts: AuctionSettingsOwnedAuctionStarts | Unset = AuctionSettingsOwnedAuctionStarts.ACTIVE_PLAYER





    def to_dict(self) -> dict[str, Any]:
        starting_gold = self.starting_gold

        income = self.income

        starting_seat: int | None | Unset
        if isinstance(self.starting_seat, Unset):
            starting_seat = UNSET
        else:
            starting_seat = self.starting_seat

        empty_deck_policy: str | Unset = UNSET
        if not isinstance(self.empty_deck_policy, Unset):
            empty_deck_policy = self.empty_deck_policy.value


        reserve_size = self.reserve_size

        correspondence_bidding = self.correspondence_bidding

        commander = self.commander

        take_all_until_creature = self.take_all_until_creature

        owned_auction_starts: str | Unset = UNSET
        if not isinstance(self.owned_auction_starts, Unset):
            owned_auction_starts = self.owned_auction_starts.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if starting_gold is not UNSET:
            field_dict["starting_gold"] = starting_gold
        if income is not UNSET:
            field_dict["income"] = income
        if starting_seat is not UNSET:
            field_dict["starting_seat"] = starting_seat
        if empty_deck_policy is not UNSET:
            field_dict["empty_deck_policy"] = empty_deck_policy
        if reserve_size is not UNSET:
            field_dict["reserve_size"] = reserve_size
        if correspondence_bidding is not UNSET:
            field_dict["correspondence_bidding"] = correspondence_bidding
        if commander is not UNSET:
            field_dict["commander"] = commander
        if take_all_until_creature is not UNSET:
            field_dict["take_all_until_creature"] = take_all_until_creature
        if owned_auction_starts is not UNSET:
            field_dict["owned_auction_starts"] = owned_auction_starts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        starting_gold = d.pop("starting_gold", UNSET)

        income = d.pop("income", UNSET)

        def _parse_starting_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        starting_seat = _parse_starting_seat(d.pop("starting_seat", UNSET))


        _empty_deck_policy = d.pop("empty_deck_policy", UNSET)
        empty_deck_policy: AuctionSettingsEmptyDeckPolicy | Unset
        if isinstance(_empty_deck_policy,  Unset):
            empty_deck_policy = UNSET
        else:
            empty_deck_policy = AuctionSettingsEmptyDeckPolicy(_empty_deck_policy)




        reserve_size = d.pop("reserve_size", UNSET)

        correspondence_bidding = d.pop("correspondence_bidding", UNSET)

        commander = d.pop("commander", UNSET)

        take_all_until_creature = d.pop("take_all_until_creature", UNSET)

        _owned_auction_starts = d.pop("owned_auction_starts", UNSET)
        owned_auction_starts: AuctionSettingsOwnedAuctionStarts | Unset
        if isinstance(_owned_auction_starts,  Unset):
            owned_auction_starts = UNSET
        else:
            owned_auction_starts = AuctionSettingsOwnedAuctionStarts(_owned_auction_starts)




        auction_settings = cls(
            starting_gold=starting_gold,
            income=income,
            starting_seat=starting_seat,
            empty_deck_policy=empty_deck_policy,
            reserve_size=reserve_size,
            correspondence_bidding=correspondence_bidding,
            commander=commander,
            take_all_until_creature=take_all_until_creature,
            owned_auction_starts=owned_auction_starts,
        )

        return auction_settings

