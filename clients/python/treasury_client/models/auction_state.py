from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.auction_state_phase import AuctionStatePhase
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.auction import Auction
  from ..models.auction_looking import AuctionLooking
  from ..models.auction_player import AuctionPlayer
  from ..models.auction_purchase import AuctionPurchase
  from ..models.auction_reported_result import AuctionReportedResult
  from ..models.auction_settings import AuctionSettings
  from ..models.auction_undo_proposal import AuctionUndoProposal
  from ..models.card import Card
  from ..models.ending import Ending
  from ..models.ledger_entry import LedgerEntry
  from ..models.undo_record import UndoRecord





T = TypeVar("T", bound="AuctionState")



@_attrs_define
class AuctionState:
    """ 
        Attributes:
            settings (AuctionSettings):
            cards (list[Card]):
            owners (list[int | None]):
            players (list[AuctionPlayer]):
            deck (list[int]):
            turn_order (list[int]):
            active (int):
            phase (AuctionStatePhase):
            reserve (list[int] | Unset):
            turn (int | Unset):  Default: 1.
            auction (Auction | None | Unset):
            purchase (AuctionPurchase | None | Unset):
            stop_votes (list[int] | Unset):
            looking (AuctionLooking | None | Unset):
            ledger (list[LedgerEntry] | Unset):
            seq (int | Unset):  Default: 0.
            ending (Ending | None | Unset):
            report (AuctionReportedResult | None | Unset):
            undo (None | UndoRecord | Unset):
            undo_proposal (AuctionUndoProposal | None | Unset):
     """

    settings: AuctionSettings
    cards: list[Card]
    owners: list[int | None]
    players: list[AuctionPlayer]
    deck: list[int]
    turn_order: list[int]
    active: int
    phase: AuctionStatePhase
    reserve: list[int] | Unset = UNSET
    turn: int | Unset = 1
    auction: Auction | None | Unset = UNSET
    purchase: AuctionPurchase | None | Unset = UNSET
    stop_votes: list[int] | Unset = UNSET
    looking: AuctionLooking | None | Unset = UNSET
    ledger: list[LedgerEntry] | Unset = UNSET
    seq: int | Unset = 0
    ending: Ending | None | Unset = UNSET
    report: AuctionReportedResult | None | Unset = UNSET
    undo: None | UndoRecord | Unset = UNSET
    undo_proposal: AuctionUndoProposal | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.auction import Auction # noqa: PLC0415
        from ..models.auction_looking import AuctionLooking # noqa: PLC0415
        from ..models.auction_player import AuctionPlayer # noqa: PLC0415
        from ..models.auction_purchase import AuctionPurchase # noqa: PLC0415
        from ..models.auction_reported_result import AuctionReportedResult # noqa: PLC0415
        from ..models.auction_settings import AuctionSettings # noqa: PLC0415
        from ..models.auction_undo_proposal import AuctionUndoProposal # noqa: PLC0415
        from ..models.card import Card # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        from ..models.undo_record import UndoRecord # noqa: PLC0415
        settings = self.settings.to_dict()

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        owners = []
        for owners_item_data in self.owners:
            owners_item: int | None
            owners_item = owners_item_data
            owners.append(owners_item)



        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        deck = self.deck



        turn_order = self.turn_order



        active = self.active

        phase = self.phase.value

        reserve: list[int] | Unset = UNSET
        if not isinstance(self.reserve, Unset):
            reserve = self.reserve



        turn = self.turn

        auction: dict[str, Any] | None | Unset
        if isinstance(self.auction, Unset):
            auction = UNSET
        elif isinstance(self.auction, Auction):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        purchase: dict[str, Any] | None | Unset
        if isinstance(self.purchase, Unset):
            purchase = UNSET
        elif isinstance(self.purchase, AuctionPurchase):
            purchase = self.purchase.to_dict()
        else:
            purchase = self.purchase

        stop_votes: list[int] | Unset = UNSET
        if not isinstance(self.stop_votes, Unset):
            stop_votes = self.stop_votes



        looking: dict[str, Any] | None | Unset
        if isinstance(self.looking, Unset):
            looking = UNSET
        elif isinstance(self.looking, AuctionLooking):
            looking = self.looking.to_dict()
        else:
            looking = self.looking

        ledger: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ledger, Unset):
            ledger = []
            for ledger_item_data in self.ledger:
                ledger_item = ledger_item_data.to_dict()
                ledger.append(ledger_item)



        seq = self.seq

        ending: dict[str, Any] | None | Unset
        if isinstance(self.ending, Unset):
            ending = UNSET
        elif isinstance(self.ending, Ending):
            ending = self.ending.to_dict()
        else:
            ending = self.ending

        report: dict[str, Any] | None | Unset
        if isinstance(self.report, Unset):
            report = UNSET
        elif isinstance(self.report, AuctionReportedResult):
            report = self.report.to_dict()
        else:
            report = self.report

        undo: dict[str, Any] | None | Unset
        if isinstance(self.undo, Unset):
            undo = UNSET
        elif isinstance(self.undo, UndoRecord):
            undo = self.undo.to_dict()
        else:
            undo = self.undo

        undo_proposal: dict[str, Any] | None | Unset
        if isinstance(self.undo_proposal, Unset):
            undo_proposal = UNSET
        elif isinstance(self.undo_proposal, AuctionUndoProposal):
            undo_proposal = self.undo_proposal.to_dict()
        else:
            undo_proposal = self.undo_proposal


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "settings": settings,
            "cards": cards,
            "owners": owners,
            "players": players,
            "deck": deck,
            "turn_order": turn_order,
            "active": active,
            "phase": phase,
        })
        if reserve is not UNSET:
            field_dict["reserve"] = reserve
        if turn is not UNSET:
            field_dict["turn"] = turn
        if auction is not UNSET:
            field_dict["auction"] = auction
        if purchase is not UNSET:
            field_dict["purchase"] = purchase
        if stop_votes is not UNSET:
            field_dict["stop_votes"] = stop_votes
        if looking is not UNSET:
            field_dict["looking"] = looking
        if ledger is not UNSET:
            field_dict["ledger"] = ledger
        if seq is not UNSET:
            field_dict["seq"] = seq
        if ending is not UNSET:
            field_dict["ending"] = ending
        if report is not UNSET:
            field_dict["report"] = report
        if undo is not UNSET:
            field_dict["undo"] = undo
        if undo_proposal is not UNSET:
            field_dict["undo_proposal"] = undo_proposal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction import Auction # noqa: PLC0415
        from ..models.auction_looking import AuctionLooking # noqa: PLC0415
        from ..models.auction_player import AuctionPlayer # noqa: PLC0415
        from ..models.auction_purchase import AuctionPurchase # noqa: PLC0415
        from ..models.auction_reported_result import AuctionReportedResult # noqa: PLC0415
        from ..models.auction_settings import AuctionSettings # noqa: PLC0415
        from ..models.auction_undo_proposal import AuctionUndoProposal # noqa: PLC0415
        from ..models.card import Card # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        from ..models.undo_record import UndoRecord # noqa: PLC0415
        d = dict(src_dict)
        settings = AuctionSettings.from_dict(d.pop("settings"))




        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = Card.from_dict(cards_item_data)



            cards.append(cards_item)


        owners = []
        _owners = d.pop("owners")
        for owners_item_data in (_owners):
            def _parse_owners_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            owners_item = _parse_owners_item(owners_item_data)

            owners.append(owners_item)


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = AuctionPlayer.from_dict(players_item_data)



            players.append(players_item)


        deck = cast(list[int], d.pop("deck"))


        turn_order = cast(list[int], d.pop("turn_order"))


        active = d.pop("active")

        phase = AuctionStatePhase(d.pop("phase"))




        reserve = cast(list[int], d.pop("reserve", UNSET))


        turn = d.pop("turn", UNSET)

        def _parse_auction(data: object) -> Auction | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_1 = Auction.from_dict(data)



                return auction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Auction | None | Unset, data)

        auction = _parse_auction(d.pop("auction", UNSET))


        def _parse_purchase(data: object) -> AuctionPurchase | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                purchase_type_1 = AuctionPurchase.from_dict(data)



                return purchase_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionPurchase | None | Unset, data)

        purchase = _parse_purchase(d.pop("purchase", UNSET))


        stop_votes = cast(list[int], d.pop("stop_votes", UNSET))


        def _parse_looking(data: object) -> AuctionLooking | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                looking_type_1 = AuctionLooking.from_dict(data)



                return looking_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionLooking | None | Unset, data)

        looking = _parse_looking(d.pop("looking", UNSET))


        _ledger = d.pop("ledger", UNSET)
        ledger: list[LedgerEntry] | Unset = UNSET
        if _ledger is not UNSET:
            ledger = []
            for ledger_item_data in _ledger:
                ledger_item = LedgerEntry.from_dict(ledger_item_data)



                ledger.append(ledger_item)


        seq = d.pop("seq", UNSET)

        def _parse_ending(data: object) -> Ending | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ending_type_1 = Ending.from_dict(data)



                return ending_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Ending | None | Unset, data)

        ending = _parse_ending(d.pop("ending", UNSET))


        def _parse_report(data: object) -> AuctionReportedResult | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                report_type_1 = AuctionReportedResult.from_dict(data)



                return report_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionReportedResult | None | Unset, data)

        report = _parse_report(d.pop("report", UNSET))


        def _parse_undo(data: object) -> None | UndoRecord | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                undo_type_1 = UndoRecord.from_dict(data)



                return undo_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UndoRecord | Unset, data)

        undo = _parse_undo(d.pop("undo", UNSET))


        def _parse_undo_proposal(data: object) -> AuctionUndoProposal | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                undo_proposal_type_1 = AuctionUndoProposal.from_dict(data)



                return undo_proposal_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionUndoProposal | None | Unset, data)

        undo_proposal = _parse_undo_proposal(d.pop("undo_proposal", UNSET))


        auction_state = cls(
            settings=settings,
            cards=cards,
            owners=owners,
            players=players,
            deck=deck,
            turn_order=turn_order,
            active=active,
            phase=phase,
            reserve=reserve,
            turn=turn,
            auction=auction,
            purchase=purchase,
            stop_votes=stop_votes,
            looking=looking,
            ledger=ledger,
            seq=seq,
            ending=ending,
            report=report,
            undo=undo,
            undo_proposal=undo_proposal,
        )


        auction_state.additional_properties = d
        return auction_state

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
