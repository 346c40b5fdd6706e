"""Export documents of games played in the test process, for importing a table at a chosen point."""

from tabletop.core import kinds
from tabletop.rules.engine import to_builtins
from tabletop.rules.rng import LATEST_GENERATOR, Rng


def export_at(
    kind: str, settings: dict, cards: list, seats: list[str], seed: str, reached, choose, generator=LATEST_GENERATOR
) -> dict:
    """A game played in this process until `reached(state)` by the table's own steps and the
    random policy `choose(state, seat, chooser)`, as the server exports games (its log with the
    events each action caused): a table can then be imported at that point."""
    engine = kinds.get(kind).engine
    rng, chooser = Rng(seed, generator=generator), Rng(f"{seed}-choices")
    state = engine.setup(engine.parse_settings(settings), cards, seats, rng)
    initial, counter, log = engine.encode_state(state), rng.counter, []
    while not reached(state):
        assert not engine.is_over(state) and len(log) < 20_000, f"{kind} {seed}: the step was never reached"
        seat, action = None, engine.system_action(state)
        if action is None:
            waiting = engine.waiting_on(state)
            seat = waiting[chooser.randbelow(len(waiting))]
            action = choose(state, seat, chooser)
            if action is None:
                continue
        action = engine.parse_action(action if isinstance(action, dict) else to_builtins(action))
        outcome = engine.apply(state, seat, action, rng)
        log.append(
            {
                "seq": len(log) + 1,
                "seat": seat,
                "type": to_builtins(action)["type"],
                "payload": to_builtins(action),
                "events": outcome.events,
            }
        )
        state = outcome.state
    return {
        "format": "treasury-game",
        "format_version": 1,
        "kind": kind,
        "ruleset_version": engine.ruleset_version,
        "title": f"played to {seed}",
        "settings": to_builtins(engine.parse_settings(settings)),
        "seats": seats,
        "rng": {"seed": seed, "initial_counter": counter, "counter": rng.counter, "generator": rng.generator},
        "initial_state": initial,
        "state": engine.encode_state(state),
        "version": len(log),
        "actions": log,
    }
