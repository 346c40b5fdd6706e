from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.auction_bid_event import AuctionBidEvent
  from ..models.auction_card_moved_event import AuctionCardMovedEvent
  from ..models.auction_cast_event import AuctionCastEvent
  from ..models.auction_commander_taken_event import AuctionCommanderTakenEvent
  from ..models.auction_commanders_exchanged_event import AuctionCommandersExchangedEvent
  from ..models.auction_deck_ran_out_event import AuctionDeckRanOutEvent
  from ..models.auction_deck_shuffled_event import AuctionDeckShuffledEvent
  from ..models.auction_declined_event import AuctionDeclinedEvent
  from ..models.auction_drew_event import AuctionDrewEvent
  from ..models.auction_game_over_event import AuctionGameOverEvent
  from ..models.auction_gold_adjusted_event import AuctionGoldAdjustedEvent
  from ..models.auction_gold_spent_event import AuctionGoldSpentEvent
  from ..models.auction_graveyard_shuffled_in_event import AuctionGraveyardShuffledInEvent
  from ..models.auction_kept_event import AuctionKeptEvent
  from ..models.auction_looked_at_top_event import AuctionLookedAtTopEvent
  from ..models.auction_milled_event import AuctionMilledEvent
  from ..models.auction_opened_event import AuctionOpenedEvent
  from ..models.auction_player_lost_event import AuctionPlayerLostEvent
  from ..models.auction_put_on_deck_event import AuctionPutOnDeckEvent
  from ..models.auction_reordered_top_event import AuctionReorderedTopEvent
  from ..models.auction_reserve_switched_in_event import AuctionReserveSwitchedInEvent
  from ..models.auction_result_reported_event import AuctionResultReportedEvent
  from ..models.auction_revealed_event import AuctionRevealedEvent
  from ..models.auction_revealed_until_creature_event import AuctionRevealedUntilCreatureEvent
  from ..models.auction_sold_event import AuctionSoldEvent
  from ..models.auction_step_began_event import AuctionStepBeganEvent
  from ..models.auction_step_ended_event import AuctionStepEndedEvent
  from ..models.auction_stop_vote_event import AuctionStopVoteEvent
  from ..models.auction_stop_vote_withdrawn_event import AuctionStopVoteWithdrawnEvent
  from ..models.auction_table_view import AuctionTableView
  from ..models.auction_turn_began_event import AuctionTurnBeganEvent
  from ..models.auction_turn_ended_event import AuctionTurnEndedEvent
  from ..models.auction_undo_consented_event import AuctionUndoConsentedEvent
  from ..models.auction_undo_proposed_event import AuctionUndoProposedEvent
  from ..models.auction_undo_refused_event import AuctionUndoRefusedEvent
  from ..models.auction_undone_event import AuctionUndoneEvent
  from ..models.auction_unsold_event import AuctionUnsoldEvent
  from ..models.auctioning_stopped_event import AuctioningStoppedEvent
  from ..models.result_confirmed_event import ResultConfirmedEvent
  from ..models.result_disputed_event import ResultDisputedEvent
  from ..models.seat_moved_event import SeatMovedEvent
  from ..models.seat_released_event import SeatReleasedEvent
  from ..models.seat_taken_event import SeatTakenEvent





T = TypeVar("T", bound="AuctionActionAnswer")



