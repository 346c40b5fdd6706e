from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SagaRulesView")



@_attrs_define
class SagaRulesView:
    """ The numbers of the rules a client shows before it acts (the engine checks them).

        Attributes:
            min_deck (int):
            basics (list[str]):
            proof_of_concept_prices (list[int]):
            thief_fee (int):
            skirmish_spoils (int):
            insurance_fee (int):
            insurance_claim (int):
            duel_gold (list[int]):
            solomon_cards (int):
            learning_picks (list[int]):
     """

    min_deck: int
    basics: list[str]
    proof_of_concept_prices: list[int]
    thief_fee: int
    skirmish_spoils: int
    insurance_fee: int
    insurance_claim: int
    duel_gold: list[int]
    solomon_cards: int
    learning_picks: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        min_deck = self.min_deck

        basics = self.basics



        proof_of_concept_prices = self.proof_of_concept_prices



        thief_fee = self.thief_fee

        skirmish_spoils = self.skirmish_spoils

        insurance_fee = self.insurance_fee

        insurance_claim = self.insurance_claim

        duel_gold = self.duel_gold



        solomon_cards = self.solomon_cards

        learning_picks = self.learning_picks




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "min_deck": min_deck,
            "basics": basics,
            "proof_of_concept_prices": proof_of_concept_prices,
            "thief_fee": thief_fee,
            "skirmish_spoils": skirmish_spoils,
            "insurance_fee": insurance_fee,
            "insurance_claim": insurance_claim,
            "duel_gold": duel_gold,
            "solomon_cards": solomon_cards,
            "learning_picks": learning_picks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        min_deck = d.pop("min_deck")

        basics = cast(list[str], d.pop("basics"))


        proof_of_concept_prices = cast(list[int], d.pop("proof_of_concept_prices"))


        thief_fee = d.pop("thief_fee")

        skirmish_spoils = d.pop("skirmish_spoils")

        insurance_fee = d.pop("insurance_fee")

        insurance_claim = d.pop("insurance_claim")

        duel_gold = cast(list[int], d.pop("duel_gold"))


        solomon_cards = d.pop("solomon_cards")

        learning_picks = cast(list[int], d.pop("learning_picks"))


        saga_rules_view = cls(
            min_deck=min_deck,
            basics=basics,
            proof_of_concept_prices=proof_of_concept_prices,
            thief_fee=thief_fee,
            skirmish_spoils=skirmish_spoils,
            insurance_fee=insurance_fee,
            insurance_claim=insurance_claim,
            duel_gold=duel_gold,
            solomon_cards=solomon_cards,
            learning_picks=learning_picks,
        )


        saga_rules_view.additional_properties = d
        return saga_rules_view

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
