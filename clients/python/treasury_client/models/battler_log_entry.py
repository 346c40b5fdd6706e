from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.battler_augment_chosen_event import BattlerAugmentChosenEvent
  from ..models.battler_augments_dealt_event import BattlerAugmentsDealtEvent
  from ..models.battler_basics_changed_event import BattlerBasicsChangedEvent
  from ..models.battler_basics_chosen_event import BattlerBasicsChosenEvent
  from ..models.battler_buy_basic import BattlerBuyBasic
  from ..models.battler_cannot_decide import BattlerCannotDecide
  from ..models.battler_carousel_event import BattlerCarouselEvent
  from ..models.battler_carousel_pick import BattlerCarouselPick
  from ..models.battler_choose_augment import BattlerChooseAugment
  from ..models.battler_choose_basics import BattlerChooseBasics
  from ..models.battler_confirm_result import BattlerConfirmResult
  from ..models.battler_dispute_result import BattlerDisputeResult
  from ..models.battler_done_shopping import BattlerDoneShopping
  from ..models.battler_done_shopping_event import BattlerDoneShoppingEvent
  from ..models.battler_draft_ended_event import BattlerDraftEndedEvent
  from ..models.battler_draft_started_event import BattlerDraftStartedEvent
  from ..models.battler_eliminated_event import BattlerEliminatedEvent
  from ..models.battler_game_over_event import BattlerGameOverEvent
  from ..models.battler_game_result_event import BattlerGameResultEvent
  from ..models.battler_ghost_rule_event import BattlerGhostRuleEvent
  from ..models.battler_hand_selected_event import BattlerHandSelectedEvent
  from ..models.battler_no_winner_event import BattlerNoWinnerEvent
  from ..models.battler_pack_dealt_event import BattlerPackDealtEvent
  from ..models.battler_paired_event import BattlerPairedEvent
  from ..models.battler_pick import BattlerPick
  from ..models.battler_picked_event import BattlerPickedEvent
  from ..models.battler_picked_from_pack_event import BattlerPickedFromPackEvent
  from ..models.battler_playoff_event import BattlerPlayoffEvent
  from ..models.battler_playoff_won_event import BattlerPlayoffWonEvent
  from ..models.battler_replay_event import BattlerReplayEvent
  from ..models.battler_report_result import BattlerReportResult
  from ..models.battler_reroll import BattlerReroll
  from ..models.battler_rerolled_event import BattlerRerolledEvent
  from ..models.battler_result_confirmed_event import BattlerResultConfirmedEvent
  from ..models.battler_result_disputed_event import BattlerResultDisputedEvent
  from ..models.battler_result_reported_event import BattlerResultReportedEvent
  from ..models.battler_rochester_pick import BattlerRochesterPick
  from ..models.battler_select_hand import BattlerSelectHand
  from ..models.battler_shift_basics import BattlerShiftBasics
  from ..models.battler_swap_basic import BattlerSwapBasic
  from ..models.battler_trade import BattlerTrade
  from ..models.battler_traded_event import BattlerTradedEvent
  from ..models.battler_trash import BattlerTrash
  from ..models.battler_trashed_event import BattlerTrashedEvent
  from ..models.battler_undone_event import BattlerUndoneEvent
  from ..models.seat_moved_event import SeatMovedEvent
  from ..models.seat_released_event import SeatReleasedEvent
  from ..models.seat_taken_event import SeatTakenEvent
  from ..models.undo import Undo





T = TypeVar("T", bound="BattlerLogEntry")



