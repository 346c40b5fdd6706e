"""The pure rules of the battler formats (Treasure Battler, AutoBattler Cube, Bar Battler)."""

from battler.rules.engine import BattlerEngine

ENGINE = BattlerEngine()

__all__ = ["ENGINE", "BattlerEngine"]
