"""A play, a single step, and the small board primitives every generator shares.

Points are in the mover's numbering: 1–24, ``25`` is the bar, ``0`` is off.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ..errors import IllegalMoveError
from ..position import BAR, OFF, Position, PositionSlots

Step = tuple[int, int]
"""One checker's move with one die: ``(from_point, to_point)``."""


class _PlaySlots:
    """The slots of :class:`Play` without its frozenness: the generators fill
    one of these and then make it a Play (see ``PlayTwin`` below)."""

    __slots__ = ("moves", "result", "hits", "dice")

    # Annotations only (no values), so the slots stay the class's attributes.
    # ``result`` is a PositionTwin whose class becomes Position (Play narrows it).
    moves: tuple[Step, ...]
    result: PositionSlots
    hits: tuple[bool, ...]
    dice: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Play(_PlaySlots):
    """One legal way to play a whole roll.

    ``moves`` are ``(from_point, to_point)`` steps in playing order (the
    mover's numbering; 25 = bar, 0 = off), ``hits`` says which steps hit a
    blot, ``dice`` which die each step used.  ``result`` is the position after
    the play, still seen by the player who moved.
    """

    moves: tuple[Step, ...]
    result: Position
    hits: tuple[bool, ...] = field(default=(), compare=False)
    dice: tuple[int, ...] = field(default=(), compare=False)

    def __len__(self) -> int:
        return len(self.moves)


def check_dice(dice: Sequence[int]) -> tuple[int, int]:
    try:
        a, b = dice
    except (TypeError, ValueError):
        raise IllegalMoveError(f"a roll is two dice, not {dice!r}", code="bad_dice") from None
    if type(a) is not int or type(b) is not int or not (1 <= a <= 6 and 1 <= b <= 6):
        raise IllegalMoveError(f"dice show 1–6, not {dice!r}", code="bad_dice")
    return a, b


def dice_list(a: int, b: int) -> list[int]:
    return [a] * 4 if a == b else [max(a, b), min(a, b)]


def apply_counts(m: list[int], t: list[int], src: int, dst: int, hit: bool) -> None:
    m[src] -= 1
    m[dst] += 1
    if hit:
        t[25 - dst] = 0
        t[BAR] += 1


def undo_counts(m: list[int], t: list[int], src: int, dst: int, hit: bool) -> None:
    m[src] += 1
    m[dst] -= 1
    if hit:
        t[25 - dst] = 1
        t[BAR] -= 1


def apply_step(position: Position, step: Step) -> Position:
    """Move one checker from ``step[0]`` to ``step[1]`` without any rule check
    but the board's own (used by notation and the turn builder)."""
    src, dst = step
    m, t = list(position.mine), list(position.theirs)
    if not (0 <= dst < src <= 25) or m[src] == 0:
        raise IllegalMoveError(f"no checker can go from {src} to {dst}", code="bad_step", step=step)
    hit = dst != OFF and t[25 - dst] == 1
    if dst != OFF and t[25 - dst] >= 2:
        raise IllegalMoveError(f"point {dst} is closed", code="closed_point", step=step)
    apply_counts(m, t, src, dst, hit)
    return Position._trusted(tuple(m), tuple(t))


# Tens of plays per roll, and the cost of a play is mostly the making of its
# two objects.  A frozen class refuses ordinary attribute stores, and setting
# its slots through their descriptors one call at a time is slow.  So the
# generators fill a plain twin of the class, whose stores are the
# interpreter's fastest, and then give the object its real class; the object
# is then a Play (or a Position) like any other.  The twin is the public
# class's own base, which holds the slots (the public class adds none, only
# its frozenness): the interpreter then sees at once that the two layouts
# are the same, and the class assignment costs about a quarter less than
# from an unrelated class with equal slots, which it has to compare name by
# name (measured: about 490 machine instructions instead of 650, twice per
# play).  ``_check_twins`` below checks that the classes still fit.
#
# The plays are made here one at a time by :func:`new_play` and
# :func:`play_here`, and the plays that end in each of a list of last steps
# by :func:`add_last_steps`.  The generators' innermost loops, where most
# plays are found (:mod:`.fastpath`: four-step doubles, doubles after
# entering, two dice; :mod:`.fasthome`: the bear-off), make them inline with
# the twins, as :func:`add_last_steps` does, since a call per group of plays
# costs as much as the plays of a small group; no other module touches the
# twins.
#
# Around each play's count tuple, those loops read the two counts of the
# last step once and store them back as read (``c = m[s]; m[s] = c - 1``
# ... ``m[s] = c``) instead of ``m[s] -= 1`` ... ``m[s] += 1``: two loads and
# two additions fewer per play, and the deeper levels of a search restore
# what they change before a level restores its own.
PlayTwin = _PlaySlots
PositionTwin = PositionSlots


def new_play(moves: tuple, result: Position, hits: tuple, dice: tuple) -> Play:
    p = PlayTwin()
    p.moves = moves
    p.result = result
    p.hits = hits
    p.dice = dice
    p.__class__ = Play
    return p  # type: ignore[return-value]  # its __class__ is now Play


