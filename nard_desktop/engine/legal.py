"""Legal plays for a roll (RULES.md §3–6): the entry point.

Under the default rules the fast path answers (:mod:`.fastpath`); with the
hit-and-stack house option the reference search does (:mod:`.reference`).
"""

from __future__ import annotations

from typing import Sequence

from .errors import IllegalMoveError
from .fastpath import _fast_generate
from .play import Play, _check_dice
from .position import CHECKERS, Position
from .reference import _generate, _make_play
from .rules import RuleSet


def legal_plays(position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> list[Play]:
    """Every legal play of ``dice`` in ``position``, one per resulting position.

    When nothing can be played the list holds one empty play whose result is
    the position itself (the turn passes, RULES.md §4.5).

    >>> plays = legal_plays(Position.initial(), (6, 5))
    >>> sorted(p.moves for p in plays)[0]
    ((8, 2), (8, 3))
    """
    if position.mine[0] == CHECKERS or position.theirs[0] == CHECKERS:  # position.is_game_over(), inline
        raise IllegalMoveError("the game is over: nothing can be played", code="game_over")
    if rules is not None and rules.no_hit_and_stack_in_home:
        best, leaves = _generate(position, dice, rules)
        return [_make_play(k, v) for k, v in leaves.items()]
    # The dice checked as _check_dice does, inline: this runs for every roll the AI looks at.
    try:
        a, b = dice
    except (TypeError, ValueError):
        a = None
    if type(a) is not int or type(b) is not int or not (0 < a < 7 and 0 < b < 7):
        a, b = _check_dice(dice)  # raises the error
    return _fast_generate(position, a, b)[1]


def max_dice_playable(position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> int:
    """How many dice of the roll a legal play uses (0–4)."""
    if rules is not None and rules.no_hit_and_stack_in_home:
        return _generate(position, dice, rules)[0]
    a, b = _check_dice(dice)
    return _fast_generate(position, a, b)[0]
