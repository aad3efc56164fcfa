"""Legal plays for a roll (RULES.md §3–6) and the step-by-step view of a turn.

Points are in the mover's numbering: 1–24, ``25`` is the bar, ``0`` is off.

The whole-turn rule (§4) is applied over complete sequences of steps: only
sequences that use the greatest possible number of dice are legal, and when
only one die of a non-double can be played, the larger must be played if it
can be.  Plays are deduplicated by their resulting position.

Two generators follow these rules: :class:`_Generator`, a plain depth-first
search that also handles the hit-and-stack house option, and the fast path
(``_fast_generate``) that :func:`legal_plays` uses under the default rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from .errors import IllegalMoveError
from .position import BAR, OFF, Position, _set_mine, _set_theirs
from .rules import RuleSet

Step = tuple[int, int]
_DEFAULT_RULES = RuleSet()


@dataclass(frozen=True, slots=True)
class Play:
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


def _check_dice(dice: Sequence[int]) -> tuple[int, int]:
    try:
        a, b = dice
    except (TypeError, ValueError):
        raise IllegalMoveError(f"a roll is two dice, not {dice!r}", code="bad_dice") from None
    if type(a) is not int or type(b) is not int or not (1 <= a <= 6 and 1 <= b <= 6):
        raise IllegalMoveError(f"dice show 1–6, not {dice!r}", code="bad_dice")
    return a, b


def _dice_list(a: int, b: int) -> list[int]:
    return [a] * 4 if a == b else [max(a, b), min(a, b)]


def _steps_for_die(m: list[int], t: list[int], d: int, maxsrc: int = 25) -> list[tuple[int, int, bool]]:
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


def _apply(m: list[int], t: list[int], src: int, dst: int, hit: bool) -> None:
    m[src] -= 1
    m[dst] += 1
    if hit:
        t[25 - dst] = 0
        t[BAR] += 1


def _undo(m: list[int], t: list[int], src: int, dst: int, hit: bool) -> None:
    m[src] += 1
    m[dst] -= 1
    if hit:
        t[25 - dst] = 1
        t[BAR] -= 1


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
        steps = _steps_for_die(m, t, d, 25 if self.marks_rule else maxsrc)
        moved = False
        for src, dst, hit in steps:
            for nmarks in _mark_options(marks, m, src, dst, hit) if self.marks_rule else _NO_MARKS:
                moved = True
                _apply(m, t, src, dst, hit)
                self.seq.append((src, dst, hit, d))
                if left > 1:
                    self.run_double(d, left - 1, src, nmarks)
                else:
                    self.leaf()
                self.seq.pop()
                _undo(m, t, src, dst, hit)
        if not moved:
            self.leaf()

    def run_pair(self, dice: tuple[int, ...], marks: tuple[int, ...]) -> None:
        m, t = self.m, self.t
        moved = False
        for i, d in enumerate(dice):
            rest = dice[:i] + dice[i + 1:]
            for src, dst, hit in _steps_for_die(m, t, d):
                for nmarks in _mark_options(marks, m, src, dst, hit) if self.marks_rule else _NO_MARKS:
                    moved = True
                    _apply(m, t, src, dst, hit)
                    self.seq.append((src, dst, hit, d))
                    if rest:
                        self.run_pair(rest, nmarks)
                    else:
                        self.leaf()
                    self.seq.pop()
                    _undo(m, t, src, dst, hit)
        if not moved:
            self.leaf()


def _generate(pos: Position, dice: Sequence[int], rules: RuleSet | None) -> tuple[int, dict]:
    """The general generator: ``(dice used, {result key: steps})``."""
    a, b = _check_dice(dice)
    rules = rules or _DEFAULT_RULES
    gen = _Generator(list(pos.mine), list(pos.theirs), rules.no_hit_and_stack_in_home)
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


def _make_play(key, seq) -> Play:
    return _new_play(
        tuple((s[0], s[1]) for s in seq),
        Position._trusted(key[0], key[1]),
        tuple(s[2] for s in seq),
        tuple(s[3] for s in seq),
    )


# ------------------------------------------------------------------ fast path
# legal_plays under the default rules runs the specialised loops below: the
# computer player asks for every roll of every position it looks at.  They
# follow the same rules as _Generator (the reference, which also serves the
# hit-and-stack option); tests compare the two, and both against GNU
# Backgammon.  Each play is recorded once, with its result, as it is found.

_object_new = object.__new__
_set_play_moves = Play.__dict__["moves"].__set__
_set_play_result = Play.__dict__["result"].__set__
_set_play_hits = Play.__dict__["hits"].__set__
_set_play_dice = Play.__dict__["dice"].__set__
_PLAY_SETTERS = (_set_play_moves, _set_play_result, _set_play_hits, _set_play_dice)


def _new_play(moves: tuple, result: Position, hits: tuple, dice: tuple) -> Play:
    # Tens of plays per roll: setting the slots directly skips the frozen
    # dataclass __init__ and its guarded setattr per field.
    p = _object_new(Play)
    _set_play_moves(p, moves)
    _set_play_result(p, result)
    _set_play_hits(p, hits)
    _set_play_dice(p, dice)
    return p


# One shared tuple per step, so recording a play allocates no step pairs.
_STEP = tuple(tuple((s, d) for d in range(26)) for s in range(26))


def _fast_steps(m: list[int], opn: list[bool], d: int, maxsrc: int, home: bool) -> list[tuple[int, int]]:
    """Single steps with die ``d`` from sources ``<= maxsrc`` (no whole-turn rule).

    ``opn[p]`` says whether my point ``p`` is open; it cannot change during a
    turn (a hit blot leaves an empty point, and no opposing checker arrives).
    ``home`` is True when every checker is in the home board.
    """
    if m[BAR]:
        return [_STEP[BAR][BAR - d]] if opn[BAR - d] else []
    row = _STEP
    out = [row[s][s - d] for s in range(maxsrc if maxsrc < 24 else 24, d, -1) if m[s] and opn[s - d]]
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


def _fast_generate(pos: Position, a: int, b: int) -> tuple[int, list[Play]]:
    """Maximal plays without the hit-and-stack option: ``(dice used, plays)``,
    one play per result.

    This is the fast path of :func:`legal_plays`; the tests check it against
    the general :class:`_Generator` and against GNU Backgammon.  Inside, the
    plays are keyed by my counts, with a bit mask of the points where blots
    were hit when there were hits: that pins the result down.
    """
    m = list(pos.mine)
    t = list(pos.theirs)
    # Whether my point p is open cannot change during a turn: a hit blot
    # leaves an empty point, and no opposing checker arrives.
    opn = [n < 2 for n in pos.theirs[::-1]]  # opn[p] for my point p is their point 25 - p
    out0 = sum(m[7:])
    if a == b:
        if m[BAR]:
            return _double_from_bar(pos, m, t, opn, a, out0)
        if out0 >= 4:
            return _double_four(pos, m, t, opn, a)
        best, plays = _double_general(pos, m, t, opn, a, out0)
    else:
        if a < b:
            a, b = b, a
        best, plays = _fast_pair(pos, m, t, opn, a, b, out0)
    return best, list(plays.values())


def _leaf_play(pos: Position, mine: tuple, t: list[int], hit: bool, moves: tuple, hits: tuple,
               dice: tuple) -> Play:
    """A play ending in ``mine``; ``t`` holds the opponent's counts before the
    last step, which hit when ``hit`` is set."""
    if hit:
        dst = moves[-1][1]
        t[25 - dst] = 0
        t[BAR] += 1
        theirs = tuple(t)
        t[25 - dst] = 1
        t[BAR] -= 1
    elif True in hits:
        theirs = tuple(t)
    else:
        theirs = pos.theirs
    result = _object_new(Position)
    _set_mine(result, mine)
    _set_theirs(result, theirs)
    return _new_play(moves, result, hits, dice)


_NO_HITS = ((), (False,), (False, False), (False, False, False), (False, False, False, False))


def _fast_pair(pos, m, t, opn, a, b, out0):
    """Two different dice, ``a > b``: ``(dice used, {key: play})``."""
    if out0 < 2 or m[BAR]:
        return _pair_general(pos, m, t, opn, a, b, out0)
    # Away from the bar, and with two or more checkers outside the home board
    # (so no bear-off this turn), two steps interact only when one checker
    # makes both.  So every play is found by the larger die first, except a
    # checker that moves on from a point it reached by the smaller die.
    steps = _fast_steps
    row = _STEP
    new = _object_new
    set_moves, set_result, set_hits, set_dice = _PLAY_SETTERS
    theirs0 = pos.theirs
    no_hits = _NO_HITS[2]
    dice = (a, b)
    plays: dict = {}
    ones: dict = {}
    firsts = steps(m, opn, a, 25, False)
    base = steps(m, opn, b, 25, False)
    for step1 in firsts:
        s1, d1 = step1
        h1 = t[25 - d1] == 1
        m[s1] -= 1
        m[d1] += 1
        follow = base if m[s1] else [x for x in base if x[0] != s1]
        nd = d1 - b
        if m[d1] == 1 and nd > 0 and opn[nd]:
            follow = follow + [row[d1][nd]]
        if follow:
            if h1:
                t[25 - d1] = 0
                t[BAR] += 1
            for step2 in follow:
                s2, d2 = step2
                h2 = t[25 - d2] == 1
                m[s2] -= 1
                m[d2] += 1
                mine = tuple(m)
                if h1 or h2:
                    key = (mine, (h1 << d1) | (h2 << d2))
                    if key not in plays:
                        plays[key] = _leaf_play(pos, mine, t, h2, (step1, step2), (h1, h2), dice)
                elif mine not in plays:
                    result = new(Position)
                    _set_mine(result, mine)
                    _set_theirs(result, theirs0)
                    play = new(Play)
                    set_moves(play, (step1, step2))
                    set_result(play, result)
                    set_hits(play, no_hits)
                    set_dice(play, dice)
                    plays[mine] = play
                m[s2] += 1
                m[d2] -= 1
            if h1:
                t[25 - d1] = 1
                t[BAR] -= 1
        elif not plays:
            mine = tuple(m)
            key = (mine, 1 << d1) if h1 else mine
            if key not in ones:
                ones[key] = _leaf_play(pos, mine, t, h1, (step1,), (h1,), (a,))
        m[s1] += 1
        m[d1] -= 1
    dice = (b, a)
    for step1 in base:
        s1, d1 = step1
        nd = d1 - a
        if m[d1] or nd <= 0 or not opn[nd]:
            continue  # no checker moving on from d1 that the first loop missed
        h1 = t[25 - d1] == 1
        m[s1] -= 1
        m[d1] += 1
        step2 = row[d1][nd]
        h2 = t[25 - nd] == 1
        m[d1] -= 1
        m[nd] += 1
        mine = tuple(m)
        if h1 or h2:
            if h1:
                t[25 - d1] = 0
                t[BAR] += 1
            key = (mine, (h1 << d1) | (h2 << nd))
            if key not in plays:
                plays[key] = _leaf_play(pos, mine, t, h2, (step1, step2), (h1, h2), dice)
            if h1:
                t[25 - d1] = 1
                t[BAR] -= 1
        elif mine not in plays:
            result = new(Position)
            _set_mine(result, mine)
            _set_theirs(result, theirs0)
            plays[mine] = _new_play((step1, step2), result, no_hits, dice)
        m[nd] -= 1
        m[s1] += 1
    if plays:
        return 2, plays
    if ones:
        return 1, ones  # §4.3: the larger die, when only one die can be played
    # Only the smaller die, if anything, can be played.
    for step1 in base:
        s1, d1 = step1
        h1 = t[25 - d1] == 1
        m[s1] -= 1
        m[d1] += 1
        mine = tuple(m)
        key = (mine, 1 << d1) if h1 else mine
        if key not in ones:
            ones[key] = _leaf_play(pos, mine, t, h1, (step1,), (h1,), (b,))
        m[s1] += 1
        m[d1] -= 1
    if ones:
        return 1, ones
    return 0, {tuple(m): _leaf_play(pos, pos.mine, t, False, (), (), ())}


def _pair_general(pos, m, t, opn, a, b, out0):
    """Two different dice from the bar or near the bear-off, where one step
    can open the way for another: both orders of the dice, each pair of
    steps recorded once."""
    steps = _fast_steps
    plays: dict = {}
    seen: set = set()
    ones_a: dict = {}
    ones_b: dict = {}
    best = 0
    home0 = out0 == 0
    simple = not home0 and not m[BAR]
    for first, second, ones in ((a, b, ones_a), (b, a, ones_b)):
        big_first = first == a
        firsts = steps(m, opn, first, 25, home0)
        if not firsts:
            continue
        base = steps(m, opn, second, 25, home0)
        for step1 in firsts:
            s1, d1 = step1
            h1 = d1 != 0 and t[25 - d1] == 1
            m[s1] -= 1
            m[d1] += 1
            if h1:
                t[25 - d1] = 0
                t[BAR] += 1
            if simple and not (s1 > 6 and d1 <= 6 and out0 == 1):
                # Neither the bar nor bearing off is involved: the steps of
                # the other die are those from before, less an emptied
                # point, plus one from the point just reached.
                follow = [x for x in base if m[x[0]]]
                nd = d1 - second
                if m[d1] == 1 and nd > 0 and opn[nd]:
                    follow.append(_STEP[d1][nd])
            else:
                follow = steps(m, opn, second, 25, out0 - (s1 > 6 and d1 <= 6) == 0)
            if follow:
                if best < 2:
                    best = 2
                for step2 in follow:
                    s2, d2 = step2
                    if big_first:
                        seen.add(s1 * 32 + s2)
                    elif s2 * 32 + s1 in seen:
                        continue  # the same two steps, found in the other order
                    h2 = d2 != 0 and t[25 - d2] == 1
                    m[s2] -= 1
                    m[d2] += 1
                    mine = tuple(m)
                    key = (mine, (h1 << d1) | (h2 << d2)) if h1 or h2 else mine
                    if key not in plays:
                        plays[key] = _leaf_play(pos, mine, t, h2, (step1, step2), (h1, h2), (first, second))
                    m[s2] += 1
                    m[d2] -= 1
            elif best < 2:
                mine = tuple(m)
                key = (mine, 1 << d1) if h1 else mine
                if key not in ones:
                    if h1:
                        t[25 - d1] = 1
                        t[BAR] -= 1
                    ones[key] = _leaf_play(pos, mine, t, h1, (step1,), (h1,), (first,))
                    if h1:
                        t[25 - d1] = 0
                        t[BAR] += 1
            if h1:
                t[25 - d1] = 1
                t[BAR] -= 1
            m[s1] += 1
            m[d1] -= 1
    if best == 2:
        return 2, plays
    # §4.3: only one die can be played: the larger, if it can be.
    if ones_a:
        return 1, ones_a
    if ones_b:
        return 1, ones_b
    return 0, {tuple(m): _leaf_play(pos, pos.mine, t, False, (), (), ())}


def _child_steps(found: list, i: int, m: list[int], opn: list[bool], d: int, s: int, dst: int) -> list:
    """The steps of die ``d`` from sources ``<= s`` after ``found[i]`` (from
    ``s`` to ``dst``) was played, away from the bar and the bear-off.

    Only the two points of the step changed: the steps are those found
    before, less ``s`` if it emptied, plus one from ``dst`` if it was empty.
    """
    child = found[i:] if m[s] else found[i + 1:]
    if m[dst] == 1 and dst > d and opn[dst - d]:
        k = 0
        for x in child:
            if x[0] < dst:
                break
            k += 1
        child.insert(k, _STEP[dst][dst - d])
    return child


def _double_simple(pos, m, t, opn, d, need, pre_moves=(), pre_hits=()):
    """Doubles with ``need`` steps left after ``pre_moves`` (entering from the
    bar), away from the bar and with at least ``need`` checkers outside the
    home board, so that nothing is borne off this turn.

    Sources are taken in non-increasing order, which gives each multiset of
    steps once: a step from a lower point never makes a step from a higher
    one possible (own checkers do not block).  Without bear-off, two
    different multisets of steps of one die never give the same position
    (compare them at the highest source where they differ), so no result
    needs to be looked up.
    """
    steps = _fast_steps
    child = _child_steps
    new = _object_new
    theirs0 = pos.theirs
    total = len(pre_moves) + need
    dice = (d,) * total
    no_hits = _NO_HITS[total]
    last = need - 1
    plays: list = []
    partial: list = []  # sequences that stop early: (moves, hits)

    def go(level: int, found: list, moves: tuple, hits: tuple) -> None:
        if level == last:
            if True in hits:
                for st in found:
                    s, e = st
                    h = t[25 - e] == 1
                    m[s] -= 1
                    m[e] += 1
                    plays.append(_leaf_play(pos, tuple(m), t, h, moves + (st,), hits + (h,), dice))
                    m[s] += 1
                    m[e] -= 1
            else:
                for st in found:
                    s, e = st
                    m[s] -= 1
                    m[e] += 1
                    if t[25 - e] == 1:
                        plays.append(_leaf_play(pos, tuple(m), t, True, moves + (st,), hits + (True,), dice))
                    else:
                        result = new(Position)
                        _set_mine(result, tuple(m))
                        _set_theirs(result, theirs0)
                        plays.append(_new_play(moves + (st,), result, no_hits, dice))
                    m[s] += 1
                    m[e] -= 1
            return
        level1 = level + 1
        for i, st in enumerate(found):
            s, e = st
            h = t[25 - e] == 1
            m[s] -= 1
            m[e] += 1
            if h:
                t[25 - e] = 0
                t[BAR] += 1
            nxt = child(found, i, m, opn, d, s, e)
            if nxt:
                go(level1, nxt, moves + (st,), hits + (h,))
            else:
                partial.append((moves + (st,), hits + (h,)))
            if h:
                t[25 - e] = 1
                t[BAR] -= 1
            m[s] += 1
            m[e] -= 1

    found0 = steps(m, opn, d, 25, False)
    if found0:
        go(0, found0, pre_moves, pre_hits)
    else:
        partial.append((pre_moves, pre_hits))
    if plays:
        return total, plays
    # Fewer than four steps: replay the longest sequences.
    n = max(len(x[0]) for x in partial)
    out = {}
    for moves, hits in partial:
        if len(moves) == n:
            play = _replay(pos, moves, hits, dice[:n])
            out[play.result] = play
    return n, list(out.values())


def _double_four(pos, m, t, opn, d):
    """:func:`_double_simple` for all four steps, as plain nested loops: the
    most common case of doubles, and the costliest."""
    child = _child_steps
    new = _object_new
    set_moves, set_result, set_hits, set_dice = _PLAY_SETTERS
    theirs0 = pos.theirs
    no_hits = _NO_HITS[4]
    dice4 = (d, d, d, d)
    plays: list = []
    found0 = _fast_steps(m, opn, d, 25, False)
    for i1, st1 in enumerate(found0):
        s1, e1 = st1
        h1 = t[25 - e1] == 1
        m[s1] -= 1
        m[e1] += 1
        if h1:
            t[25 - e1] = 0
            t[BAR] += 1
        found1 = child(found0, i1, m, opn, d, s1, e1)
        for i2, st2 in enumerate(found1):
            s2, e2 = st2
            h2 = t[25 - e2] == 1
            m[s2] -= 1
            m[e2] += 1
            if h2:
                t[25 - e2] = 0
                t[BAR] += 1
            found2 = child(found1, i2, m, opn, d, s2, e2)
            for i3, st3 in enumerate(found2):
                s3, e3 = st3
                h3 = t[25 - e3] == 1
                m[s3] -= 1
                m[e3] += 1
                if h3:
                    t[25 - e3] = 0
                    t[BAR] += 1
                found3 = child(found2, i3, m, opn, d, s3, e3)
                if h1 or h2 or h3:
                    for st4 in found3:
                        s4, e4 = st4
                        h4 = t[25 - e4] == 1
                        m[s4] -= 1
                        m[e4] += 1
                        plays.append(_leaf_play(pos, tuple(m), t, h4, (st1, st2, st3, st4),
                                                (h1, h2, h3, h4), dice4))
                        m[s4] += 1
                        m[e4] -= 1
                else:
                    for st4 in found3:
                        s4, e4 = st4
                        m[s4] -= 1
                        m[e4] += 1
                        if t[25 - e4] == 1:
                            plays.append(_leaf_play(pos, tuple(m), t, True, (st1, st2, st3, st4),
                                                    (False, False, False, True), dice4))
                        else:
                            result = new(Position)
                            _set_mine(result, tuple(m))
                            _set_theirs(result, theirs0)
                            play = new(Play)
                            set_moves(play, (st1, st2, st3, st4))
                            set_result(play, result)
                            set_hits(play, no_hits)
                            set_dice(play, dice4)
                            plays.append(play)
                        m[s4] += 1
                        m[e4] -= 1
                if h3:
                    t[25 - e3] = 1
                    t[BAR] -= 1
                m[s3] += 1
                m[e3] -= 1
            if h2:
                t[25 - e2] = 1
                t[BAR] -= 1
            m[s2] += 1
            m[e2] -= 1
        if h1:
            t[25 - e1] = 1
            t[BAR] -= 1
        m[s1] += 1
        m[e1] -= 1
    if plays:
        return 4, plays
    # Blocked before the fourth step (rare): the general search.
    return _double_simple(pos, m, t, opn, d, 4)


def _double_from_bar(pos, m, t, opn, d, out0):
    """Doubles with checkers on the bar: they all enter on the same point."""
    entry = BAR - d
    if not opn[entry]:
        return 0, [_leaf_play(pos, pos.mine, t, False, (), (), ())]
    k = min(m[BAR], 4)
    hit = t[d] == 1
    step = _STEP[BAR][entry]
    pre_moves = (step,) * k
    pre_hits = (hit,) + (False,) * (k - 1)
    need = 4 - k
    if need and out0 >= need:
        # Entering leaves every checker outside still outside.
        m[BAR] -= k
        m[entry] += k
        if hit:
            t[d] = 0
            t[BAR] += 1
        return _double_simple(pos, m, t, opn, d, need, pre_moves, pre_hits)
    if not need:
        return k, [_replay(pos, pre_moves, pre_hits, (d,) * k)]
    best, plays = _double_general(pos, m, t, opn, d, out0)
    return best, list(plays.values())


def _replay(pos: Position, moves: tuple, hits: tuple, dice: tuple) -> Play:
    m, t = list(pos.mine), list(pos.theirs)
    for (src, dst), hit in zip(moves, hits):
        _apply(m, t, src, dst, hit)
    return _new_play(moves, Position._trusted(tuple(m), tuple(t)), hits, dice)


def _double_general(pos, m, t, opn, d, out0):
    """Doubles near the bear-off (or entering with few checkers outside):
    sources in non-increasing order as in :func:`_double_simple`, but results
    are looked up, since bearing off can make different steps end alike."""
    steps = _fast_steps
    plays: dict = {}
    best = 0
    dice4 = (d, d, d, d)
    theirs0 = pos.theirs
    new = _object_new

    def leaf(n: int, moves: tuple, hits: tuple, mask: int) -> None:
        # A sequence that cannot go on before the fourth step.
        nonlocal best, plays
        if n < best:
            return
        if n > best:
            best = n
            plays = {}
        mine = tuple(m)
        key = (mine, mask) if mask else mine
        if key not in plays:
            if n:
                last = moves[-1][1]
                h = hits[-1]
                if h:  # leaf_play wants t as it was before the last step
                    t[25 - last] = 1
                    t[BAR] -= 1
                plays[key] = _leaf_play(pos, mine, t, h, moves, hits, dice4[:n])
                if h:
                    t[25 - last] = 0
                    t[BAR] += 1
            else:
                plays[key] = _leaf_play(pos, mine, t, False, (), (), ())

    def last_two(found: list, out: int, moves: tuple, hits: tuple, mask: int) -> None:
        # The third and fourth steps, without further calls in the common case.
        nonlocal best, plays
        for i, step in enumerate(found):
            s, dst = step
            h = dst != 0 and t[25 - dst] == 1
            m[s] -= 1
            m[dst] += 1
            nout = out - (s > 6 and dst <= 6)
            if nout == 0 or s == BAR:
                child = steps(m, opn, d, s, nout == 0)
            else:
                child = _child_steps(found, i, m, opn, d, s, dst)
            if h:
                t[25 - dst] = 0
                t[BAR] += 1
            moves3 = moves + (step,)
            hits3 = hits + (h,)
            mask3 = mask | (h << dst)
            if not child:
                leaf(3, moves3, hits3, mask3)
            else:
                if best < 4:
                    best = 4
                    plays = {}
                for step4 in child:
                    s4, d4 = step4
                    h4 = d4 != 0 and t[25 - d4] == 1
                    m[s4] -= 1
                    m[d4] += 1
                    mine = tuple(m)
                    if mask3 or h4:
                        key = (mine, mask3 | (h4 << d4))
                        if key not in plays:
                            plays[key] = _leaf_play(pos, mine, t, h4, moves3 + (step4,), hits3 + (h4,), dice4)
                    elif mine not in plays:
                        result = new(Position)
                        _set_mine(result, mine)
                        _set_theirs(result, theirs0)
                        plays[mine] = _new_play(moves3 + (step4,), result, hits3 + (False,), dice4)
                    m[s4] += 1
                    m[d4] -= 1
            if h:
                t[25 - dst] = 1
                t[BAR] -= 1
            m[s] += 1
            m[dst] -= 1

    def run(n: int, found: list, out: int, moves: tuple, hits: tuple, mask: int) -> None:
        # ``found``: the single steps possible now, sources in decreasing
        # order.  Taking sources in non-increasing order gives each multiset
        # of steps once: a step from a lower point never makes a step from a
        # higher one possible (own checkers do not block, and bear-off
        # depends only on the highest checkers).
        if not found:
            leaf(n, moves, hits, mask)
            return
        if n == 2:
            last_two(found, out, moves, hits, mask)
            return
        n1 = n + 1
        for i, step in enumerate(found):
            s, dst = step
            h = dst != 0 and t[25 - dst] == 1
            m[s] -= 1
            m[dst] += 1
            nout = out - (s > 6 and dst <= 6)
            if nout == 0 or s == BAR:
                child = steps(m, opn, d, s, nout == 0)
            else:
                child = _child_steps(found, i, m, opn, d, s, dst)
            if h:
                t[25 - dst] = 0
                t[BAR] += 1
                run(n1, child, nout, moves + (step,), hits + (True,), mask | (1 << dst))
                t[25 - dst] = 1
                t[BAR] -= 1
            else:
                run(n1, child, nout, moves + (step,), hits + (False,), mask)
            m[s] += 1
            m[dst] -= 1

    run(0, steps(m, opn, d, 25, out0 == 0), out0, (), (), 0)
    return best, plays


def legal_plays(position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> list[Play]:
    """Every legal play of ``dice`` in ``position``, one per resulting position.

    When nothing can be played the list holds one empty play whose result is
    the position itself (the turn passes, RULES.md §4.5).

    >>> plays = legal_plays(Position.initial(), (6, 5))
    >>> sorted(p.moves for p in plays)[0]
    ((8, 2), (8, 3))
    """
    if position.is_game_over():
        raise IllegalMoveError("the game is over: nothing can be played", code="game_over")
    if rules is not None and rules.no_hit_and_stack_in_home:
        best, leaves = _generate(position, dice, rules)
        return [_make_play(k, v) for k, v in leaves.items()]
    a, b = _check_dice(dice)
    return _fast_generate(position, a, b)[1]


def max_dice_playable(position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> int:
    """How many dice of the roll a legal play uses (0–4)."""
    if rules is not None and rules.no_hit_and_stack_in_home:
        return _generate(position, dice, rules)[0]
    a, b = _check_dice(dice)
    return _fast_generate(position, a, b)[0]


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
    _apply(m, t, src, dst, hit)
    return Position._trusted(tuple(m), tuple(t))


class TurnBuilder:
    """The step-by-step view of one turn, as the board needs it.

    Given the roll and the steps already made, it says which checkers may
    move now and where: only steps that extend to some maximal legal play of
    the whole roll.  Steps can be undone until the turn is complete.

    >>> tb = TurnBuilder(Position.initial(), (6, 5))
    >>> sorted(tb.destinations(24))
    [13, 18]
    """

    def __init__(self, position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> None:
        a, b = _check_dice(dice)
        if position.is_game_over():
            raise IllegalMoveError("the game is over: nothing can be played", code="game_over")
        self.start = position
        self.roll = (a, b)
        self.rules = rules or _DEFAULT_RULES
        self.plays = legal_plays(position, (a, b), self.rules)
        self.length = len(self.plays[0].moves)
        self._by_result = {p.result: p for p in self.plays}
        # The dice a maximal play may use, as a multiset.
        if self.length == 1 and a != b:
            self._dice_pool = [self.plays[0].dice[0]]  # §4.3: the forced die
        else:
            self._dice_pool = _dice_list(a, b)
        self._history: list[tuple[Position, tuple[int, int, bool, int], tuple]] = []
        self.position = position
        # The hit-and-stack option: every reading of the steps so far as to
        # which checkers are hitters (see _mark_options).
        self._mark_states: tuple[tuple[int, ...], ...] = ((),)
        self._cache: dict = {}

    # ---------------------------------------------------------------- state
    @property
    def steps(self) -> tuple[tuple[int, int], ...]:
        return tuple((s[0], s[1]) for _, s, _ in self._history)

    @property
    def hits(self) -> tuple[bool, ...]:
        return tuple(s[2] for _, s, _ in self._history)

    @property
    def dice_used(self) -> tuple[int, ...]:
        return tuple(s[3] for _, s, _ in self._history)

    def dice_left(self) -> list[int]:
        left = list(self._dice_pool)
        for d in self.dice_used:
            left.remove(d)
        if self.is_complete():
            return []
        return left

    def is_complete(self) -> bool:
        return len(self._history) == self.length

    def play(self) -> Play:
        """The legal play the steps made so far amount to (turn complete)."""
        if not self.is_complete():
            raise IllegalMoveError("the turn is not finished: dice remain to be played", code="turn_incomplete")
        legal = self._by_result[self.position]
        hist = [s for _, s, _ in self._history]
        return Play(moves=tuple((s[0], s[1]) for s in hist), result=legal.result,
                    hits=tuple(s[2] for s in hist), dice=tuple(s[3] for s in hist))

    # -------------------------------------------------------------- queries
    def _candidates(self) -> list[tuple[int, int, bool, int]]:
        """Single steps (src, dst, hit, die) that extend to a maximal play."""
        key = len(self._history)
        cached = self._cache.get(key)
        if cached is not None and cached[0] == self.position:
            return cached[1]
        out = []
        if not self.is_complete():
            m, t = list(self.position.mine), list(self.position.theirs)
            need = self.length - len(self._history) - 1
            left = self.dice_left()
            rule = self.rules.no_hit_and_stack_in_home
            for d in sorted(set(left)):
                rest = list(left)
                rest.remove(d)
                for src, dst, hit in _steps_for_die(m, t, d):
                    states = _next_states(self._mark_states, m, src, dst, hit) if rule else self._mark_states
                    if not states:
                        continue
                    _apply(m, t, src, dst, hit)
                    ok = any(_can_play(m, t, rest, need, marks, rule) for marks in states)
                    _undo(m, t, src, dst, hit)
                    if ok:
                        out.append((src, dst, hit, d))
        self._cache = {key: (self.position, out)}
        return out

    def movable_points(self) -> list[int]:
        """Points (25 = bar) holding a checker that may move now."""
        return sorted({c[0] for c in self._candidates()}, reverse=True)

    def destinations(self, src: int) -> dict[int, list[tuple[int, int]]]:
        """Where the checker on ``src`` may go now, each with its path of steps.

        Single-die destinations come with a one-step path; a destination that
        needs the same checker to use several dice (24/13 with 6-5) has the
        path through a legal intermediate landing.  0 means off.
        """
        out: dict[int, list[tuple[int, int]]] = {}
        frontier = [(self, src, [])]
        # Breadth-first over the same checker's consecutive steps.
        while frontier:
            nxt = []
            for builder, at, path in frontier:
                for c in builder._candidates():
                    if c[0] != at:
                        continue
                    dst = c[1]
                    new_path = path + [(c[0], dst)]
                    if dst not in out:
                        out[dst] = new_path
                    if dst != OFF and not builder._single_step_complete():
                        child = builder._fork()
                        child._push(c)
                        nxt.append((child, dst, new_path))
            frontier = nxt
        return out

    def _single_step_complete(self) -> bool:
        return len(self._history) + 1 >= self.length

    def _fork(self) -> "TurnBuilder":
        clone = object.__new__(TurnBuilder)
        clone.__dict__.update(self.__dict__)
        clone._history = list(self._history)
        clone._cache = {}
        return clone

    def _push(self, c: tuple[int, int, bool, int]) -> None:
        self._history.append((self.position, c, self._mark_states))
        if self.rules.no_hit_and_stack_in_home:
            self._mark_states = _next_states(self._mark_states, list(self.position.mine), c[0], c[1], c[2])
        self.position = apply_step(self.position, (c[0], c[1]))

    # ------------------------------------------------------------- actions
    def step(self, src: int, dst: int) -> list[tuple[int, int]]:
        """Move the checker on ``src`` to ``dst`` (one die or several).

        Returns the single steps made.  Raises :class:`IllegalMoveError` and
        changes nothing if the move belongs to no maximal legal play.
        """
        dests = self.destinations(src)
        path = dests.get(dst)
        if path is None:
            raise IllegalMoveError(
                f"the checker on {src} cannot go to {dst} with what is left of this roll",
                code="illegal_step", step=(src, dst),
            )
        for s, d in path:
            cand = next(c for c in self._candidates() if c[0] == s and c[1] == d)
            self._push(cand)
        return path

    def undo(self) -> tuple[int, int] | None:
        """Take back the last single step; None when there is nothing to undo."""
        if not self._history:
            return None
        pos, c, states = self._history.pop()
        self.position = pos
        self._mark_states = states
        return (c[0], c[1])

    def undo_all(self) -> None:
        while self._history:
            self.undo()


def _next_states(states: tuple, m: list[int], src: int, dst: int, hit: bool) -> tuple:
    """The readings of the hit-and-stack marks after a step, from every
    reading before it; empty when the step is forbidden under all of them."""
    out: list = []
    for marks in states:
        for new in _mark_options(marks, m, src, dst, hit):
            if new not in out:
                out.append(new)
    return tuple(out)


def _can_play(m: list[int], t: list[int], dice: list[int], need: int, marks: tuple[int, ...],
              marks_rule: bool) -> bool:
    """True if ``need`` more steps can be played with ``dice`` from this state."""
    if need <= 0:
        return True
    for i, d in enumerate(dice):
        if i and d == dice[i - 1]:
            continue
        rest = dice[:i] + dice[i + 1:]
        for src, dst, hit in _steps_for_die(m, t, d):
            for nmarks in _mark_options(marks, m, src, dst, hit) if marks_rule else _NO_MARKS:
                _apply(m, t, src, dst, hit)
                ok = _can_play(m, t, rest, need - 1, nmarks, marks_rule)
                _undo(m, t, src, dst, hit)
                if ok:
                    return True
    return False


def play_from_moves(position: Position, dice: Sequence[int], moves: Iterable[Step],
                    rules: RuleSet | None = None) -> Play:
    """The legal play made of these steps (in any valid order); raises
    :class:`IllegalMoveError` if they are not one."""
    tb = TurnBuilder(position, dice, rules)
    try:
        for src, dst in moves:
            tb.step(src, dst)
    except (TypeError, ValueError) as exc:
        if isinstance(exc, IllegalMoveError):
            raise
        raise IllegalMoveError(f"not a list of steps: {moves!r}", code="bad_step") from None
    if not tb.is_complete():
        raise IllegalMoveError("the play does not use as many dice as the rules require", code="incomplete_play")
    return tb.play()
