"""Every whole-number setting of every format, derived from the settings structs (msgspec.inspect):
a value below its least (negative prices, costs, caps, incomes, sizes; zero where the rules need at
least one) is refused by the engine's parse_settings with invalid_settings, naming the field and
its range, in every preset; the least itself is taken by some preset. A field that may be negative
by design is listed by its format (MAY_BE_NEGATIVE, with the reason) and is taken below zero.
(`reroll_cost: -5` made a battler whose re-rolls paid the player.)"""

import sys

import msgspec
import pytest
from msgspec import inspect

from tabletop.core import kinds
from tabletop.rules.engine import InvalidInput

PRODUCT_KINDS = [kind for kind in kinds.all_kinds() if kind.name != "counter"]  # counter: the tests' own engine


def _presets(kind) -> list[dict]:
    from battler.rules.settings import PRESETS

    if kind.name == "battler":
        return [msgspec.to_builtins(preset) for preset in PRESETS.values()]
    return [msgspec.to_builtins(kind.engine.settings_type())]


def _whole_numbers(settings_type) -> list[tuple[str, bool, int | None]]:
    """(field, is a list of them, its least as the struct declares it)."""
    found = []
    for field in inspect.type_info(settings_type).fields:
        kind = field.type
        if isinstance(kind, inspect.UnionType):
            kind = next((each for each in kind.types if not isinstance(each, inspect.NoneType)), None)
        is_list = isinstance(kind, inspect.ListType)
        if is_list:
            kind = kind.item_type
        if isinstance(kind, inspect.IntType):
            found.append((field.name, is_list, kind.ge))
    return found


def _parse(kind, document: dict):
    return kind.engine.parse_settings(document)


def _refused(kind, document: dict) -> InvalidInput | None:
    try:
        _parse(kind, document)
    except InvalidInput as error:
        return error
    return None


@pytest.mark.parametrize("kind", PRODUCT_KINDS, ids=lambda kind: kind.name)
def test_every_whole_number_setting_below_its_least_is_refused_naming_it_and_its_range(kind):
    module = sys.modules[kind.engine.settings_type.__module__]
    declared = getattr(module, "LEAST", {})
    may_be_negative = getattr(module, "MAY_BE_NEGATIVE", {})
    presets = _presets(kind)
    for preset in presets:
        assert _refused(kind, preset) is None, preset  # the presets themselves are playable
    for name, is_list, ge in _whole_numbers(kind.engine.settings_type):
        least = declared.get(name, ge)
        if name in may_be_negative:
            assert least is None and may_be_negative[name], name
            assert any(_refused(kind, {**preset, name: -1}) is None for preset in presets), name
            continue
        assert least is not None, f"{kind.name}.{name}: declare its least (LEAST) or why it may be negative"
        for below in sorted({-1, least - 1}):
            for preset in presets:
                error = _refused(kind, {**preset, name: [below] if is_list else below})
                assert error is not None, (kind.name, name, below, preset.get("name"))
                assert error.code == "invalid_settings" and error.field == name, (name, error.code, error.field)
                assert name in error.message and f"{least:,}" in error.message, error.message
        # a cap the starting pool must fit under (STARTS_UNDER) is at its least with nothing dealt at the start
        fresh = dict.fromkeys(getattr(module, "STARTING_COUNTS", ()), 0)
        preset_lists = presets[0]  # a list's first entry at its least, the others as the preset has them
        least_value = [least, *preset_lists.get(name, [])[1:]] if is_list else least
        assert any(_refused(kind, {**preset, **fresh, name: least_value}) is None for preset in presets), (
            f"{kind.name}.{name}: its least, {least}, is refused by every preset"
        )


def test_the_derivation_sees_the_numbers_of_each_format():
    counts = {kind.name: len(_whole_numbers(kind.engine.settings_type)) for kind in PRODUCT_KINDS}
    assert counts["battler"] >= 35 and counts["auction"] == 4 and counts["saga"] == 0, counts
