"""The fast path of :func:`~nard_desktop.engine.legal_plays` under the default rules.

The computer player asks for every roll of every position it looks at, so
legal plays under the default rules come from the specialised loops below
rather than from the reference search (:mod:`.reference`).  They follow the
same rules (RULES.md §3–6, the whole-turn rule of §4); the hit-and-stack
house option is left to the reference.  Each play is recorded once, with its
result, as it is found.  With every checker home the table-driven loops of
:mod:`.fasthome` answer instead.

Doubles take their steps in non-increasing order of source, which gives
each multiset of steps once; away from the bear-off different multisets
give different results, so the four-step loops (:func:`_double_four`, and
:func:`_double_three` and :func:`_double_last` after entering from the
bar) look nothing up: each level scans the turn's fixed list of possible
sources (:func:`_sources`) from its parent's source down, each level
opening its children's part of that list (its tail, :func:`_tails`) by one subscript
(with one or two steps left after entering, by a slice).
Where most plays are found, the innermost loops make them inline through
the twin classes of :mod:`.play`, storing a step's counts back as read (the
note there says why).

What depends on the position alone is kept for the last position asked
(:func:`fast_generate`: the search asks for all 21 rolls of a position in
a row): its open points, its blots (``blots[p]``: my point ``p`` holds a
single opposing checker at the start, so a step there hits unless an
earlier step of the play hit it), the checkers outside the home board and
each die's single steps.

How they are checked: ``tests/engine/test_properties.py`` compares the two
generators result for result on random and hand-made positions under all 21
rolls, and ``tests/engine/test_gnubg_differential.py`` compares the fast path
with GNU Backgammon's own generator (a quick sample by default, a long run
under ``-m slow``); ``tests/engine/test_fast_paths.py`` takes the special
paths (bear-off, bar) one by one, and the doubles of every corpus of
``bench/movegen.py`` against the reference.
"""

from __future__ import annotations

from ..position import BAR, OFF, Position
from .fasthome import home_double, home_masks, home_pair
from .play import (STEP, Play, PlayTwin, PositionTwin, add_last_steps, apply_counts, new_play, new_position,
                   play_here)


def _fast_steps(m: list[int], opn: list[bool], d: int, maxsrc: int, home: bool) -> list[tuple[int, int]]:
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


_last: tuple = (None, None, 0, None, None)


def fast_generate(pos: Position, a: int, b: int) -> tuple[int, list[Play]]:
    """Maximal plays without the hit-and-stack option: ``(dice used, plays)``,
    one play per result.

    This is the fast path of :func:`legal_plays`; the tests check it against
    the general :class:`_Generator` and against GNU Backgammon.  Inside, the
    plays are keyed by my counts, with a bit mask of the points where blots
    were hit when there were hits: that pins the result down.
    """
    global _last
    # The search asks for all 21 rolls of one position in a row, so what
    # depends on the position alone is kept for the last one (by identity of
    # the immutable position; the tuple is replaced at once, so threads cannot
    # see half of it): which of my points are open, how many checkers are
    # outside the home board, and the single steps of each die, filled in as
    # asked for, and where the blots are.  Whether my point p is open cannot
    # change during a turn: a hit blot leaves an empty point, and no opposing
    # checker arrives.
    last = _last
    if last[0] is pos:
        _, opn, out0, initial, blots = last
    else:
        theirs = pos.theirs
        if last[0] is not None and last[0].theirs is theirs:
            opn = last[1]
            blots = last[4]
        else:
            opn = [n < 2 for n in theirs[::-1]]  # opn[p] for my point p is their point 25 - p
            # blots[p]: my point p (1-24) holds a single opposing checker at
            # the start; a step there hits unless an earlier one of the play
            # did.  One subscript instead of a subtraction, a subscript and a
            # comparison, and it is False almost everywhere.
            blots = [False] + [n == 1 for n in theirs[24:0:-1]]
        out0 = sum(pos.mine[7:])
        initial = [None] * 7
        _last = (pos, opn, out0, initial, blots)
    m = list(pos.mine)
    t = list(pos.theirs)
    if not out0:  # every checker home (RULES.md §6)
        masks = initial[0]  # slot 0 (no die) keeps the home board's masks (fasthome.home_masks)
        if masks is None:
            masks = initial[0] = home_masks(m, opn, blots)
        if a == b:
            return home_double(pos, m, t, opn, a, masks)
        if a < b:
            a, b = b, a
        return home_pair(pos, m, t, opn, a, b, masks)
    if a == b:
        if m[BAR]:
            return _double_from_bar(pos, m, t, opn, a, out0)
        if out0 >= 4:
            return _double_four(pos, m, t, opn, a, initial)
        best, plays = _double_general(pos, m, t, opn, a, out0)
    else:
        if a < b:
            a, b = b, a
        # Dispatched here rather than in _fast_pair: a call fewer, and
        # _fast_pair's many locals not set up and cleared, for the few plays
        # of a turn from the bar.
        if m[BAR] > 1:
            return _pair_both_on_bar(pos, m, t, opn, a, b)
        if out0 < 2 or m[BAR]:
            best, plays = _pair_general(pos, m, t, opn, a, b, out0, initial, blots)
            return best, list(plays.values())
        return _fast_pair(pos, m, t, opn, a, b, out0, initial, blots)
    return best, list(plays.values())


