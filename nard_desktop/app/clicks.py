"""Click-to-move: which step a click on a checker or on a point means.

One policy for every board the player moves on (the match in play and the
learning panel's positions); ``turn`` is the engine's ``TurnBuilder``.
"""

from __future__ import annotations

from nard_desktop.engine import TurnBuilder

__all__ = ["step_by_die", "sources_for"]


def step_by_die(turn: TurnBuilder, src: int, larger_first: bool = True) -> tuple[int, int] | None:
    """The step a click on the checker on ``src`` means: by the larger usable
    die first (a left click), or the smaller (a right click); the other die
    when the first cannot move it.  None when neither can."""
    dests = turn.destinations(src) if src in turn.movable_points() else {}
    for die in sorted(set(turn.dice_left()), reverse=larger_first):
        target = src - die
        if target >= 1:
            if len(dests.get(target, ())) == 1:
                return src, target
        elif len(dests.get(0, ())) == 1 and dests[0][0] == (src, 0):
            return src, 0
    return None


def sources_for(turn: TurnBuilder, dst: int) -> list[int]:
    """The checkers a click on the point ``dst`` (0: the tray) may mean: those
    that can go there; of several, the one that gets there with a single die
    (for bearing off, the highest of those).  More than one left: the click
    is ambiguous."""
    dests = {src: turn.destinations(src) for src in turn.movable_points()}
    sources = [src for src, d in dests.items() if dst in d]
    if len(sources) > 1:
        single = [src for src in sources if len(dests[src][dst]) == 1]
        if dst == 0 and single:
            return [max(single)]
        if len(single) == 1:
            return single
    return sources
