"""Facts of a position after a play, the words a teacher explains plays with.

Each fact is a plain count read off the board, seen from the side that has
just moved (the *mover*); :func:`board_facts` computes them all at once from
the position before the play and the position after it (both from the
mover's view, as :attr:`Play.result <nard_desktop.engine.movegen.Play>`
gives it).  The definitions are the ones in ``docs/analysis.md`` ("The facts");
the rule-book terms are ``docs/rules.md``'s.

* ``shots``: of the opponent's 36 throws (a non-double counts twice), the
  number on which the opponent, now on roll, has a legal play that hits at
  least one of the mover's checkers.  Legal plays are the engine's own
  (:func:`~nard_desktop.engine.movegen.legal_plays`): entering from the bar,
  blocked points and the whole-turn rule (docs/rules.md §4) all apply.
* ``blots``: the mover's points with exactly one checker (1–24).
* ``home_points``: the mover's points 1–6 with two checkers or more.
* ``prime``: the longest run of consecutive points (1–24) the mover holds
  with two checkers or more.
* ``pips``: the mover's pip count (a checker on the bar counts 25).
* ``anchors``: the mover's points in the opponent's home board (19–24 in the
  mover's numbering) held with two checkers or more.
* ``back``: the mover's checkers on the bar or in the opponent's home board.
* ``hits``: how many of the opponent's checkers the play sent to the bar.
* ``stacked``: the mover's checkers beyond the third on a point, summed over
  the points (five on one point count 2).
* ``off``: the mover's checkers borne off.
* ``contact``: whether either side still has to pass the other (False: a
  race).

The chances after a play (winning, gammons) are not board facts: they come
from the analysis' own evaluation (``nard_desktop.ai.explain``).

>>> from nard_desktop.engine import Position
>>> f = board_facts(Position.initial(), Position.initial())
>>> (f.shots, f.blots, f.home_points, f.prime, f.pips, f.anchors, f.back)
(0, 0, 1, 1, 167, 1, 2)
"""

from __future__ import annotations

from dataclasses import dataclass

from .dice import ROLL_COUNTS, ROLLS
from .movegen import legal_plays
from .position import BAR, OFF, Position
from .rules import RuleSet

__all__ = ["BoardFacts", "board_facts", "shots", "blots", "home_points", "prime", "points_held", "stacked"]


@dataclass(frozen=True)
class BoardFacts:
    """The board facts after a play (see the module notes for each one)."""

    shots: int
    blots: int
    home_points: int
    prime: int
    pips: int
    anchors: int
    back: int
    hits: int
    stacked: int
    off: int
    contact: bool


def points_held(position: Position) -> tuple[int, ...]:
    """The mover's points (1–24) with two checkers or more, in order."""
    mine = position.mine
    return tuple(p for p in range(1, 25) if mine[p] >= 2)


def blots(position: Position) -> int:
    """The mover's points (1–24) with exactly one checker."""
    mine = position.mine
    return sum(1 for p in range(1, 25) if mine[p] == 1)


def home_points(position: Position) -> int:
    """The mover's points 1–6 with two checkers or more."""
    mine = position.mine
    return sum(1 for p in range(1, 7) if mine[p] >= 2)


def prime(position: Position) -> int:
    """The mover's longest run of consecutive points held with two or more.

    >>> prime(Position.from_points({4: 2, 5: 2, 6: 2, 8: 2, 13: 7}, {6: 15}))
    3
    """
    best = run = 0
    mine = position.mine
    for p in range(1, 25):
        run = run + 1 if mine[p] >= 2 else 0
        best = max(best, run)
    return best


def stacked(position: Position) -> int:
    """The mover's checkers beyond the third on a point, over all points."""
    mine = position.mine
    return sum(max(0, mine[p] - 3) for p in range(1, 25))


def shots(position: Position, rules: RuleSet | None = None) -> int:
    """Of the opponent's 36 throws, those on which the opponent, on roll in
    ``position`` (the mover's view), can hit one of the mover's checkers in a
    legal play (see the module notes).

    >>> shots(Position.from_points({6: 14, 18: 1}, {13: 2, 6: 13}))  # a blot six pips in front of two checkers
    17
    """
    mine = position.mine
    if not any(mine[p] == 1 for p in range(1, 25)):
        return 0
    theirs = position.theirs
    # The opponent's checker on their point q stands on the mover's point
    # 25 - q and moves up the mover's numbering: it can reach a blot on p
    # only when p > 25 - q.  No blot ahead of the opponent's rearmost
    # checker (the bar is 25): no shot, without generating any play.
    rearmost = max((q for q in range(1, BAR + 1) if theirs[q]), default=0)
    if not any(mine[p] == 1 and p + rearmost > 25 for p in range(1, 25)):
        return 0
    them = position.swapped()
    bar_before = them.theirs[BAR]
    count = 0
    for roll, weight in zip(ROLLS, ROLL_COUNTS):
        for play in legal_plays(them, roll, rules):
            if play.result.theirs[BAR] > bar_before:
                count += weight
                break
    return count


def board_facts(before: Position, after: Position, rules: RuleSet | None = None) -> BoardFacts:
    """Every board fact of ``after`` (the position a play made from
    ``before``, both from the mover's view)."""
    mine = after.mine
    return BoardFacts(
        shots=shots(after, rules),
        blots=blots(after),
        home_points=home_points(after),
        prime=prime(after),
        pips=after.pips()[0],
        anchors=sum(1 for p in range(19, 25) if mine[p] >= 2),
        back=mine[BAR] + sum(mine[19:25]),
        hits=max(0, after.theirs[BAR] - before.theirs[BAR]),
        stacked=stacked(after),
        off=mine[OFF],
        contact=after.is_contact(),
    )
