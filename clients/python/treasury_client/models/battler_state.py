from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_state_phase import BattlerStatePhase
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.battler_pairing import BattlerPairing
  from ..models.battler_player import BattlerPlayer
  from ..models.battler_settings import BattlerSettings
  from ..models.card import Card
  from ..models.ending import Ending
  from ..models.ledger_entry import LedgerEntry





T = TypeVar("T", bound="BattlerState")



@_attrs_define
class BattlerState:
    """ 
        Attributes:
            settings (BattlerSettings):
            cards (list[Card]):
            players (list[BattlerPlayer]):
            phase (BattlerStatePhase):
            pack_pile (list[int] | Unset):
            pack_yard (list[int] | Unset):
            table (list[int] | Unset):
            pick_order (list[int] | Unset):
            augment_pile (list[int] | Unset):
            augment_discard (list[int] | Unset):
            augment_group (None | str | Unset):
            games (int | Unset):  Default: 0.
            pairings (list[BattlerPairing] | Unset):
            playoff (list[int] | Unset):
            after (list[str] | Unset):
            ledger (list[LedgerEntry] | Unset):
            seq (int | Unset):  Default: 0.
            eliminated (list[int] | Unset):
            ending (Ending | None | Unset):
     """

    settings: BattlerSettings
    cards: list[Card]
    players: list[BattlerPlayer]
    phase: BattlerStatePhase
    pack_pile: list[int] | Unset = UNSET
    pack_yard: list[int] | Unset = UNSET
    table: list[int] | Unset = UNSET
    pick_order: list[int] | Unset = UNSET
    augment_pile: list[int] | Unset = UNSET
    augment_discard: list[int] | Unset = UNSET
    augment_group: None | str | Unset = UNSET
    games: int | Unset = 0
    pairings: list[BattlerPairing] | Unset = UNSET
    playoff: list[int] | Unset = UNSET
    after: list[str] | Unset = UNSET
    ledger: list[LedgerEntry] | Unset = UNSET
    seq: int | Unset = 0
    eliminated: list[int] | Unset = UNSET
    ending: Ending | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battler_pairing import BattlerPairing # noqa: PLC0415
        from ..models.battler_player import BattlerPlayer # noqa: PLC0415
        from ..models.battler_settings import BattlerSettings # noqa: PLC0415
        from ..models.card import Card # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        settings = self.settings.to_dict()

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        phase = self.phase.value

        pack_pile: list[int] | Unset = UNSET
        if not isinstance(self.pack_pile, Unset):
            pack_pile = self.pack_pile



        pack_yard: list[int] | Unset = UNSET
        if not isinstance(self.pack_yard, Unset):
            pack_yard = self.pack_yard



        table: list[int] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table



        pick_order: list[int] | Unset = UNSET
        if not isinstance(self.pick_order, Unset):
            pick_order = self.pick_order



        augment_pile: list[int] | Unset = UNSET
        if not isinstance(self.augment_pile, Unset):
            augment_pile = self.augment_pile



        augment_discard: list[int] | Unset = UNSET
        if not isinstance(self.augment_discard, Unset):
            augment_discard = self.augment_discard



        augment_group: None | str | Unset
        if isinstance(self.augment_group, Unset):
            augment_group = UNSET
        else:
            augment_group = self.augment_group

        games = self.games

        pairings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pairings, Unset):
            pairings = []
            for pairings_item_data in self.pairings:
                pairings_item = pairings_item_data.to_dict()
                pairings.append(pairings_item)



        playoff: list[int] | Unset = UNSET
        if not isinstance(self.playoff, Unset):
            playoff = self.playoff



        after: list[str] | Unset = UNSET
        if not isinstance(self.after, Unset):
            after = self.after



        ledger: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ledger, Unset):
            ledger = []
            for ledger_item_data in self.ledger:
                ledger_item = ledger_item_data.to_dict()
                ledger.append(ledger_item)



        seq = self.seq

        eliminated: list[int] | Unset = UNSET
        if not isinstance(self.eliminated, Unset):
            eliminated = self.eliminated



        ending: dict[str, Any] | None | Unset
        if isinstance(self.ending, Unset):
            ending = UNSET
        elif isinstance(self.ending, Ending):
            ending = self.ending.to_dict()
        else:
            ending = self.ending


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "settings": settings,
            "cards": cards,
            "players": players,
            "phase": phase,
        })
        if pack_pile is not UNSET:
            field_dict["pack_pile"] = pack_pile
        if pack_yard is not UNSET:
            field_dict["pack_yard"] = pack_yard
        if table is not UNSET:
            field_dict["table"] = table
        if pick_order is not UNSET:
            field_dict["pick_order"] = pick_order
        if augment_pile is not UNSET:
            field_dict["augment_pile"] = augment_pile
        if augment_discard is not UNSET:
            field_dict["augment_discard"] = augment_discard
        if augment_group is not UNSET:
            field_dict["augment_group"] = augment_group
        if games is not UNSET:
            field_dict["games"] = games
        if pairings is not UNSET:
            field_dict["pairings"] = pairings
        if playoff is not UNSET:
            field_dict["playoff"] = playoff
        if after is not UNSET:
            field_dict["after"] = after
        if ledger is not UNSET:
            field_dict["ledger"] = ledger
        if seq is not UNSET:
            field_dict["seq"] = seq
        if eliminated is not UNSET:
            field_dict["eliminated"] = eliminated
        if ending is not UNSET:
            field_dict["ending"] = ending

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battler_pairing import BattlerPairing # noqa: PLC0415
        from ..models.battler_player import BattlerPlayer # noqa: PLC0415
        from ..models.battler_settings import BattlerSettings # noqa: PLC0415
        from ..models.card import Card # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.ledger_entry import LedgerEntry # noqa: PLC0415
        d = dict(src_dict)
        settings = BattlerSettings.from_dict(d.pop("settings"))




        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = Card.from_dict(cards_item_data)



            cards.append(cards_item)


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = BattlerPlayer.from_dict(players_item_data)



            players.append(players_item)


        phase = BattlerStatePhase(d.pop("phase"))




        pack_pile = cast(list[int], d.pop("pack_pile", UNSET))


        pack_yard = cast(list[int], d.pop("pack_yard", UNSET))


        table = cast(list[int], d.pop("table", UNSET))


        pick_order = cast(list[int], d.pop("pick_order", UNSET))


        augment_pile = cast(list[int], d.pop("augment_pile", UNSET))


        augment_discard = cast(list[int], d.pop("augment_discard", UNSET))


        def _parse_augment_group(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        augment_group = _parse_augment_group(d.pop("augment_group", UNSET))


        games = d.pop("games", UNSET)

        _pairings = d.pop("pairings", UNSET)
        pairings: list[BattlerPairing] | Unset = UNSET
        if _pairings is not UNSET:
            pairings = []
            for pairings_item_data in _pairings:
                pairings_item = BattlerPairing.from_dict(pairings_item_data)



                pairings.append(pairings_item)


        playoff = cast(list[int], d.pop("playoff", UNSET))


        after = cast(list[str], d.pop("after", UNSET))


        _ledger = d.pop("ledger", UNSET)
        ledger: list[LedgerEntry] | Unset = UNSET
        if _ledger is not UNSET:
            ledger = []
            for ledger_item_data in _ledger:
                ledger_item = LedgerEntry.from_dict(ledger_item_data)



                ledger.append(ledger_item)


        seq = d.pop("seq", UNSET)

        eliminated = cast(list[int], d.pop("eliminated", UNSET))


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


        battler_state = cls(
            settings=settings,
            cards=cards,
            players=players,
            phase=phase,
            pack_pile=pack_pile,
            pack_yard=pack_yard,
            table=table,
            pick_order=pick_order,
            augment_pile=augment_pile,
            augment_discard=augment_discard,
            augment_group=augment_group,
            games=games,
            pairings=pairings,
            playoff=playoff,
            after=after,
            ledger=ledger,
            seq=seq,
            eliminated=eliminated,
            ending=ending,
        )


        battler_state.additional_properties = d
        return battler_state

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
