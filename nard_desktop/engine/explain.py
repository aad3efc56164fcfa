"""Why a checker cannot go where the player tried to put it.

The board asks the turn (:class:`~nard_desktop.engine.movegen.TurnBuilder`)
whether a step is legal; when it is not, :func:`why_not` says why, in the
rule book's terms, so the window can tell the player ("this checker cannot
move 5: point 8 is blocked") instead of only snapping the checker back.

The reasons are tried in the order a player thinks of them: whose checker it
is, the bar, the distance and the dice, the point it lands on, bearing off,
and last the whole-turn rules (docs/rules.md §4.3: both dice, or the larger die,
must be played when they can be; the hit-and-stack house rule).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .errors import IllegalMoveError
from .movegen import TurnBuilder
from .position import BAR, OFF

#: Every reason :func:`why_not` gives, with what ``die`` and ``point`` mean for it.
REASONS = (
    "turn_complete",   # every die of the roll is played
    "no_checker",      # ``point``: the player has no checker there
    "enter_first",     # a checker is on the bar: it must enter before any other moves
    "wrong_way",       # checkers move towards the player's home board, never back
    "no_die",          # no die (nor sum of dice) left equals the distance
    "blocked",         # ``die``, ``point``: the checker would land on a point the opponent holds
    "not_all_home",    # ``die``: bearing off needs every checker in the home board
    "higher_checker",  # ``die``: a larger die bears off only the farthest checker
    "whole_turn",      # the step is possible alone, but then fewer dice could be played (§4.3)
    "hit_and_stack",   # the house rule: a checker that hit may not go on to stack in the home board
)


@dataclass(frozen=True)
class StepRefusal:
    """Why the checker on ``src`` may not go to ``dst`` now."""

    reason: str
    src: int
    dst: int
    die: int | None = None
    point: int | None = None


def why_not(turn: TurnBuilder, src: int, dst: int) -> StepRefusal | None:
    """The reason the step ``src`` → ``dst`` (the mover's numbering; ``OFF``
    for bearing off) is not legal in ``turn``, or None when it is.

    >>> from nard_desktop.engine import Position
    >>> turn = TurnBuilder(Position.initial(), (6, 5))
    >>> why_not(turn, 13, 7) is None
    True
    >>> why_not(turn, 24, 19).reason   # the opponent holds the 19 point (their 6)
    'blocked'
    """
    if dst in turn.destinations(src):
        return None
    if turn.is_complete():
        return StepRefusal("turn_complete", src, dst)
    pos = turn.position
    mine, theirs = pos.mine, pos.theirs
    if not (0 <= src <= BAR) or mine[src] == 0:
        return StepRefusal("no_checker", src, dst, point=src)
    if mine[BAR] and src != BAR:
        return StepRefusal("enter_first", src, dst)
    if dst != OFF and dst >= src:
        return StepRefusal("wrong_way", src, dst)
    left = sorted(set(turn.dice_left()), reverse=True)
    distance = src - dst
    if dst == OFF:
        farthest = max((p for p in range(1, BAR + 1) if mine[p]), default=0)
        if farthest > 6:
            return StepRefusal("not_all_home", src, dst, die=distance if distance in left else None)
        if distance not in left:
            bigger = [d for d in left if d > distance]
            if not bigger:
                return StepRefusal("no_die", src, dst)
            if src != farthest:
                return StepRefusal("higher_checker", src, dst, die=min(bigger))
        return _whole_turn(turn, src, dst)
    if distance in left:
        if theirs[BAR - dst] >= 2:
            return StepRefusal("blocked", src, dst, die=distance, point=dst)
        return _whole_turn(turn, src, dst)
    # A move of several dice: each way of adding up to the distance.
    dice = turn.dice_left()
    if theirs[BAR - dst] >= 2 and (distance == sum(dice[:2]) or (len(set(dice)) == 1 and distance % dice[0] == 0
                                                               and distance // dice[0] <= len(dice))):
        return StepRefusal("blocked", src, dst, die=dice[0], point=dst)
    if len(set(dice)) == 1:
        d = dice[0]
        if distance % d or distance // d > len(dice):
            return StepRefusal("no_die", src, dst)
        for k in range(1, distance // d):
            stop = src - k * d
            if theirs[BAR - stop] >= 2:
                return StepRefusal("blocked", src, dst, die=d, point=stop)
        return _whole_turn(turn, src, dst)
    if len(dice) == 2 and sum(dice) == distance:
        a, b = dice
        stops = (src - a, src - b)
        blocked = [s for s in stops if theirs[BAR - s] >= 2]
        if len(blocked) == 2:
            # Neither order gets there: name the first point it would touch.
            return StepRefusal("blocked", src, dst, die=max(a, b), point=src - max(a, b))
        return _whole_turn(turn, src, dst)
    return StepRefusal("no_die", src, dst)


def _whole_turn(turn: TurnBuilder, src: int, dst: int) -> StepRefusal:
    """A step the dice allow that the whole-turn rules forbid: the house rule
    against hit-and-stack (docs/rules.md, house rules) when the plain rules allow it,
    else the rule to play as much of the roll as can be played (§4.3)."""
    rules = turn.rules
    if rules.no_hit_and_stack_in_home:
        plain = TurnBuilder(turn.start, turn.roll, dataclasses.replace(rules, no_hit_and_stack_in_home=False))
        try:
            for step in turn.steps:
                plain.step(*step)
        except IllegalMoveError:
            pass
        else:
            if dst in plain.destinations(src):
                return StepRefusal("hit_and_stack", src, dst)
    return StepRefusal("whole_turn", src, dst)


__all__ = ["REASONS", "StepRefusal", "why_not"]
