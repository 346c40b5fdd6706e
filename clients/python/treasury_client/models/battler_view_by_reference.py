from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.battler_pairing import BattlerPairing
  from ..models.battler_player_view import BattlerPlayerView
  from ..models.battler_settings import BattlerSettings
  from ..models.battler_standing import BattlerStanding
  from ..models.battler_view_by_reference_cards import BattlerViewByReferenceCards
  from ..models.battler_view_by_reference_counters import BattlerViewByReferenceCounters
  from ..models.ending import Ending
  from ..models.ledger_entry import LedgerEntry





T = TypeVar("T", bound="BattlerViewByReference")



@_attrs_define
class BattlerViewByReference:
    """ 
        Attributes:
            phase (str):
            settings (BattlerSettings):
            counters (BattlerViewByReferenceCounters):
            hand_size (int):
            pool_cap (int | None):
            players (list[BattlerPlayerView]):
            in_play (list[int]):
            pack_pile_count (int):
            pack_yard (list[int]):
            table (list[int]):
            pick_order (list[int]):
            augment_group (None | str):
            pairings (list[BattlerPairing]):
            playoff (list[int]):
            ledger (list[LedgerEntry]):
            eliminated (list[int]):
            ending (Ending | None):
            winner (int | None): Deprecated, read `ending`: the seat that won alone; null while the game goes on, or when
                nobody or several players won.
            standings (list[BattlerStanding]):
            waiting_on (list[int]):
            legal_actions (list[str]):
            cards (BattlerViewByReferenceCards):
     """

    phase: str
    settings: BattlerSettings
    counters: BattlerViewByReferenceCounters
    hand_size: int
    pool_cap: int | None
    players: list[BattlerPlayerView]
    in_play: list[int]
    pack_pile_count: int
    pack_yard: list[int]
    table: list[int]
    pick_order: list[int]
    augment_group: None | str
    pairings: list[BattlerPairing]
    playoff: list[int]
    ledger: list[LedgerEntry]
    eliminated: list[int]
    ending: Ending | None
    winner: int | None
    standings: list[BattlerStanding]
    waiting_on: list[int]
    legal_actions: list[str]
    cards: BattlerViewByReferenceCards
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_pairing import BattlerPairing # noqa: PLC0415
        from ..models.battler_player_view import BattlerPlayerView # noqa: PLC0415
        from ..models.battler_settings import BattlerSettings # noqa: PLC0415
        from ..models.battler_standing import BattlerStanding # noqa: PLC0415
        from ..models.battler_view_by_reference_cards import BattlerViewByReferenceCards # noqa: PLC0415
        from ..models.battler_view_by_reference_counters import BattlerViewByReferenceCounters # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        phase = self.phase

        settings = self.settings.to_dict()

        counters = self.counters.to_dict()

        hand_size = self.hand_size

        pool_cap: int | None
        pool_cap = self.pool_cap

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        in_play = self.in_play



        pack_pile_count = self.pack_pile_count

        pack_yard = self.pack_yard



        table = self.table



        pick_order = self.pick_order



        augment_group: None | str
        augment_group = self.augment_group

        pairings = []
        for pairings_item_data in self.pairings:
            pairings_item = pairings_item_data.to_dict()
            pairings.append(pairings_item)



        playoff = self.playoff



        ledger = []
        for ledger_item_data in self.ledger:
            ledger_item = ledger_item_data.to_dict()
            ledger.append(ledger_item)



        eliminated = self.eliminated



        ending: dict[str, Any] | None
        if isinstance(self.ending, Ending):
            ending = self.ending.to_dict()
        else:
            ending = self.ending

        winner: int | None
        winner = self.winner

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        waiting_on = self.waiting_on



        legal_actions = self.legal_actions



        cards = self.cards.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "phase": phase,
            "settings": settings,
            "counters": counters,
            "hand_size": hand_size,
            "pool_cap": pool_cap,
            "players": players,
            "in_play": in_play,
            "pack_pile_count": pack_pile_count,
            "pack_yard": pack_yard,
            "table": table,
            "pick_order": pick_order,
            "augment_group": augment_group,
            "pairings": pairings,
            "playoff": playoff,
            "ledger": ledger,
            "eliminated": eliminated,
            "ending": ending,
            "winner": winner,
            "standings": standings,
            "waiting_on": waiting_on,
            "legal_actions": legal_actions,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_pairing import BattlerPairing # noqa: PLC0415
        from ..models.battler_player_view import BattlerPlayerView # noqa: PLC0415
        from ..models.battler_settings import BattlerSettings # noqa: PLC0415
        from ..models.battler_standing import BattlerStanding # noqa: PLC0415
        from ..models.battler_view_by_reference_cards import BattlerViewByReferenceCards # noqa: PLC0415
        from ..models.battler_view_by_reference_counters import BattlerViewByReferenceCounters # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        d = dict(src_dict)
        phase = d.pop("phase")

        settings = BattlerSettings.from_dict(d.pop("settings"))




        counters = BattlerViewByReferenceCounters.from_dict(d.pop("counters"))




        hand_size = d.pop("hand_size")

        def _parse_pool_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pool_cap = _parse_pool_cap(d.pop("pool_cap"))


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = BattlerPlayerView.from_dict(players_item_data)



            players.append(players_item)


        in_play = cast(list[int], d.pop("in_play"))


        pack_pile_count = d.pop("pack_pile_count")

        pack_yard = cast(list[int], d.pop("pack_yard"))


        table = cast(list[int], d.pop("table"))


        pick_order = cast(list[int], d.pop("pick_order"))


        def _parse_augment_group(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        augment_group = _parse_augment_group(d.pop("augment_group"))


        pairings = []
        _pairings = d.pop("pairings")
        for pairings_item_data in (_pairings):
            pairings_item = BattlerPairing.from_dict(pairings_item_data)



            pairings.append(pairings_item)


        playoff = cast(list[int], d.pop("playoff"))


        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            ledger_item = LedgerEntry.from_dict(ledger_item_data)



            ledger.append(ledger_item)


        eliminated = cast(list[int], d.pop("eliminated"))


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


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = BattlerStanding.from_dict(standings_item_data)



            standings.append(standings_item)


        waiting_on = cast(list[int], d.pop("waiting_on"))


        legal_actions = cast(list[str], d.pop("legal_actions"))


        cards = BattlerViewByReferenceCards.from_dict(d.pop("cards"))




        battler_view_by_reference = cls(
            phase=phase,
            settings=settings,
            counters=counters,
            hand_size=hand_size,
            pool_cap=pool_cap,
            players=players,
            in_play=in_play,
            pack_pile_count=pack_pile_count,
            pack_yard=pack_yard,
            table=table,
            pick_order=pick_order,
            augment_group=augment_group,
            pairings=pairings,
            playoff=playoff,
            ledger=ledger,
            eliminated=eliminated,
            ending=ending,
            winner=winner,
            standings=standings,
            waiting_on=waiting_on,
            legal_actions=legal_actions,
            cards=cards,
        )


        battler_view_by_reference.additional_properties = d
        return battler_view_by_reference

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
