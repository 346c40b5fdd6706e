from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battler_settings_overrides_augment_rest import BattlerSettingsOverridesAugmentRest
from ..models.battler_settings_overrides_augments import BattlerSettingsOverridesAugments
from ..models.battler_settings_overrides_carousel_at import BattlerSettingsOverridesCarouselAt
from ..models.battler_settings_overrides_carousel_order import BattlerSettingsOverridesCarouselOrder
from ..models.battler_settings_overrides_carousel_source import BattlerSettingsOverridesCarouselSource
from ..models.battler_settings_overrides_damage import BattlerSettingsOverridesDamage
from ..models.battler_settings_overrides_dead_play import BattlerSettingsOverridesDeadPlay
from ..models.battler_settings_overrides_first_pairing import BattlerSettingsOverridesFirstPairing
from ..models.battler_settings_overrides_first_phase import BattlerSettingsOverridesFirstPhase
from ..models.battler_settings_overrides_first_player import BattlerSettingsOverridesFirstPlayer
from ..models.battler_settings_overrides_ghost_rule import BattlerSettingsOverridesGhostRule
from ..models.battler_settings_overrides_lethal_draw import BattlerSettingsOverridesLethalDraw
from ..models.battler_settings_overrides_level_name import BattlerSettingsOverridesLevelName
from ..models.battler_settings_overrides_life import BattlerSettingsOverridesLife
from ..models.battler_settings_overrides_pairing import BattlerSettingsOverridesPairing
from ..models.battler_settings_overrides_preset import BattlerSettingsOverridesPreset
from ..models.battler_settings_overrides_reshuffle import BattlerSettingsOverridesReshuffle
from ..models.battler_settings_overrides_shop import BattlerSettingsOverridesShop
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BattlerSettingsOverrides")



