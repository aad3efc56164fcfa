"""The fast path's doubles, away from the bear-off table (docs/rules.md §4–6).

:func:`.fastpath.fast_generate` sends every double here unless every checker
is home (then :mod:`.fasthome` answers): :func:`double_four` when nothing is
on the bar and four or more checkers are outside the home board (the most
common case, and the costliest), :func:`double_from_bar` when checkers are
on the bar, :func:`double_general` near the bear-off.

Doubles take their steps in non-increasing order of source, which gives
each multiset of steps once; away from the bear-off different multisets
give different results, so the four-step loops (:func:`double_four`, and
:func:`_double_three` and :func:`_double_last` after entering from the
bar) look nothing up: each level scans the turn's fixed list of possible
sources (:func:`_sources`) from its parent's source down, each level
opening its children's part of that list (its tail, :func:`_tails`) by one
subscript (with one or two steps left after entering, by a slice).  Where
most plays are found, the innermost loops make them inline through the twin
classes of :mod:`.play`, storing a step's counts back as read (the note
there says why).

Checked with the rest of the fast path (``tests/engine/test_properties.py``,
``tests/engine/test_fast_paths.py``: the doubles of every corpus of
``bench/movegen.py`` against the reference search).
"""

from __future__ import annotations

from typing import Sequence

from ..position import BAR, Position
from .play import (STEP, Play, PlayTwin, PositionTwin, Step, add_last_steps, apply_counts, empty_play, fast_steps,
                   leaf_play, new_play, new_position, play_here)

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
        child.insert(k, STEP[dst][dst - d])
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
    steps = fast_steps
    child = _child_steps
    add = add_last_steps
    theirs0 = pos.theirs
    total = len(pre_moves) + need
    dice = (d,) * total
    last = need - 1
    plays: list = []
    partial: list = []  # sequences that stop early: (moves, hits)

    def go(level: int, found: list, moves: tuple, hits: tuple) -> None:
        if level == last:
            # The opponent's side after the hits so far, made once here.
            add(plays, m, t, tuple(t) if True in hits else theirs0, found, moves, hits, dice)
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


def _sources(m: list[int], opn: list[bool], t: list[int], d: int) -> list[tuple[Step, int, int, bool, int]]:
    """Every point that can be the source of a step of die ``d`` during a
    turn of doubles away from the bar and the bear-off, highest first, as
    ``(step, from, to, blot, i)`` entries: the occupied points, and the
    points a checker can reach by steps of ``d``, whose own step lands on an
    open point (``opn`` cannot change during a turn).  ``blot`` says whether
    the step's landing point holds a single opposing checker at the start; a
    blot can only be hit once, and no opposing checker ever arrives, so a
    step hits exactly when ``blot`` is set and the blot is still there.
    Each entry carries its own index ``i`` in the list."""
    row = STEP
    out: list[tuple[Step, int, int, bool, int]] = []
    reach = [False] * 25
    for s in range(24, d, -1):
        if (m[s] or reach[s]) and opn[s - d]:
            e = s - d
            out.append((row[s][e], s, e, t[25 - e] == 1, len(out)))
            reach[e] = True
    return out


def _tails(src: list) -> list:
    """The tails of :func:`_sources`'s list: ``tails[i]`` holds the entries
    from the ``i``-th on (the last, ``tails[len(src)]``, is empty).

    A level of the doubles loops opens the next level's list with one
    subscript instead of a slice or a range per node: from its own source
    on, or, when its step took the last checker there (a point can never
    fill again from below), from the next source on, which spares the next
    level a look at an empty point (``tails[i + 1]``, kept as
    ``tails[1:][i]``).  That pays where a turn makes many plays (three or
    four steps to search); with one or two steps left after entering from
    the bar the turn makes a few, and :func:`_double_last` slices the plain
    list instead (measured: building the tails there cost more than it
    saved)."""
    return [src[i:] for i in range(len(src))] + [[]]


_MISS4 = (False, False, False, False)


