from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.confirm_result import ConfirmResult
  from ..models.consent_undo import ConsentUndo
  from ..models.dispute_result import DisputeResult
  from ..models.propose_undo import ProposeUndo
  from ..models.refuse_undo import RefuseUndo
  from ..models.result_confirmed_event import ResultConfirmedEvent
  from ..models.result_disputed_event import ResultDisputedEvent
  from ..models.saga_adjust_gold import SagaAdjustGold
  from ..models.saga_booster_dealt_event import SagaBoosterDealtEvent
  from ..models.saga_booster_leftovers_event import SagaBoosterLeftoversEvent
  from ..models.saga_booster_passed_event import SagaBoosterPassedEvent
  from ..models.saga_bought_event import SagaBoughtEvent
  from ..models.saga_buy import SagaBuy
  from ..models.saga_card_stolen_event import SagaCardStolenEvent
  from ..models.saga_choose_play_draw import SagaChoosePlayDraw
  from ..models.saga_consent_adjustment import SagaConsentAdjustment
  from ..models.saga_deal_boosters import SagaDealBoosters
  from ..models.saga_deal_fair import SagaDealFair
  from ..models.saga_deal_learning_booster import SagaDealLearningBooster
  from ..models.saga_deal_market import SagaDealMarket
  from ..models.saga_deal_theme import SagaDealTheme
  from ..models.saga_deck_registered_event import SagaDeckRegisteredEvent
  from ..models.saga_decline_thief import SagaDeclineThief
  from ..models.saga_duel_game_reported_event import SagaDuelGameReportedEvent
  from ..models.saga_force_sale import SagaForceSale
  from ..models.saga_forced_sale_event import SagaForcedSaleEvent
  from ..models.saga_glory_event import SagaGloryEvent
  from ..models.saga_gold_adjusted_event import SagaGoldAdjustedEvent
  from ..models.saga_gold_adjustment_proposed_event import SagaGoldAdjustmentProposedEvent
  from ..models.saga_gold_adjustment_refused_event import SagaGoldAdjustmentRefusedEvent
  from ..models.saga_hire_thief import SagaHireThief
  from ..models.saga_insurance_claimed_event import SagaInsuranceClaimedEvent
  from ..models.saga_insure import SagaInsure
  from ..models.saga_insured_event import SagaInsuredEvent
  from ..models.saga_learning_booster_dealt_event import SagaLearningBoosterDealtEvent
  from ..models.saga_market_dealt_event import SagaMarketDealtEvent
  from ..models.saga_pass import SagaPass
  from ..models.saga_passed_event import SagaPassedEvent
  from ..models.saga_pick import SagaPick
  from ..models.saga_picked_event import SagaPickedEvent
  from ..models.saga_play_draw_chosen_event import SagaPlayDrawChosenEvent
  from ..models.saga_pool_refilled_event import SagaPoolRefilledEvent
  from ..models.saga_proof_of_concept_event import SagaProofOfConceptEvent
  from ..models.saga_refuse_adjustment import SagaRefuseAdjustment
  from ..models.saga_register_deck import SagaRegisterDeck
  from ..models.saga_report_duel_game import SagaReportDuelGame
  from ..models.saga_report_skirmish import SagaReportSkirmish
  from ..models.saga_result_reported_event import SagaResultReportedEvent
  from ..models.saga_sell_proof_of_concept import SagaSellProofOfConcept
  from ..models.saga_sell_trending import SagaSellTrending
  from ..models.saga_skirmish_reported_event import SagaSkirmishReportedEvent
  from ..models.saga_solomon_choose import SagaSolomonChoose
  from ..models.saga_solomon_chosen_event import SagaSolomonChosenEvent
  from ..models.saga_solomon_split import SagaSolomonSplit
  from ..models.saga_solomon_split_event import SagaSolomonSplitEvent
  from ..models.saga_steal import SagaSteal
  from ..models.saga_theme_revealed_event import SagaThemeRevealedEvent
  from ..models.saga_thief_declined_event import SagaThiefDeclinedEvent
  from ..models.saga_thief_hired_event import SagaThiefHiredEvent
  from ..models.saga_trading_day_over_event import SagaTradingDayOverEvent
  from ..models.saga_trending_revealed_event import SagaTrendingRevealedEvent
  from ..models.saga_trending_sold_event import SagaTrendingSoldEvent
  from ..models.saga_undo_proposed_event import SagaUndoProposedEvent
  from ..models.saga_undo_refused_event import SagaUndoRefusedEvent
  from ..models.saga_undone_event import SagaUndoneEvent
  from ..models.saga_won_event import SagaWonEvent
  from ..models.seat_moved_event import SeatMovedEvent
  from ..models.seat_released_event import SeatReleasedEvent
  from ..models.seat_taken_event import SeatTakenEvent
  from ..models.undo import Undo





