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
  from ..models.auction_card import AuctionCard
  from ..models.auction_cast import AuctionCast
  from ..models.auction_commander import AuctionCommander
  from ..models.auction_decline import AuctionDecline
  from ..models.auction_draw import AuctionDraw
  from ..models.auction_end_turn import AuctionEndTurn
  from ..models.auction_exported_action_events_item import AuctionExportedActionEventsItem
  from ..models.auction_from_deck import AuctionFromDeck
  from ..models.auction_keep import AuctionKeep
  from ..models.auction_look_at_top import AuctionLookAtTop
  from ..models.auction_mill import AuctionMill
  from ..models.auction_move_card import AuctionMoveCard
  from ..models.auction_next_auction import AuctionNextAuction
  from ..models.auction_put_on_bottom import AuctionPutOnBottom
  from ..models.auction_put_on_top import AuctionPutOnTop
  from ..models.auction_reorder_top import AuctionReorderTop
  from ..models.auction_report_result import AuctionReportResult
  from ..models.auction_resume_auctioning import AuctionResumeAuctioning
  from ..models.auction_reveal_until_creature import AuctionRevealUntilCreature
  from ..models.auction_shuffle_deck import AuctionShuffleDeck
  from ..models.auction_spend_gold import AuctionSpendGold
  from ..models.auction_stop_auctioning import AuctionStopAuctioning
  from ..models.confirm_result import ConfirmResult
  from ..models.consent_undo import ConsentUndo
  from ..models.dispute_result import DisputeResult
  from ..models.propose_undo import ProposeUndo
  from ..models.refuse_undo import RefuseUndo
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
            events (list[AuctionExportedActionEventsItem]):
     """

    seq: int
    seat: int | None
    type_: str
    payload: AuctionAdjustGold | AuctionBeginAuctionStep | AuctionBid | AuctionCard | AuctionCast | AuctionCommander | AuctionDecline | AuctionDraw | AuctionEndTurn | AuctionFromDeck | AuctionKeep | AuctionLookAtTop | AuctionMill | AuctionMoveCard | AuctionNextAuction | AuctionPutOnBottom | AuctionPutOnTop | AuctionReorderTop | AuctionReportResult | AuctionResumeAuctioning | AuctionRevealUntilCreature | AuctionShuffleDeck | AuctionSpendGold | AuctionStopAuctioning | ConfirmResult | ConsentUndo | DisputeResult | ProposeUndo | RefuseUndo | Undo
    events: list[AuctionExportedActionEventsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_adjust_gold import AuctionAdjustGold # noqa: PLC0415
        from ..models.auction_begin_auction_step import AuctionBeginAuctionStep # noqa: PLC0415
        from ..models.auction_bid import AuctionBid # noqa: PLC0415
        from ..models.auction_card import AuctionCard # noqa: PLC0415
        from ..models.auction_cast import AuctionCast # noqa: PLC0415
        from ..models.auction_commander import AuctionCommander # noqa: PLC0415
        from ..models.auction_decline import AuctionDecline # noqa: PLC0415
        from ..models.auction_draw import AuctionDraw # noqa: PLC0415
        from ..models.auction_end_turn import AuctionEndTurn # noqa: PLC0415
        from ..models.auction_exported_action_events_item import AuctionExportedActionEventsItem # noqa: PLC0415
        from ..models.auction_from_deck import AuctionFromDeck # noqa: PLC0415
        from ..models.auction_keep import AuctionKeep # noqa: PLC0415
        from ..models.auction_look_at_top import AuctionLookAtTop # noqa: PLC0415
        from ..models.auction_mill import AuctionMill # noqa: PLC0415
        from ..models.auction_move_card import AuctionMoveCard # noqa: PLC0415
        from ..models.auction_next_auction import AuctionNextAuction # noqa: PLC0415
        from ..models.auction_put_on_bottom import AuctionPutOnBottom # noqa: PLC0415
        from ..models.auction_put_on_top import AuctionPutOnTop # noqa: PLC0415
        from ..models.auction_reorder_top import AuctionReorderTop # noqa: PLC0415
        from ..models.auction_report_result import AuctionReportResult # noqa: PLC0415
        from ..models.auction_resume_auctioning import AuctionResumeAuctioning # noqa: PLC0415
        from ..models.auction_reveal_until_creature import AuctionRevealUntilCreature # noqa: PLC0415
        from ..models.auction_shuffle_deck import AuctionShuffleDeck # noqa: PLC0415
        from ..models.auction_spend_gold import AuctionSpendGold # noqa: PLC0415
        from ..models.auction_stop_auctioning import AuctionStopAuctioning # noqa: PLC0415
        from ..models.confirm_result import ConfirmResult # noqa: PLC0415
        from ..models.consent_undo import ConsentUndo # noqa: PLC0415
        from ..models.dispute_result import DisputeResult # noqa: PLC0415
        from ..models.propose_undo import ProposeUndo # noqa: PLC0415
        from ..models.refuse_undo import RefuseUndo # noqa: PLC0415
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
        from ..models.auction_card import AuctionCard # noqa: PLC0415
        from ..models.auction_cast import AuctionCast # noqa: PLC0415
        from ..models.auction_commander import AuctionCommander # noqa: PLC0415
        from ..models.auction_decline import AuctionDecline # noqa: PLC0415
        from ..models.auction_draw import AuctionDraw # noqa: PLC0415
        from ..models.auction_end_turn import AuctionEndTurn # noqa: PLC0415
        from ..models.auction_exported_action_events_item import AuctionExportedActionEventsItem # noqa: PLC0415
        from ..models.auction_from_deck import AuctionFromDeck # noqa: PLC0415
        from ..models.auction_keep import AuctionKeep # noqa: PLC0415
        from ..models.auction_look_at_top import AuctionLookAtTop # noqa: PLC0415
        from ..models.auction_mill import AuctionMill # noqa: PLC0415
        from ..models.auction_move_card import AuctionMoveCard # noqa: PLC0415
        from ..models.auction_next_auction import AuctionNextAuction # noqa: PLC0415
        from ..models.auction_put_on_bottom import AuctionPutOnBottom # noqa: PLC0415
        from ..models.auction_put_on_top import AuctionPutOnTop # noqa: PLC0415
        from ..models.auction_reorder_top import AuctionReorderTop # noqa: PLC0415
        from ..models.auction_report_result import AuctionReportResult # noqa: PLC0415
        from ..models.auction_resume_auctioning import AuctionResumeAuctioning # noqa: PLC0415
        from ..models.auction_reveal_until_creature import AuctionRevealUntilCreature # noqa: PLC0415
        from ..models.auction_shuffle_deck import AuctionShuffleDeck # noqa: PLC0415
        from ..models.auction_spend_gold import AuctionSpendGold # noqa: PLC0415
        from ..models.auction_stop_auctioning import AuctionStopAuctioning # noqa: PLC0415
        from ..models.confirm_result import ConfirmResult # noqa: PLC0415
        from ..models.consent_undo import ConsentUndo # noqa: PLC0415
        from ..models.dispute_result import DisputeResult # noqa: PLC0415
        from ..models.propose_undo import ProposeUndo # noqa: PLC0415
        from ..models.refuse_undo import RefuseUndo # noqa: PLC0415
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
            events_item = AuctionExportedActionEventsItem.from_dict(events_item_data)



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
