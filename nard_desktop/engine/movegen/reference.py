"""The reference generator of legal plays: the whole-turn rule as a plain search.

docs/rules.md §3–6.  The whole-turn rule (§4) is applied over complete sequences
of steps: only sequences that use the greatest possible number of dice are
legal, and when only one die of a non-double can be played, the larger must
be played if it can be.  Plays are deduplicated by their resulting position.

:class:`_Generator` is a depth-first search over step sequences written to
be read, not to be fast: it is the definition the rest is checked against.
It serves the hit-and-stack house option (§6) in :func:`legal_plays`, the
turn builder's question "can the rest of the roll still be played?"
(:func:`can_play`), and the tests: ``tests/engine`` compares the fast path
(:mod:`.fastpath`) with it on many random positions and all 21 rolls, and
both with GNU Backgammon's generator (``test_gnubg_differential.py``).
"""

from __future__ import annotations

from typing import Sequence

from ..position import BAR, OFF, Position
from ..rules import RuleSet
from .house import DEFAULT_RULES, hitters_marked
from .play import Play, apply_counts, check_dice, new_play, undo_counts


def steps_for_die(m: list[int], t: list[int], d: int, maxsrc: int = 25) -> list[tuple[int, int, bool]]:
    """Every single step with die ``d`` in the raw state (no whole-turn rule)."""
    if m[BAR]:
        dst = 25 - d
        if t[d] < 2:
            return [(BAR, dst, t[d] == 1)]
        return []
    far = 24
    while far and not m[far]:
        far -= 1
    out = []
    src = far if far < maxsrc else maxsrc
    while src > 0:
        if m[src]:
            dst = src - d
            if dst > 0:
                n = t[25 - dst]
                if n < 2:
                    out.append((src, dst, n == 1))
            elif far <= 6 and (dst == 0 or src == far):
                out.append((src, OFF, False))
        src -= 1
    return out


def _mark_options(marks: tuple[int, ...], m: list[int], src: int, dst: int, hit: bool) -> list[tuple[int, ...]]:
    """§6 option ``no_hit_and_stack_in_home``: a checker that hit in the home
    board may not go on, this turn, onto a point holding own checkers.

    ``marks`` lists (sorted, with repeats) the points where such hitters
    stand; ``m`` is my side before the step.  Checkers look alike, so a step
    from a point holding hitters and other checkers may be either kind: the
    result lists the marks after every allowed reading of the step (none
    when the step is forbidden).
    """
    hitters = marks.count(src)
    out = []
    if m[src] > hitters:  # a checker that has not hit this turn
        out.append(tuple(sorted(marks + (dst,))) if hit and dst <= 6 else marks)
    if hitters and (dst == OFF or not m[dst]):  # a hitter, onto an empty point, a blot or off
        rest = list(marks)
        rest.remove(src)
        if dst != OFF:
            rest.append(dst)
        moved = tuple(sorted(rest))
        if moved not in out:
            out.append(moved)
    return out


_NO_MARKS = [()]


class _Generator:
    """Depth-first search over step sequences, keeping the longest ones.

    The general generator: it handles the hit-and-stack option and serves as
    the reference the fast path is tested against.
    """

    __slots__ = ("m", "t", "best", "leaves", "seq", "marks_rule")

    def __init__(self, m: list[int], t: list[int], marks_rule: bool) -> None:
        self.m = m
        self.t = t
        self.best = 0
        self.leaves: dict = {}
        self.seq: list[tuple[int, int, bool, int]] = []
        self.marks_rule = marks_rule

    def leaf(self) -> None:
        n = len(self.seq)
        if n < self.best:
            return
        if n > self.best:
            self.best = n
            self.leaves = {}
        key = (tuple(self.m), tuple(self.t))
        if key not in self.leaves:
            self.leaves[key] = tuple(self.seq)

    def run_double(self, d: int, left: int, maxsrc: int, marks: tuple[int, ...]) -> None:
        m, t = self.m, self.t
        # Sources in non-increasing order generate each multiset of steps once
        # (see _double_simple); the hit-and-stack option needs every order.
        steps = steps_for_die(m, t, d, 25 if self.marks_rule else maxsrc)
        moved = False
        for src, dst, hit in steps:
            for nmarks in _mark_options(marks, m, src, dst, hit) if self.marks_rule else _NO_MARKS:
                moved = True
                apply_counts(m, t, src, dst, hit)
                self.seq.append((src, dst, hit, d))
                if left > 1:
                    self.run_double(d, left - 1, src, nmarks)
                else:
                    self.leaf()
                self.seq.pop()
                undo_counts(m, t, src, dst, hit)
        if not moved:
            self.leaf()

    def run_pair(self, dice: tuple[int, ...], marks: tuple[int, ...]) -> None:
        m, t = self.m, self.t
        moved = False
        for i, d in enumerate(dice):
            rest = dice[:i] + dice[i + 1:]
            for src, dst, hit in steps_for_die(m, t, d):
                for nmarks in _mark_options(marks, m, src, dst, hit) if self.marks_rule else _NO_MARKS:
                    moved = True
                    apply_counts(m, t, src, dst, hit)
                    self.seq.append((src, dst, hit, d))
                    if rest:
                        self.run_pair(rest, nmarks)
                    else:
                        self.leaf()
                    self.seq.pop()
                    undo_counts(m, t, src, dst, hit)
        if not moved:
            self.leaf()


def reference_search(pos: Position, dice: Sequence[int], rules: RuleSet | None) -> tuple[int, dict]:
    """The general generator: ``(dice used, {result key: steps})``."""
    a, b = check_dice(dice)
    gen = _Generator(list(pos.mine), list(pos.theirs), hitters_marked(rules or DEFAULT_RULES))
    if a == b:
        gen.run_double(a, 4, 25, ())
    else:
        gen.run_pair((max(a, b), min(a, b)), ())
    leaves = gen.leaves
    if a != b and gen.best == 1:
        # §4.3: only one die can be played: the larger, if it can be.
        big = max(a, b)
        if any(v[0][3] == big for v in leaves.values()):
            leaves = {k: v for k, v in leaves.items() if v[0][3] == big}
    return gen.best, leaves


def make_play(key, seq) -> Play:
    return new_play(
        tuple((s[0], s[1]) for s in seq),
        Position._trusted(key[0], key[1]),
        tuple(s[2] for s in seq),
        tuple(s[3] for s in seq),
    )


def next_mark_states(states: tuple, m: list[int], src: int, dst: int, hit: bool) -> tuple:
    """The readings of the hit-and-stack marks after a step, from every
    reading before it; empty when the step is forbidden under all of them."""
    out: list = []
    for marks in states:
        for new in _mark_options(marks, m, src, dst, hit):
            if new not in out:
                out.append(new)
    return tuple(out)


def can_play(m: list[int], t: list[int], dice: list[int], need: int, marks: tuple[int, ...],
              marks_rule: bool) -> bool:
    """True if ``need`` more steps can be played with ``dice`` from this state."""
    if need <= 0:
        return True
    for i, d in enumerate(dice):
        if i and d == dice[i - 1]:
            continue
        rest = dice[:i] + dice[i + 1:]
        for src, dst, hit in steps_for_die(m, t, d):
            for nmarks in _mark_options(marks, m, src, dst, hit) if marks_rule else _NO_MARKS:
                apply_counts(m, t, src, dst, hit)
                ok = can_play(m, t, rest, need - 1, nmarks, marks_rule)
                undo_counts(m, t, src, dst, hit)
                if ok:
                    return True
    return False
