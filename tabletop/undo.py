"""Taking an action back: one set of actions for every format. A format keeps, with the state,
what undoing its last action needs, and says when its actor may undo alone and who must agree
otherwise; these are the actions its players send for it."""

from tabletop.engine import Action


class Undo(Action, tag="undo"):
    """Take back one's own last action, while it revealed nothing."""


class ProposeUndo(Action, tag="propose_undo"):
    """Ask the others to agree to take back the last action."""


class ConsentUndo(Action, tag="consent_undo"):
    """Agree to the proposed undo."""


class RefuseUndo(Action, tag="refuse_undo"):
    """Refuse the proposed undo: it is dropped."""


UNDO_ACTIONS = (Undo, ProposeUndo, ConsentUndo, RefuseUndo)
