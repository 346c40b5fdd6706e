from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.auction_adjust_gold import AuctionAdjustGold
  from ..models.auction_begin_auction_step import AuctionBeginAuctionStep
  from ..models.auction_bid import AuctionBid
  from ..models.auction_bid_event import AuctionBidEvent
  from ..models.auction_card import AuctionCard
  from ..models.auction_card_moved_event import AuctionCardMovedEvent
  from ..models.auction_cast import AuctionCast
  from ..models.auction_cast_event import AuctionCastEvent
  from ..models.auction_commander import AuctionCommander
  from ..models.auction_commander_taken_event import AuctionCommanderTakenEvent
  from ..models.auction_commanders_exchanged_event import AuctionCommandersExchangedEvent
  from ..models.auction_deck_ran_out_event import AuctionDeckRanOutEvent
  from ..models.auction_deck_shuffled_event import AuctionDeckShuffledEvent
  from ..models.auction_decline import AuctionDecline
  from ..models.auction_declined_event import AuctionDeclinedEvent
  from ..models.auction_draw import AuctionDraw
  from ..models.auction_drew_event import AuctionDrewEvent
  from ..models.auction_end_turn import AuctionEndTurn
  from ..models.auction_from_deck import AuctionFromDeck
  from ..models.auction_game_over_event import AuctionGameOverEvent
  from ..models.auction_gold_adjusted_event import AuctionGoldAdjustedEvent
  from ..models.auction_gold_spent_event import AuctionGoldSpentEvent
  from ..models.auction_graveyard_shuffled_in_event import AuctionGraveyardShuffledInEvent
  from ..models.auction_keep import AuctionKeep
  from ..models.auction_kept_event import AuctionKeptEvent
  from ..models.auction_look_at_top import AuctionLookAtTop
  from ..models.auction_looked_at_top_event import AuctionLookedAtTopEvent
  from ..models.auction_mill import AuctionMill
  from ..models.auction_milled_event import AuctionMilledEvent
  from ..models.auction_move_card import AuctionMoveCard
  from ..models.auction_next_auction import AuctionNextAuction
  from ..models.auction_opened_event import AuctionOpenedEvent
  from ..models.auction_player_lost_event import AuctionPlayerLostEvent
  from ..models.auction_put_on_bottom import AuctionPutOnBottom
  from ..models.auction_put_on_deck_event import AuctionPutOnDeckEvent
  from ..models.auction_put_on_top import AuctionPutOnTop
  from ..models.auction_reorder_top import AuctionReorderTop
  from ..models.auction_reordered_top_event import AuctionReorderedTopEvent
  from ..models.auction_report_result import AuctionReportResult
  from ..models.auction_reserve_switched_in_event import AuctionReserveSwitchedInEvent
  from ..models.auction_result_reported_event import AuctionResultReportedEvent
  from ..models.auction_resume_auctioning import AuctionResumeAuctioning
  from ..models.auction_reveal_until_creature import AuctionRevealUntilCreature
  from ..models.auction_revealed_event import AuctionRevealedEvent
  from ..models.auction_revealed_until_creature_event import AuctionRevealedUntilCreatureEvent
  from ..models.auction_shuffle_deck import AuctionShuffleDeck
  from ..models.auction_sold_event import AuctionSoldEvent
  from ..models.auction_spend_gold import AuctionSpendGold
  from ..models.auction_step_began_event import AuctionStepBeganEvent
  from ..models.auction_step_ended_event import AuctionStepEndedEvent
  from ..models.auction_stop_auctioning import AuctionStopAuctioning
  from ..models.auction_stop_vote_event import AuctionStopVoteEvent
  from ..models.auction_stop_vote_withdrawn_event import AuctionStopVoteWithdrawnEvent
  from ..models.auction_turn_began_event import AuctionTurnBeganEvent
  from ..models.auction_turn_ended_event import AuctionTurnEndedEvent
  from ..models.auction_undo_consented_event import AuctionUndoConsentedEvent
  from ..models.auction_undo_proposed_event import AuctionUndoProposedEvent
  from ..models.auction_undo_refused_event import AuctionUndoRefusedEvent
  from ..models.auction_undone_event import AuctionUndoneEvent
  from ..models.auction_unsold_event import AuctionUnsoldEvent
  from ..models.auctioning_stopped_event import AuctioningStoppedEvent
  from ..models.confirm_result import ConfirmResult
  from ..models.consent_undo import ConsentUndo
  from ..models.dispute_result import DisputeResult
  from ..models.propose_undo import ProposeUndo
  from ..models.refuse_undo import RefuseUndo
  from ..models.result_confirmed_event import ResultConfirmedEvent
  from ..models.result_disputed_event import ResultDisputedEvent
  from ..models.seat_moved_event import SeatMovedEvent
  from ..models.seat_released_event import SeatReleasedEvent
  from ..models.seat_taken_event import SeatTakenEvent
  from ..models.undo import Undo





