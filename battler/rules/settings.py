"""Table settings of the battler engine. The three published formats are presets of one
`BattlerSettings`; a custom preset is just another settings document."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import UNSET, Meta, UnsetType

from tabletop.rules.engine import InvalidInput

# Faces of the d6 that picks Treasure Battler's augment rarity: 1-3 uncommon, 4-5 rare, 6 mythic.
D6_RARITY = ["uncommon", "uncommon", "uncommon", "rare", "rare", "mythic"]
SLEEVES = ["black", "silver", "gold"]


# Bounds of the settings' texts and lists: every view carries the settings, and a loss_table of
# 100,000 entries made each view of the table 200 KB.
Label = Annotated[str, Meta(min_length=1, max_length=60)]
MAX_TABLE_ENTRIES = 64


class BattlerSettings(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    name: Label = "treasure"
    # -- players -------------------------------------------------------------------------
    min_players: int = 2
    max_players: int = 8
    even_players: bool = True
    # -- life track: poison counts up to `life_limit`; hp counts down from `life_start` to 0
    life: Literal["poison", "hp"] = "poison"
    life_start: int = 0
    life_limit: int = 10
    # -- the level counter (STAGE, ENERGY or ROUND) rises every `games_per_level` games ------
    level_name: Literal["stage", "energy", "round"] = "stage"
    level_start: int = 1
    games_per_level: int = 3
    hand_bonus: int = 2  # starting hand = level + hand_bonus (Treasure: STAGE + 2)
    sideboard: int | None = None  # Bar: pool may hold at most hand + sideboard cards
    # -- setup ---------------------------------------------------------------------------
    start_cards: int = 5
    start_treasures: int = 1
    rochester_pack: int = 0  # a face-up pack drafted in snake order before the basics
    start_basics: int = 2
    basic_names: Annotated[list[Label], Meta(max_length=MAX_TABLE_ENTRIES)] = msgspec.field(
        default_factory=lambda: ["W", "U", "B", "R", "G"]
    )
    first_phase: Literal["play", "draft"] = "play"
    # -- shop ----------------------------------------------------------------------------
    pack_size: int = 5
    shop: Literal["trade", "pick"] = "trade"  # trade: swap pool<->pack; pick: take into pool
    free_picks: int = 0
    extra_pick_cost: int | None = None
    reroll_cost: int = 1
    shift_basics_cost: int | None = 1
    swap_basic_cost: int | None = None
    buy_basic_base: int | None = 1  # a basic costs base + basics already owned
    trash_cards: int | None = None  # trash this many pool cards for 1 treasure
    draft_card: bool = True  # one random card per draft (a treasure instead at the pool cap)
    reshuffle: Literal["every_draft", "every_level"] = "every_level"
    # -- caps ----------------------------------------------------------------------------
    treasure_cap: int = 5  # kept after each game
    cap_end_of_draft: bool = True
    pool_cap: int | None = 15
    basics_cap: int | None = None
    # -- income --------------------------------------------------------------------------
    draft_income: int = 1  # per draft, for each player who did not concede
    game_income: int = 0  # after each game (Bar)
    held_per_bonus: int | None = None  # +1 per this many treasures held (Bar: 5)
    held_bonus_max: int = 3
    interest_threshold: int | None = None  # option: X+ treasures after a game gives +1
    win_streak_bonus: int | None = None  # option: a win streak this long gives +1 per game
    carousel_streak: int | None = None  # Bar: a win or loss streak this long gives +1 at carousel
    # -- losses --------------------------------------------------------------------------
    damage: Literal["table", "flat", "level_plus_hand"] = "table"
    loss_table: Annotated[list[int], Meta(max_length=MAX_TABLE_ENTRIES)] = msgspec.field(
        default_factory=lambda: [1, 1, 2, 3, 5]
    )  # by level, from level_start; the last repeats
    flat_loss: int = 2
    draw_damage: int | None = None  # None: a draw is a loss for both
    # replay: a draw that would eliminate two live players is played again until there is a
    # winner, or the two say they cannot (both go to the brink); stands: its damage is dealt
    lethal_draw: Literal["replay", "stands"] = "replay"
    concessions: bool = True
    # -- pairing and play ----------------------------------------------------------------
    first_pairing: Literal["across", "random"] = "across"
    pairing: Literal["d20", "random"] = "d20"
    pair_before_hands: bool = True
    first_player: Literal["most_poison_decides", "lower_hp_first"] = "most_poison_decides"
    dead_play: Literal["ghost", "all"] = "ghost"  # ghost: one dead player fills an odd table
    ghost_rule: Literal["playoff", "nine_poison", "none"] = "playoff"
    # -- carousel ------------------------------------------------------------------------
    carousel_every: int = 0  # games between carousels; 0: no carousel
    # picks each; None: as many as the random cards it replaces (carousel_every, when draft_card), else 1
    carousel_picks: int | None = None
    carousel_size: int | None = None  # None: picks x players
    carousel_order: Literal["healthiest_first", "weakest_first"] = "healthiest_first"
    carousel_at: Literal["end_of_draft", "after_game"] = "end_of_draft"
    carousel_source: Literal["pack_pile", "pack_yard"] = "pack_pile"  # fresh cards, or the face-up yard
    # -- augments: cube cards tagged "augment", grouped by one of `augment_groups` tags ----
    augments: Literal["none", "on_poison", "after_carousel"] = "none"
    augment_deal: int = 3
    augment_poison: int = 5  # on_poison: dealt once when poison first goes above this
    augment_groups: Annotated[list[Label], Meta(max_length=MAX_TABLE_ENTRIES)] = msgspec.field(
        default_factory=lambda: list(D6_RARITY)
    )  # a die with one face per entry picks the group
    augment_group_once: bool = True  # rolled once at setup, else for every deal
    augment_rest: Literal["discard", "return"] = "discard"  # the augments not kept


# The least value of each whole-number setting (of each entry, for a list); the most is 1,000,000,
# as for every whole number of a settings document (tabletop/rules/validation.py). None, where a field
# takes it, is the option turned off. validate_settings refuses anything below, naming the range.
LEAST: dict[str, int] = {
    "min_players": 2,  # the table is paired: at least two players
    "max_players": 2,  # (and at least min_players)
    "life_start": 0,  # poison to start with; hp must be at least 1 (players die at 0)
    "life_limit": 1,  # poison a player dies at
    "level_start": 0,
    "games_per_level": 1,  # the level rises every this many games
    "sideboard": 0,
    "start_cards": 0,
    "start_treasures": 0,
    "rochester_pack": 0,
    "start_basics": 0,
    "pack_size": 1,  # a shop shows at least one card
    "free_picks": 0,
    "extra_pick_cost": 0,  # prices: 0 is free, below is paying a player to act
    "reroll_cost": 0,
    "shift_basics_cost": 0,
    "swap_basic_cost": 0,
    "buy_basic_base": 0,
    "trash_cards": 1,  # trashing no card would make a treasure from nothing
    "treasure_cap": 0,
    "pool_cap": 1,
    "basics_cap": 0,
    "draft_income": 0,
    "game_income": 0,
    "held_per_bonus": 1,  # +1 per this many treasures held: a divisor
    "held_bonus_max": 0,
    "interest_threshold": 0,
    "win_streak_bonus": 1,  # a streak this long: a streak has at least one game
    "carousel_streak": 1,
    "loss_table": 0,  # poison or damage for a loss, by level: each entry
    "flat_loss": 0,
    "draw_damage": 0,
    "carousel_every": 0,  # 0: no carousel
    "carousel_picks": 1,
    "carousel_size": 1,
    "augment_deal": 1,
    "augment_poison": 0,
}
# Caps the starting pool must fit under (a game would begin over its cap), with what fills it:
# the least of each is the larger of LEAST and that starting count. (The sideboard's, with the
# first hand, too: validate_settings.)
STARTS_UNDER: dict[str, str] = {"pool_cap": "start_cards", "basics_cap": "start_basics"}
# The starting counts those caps depend on: at 0, each cap may be as low as its LEAST.
STARTING_COUNTS = ("start_cards", "start_basics")
# Whole-number settings that may be below zero by design, and why.
MAY_BE_NEGATIVE: dict[str, str] = {
    "hand_bonus": "the hand is the level plus hand_bonus: a hand smaller than the level (level 4, hand 3) is a "
    "variant; only the first level's hand, level_start + hand_bonus, must be at least 1",
}

TREASURE = BattlerSettings()

AUTOBATTLER = BattlerSettings(
    name="autobattler",
    min_players=4,
    max_players=4,
    level_name="energy",
    level_start=3,
    hand_bonus=0,
    start_cards=6,
    start_treasures=0,
    start_basics=3,
    first_phase="draft",
    shift_basics_cost=0,
    buy_basic_base=None,
    reshuffle="every_draft",
    concessions=False,
    first_pairing="random",
    pair_before_hands=False,
    ghost_rule="nine_poison",
)

BAR = BattlerSettings(
    name="bar",
    min_players=4,
    max_players=4,
    life="hp",
    life_start=30,
    level_name="round",
    level_start=3,
    hand_bonus=0,
    sideboard=9,
    start_cards=2,
    start_treasures=1,
    rochester_pack=8,
    start_basics=3,
    first_phase="draft",
    shop="pick",
    free_picks=1,
    extra_pick_cost=1,
    shift_basics_cost=None,
    swap_basic_cost=1,
    buy_basic_base=None,
    trash_cards=2,
    draft_card=False,
    cap_end_of_draft=False,
    pool_cap=None,
    basics_cap=3,
    draft_income=0,
    game_income=1,
    held_per_bonus=5,
    carousel_streak=3,
    damage="level_plus_hand",
    draw_damage=1,
    lethal_draw="stands",
    concessions=False,
    first_pairing="random",
    pairing="random",
    pair_before_hands=False,
    first_player="lower_hp_first",
    dead_play="all",
    ghost_rule="none",
    carousel_every=3,
    carousel_size=8,
    carousel_order="weakest_first",
    carousel_at="after_game",
    augment_deal=5,
    augment_groups=list(SLEEVES),
    augment_group_once=False,
    augment_rest="return",
)

PRESETS: dict[str, BattlerSettings] = {"treasure": TREASURE, "autobattler": AUTOBATTLER, "bar": BAR}


def _each_left_out(struct: type) -> list[tuple[str, Any, Any]]:
    """Every field of `struct`, each one that may be left out (it then keeps the preset's value)."""
    return [(field.name, field.type | UnsetType, UNSET) for field in msgspec.structs.fields(struct)]


# What the engine's parse_settings takes: a built-in preset by name (Treasure Battler's when left
# out) and any of BattlerSettings' fields, which change it. The schema documents it; it is made from
# BattlerSettings and PRESETS, so a setting or a preset added there is in it.
SettingsOverrides = msgspec.defstruct(
    "SettingsOverrides",
    [
        (
            "preset",
            Annotated[Literal[tuple(PRESETS)], Meta(description="the built-in preset the other fields change")]
            | UnsetType,
            UNSET,
        ),
        *_each_left_out(BattlerSettings),
    ],
    kw_only=True,
    forbid_unknown_fields=True,
    module=__name__,
    namespace={
        "__doc__": "A built-in preset (`preset`; Treasure Battler's when left out) and the settings that change it: "
        "a setting left out is the preset's."
    },
)


def refuse_a_name_not_the_presets(settings_doc: dict[str, Any], preset_name: str) -> None:
    """A new table's `name` is its preset's (`preset_name`: the built-in one sent, a saved one's, or
    treasure): every view shows it as the rules the table plays, so a name of the client's own
    ("autobattler" on Treasure Battler's rules) would tell the table the wrong rules. Raises
    InvalidInput naming `name` for any other; sending the preset's own (a whole document) is fine."""
    name = settings_doc.get("name", preset_name)
    if name != preset_name:
        shown = repr(name)[:62] if isinstance(name, str) else "not text"
        raise InvalidInput(
            f"name {shown} is not this table's preset ({preset_name}): a table's name is its preset's; "
            f"choose the rules with preset ({', '.join(PRESETS)}) or preset_id, and leave name out",
            code="invalid_settings",
            field="name",
        )