@_attrs_define
class BattlerLogEntry:
    """ One action of the log as the reader may see it: the payload only to the seat that sent it.

        Attributes:
            seq (int):
            seat (int | None):
            action (str):
            payload (BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment |
                BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping | BattlerPick |
                BattlerReportResult | BattlerReroll | BattlerRochesterPick | BattlerSelectHand | BattlerShiftBasics |
                BattlerSwapBasic | BattlerTrade | BattlerTrash | None | Undo):
            events (list[BattlerAugmentChosenEvent | BattlerAugmentsDealtEvent | BattlerBasicsChangedEvent |
                BattlerBasicsChosenEvent | BattlerCarouselEvent | BattlerDoneShoppingEvent | BattlerDraftEndedEvent |
                BattlerDraftStartedEvent | BattlerEliminatedEvent | BattlerGameOverEvent | BattlerGameResultEvent |
                BattlerGhostRuleEvent | BattlerHandSelectedEvent | BattlerNoWinnerEvent | BattlerPackDealtEvent |
                BattlerPairedEvent | BattlerPickedEvent | BattlerPickedFromPackEvent | BattlerPlayoffEvent |
                BattlerPlayoffWonEvent | BattlerReplayEvent | BattlerRerolledEvent | BattlerResultConfirmedEvent |
                BattlerResultDisputedEvent | BattlerResultReportedEvent | BattlerTradedEvent | BattlerTrashedEvent |
                BattlerUndoneEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent]):
            created_at (str):
     """

    seq: int
    seat: int | None
    action: str
    payload: BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment | BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping | BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick | BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash | None | Undo
    events: list[BattlerAugmentChosenEvent | BattlerAugmentsDealtEvent | BattlerBasicsChangedEvent | BattlerBasicsChosenEvent | BattlerCarouselEvent | BattlerDoneShoppingEvent | BattlerDraftEndedEvent | BattlerDraftStartedEvent | BattlerEliminatedEvent | BattlerGameOverEvent | BattlerGameResultEvent | BattlerGhostRuleEvent | BattlerHandSelectedEvent | BattlerNoWinnerEvent | BattlerPackDealtEvent | BattlerPairedEvent | BattlerPickedEvent | BattlerPickedFromPackEvent | BattlerPlayoffEvent | BattlerPlayoffWonEvent | BattlerReplayEvent | BattlerRerolledEvent | BattlerResultConfirmedEvent | BattlerResultDisputedEvent | BattlerResultReportedEvent | BattlerTradedEvent | BattlerTrashedEvent | BattlerUndoneEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent]
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_augment_chosen_event import BattlerAugmentChosenEvent # noqa: PLC0415
        from ..models.battler_augments_dealt_event import BattlerAugmentsDealtEvent # noqa: PLC0415
        from ..models.battler_basics_changed_event import BattlerBasicsChangedEvent # noqa: PLC0415
        from ..models.battler_basics_chosen_event import BattlerBasicsChosenEvent # noqa: PLC0415
        from ..models.battler_buy_basic import BattlerBuyBasic # noqa: PLC0415
        from ..models.battler_cannot_decide import BattlerCannotDecide # noqa: PLC0415
        from ..models.battler_carousel_event import BattlerCarouselEvent # noqa: PLC0415
        from ..models.battler_carousel_pick import BattlerCarouselPick # noqa: PLC0415
        from ..models.battler_choose_augment import BattlerChooseAugment # noqa: PLC0415
        from ..models.battler_choose_basics import BattlerChooseBasics # noqa: PLC0415
        from ..models.battler_confirm_result import BattlerConfirmResult # noqa: PLC0415
        from ..models.battler_dispute_result import BattlerDisputeResult # noqa: PLC0415
        from ..models.battler_done_shopping import BattlerDoneShopping # noqa: PLC0415
        from ..models.battler_done_shopping_event import BattlerDoneShoppingEvent # noqa: PLC0415
        from ..models.battler_draft_ended_event import BattlerDraftEndedEvent # noqa: PLC0415
        from ..models.battler_draft_started_event import BattlerDraftStartedEvent # noqa: PLC0415
        from ..models.battler_eliminated_event import BattlerEliminatedEvent # noqa: PLC0415
        from ..models.battler_game_over_event import BattlerGameOverEvent # noqa: PLC0415
        from ..models.battler_game_result_event import BattlerGameResultEvent # noqa: PLC0415
        from ..models.battler_ghost_rule_event import BattlerGhostRuleEvent # noqa: PLC0415
        from ..models.battler_hand_selected_event import BattlerHandSelectedEvent # noqa: PLC0415
        from ..models.battler_no_winner_event import BattlerNoWinnerEvent # noqa: PLC0415
        from ..models.battler_pack_dealt_event import BattlerPackDealtEvent # noqa: PLC0415
        from ..models.battler_paired_event import BattlerPairedEvent # noqa: PLC0415
        from ..models.battler_pick import BattlerPick # noqa: PLC0415
        from ..models.battler_picked_event import BattlerPickedEvent # noqa: PLC0415
        from ..models.battler_picked_from_pack_event import BattlerPickedFromPackEvent # noqa: PLC0415
        from ..models.battler_playoff_event import BattlerPlayoffEvent # noqa: PLC0415
        from ..models.battler_playoff_won_event import BattlerPlayoffWonEvent # noqa: PLC0415
        from ..models.battler_replay_event import BattlerReplayEvent # noqa: PLC0415
        from ..models.battler_report_result import BattlerReportResult # noqa: PLC0415
        from ..models.battler_reroll import BattlerReroll # noqa: PLC0415
        from ..models.battler_rerolled_event import BattlerRerolledEvent # noqa: PLC0415
        from ..models.battler_result_confirmed_event import BattlerResultConfirmedEvent # noqa: PLC0415
        from ..models.battler_result_disputed_event import BattlerResultDisputedEvent # noqa: PLC0415
        from ..models.battler_result_reported_event import BattlerResultReportedEvent # noqa: PLC0415
        from ..models.battler_rochester_pick import BattlerRochesterPick # noqa: PLC0415
        from ..models.battler_select_hand import BattlerSelectHand # noqa: PLC0415
        from ..models.battler_shift_basics import BattlerShiftBasics # noqa: PLC0415
        from ..models.battler_swap_basic import BattlerSwapBasic # noqa: PLC0415
        from ..models.battler_trade import BattlerTrade # noqa: PLC0415
        from ..models.battler_traded_event import BattlerTradedEvent # noqa: PLC0415
        from ..models.battler_trash import BattlerTrash # noqa: PLC0415
        from ..models.battler_trashed_event import BattlerTrashedEvent # noqa: PLC0415
        from ..models.battler_undone_event import BattlerUndoneEvent # noqa: PLC0415
        from ..models.seat_moved_event import SeatMovedEvent # noqa: PLC0415
        from ..models.seat_released_event import SeatReleasedEvent # noqa: PLC0415
        from ..models.seat_taken_event import SeatTakenEvent # noqa: PLC0415
        from ..models.undo import Undo # noqa: PLC0415
        seq = self.seq

        seat: int | None
        seat = self.seat

        action = self.action

        payload: dict[str, Any] | None
        if isinstance(self.payload, BattlerChooseBasics):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerRochesterPick):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerTrade):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerPick):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerReroll):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerShiftBasics):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerSwapBasic):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerBuyBasic):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerTrash):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerDoneShopping):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, Undo):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerSelectHand):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerReportResult):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerConfirmResult):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerDisputeResult):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerCannotDecide):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerCarouselPick):
            payload = self.payload.to_dict()
        elif isinstance(self.payload, BattlerChooseAugment):
            payload = self.payload.to_dict()
        else:
            payload = self.payload

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, BattlerPackDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerRerolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerAugmentsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerTradedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerPickedFromPackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerHandSelectedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerDraftStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerDraftEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerCarouselEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerPairedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerReplayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerPlayoffEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerNoWinnerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerGameResultEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerGhostRuleEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerEliminatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerPlayoffWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerAugmentChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerBasicsChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerBasicsChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerUndoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerDoneShoppingEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerPickedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerTrashedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerResultReportedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerResultConfirmedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattlerResultDisputedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatReleasedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatTakenEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        created_at = self.created_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "seat": seat,
            "action": action,
            "payload": payload,
            "events": events,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_augment_chosen_event import BattlerAugmentChosenEvent # noqa: PLC0415
        from ..models.battler_augments_dealt_event import BattlerAugmentsDealtEvent # noqa: PLC0415
        from ..models.battler_basics_changed_event import BattlerBasicsChangedEvent # noqa: PLC0415
        from ..models.battler_basics_chosen_event import BattlerBasicsChosenEvent # noqa: PLC0415
        from ..models.battler_buy_basic import BattlerBuyBasic # noqa: PLC0415
        from ..models.battler_cannot_decide import BattlerCannotDecide # noqa: PLC0415
        from ..models.battler_carousel_event import BattlerCarouselEvent # noqa: PLC0415
        from ..models.battler_carousel_pick import BattlerCarouselPick # noqa: PLC0415
        from ..models.battler_choose_augment import BattlerChooseAugment # noqa: PLC0415
        from ..models.battler_choose_basics import BattlerChooseBasics # noqa: PLC0415
        from ..models.battler_confirm_result import BattlerConfirmResult # noqa: PLC0415
        from ..models.battler_dispute_result import BattlerDisputeResult # noqa: PLC0415
        from ..models.battler_done_shopping import BattlerDoneShopping # noqa: PLC0415
        from ..models.battler_done_shopping_event import BattlerDoneShoppingEvent # noqa: PLC0415
        from ..models.battler_draft_ended_event import BattlerDraftEndedEvent # noqa: PLC0415
        from ..models.battler_draft_started_event import BattlerDraftStartedEvent # noqa: PLC0415
        from ..models.battler_eliminated_event import BattlerEliminatedEvent # noqa: PLC0415
        from ..models.battler_game_over_event import BattlerGameOverEvent # noqa: PLC0415
        from ..models.battler_game_result_event import BattlerGameResultEvent # noqa: PLC0415
        from ..models.battler_ghost_rule_event import BattlerGhostRuleEvent # noqa: PLC0415
        from ..models.battler_hand_selected_event import BattlerHandSelectedEvent # noqa: PLC0415
        from ..models.battler_no_winner_event import BattlerNoWinnerEvent # noqa: PLC0415
        from ..models.battler_pack_dealt_event import BattlerPackDealtEvent # noqa: PLC0415
        from ..models.battler_paired_event import BattlerPairedEvent # noqa: PLC0415
        from ..models.battler_pick import BattlerPick # noqa: PLC0415
        from ..models.battler_picked_event import BattlerPickedEvent # noqa: PLC0415
        from ..models.battler_picked_from_pack_event import BattlerPickedFromPackEvent # noqa: PLC0415
        from ..models.battler_playoff_event import BattlerPlayoffEvent # noqa: PLC0415
        from ..models.battler_playoff_won_event import BattlerPlayoffWonEvent # noqa: PLC0415
        from ..models.battler_replay_event import BattlerReplayEvent # noqa: PLC0415
        from ..models.battler_report_result import BattlerReportResult # noqa: PLC0415
        from ..models.battler_reroll import BattlerReroll # noqa: PLC0415
        from ..models.battler_rerolled_event import BattlerRerolledEvent # noqa: PLC0415
        from ..models.battler_result_confirmed_event import BattlerResultConfirmedEvent # noqa: PLC0415
        from ..models.battler_result_disputed_event import BattlerResultDisputedEvent # noqa: PLC0415
        from ..models.battler_result_reported_event import BattlerResultReportedEvent # noqa: PLC0415
        from ..models.battler_rochester_pick import BattlerRochesterPick # noqa: PLC0415
        from ..models.battler_select_hand import BattlerSelectHand # noqa: PLC0415
        from ..models.battler_shift_basics import BattlerShiftBasics # noqa: PLC0415
        from ..models.battler_swap_basic import BattlerSwapBasic # noqa: PLC0415
        from ..models.battler_trade import BattlerTrade # noqa: PLC0415
        from ..models.battler_traded_event import BattlerTradedEvent # noqa: PLC0415
        from ..models.battler_trash import BattlerTrash # noqa: PLC0415
        from ..models.battler_trashed_event import BattlerTrashedEvent # noqa: PLC0415
        from ..models.battler_undone_event import BattlerUndoneEvent # noqa: PLC0415
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


        action = d.pop("action")

        def _parse_payload(data: object) -> BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment | BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping | BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick | BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash | None | Undo:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_0 = BattlerChooseBasics.from_dict(data)



                return payload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_1 = BattlerRochesterPick.from_dict(data)



                return payload_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_2 = BattlerTrade.from_dict(data)



                return payload_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_3 = BattlerPick.from_dict(data)



                return payload_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_4 = BattlerReroll.from_dict(data)



                return payload_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_5 = BattlerShiftBasics.from_dict(data)



                return payload_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_6 = BattlerSwapBasic.from_dict(data)



                return payload_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_7 = BattlerBuyBasic.from_dict(data)



                return payload_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_8 = BattlerTrash.from_dict(data)



                return payload_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_9 = BattlerDoneShopping.from_dict(data)



                return payload_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_10 = Undo.from_dict(data)



                return payload_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_11 = BattlerSelectHand.from_dict(data)



                return payload_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_12 = BattlerReportResult.from_dict(data)



                return payload_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_13 = BattlerConfirmResult.from_dict(data)



                return payload_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_14 = BattlerDisputeResult.from_dict(data)



                return payload_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_15 = BattlerCannotDecide.from_dict(data)



                return payload_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_16 = BattlerCarouselPick.from_dict(data)



                return payload_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payload_type_17 = BattlerChooseAugment.from_dict(data)



                return payload_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BattlerBuyBasic | BattlerCannotDecide | BattlerCarouselPick | BattlerChooseAugment | BattlerChooseBasics | BattlerConfirmResult | BattlerDisputeResult | BattlerDoneShopping | BattlerPick | BattlerReportResult | BattlerReroll | BattlerRochesterPick | BattlerSelectHand | BattlerShiftBasics | BattlerSwapBasic | BattlerTrade | BattlerTrash | None | Undo, data)

        payload = _parse_payload(d.pop("payload"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> BattlerAugmentChosenEvent | BattlerAugmentsDealtEvent | BattlerBasicsChangedEvent | BattlerBasicsChosenEvent | BattlerCarouselEvent | BattlerDoneShoppingEvent | BattlerDraftEndedEvent | BattlerDraftStartedEvent | BattlerEliminatedEvent | BattlerGameOverEvent | BattlerGameResultEvent | BattlerGhostRuleEvent | BattlerHandSelectedEvent | BattlerNoWinnerEvent | BattlerPackDealtEvent | BattlerPairedEvent | BattlerPickedEvent | BattlerPickedFromPackEvent | BattlerPlayoffEvent | BattlerPlayoffWonEvent | BattlerReplayEvent | BattlerRerolledEvent | BattlerResultConfirmedEvent | BattlerResultDisputedEvent | BattlerResultReportedEvent | BattlerTradedEvent | BattlerTrashedEvent | BattlerUndoneEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_0 = BattlerPackDealtEvent.from_dict(data)



                    return componentsschemas_battler_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_1 = BattlerRerolledEvent.from_dict(data)



                    return componentsschemas_battler_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_2 = BattlerAugmentsDealtEvent.from_dict(data)



                    return componentsschemas_battler_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_3 = BattlerTradedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_4 = BattlerPickedFromPackEvent.from_dict(data)



                    return componentsschemas_battler_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_5 = BattlerHandSelectedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_6 = BattlerDraftStartedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_7 = BattlerDraftEndedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_8 = BattlerCarouselEvent.from_dict(data)



                    return componentsschemas_battler_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_9 = BattlerPairedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_10 = BattlerReplayEvent.from_dict(data)



                    return componentsschemas_battler_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_11 = BattlerPlayoffEvent.from_dict(data)



                    return componentsschemas_battler_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_12 = BattlerNoWinnerEvent.from_dict(data)



                    return componentsschemas_battler_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_13 = BattlerGameResultEvent.from_dict(data)



                    return componentsschemas_battler_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_14 = BattlerGhostRuleEvent.from_dict(data)



                    return componentsschemas_battler_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_15 = BattlerEliminatedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_16 = BattlerPlayoffWonEvent.from_dict(data)



                    return componentsschemas_battler_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_17 = BattlerGameOverEvent.from_dict(data)



                    return componentsschemas_battler_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_18 = BattlerAugmentChosenEvent.from_dict(data)



                    return componentsschemas_battler_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_19 = BattlerBasicsChangedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_20 = BattlerBasicsChosenEvent.from_dict(data)



                    return componentsschemas_battler_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_21 = BattlerUndoneEvent.from_dict(data)



                    return componentsschemas_battler_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_22 = BattlerDoneShoppingEvent.from_dict(data)



                    return componentsschemas_battler_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_23 = BattlerPickedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_24 = BattlerTrashedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_25 = BattlerResultReportedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_26 = BattlerResultConfirmedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_27 = BattlerResultDisputedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_28 = SeatReleasedEvent.from_dict(data)



                    return componentsschemas_battler_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_battler_event_type_29 = SeatTakenEvent.from_dict(data)



                    return componentsschemas_battler_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_battler_event_type_30 = SeatMovedEvent.from_dict(data)



                return componentsschemas_battler_event_type_30

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        created_at = d.pop("created_at")

        battler_log_entry = cls(
            seq=seq,
            seat=seat,
            action=action,
            payload=payload,
            events=events,
            created_at=created_at,
        )


        battler_log_entry.additional_properties = d
        return battler_log_entry

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