@_attrs_define
class BattlerSettingsOverrides:
    """ A built-in preset (`preset`; Treasure Battler's when left out) and the settings that change it: a setting left out
    is the preset's.

        Attributes:
            preset (BattlerSettingsOverridesPreset | Unset): the built-in preset the other fields change
            name (str | Unset):
            min_players (int | Unset):
            max_players (int | Unset):
            even_players (bool | Unset):
            life (BattlerSettingsOverridesLife | Unset):
            life_start (int | Unset):
            life_limit (int | Unset):
            level_name (BattlerSettingsOverridesLevelName | Unset):
            level_start (int | Unset):
            games_per_level (int | Unset):
            hand_bonus (int | Unset):
            sideboard (int | None | Unset):
            start_cards (int | Unset):
            start_treasures (int | Unset):
            rochester_pack (int | Unset):
            start_basics (int | Unset):
            basic_names (list[str] | Unset):
            first_phase (BattlerSettingsOverridesFirstPhase | Unset):
            pack_size (int | Unset):
            shop (BattlerSettingsOverridesShop | Unset):
            free_picks (int | Unset):
            extra_pick_cost (int | None | Unset):
            reroll_cost (int | Unset):
            shift_basics_cost (int | None | Unset):
            swap_basic_cost (int | None | Unset):
            buy_basic_base (int | None | Unset):
            trash_cards (int | None | Unset):
            draft_card (bool | Unset):
            reshuffle (BattlerSettingsOverridesReshuffle | Unset):
            treasure_cap (int | Unset):
            cap_end_of_draft (bool | Unset):
            pool_cap (int | None | Unset):
            basics_cap (int | None | Unset):
            draft_income (int | Unset):
            game_income (int | Unset):
            held_per_bonus (int | None | Unset):
            held_bonus_max (int | Unset):
            interest_threshold (int | None | Unset):
            win_streak_bonus (int | None | Unset):
            carousel_streak (int | None | Unset):
            damage (BattlerSettingsOverridesDamage | Unset):
            loss_table (list[int] | Unset):
            flat_loss (int | Unset):
            draw_damage (int | None | Unset):
            lethal_draw (BattlerSettingsOverridesLethalDraw | Unset):
            concessions (bool | Unset):
            first_pairing (BattlerSettingsOverridesFirstPairing | Unset):
            pairing (BattlerSettingsOverridesPairing | Unset):
            pair_before_hands (bool | Unset):
            first_player (BattlerSettingsOverridesFirstPlayer | Unset):
            dead_play (BattlerSettingsOverridesDeadPlay | Unset):
            ghost_rule (BattlerSettingsOverridesGhostRule | Unset):
            carousel_every (int | Unset):
            carousel_picks (int | None | Unset):
            carousel_size (int | None | Unset):
            carousel_order (BattlerSettingsOverridesCarouselOrder | Unset):
            carousel_at (BattlerSettingsOverridesCarouselAt | Unset):
            carousel_source (BattlerSettingsOverridesCarouselSource | Unset):
            augments (BattlerSettingsOverridesAugments | Unset):
            augment_deal (int | Unset):
            augment_poison (int | Unset):
            augment_groups (list[str] | Unset):
            augment_group_once (bool | Unset):
            augment_rest (BattlerSettingsOverridesAugmentRest | Unset):
     """

    preset: BattlerSettingsOverridesPreset | Unset = UNSET
    name: str | Unset = UNSET
    min_players: int | Unset = UNSET
    max_players: int | Unset = UNSET
    even_players: bool | Unset = UNSET
    life: BattlerSettingsOverridesLife | Unset = UNSET
    life_start: int | Unset = UNSET
    life_limit: int | Unset = UNSET
    level_name: BattlerSettingsOverridesLevelName | Unset = UNSET
    level_start: int | Unset = UNSET
    games_per_level: int | Unset = UNSET
    hand_bonus: int | Unset = UNSET
    sideboard: int | None | Unset = UNSET
    start_cards: int | Unset = UNSET
    start_treasures: int | Unset = UNSET
    rochester_pack: int | Unset = UNSET
    start_basics: int | Unset = UNSET
    basic_names: list[str] | Unset = UNSET
    first_phase: BattlerSettingsOverridesFirstPhase | Unset = UNSET
    pack_size: int | Unset = UNSET
    shop: BattlerSettingsOverridesShop | Unset = UNSET
    free_picks: int | Unset = UNSET
    extra_pick_cost: int | None | Unset = UNSET
    reroll_cost: int | Unset = UNSET
    shift_basics_cost: int | None | Unset = UNSET
    swap_basic_cost: int | None | Unset = UNSET
    buy_basic_base: int | None | Unset = UNSET
    trash_cards: int | None | Unset = UNSET
    draft_card: bool | Unset = UNSET
    reshuffle: BattlerSettingsOverridesReshuffle | Unset = UNSET
    treasure_cap: int | Unset = UNSET
    cap_end_of_draft: bool | Unset = UNSET
    pool_cap: int | None | Unset = UNSET
    basics_cap: int | None | Unset = UNSET
    draft_income: int | Unset = UNSET
    game_income: int | Unset = UNSET
    held_per_bonus: int | None | Unset = UNSET
    held_bonus_max: int | Unset = UNSET
    interest_threshold: int | None | Unset = UNSET
    win_streak_bonus: int | None | Unset = UNSET
    carousel_streak: int | None | Unset = UNSET
    damage: BattlerSettingsOverridesDamage | Unset = UNSET
    loss_table: list[int] | Unset = UNSET
    flat_loss: int | Unset = UNSET
    draw_damage: int | None | Unset = UNSET
    lethal_draw: BattlerSettingsOverridesLethalDraw | Unset = UNSET
    concessions: bool | Unset = UNSET
    first_pairing: BattlerSettingsOverridesFirstPairing | Unset = UNSET
    pairing: BattlerSettingsOverridesPairing | Unset = UNSET
    pair_before_hands: bool | Unset = UNSET
    first_player: BattlerSettingsOverridesFirstPlayer | Unset = UNSET
    dead_play: BattlerSettingsOverridesDeadPlay | Unset = UNSET
    ghost_rule: BattlerSettingsOverridesGhostRule | Unset = UNSET
    carousel_every: int | Unset = UNSET
    carousel_picks: int | None | Unset = UNSET
    carousel_size: int | None | Unset = UNSET
    carousel_order: BattlerSettingsOverridesCarouselOrder | Unset = UNSET
    carousel_at: BattlerSettingsOverridesCarouselAt | Unset = UNSET
    carousel_source: BattlerSettingsOverridesCarouselSource | Unset = UNSET
    augments: BattlerSettingsOverridesAugments | Unset = UNSET
    augment_deal: int | Unset = UNSET
    augment_poison: int | Unset = UNSET
    augment_groups: list[str] | Unset = UNSET
    augment_group_once: bool | Unset = UNSET
    augment_rest: BattlerSettingsOverridesAugmentRest | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        preset: str | Unset = UNSET
        if not isinstance(self.preset, Unset):
            preset = self.preset.value


        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        even_players = self.even_players

        life: str | Unset = UNSET
        if not isinstance(self.life, Unset):
            life = self.life.value


        life_start = self.life_start

        life_limit = self.life_limit

        level_name: str | Unset = UNSET
        if not isinstance(self.level_name, Unset):
            level_name = self.level_name.value


        level_start = self.level_start

        games_per_level = self.games_per_level

        hand_bonus = self.hand_bonus

        sideboard: int | None | Unset
        if isinstance(self.sideboard, Unset):
            sideboard = UNSET
        else:
            sideboard = self.sideboard

        start_cards = self.start_cards

        start_treasures = self.start_treasures

        rochester_pack = self.rochester_pack

        start_basics = self.start_basics

        basic_names: list[str] | Unset = UNSET
        if not isinstance(self.basic_names, Unset):
            basic_names = self.basic_names



        first_phase: str | Unset = UNSET
        if not isinstance(self.first_phase, Unset):
            first_phase = self.first_phase.value


        pack_size = self.pack_size

        shop: str | Unset = UNSET
        if not isinstance(self.shop, Unset):
            shop = self.shop.value


        free_picks = self.free_picks

        extra_pick_cost: int | None | Unset
        if isinstance(self.extra_pick_cost, Unset):
            extra_pick_cost = UNSET
        else:
            extra_pick_cost = self.extra_pick_cost

        reroll_cost = self.reroll_cost

        shift_basics_cost: int | None | Unset
        if isinstance(self.shift_basics_cost, Unset):
            shift_basics_cost = UNSET
        else:
            shift_basics_cost = self.shift_basics_cost

        swap_basic_cost: int | None | Unset
        if isinstance(self.swap_basic_cost, Unset):
            swap_basic_cost = UNSET
        else:
            swap_basic_cost = self.swap_basic_cost

        buy_basic_base: int | None | Unset
        if isinstance(self.buy_basic_base, Unset):
            buy_basic_base = UNSET
        else:
            buy_basic_base = self.buy_basic_base

        trash_cards: int | None | Unset
        if isinstance(self.trash_cards, Unset):
            trash_cards = UNSET
        else:
            trash_cards = self.trash_cards

        draft_card = self.draft_card

        reshuffle: str | Unset = UNSET
        if not isinstance(self.reshuffle, Unset):
            reshuffle = self.reshuffle.value


        treasure_cap = self.treasure_cap

        cap_end_of_draft = self.cap_end_of_draft

        pool_cap: int | None | Unset
        if isinstance(self.pool_cap, Unset):
            pool_cap = UNSET
        else:
            pool_cap = self.pool_cap

        basics_cap: int | None | Unset
        if isinstance(self.basics_cap, Unset):
            basics_cap = UNSET
        else:
            basics_cap = self.basics_cap

        draft_income = self.draft_income

        game_income = self.game_income

        held_per_bonus: int | None | Unset
        if isinstance(self.held_per_bonus, Unset):
            held_per_bonus = UNSET
        else:
            held_per_bonus = self.held_per_bonus

        held_bonus_max = self.held_bonus_max

        interest_threshold: int | None | Unset
        if isinstance(self.interest_threshold, Unset):
            interest_threshold = UNSET
        else:
            interest_threshold = self.interest_threshold

        win_streak_bonus: int | None | Unset
        if isinstance(self.win_streak_bonus, Unset):
            win_streak_bonus = UNSET
        else:
            win_streak_bonus = self.win_streak_bonus

        carousel_streak: int | None | Unset
        if isinstance(self.carousel_streak, Unset):
            carousel_streak = UNSET
        else:
            carousel_streak = self.carousel_streak

        damage: str | Unset = UNSET
        if not isinstance(self.damage, Unset):
            damage = self.damage.value


        loss_table: list[int] | Unset = UNSET
        if not isinstance(self.loss_table, Unset):
            loss_table = self.loss_table



        flat_loss = self.flat_loss

        draw_damage: int | None | Unset
        if isinstance(self.draw_damage, Unset):
            draw_damage = UNSET
        else:
            draw_damage = self.draw_damage

        lethal_draw: str | Unset = UNSET
        if not isinstance(self.lethal_draw, Unset):
            lethal_draw = self.lethal_draw.value


        concessions = self.concessions

        first_pairing: str | Unset = UNSET
        if not isinstance(self.first_pairing, Unset):
            first_pairing = self.first_pairing.value


        pairing: str | Unset = UNSET
        if not isinstance(self.pairing, Unset):
            pairing = self.pairing.value


        pair_before_hands = self.pair_before_hands

        first_player: str | Unset = UNSET
        if not isinstance(self.first_player, Unset):
            first_player = self.first_player.value


        dead_play: str | Unset = UNSET
        if not isinstance(self.dead_play, Unset):
            dead_play = self.dead_play.value


        ghost_rule: str | Unset = UNSET
        if not isinstance(self.ghost_rule, Unset):
            ghost_rule = self.ghost_rule.value


        carousel_every = self.carousel_every

        carousel_picks: int | None | Unset
        if isinstance(self.carousel_picks, Unset):
            carousel_picks = UNSET
        else:
            carousel_picks = self.carousel_picks

        carousel_size: int | None | Unset
        if isinstance(self.carousel_size, Unset):
            carousel_size = UNSET
        else:
            carousel_size = self.carousel_size

        carousel_order: str | Unset = UNSET
        if not isinstance(self.carousel_order, Unset):
            carousel_order = self.carousel_order.value


        carousel_at: str | Unset = UNSET
        if not isinstance(self.carousel_at, Unset):
            carousel_at = self.carousel_at.value


        carousel_source: str | Unset = UNSET
        if not isinstance(self.carousel_source, Unset):
            carousel_source = self.carousel_source.value


        augments: str | Unset = UNSET
        if not isinstance(self.augments, Unset):
            augments = self.augments.value


        augment_deal = self.augment_deal

        augment_poison = self.augment_poison

        augment_groups: list[str] | Unset = UNSET
        if not isinstance(self.augment_groups, Unset):
            augment_groups = self.augment_groups



        augment_group_once = self.augment_group_once

        augment_rest: str | Unset = UNSET
        if not isinstance(self.augment_rest, Unset):
            augment_rest = self.augment_rest.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if preset is not UNSET:
            field_dict["preset"] = preset
        if name is not UNSET:
            field_dict["name"] = name
        if min_players is not UNSET:
            field_dict["min_players"] = min_players
        if max_players is not UNSET:
            field_dict["max_players"] = max_players
        if even_players is not UNSET:
            field_dict["even_players"] = even_players
        if life is not UNSET:
            field_dict["life"] = life
        if life_start is not UNSET:
            field_dict["life_start"] = life_start
        if life_limit is not UNSET:
            field_dict["life_limit"] = life_limit
        if level_name is not UNSET:
            field_dict["level_name"] = level_name
        if level_start is not UNSET:
            field_dict["level_start"] = level_start
        if games_per_level is not UNSET:
            field_dict["games_per_level"] = games_per_level
        if hand_bonus is not UNSET:
            field_dict["hand_bonus"] = hand_bonus
        if sideboard is not UNSET:
            field_dict["sideboard"] = sideboard
        if start_cards is not UNSET:
            field_dict["start_cards"] = start_cards
        if start_treasures is not UNSET:
            field_dict["start_treasures"] = start_treasures
        if rochester_pack is not UNSET:
            field_dict["rochester_pack"] = rochester_pack
        if start_basics is not UNSET:
            field_dict["start_basics"] = start_basics
        if basic_names is not UNSET:
            field_dict["basic_names"] = basic_names
        if first_phase is not UNSET:
            field_dict["first_phase"] = first_phase
        if pack_size is not UNSET:
            field_dict["pack_size"] = pack_size
        if shop is not UNSET:
            field_dict["shop"] = shop
        if free_picks is not UNSET:
            field_dict["free_picks"] = free_picks
        if extra_pick_cost is not UNSET:
            field_dict["extra_pick_cost"] = extra_pick_cost
        if reroll_cost is not UNSET:
            field_dict["reroll_cost"] = reroll_cost
        if shift_basics_cost is not UNSET:
            field_dict["shift_basics_cost"] = shift_basics_cost
        if swap_basic_cost is not UNSET:
            field_dict["swap_basic_cost"] = swap_basic_cost
        if buy_basic_base is not UNSET:
            field_dict["buy_basic_base"] = buy_basic_base
        if trash_cards is not UNSET:
            field_dict["trash_cards"] = trash_cards
        if draft_card is not UNSET:
            field_dict["draft_card"] = draft_card
        if reshuffle is not UNSET:
            field_dict["reshuffle"] = reshuffle
        if treasure_cap is not UNSET:
            field_dict["treasure_cap"] = treasure_cap
        if cap_end_of_draft is not UNSET:
            field_dict["cap_end_of_draft"] = cap_end_of_draft
        if pool_cap is not UNSET:
            field_dict["pool_cap"] = pool_cap
        if basics_cap is not UNSET:
            field_dict["basics_cap"] = basics_cap
        if draft_income is not UNSET:
            field_dict["draft_income"] = draft_income
        if game_income is not UNSET:
            field_dict["game_income"] = game_income
        if held_per_bonus is not UNSET:
            field_dict["held_per_bonus"] = held_per_bonus
        if held_bonus_max is not UNSET:
            field_dict["held_bonus_max"] = held_bonus_max
        if interest_threshold is not UNSET:
            field_dict["interest_threshold"] = interest_threshold
        if win_streak_bonus is not UNSET:
            field_dict["win_streak_bonus"] = win_streak_bonus
        if carousel_streak is not UNSET:
            field_dict["carousel_streak"] = carousel_streak
        if damage is not UNSET:
            field_dict["damage"] = damage
        if loss_table is not UNSET:
            field_dict["loss_table"] = loss_table
        if flat_loss is not UNSET:
            field_dict["flat_loss"] = flat_loss
        if draw_damage is not UNSET:
            field_dict["draw_damage"] = draw_damage
        if lethal_draw is not UNSET:
            field_dict["lethal_draw"] = lethal_draw
        if concessions is not UNSET:
            field_dict["concessions"] = concessions
        if first_pairing is not UNSET:
            field_dict["first_pairing"] = first_pairing
        if pairing is not UNSET:
            field_dict["pairing"] = pairing
        if pair_before_hands is not UNSET:
            field_dict["pair_before_hands"] = pair_before_hands
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if dead_play is not UNSET:
            field_dict["dead_play"] = dead_play
        if ghost_rule is not UNSET:
            field_dict["ghost_rule"] = ghost_rule
        if carousel_every is not UNSET:
            field_dict["carousel_every"] = carousel_every
        if carousel_picks is not UNSET:
            field_dict["carousel_picks"] = carousel_picks
        if carousel_size is not UNSET:
            field_dict["carousel_size"] = carousel_size
        if carousel_order is not UNSET:
            field_dict["carousel_order"] = carousel_order
        if carousel_at is not UNSET:
            field_dict["carousel_at"] = carousel_at
        if carousel_source is not UNSET:
            field_dict["carousel_source"] = carousel_source
        if augments is not UNSET:
            field_dict["augments"] = augments
        if augment_deal is not UNSET:
            field_dict["augment_deal"] = augment_deal
        if augment_poison is not UNSET:
            field_dict["augment_poison"] = augment_poison
        if augment_groups is not UNSET:
            field_dict["augment_groups"] = augment_groups
        if augment_group_once is not UNSET:
            field_dict["augment_group_once"] = augment_group_once
        if augment_rest is not UNSET:
            field_dict["augment_rest"] = augment_rest

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _preset = d.pop("preset", UNSET)
        preset: BattlerSettingsOverridesPreset | Unset
        if isinstance(_preset,  Unset):
            preset = UNSET
        else:
            preset = BattlerSettingsOverridesPreset(_preset)




        name = d.pop("name", UNSET)

        min_players = d.pop("min_players", UNSET)

        max_players = d.pop("max_players", UNSET)

        even_players = d.pop("even_players", UNSET)

        _life = d.pop("life", UNSET)
        life: BattlerSettingsOverridesLife | Unset
        if isinstance(_life,  Unset):
            life = UNSET
        else:
            life = BattlerSettingsOverridesLife(_life)




        life_start = d.pop("life_start", UNSET)

        life_limit = d.pop("life_limit", UNSET)

        _level_name = d.pop("level_name", UNSET)
        level_name: BattlerSettingsOverridesLevelName | Unset
        if isinstance(_level_name,  Unset):
            level_name = UNSET
        else:
            level_name = BattlerSettingsOverridesLevelName(_level_name)




        level_start = d.pop("level_start", UNSET)

        games_per_level = d.pop("games_per_level", UNSET)

        hand_bonus = d.pop("hand_bonus", UNSET)

        def _parse_sideboard(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        sideboard = _parse_sideboard(d.pop("sideboard", UNSET))


        start_cards = d.pop("start_cards", UNSET)

        start_treasures = d.pop("start_treasures", UNSET)

        rochester_pack = d.pop("rochester_pack", UNSET)

        start_basics = d.pop("start_basics", UNSET)

        basic_names = cast(list[str], d.pop("basic_names", UNSET))


        _first_phase = d.pop("first_phase", UNSET)
        first_phase: BattlerSettingsOverridesFirstPhase | Unset
        if isinstance(_first_phase,  Unset):
            first_phase = UNSET
        else:
            first_phase = BattlerSettingsOverridesFirstPhase(_first_phase)




        pack_size = d.pop("pack_size", UNSET)

        _shop = d.pop("shop", UNSET)
        shop: BattlerSettingsOverridesShop | Unset
        if isinstance(_shop,  Unset):
            shop = UNSET
        else:
            shop = BattlerSettingsOverridesShop(_shop)




        free_picks = d.pop("free_picks", UNSET)

        def _parse_extra_pick_cost(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        extra_pick_cost = _parse_extra_pick_cost(d.pop("extra_pick_cost", UNSET))


        reroll_cost = d.pop("reroll_cost", UNSET)

        def _parse_shift_basics_cost(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        shift_basics_cost = _parse_shift_basics_cost(d.pop("shift_basics_cost", UNSET))


        def _parse_swap_basic_cost(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        swap_basic_cost = _parse_swap_basic_cost(d.pop("swap_basic_cost", UNSET))


        def _parse_buy_basic_base(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        buy_basic_base = _parse_buy_basic_base(d.pop("buy_basic_base", UNSET))


        def _parse_trash_cards(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        trash_cards = _parse_trash_cards(d.pop("trash_cards", UNSET))


        draft_card = d.pop("draft_card", UNSET)

        _reshuffle = d.pop("reshuffle", UNSET)
        reshuffle: BattlerSettingsOverridesReshuffle | Unset
        if isinstance(_reshuffle,  Unset):
            reshuffle = UNSET
        else:
            reshuffle = BattlerSettingsOverridesReshuffle(_reshuffle)




        treasure_cap = d.pop("treasure_cap", UNSET)

        cap_end_of_draft = d.pop("cap_end_of_draft", UNSET)

        def _parse_pool_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pool_cap = _parse_pool_cap(d.pop("pool_cap", UNSET))


        def _parse_basics_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        basics_cap = _parse_basics_cap(d.pop("basics_cap", UNSET))


        draft_income = d.pop("draft_income", UNSET)

        game_income = d.pop("game_income", UNSET)

        def _parse_held_per_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        held_per_bonus = _parse_held_per_bonus(d.pop("held_per_bonus", UNSET))


        held_bonus_max = d.pop("held_bonus_max", UNSET)

        def _parse_interest_threshold(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        interest_threshold = _parse_interest_threshold(d.pop("interest_threshold", UNSET))


        def _parse_win_streak_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        win_streak_bonus = _parse_win_streak_bonus(d.pop("win_streak_bonus", UNSET))


        def _parse_carousel_streak(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        carousel_streak = _parse_carousel_streak(d.pop("carousel_streak", UNSET))


        _damage = d.pop("damage", UNSET)
        damage: BattlerSettingsOverridesDamage | Unset
        if isinstance(_damage,  Unset):
            damage = UNSET
        else:
            damage = BattlerSettingsOverridesDamage(_damage)




        loss_table = cast(list[int], d.pop("loss_table", UNSET))


        flat_loss = d.pop("flat_loss", UNSET)

        def _parse_draw_damage(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        draw_damage = _parse_draw_damage(d.pop("draw_damage", UNSET))


        _lethal_draw = d.pop("lethal_draw", UNSET)
        lethal_draw: BattlerSettingsOverridesLethalDraw | Unset
        if isinstance(_lethal_draw,  Unset):
            lethal_draw = UNSET
        else:
            lethal_draw = BattlerSettingsOverridesLethalDraw(_lethal_draw)




        concessions = d.pop("concessions", UNSET)

        _first_pairing = d.pop("first_pairing", UNSET)
        first_pairing: BattlerSettingsOverridesFirstPairing | Unset
        if isinstance(_first_pairing,  Unset):
            first_pairing = UNSET
        else:
            first_pairing = BattlerSettingsOverridesFirstPairing(_first_pairing)




        _pairing = d.pop("pairing", UNSET)
        pairing: BattlerSettingsOverridesPairing | Unset
        if isinstance(_pairing,  Unset):
            pairing = UNSET
        else:
            pairing = BattlerSettingsOverridesPairing(_pairing)




        pair_before_hands = d.pop("pair_before_hands", UNSET)

        _first_player = d.pop("first_player", UNSET)
        first_player: BattlerSettingsOverridesFirstPlayer | Unset
        if isinstance(_first_player,  Unset):
            first_player = UNSET
        else:
            first_player = BattlerSettingsOverridesFirstPlayer(_first_player)




        _dead_play = d.pop("dead_play", UNSET)
        dead_play: BattlerSettingsOverridesDeadPlay | Unset
        if isinstance(_dead_play,  Unset):
            dead_play = UNSET
        else:
            dead_play = BattlerSettingsOverridesDeadPlay(_dead_play)




        _ghost_rule = d.pop("ghost_rule", UNSET)
        ghost_rule: BattlerSettingsOverridesGhostRule | Unset
        if isinstance(_ghost_rule,  Unset):
            ghost_rule = UNSET
        else:
            ghost_rule = BattlerSettingsOverridesGhostRule(_ghost_rule)




        carousel_every = d.pop("carousel_every", UNSET)

        def _parse_carousel_picks(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        carousel_picks = _parse_carousel_picks(d.pop("carousel_picks", UNSET))


        def _parse_carousel_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        carousel_size = _parse_carousel_size(d.pop("carousel_size", UNSET))


        _carousel_order = d.pop("carousel_order", UNSET)
        carousel_order: BattlerSettingsOverridesCarouselOrder | Unset
        if isinstance(_carousel_order,  Unset):
            carousel_order = UNSET
        else:
            carousel_order = BattlerSettingsOverridesCarouselOrder(_carousel_order)




        _carousel_at = d.pop("carousel_at", UNSET)
        carousel_at: BattlerSettingsOverridesCarouselAt | Unset
        if isinstance(_carousel_at,  Unset):
            carousel_at = UNSET
        else:
            carousel_at = BattlerSettingsOverridesCarouselAt(_carousel_at)




        _carousel_source = d.pop("carousel_source", UNSET)
        carousel_source: BattlerSettingsOverridesCarouselSource | Unset
        if isinstance(_carousel_source,  Unset):
            carousel_source = UNSET
        else:
            carousel_source = BattlerSettingsOverridesCarouselSource(_carousel_source)




        _augments = d.pop("augments", UNSET)
        augments: BattlerSettingsOverridesAugments | Unset
        if isinstance(_augments,  Unset):
            augments = UNSET
        else:
            augments = BattlerSettingsOverridesAugments(_augments)




        augment_deal = d.pop("augment_deal", UNSET)

        augment_poison = d.pop("augment_poison", UNSET)

        augment_groups = cast(list[str], d.pop("augment_groups", UNSET))


        augment_group_once = d.pop("augment_group_once", UNSET)

        _augment_rest = d.pop("augment_rest", UNSET)
        augment_rest: BattlerSettingsOverridesAugmentRest | Unset
        if isinstance(_augment_rest,  Unset):
            augment_rest = UNSET
        else:
            augment_rest = BattlerSettingsOverridesAugmentRest(_augment_rest)




        battler_settings_overrides = cls(
            preset=preset,
            name=name,
            min_players=min_players,
            max_players=max_players,
            even_players=even_players,
            life=life,
            life_start=life_start,
            life_limit=life_limit,
            level_name=level_name,
            level_start=level_start,
            games_per_level=games_per_level,
            hand_bonus=hand_bonus,
            sideboard=sideboard,
            start_cards=start_cards,
            start_treasures=start_treasures,
            rochester_pack=rochester_pack,
            start_basics=start_basics,
            basic_names=basic_names,
            first_phase=first_phase,
            pack_size=pack_size,
            shop=shop,
            free_picks=free_picks,
            extra_pick_cost=extra_pick_cost,
            reroll_cost=reroll_cost,
            shift_basics_cost=shift_basics_cost,
            swap_basic_cost=swap_basic_cost,
            buy_basic_base=buy_basic_base,
            trash_cards=trash_cards,
            draft_card=draft_card,
            reshuffle=reshuffle,
            treasure_cap=treasure_cap,
            cap_end_of_draft=cap_end_of_draft,
            pool_cap=pool_cap,
            basics_cap=basics_cap,
            draft_income=draft_income,
            game_income=game_income,
            held_per_bonus=held_per_bonus,
            held_bonus_max=held_bonus_max,
            interest_threshold=interest_threshold,
            win_streak_bonus=win_streak_bonus,
            carousel_streak=carousel_streak,
            damage=damage,
            loss_table=loss_table,
            flat_loss=flat_loss,
            draw_damage=draw_damage,
            lethal_draw=lethal_draw,
            concessions=concessions,
            first_pairing=first_pairing,
            pairing=pairing,
            pair_before_hands=pair_before_hands,
            first_player=first_player,
            dead_play=dead_play,
            ghost_rule=ghost_rule,
            carousel_every=carousel_every,
            carousel_picks=carousel_picks,
            carousel_size=carousel_size,
            carousel_order=carousel_order,
            carousel_at=carousel_at,
            carousel_source=carousel_source,
            augments=augments,
            augment_deal=augment_deal,
            augment_poison=augment_poison,
            augment_groups=augment_groups,
            augment_group_once=augment_group_once,
            augment_rest=augment_rest,
        )

        return battler_settings_overrides

