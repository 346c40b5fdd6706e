from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ending import Ending
  from ..models.ledger_entry import LedgerEntry
  from ..models.saga_market_slot import SagaMarketSlot
  from ..models.saga_pile_sizes import SagaPileSizes
  from ..models.saga_player_view import SagaPlayerView
  from ..models.saga_proposal_view import SagaProposalView
  from ..models.saga_reported_result import SagaReportedResult
  from ..models.saga_rules_view import SagaRulesView
  from ..models.saga_settings import SagaSettings
  from ..models.saga_theme_view import SagaThemeView
  from ..models.saga_thief_view import SagaThiefView
  from ..models.saga_timeline_point import SagaTimelinePoint
  from ..models.saga_undo_view import SagaUndoView
  from ..models.saga_view_by_reference_cards import SagaViewByReferenceCards





T = TypeVar("T", bound="SagaViewByReference")



@_attrs_define
class SagaViewByReference:
    """ 
        Attributes:
            seat (int | None):
            year (int):
            season (str):
            step (str):
            starting_player (int):
            waiting_on (list[int]):
            decision (str):
            waiting_on_text (str):
            theme (None | SagaThemeView):
            next_theme (None | SagaThemeView):
            players (list[SagaPlayerView]):
            market (list[list[SagaMarketSlot]]):
            pass_streak (int):
            private_collections (list[int]):
            pile_sizes (SagaPileSizes):
            modules (bool):
            booster (list[int] | None):
            thief (None | SagaThiefView):
            picks_due (int):
            play_first (int | None):
            games (list[int]):
            report (None | SagaReportedResult):
            duel_winner (int | None):
            ending (Ending | None):
            winner (int | None): Deprecated, read `ending`: the seat that won alone; null while the game goes on, or when
                nobody or several players won.
            ledger (list[LedgerEntry]):
            timeline (list[SagaTimelinePoint]):
            can_undo (bool):
            undo (None | SagaUndoView):
            proposal (None | SagaProposalView):
            rules (SagaRulesView): The numbers of the rules a client shows before it acts (the engine checks them).
            settings (SagaSettings):
            cards (SagaViewByReferenceCards):
     """

    seat: int | None
    year: int
    season: str
    step: str
    starting_player: int
    waiting_on: list[int]
    decision: str
    waiting_on_text: str
    theme: None | SagaThemeView
    next_theme: None | SagaThemeView
    players: list[SagaPlayerView]
    market: list[list[SagaMarketSlot]]
    pass_streak: int
    private_collections: list[int]
    pile_sizes: SagaPileSizes
    modules: bool
    booster: list[int] | None
    thief: None | SagaThiefView
    picks_due: int
    play_first: int | None
    games: list[int]
    report: None | SagaReportedResult
    duel_winner: int | None
    ending: Ending | None
    winner: int | None
    ledger: list[LedgerEntry]
    timeline: list[SagaTimelinePoint]
    can_undo: bool
    undo: None | SagaUndoView
    proposal: None | SagaProposalView
    rules: SagaRulesView
    settings: SagaSettings
    cards: SagaViewByReferenceCards
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        from ..models.saga_market_slot import SagaMarketSlot # noqa: PLC0415
        from ..models.saga_pile_sizes import SagaPileSizes # noqa: PLC0415
        from ..models.saga_player_view import SagaPlayerView # noqa: PLC0415
        from ..models.saga_proposal_view import SagaProposalView # noqa: PLC0415
        from ..models.saga_reported_result import SagaReportedResult # noqa: PLC0415
        from ..models.saga_rules_view import SagaRulesView # noqa: PLC0415
        from ..models.saga_settings import SagaSettings # noqa: PLC0415
        from ..models.saga_theme_view import SagaThemeView # noqa: PLC0415
        from ..models.saga_thief_view import SagaThiefView # noqa: PLC0415
        from ..models.saga_timeline_point import SagaTimelinePoint # noqa: PLC0415
        from ..models.saga_undo_view import SagaUndoView # noqa: PLC0415
        from ..models.saga_view_by_reference_cards import SagaViewByReferenceCards # noqa: PLC0415
        seat: int | None
        seat = self.seat

        year = self.year

        season = self.season

        step = self.step

        starting_player = self.starting_player

        waiting_on = self.waiting_on



        decision = self.decision

        waiting_on_text = self.waiting_on_text

        theme: dict[str, Any] | None
        if isinstance(self.theme, SagaThemeView):
            theme = self.theme.to_dict()
        else:
            theme = self.theme

        next_theme: dict[str, Any] | None
        if isinstance(self.next_theme, SagaThemeView):
            next_theme = self.next_theme.to_dict()
        else:
            next_theme = self.next_theme

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        market = []
        for market_item_data in self.market:
            market_item = []
            for market_item_item_data in market_item_data:
                market_item_item = market_item_item_data.to_dict()
                market_item.append(market_item_item)


            market.append(market_item)



        pass_streak = self.pass_streak

        private_collections = self.private_collections



        pile_sizes = self.pile_sizes.to_dict()

        modules = self.modules

        booster: list[int] | None
        if isinstance(self.booster, list):
            booster = self.booster


        else:
            booster = self.booster

        thief: dict[str, Any] | None
        if isinstance(self.thief, SagaThiefView):
            thief = self.thief.to_dict()
        else:
            thief = self.thief

        picks_due = self.picks_due

        play_first: int | None
        play_first = self.play_first

        games = self.games



        report: dict[str, Any] | None
        if isinstance(self.report, SagaReportedResult):
            report = self.report.to_dict()
        else:
            report = self.report

        duel_winner: int | None
        duel_winner = self.duel_winner

        ending: dict[str, Any] | None
        if isinstance(self.ending, Ending):
            ending = self.ending.to_dict()
        else:
            ending = self.ending

        winner: int | None
        winner = self.winner

        ledger = []
        for ledger_item_data in self.ledger:
            ledger_item = ledger_item_data.to_dict()
            ledger.append(ledger_item)



        timeline = []
        for timeline_item_data in self.timeline:
            timeline_item = timeline_item_data.to_dict()
            timeline.append(timeline_item)



        can_undo = self.can_undo

        undo: dict[str, Any] | None
        if isinstance(self.undo, SagaUndoView):
            undo = self.undo.to_dict()
        else:
            undo = self.undo

        proposal: dict[str, Any] | None
        if isinstance(self.proposal, SagaProposalView):
            proposal = self.proposal.to_dict()
        else:
            proposal = self.proposal

        rules = self.rules.to_dict()

        settings = self.settings.to_dict()

        cards = self.cards.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "year": year,
            "season": season,
            "step": step,
            "starting_player": starting_player,
            "waiting_on": waiting_on,
            "decision": decision,
            "waiting_on_text": waiting_on_text,
            "theme": theme,
            "next_theme": next_theme,
            "players": players,
            "market": market,
            "pass_streak": pass_streak,
            "private_collections": private_collections,
            "pile_sizes": pile_sizes,
            "modules": modules,
            "booster": booster,
            "thief": thief,
            "picks_due": picks_due,
            "play_first": play_first,
            "games": games,
            "report": report,
            "duel_winner": duel_winner,
            "ending": ending,
            "winner": winner,
            "ledger": ledger,
            "timeline": timeline,
            "can_undo": can_undo,
            "undo": undo,
            "proposal": proposal,
            "rules": rules,
            "settings": settings,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        from ..models.saga_market_slot import SagaMarketSlot # noqa: PLC0415
        from ..models.saga_pile_sizes import SagaPileSizes # noqa: PLC0415
        from ..models.saga_player_view import SagaPlayerView # noqa: PLC0415
        from ..models.saga_proposal_view import SagaProposalView # noqa: PLC0415
        from ..models.saga_reported_result import SagaReportedResult # noqa: PLC0415
        from ..models.saga_rules_view import SagaRulesView # noqa: PLC0415
        from ..models.saga_settings import SagaSettings # noqa: PLC0415
        from ..models.saga_theme_view import SagaThemeView # noqa: PLC0415
        from ..models.saga_thief_view import SagaThiefView # noqa: PLC0415
        from ..models.saga_timeline_point import SagaTimelinePoint # noqa: PLC0415
        from ..models.saga_undo_view import SagaUndoView # noqa: PLC0415
        from ..models.saga_view_by_reference_cards import SagaViewByReferenceCards # noqa: PLC0415
        d = dict(src_dict)
        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        year = d.pop("year")

        season = d.pop("season")

        step = d.pop("step")

        starting_player = d.pop("starting_player")

        waiting_on = cast(list[int], d.pop("waiting_on"))


        decision = d.pop("decision")

        waiting_on_text = d.pop("waiting_on_text")

        def _parse_theme(data: object) -> None | SagaThemeView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                theme_type_1 = SagaThemeView.from_dict(data)



                return theme_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SagaThemeView, data)

        theme = _parse_theme(d.pop("theme"))


        def _parse_next_theme(data: object) -> None | SagaThemeView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                next_theme_type_1 = SagaThemeView.from_dict(data)



                return next_theme_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SagaThemeView, data)

        next_theme = _parse_next_theme(d.pop("next_theme"))


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = SagaPlayerView.from_dict(players_item_data)



            players.append(players_item)


        market = []
        _market = d.pop("market")
        for market_item_data in (_market):
            market_item = []
            _market_item = market_item_data
            for market_item_item_data in (_market_item):
                market_item_item = SagaMarketSlot.from_dict(market_item_item_data)



                market_item.append(market_item_item)

            market.append(market_item)


        pass_streak = d.pop("pass_streak")

        private_collections = cast(list[int], d.pop("private_collections"))


        pile_sizes = SagaPileSizes.from_dict(d.pop("pile_sizes"))




        modules = d.pop("modules")

        def _parse_booster(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                booster_type_0 = cast(list[int], data)

                return booster_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        booster = _parse_booster(d.pop("booster"))


        def _parse_thief(data: object) -> None | SagaThiefView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                thief_type_1 = SagaThiefView.from_dict(data)



                return thief_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SagaThiefView, data)

        thief = _parse_thief(d.pop("thief"))


        picks_due = d.pop("picks_due")

        def _parse_play_first(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        play_first = _parse_play_first(d.pop("play_first"))


        games = cast(list[int], d.pop("games"))


        def _parse_report(data: object) -> None | SagaReportedResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                report_type_1 = SagaReportedResult.from_dict(data)



                return report_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SagaReportedResult, data)

        report = _parse_report(d.pop("report"))


        def _parse_duel_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        duel_winner = _parse_duel_winner(d.pop("duel_winner"))


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


        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            ledger_item = LedgerEntry.from_dict(ledger_item_data)



            ledger.append(ledger_item)


        timeline = []
        _timeline = d.pop("timeline")
        for timeline_item_data in (_timeline):
            timeline_item = SagaTimelinePoint.from_dict(timeline_item_data)



            timeline.append(timeline_item)


        can_undo = d.pop("can_undo")

        def _parse_undo(data: object) -> None | SagaUndoView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                undo_type_1 = SagaUndoView.from_dict(data)



                return undo_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SagaUndoView, data)

        undo = _parse_undo(d.pop("undo"))


        def _parse_proposal(data: object) -> None | SagaProposalView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                proposal_type_1 = SagaProposalView.from_dict(data)



                return proposal_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SagaProposalView, data)

        proposal = _parse_proposal(d.pop("proposal"))


        rules = SagaRulesView.from_dict(d.pop("rules"))




        settings = SagaSettings.from_dict(d.pop("settings"))




        cards = SagaViewByReferenceCards.from_dict(d.pop("cards"))




        saga_view_by_reference = cls(
            seat=seat,
            year=year,
            season=season,
            step=step,
            starting_player=starting_player,
            waiting_on=waiting_on,
            decision=decision,
            waiting_on_text=waiting_on_text,
            theme=theme,
            next_theme=next_theme,
            players=players,
            market=market,
            pass_streak=pass_streak,
            private_collections=private_collections,
            pile_sizes=pile_sizes,
            modules=modules,
            booster=booster,
            thief=thief,
            picks_due=picks_due,
            play_first=play_first,
            games=games,
            report=report,
            duel_winner=duel_winner,
            ending=ending,
            winner=winner,
            ledger=ledger,
            timeline=timeline,
            can_undo=can_undo,
            undo=undo,
            proposal=proposal,
            rules=rules,
            settings=settings,
            cards=cards,
        )


        saga_view_by_reference.additional_properties = d
        return saga_view_by_reference

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
