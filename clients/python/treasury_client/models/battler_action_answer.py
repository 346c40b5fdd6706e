from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_augment_chosen_event import BattlerAugmentChosenEvent
  from ..models.battler_augments_dealt_event import BattlerAugmentsDealtEvent
  from ..models.battler_basics_changed_event import BattlerBasicsChangedEvent
  from ..models.battler_basics_chosen_event import BattlerBasicsChosenEvent
  from ..models.battler_carousel_event import BattlerCarouselEvent
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
  from ..models.battler_picked_event import BattlerPickedEvent
  from ..models.battler_picked_from_pack_event import BattlerPickedFromPackEvent
  from ..models.battler_playoff_event import BattlerPlayoffEvent
  from ..models.battler_playoff_won_event import BattlerPlayoffWonEvent
  from ..models.battler_replay_event import BattlerReplayEvent
  from ..models.battler_rerolled_event import BattlerRerolledEvent
  from ..models.battler_result_confirmed_event import BattlerResultConfirmedEvent
  from ..models.battler_result_disputed_event import BattlerResultDisputedEvent
  from ..models.battler_result_reported_event import BattlerResultReportedEvent
  from ..models.battler_traded_event import BattlerTradedEvent
  from ..models.battler_trashed_event import BattlerTrashedEvent
  from ..models.battler_undone_event import BattlerUndoneEvent
  from ..models.battler_view import BattlerView
  from ..models.seat_moved_event import SeatMovedEvent
  from ..models.seat_released_event import SeatReleasedEvent
  from ..models.seat_taken_event import SeatTakenEvent





T = TypeVar("T", bound="BattlerActionAnswer")



