"""The theme deck of Cube Saga (Appendix C) as data, with a checker where card facts allow one.

A checker reads a registered deck and returns its problems (offending cards by name, with why,
or what is short); an empty list means the deck follows the theme. A theme whose `check` is None
cannot be checked from card facts and is declared by the player; a checker may also return None
when the facts it needs are missing (Centrism without mana costs).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from tabletop.rules.engine import Card

COLORS = ("W", "U", "B", "R", "G")
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
STIPULATION = "stipulation"
EFFECT = "effect"
SOLOMON = "Year of Solomon"
COMMANDER = "Year of the Commander"


@dataclass(frozen=True)
class Modifiers:
    """Changes to starting hand size and life for the games they apply to."""

    hand: int = 0
    life: int = 0
    # Year of the Rat: life +1 for each qualifying card above this many.
    life_per_card_above: int | None = None


@dataclass(frozen=True)
class DeckFacts:
    """What a checker may read about a registration."""

    cards: list[Card]
    size: int  # cards plus basics
    primary_color: str
    last_duel_cards: list[Card] = field(default_factory=list)
    commander: Card | None = None


Checker = Callable[[DeckFacts], "list[str] | None"]


@dataclass(frozen=True)
class Theme:
    low: int
    high: int
    name: str
    kind: str
    text: str
    reward: Modifiers | None = None  # if followed
    penalty: Modifiers | None = None  # if not followed
    always: Modifiers | None = None  # an Effect's modifiers, for everyone
    check: Checker | None = None

    @property
    def numbers(self) -> range:
        return range(self.low, self.high + 1)

    @property
    def copies(self) -> int:
        return self.high - self.low + 1


# -- checkers ------------------------------------------------------------------------------


def _nonland(cards: list[Card]) -> list[Card]:
    return [card for card in cards if not card.is_land]


def _at_least(n: int, what: str, matching: list[Card]) -> list[str]:
    return [] if len(matching) >= n else [f"only {len(matching)} {what}, needs at least {n}"]


def _none_of(offenders: list[Card], why: str) -> list[str]:
    return [f"{card.name}: {why}" for card in offenders]


def _no_primary(deck: DeckFacts) -> list[str]:
    color = COLOR_NAMES.get(deck.primary_color, deck.primary_color)
    return _none_of([c for c in deck.cards if deck.primary_color in c.colors], f"is {color}")


def _rainbow(deck: DeckFacts) -> list[str]:
    counts = Counter(color for card in deck.cards for color in card.colors)
    enough = [c for c in COLORS if counts[c] >= 4]
    if len(enough) >= 3:
        return []
    have = ", ".join(f"{COLOR_NAMES[c]} {counts[c]}" for c in COLORS)
    return [f"only {len(enough)} colors with 4+ cards ({have}), needs 3"]


def _acceptance(deck: DeckFacts) -> list[str]:
    played = Counter(color for card in deck.last_duel_cards for color in card.colors)
    now = Counter(color for card in deck.cards for color in card.colors)
    eligible = [c for c in COLORS if played[c] <= 3]
    if any(now[c] >= 6 for c in eligible):
        return []
    names = ", ".join(f"{COLOR_NAMES[c]} {now[c]}" for c in eligible) or "none"
    return [f"needs 6+ cards of a color played at most 3 times last duel (such colors: {names})"]


def _types_at_least(type_name: str, n: int) -> Checker:
    def check(deck: DeckFacts) -> list[str]:
        return _at_least(n, f"{type_name.lower()}s", [c for c in deck.cards if type_name in c.types])

    return check


def _sparsity(deck: DeckFacts) -> list[str]:
    creatures = [c for c in deck.cards if c.is_creature]
    if len(creatures) <= 10:
        return []
    return [f"{len(creatures)} creatures, at most 10: {', '.join(c.name for c in creatures)}"]


def _rabbit(deck: DeckFacts) -> list[str]:
    spells = [c for c in _nonland(deck.cards) if not c.is_creature]
    if len(spells) <= 5:
        return []
    return [f"{len(spells)} noncreature spells, at most 5: {', '.join(c.name for c in spells)}"]


_SYMBOL = re.compile(r"\{([^}]+)\}")
_REMINDER = re.compile(r"\([^()]*\)")  # innermost first: reminder text may hold parentheses


# A basic land type gives its land the rules text "{T}: Add" its color's mana (rule 305.6), which
# Oracle prints as reminder text: Tundra, an Island Plains, is white and blue by identity.
_BASIC_LAND_COLORS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _without_reminders(text: str) -> str:
    while (shorter := _REMINDER.sub("", text)) != text:
        text = shorter
    return text


def _land_colors(type_line: str) -> set[str]:
    kinds, _, subtypes = type_line.partition("—")
    if "Land" not in kinds.split():
        return set()
    return {_BASIC_LAND_COLORS[kind] for kind in subtypes.split() if kind in _BASIC_LAND_COLORS}


def color_identity(card: Card) -> set[str]:
    """Magic's rule 903.4: the colors of the mana symbols in the card's mana cost and rules text
    (reminder text ignored; a hybrid or Phyrexian symbol counts each of its colors), those of its
    basic land types' mana abilities, plus the card's own colors (a color indicator, a
    characteristic-defining ability), and the same of every face of a card of two (903.4d: a
    double-faced card's back face counts too)."""
    identity = set(card.colors)
    texts = [card.mana_cost, card.oracle_text]
    for face in card.faces:
        identity.update(face.colors)
        identity |= _land_colors(face.type_line)
        texts += [face.mana_cost, face.oracle_text]
    for symbol in _SYMBOL.findall(" ".join(_without_reminders(text) for text in texts)):
        identity.update(part for part in symbol.split("/") if part in COLORS)
    if card.is_land:
        identity.update(_BASIC_LAND_COLORS[kind] for kind in card.subtypes if kind in _BASIC_LAND_COLORS)
    return identity


def _commander(deck: DeckFacts) -> list[str]:
    if deck.commander is None:
        return []
    identity = color_identity(deck.commander)
    outside = [c for c in deck.cards if not color_identity(c) <= identity]
    if len(outside) <= 7:
        return []
    names = ", ".join(c.name for c in outside)
    return [f"{len(outside)} cards outside {deck.commander.name}'s color identity, at most 7: {names}"]


def _monkey(deck: DeckFacts) -> list[str]:
    return _none_of([c for c in deck.cards if c.mana_value > 3], "mana value above 3")


def _possibility(deck: DeckFacts) -> list[str]:
    return [] if deck.size >= 50 else [f"deck of {deck.size} cards, needs at least 50"]


def _dragon(deck: DeckFacts) -> list[str]:
    return _at_least(5, "cards of mana value 6+", [c for c in deck.cards if c.mana_value >= 6])


def _centrism(deck: DeckFacts) -> list[str] | None:
    # Without mana costs a repeated symbol cannot be seen: the player declares.
    if any(not c.mana_cost and c.mana_value > 0 for c in deck.cards):
        return None
    offenders = []
    for card in deck.cards:
        symbols = Counter(s for s in _SYMBOL.findall(card.mana_cost) if not s.isdigit())
        repeated = sorted(s for s, n in symbols.items() if n > 1)
        offenders += [f"{card.name}: {{{s}}} more than once" for s in repeated]
    return offenders


def _awkwardness(deck: DeckFacts) -> list[str]:
    return _none_of([c for c in deck.cards if c.mana_value == 3], "mana value 3")


# -- the table -----------------------------------------------------------------------------

_HAND_LIFE = Modifiers(hand=-1, life=-4)

THEMES: tuple[Theme, ...] = (
    Theme(
        11,
        16,
        "Year of New Beginnings",
        STIPULATION,
        "Do not include in your deck any cards of your primary starting color.",
        penalty=_HAND_LIFE,
        check=_no_primary,
    ),
    Theme(
        17,
        22,
        "Year of the Rainbow",
        STIPULATION,
        "Include in your deck at least 4 cards of each of 3 colors.",
        reward=Modifiers(hand=1, life=2),
        check=_rainbow,
    ),
    Theme(
        23,
        28,
        "Year of Acceptance",
        STIPULATION,
        "Include in your deck at least 6 cards of a color of which you played at most 3 cards of last duel.",
        reward=_HAND_LIFE,
        check=_acceptance,
    ),
    Theme(
        29,
        31,
        "Year of Craftsmanship",
        STIPULATION,
        "Include in your deck at least 5 artifacts.",
        penalty=_HAND_LIFE,
        check=_types_at_least("Artifact", 5),
    ),
    Theme(
        32,
        34,
        "Year of Enchantment",
        STIPULATION,
        "Include in your deck at least 5 enchantments.",
        reward=Modifiers(hand=1, life=4),
        check=_types_at_least("Enchantment", 5),
    ),
    Theme(
        35,
        37,
        "Year of Sparsity",
        STIPULATION,
        "Include in your deck at most 10 creatures.",
        penalty=Modifiers(hand=-1),
        check=_sparsity,
    ),
    Theme(
        38,
        40,
        "Year of the Rabbit",
        STIPULATION,
        "Include in your deck at most 5 noncreature spells.",
        penalty=Modifiers(hand=-1),
        check=_rabbit,
    ),
    Theme(
        41,
        43,
        "Year of Skill",
        STIPULATION,
        "Include in your deck at least 8 nonland cards with activated abilities that are not mana abilities.",
        reward=Modifiers(hand=1),
    ),
    Theme(
        44,
        46,
        COMMANDER,
        EFFECT,
        "Players may use a legendary creature as their commander. You may include in your deck up "
        "to 7 cards that are not a subset of the commander's color identity.",
        check=_commander,
    ),
    Theme(
        47,
        49,
        "Year of the Monkey",
        STIPULATION,
        "Do not include in your deck any cards with converted mana cost greater than 3.",
        penalty=Modifiers(life=-4),
        check=_monkey,
    ),
    Theme(
        50,
        52,
        "Year of Possibility",
        STIPULATION,
        "Play a deck with at least 10 cards more than the minimum deck size.",
        penalty=_HAND_LIFE,
        check=_possibility,
    ),
    Theme(
        53,
        55,
        "Year of the Dragon",
        STIPULATION,
        "Include in your deck at least 5 cards with converted mana cost 6 or more.",
        reward=Modifiers(hand=1, life=4),
        check=_dragon,
    ),
    Theme(
        56,
        58,
        "Year of the Rat",
        STIPULATION,
        "Include in your deck at least 2 combat tricks or cards with morph. Combat tricks are "
        "defined as instants, spells with flash, or cards with activated abilities that can be "
        "activated from the hand that grant to at least one creature either: 1. keyword "
        "abilities; 2. positive power; 3. positive toughness; 4. X/+Y counters; 5. negative "
        "power but not negative toughness; 6. damage prevention.",
        reward=Modifiers(hand=1, life_per_card_above=2),
    ),
    Theme(
        59,
        59,
        "Year of the Family",
        STIPULATION,
        "Include in your deck at least 7 creatures or cards that create tokens of the same creature type.",
        reward=Modifiers(hand=1),
    ),
    Theme(
        60,
        60,
        "Year of Centrism",
        STIPULATION,
        "Do not include in your deck any cards with more than one of the same mana symbol.",
        penalty=Modifiers(hand=-1),
        check=_centrism,
    ),
    Theme(
        61,
        61,
        "Year of the Ox",
        EFFECT,
        "Creatures assign combat damage equal to their toughness rather than their power.",
    ),
    Theme(62, 62, "Year of the Dead", EFFECT, "At the beginning of the first upkeep, each player mills 5 cards."),
    Theme(
        63,
        63,
        "Year of Courage",
        EFFECT,
        "Creatures lose and cannot gain flying, shadow, fear, intimidate or any other abilities "
        'that state they "cannot be blocked".',
    ),
    Theme(64, 64, "Year of the Pig", EFFECT, "Players cannot cast spells until their third turn."),
    Theme(
        65,
        65,
        "Year of Awkwardness",
        STIPULATION,
        "Do not include in your deck any cards of converted mana cost 3.",
        penalty=_HAND_LIFE,
        check=_awkwardness,
    ),
    Theme(66, 66, "Year of Homogeneity", EFFECT, 'Lands have "{T}: Add one mana of any color."'),
    Theme(67, 67, "Year of Frenzy", EFFECT, "Players get life -4.", always=Modifiers(life=-4)),
    Theme(68, 68, "Year of Calm", EFFECT, "Players get life +4.", always=Modifiers(life=4)),
    Theme(
        69,
        69,
        SOLOMON,
        EFFECT,
        "When this is revealed as the Theme, draw 5 cards from the Core Pool. The opponent splits "
        "those cards into two piles and you choose one of them with x cards. After the duel, add "
        "those cards to your sideboard. At the beginning of your first upkeep, put those cards "
        "in your hand. Starting hand -x.",
    ),
    Theme(70, 70, "Year of Recycling", EFFECT, 'All cards have "Cycling 2".'),
)

_BY_NUMBER = {number: theme for theme in THEMES for number in theme.numbers}


def theme_for(number: int) -> Theme:
    """The theme of a card of the theme deck (or of a d6 x 10 + d10 roll)."""
    try:
        return _BY_NUMBER[number]
    except KeyError:
        raise ValueError(f"no theme numbered {number}; themes are 11..70") from None


def theme_deck() -> list[int]:
    """The 60 cards of the theme deck, by number (a range is several copies of one theme)."""
    return sorted(_BY_NUMBER)


def modifiers(theme: Theme, followed: bool | None, count: int | None = None) -> Modifiers:
    """Hand and life changes for a registration: an Effect's own, or a Stipulation's reward if
    followed, penalty if not. `count` is the number of qualifying cards (Year of the Rat)."""
    if theme.kind == EFFECT:
        return theme.always or Modifiers()
    chosen = theme.reward if followed else theme.penalty
    if chosen is None:
        return Modifiers()
    life = chosen.life
    if chosen.life_per_card_above is not None and count is not None:
        life += max(0, count - chosen.life_per_card_above)
    return Modifiers(hand=chosen.hand, life=life)
