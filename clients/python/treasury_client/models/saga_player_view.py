from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.saga_registration_view import SagaRegistrationView
  from ..models.saga_trending_card import SagaTrendingCard





T = TypeVar("T", bound="SagaPlayerView")



@_attrs_define
class SagaPlayerView:
    """ 
        Attributes:
            seat (int):
            name (str):
            primary_color (str):
            gold (int):
            vp (int):
            deck_count (int):
            sideboard_count (int):
            trending (list[SagaTrendingCard]):
            insured (list[int]):
            solomon_offer (list[int]):
            solomon_piles (list[list[int]]):
            solomon_cards (list[int]):
            registrations (list[SagaRegistrationView]):
            deck (list[int] | Unset):
            sideboard (list[int] | Unset):
     """

    seat: int
    name: str
    primary_color: str
    gold: int
    vp: int
    deck_count: int
    sideboard_count: int
    trending: list[SagaTrendingCard]
    insured: list[int]
    solomon_offer: list[int]
    solomon_piles: list[list[int]]
    solomon_cards: list[int]
    registrations: list[SagaRegistrationView]
    deck: list[int] | Unset = UNSET
    sideboard: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.saga_registration_view import SagaRegistrationView # noqa: PLC0415
        from ..models.saga_trending_card import SagaTrendingCard # noqa: PLC0415
        seat = self.seat

        name = self.name

        primary_color = self.primary_color

        gold = self.gold

        vp = self.vp

        deck_count = self.deck_count

        sideboard_count = self.sideboard_count

        trending = []
        for trending_item_data in self.trending:
            trending_item = trending_item_data.to_dict()
            trending.append(trending_item)



        insured = self.insured



        solomon_offer = self.solomon_offer



        solomon_piles = []
        for solomon_piles_item_data in self.solomon_piles:
            solomon_piles_item = solomon_piles_item_data


            solomon_piles.append(solomon_piles_item)



        solomon_cards = self.solomon_cards



        registrations = []
        for registrations_item_data in self.registrations:
            registrations_item = registrations_item_data.to_dict()
            registrations.append(registrations_item)



        deck: list[int] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck



        sideboard: list[int] | Unset = UNSET
        if not isinstance(self.sideboard, Unset):
            sideboard = self.sideboard




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "primary_color": primary_color,
            "gold": gold,
            "vp": vp,
            "deck_count": deck_count,
            "sideboard_count": sideboard_count,
            "trending": trending,
            "insured": insured,
            "solomon_offer": solomon_offer,
            "solomon_piles": solomon_piles,
            "solomon_cards": solomon_cards,
            "registrations": registrations,
        })
        if deck is not UNSET:
            field_dict["deck"] = deck
        if sideboard is not UNSET:
            field_dict["sideboard"] = sideboard

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.saga_registration_view import SagaRegistrationView # noqa: PLC0415
        from ..models.saga_trending_card import SagaTrendingCard # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        primary_color = d.pop("primary_color")

        gold = d.pop("gold")

        vp = d.pop("vp")

        deck_count = d.pop("deck_count")

        sideboard_count = d.pop("sideboard_count")

        trending = []
        _trending = d.pop("trending")
        for trending_item_data in (_trending):
            trending_item = SagaTrendingCard.from_dict(trending_item_data)



            trending.append(trending_item)


        insured = cast(list[int], d.pop("insured"))


        solomon_offer = cast(list[int], d.pop("solomon_offer"))


        solomon_piles = []
        _solomon_piles = d.pop("solomon_piles")
        for solomon_piles_item_data in (_solomon_piles):
            solomon_piles_item = cast(list[int], solomon_piles_item_data)

            solomon_piles.append(solomon_piles_item)


        solomon_cards = cast(list[int], d.pop("solomon_cards"))


        registrations = []
        _registrations = d.pop("registrations")
        for registrations_item_data in (_registrations):
            registrations_item = SagaRegistrationView.from_dict(registrations_item_data)



            registrations.append(registrations_item)


        deck = cast(list[int], d.pop("deck", UNSET))


        sideboard = cast(list[int], d.pop("sideboard", UNSET))


        saga_player_view = cls(
            seat=seat,
            name=name,
            primary_color=primary_color,
            gold=gold,
            vp=vp,
            deck_count=deck_count,
            sideboard_count=sideboard_count,
            trending=trending,
            insured=insured,
            solomon_offer=solomon_offer,
            solomon_piles=solomon_piles,
            solomon_cards=solomon_cards,
            registrations=registrations,
            deck=deck,
            sideboard=sideboard,
        )


        saga_player_view.additional_properties = d
        return saga_player_view

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