def double_four(pos, m, t, opn, d, initial):
    """Doubles, all four steps, away from the bar and with at least four
    checkers outside the home board, so that nothing is borne off: the most
    common case of doubles, and the costliest.

    The steps are taken in non-increasing order of their sources, which
    gives each multiset of steps once (see :func:`_double_simple`), and
    different multisets give different results here, so no result is looked
    up.  Instead of lists of the steps possible at each level, each level
    scans the fixed list of possible sources of the turn (:func:`_sources`)
    from its parent's source down, skipping the points that are empty now;
    the plays are made inline, each from one count tuple and the four steps.

    Each level reads the two counts its step changes once and stores them
    back as read (``c``, ``ce``) instead of adding and taking away one: the
    counts below are restored by the deeper levels before a level restores
    its own, and two stores cost less than two additions and their loads.
    """
    tails = _tails(_sources(m, opn, t, d))
    after = tails[1:]  # after[i]: the sources below the i-th
    theirs0 = pos.theirs
    dice4 = (d, d, d, d)
    plays: list = []
    append = plays.append
    PT = PositionTwin
    PL = PlayTwin
    P = Position
    Y = Play
    for st1, s1, e1, b1, i1 in tails[0]:
        c1 = m[s1]
        if not c1:
            continue
        ce1 = m[e1]
        m[s1] = c1 - 1
        m[e1] = ce1 + 1
        if b1:
            t[25 - e1] = 0
            t[BAR] += 1
        for st2, s2, e2, b2, i2 in (tails if c1 > 1 else after)[i1]:
            c2 = m[s2]
            if not c2:
                continue
            ce2 = m[e2]
            m[s2] = c2 - 1
            m[e2] = ce2 + 1
            h2 = b2 and t[25 - e2] == 1
            if h2:
                t[25 - e2] = 0
                t[BAR] += 1
            for st3, s3, e3, b3, i3 in (tails if c2 > 1 else after)[i2]:
                c3 = m[s3]
                if not c3:
                    continue
                ce3 = m[e3]
                m[s3] = c3 - 1
                m[e3] = ce3 + 1
                h3 = b3 and t[25 - e3] == 1
                if h3:
                    t[25 - e3] = 0
                    t[BAR] += 1
                if b1 or h2 or h3:
                    th3 = tuple(t)
                    miss = (b1, h2, h3, False)
                else:
                    th3 = theirs0
                    miss = _MISS4
                for st4, s4, e4, b4, _ in (tails if c3 > 1 else after)[i3]:
                    c = m[s4]
                    if not c:
                        continue
                    ce = m[e4]
                    m[s4] = c - 1
                    m[e4] = ce + 1
                    r = PT()
                    r.mine = tuple(m)
                    m[s4] = c
                    m[e4] = ce
                    p = PL()
                    if b4 and t[25 - e4] == 1:
                        t[25 - e4] = 0
                        t[BAR] += 1
                        r.theirs = tuple(t)
                        t[25 - e4] = 1
                        t[BAR] -= 1
                        p.hits = (b1, h2, h3, True)
                    else:
                        r.theirs = th3
                        p.hits = miss
                    r.__class__ = P
                    p.moves = (st1, st2, st3, st4)
                    p.result = r
                    p.dice = dice4
                    p.__class__ = Y
                    append(p)
                if h3:
                    t[25 - e3] = 1
                    t[BAR] -= 1
                m[s3] = c3
                m[e3] = ce3
            if h2:
                t[25 - e2] = 1
                t[BAR] -= 1
            m[s2] = c2
            m[e2] = ce2
        if b1:
            t[25 - e1] = 1
            t[BAR] -= 1
        m[s1] = c1
        m[e1] = ce1
    if plays:
        return 4, plays
    # Blocked before the fourth step (rare): the general search.
    return _double_simple(pos, m, t, opn, d, 4)


def _double_three(pos, m, t, opn, d, st0, h0):
    """The plays of :func:`double_four` after one checker entered from the
    bar by ``st0`` (``h0``: it hit), for the three steps left, or an empty
    list when fewer than three can be played (``m`` and ``t`` hold the
    board after the entry, and are left so)."""
    tails = _tails(_sources(m, opn, t, d))
    after = tails[1:]  # as in double_four
    theirs0 = pos.theirs
    dice4 = (d, d, d, d)
    plays: list = []
    append = plays.append
    PT = PositionTwin
    PL = PlayTwin
    P = Position
    Y = Play
    for st1, s1, e1, b1, i1 in tails[0]:
        c1 = m[s1]
        if not c1:
            continue
        ce1 = m[e1]
        m[s1] = c1 - 1
        m[e1] = ce1 + 1
        if b1:
            t[25 - e1] = 0
            t[BAR] += 1
        for st2, s2, e2, b2, i2 in (tails if c1 > 1 else after)[i1]:
            c2 = m[s2]
            if not c2:
                continue
            ce2 = m[e2]
            m[s2] = c2 - 1
            m[e2] = ce2 + 1
            h2 = b2 and t[25 - e2] == 1
            if h2:
                t[25 - e2] = 0
                t[BAR] += 1
            if h0 or b1 or h2:
                th2 = tuple(t)
                miss = (h0, b1, h2, False)
            else:
                th2 = theirs0
                miss = _MISS4
            for st3, s3, e3, b3, _ in (tails if c2 > 1 else after)[i2]:
                c = m[s3]
                if not c:
                    continue
                ce = m[e3]
                m[s3] = c - 1
                m[e3] = ce + 1
                r = PT()
                r.mine = tuple(m)
                m[s3] = c
                m[e3] = ce
                pl = PL()
                if b3 and t[25 - e3] == 1:
                    t[25 - e3] = 0
                    t[BAR] += 1
                    r.theirs = tuple(t)
                    t[25 - e3] = 1
                    t[BAR] -= 1
                    pl.hits = (h0, b1, h2, True)
                else:
                    r.theirs = th2
                    pl.hits = miss
                r.__class__ = P
                pl.moves = (st0, st1, st2, st3)
                pl.result = r
                pl.dice = dice4
                pl.__class__ = Y
                append(pl)
            if h2:
                t[25 - e2] = 1
                t[BAR] -= 1
            m[s2] = c2
            m[e2] = ce2
        if b1:
            t[25 - e1] = 1
            t[BAR] -= 1
        m[s1] = c1
        m[e1] = ce1
    return plays


