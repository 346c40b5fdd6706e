"""A synthetic cube for the saga tests: every kind of card the rules care about."""

from tabletop.rules.engine import Card

COLORS = ("W", "U", "B", "R", "G")


def _card(i: int, module: str | None) -> Card:
    kind = i % 10
    mana_value = i % 8
    types = ["Creature"] if i % 3 == 0 else ["Instant"] if i % 3 == 1 else ["Enchantment"]
    supertypes = ["Legendary"] if i % 7 == 0 else []
    if kind < 6:
        colors = [COLORS[kind if kind < 5 else (i // 10) % 5]]
    elif kind == 6:
        colors, types = [], ["Artifact"] + (["Creature"] if i % 2 else [])
    elif kind == 7:
        colors = [COLORS[(i // 10) % 5], COLORS[(i // 10 + 1) % 5]]
    else:
        colors, types, mana_value = [], ["Land"], 0
        supertypes = ["Basic"] if kind == 9 else []
    symbols = "".join("{" + c + "}" for c in colors)
    mana_cost = "" if "Land" in types else "{" + str(max(0, mana_value - len(colors))) + "}" + symbols
    return Card(
        id=i,
        name=f"{module or 'card'} {i}",
        mana_value=mana_value,
        colors=colors,
        types=types,
        supertypes=supertypes,
        module=module,
        mana_cost=mana_cost,
        type_line=" ".join(supertypes + types),
    )


def synthetic_cube(core: int = 306, occasional: int = 204) -> list[Card]:
    cards = [_card(i, "core") for i in range(core)]
    cards += [_card(core + i, "occasional") for i in range(occasional)]
    return cards


def general_cube(size: int = 510) -> list[Card]:
    return [_card(i, None) for i in range(size)]