T = TypeVar("T", bound="AuctionExportedAction")



@_attrs_define
class AuctionExportedAction:
    """ 
        Attributes:
            seq (int):
            seat (int | None):
            type_ (str):
            payload (AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast | AuctionCommander
                | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck | AuctionKeep | AuctionLookAtTop | AuctionMill
                | AuctionMoveCard | AuctionNextAuction | AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop |
                AuctionReportResult | AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck |
                AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo |
                RefuseUndo | Undo):
            events (list[AuctionBidEvent | AuctionCardMovedEvent | AuctionCastEvent | AuctionCommandersExchangedEvent |
                AuctionCommanderTakenEvent | AuctionDeckRanOutEvent | AuctionDeckShuffledEvent | AuctionDeclinedEvent |
                AuctionDrewEvent | AuctionGameOverEvent | AuctionGoldAdjustedEvent | AuctionGoldSpentEvent |
                AuctionGraveyardShuffledInEvent | AuctioningStoppedEvent | AuctionKeptEvent | AuctionLookedAtTopEvent |
                AuctionMilledEvent | AuctionOpenedEvent | AuctionPlayerLostEvent | AuctionPutOnDeckEvent |
                AuctionReorderedTopEvent | AuctionReserveSwitchedInEvent | AuctionResultReportedEvent | AuctionRevealedEvent |
                AuctionRevealedUntilCreatureEvent | AuctionSoldEvent | AuctionStepBeganEvent | AuctionStepEndedEvent |
                AuctionStopVoteEvent | AuctionStopVoteWithdrawnEvent | AuctionTurnBeganEvent | AuctionTurnEndedEvent |
                AuctionUndoConsentedEvent | AuctionUndoneEvent | AuctionUndoProposedEvent | AuctionUndoRefusedEvent |
                AuctionUnsoldEvent | ResultConfirmedEvent | ResultDisputedEvent | SeatMovedEvent | SeatReleasedEvent |
                SeatTakenEvent]):
     """

    seq: int
    seat: int | None
    type_: str
    payload: AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck | AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction | AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult | AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck | AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | Undo
    events: list[AuctionBidEvent | AuctionCardMovedEvent | AuctionCastEvent | AuctionCommandersExchangedEvent | AuctionCommanderTakenEvent | AuctionDeckRanOutEvent | AuctionDeckShuffledEvent | AuctionDeclinedEvent | AuctionDrewEvent | AuctionGameOverEvent | AuctionGoldAdjustedEvent | AuctionGoldSpentEvent | AuctionGraveyardShuffledInEvent | AuctioningStoppedEvent | AuctionKeptEvent | AuctionLookedAtTopEvent | AuctionMilledEvent | AuctionOpenedEvent | AuctionPlayerLostEvent | AuctionPutOnDeckEvent | AuctionReorderedTopEvent | AuctionReserveSwitchedInEvent | AuctionResultReportedEvent | AuctionRevealedEvent | AuctionRevealedUntilCreatureEvent | AuctionSoldEvent | AuctionStepBeganEvent | AuctionStepEndedEvent | AuctionStopVoteEvent | AuctionStopVoteWithdrawnEvent | AuctionTurnBeganEvent | AuctionTurnEndedEvent | AuctionUndoConsentedEvent | AuctionUndoneEvent | AuctionUndoProposedEvent | AuctionUndoRefusedEvent | AuctionUnsoldEvent | ResultConfirmedEvent | ResultDisputedEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_adjust_gold import AuctionAdjustGold # noqa: PLC0415
        from ..models.auction_begin_auction_step import AuctionBeginAuctionStep # noqa: PLC0415
        from ..models.auction_bid import AuctionBid # noqa: PLC0415
        from ..models.auction_bid_event import AuctionBidEvent # noqa: PLC0415
        from ..models.auction_card import AuctionCard # noqa: PLC0415
        from ..models.auction_card_moved_event import AuctionCardMovedEvent # noqa: PLC0415
        from ..models.auction_cast import AuctionCast # noqa: PLC0415
        from ..models.auction_cast_event import AuctionCastEvent # noqa: PLC0415
        from ..models.auction_commander import AuctionCommander # noqa: PLC0415
        from ..models.auction_commander_taken_event import AuctionCommanderTakenEvent # noqa: PLC0415
        from ..models.auction_commanders_exchanged_event import AuctionCommandersExchangedEvent # noqa: PLC0415
        from ..models.auction_deck_ran_out_event import AuctionDeckRanOutEvent # noqa: PLC0415
        from ..models.auction_deck_shuffled_event import AuctionDeckShuffledEvent # noqa: PLC0415
        from ..models.auction_decline import AuctionDecline # noqa: PLC0415
        from ..models.auction_declined_event import AuctionDeclinedEvent # noqa: PLC0415
        from ..models.auction_draw import AuctionDraw # noqa: PLC0415
        from ..models.auction_drew_event import AuctionDrewEvent # noqa: PLC0415
        from ..models.auction_end_turn import AuctionEndTurn # noqa: PLC0415
        from ..models.auction_from_deck import AuctionFromDeck # noqa: PLC0415
        from ..models.auction_game_over_event import AuctionGameOverEvent # noqa: PLC0415
        from ..models.auction_gold_adjusted_event import AuctionGoldAdjustedEvent # noqa: PLC0415
        from ..models.auction_gold_spent_event import AuctionGoldSpentEvent # noqa: PLC0415
        from ..models.auction_graveyard_shuffled_in_event import AuctionGraveyardShuffledInEvent # noqa: PLC0415
        from ..models.auction_keep import AuctionKeep # noqa: PLC0415
        from ..models.auction_kept_event import AuctionKeptEvent # noqa: PLC0415
        from ..models.auction_look_at_top import AuctionLookAtTop # noqa: PLC0415
        from ..models.auction_looked_at_top_event import AuctionLookedAtTopEvent # noqa: PLC0415
        from ..models.auction_mill import AuctionMill # noqa: PLC0415
        from ..models.auction_milled_event import AuctionMilledEvent # noqa: PLC0415
        from ..models.auction_move_card import AuctionMoveCard # noqa: PLC0415
        from ..models.auction_next_auction import AuctionNextAuction # noqa: PLC0415
        from ..models.auction_opened_event import AuctionOpenedEvent # noqa: PLC0415
        from ..models.auction_player_lost_event import AuctionPlayerLostEvent # noqa: PLC0415
        from ..models.auction_put_on_bottom import AuctionPutOnBottom # noqa: PLC0415
        from ..models.auction_put_on_deck_event import AuctionPutOnDeckEvent # noqa: PLC0415
        from ..models.auction_put_on_top import AuctionPutOnTop # noqa: PLC0415
        from ..models.auction_reorder_top import AuctionReorderTop # noqa: PLC0415
        from ..models.auction_reordered_top_event import AuctionReorderedTopEvent # noqa: PLC0415
        from ..models.auction_report_result import AuctionReportResult # noqa: PLC0415
        from ..models.auction_reserve_switched_in_event import AuctionReserveSwitchedInEvent # noqa: PLC0415
        from ..models.auction_result_reported_event import AuctionResultReportedEvent # noqa: PLC0415
        from ..models.auction_resume_auctioning import AuctionResumeAuctioning # noqa: PLC0415
        from ..models.auction_reveal_until_creature import AuctionRevealUntilCreature # noqa: PLC0415
        from ..models.auction_revealed_event import AuctionRevealedEvent # noqa: PLC0415
        from ..models.auction_revealed_until_creature_event import AuctionRevealedUntilCreatureEvent # noqa: PLC0415
        from ..models.auction_shuffle_deck import AuctionShuffleDeck # noqa: PLC0415
        from ..models.auction_sold_event import AuctionSoldEvent # noqa: PLC0415
        from ..models.auction_spend_gold import AuctionSpendGold # noqa: PLC0415
        from ..models.auction_step_began_event import AuctionStepBeganEvent # noqa: PLC0415
        from ..models.auction_step_ended_event import AuctionStepEndedEvent # noqa: PLC0415
        from ..models.auction_stop_auctioning import AuctionStopAuctioning # noqa: PLC0415
        from ..models.auction_stop_vote_event import AuctionStopVoteEvent # noqa: PLC0415
        from ..models.auction_stop_vote_withdrawn_event import AuctionStopVoteWithdrawnEvent # noqa: PLC0415
        from ..models.auction_turn_began_event import AuctionTurnBeganEvent # noqa: PLC0415
        from ..models.auction_turn_ended_event import AuctionTurnEndedEvent # noqa: PLC0415
        from ..models.auction_undo_consented_event import AuctionUndoConsentedEvent # noqa: PLC0415
        from ..models.auction_undo_proposed_event import AuctionUndoProposedEvent # noqa: PLC0415
        from ..models.auction_undo_refused_event import AuctionUndoRefusedEvent # noqa: PLC0415
        from ..models.auction_undone_event import AuctionUndoneEvent # noqa: PLC0415
        from ..models.auction_unsold_event import AuctionUnsoldEvent # noqa: PLC0415
        from ..models.auctioning_stopped_event import AuctioningStoppedEvent # noqa: PLC0415
        from ..models.confirm_result import ConfirmResult # noqa: PLC0415
        from ..models.consent_undo import ConsentUndo # noqa: PLC0415
        from ..models.dispute_result import DisputeResult # noqa: PLC0415
        from ..models.propose_undo import ProposeUndo # noqa: PLC0415
        from ..models.refuse_undo import RefuseUndo # noqa: PLC0415
        from ..models.result_confirmed_event import ResultConfirmedEvent # noqa: PLC0415
        from ..models.result_disputed_event import ResultDisputedEvent # noqa: PLC0415
        from ..models.seat_moved_event import SeatMovedEvent # noqa: PLC0415
        from ..models.seat_released_event import SeatReleasedEvent # noqa: PLC0415
        from ..models.seat_taken_event import SeatTakenEvent # noqa: PLC0415
        from ..models.undo import Undo # noqa: PLC0415
        seq = self.seq

        seat: int | None
        seat = self.seat

        type_ = self.type_

        payload: dict[str, Any]
        if isinstance(self.payload, AuctionBid):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionDecline):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionBeginAuctionStep):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionNextAuction):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionStopAuctioning):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionResumeAuctioning):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionCast):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionKeep):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionEndTurn):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionSpendGold):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionAdjustGold):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionDraw):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionLookAtTop):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionReorderTop):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionPutOnTop):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionPutOnBottom):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionMill):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionShuffleDeck):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionRevealUntilCreature):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionMoveCard):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionCard):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionFromDeck):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionCommander):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, AuctionReportResult):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConfirmResult):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, DisputeResult):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, Undo):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ProposeUndo):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, ConsentUndo):
            payload = self.payload.to_dict()
        else:
            payload = self.payload.to_dict()


        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, AuctionOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionStepBeganEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionStepEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctioningStoppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionBidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionCardMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionCastEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionCommanderTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionCommandersExchangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionDeckRanOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionDeckShuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionGoldAdjustedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionGoldSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionGraveyardShuffledInEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionLookedAtTopEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionMilledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionPlayerLostEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionPutOnDeckEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionReorderedTopEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionReserveSwitchedInEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionRevealedUntilCreatureEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionSoldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionStopVoteEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionStopVoteWithdrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionTurnBeganEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionTurnEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionUndoConsentedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionUndoProposedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionUndoRefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionUndoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionUnsoldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AuctionResultReportedEvent):
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
        from ..models.auction_adjust_gold import AuctionAdjustGold # noqa: PLC0415
        from ..models.auction_begin_auction_step import AuctionBeginAuctionStep # noqa: PLC0415
        from ..models.auction_bid import AuctionBid # noqa: PLC0415
        from ..models.auction_bid_event import AuctionBidEvent # noqa: PLC0415
        from ..models.auction_card import AuctionCard # noqa: PLC0415
        from ..models.auction_card_moved_event import AuctionCardMovedEvent # noqa: PLC0415
        from ..models.auction_cast import AuctionCast # noqa: PLC0415
        from ..models.auction_cast_event import AuctionCastEvent # noqa: PLC0415
        from ..models.auction_commander import AuctionCommander # noqa: PLC0415
        from ..models.auction_commander_taken_event import AuctionCommanderTakenEvent # noqa: PLC0415
        from ..models.auction_commanders_exchanged_event import AuctionCommandersExchangedEvent # noqa: PLC0415
        from ..models.auction_deck_ran_out_event import AuctionDeckRanOutEvent # noqa: PLC0415
        from ..models.auction_deck_shuffled_event import AuctionDeckShuffledEvent # noqa: PLC0415
        from ..models.auction_decline import AuctionDecline # noqa: PLC0415
        from ..models.auction_declined_event import AuctionDeclinedEvent # noqa: PLC0415
        from ..models.auction_draw import AuctionDraw # noqa: PLC0415
        from ..models.auction_drew_event import AuctionDrewEvent # noqa: PLC0415
        from ..models.auction_end_turn import AuctionEndTurn # noqa: PLC0415
        from ..models.auction_from_deck import AuctionFromDeck # noqa: PLC0415
        from ..models.auction_game_over_event import AuctionGameOverEvent # noqa: PLC0415
        from ..models.auction_gold_adjusted_event import AuctionGoldAdjustedEvent # noqa: PLC0415
        from ..models.auction_gold_spent_event import AuctionGoldSpentEvent # noqa: PLC0415
        from ..models.auction_graveyard_shuffled_in_event import AuctionGraveyardShuffledInEvent # noqa: PLC0415
        from ..models.auction_keep import AuctionKeep # noqa: PLC0415
        from ..models.auction_kept_event import AuctionKeptEvent # noqa: PLC0415
        from ..models.auction_look_at_top import AuctionLookAtTop # noqa: PLC0415
        from ..models.auction_looked_at_top_event import AuctionLookedAtTopEvent # noqa: PLC0415
        from ..models.auction_mill import AuctionMill # noqa: PLC0415
        from ..models.auction_milled_event import AuctionMilledEvent # noqa: PLC0415
        from ..models.auction_move_card import AuctionMoveCard # noqa: PLC0415
        from ..models.auction_next_auction import AuctionNextAuction # noqa: PLC0415
        from ..models.auction_opened_event import AuctionOpenedEvent # noqa: PLC0415
        from ..models.auction_player_lost_event import AuctionPlayerLostEvent # noqa: PLC0415
        from ..models.auction_put_on_bottom import AuctionPutOnBottom # noqa: PLC0415
        from ..models.auction_put_on_deck_event import AuctionPutOnDeckEvent # noqa: PLC0415
        from ..models.auction_put_on_top import AuctionPutOnTop # noqa: PLC0415
        from ..models.auction_reorder_top import AuctionReorderTop # noqa: PLC0415
        from ..models.auction_reordered_top_event import AuctionReorderedTopEvent # noqa: PLC0415
        from ..models.auction_report_result import AuctionReportResult # noqa: PLC0415
        from ..models.auction_reserve_switched_in_event import AuctionReserveSwitchedInEvent # noqa: PLC0415
        from ..models.auction_result_reported_event import AuctionResultReportedEvent # noqa: PLC0415
        from ..models.auction_resume_auctioning import AuctionResumeAuctioning # noqa: PLC0415
        from ..models.auction_reveal_until_creature import AuctionRevealUntilCreature # noqa: PLC0415
        from ..models.auction_revealed_event import AuctionRevealedEvent # noqa: PLC0415
        from ..models.auction_revealed_until_creature_event import AuctionRevealedUntilCreatureEvent # noqa: PLC0415
        from ..models.auction_shuffle_deck import AuctionShuffleDeck # noqa: PLC0415
        from ..models.auction_sold_event import AuctionSoldEvent # noqa: PLC0415
        from ..models.auction_spend_gold import AuctionSpendGold # noqa: PLC0415
        from ..models.auction_step_began_event import AuctionStepBeganEvent # noqa: PLC0415
        from ..models.auction_step_ended_event import AuctionStepEndedEvent # noqa: PLC0415
        from ..models.auction_stop_auctioning import AuctionStopAuctioning # noqa: PLC0415
        from ..models.auction_stop_vote_event import AuctionStopVoteEvent # noqa: PLC0415
        from ..models.auction_stop_vote_withdrawn_event import AuctionStopVoteWithdrawnEvent # noqa: PLC0415
        from ..models.auction_turn_began_event import AuctionTurnBeganEvent # noqa: PLC0415
        from ..models.auction_turn_ended_event import AuctionTurnEndedEvent # noqa: PLC0415
        from ..models.auction_undo_consented_event import AuctionUndoConsentedEvent # noqa: PLC0415
        from ..models.auction_undo_proposed_event import AuctionUndoProposedEvent # noqa: PLC0415
        from ..models.auction_undo_refused_event import AuctionUndoRefusedEvent # noqa: PLC0415
        from ..models.auction_undone_event import AuctionUndoneEvent # noqa: PLC0415
        from ..models.auction_unsold_event import AuctionUnsoldEvent # noqa: PLC0415
        from ..models.auctioning_stopped_event import AuctioningStoppedEvent # noqa: PLC0415
        from ..models.confirm_result import ConfirmResult # noqa: PLC0415
        from ..models.consent_undo import ConsentUndo # noqa: PLC0415
        from ..models.dispute_result import DisputeResult # noqa: PLC0415
        from ..models.propose_undo import ProposeUndo # noqa: PLC0415
        from ..models.refuse_undo import RefuseUndo # noqa: PLC0415
        from ..models.result_confirmed_event import ResultConfirmedEvent # noqa: PLC0415
        from ..models.result_disputed_event import ResultDisputedEvent # noqa: PLC0415
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

        def _parse_payload(data: object) -> AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck | AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction | AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult | AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck | AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | Undo:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_0 = AuctionBid.from_dict(data)



                return payload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_1 = AuctionDecline.from_dict(data)



                return payload_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_2 = AuctionBeginAuctionStep.from_dict(data)



                return payload_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_3 = AuctionNextAuction.from_dict(data)



                return payload_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_4 = AuctionStopAuctioning.from_dict(data)



                return payload_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_5 = AuctionResumeAuctioning.from_dict(data)



                return payload_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_6 = AuctionCast.from_dict(data)



                return payload_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_7 = AuctionKeep.from_dict(data)



                return payload_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_8 = AuctionEndTurn.from_dict(data)



                return payload_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_9 = AuctionSpendGold.from_dict(data)



                return payload_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_10 = AuctionAdjustGold.from_dict(data)



                return payload_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_11 = AuctionDraw.from_dict(data)



                return payload_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_12 = AuctionLookAtTop.from_dict(data)



                return payload_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_13 = AuctionReorderTop.from_dict(data)



                return payload_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_14 = AuctionPutOnTop.from_dict(data)



                return payload_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_15 = AuctionPutOnBottom.from_dict(data)



                return payload_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_16 = AuctionMill.from_dict(data)



                return payload_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_17 = AuctionShuffleDeck.from_dict(data)



                return payload_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_18 = AuctionRevealUntilCreature.from_dict(data)



                return payload_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_19 = AuctionMoveCard.from_dict(data)



                return payload_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_20 = AuctionCard.from_dict(data)



                return payload_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_21 = AuctionFromDeck.from_dict(data)



                return payload_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_22 = AuctionCommander.from_dict(data)



                return payload_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_23 = AuctionReportResult.from_dict(data)



                return payload_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_24 = ConfirmResult.from_dict(data)



                return payload_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_25 = DisputeResult.from_dict(data)



                return payload_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_26 = Undo.from_dict(data)



                return payload_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_27 = ProposeUndo.from_dict(data)



                return payload_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_28 = ConsentUndo.from_dict(data)



                return payload_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            payload_type_29 = RefuseUndo.from_dict(data)



            return payload_type_29

        payload = _parse_payload(d.pop("payload"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> AuctionBidEvent | AuctionCardMovedEvent | AuctionCastEvent | AuctionCommandersExchangedEvent | AuctionCommanderTakenEvent | AuctionDeckRanOutEvent | AuctionDeckShuffledEvent | AuctionDeclinedEvent | AuctionDrewEvent | AuctionGameOverEvent | AuctionGoldAdjustedEvent | AuctionGoldSpentEvent | AuctionGraveyardShuffledInEvent | AuctioningStoppedEvent | AuctionKeptEvent | AuctionLookedAtTopEvent | AuctionMilledEvent | AuctionOpenedEvent | AuctionPlayerLostEvent | AuctionPutOnDeckEvent | AuctionReorderedTopEvent | AuctionReserveSwitchedInEvent | AuctionResultReportedEvent | AuctionRevealedEvent | AuctionRevealedUntilCreatureEvent | AuctionSoldEvent | AuctionStepBeganEvent | AuctionStepEndedEvent | AuctionStopVoteEvent | AuctionStopVoteWithdrawnEvent | AuctionTurnBeganEvent | AuctionTurnEndedEvent | AuctionUndoConsentedEvent | AuctionUndoneEvent | AuctionUndoProposedEvent | AuctionUndoRefusedEvent | AuctionUnsoldEvent | ResultConfirmedEvent | ResultDisputedEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_0 = AuctionOpenedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_1 = AuctionStepBeganEvent.from_dict(data)



                    return componentsschemas_auction_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_2 = AuctionStepEndedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_3 = AuctioningStoppedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_4 = AuctionBidEvent.from_dict(data)



                    return componentsschemas_auction_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_5 = AuctionDeclinedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_6 = AuctionCardMovedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_7 = AuctionCastEvent.from_dict(data)



                    return componentsschemas_auction_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_8 = AuctionCommanderTakenEvent.from_dict(data)



                    return componentsschemas_auction_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_9 = AuctionCommandersExchangedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_10 = AuctionDeckRanOutEvent.from_dict(data)



                    return componentsschemas_auction_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_11 = AuctionDeckShuffledEvent.from_dict(data)



                    return componentsschemas_auction_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_12 = AuctionDrewEvent.from_dict(data)



                    return componentsschemas_auction_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_13 = AuctionGameOverEvent.from_dict(data)



                    return componentsschemas_auction_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_14 = AuctionGoldAdjustedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_15 = AuctionGoldSpentEvent.from_dict(data)



                    return componentsschemas_auction_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_16 = AuctionGraveyardShuffledInEvent.from_dict(data)



                    return componentsschemas_auction_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_17 = AuctionKeptEvent.from_dict(data)



                    return componentsschemas_auction_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_18 = AuctionLookedAtTopEvent.from_dict(data)



                    return componentsschemas_auction_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_19 = AuctionMilledEvent.from_dict(data)



                    return componentsschemas_auction_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_20 = AuctionPlayerLostEvent.from_dict(data)



                    return componentsschemas_auction_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_21 = AuctionPutOnDeckEvent.from_dict(data)



                    return componentsschemas_auction_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_22 = AuctionReorderedTopEvent.from_dict(data)



                    return componentsschemas_auction_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_23 = AuctionReserveSwitchedInEvent.from_dict(data)



                    return componentsschemas_auction_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_24 = AuctionRevealedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_25 = AuctionRevealedUntilCreatureEvent.from_dict(data)



                    return componentsschemas_auction_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_26 = AuctionSoldEvent.from_dict(data)



                    return componentsschemas_auction_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_27 = AuctionStopVoteEvent.from_dict(data)



                    return componentsschemas_auction_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_28 = AuctionStopVoteWithdrawnEvent.from_dict(data)



                    return componentsschemas_auction_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_29 = AuctionTurnBeganEvent.from_dict(data)



                    return componentsschemas_auction_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_30 = AuctionTurnEndedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_31 = AuctionUndoConsentedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_32 = AuctionUndoProposedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_33 = AuctionUndoRefusedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_34 = AuctionUndoneEvent.from_dict(data)



                    return componentsschemas_auction_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_35 = AuctionUnsoldEvent.from_dict(data)



                    return componentsschemas_auction_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_36 = AuctionResultReportedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_37 = ResultConfirmedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_38 = ResultDisputedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_39 = SeatReleasedEvent.from_dict(data)



                    return componentsschemas_auction_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_auction_event_type_40 = SeatTakenEvent.from_dict(data)



                    return componentsschemas_auction_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_auction_event_type_41 = SeatMovedEvent.from_dict(data)



                return componentsschemas_auction_event_type_41

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        auction_exported_action = cls(
            seq=seq,
            seat=seat,
            type_=type_,
            payload=payload,
            events=events,
        )


        auction_exported_action.additional_properties = d
        return auction_exported_action

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