def _double_last(pos, m, t, opn, d, pre_moves, pre_hits, need):
    """:func:`_double_three` for the last one or two steps (``need``) after
    two or three checkers entered by ``pre_moves``."""
    src = _sources(m, opn, t, d)  # sliced below, not its tails: few plays here
    theirs0 = pos.theirs
    dice4 = (d, d, d, d)
    h0 = pre_hits[0]
    plays: list = []
    append = plays.append
    PT = PositionTwin
    PL = PlayTwin
    P = Position
    Y = Play
    firsts: Sequence[tuple[Step | None, int, int, bool, int]]
    if need == 1:
        firsts = ((None, 0, 0, False, 0),)  # one dummy first step: the last loop alone
        lasts = src
    else:
        firsts = src
    for st1, s1, e1, b1, i1 in firsts:
        if need == 2:
            c1 = m[s1]
            if not c1:
                continue
            ce1 = m[e1]
            m[s1] = c1 - 1
            m[e1] = ce1 + 1
            if b1:
                t[25 - e1] = 0
                t[BAR] += 1
            lasts = src[i1:] if c1 > 1 else src[i1 + 1:]  # an emptied source left out, as in double_four
            moves = pre_moves + (st1,)
            hits = pre_hits + (b1,)
        else:
            moves = pre_moves
            hits = pre_hits
        th = tuple(t) if h0 or b1 else theirs0
        miss = hits + (False,)
        for st2, s2, e2, b2, _ in lasts:
            c = m[s2]
            if not c:
                continue
            ce = m[e2]
            m[s2] = c - 1
            m[e2] = ce + 1
            r = PT()
            r.mine = tuple(m)
            m[s2] = c
            m[e2] = ce
            pl = PL()
            if b2 and t[25 - e2] == 1:
                t[25 - e2] = 0
                t[BAR] += 1
                r.theirs = tuple(t)
                t[25 - e2] = 1
                t[BAR] -= 1
                pl.hits = hits + (True,)
            else:
                r.theirs = th
                pl.hits = miss
            r.__class__ = P
            pl.moves = moves + (st2,)
            pl.result = r
            pl.dice = dice4
            pl.__class__ = Y
            append(pl)
        if need == 2:
            if b1:
                t[25 - e1] = 1
                t[BAR] -= 1
            m[s1] = c1
            m[e1] = ce1
    return plays


def double_from_bar(pos, m, t, opn, d, out0):
    """Doubles with checkers on the bar: they all enter on the same point."""
    entry = BAR - d
    if not opn[entry]:
        return 0, [empty_play(pos)]
    k = min(m[BAR], 4)
    hit = t[d] == 1
    step = STEP[BAR][entry]
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
        plays = (_double_three(pos, m, t, opn, d, step, hit) if need == 3
                 else _double_last(pos, m, t, opn, d, pre_moves, pre_hits, need))
        if plays:
            return 4, plays
        return _double_simple(pos, m, t, opn, d, need, pre_moves, pre_hits)
    if not need:
        return k, [_replay(pos, pre_moves, pre_hits, (d,) * k)]
    best, plays = double_general(pos, m, t, opn, d, out0)
    return best, list(plays.values())


def _replay(pos: Position, moves: tuple, hits: tuple, dice: tuple) -> Play:
    m, t = list(pos.mine), list(pos.theirs)
    for (src, dst), hit in zip(moves, hits):
        apply_counts(m, t, src, dst, hit)
    return new_play(moves, new_position(tuple(m), tuple(t)), hits, dice)


def double_general(pos, m, t, opn, d, out0):
    """Doubles near the bear-off (or entering with few checkers outside):
    sources in non-increasing order as in :func:`_double_simple`, but results
    are looked up, since bearing off can make different steps end alike."""
    steps = fast_steps
    plays: dict = {}
    best = 0
    dice4 = (d, d, d, d)
    theirs0 = pos.theirs

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
                plays[key] = leaf_play(pos, mine, t, h, moves, hits, dice4[:n])
                if h:
                    t[25 - last] = 0
                    t[BAR] += 1
            else:
                plays[key] = empty_play(pos)

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
                            plays[key] = leaf_play(pos, mine, t, h4, moves3 + (step4,), hits3 + (h4,), dice4)
                    elif mine not in plays:
                        plays[mine] = play_here(mine, theirs0, t, moves3 + (step4,), hits3 + (False,), dice4)
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
