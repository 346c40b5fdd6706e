from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.saga_registration import SagaRegistration
  from ..models.saga_trending_card import SagaTrendingCard





T = TypeVar("T", bound="SagaPlayer")



@_attrs_define
class SagaPlayer:
    """ 
        Attributes:
            name (str):
            primary_color (str):
            gold (int | Unset):  Default: 0.
            vp (int | Unset):  Default: 0.
            deck (list[int] | Unset):
            sideboard (list[int] | Unset):
            registrations (list[SagaRegistration] | Unset):
            trending (list[SagaTrendingCard] | Unset):
            insured (list[int] | Unset):
            solomon_offer (list[int] | Unset):
            solomon_piles (list[list[int]] | Unset):
            solomon_cards (list[int] | Unset):
     """

    name: str
    primary_color: str
    gold: int | Unset = 0
    vp: int | Unset = 0
    deck: list[int] | Unset = UNSET
    sideboard: list[int] | Unset = UNSET
    registrations: list[SagaRegistration] | Unset = UNSET
    trending: list[SagaTrendingCard] | Unset = UNSET
    insured: list[int] | Unset = UNSET
    solomon_offer: list[int] | Unset = UNSET
    solomon_piles: list[list[int]] | Unset = UNSET
    solomon_cards: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.saga_registration import SagaRegistration # noqa: PLC0415
        from ..models.saga_trending_card import SagaTrendingCard # noqa: PLC0415
        name = self.name

        primary_color = self.primary_color

        gold = self.gold

        vp = self.vp

        deck: list[int] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck



        sideboard: list[int] | Unset = UNSET
        if not isinstance(self.sideboard, Unset):
            sideboard = self.sideboard



        registrations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.registrations, Unset):
            registrations = []
            for registrations_item_data in self.registrations:
                registrations_item = registrations_item_data.to_dict()
                registrations.append(registrations_item)



        trending: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trending, Unset):
            trending = []
            for trending_item_data in self.trending:
                trending_item = trending_item_data.to_dict()
                trending.append(trending_item)



        insured: list[int] | Unset = UNSET
        if not isinstance(self.insured, Unset):
            insured = self.insured



        solomon_offer: list[int] | Unset = UNSET
        if not isinstance(self.solomon_offer, Unset):
            solomon_offer = self.solomon_offer



        solomon_piles: list[list[int]] | Unset = UNSET
        if not isinstance(self.solomon_piles, Unset):
            solomon_piles = []
            for solomon_piles_item_data in self.solomon_piles:
                solomon_piles_item = solomon_piles_item_data


                solomon_piles.append(solomon_piles_item)



        solomon_cards: list[int] | Unset = UNSET
        if not isinstance(self.solomon_cards, Unset):
            solomon_cards = self.solomon_cards




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "primary_color": primary_color,
        })
        if gold is not UNSET:
            field_dict["gold"] = gold
        if vp is not UNSET:
            field_dict["vp"] = vp
        if deck is not UNSET:
            field_dict["deck"] = deck
        if sideboard is not UNSET:
            field_dict["sideboard"] = sideboard
        if registrations is not UNSET:
            field_dict["registrations"] = registrations
        if trending is not UNSET:
            field_dict["trending"] = trending
        if insured is not UNSET:
            field_dict["insured"] = insured
        if solomon_offer is not UNSET:
            field_dict["solomon_offer"] = solomon_offer
        if solomon_piles is not UNSET:
            field_dict["solomon_piles"] = solomon_piles
        if solomon_cards is not UNSET:
            field_dict["solomon_cards"] = solomon_cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.saga_registration import SagaRegistration # noqa: PLC0415
        from ..models.saga_trending_card import SagaTrendingCard # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        primary_color = d.pop("primary_color")

        gold = d.pop("gold", UNSET)

        vp = d.pop("vp", UNSET)

        deck = cast(list[int], d.pop("deck", UNSET))


        sideboard = cast(list[int], d.pop("sideboard", UNSET))


        _registrations = d.pop("registrations", UNSET)
        registrations: list[SagaRegistration] | Unset = UNSET
        if _registrations is not UNSET:
            registrations = []
            for registrations_item_data in _registrations:
                registrations_item = SagaRegistration.from_dict(registrations_item_data)



                registrations.append(registrations_item)


        _trending = d.pop("trending", UNSET)
        trending: list[SagaTrendingCard] | Unset = UNSET
        if _trending is not UNSET:
            trending = []
            for trending_item_data in _trending:
                trending_item = SagaTrendingCard.from_dict(trending_item_data)



                trending.append(trending_item)


        insured = cast(list[int], d.pop("insured", UNSET))


        solomon_offer = cast(list[int], d.pop("solomon_offer", UNSET))


        _solomon_piles = d.pop("solomon_piles", UNSET)
        solomon_piles: list[list[int]] | Unset = UNSET
        if _solomon_piles is not UNSET:
            solomon_piles = []
            for solomon_piles_item_data in _solomon_piles:
                solomon_piles_item = cast(list[int], solomon_piles_item_data)

                solomon_piles.append(solomon_piles_item)


        solomon_cards = cast(list[int], d.pop("solomon_cards", UNSET))


        saga_player = cls(
            name=name,
            primary_color=primary_color,
            gold=gold,
            vp=vp,
            deck=deck,
            sideboard=sideboard,
            registrations=registrations,
            trending=trending,
            insured=insured,
            solomon_offer=solomon_offer,
            solomon_piles=solomon_piles,
            solomon_cards=solomon_cards,
        )


        saga_player.additional_properties = d
        return saga_player

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