@_attrs_define
class BattlerActionAnswer:
    """ An accepted action: the game's new version (`seq`, the action's number in the log), the
        events as the actor may see them, and the actor's view (left out when asked: `view: false`).

        Attributes:
            game (int):
            version (int):
            seq (int):
            action (str):
            events (list[BattlerAugmentChosenEvent | BattlerAugmentsDealtEvent | BattlerBasicsChangedEvent |
                BattlerBasicsChosenEvent | BattlerCarouselEvent | BattlerDoneShoppingEvent | BattlerDraftEndedEvent |
                BattlerDraftStartedEvent | BattlerEliminatedEvent | BattlerGameOverEvent | BattlerGameResultEvent |
                BattlerGhostRuleEvent | BattlerHandSelectedEvent | BattlerNoWinnerEvent | BattlerPackDealtEvent |
                BattlerPairedEvent | BattlerPickedEvent | BattlerPickedFromPackEvent | BattlerPlayoffEvent |
                BattlerPlayoffWonEvent | BattlerReplayEvent | BattlerRerolledEvent | BattlerResultConfirmedEvent |
                BattlerResultDisputedEvent | BattlerResultReportedEvent | BattlerTradedEvent | BattlerTrashedEvent |
                BattlerUndoneEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent]):
            view (BattlerView | Unset):
     """

    game: int
    version: int
    seq: int
    action: str
    events: list[BattlerAugmentChosenEvent | BattlerAugmentsDealtEvent | BattlerBasicsChangedEvent | BattlerBasicsChosenEvent | BattlerCarouselEvent | BattlerDoneShoppingEvent | BattlerDraftEndedEvent | BattlerDraftStartedEvent | BattlerEliminatedEvent | BattlerGameOverEvent | BattlerGameResultEvent | BattlerGhostRuleEvent | BattlerHandSelectedEvent | BattlerNoWinnerEvent | BattlerPackDealtEvent | BattlerPairedEvent | BattlerPickedEvent | BattlerPickedFromPackEvent | BattlerPlayoffEvent | BattlerPlayoffWonEvent | BattlerReplayEvent | BattlerRerolledEvent | BattlerResultConfirmedEvent | BattlerResultDisputedEvent | BattlerResultReportedEvent | BattlerTradedEvent | BattlerTrashedEvent | BattlerUndoneEvent | SeatMovedEvent | SeatReleasedEvent | SeatTakenEvent]
    view: BattlerView | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_augment_chosen_event import BattlerAugmentChosenEvent # noqa: PLC0415
        from ..models.battler_augments_dealt_event import BattlerAugmentsDealtEvent # noqa: PLC0415
        from ..models.battler_basics_changed_event import BattlerBasicsChangedEvent # noqa: PLC0415
        from ..models.battler_basics_chosen_event import BattlerBasicsChosenEvent # noqa: PLC0415
        from ..models.battler_carousel_event import BattlerCarouselEvent # noqa: PLC0415
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
        from ..models.battler_picked_event import BattlerPickedEvent # noqa: PLC0415
        from ..models.battler_picked_from_pack_event import BattlerPickedFromPackEvent # noqa: PLC0415
        from ..models.battler_playoff_event import BattlerPlayoffEvent # noqa: PLC0415
        from ..models.battler_playoff_won_event import BattlerPlayoffWonEvent # noqa: PLC0415
        from ..models.battler_replay_event import BattlerReplayEvent # noqa: PLC0415
        from ..models.battler_rerolled_event import BattlerRerolledEvent # noqa: PLC0415
        from ..models.battler_result_confirmed_event import BattlerResultConfirmedEvent # noqa: PLC0415
        from ..models.battler_result_disputed_event import BattlerResultDisputedEvent # noqa: PLC0415
        from ..models.battler_result_reported_event import BattlerResultReportedEvent # noqa: PLC0415
        from ..models.battler_traded_event import BattlerTradedEvent # noqa: PLC0415
        from ..models.battler_trashed_event import BattlerTrashedEvent # noqa: PLC0415
        from ..models.battler_undone_event import BattlerUndoneEvent # noqa: PLC0415
        from ..models.battler_view import BattlerView # noqa: PLC0415
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
        from ..models.battler_augment_chosen_event import BattlerAugmentChosenEvent # noqa: PLC0415
        from ..models.battler_augments_dealt_event import BattlerAugmentsDealtEvent # noqa: PLC0415
        from ..models.battler_basics_changed_event import BattlerBasicsChangedEvent # noqa: PLC0415
        from ..models.battler_basics_chosen_event import BattlerBasicsChosenEvent # noqa: PLC0415
        from ..models.battler_carousel_event import BattlerCarouselEvent # noqa: PLC0415
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
        from ..models.battler_picked_event import BattlerPickedEvent # noqa: PLC0415
        from ..models.battler_picked_from_pack_event import BattlerPickedFromPackEvent # noqa: PLC0415
        from ..models.battler_playoff_event import BattlerPlayoffEvent # noqa: PLC0415
        from ..models.battler_playoff_won_event import BattlerPlayoffWonEvent # noqa: PLC0415
        from ..models.battler_replay_event import BattlerReplayEvent # noqa: PLC0415
        from ..models.battler_rerolled_event import BattlerRerolledEvent # noqa: PLC0415
        from ..models.battler_result_confirmed_event import BattlerResultConfirmedEvent # noqa: PLC0415
        from ..models.battler_result_disputed_event import BattlerResultDisputedEvent # noqa: PLC0415
        from ..models.battler_result_reported_event import BattlerResultReportedEvent # noqa: PLC0415
        from ..models.battler_traded_event import BattlerTradedEvent # noqa: PLC0415
        from ..models.battler_trashed_event import BattlerTrashedEvent # noqa: PLC0415
        from ..models.battler_undone_event import BattlerUndoneEvent # noqa: PLC0415
        from ..models.battler_view import BattlerView # noqa: PLC0415
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


        _view = d.pop("view", UNSET)
        view: BattlerView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = BattlerView.from_dict(_view)




        battler_action_answer = cls(
            game=game,
            version=version,
            seq=seq,
            action=action,
            events=events,
            view=view,
        )


        battler_action_answer.additional_properties = d
        return battler_action_answer

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