T = TypeVar("T", bound="SagaExportedAction")



@_attrs_define
class SagaExportedAction:
    """ 
        Attributes:
            seq (int):
            seat (int | None):
            type_ (str):
            payload (ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | SagaAdjustGold | SagaBuy |
                SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters | SagaDealFair | SagaDealLearningBooster |
                SagaDealMarket | SagaDealTheme | SagaDeclineThief | SagaForceSale | SagaHireThief | SagaInsure | SagaPass |
                SagaPick | SagaRefuseAdjustment | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish |
                SagaSellProofOfConcept | SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo):
            events (list[ResultConfirmedEvent | ResultDisputedEvent | SagaBoosterDealtEvent | SagaBoosterLeftoversEvent |
                SagaBoosterPassedEvent | SagaBoughtEvent | SagaCardStolenEvent | SagaDeckRegisteredEvent |
                SagaDuelGameReportedEvent | SagaForcedSaleEvent | SagaGloryEvent | SagaGoldAdjustedEvent |
                SagaGoldAdjustmentProposedEvent | SagaGoldAdjustmentRefusedEvent | SagaInsuranceClaimedEvent | SagaInsuredEvent
                | SagaLearningBoosterDealtEvent | SagaMarketDealtEvent | SagaPassedEvent | SagaPickedEvent |
                SagaPlayDrawChosenEvent | SagaPoolRefilledEvent | SagaProofOfConceptEvent | SagaResultReportedEvent |
                SagaSkirmishReportedEvent | SagaSolomonChosenEvent | SagaSolomonSplitEvent | SagaThemeRevealedEvent |
                SagaThiefDeclinedEvent | SagaThiefHiredEvent | SagaTradingDayOverEvent | SagaTrendingRevealedEvent |
                SagaTrendingSoldEvent | SagaUndoneEvent | SagaUndoProposedEvent | SagaUndoRefusedEvent | SagaWonEvent |
                SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent]):
     """

    seq: int
    seat: int | None
    type_: str
    payload: ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters | SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept | SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo
    events: list[ResultConfirmedEvent | ResultDisputedEvent | SagaBoosterDealtEvent | SagaBoosterLeftoversEvent | SagaBoosterPassedEvent | SagaBoughtEvent | SagaCardStolenEvent | SagaDeckRegisteredEvent | SagaDuelGameReportedEvent | SagaForcedSaleEvent | SagaGloryEvent | SagaGoldAdjustedEvent | SagaGoldAdjustmentProposedEvent | SagaGoldAdjustmentRefusedEvent | SagaInsuranceClaimedEvent | SagaInsuredEvent | SagaLearningBoosterDealtEvent | SagaMarketDealtEvent | SagaPassedEvent | SagaPickedEvent | SagaPlayDrawChosenEvent | SagaPoolRefilledEvent | SagaProofOfConceptEvent | SagaResultReportedEvent | SagaSkirmishReportedEvent | SagaSolomonChosenEvent | SagaSolomonSplitEvent | SagaThemeRevealedEvent | SagaThiefDeclinedEvent | SagaThiefHiredEvent | SagaTradingDayOverEvent | SagaTrendingRevealedEvent | SagaTrendingSoldEvent | SagaUndoneEvent | SagaUndoProposedEvent | SagaUndoRefusedEvent | SagaWonEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.confirm_result import ConfirmResult # noqa: PLC0415
        from ..models.consent_undo import ConsentUndo # noqa: PLC0415
        from ..models.dispute_result import DisputeResult # noqa: PLC0415
        from ..models.propose_undo import ProposeUndo # noqa: PLC0415
        from ..models.refuse_undo import RefuseUndo # noqa: PLC0415
        from ..models.result_confirmed_event import ResultConfirmedEvent # noqa: PLC0415
        from ..models.result_disputed_event import ResultDisputedEvent # noqa: PLC0415
        from ..models.saga_adjust_gold import SagaAdjustGold # noqa: PLC0415
        from ..models.saga_booster_dealt_event import SagaBoosterDealtEvent # noqa: PLC0415
        from ..models.saga_booster_leftovers_event import SagaBoosterLeftoversEvent # noqa: PLC0415
        from ..models.saga_booster_passed_event import SagaBoosterPassedEvent # noqa: PLC0415
        from ..models.saga_bought_event import SagaBoughtEvent # noqa: PLC0415
        from ..models.saga_buy import SagaBuy # noqa: PLC0415
        from ..models.saga_card_stolen_event import SagaCardStolenEvent # noqa: PLC0415
        from ..models.saga_choose_play_draw import SagaChoosePlayDraw # noqa: PLC0415
        from ..models.saga_consent_adjustment import SagaConsentAdjustment # noqa: PLC0415
        from ..models.saga_deal_boosters import SagaDealBoosters # noqa: PLC0415
        from ..models.saga_deal_fair import SagaDealFair # noqa: PLC0415
        from ..models.saga_deal_learning_booster import SagaDealLearningBooster # noqa: PLC0415
        from ..models.saga_deal_market import SagaDealMarket # noqa: PLC0415
        from ..models.saga_deal_theme import SagaDealTheme # noqa: PLC0415
        from ..models.saga_deck_registered_event import SagaDeckRegisteredEvent # noqa: PLC0415
        from ..models.saga_decline_thief import SagaDeclineThief # noqa: PLC0415
        from ..models.saga_duel_game_reported_event import SagaDuelGameReportedEvent # noqa: PLC0415
        from ..models.saga_force_sale import SagaForceSale # noqa: PLC0415
        from ..models.saga_forced_sale_event import SagaForcedSaleEvent # noqa: PLC0415
        from ..models.saga_glory_event import SagaGloryEvent # noqa: PLC0415
        from ..models.saga_gold_adjusted_event import SagaGoldAdjustedEvent # noqa: PLC0415
        from ..models.saga_gold_adjustment_proposed_event import SagaGoldAdjustmentProposedEvent # noqa: PLC0415
        from ..models.saga_gold_adjustment_refused_event import SagaGoldAdjustmentRefusedEvent # noqa: PLC0415
        from ..models.saga_hire_thief import SagaHireThief # noqa: PLC0415
        from ..models.saga_insurance_claimed_event import SagaInsuranceClaimedEvent # noqa: PLC0415
        from ..models.saga_insure import SagaInsure # noqa: PLC0415
        from ..models.saga_insured_event import SagaInsuredEvent # noqa: PLC0415
        from ..models.saga_learning_booster_dealt_event import SagaLearningBoosterDealtEvent # noqa: PLC0415
        from ..models.saga_market_dealt_event import SagaMarketDealtEvent # noqa: PLC0415
        from ..models.saga_pass import SagaPass # noqa: PLC0415
        from ..models.saga_passed_event import SagaPassedEvent # noqa: PLC0415
        from ..models.saga_pick import SagaPick # noqa: PLC0415
        from ..models.saga_picked_event import SagaPickedEvent # noqa: PLC0415
        from ..models.saga_play_draw_chosen_event import SagaPlayDrawChosenEvent # noqa: PLC0415
        from ..models.saga_pool_refilled_event import SagaPoolRefilledEvent # noqa: PLC0415
        from ..models.saga_proof_of_concept_event import SagaProofOfConceptEvent # noqa: PLC0415
        from ..models.saga_refuse_adjustment import SagaRefuseAdjustment # noqa: PLC0415
        from ..models.saga_register_deck import SagaRegisterDeck # noqa: PLC0415
        from ..models.saga_report_duel_game import SagaReportDuelGame # noqa: PLC0415
        from ..models.saga_report_skirmish import SagaReportSkirmish # noqa: PLC0415
        from ..models.saga_result_reported_event import SagaResultReportedEvent # noqa: PLC0415
        from ..models.saga_sell_proof_of_concept import SagaSellProofOfConcept # noqa: PLC0415
        from ..models.saga_sell_trending import SagaSellTrending # noqa: PLC0415
        from ..models.saga_skirmish_reported_event import SagaSkirmishReportedEvent # noqa: PLC0415
        from ..models.saga_solomon_choose import SagaSolomonChoose # noqa: PLC0415
        from ..models.saga_solomon_chosen_event import SagaSolomonChosenEvent # noqa: PLC0415
        from ..models.saga_solomon_split import SagaSolomonSplit # noqa: PLC0415
        from ..models.saga_solomon_split_event import SagaSolomonSplitEvent # noqa: PLC0415
        from ..models.saga_steal import SagaSteal # noqa: PLC0415
        from ..models.saga_theme_revealed_event import SagaThemeRevealedEvent # noqa: PLC0415
        from ..models.saga_thief_declined_event import SagaThiefDeclinedEvent # noqa: PLC0415
        from ..models.saga_thief_hired_event import SagaThiefHiredEvent # noqa: PLC0415
        from ..models.saga_trading_day_over_event import SagaTradingDayOverEvent # noqa: PLC0415
        from ..models.saga_trending_revealed_event import SagaTrendingRevealedEvent # noqa: PLC0415
        from ..models.saga_trending_sold_event import SagaTrendingSoldEvent # noqa: PLC0415
        from ..models.saga_undo_proposed_event import SagaUndoProposedEvent # noqa: PLC0415
        from ..models.saga_undo_refused_event import SagaUndoRefusedEvent # noqa: PLC0415
        from ..models.saga_undone_event import SagaUndoneEvent # noqa: PLC0415
        from ..models.saga_won_event import SagaWonEvent # noqa: PLC0415
        from ..models.seat_moved_event import SeatMovedEvent # noqa: PLC0415
        from ..models.seat_released_event import SeatReleasedEvent # noqa: PLC0415
        from ..models.seat_taken_event import SeatTakenEvent # noqa: PLC0415
        from ..models.undo import Undo # noqa: PLC0415
        seq = self.seq

        seat: int | None
        seat = self.seat

        type_ = self.type_

        payload: dict[str, Any]
        if isinstance(self.payload, SagaRegisterDeck):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaChoosePlayDraw):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaReportSkirmish):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaSellProofOfConcept):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaBuy):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaPass):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaReportDuelGame):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConfirmResult):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, DisputeResult):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaForceSale):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaSellTrending):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaPick):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaSolomonSplit):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaSolomonChoose):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaInsure):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaHireThief):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaSteal):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaDeclineThief):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, Undo):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ProposeUndo):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConsentUndo):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, RefuseUndo):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaAdjustGold):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaConsentAdjustment):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaRefuseAdjustment):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaDealTheme):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaDealBoosters):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaDealMarket):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, SagaDealLearningBooster):
            payload = self.payload.to_dict()
        else:
            payload = self.payload.to_dict()


        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, SagaBoosterDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaLearningBoosterDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaBoosterPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaPickedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaBoosterLeftoversEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaTradingDayOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaDeckRegisteredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaForcedSaleEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaInsuranceClaimedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaInsuredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaProofOfConceptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaTrendingSoldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaSolomonChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaSolomonSplitEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaTrendingRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaThiefDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaPlayDrawChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaThemeRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaPoolRefilledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaThiefHiredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaCardStolenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaMarketDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaSkirmishReportedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaDuelGameReportedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaGloryEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaUndoProposedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaUndoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaUndoRefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaGoldAdjustmentProposedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaGoldAdjustmentRefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaGoldAdjustedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SagaResultReportedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ResultConfirmedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ResultDisputedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatReleasedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatTakenEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "seat": seat,
            "type": type_,
            "payload": payload,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.confirm_result import ConfirmResult # noqa: PLC0415
        from ..models.consent_undo import ConsentUndo # noqa: PLC0415
        from ..models.dispute_result import DisputeResult # noqa: PLC0415
        from ..models.propose_undo import ProposeUndo # noqa: PLC0415
        from ..models.refuse_undo import RefuseUndo # noqa: PLC0415
        from ..models.result_confirmed_event import ResultConfirmedEvent # noqa: PLC0415
        from ..models.result_disputed_event import ResultDisputedEvent # noqa: PLC0415
        from ..models.saga_adjust_gold import SagaAdjustGold # noqa: PLC0415
        from ..models.saga_booster_dealt_event import SagaBoosterDealtEvent # noqa: PLC0415
        from ..models.saga_booster_leftovers_event import SagaBoosterLeftoversEvent # noqa: PLC0415
        from ..models.saga_booster_passed_event import SagaBoosterPassedEvent # noqa: PLC0415
        from ..models.saga_bought_event import SagaBoughtEvent # noqa: PLC0415
        from ..models.saga_buy import SagaBuy # noqa: PLC0415
        from ..models.saga_card_stolen_event import SagaCardStolenEvent # noqa: PLC0415
        from ..models.saga_choose_play_draw import SagaChoosePlayDraw # noqa: PLC0415
        from ..models.saga_consent_adjustment import SagaConsentAdjustment # noqa: PLC0415
        from ..models.saga_deal_boosters import SagaDealBoosters # noqa: PLC0415
        from ..models.saga_deal_fair import SagaDealFair # noqa: PLC0415
        from ..models.saga_deal_learning_booster import SagaDealLearningBooster # noqa: PLC0415
        from ..models.saga_deal_market import SagaDealMarket # noqa: PLC0415
        from ..models.saga_deal_theme import SagaDealTheme # noqa: PLC0415
        from ..models.saga_deck_registered_event import SagaDeckRegisteredEvent # noqa: PLC0415
        from ..models.saga_decline_thief import SagaDeclineThief # noqa: PLC0415
        from ..models.saga_duel_game_reported_event import SagaDuelGameReportedEvent # noqa: PLC0415
        from ..models.saga_force_sale import SagaForceSale # noqa: PLC0415
        from ..models.saga_forced_sale_event import SagaForcedSaleEvent # noqa: PLC0415
        from ..models.saga_glory_event import SagaGloryEvent # noqa: PLC0415
        from ..models.saga_gold_adjusted_event import SagaGoldAdjustedEvent # noqa: PLC0415
        from ..models.saga_gold_adjustment_proposed_event import SagaGoldAdjustmentProposedEvent # noqa: PLC0415
        from ..models.saga_gold_adjustment_refused_event import SagaGoldAdjustmentRefusedEvent # noqa: PLC0415
        from ..models.saga_hire_thief import SagaHireThief # noqa: PLC0415
        from ..models.saga_insurance_claimed_event import SagaInsuranceClaimedEvent # noqa: PLC0415
        from ..models.saga_insure import SagaInsure # noqa: PLC0415
        from ..models.saga_insured_event import SagaInsuredEvent # noqa: PLC0415
        from ..models.saga_learning_booster_dealt_event import SagaLearningBoosterDealtEvent # noqa: PLC0415
        from ..models.saga_market_dealt_event import SagaMarketDealtEvent # noqa: PLC0415
        from ..models.saga_pass import SagaPass # noqa: PLC0415
        from ..models.saga_passed_event import SagaPassedEvent # noqa: PLC0415
        from ..models.saga_pick import SagaPick # noqa: PLC0415
        from ..models.saga_picked_event import SagaPickedEvent # noqa: PLC0415
        from ..models.saga_play_draw_chosen_event import SagaPlayDrawChosenEvent # noqa: PLC0415
        from ..models.saga_pool_refilled_event import SagaPoolRefilledEvent # noqa: PLC0415
        from ..models.saga_proof_of_concept_event import SagaProofOfConceptEvent # noqa: PLC0415
        from ..models.saga_refuse_adjustment import SagaRefuseAdjustment # noqa: PLC0415
        from ..models.saga_register_deck import SagaRegisterDeck # noqa: PLC0415
        from ..models.saga_report_duel_game import SagaReportDuelGame # noqa: PLC0415
        from ..models.saga_report_skirmish import SagaReportSkirmish # noqa: PLC0415
        from ..models.saga_result_reported_event import SagaResultReportedEvent # noqa: PLC0415
        from ..models.saga_sell_proof_of_concept import SagaSellProofOfConcept # noqa: PLC0415
        from ..models.saga_sell_trending import SagaSellTrending # noqa: PLC0415
        from ..models.saga_skirmish_reported_event import SagaSkirmishReportedEvent # noqa: PLC0415
        from ..models.saga_solomon_choose import SagaSolomonChoose # noqa: PLC0415
        from ..models.saga_solomon_chosen_event import SagaSolomonChosenEvent # noqa: PLC0415
        from ..models.saga_solomon_split import SagaSolomonSplit # noqa: PLC0415
        from ..models.saga_solomon_split_event import SagaSolomonSplitEvent # noqa: PLC0415
        from ..models.saga_steal import SagaSteal # noqa: PLC0415
        from ..models.saga_theme_revealed_event import SagaThemeRevealedEvent # noqa: PLC0415
        from ..models.saga_thief_declined_event import SagaThiefDeclinedEvent # noqa: PLC0415
        from ..models.saga_thief_hired_event import SagaThiefHiredEvent # noqa: PLC0415
        from ..models.saga_trading_day_over_event import SagaTradingDayOverEvent # noqa: PLC0415
        from ..models.saga_trending_revealed_event import SagaTrendingRevealedEvent # noqa: PLC0415
        from ..models.saga_trending_sold_event import SagaTrendingSoldEvent # noqa: PLC0415
        from ..models.saga_undo_proposed_event import SagaUndoProposedEvent # noqa: PLC0415
        from ..models.saga_undo_refused_event import SagaUndoRefusedEvent # noqa: PLC0415
        from ..models.saga_undone_event import SagaUndoneEvent # noqa: PLC0415
        from ..models.saga_won_event import SagaWonEvent # noqa: PLC0415
        from ..models.seat_moved_event import SeatMovedEvent # noqa: PLC0415
        from ..models.seat_released_event import SeatReleasedEvent # noqa: PLC0415
        from ..models.seat_taken_event import SeatTakenEvent # noqa: PLC0415
        from ..models.undo import Undo # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        type_ = d.pop("type")

        def _parse_payload(data: object) -> ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | SagaAdjustGold | SagaBuy | SagaChoosePlayDraw | SagaConsentAdjustment | SagaDealBoosters | SagaDealFair | SagaDealLearningBooster | SagaDealMarket | SagaDealTheme | SagaDeclineThief | SagaForceSale | SagaHireThief | SagaInsure | SagaPass | SagaPick | SagaRefuseAdjustment | SagaRegisterDeck | SagaReportDuelGame | SagaReportSkirmish | SagaSellProofOfConcept | SagaSellTrending | SagaSolomonChoose | SagaSolomonSplit | SagaSteal | Undo:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_0 = SagaRegisterDeck.from_dict(data)



                return payload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_1 = SagaChoosePlayDraw.from_dict(data)



                return payload_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_2 = SagaReportSkirmish.from_dict(data)



                return payload_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_3 = SagaSellProofOfConcept.from_dict(data)



                return payload_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_4 = SagaBuy.from_dict(data)



                return payload_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_5 = SagaPass.from_dict(data)



                return payload_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_6 = SagaReportDuelGame.from_dict(data)



                return payload_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_7 = ConfirmResult.from_dict(data)



                return payload_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_8 = DisputeResult.from_dict(data)



                return payload_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_9 = SagaForceSale.from_dict(data)



                return payload_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_10 = SagaSellTrending.from_dict(data)



                return payload_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_11 = SagaPick.from_dict(data)



                return payload_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_12 = SagaSolomonSplit.from_dict(data)



                return payload_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_13 = SagaSolomonChoose.from_dict(data)



                return payload_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_14 = SagaInsure.from_dict(data)



                return payload_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_15 = SagaHireThief.from_dict(data)



                return payload_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_16 = SagaSteal.from_dict(data)



                return payload_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_17 = SagaDeclineThief.from_dict(data)



                return payload_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_18 = Undo.from_dict(data)



                return payload_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_19 = ProposeUndo.from_dict(data)



                return payload_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_20 = ConsentUndo.from_dict(data)



                return payload_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_21 = RefuseUndo.from_dict(data)



                return payload_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_22 = SagaAdjustGold.from_dict(data)



                return payload_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_23 = SagaConsentAdjustment.from_dict(data)



                return payload_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_24 = SagaRefuseAdjustment.from_dict(data)



                return payload_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_25 = SagaDealTheme.from_dict(data)



                return payload_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_26 = SagaDealBoosters.from_dict(data)



                return payload_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_27 = SagaDealMarket.from_dict(data)



                return payload_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_28 = SagaDealLearningBooster.from_dict(data)



                return payload_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            payload_type_29 = SagaDealFair.from_dict(data)



            return payload_type_29

        payload = _parse_payload(d.pop("payload"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> ResultConfirmedEvent | ResultDisputedEvent | SagaBoosterDealtEvent | SagaBoosterLeftoversEvent | SagaBoosterPassedEvent | SagaBoughtEvent | SagaCardStolenEvent | SagaDeckRegisteredEvent | SagaDuelGameReportedEvent | SagaForcedSaleEvent | SagaGloryEvent | SagaGoldAdjustedEvent | SagaGoldAdjustmentProposedEvent | SagaGoldAdjustmentRefusedEvent | SagaInsuranceClaimedEvent | SagaInsuredEvent | SagaLearningBoosterDealtEvent | SagaMarketDealtEvent | SagaPassedEvent | SagaPickedEvent | SagaPlayDrawChosenEvent | SagaPoolRefilledEvent | SagaProofOfConceptEvent | SagaResultReportedEvent | SagaSkirmishReportedEvent | SagaSolomonChosenEvent | SagaSolomonSplitEvent | SagaThemeRevealedEvent | SagaThiefDeclinedEvent | SagaThiefHiredEvent | SagaTradingDayOverEvent | SagaTrendingRevealedEvent | SagaTrendingSoldEvent | SagaUndoneEvent | SagaUndoProposedEvent | SagaUndoRefusedEvent | SagaWonEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_0 = SagaBoosterDealtEvent.from_dict(data)



                    return componentsschemas_saga_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_1 = SagaLearningBoosterDealtEvent.from_dict(data)



                    return componentsschemas_saga_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_2 = SagaBoosterPassedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_3 = SagaPickedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_4 = SagaBoosterLeftoversEvent.from_dict(data)



                    return componentsschemas_saga_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_5 = SagaTradingDayOverEvent.from_dict(data)



                    return componentsschemas_saga_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_6 = SagaBoughtEvent.from_dict(data)



                    return componentsschemas_saga_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_7 = SagaDeckRegisteredEvent.from_dict(data)



                    return componentsschemas_saga_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_8 = SagaForcedSaleEvent.from_dict(data)



                    return componentsschemas_saga_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_9 = SagaInsuranceClaimedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_10 = SagaInsuredEvent.from_dict(data)



                    return componentsschemas_saga_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_11 = SagaProofOfConceptEvent.from_dict(data)



                    return componentsschemas_saga_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_12 = SagaTrendingSoldEvent.from_dict(data)



                    return componentsschemas_saga_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_13 = SagaSolomonChosenEvent.from_dict(data)



                    return componentsschemas_saga_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_14 = SagaSolomonSplitEvent.from_dict(data)



                    return componentsschemas_saga_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_15 = SagaTrendingRevealedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_16 = SagaPassedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_17 = SagaThiefDeclinedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_18 = SagaPlayDrawChosenEvent.from_dict(data)



                    return componentsschemas_saga_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_19 = SagaThemeRevealedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_20 = SagaPoolRefilledEvent.from_dict(data)



                    return componentsschemas_saga_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_21 = SagaThiefHiredEvent.from_dict(data)



                    return componentsschemas_saga_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_22 = SagaCardStolenEvent.from_dict(data)



                    return componentsschemas_saga_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_23 = SagaMarketDealtEvent.from_dict(data)



                    return componentsschemas_saga_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_24 = SagaSkirmishReportedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_25 = SagaDuelGameReportedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_26 = SagaGloryEvent.from_dict(data)



                    return componentsschemas_saga_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_27 = SagaWonEvent.from_dict(data)



                    return componentsschemas_saga_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_28 = SagaUndoProposedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_29 = SagaUndoneEvent.from_dict(data)



                    return componentsschemas_saga_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_30 = SagaUndoRefusedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_31 = SagaGoldAdjustmentProposedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_32 = SagaGoldAdjustmentRefusedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_33 = SagaGoldAdjustedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_34 = SagaResultReportedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_35 = ResultConfirmedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_36 = ResultDisputedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_37 = SeatReleasedEvent.from_dict(data)



                    return componentsschemas_saga_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_saga_event_type_38 = SeatTakenEvent.from_dict(data)



                    return componentsschemas_saga_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_saga_event_type_39 = SeatMovedEvent.from_dict(data)



                return componentsschemas_saga_event_type_39

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        saga_exported_action = cls(
            seq=seq,
            seat=seat,
            type_=type_,
            payload=payload,
            events=events,
        )


        saga_exported_action.additional_properties = d
        return saga_exported_action

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
