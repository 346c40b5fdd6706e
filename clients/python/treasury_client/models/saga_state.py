from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.card import Card
  from ..models.ending import Ending
  from ..models.ledger_entry import LedgerEntry
  from ..models.saga_player import SagaPlayer
  from ..models.saga_proposal import SagaProposal
  from ..models.saga_reported_result import SagaReportedResult
  from ..models.saga_settings import SagaSettings
  from ..models.saga_timeline_point import SagaTimelinePoint
  from ..models.undo_record import UndoRecord





T = TypeVar("T", bound="SagaState")



@_attrs_define
class SagaState:
    """ 
        Attributes:
            settings (SagaSettings):
            cards (list[Card]):
            modules (bool):
            players (list[SagaPlayer]):
            core_pool (list[int] | Unset):
            occasional_pool (list[int] | Unset):
            general_pool (list[int] | Unset):
            private_collections (list[int] | Unset):
            unused (list[int] | Unset):
            theme_deck (list[int] | Unset):
            theme (int | None | Unset):
            next_theme (int | None | Unset):
            year (int | Unset):  Default: 1.
            season (str | Unset):  Default: 'fall'.
            step (str | Unset):  Default: 'fall_register'.
            starting_player (int | Unset):  Default: 0.
            waiting_on (list[int] | Unset):
            decision (str | Unset):  Default: ''.
            play_first (int | None | Unset):
            games (list[int] | Unset):
            report (None | SagaReportedResult | Unset):
            duel_winner (int | None | Unset):
            solomon_for (int | None | Unset):
            thief_from (None | str | Unset):
            market (list[list[int | None]] | Unset):
            pass_streak (int | Unset):  Default: 0.
            booster (list[int] | Unset):
            ledger (list[LedgerEntry] | Unset):
            seq (int | Unset):  Default: 0.
            timeline (list[SagaTimelinePoint] | Unset):
            ending (Ending | None | Unset):
            undo (None | UndoRecord | Unset):
            proposal (None | SagaProposal | Unset):
     """

    settings: SagaSettings
    cards: list[Card]
    modules: bool
    players: list[SagaPlayer]
    core_pool: list[int] | Unset = UNSET
    occasional_pool: list[int] | Unset = UNSET
    general_pool: list[int] | Unset = UNSET
    private_collections: list[int] | Unset = UNSET
    unused: list[int] | Unset = UNSET
    theme_deck: list[int] | Unset = UNSET
    theme: int | None | Unset = UNSET
    next_theme: int | None | Unset = UNSET
    year: int | Unset = 1
    season: str | Unset = 'fall'
    step: str | Unset = 'fall_register'
    starting_player: int | Unset = 0
    waiting_on: list[int] | Unset = UNSET
    decision: str | Unset = ''
    play_first: int | None | Unset = UNSET
    games: list[int] | Unset = UNSET
    report: None | SagaReportedResult | Unset = UNSET
    duel_winner: int | None | Unset = UNSET
    solomon_for: int | None | Unset = UNSET
    thief_from: None | str | Unset = UNSET
    market: list[list[int | None]] | Unset = UNSET
    pass_streak: int | Unset = 0
    booster: list[int] | Unset = UNSET
    ledger: list[LedgerEntry] | Unset = UNSET
    seq: int | Unset = 0
    timeline: list[SagaTimelinePoint] | Unset = UNSET
    ending: Ending | None | Unset = UNSET
    undo: None | UndoRecord | Unset = UNSET
    proposal: None | SagaProposal | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.card import Card # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        from ..models.saga_player import SagaPlayer # noqa: PLC0415
        from ..models.saga_proposal import SagaProposal # noqa: PLC0415
        from ..models.saga_reported_result import SagaReportedResult # noqa: PLC0415
        from ..models.saga_settings import SagaSettings # noqa: PLC0415
        from ..models.saga_timeline_point import SagaTimelinePoint # noqa: PLC0415
        from ..models.undo_record import UndoRecord # noqa: PLC0415
        settings = self.settings.to_dict()

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        modules = self.modules

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        core_pool: list[int] | Unset = UNSET
        if not isinstance(self.core_pool, Unset):
            core_pool = self.core_pool



        occasional_pool: list[int] | Unset = UNSET
        if not isinstance(self.occasional_pool, Unset):
            occasional_pool = self.occasional_pool



        general_pool: list[int] | Unset = UNSET
        if not isinstance(self.general_pool, Unset):
            general_pool = self.general_pool



        private_collections: list[int] | Unset = UNSET
        if not isinstance(self.private_collections, Unset):
            private_collections = self.private_collections



        unused: list[int] | Unset = UNSET
        if not isinstance(self.unused, Unset):
            unused = self.unused



        theme_deck: list[int] | Unset = UNSET
        if not isinstance(self.theme_deck, Unset):
            theme_deck = self.theme_deck



        theme: int | None | Unset
        if isinstance(self.theme, Unset):
            theme = UNSET
        else:
            theme = self.theme

        next_theme: int | None | Unset
        if isinstance(self.next_theme, Unset):
            next_theme = UNSET
        else:
            next_theme = self.next_theme

        year = self.year

        season = self.season

        step = self.step

        starting_player = self.starting_player

        waiting_on: list[int] | Unset = UNSET
        if not isinstance(self.waiting_on, Unset):
            waiting_on = self.waiting_on



        decision = self.decision

        play_first: int | None | Unset
        if isinstance(self.play_first, Unset):
            play_first = UNSET
        else:
            play_first = self.play_first

        games: list[int] | Unset = UNSET
        if not isinstance(self.games, Unset):
            games = self.games



        report: dict[str, Any] | None | Unset
        if isinstance(self.report, Unset):
            report = UNSET
        elif isinstance(self.report, SagaReportedResult):
            report = self.report.to_dict()
        else:
            report = self.report

        duel_winner: int | None | Unset
        if isinstance(self.duel_winner, Unset):
            duel_winner = UNSET
        else:
            duel_winner = self.duel_winner

        solomon_for: int | None | Unset
        if isinstance(self.solomon_for, Unset):
            solomon_for = UNSET
        else:
            solomon_for = self.solomon_for

        thief_from: None | str | Unset
        if isinstance(self.thief_from, Unset):
            thief_from = UNSET
        else:
            thief_from = self.thief_from

        market: list[list[int | None]] | Unset = UNSET
        if not isinstance(self.market, Unset):
            market = []
            for market_item_data in self.market:
                market_item = []
                for market_item_item_data in market_item_data:
                    market_item_item: int | None
                    market_item_item = market_item_item_data
                    market_item.append(market_item_item)


                market.append(market_item)



        pass_streak = self.pass_streak

        booster: list[int] | Unset = UNSET
        if not isinstance(self.booster, Unset):
            booster = self.booster



        ledger: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ledger, Unset):
            ledger = []
            for ledger_item_data in self.ledger:
                ledger_item = ledger_item_data.to_dict()
                ledger.append(ledger_item)



        seq = self.seq

        timeline: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.timeline, Unset):
            timeline = []
            for timeline_item_data in self.timeline:
                timeline_item = timeline_item_data.to_dict()
                timeline.append(timeline_item)



        ending: dict[str, Any] | None | Unset
        if isinstance(self.ending, Unset):
            ending = UNSET
        elif isinstance(self.ending, Ending):
            ending = self.ending.to_dict()
        else:
            ending = self.ending

        undo: dict[str, Any] | None | Unset
        if isinstance(self.undo, Unset):
            undo = UNSET
        elif isinstance(self.undo, UndoRecord):
            undo = self.undo.to_dict()
        else:
            undo = self.undo

        proposal: dict[str, Any] | None | Unset
        if isinstance(self.proposal, Unset):
            proposal = UNSET
        elif isinstance(self.proposal, SagaProposal):
            proposal = self.proposal.to_dict()
        else:
            proposal = self.proposal


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "settings": settings,
            "cards": cards,
            "modules": modules,
            "players": players,
        })
        if core_pool is not UNSET:
            field_dict["core_pool"] = core_pool
        if occasional_pool is not UNSET:
            field_dict["occasional_pool"] = occasional_pool
        if general_pool is not UNSET:
            field_dict["general_pool"] = general_pool
        if private_collections is not UNSET:
            field_dict["private_collections"] = private_collections
        if unused is not UNSET:
            field_dict["unused"] = unused
        if theme_deck is not UNSET:
            field_dict["theme_deck"] = theme_deck
        if theme is not UNSET:
            field_dict["theme"] = theme
        if next_theme is not UNSET:
            field_dict["next_theme"] = next_theme
        if year is not UNSET:
            field_dict["year"] = year
        if season is not UNSET:
            field_dict["season"] = season
        if step is not UNSET:
            field_dict["step"] = step
        if starting_player is not UNSET:
            field_dict["starting_player"] = starting_player
        if waiting_on is not UNSET:
            field_dict["waiting_on"] = waiting_on
        if decision is not UNSET:
            field_dict["decision"] = decision
        if play_first is not UNSET:
            field_dict["play_first"] = play_first
        if games is not UNSET:
            field_dict["games"] = games
        if report is not UNSET:
            field_dict["report"] = report
        if duel_winner is not UNSET:
            field_dict["duel_winner"] = duel_winner
        if solomon_for is not UNSET:
            field_dict["solomon_for"] = solomon_for
        if thief_from is not UNSET:
            field_dict["thief_from"] = thief_from
        if market is not UNSET:
            field_dict["market"] = market
        if pass_streak is not UNSET:
            field_dict["pass_streak"] = pass_streak
        if booster is not UNSET:
            field_dict["booster"] = booster
        if ledger is not UNSET:
            field_dict["ledger"] = ledger
        if seq is not UNSET:
            field_dict["seq"] = seq
        if timeline is not UNSET:
            field_dict["timeline"] = timeline
        if ending is not UNSET:
            field_dict["ending"] = ending
        if undo is not UNSET:
            field_dict["undo"] = undo
        if proposal is not UNSET:
            field_dict["proposal"] = proposal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card import Card # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        from ..models.saga_player import SagaPlayer # noqa: PLC0415
        from ..models.saga_proposal import SagaProposal # noqa: PLC0415
        from ..models.saga_reported_result import SagaReportedResult # noqa: PLC0415
        from ..models.saga_settings import SagaSettings # noqa: PLC0415
        from ..models.saga_timeline_point import SagaTimelinePoint # noqa: PLC0415
        from ..models.undo_record import UndoRecord # noqa: PLC0415
        d = dict(src_dict)
        settings = SagaSettings.from_dict(d.pop("settings"))




        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = Card.from_dict(cards_item_data)



            cards.append(cards_item)


        modules = d.pop("modules")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = SagaPlayer.from_dict(players_item_data)



            players.append(players_item)


        core_pool = cast(list[int], d.pop("core_pool", UNSET))


        occasional_pool = cast(list[int], d.pop("occasional_pool", UNSET))


        general_pool = cast(list[int], d.pop("general_pool", UNSET))


        private_collections = cast(list[int], d.pop("private_collections", UNSET))


        unused = cast(list[int], d.pop("unused", UNSET))


        theme_deck = cast(list[int], d.pop("theme_deck", UNSET))


        def _parse_theme(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        theme = _parse_theme(d.pop("theme", UNSET))


        def _parse_next_theme(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_theme = _parse_next_theme(d.pop("next_theme", UNSET))


        year = d.pop("year", UNSET)

        season = d.pop("season", UNSET)

        step = d.pop("step", UNSET)

        starting_player = d.pop("starting_player", UNSET)

        waiting_on = cast(list[int], d.pop("waiting_on", UNSET))


        decision = d.pop("decision", UNSET)

        def _parse_play_first(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        play_first = _parse_play_first(d.pop("play_first", UNSET))


        games = cast(list[int], d.pop("games", UNSET))


        def _parse_report(data: object) -> None | SagaReportedResult | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                report_type_1 = SagaReportedResult.from_dict(data)



                return report_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SagaReportedResult | Unset, data)

        report = _parse_report(d.pop("report", UNSET))


        def _parse_duel_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duel_winner = _parse_duel_winner(d.pop("duel_winner", UNSET))


        def _parse_solomon_for(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        solomon_for = _parse_solomon_for(d.pop("solomon_for", UNSET))


        def _parse_thief_from(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        thief_from = _parse_thief_from(d.pop("thief_from", UNSET))


        _market = d.pop("market", UNSET)
        market: list[list[int | None]] | Unset = UNSET
        if _market is not UNSET:
            market = []
            for market_item_data in _market:
                market_item = []
                _market_item = market_item_data
                for market_item_item_data in (_market_item):
                    def _parse_market_item_item(data: object) -> int | None:
                        if data is None:
                            return data
                        return cast(int | None, data)

                    market_item_item = _parse_market_item_item(market_item_item_data)

                    market_item.append(market_item_item)

                market.append(market_item)


        pass_streak = d.pop("pass_streak", UNSET)

        booster = cast(list[int], d.pop("booster", UNSET))


        _ledger = d.pop("ledger", UNSET)
        ledger: list[LedgerEntry] | Unset = UNSET
        if _ledger is not UNSET:
            ledger = []
            for ledger_item_data in _ledger:
                ledger_item = LedgerEntry.from_dict(ledger_item_data)



                ledger.append(ledger_item)


        seq = d.pop("seq", UNSET)

        _timeline = d.pop("timeline", UNSET)
        timeline: list[SagaTimelinePoint] | Unset = UNSET
        if _timeline is not UNSET:
            timeline = []
            for timeline_item_data in _timeline:
                timeline_item = SagaTimelinePoint.from_dict(timeline_item_data)



                timeline.append(timeline_item)


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


        def _parse_proposal(data: object) -> None | SagaProposal | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                proposal_type_1 = SagaProposal.from_dict(data)



                return proposal_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SagaProposal | Unset, data)

        proposal = _parse_proposal(d.pop("proposal", UNSET))


        saga_state = cls(
            settings=settings,
            cards=cards,
            modules=modules,
            players=players,
            core_pool=core_pool,
            occasional_pool=occasional_pool,
            general_pool=general_pool,
            private_collections=private_collections,
            unused=unused,
            theme_deck=theme_deck,
            theme=theme,
            next_theme=next_theme,
            year=year,
            season=season,
            step=step,
            starting_player=starting_player,
            waiting_on=waiting_on,
            decision=decision,
            play_first=play_first,
            games=games,
            report=report,
            duel_winner=duel_winner,
            solomon_for=solomon_for,
            thief_from=thief_from,
            market=market,
            pass_streak=pass_streak,
            booster=booster,
            ledger=ledger,
            seq=seq,
            timeline=timeline,
            ending=ending,
            undo=undo,
            proposal=proposal,
        )


        saga_state.additional_properties = d
        return saga_state

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
