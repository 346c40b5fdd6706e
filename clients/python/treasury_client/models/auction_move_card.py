from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_move_card_to_zone import AuctionMoveCardToZone
from ..models.auction_move_card_type import AuctionMoveCardType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AuctionMoveCard")



@_attrs_define
class AuctionMoveCard:
    """ 
        Attributes:
            type_ (AuctionMoveCardType):  Default: AuctionMoveCardType.MOVE_CARD.
            card (int):
            to_zone (AuctionMoveCardToZone):
            to_seat (int | None | Unset):
            expected_version (int | Unset): refuse with 409 unless the game is at this version
     """

    card: int
    to_zone: AuctionMoveCardToZone
    type_: AuctionMoveCardType = AuctionMoveCardType.MOVE_CARD
    to_seat: int | None | Unset = UNSET
    expected_version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        to_zone = self.to_zone.value

        to_seat: int | None | Unset
        if isinstance(self.to_seat, Unset):
            to_seat = UNSET
        else:
            to_seat = self.to_seat

        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
            "to_zone": to_zone,
        })
        if to_seat is not UNSET:
            field_dict["to_seat"] = to_seat
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AuctionMoveCardType(d.pop("type"))




        card = d.pop("card")

        to_zone = AuctionMoveCardToZone(d.pop("to_zone"))




        def _parse_to_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_seat = _parse_to_seat(d.pop("to_seat", UNSET))


        expected_version = d.pop("expected_version", UNSET)

        auction_move_card = cls(
            type_=type_,
            card=card,
            to_zone=to_zone,
            to_seat=to_seat,
            expected_version=expected_version,
        )

        return auction_move_card

