import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cards.parsing.catalogue import CardIndex
from cards.parsing.facts import (
    BadManaCost,
    CardRecord,
    color_category,
    colors_from_cost,
    face_names,
    mana_value_from_cost,
    name_key,
    normalise_name,
    parse_type_line,
)


@pytest.mark.parametrize(
    ("type_line", "expected"),
    [
        ("Legendary Creature — Elf Druid", (["Legendary"], ["Creature"], ["Elf", "Druid"])),
        ("Creature - Faerie ", ([], ["Creature"], ["Faerie"])),
        ("Basic Snow Land -- Island", (["Basic", "Snow"], ["Land"], ["Island"])),
        ("Artifact Creature – Golem", ([], ["Artifact", "Creature"], ["Golem"])),
        ("Tribal Instant — Goblin", ([], ["Kindred", "Instant"], ["Goblin"])),
        ("Kindred Sorcery — Elf", ([], ["Kindred", "Sorcery"], ["Elf"])),
        ("Instant", ([], ["Instant"], [])),
        ("World Enchantment", (["World"], ["Enchantment"], [])),
        ("Creature — Half-Elf Knight", ([], ["Creature"], ["Half-Elf", "Knight"])),
        (
            "Creature — Elf Knight Ranger // Sorcery — Adventure",
            ([], ["Creature", "Sorcery"], ["Elf", "Knight", "Ranger", "Adventure"]),
        ),
        ("Summon Wolf", ([], ["Summon", "Wolf"], [])),
        ("", ([], [], [])),
    ],
)
def test_parse_type_line(type_line, expected):
    assert parse_type_line(type_line) == expected


@pytest.mark.parametrize(
    ("cost", "value"),
    [
        ("{2}{W}{W}", 4),
        ("", 0),
        ("{X}{R}", 1),
        ("{X}{X}{G}", 1),
        ("{W/U}{W/U}", 2),
        ("{2/W}{2/W}", 4),
        ("{G/P}", 1),
        ("{W/U/P}", 1),
        ("{C}{S}", 2),
        ("{15}", 15),
        ("{HW}", 0.5),
        ("{1}{R} // {1}{U}", 4),
        ("{w}", 1),
    ],
)
def test_mana_value_from_cost(cost, value):
    assert mana_value_from_cost(cost) == value


@pytest.mark.parametrize(
    ("cost", "message"),
    [
        ("2WW", "outside"),
        ("{Q}", "unknown mana symbol {Q}"),
        ("{²}", "unknown mana symbol {²}"),  # a digit to str.isdigit, not to int: once a ValueError
        ("{٣}", "unknown mana symbol {٣}"),  # read as 3 by int
    ],
)
def test_bad_mana_cost_names_the_problem(cost, message):
    with pytest.raises(BadManaCost, match=message):
        mana_value_from_cost(cost)


# what a symbol is made of: its own letters, digits of every script, and any other character
SYMBOL_PARTS = (
    st.sampled_from("WUBRGCSXHP/0123456789½")
    | st.characters(categories=("Nd", "No", "Nl"))
    | st.characters(exclude_characters="{}")
)


@given(st.lists(st.text(SYMBOL_PARTS, max_size=4), max_size=4))
def test_any_mana_cost_is_a_number_or_a_bad_mana_cost(symbols):
    cost = "".join("{" + symbol + "}" for symbol in symbols)
    with contextlib.suppress(BadManaCost):
        assert mana_value_from_cost(cost) >= 0


@pytest.mark.parametrize(
    ("cost", "colors"),
    [
        ("{2}{W}{W}", ["W"]),
        ("{G}{W}", ["W", "G"]),
        ("{R/G}{U/P}", ["U", "R", "G"]),
        ("{2/B}", ["B"]),
        ("{C}{5}", []),
        ("{1}{R} // {1}{U}", ["U", "R"]),
    ],
)
def test_colors_from_cost(cost, colors):
    assert colors_from_cost(cost) == colors


@pytest.mark.parametrize(
    ("colors", "types", "cost", "category"),
    [
        ([], ["Land"], "", "Lands"),
        (["G"], ["Land", "Creature"], "", "Green"),
        ([], ["Artifact", "Land"], "", "Colorless"),
        ([], ["Artifact"], "{3}", "Colorless"),
        (["U"], ["Instant"], "{U}", "Blue"),
        (["G", "W"], ["Creature"], "{1}{G/W}{G/W}", "Hybrid"),
        (["W", "U"], ["Instant"], "{W/U/P}", "Hybrid"),
        (["U", "R"], ["Instant"], "{1}{R} // {1}{U}", "Multicolored"),
        (["W", "G"], ["Creature"], "{G}{W}", "Multicolored"),
        (["B", "R"], ["Creature"], "{B/R}{R}", "Multicolored"),
        (["W", "G"], ["Creature"], "", "Multicolored"),
    ],
)
def test_color_category(colors, types, cost, category):
    assert color_category(colors, types, cost) == category


@pytest.mark.parametrize(
    ("written", "normal"),
    [
        ("AEther Adept", "Aether Adept"),
        ("Æther Vial", "Aether Vial"),
        ("  Lightning   Bolt ", "Lightning Bolt"),
        ("Fire//Ice", "Fire // Ice"),
        ("Fire / Ice", "Fire // Ice"),
        ("Gideon’s Lawkeeper", "Gideon's Lawkeeper"),
        ("AEGIS", "AEGIS"),
    ],
)
def test_normalise_name(written, normal):
    assert normalise_name(written) == normal


def test_name_key_ignores_case_accents_and_spacing():
    assert name_key("lim-dul's  VAULT") == name_key("Lim-Dûl's Vault")
    assert face_names("Fire//Ice") == ["Fire", "Ice"]


def test_card_index_finds_full_and_front_face_names():
    index = CardIndex(
        [
            CardRecord(name="Bonecrusher Giant // Stomp"),
            CardRecord(name="Lim-Dûl's Vault"),
            CardRecord(name="Stomp"),
        ]
    )
    assert index.canonical_name("bonecrusher giant") == "Bonecrusher Giant // Stomp"
    assert index.canonical_name("Bonecrusher Giant//Stomp") == "Bonecrusher Giant // Stomp"
    assert index.canonical_name("Lim-Dul's Vault") == "Lim-Dûl's Vault"
    assert index.canonical_name("Stomp") == "Stomp"  # a full name wins over a face name
    assert index.canonical_name("Nope") is None
    assert "lim-dûl's vault" in index


@given(name=st.text(max_size=12) | st.sampled_from(["\u00a8", "0\u00a8", "\u2100", "a\u00a8\u00a8b"]))
def test_a_key_is_its_own_key(name):
    """Look-ups key what they are given, keys included ("¨" decomposes to a space, "℀" to "a/c")."""
    key = name_key(name)
    assert name_key(key) == key


@pytest.mark.parametrize("value", [10**308, 1e308, -5, float("inf")])
def test_a_mana_value_out_of_range_is_refused_in_a_short_message(value):
    """A 309-digit number was quoted whole in the refusal (red team)."""
    from cards.parsing.facts import checked_mana_value

    with pytest.raises(ValueError) as refused:
        checked_mana_value(value)
    assert len(str(refused.value)) < 80 and "is not a number from 0 to 1,000,000" in str(refused.value)
