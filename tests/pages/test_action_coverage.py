"""Every action a format's engine accepts from a player has a control on that format's phone
page: an element with data-act="<type>" in the page's template or script, or a button whose
script sets `dataset.act` (or its data-act attribute, `T.attr`) to it. The engines' action types
are read from the engines themselves, so an action added to an engine without its control on the
page fails here. (The browser tests check the other half at every step they play: each action
legal for a phone right then has an enabled control on its page, tests/pages/browser.py
`assert_controls`.)"""

import re
from pathlib import Path

import pytest

from auction.rules.actions import ACTION_TYPES as AUCTION_TYPES
from battler.rules.actions import Action as BattlerAction
from saga.rules.actions import PlayerAction as SagaPlayerAction

ROOT = Path(__file__).resolve().parents[2]
PAGES = {
    "auction": ("templates/auction/table.html", "static/treasury/auction.js"),
    "saga": ("templates/saga/table.html", "static/treasury/saga.js"),
    "battler": ("templates/battler/table.html", "static/treasury/battler.js"),
}


def tags(union) -> set[str]:
    return {cls.__struct_config__.tag for cls in union.__args__}


ENGINE_ACTIONS = {
    "auction": set(AUCTION_TYPES.values()),
    "saga": tags(SagaPlayerAction),  # the table's own deals (system actions) have no player control
    "battler": tags(BattlerAction),
}


def page_controls(kind: str, root: Path = ROOT) -> set[str]:
    """The action types the page's sources give a control."""
    source = "\n".join((root / path).read_text(encoding="utf-8") for path in PAGES[kind])
    found = set(re.findall(r'data-act="([a-z_]+)"', source))
    # set in the script: `el.dataset.act = ...;` or `T.attr(el, "data-act", ...);`
    for expression in re.findall(r'(?:dataset\.act\s*=|\.attr\([^,]+,\s*"data-act",)\s*([^;]+);', source):
        found |= set(re.findall(r'"([a-z_]+)"', expression))
    return found


@pytest.mark.parametrize("kind", sorted(PAGES))
def test_every_engine_action_has_a_control_on_the_page(kind):
    assert ENGINE_ACTIONS[kind], "the engine's actions were found"
    missing = sorted(ENGINE_ACTIONS[kind] - page_controls(kind))
    assert missing == [], f"{kind}: actions without a control on the phone page: {missing}"


def test_the_check_finds_a_missing_control(tmp_path):
    """The check itself: a page whose script lost one control is caught."""
    for paths in PAGES.values():
        for path in paths:
            target = tmp_path / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text((ROOT / path).read_text(encoding="utf-8"), encoding="utf-8")
    page = tmp_path / PAGES["auction"][0]
    lost = page.read_text(encoding="utf-8").replace('data-act="shuffle_deck"', 'data-act="x"')
    page.write_text(lost, encoding="utf-8")
    assert "shuffle_deck" in ENGINE_ACTIONS["auction"] - page_controls("auction", tmp_path)
