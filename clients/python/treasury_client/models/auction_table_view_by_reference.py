from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_table_view_by_reference_phase import AuctionTableViewByReferencePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.auction_looking_view_by_reference import AuctionLookingViewByReference
  from ..models.auction_lot_view_by_reference import AuctionLotViewByReference
  from ..models.auction_player_view_by_reference import AuctionPlayerViewByReference
  from ..models.auction_purchase_view_by_reference import AuctionPurchaseViewByReference
  from ..models.auction_reported_result import AuctionReportedResult
  from ..models.auction_settings import AuctionSettings
  from ..models.auction_undo_proposal import AuctionUndoProposal
  from ..models.ending import Ending
  from ..models.ledger_entry import LedgerEntry





T = TypeVar("T", bound="AuctionTableViewByReference")



@_attrs_define
class AuctionTableViewByReference:
    """ 
        Attributes:
            kind (str):
            seat (int | None):
            settings (AuctionSettings):
            turn (int):
            active (int):
            phase (AuctionTableViewByReferencePhase):
            turn_order (list[int]):
            players (list[AuctionPlayerViewByReference]):
            deck_size (int):
            reserve_size (int):
            auction (AuctionLotViewByReference | None):
            purchase (AuctionPurchaseViewByReference | None):
            stop_votes (list[int]):
            looking (AuctionLookingViewByReference | None):
            ledger (list[LedgerEntry]):
            ending (Ending | None):
            winner (int | None): Deprecated, read `ending`: the seat that won alone; null while the game goes on, or when
                nobody or several players won.
            report (AuctionReportedResult | None):
            last_actor (int | None):
            undo_proposal (AuctionUndoProposal | None):
     """

    kind: str
    seat: int | None
    settings: AuctionSettings
    turn: int
    active: int
    phase: AuctionTableViewByReferencePhase
    turn_order: list[int]
    players: list[AuctionPlayerViewByReference]
    deck_size: int
    reserve_size: int
    auction: AuctionLotViewByReference | None
    purchase: AuctionPurchaseViewByReference | None
    stop_votes: list[int]
    looking: AuctionLookingViewByReference | None
    ledger: list[LedgerEntry]
    ending: Ending | None
    winner: int | None
    report: AuctionReportedResult | None
    last_actor: int | None
    undo_proposal: AuctionUndoProposal | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_looking_view_by_reference import AuctionLookingViewByReference # noqa: PLC0415
        from ..models.auction_lot_view_by_reference import AuctionLotViewByReference # noqa: PLC0415
        from ..models.auction_player_view_by_reference import AuctionPlayerViewByReference # noqa: PLC0415
        from ..models.auction_purchase_view_by_reference import AuctionPurchaseViewByReference # noqa: PLC0415
        from ..models.auction_reported_result import AuctionReportedResult # noqa: PLC0415
        from ..models.auction_settings import AuctionSettings # noqa: PLC0415
        from ..models.auction_undo_proposal import AuctionUndoProposal # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        kind = self.kind

        seat: int | None
        seat = self.seat

        settings = self.settings.to_dict()

        turn = self.turn

        active = self.active

        phase = self.phase.value

        turn_order = self.turn_order



        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        deck_size = self.deck_size

        reserve_size = self.reserve_size

        auction: dict[str, Any] | None
        if isinstance(self.auction, AuctionLotViewByReference):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        purchase: dict[str, Any] | None
        if isinstance(self.purchase, AuctionPurchaseViewByReference):
            purchase = self.purchase.to_dict()
        else:
            purchase = self.purchase

        stop_votes = self.stop_votes



        looking: dict[str, Any] | None
        if isinstance(self.looking, AuctionLookingViewByReference):
            looking = self.looking.to_dict()
        else:
            looking = self.looking

        ledger = []
        for ledger_item_data in self.ledger:
            ledger_item = ledger_item_data.to_dict()
            ledger.append(ledger_item)



        ending: dict[str, Any] | None
        if isinstance(self.ending, Ending):
            ending = self.ending.to_dict()
        else:
            ending = self.ending

        winner: int | None
        winner = self.winner

        report: dict[str, Any] | None
        if isinstance(self.report, AuctionReportedResult):
            report = self.report.to_dict()
        else:
            report = self.report

        last_actor: int | None
        last_actor = self.last_actor

        undo_proposal: dict[str, Any] | None
        if isinstance(self.undo_proposal, AuctionUndoProposal):
            undo_proposal = self.undo_proposal.to_dict()
        else:
            undo_proposal = self.undo_proposal


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "seat": seat,
            "settings": settings,
            "turn": turn,
            "active": active,
            "phase": phase,
            "turn_order": turn_order,
            "players": players,
            "deck_size": deck_size,
            "reserve_size": reserve_size,
            "auction": auction,
            "purchase": purchase,
            "stop_votes": stop_votes,
            "looking": looking,
            "ledger": ledger,
            "ending": ending,
            "winner": winner,
            "report": report,
            "last_actor": last_actor,
            "undo_proposal": undo_proposal,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_looking_view_by_reference import AuctionLookingViewByReference # noqa: PLC0415
        from ..models.auction_lot_view_by_reference import AuctionLotViewByReference # noqa: PLC0415
        from ..models.auction_player_view_by_reference import AuctionPlayerViewByReference # noqa: PLC0415
        from ..models.auction_purchase_view_by_reference import AuctionPurchaseViewByReference # noqa: PLC0415
        from ..models.auction_reported_result import AuctionReportedResult # noqa: PLC0415
        from ..models.auction_settings import AuctionSettings # noqa: PLC0415
        from ..models.auction_undo_proposal import AuctionUndoProposal # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        d = dict(src_dict)
        kind = d.pop("kind")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        settings = AuctionSettings.from_dict(d.pop("settings"))




        turn = d.pop("turn")

        active = d.pop("active")

        phase = AuctionTableViewByReferencePhase(d.pop("phase"))




        turn_order = cast(list[int], d.pop("turn_order"))


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = AuctionPlayerViewByReference.from_dict(players_item_data)



            players.append(players_item)


        deck_size = d.pop("deck_size")

        reserve_size = d.pop("reserve_size")

        def _parse_auction(data: object) -> AuctionLotViewByReference | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_1 = AuctionLotViewByReference.from_dict(data)



                return auction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionLotViewByReference | None, data)

        auction = _parse_auction(d.pop("auction"))


        def _parse_purchase(data: object) -> AuctionPurchaseViewByReference | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                purchase_type_1 = AuctionPurchaseViewByReference.from_dict(data)



                return purchase_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionPurchaseViewByReference | None, data)

        purchase = _parse_purchase(d.pop("purchase"))


        stop_votes = cast(list[int], d.pop("stop_votes"))


        def _parse_looking(data: object) -> AuctionLookingViewByReference | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                looking_type_1 = AuctionLookingViewByReference.from_dict(data)



                return looking_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionLookingViewByReference | None, data)

        looking = _parse_looking(d.pop("looking"))


        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            ledger_item = LedgerEntry.from_dict(ledger_item_data)



            ledger.append(ledger_item)


        def _parse_ending(data: object) -> Ending | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ending_type_1 = Ending.from_dict(data)



                return ending_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Ending | None, data)

        ending = _parse_ending(d.pop("ending"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        def _parse_report(data: object) -> AuctionReportedResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                report_type_1 = AuctionReportedResult.from_dict(data)



                return report_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionReportedResult | None, data)

        report = _parse_report(d.pop("report"))


        def _parse_last_actor(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_actor = _parse_last_actor(d.pop("last_actor"))


        def _parse_undo_proposal(data: object) -> AuctionUndoProposal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                undo_proposal_type_1 = AuctionUndoProposal.from_dict(data)



                return undo_proposal_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionUndoProposal | None, data)

        undo_proposal = _parse_undo_proposal(d.pop("undo_proposal"))


        auction_table_view_by_reference = cls(
            kind=kind,
            seat=seat,
            settings=settings,
            turn=turn,
            active=active,
            phase=phase,
            turn_order=turn_order,
            players=players,
            deck_size=deck_size,
            reserve_size=reserve_size,
            auction=auction,
            purchase=purchase,
            stop_votes=stop_votes,
            looking=looking,
            ledger=ledger,
            ending=ending,
            winner=winner,
            report=report,
            last_actor=last_actor,
            undo_proposal=undo_proposal,
        )


        auction_table_view_by_reference.additional_properties = d
        return auction_table_view_by_reference

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
