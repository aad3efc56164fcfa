"""Legal plays for a roll (docs/rules.md §3–6): the entry point.

Under the standard rules the fast path answers (:mod:`.fastpath`); with a
house option that changes the legal plays (:mod:`.house`) the reference
search does (:mod:`.reference`).
"""

from __future__ import annotations

from typing import Sequence

from ..errors import IllegalMoveError
from ..position import CHECKERS, Position
from ..rules import RuleSet
from .fastpath import fast_generate
from .house import standard_plays
from .play import Play, check_dice
from .reference import make_play, reference_search


def legal_plays(position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> list[Play]:
    """Every legal play of ``dice`` in ``position``, one per resulting position.

    When nothing can be played the list holds one empty play whose result is
    the position itself (the turn passes, docs/rules.md §4.5).

    >>> plays = legal_plays(Position.initial(), (6, 5))
    >>> sorted(p.moves for p in plays)[0]
    ((8, 2), (8, 3))
    """
    if position.mine[0] == CHECKERS or position.theirs[0] == CHECKERS:  # position.is_game_over(), inline
        raise IllegalMoveError("the game is over: nothing can be played", code="game_over")
    # house.standard_plays(rules), inline (a call fewer for every roll the AI
    # looks at); tests/engine/test_movegen_boundary.py checks that the two agree.
    if rules is not None and rules.no_hit_and_stack_in_home:
        best, leaves = reference_search(position, dice, rules)
        return [make_play(k, v) for k, v in leaves.items()]
    # The dice checked as check_dice does, inline: this runs for every roll the AI looks at.
    try:
        a, b = dice
    except (TypeError, ValueError):
        a = None
    if type(a) is not int or type(b) is not int or not (0 < a < 7 and 0 < b < 7):
        a, b = check_dice(dice)  # raises the error
    return fast_generate(position, a, b)[1]


def max_dice_playable(position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> int:
    """How many dice of the roll a legal play uses (0–4)."""
    if not standard_plays(rules):
        return reference_search(position, dice, rules)[0]
    a, b = check_dice(dice)
    return fast_generate(position, a, b)[0]