@_attrs_define
class AuctionActionAnswer:
    """ An accepted action: the game's new version (`seq`, the action's number in the log), the
        events as the actor may see them, and the actor's view (left out when asked: `view: false`).

        Attributes:
            game (int):
            version (int):
            seq (int):
            action (str):
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
            view (AuctionTableView | Unset):
     """

    game: int
    version: int
    seq: int
    action: str
    events: list[AuctionBidEvent | AuctionCardMovedEvent | AuctionCastEvent | AuctionCommandersExchangedEvent | AuctionCommanderTakenEvent | AuctionDeckRanOutEvent | AuctionDeckShuffledEvent | AuctionDeclinedEvent | AuctionDrewEvent | AuctionGameOverEvent | AuctionGoldAdjustedEvent | AuctionGoldSpentEvent | AuctionGraveyardShuffledInEvent | AuctioningStoppedEvent | AuctionKeptEvent | AuctionLookedAtTopEvent | AuctionMilledEvent | AuctionOpenedEvent | AuctionPlayerLostEvent | AuctionPutOnDeckEvent | AuctionReorderedTopEvent | AuctionReserveSwitchedInEvent | AuctionResultReportedEvent | AuctionRevealedEvent | AuctionRevealedUntilCreatureEvent | AuctionSoldEvent | AuctionStepBeganEvent | AuctionStepEndedEvent | AuctionStopVoteEvent | AuctionStopVoteWithdrawnEvent | AuctionTurnBeganEvent | AuctionTurnEndedEvent | AuctionUndoConsentedEvent | AuctionUndoneEvent | AuctionUndoProposedEvent | AuctionUndoRefusedEvent | AuctionUnsoldEvent | ResultConfirmedEvent | ResultDisputedEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent]
    view: AuctionTableView | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_bid_event import AuctionBidEvent # noqa: PLC0415
        from ..models.auction_card_moved_event import AuctionCardMovedEvent # noqa: PLC0415
        from ..models.auction_cast_event import AuctionCastEvent # noqa: PLC0415
        from ..models.auction_commander_taken_event import AuctionCommanderTakenEvent # noqa: PLC0415
        from ..models.auction_commanders_exchanged_event import AuctionCommandersExchangedEvent # noqa: PLC0415
        from ..models.auction_deck_ran_out_event import AuctionDeckRanOutEvent # noqa: PLC0415
        from ..models.auction_deck_shuffled_event import AuctionDeckShuffledEvent # noqa: PLC0415
        from ..models.auction_declined_event import AuctionDeclinedEvent # noqa: PLC0415
        from ..models.auction_drew_event import AuctionDrewEvent # noqa: PLC0415
        from ..models.auction_game_over_event import AuctionGameOverEvent # noqa: PLC0415
        from ..models.auction_gold_adjusted_event import AuctionGoldAdjustedEvent # noqa: PLC0415
        from ..models.auction_gold_spent_event import AuctionGoldSpentEvent # noqa: PLC0415
        from ..models.auction_graveyard_shuffled_in_event import AuctionGraveyardShuffledInEvent # noqa: PLC0415
        from ..models.auction_kept_event import AuctionKeptEvent # noqa: PLC0415
        from ..models.auction_looked_at_top_event import AuctionLookedAtTopEvent # noqa: PLC0415
        from ..models.auction_milled_event import AuctionMilledEvent # noqa: PLC0415
        from ..models.auction_opened_event import AuctionOpenedEvent # noqa: PLC0415
        from ..models.auction_player_lost_event import AuctionPlayerLostEvent # noqa: PLC0415
        from ..models.auction_put_on_deck_event import AuctionPutOnDeckEvent # noqa: PLC0415
        from ..models.auction_reordered_top_event import AuctionReorderedTopEvent # noqa: PLC0415
        from ..models.auction_reserve_switched_in_event import AuctionReserveSwitchedInEvent # noqa: PLC0415
        from ..models.auction_result_reported_event import AuctionResultReportedEvent # noqa: PLC0415
        from ..models.auction_revealed_event import AuctionRevealedEvent # noqa: PLC0415
        from ..models.auction_revealed_until_creature_event import AuctionRevealedUntilCreatureEvent # noqa: PLC0415
        from ..models.auction_sold_event import AuctionSoldEvent # noqa: PLC0415
        from ..models.auction_step_began_event import AuctionStepBeganEvent # noqa: PLC0415
        from ..models.auction_step_ended_event import AuctionStepEndedEvent # noqa: PLC0415
        from ..models.auction_stop_vote_event import AuctionStopVoteEvent # noqa: PLC0415
        from ..models.auction_stop_vote_withdrawn_event import AuctionStopVoteWithdrawnEvent # noqa: PLC0415
        from ..models.auction_table_view import AuctionTableView # noqa: PLC0415
        from ..models.auction_turn_began_event import AuctionTurnBeganEvent # noqa: PLC0415
        from ..models.auction_turn_ended_event import AuctionTurnEndedEvent # noqa: PLC0415
        from ..models.auction_undo_consented_event import AuctionUndoConsentedEvent # noqa: PLC0415
        from ..models.auction_undo_proposed_event import AuctionUndoProposedEvent # noqa: PLC0415
        from ..models.auction_undo_refused_event import AuctionUndoRefusedEvent # noqa: PLC0415
        from ..models.auction_undone_event import AuctionUndoneEvent # noqa: PLC0415
        from ..models.auction_unsold_event import AuctionUnsoldEvent # noqa: PLC0415
        from ..models.auctioning_stopped_event import AuctioningStoppedEvent # noqa: PLC0415
        from ..models.result_confirmed_event import ResultConfirmedEvent # noqa: PLC0415
        from ..models.result_disputed_event import ResultDisputedEvent # noqa: PLC0415
        from ..models.seat_moved_event import SeatMovedEvent # noqa: PLC0415
        from ..models.seat_released_event import SeatReleasedEvent # noqa: PLC0415
        from ..models.seat_taken_event import SeatTakenEvent # noqa: PLC0415
        game = self.game

        version = self.version

        seq = self.seq

        action = self.action

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



        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "version": version,
            "seq": seq,
            "action": action,
            "events": events,
        })
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_bid_event import AuctionBidEvent # noqa: PLC0415
        from ..models.auction_card_moved_event import AuctionCardMovedEvent # noqa: PLC0415
        from ..models.auction_cast_event import AuctionCastEvent # noqa: PLC0415
        from ..models.auction_commander_taken_event import AuctionCommanderTakenEvent # noqa: PLC0415
        from ..models.auction_commanders_exchanged_event import AuctionCommandersExchangedEvent # noqa: PLC0415
        from ..models.auction_deck_ran_out_event import AuctionDeckRanOutEvent # noqa: PLC0415
        from ..models.auction_deck_shuffled_event import AuctionDeckShuffledEvent # noqa: PLC0415
        from ..models.auction_declined_event import AuctionDeclinedEvent # noqa: PLC0415
        from ..models.auction_drew_event import AuctionDrewEvent # noqa: PLC0415
        from ..models.auction_game_over_event import AuctionGameOverEvent # noqa: PLC0415
        from ..models.auction_gold_adjusted_event import AuctionGoldAdjustedEvent # noqa: PLC0415
        from ..models.auction_gold_spent_event import AuctionGoldSpentEvent # noqa: PLC0415
        from ..models.auction_graveyard_shuffled_in_event import AuctionGraveyardShuffledInEvent # noqa: PLC0415
        from ..models.auction_kept_event import AuctionKeptEvent # noqa: PLC0415
        from ..models.auction_looked_at_top_event import AuctionLookedAtTopEvent # noqa: PLC0415
        from ..models.auction_milled_event import AuctionMilledEvent # noqa: PLC0415
        from ..models.auction_opened_event import AuctionOpenedEvent # noqa: PLC0415
        from ..models.auction_player_lost_event import AuctionPlayerLostEvent # noqa: PLC0415
        from ..models.auction_put_on_deck_event import AuctionPutOnDeckEvent # noqa: PLC0415
        from ..models.auction_reordered_top_event import AuctionReorderedTopEvent # noqa: PLC0415
        from ..models.auction_reserve_switched_in_event import AuctionReserveSwitchedInEvent # noqa: PLC0415
        from ..models.auction_result_reported_event import AuctionResultReportedEvent # noqa: PLC0415
        from ..models.auction_revealed_event import AuctionRevealedEvent # noqa: PLC0415
        from ..models.auction_revealed_until_creature_event import AuctionRevealedUntilCreatureEvent # noqa: PLC0415
        from ..models.auction_sold_event import AuctionSoldEvent # noqa: PLC0415
        from ..models.auction_step_began_event import AuctionStepBeganEvent # noqa: PLC0415
        from ..models.auction_step_ended_event import AuctionStepEndedEvent # noqa: PLC0415
        from ..models.auction_stop_vote_event import AuctionStopVoteEvent # noqa: PLC0415
        from ..models.auction_stop_vote_withdrawn_event import AuctionStopVoteWithdrawnEvent # noqa: PLC0415
        from ..models.auction_table_view import AuctionTableView # noqa: PLC0415
        from ..models.auction_turn_began_event import AuctionTurnBeganEvent # noqa: PLC0415
        from ..models.auction_turn_ended_event import AuctionTurnEndedEvent # noqa: PLC0415
        from ..models.auction_undo_consented_event import AuctionUndoConsentedEvent # noqa: PLC0415
        from ..models.auction_undo_proposed_event import AuctionUndoProposedEvent # noqa: PLC0415
        from ..models.auction_undo_refused_event import AuctionUndoRefusedEvent # noqa: PLC0415
        from ..models.auction_undone_event import AuctionUndoneEvent # noqa: PLC0415
        from ..models.auction_unsold_event import AuctionUnsoldEvent # noqa: PLC0415
        from ..models.auctioning_stopped_event import AuctioningStoppedEvent # noqa: PLC0415
        from ..models.result_confirmed_event import ResultConfirmedEvent # noqa: PLC0415
        from ..models.result_disputed_event import ResultDisputedEvent # noqa: PLC0415
        from ..models.seat_moved_event import SeatMovedEvent # noqa: PLC0415
        from ..models.seat_released_event import SeatReleasedEvent # noqa: PLC0415
        from ..models.seat_taken_event import SeatTakenEvent # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        version = d.pop("version")

        seq = d.pop("seq")

        action = d.pop("action")

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


        _view = d.pop("view", UNSET)
        view: AuctionTableView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = AuctionTableView.from_dict(_view)




        auction_action_answer = cls(
            game=game,
            version=version,
            seq=seq,
            action=action,
            events=events,
            view=view,
        )


        auction_action_answer.additional_properties = d
        return auction_action_answer

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