def _leaf_play(pos: Position, mine: tuple, t: list[int], hit: bool, moves: tuple, hits: tuple,
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


def _empty_play(pos: Position) -> Play:
    """Nothing can be played: the turn passes (RULES.md §4.5)."""
    return new_play((), new_position(pos.mine, pos.theirs), (), ())


_HIT1 = (True,)
_MISS1 = (False,)
_HIT_MISS = (True, False)
_MISS_MISS = (False, False)


def _fast_pair(pos, m, t, opn, a, b, out0, initial, blots):
    """Two different dice, ``a > b``, nothing on the bar and two or more
    checkers outside the home board (:func:`fast_generate` sends the other
    cases to :func:`_pair_both_on_bar` and :func:`_pair_general`):
    ``(dice used, plays)``.  ``initial[d]`` caches the steps of die ``d`` in
    ``pos`` (None until asked for); ``blots[p]``: my point ``p`` holds a
    single opposing checker at the start (a step there hits unless the first
    step hit it)."""
    # Away from the bar, and with two or more checkers outside the home board
    # (so no bear-off this turn), two steps interact only when one checker
    # makes both.  So every play is found by the larger die first, except a
    # checker that moves on from a point it reached by the smaller die.
    #
    # Two different pairs of steps give the same result only when the pair's
    # net change is one checker's, from one point to another: a checker
    # moving on from the point the first step reached (``on`` below), or one
    # coming to the point the first step left (``back``), or, in the second
    # loop, a checker moving on by the larger die.  (Otherwise the net change
    # takes one checker from each of two points, or two from one, and names
    # both steps.)  Only those plays are looked up, by a small key: from, to,
    # and the points where blots were hit.  The others go straight in.
    #
    # The counts a step changes are read once and stored back as read, as in
    # _double_four.
    steps = _fast_steps
    row = STEP
    theirs0 = pos.theirs
    dice = (a, b)
    plays: list = []
    seen: set = set()
    ones: list = []
    firsts = initial[a]
    if firsts is None:
        firsts = initial[a] = steps(m, opn, a, 25, False)
    base = initial[b]
    if base is None:
        base = initial[b] = steps(m, opn, b, 25, False)
    PT = PositionTwin
    PL = PlayTwin
    P = Position
    Y = Play
    append = plays.append
    for step1 in firsts:
        s1, d1 = step1
        c1 = m[s1]
        cd1 = m[d1]
        m[s1] = c1 - 1
        m[d1] = cd1 + 1
        follow = base
        if c1 == 1:
            # s1 emptied: its own step of the smaller die (in base whenever
            # its landing point is open) goes.
            x = s1 - b
            if opn[x]:
                follow = base.copy()
                follow.remove(row[s1][x])
        nd = d1 - b
        on = nd > 0 and opn[nd]
        if on and not cd1:
            follow = follow + [row[d1][nd]]
        if follow:
            h1 = blots[d1]
            if h1:
                t[25 - d1] = 0
                t[BAR] += 1
                th1 = tuple(t)
                miss = _HIT_MISS
            else:
                th1 = theirs0
                miss = _MISS_MISS
            up = s1 + b
            back = up < BAR and m[up]
            if on or back:
                drop_on = drop_back = None
                if on:
                    k = (s1 << 5 | nd) | ((h1 << d1) | (blots[nd] << nd)) << 10
                    if k in seen:
                        drop_on = row[d1][nd]
                    else:
                        seen.add(k)
                if back:
                    k = (up << 5 | d1) | (h1 << d1) << 10
                    if k in seen:
                        drop_back = row[up][s1]
                    else:
                        seen.add(k)
                if drop_on or drop_back:
                    follow = [x for x in follow if x is not drop_on and x is not drop_back]
            # The plays of the two steps, made inline (as add_last_steps
            # does; nothing is borne off here).  A second step lands on the
            # first one's point only from above it, after that blot was hit.
            for st in follow:
                s, e = st
                c = m[s]
                ce = m[e]
                m[s] = c - 1
                m[e] = ce + 1
                r = PT()
                r.mine = tuple(m)
                m[s] = c
                m[e] = ce
                pl = PL()
                if blots[e] and t[25 - e] == 1:
                    t[25 - e] = 0
                    t[BAR] += 1
                    r.theirs = tuple(t)
                    t[25 - e] = 1
                    t[BAR] -= 1
                    pl.hits = (h1, True)
                else:
                    r.theirs = th1
                    pl.hits = miss
                r.__class__ = P
                pl.moves = (step1, st)
                pl.result = r
                pl.dice = dice
                pl.__class__ = Y
                append(pl)
            if h1:
                t[25 - d1] = 1
                t[BAR] -= 1
        elif not plays:
            ones.append(_leaf_play(pos, tuple(m), t, blots[d1], (step1,), (blots[d1],), (a,)))
        m[s1] = c1
        m[d1] = cd1
    dice = (b, a)
    for step1 in base:
        s1, d1 = step1
        nd = d1 - a
        if m[d1] or nd <= 0 or not opn[nd]:
            continue  # no checker moving on from d1 that the first loop missed
        h1 = blots[d1]
        h2 = blots[nd]
        k = (s1 << 5 | nd) | ((h1 << d1) | (h2 << nd)) << 10
        if k in seen:
            continue
        seen.add(k)
        # One checker from s1 to nd, through d1: made inline.
        c = m[s1]
        ce = m[nd]
        m[s1] = c - 1
        m[nd] = ce + 1
        r = PT()
        r.mine = tuple(m)
        m[s1] = c
        m[nd] = ce
        if h1 or h2:
            if h1:
                t[25 - d1] = 0
                t[BAR] += 1
            if h2:
                t[25 - nd] = 0
                t[BAR] += 1
            r.theirs = tuple(t)
            if h1:
                t[25 - d1] = 1
                t[BAR] -= 1
            if h2:
                t[25 - nd] = 1
                t[BAR] -= 1
        else:
            r.theirs = theirs0
        r.__class__ = P
        pl = PL()
        pl.moves = (step1, row[d1][nd])
        pl.result = r
        pl.hits = (h1, h2)
        pl.dice = dice
        pl.__class__ = Y
        append(pl)
    if plays:
        return 2, plays
    if ones:
        return 1, ones  # §4.3: the larger die, when only one die can be played
    # Only the smaller die, if anything, can be played.
    for step1 in base:
        s1, d1 = step1
        h1 = blots[d1]
        m[s1] -= 1
        m[d1] += 1
        ones.append(_leaf_play(pos, tuple(m), t, h1, (step1,), (h1,), (b,)))
        m[s1] += 1
        m[d1] -= 1
    if ones:
        return 1, ones
    return 0, [_empty_play(pos)]


def _pair_both_on_bar(pos, m, t, opn, a, b):
    """Two different dice, ``a > b``, with two or more checkers on the bar:
    each die can only enter a checker (RULES.md §5), so the play is both
    entries, or the one that is open (§4.3), or nothing."""
    ea = BAR - a
    eb = BAR - b
    if opn[ea]:
        if opn[eb]:
            out: list = []
            m[BAR] -= 1
            m[ea] += 1
            if t[a] == 1:
                t[a] = 0
                t[BAR] += 1
                add_last_steps(out, m, t, tuple(t), (STEP[BAR][eb],), (STEP[BAR][ea],), (True,), (a, b))
                t[a] = 1
                t[BAR] -= 1
            else:
                add_last_steps(out, m, t, pos.theirs, (STEP[BAR][eb],), (STEP[BAR][ea],), (False,), (a, b))
            m[BAR] += 1
            m[ea] -= 1
            return 2, out
        step, die = STEP[BAR][ea], a
    elif opn[eb]:
        step, die = STEP[BAR][eb], b
    else:
        return 0, [_empty_play(pos)]
    out = []
    add_last_steps(out, m, t, pos.theirs, (step,), (), (), (die,))
    return 1, out


# The two-dice plays of _pair_general are told apart by an integer made
# from the play's net change of my counts, ``_WEIGHT[to] - _WEIGHT[from]``
# per step, and its hits, ``_HIT_WEIGHT[to]`` per hit: a point's count
# changes by at most two either way, so in base 5 (digits -2 to 2) different
# changes give different sums, and the hit bits lie above them.  Two results
# are equal exactly when their keys are, and the key is cheaper than the
# count tuple, which Python hashes anew at each look-up (it was hashed twice
# per play), and it is known before the board is touched.
_WEIGHT = tuple(5 ** p for p in range(26))
_HIT_WEIGHT = tuple(5 ** 26 << p for p in range(26))


def _pair_general(pos, m, t, opn, a, b, out0, initial, blots):
    """Two different dice from the bar or near the bear-off, where one step
    can open the way for another: both orders of the dice, each pair of
    steps recorded once (looked up by the key of :data:`_WEIGHT`).
    ``blots`` as in :func:`_fast_pair` (never set for off, 0)."""
    steps = _fast_steps
    plays: dict = {}
    seen: set = set()
    ones_a: dict = {}
    ones_b: dict = {}
    best = 0
    home0 = out0 == 0
    simple = not home0 and not m[BAR]
    theirs0 = pos.theirs
    w = _WEIGHT
    hb = _HIT_WEIGHT
    PT = PositionTwin
    PL = PlayTwin
    P = Position
    Y = Play
    for first, second, ones in ((a, b, ones_a), (b, a, ones_b)):
        big_first = first == a
        dice = (first, second)
        firsts = initial[first]
        if firsts is None:
            firsts = initial[first] = steps(m, opn, first, 25, home0)
        if not firsts:
            continue
        base = initial[second]
        if base is None:
            base = initial[second] = steps(m, opn, second, 25, home0)
        for step1 in firsts:
            s1, d1 = step1
            h1 = blots[d1]
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
                    follow.append(STEP[d1][nd])
            else:
                follow = steps(m, opn, second, 25, out0 - (s1 > 6 and d1 <= 6) == 0)
            if follow:
                if best < 2:
                    best = 2
                th1 = tuple(t) if h1 else theirs0  # the opponent's side after the first step
                k1 = w[d1] - w[s1] + hb[d1] if h1 else w[d1] - w[s1]
                for step2 in follow:
                    s2, d2 = step2
                    if big_first:
                        seen.add(s1 * 32 + s2)
                    elif s2 * 32 + s1 in seen:
                        continue  # the same two steps, found in the other order
                    h2 = blots[d2] and t[25 - d2] == 1
                    key = k1 + w[d2] - w[s2] + hb[d2] if h2 else k1 + w[d2] - w[s2]
                    if key in plays:
                        continue
                    # The play, made inline.
                    c = m[s2]  # counts stored back as read, as in _double_four
                    ce = m[d2]
                    m[s2] = c - 1
                    m[d2] = ce + 1
                    r = PT()
                    r.mine = tuple(m)
                    m[s2] = c
                    m[d2] = ce
                    if h2:
                        t[25 - d2] = 0
                        t[BAR] += 1
                        r.theirs = tuple(t)
                        t[25 - d2] = 1
                        t[BAR] -= 1
                    else:
                        r.theirs = th1
                    r.__class__ = P
                    pl = PL()
                    pl.moves = (step1, step2)
                    pl.result = r
                    pl.hits = (h1, h2)
                    pl.dice = dice
                    pl.__class__ = Y
                    plays[key] = pl
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
    return 0, {0: _empty_play(pos)}


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
    steps = _fast_steps
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


def _sources(m: list[int], opn: list[bool], t: list[int], d: int) -> list:
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
    out = []
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


def _double_four(pos, m, t, opn, d, initial):
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
    """The plays of :func:`_double_four` after one checker entered from the
    bar by ``st0`` (``h0``: it hit), for the three steps left, or an empty
    list when fewer than three can be played (``m`` and ``t`` hold the
    board after the entry, and are left so)."""
    tails = _tails(_sources(m, opn, t, d))
    after = tails[1:]  # as in _double_four
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
            lasts = src[i1:] if c1 > 1 else src[i1 + 1:]  # an emptied source left out, as in _double_four
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


def _double_from_bar(pos, m, t, opn, d, out0):
    """Doubles with checkers on the bar: they all enter on the same point."""
    entry = BAR - d
    if not opn[entry]:
        return 0, [_empty_play(pos)]
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
    best, plays = _double_general(pos, m, t, opn, d, out0)
    return best, list(plays.values())


def _replay(pos: Position, moves: tuple, hits: tuple, dice: tuple) -> Play:
    m, t = list(pos.mine), list(pos.theirs)
    for (src, dst), hit in zip(moves, hits):
        apply_counts(m, t, src, dst, hit)
    return new_play(moves, new_position(tuple(m), tuple(t)), hits, dice)


def _double_general(pos, m, t, opn, d, out0):
    """Doubles near the bear-off (or entering with few checkers outside):
    sources in non-increasing order as in :func:`_double_simple`, but results
    are looked up, since bearing off can make different steps end alike."""
    steps = _fast_steps
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
                plays[key] = _leaf_play(pos, mine, t, h, moves, hits, dice4[:n])
                if h:
                    t[25 - last] = 0
                    t[BAR] += 1
            else:
                plays[key] = _empty_play(pos)

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