def new_position(mine: tuple, theirs: tuple) -> Position:
    """A position from trusted counts, its hash left for later (as ``Position._trusted``)."""
    r = PositionTwin()
    r.mine = mine
    r.theirs = theirs
    r.__class__ = Position
    return r  # type: ignore[return-value]  # its __class__ is now Position


def play_here(mine: tuple, theirs0: tuple, t: list[int], moves: tuple, hits: tuple, dice: tuple) -> Play:
    """The play of ``moves`` ending in my side ``mine``, the opponent's side
    being ``t`` (every hit applied); ``theirs0`` is the opponent's side before
    the play, kept when nothing was hit."""
    r = PositionTwin()
    r.mine = mine
    r.theirs = tuple(t) if True in hits else theirs0
    r.__class__ = Position
    p = PlayTwin()
    p.moves = moves
    p.result = r
    p.hits = hits
    p.dice = dice
    p.__class__ = Play
    return p  # type: ignore[return-value]  # its __class__ is now Play


def add_last_steps(out: list, m: list[int], t: list[int], theirs: tuple, finals, moves: tuple, hits: tuple,
                    dice: tuple) -> None:
    """Append to ``out`` the play ``moves`` + (step,) for each step of
    ``finals``, in their order.

    ``m`` and ``t`` hold the board after ``moves`` (their hits included) and
    are left as they were; ``theirs`` is ``tuple(t)``, shared by every play
    whose last step hits nothing.  A last step hits when it lands on a single
    opposing checker (never when it bears off).  Each step must be possible:
    the callers have checked the rules, and filtered out the results they
    have already found.
    """
    append = out.append
    miss = hits + (False,)
    for st in finals:
        s, e = st
        c = m[s]  # read once, stored back as read (see the note above)
        ce = m[e]
        m[s] = c - 1
        m[e] = ce + 1
        r = PositionTwin()
        r.mine = tuple(m)
        m[s] = c
        m[e] = ce
        p = PlayTwin()
        if e and t[25 - e] == 1:
            t[25 - e] = 0
            t[BAR] += 1
            r.theirs = tuple(t)
            t[25 - e] = 1
            t[BAR] -= 1
            p.hits = hits + (True,)
        else:
            r.theirs = theirs
            p.hits = miss
        r.__class__ = Position
        p.moves = moves + (st,)
        p.result = r
        p.dice = dice
        p.__class__ = Play
        append(p)


def _check_twins() -> None:
    for twin, cls in ((PlayTwin, Play), (PositionTwin, Position)):
        if cls.__bases__ != (twin,) or cls.__slots__ or cls.__basicsize__ != twin.__basicsize__:
            raise AssertionError(f"{cls.__name__} must add no slot to its twin {twin.__name__}")
    probe = new_play((), new_position((0,) * 26, (0,) * 26), (), ())
    if type(probe) is not Play or type(probe.result) is not Position or probe.result != Position._trusted(
            (0,) * 26, (0,) * 26):
        raise AssertionError("the fast construction of plays no longer matches Play or Position")


_check_twins()


# One shared tuple per step, so recording a play allocates no step pairs.
STEP = tuple(tuple((s, d) for d in range(26)) for s in range(26))


# ------------------------------------------ shared by the fast path
# The single steps of a die, and the plays of the rarer cases, for both
# parts of the fast path (.fastpath: two dice; .fastdouble: doubles).
def fast_steps(m: list[int], opn: list[bool], d: int, maxsrc: int, home: bool) -> list[tuple[int, int]]:
    """Single steps with die ``d`` from sources ``<= maxsrc`` (no whole-turn rule).

    ``opn[p]`` says whether my point ``p`` is open; it cannot change during a
    turn (a hit blot leaves an empty point, and no opposing checker arrives).
    ``home`` is True when every checker is in the home board.
    """
    if m[BAR]:
        return [STEP[BAR][BAR - d]] if opn[BAR - d] else []
    row = STEP
    # With every checker home, nothing stands above the 6-point.
    top = 6 if home else 24
    out = [row[s][s - d] for s in range(maxsrc if maxsrc < top else top, d, -1) if m[s] and opn[s - d]]
    if home and d <= 6:
        if m[d]:
            if d <= maxsrc:
                out.append(row[d][OFF])
        else:
            # A larger die bears off from the highest point, if nothing stands higher (§6).
            h = 6
            while h and not m[h]:
                h -= 1
            if 0 < h < d and h <= maxsrc:
                out.append(row[h][OFF])
    return out


def leaf_play(pos: Position, mine: tuple, t: list[int], hit: bool, moves: tuple, hits: tuple,
               dice: tuple) -> Play:
    """A play ending in ``mine``; ``t`` holds the opponent's counts before the
    last step, which hit when ``hit`` is set."""
    if not hit:
        return play_here(mine, pos.theirs, t, moves, hits, dice)
    dst = moves[-1][1]
    t[25 - dst] = 0
    t[BAR] += 1
    play = play_here(mine, pos.theirs, t, moves, hits, dice)
    t[25 - dst] = 1
    t[BAR] -= 1
    return play


def empty_play(pos: Position) -> Play:
    """Nothing can be played: the turn passes (docs/rules.md §4.5)."""
    return new_play((), new_position(pos.mine, pos.theirs), (), ())
