"""The fast path of :func:`~nard_desktop.engine.legal_plays` under the default rules.

The computer player asks for every roll of every position it looks at, so
legal plays under the default rules come from the specialised loops below
rather than from the reference search (:mod:`.reference`).  They follow the
same rules (docs/rules.md §3–6, the whole-turn rule of §4); the hit-and-stack
house option is left to the reference.  Each play is recorded once, with its
result, as it is found.  With every checker home the table-driven loops of
:mod:`.fasthome` answer instead.

Two different dice are played here (:func:`_fast_pair`, and
:func:`_pair_general` near the bear-off or from the bar); doubles in
:mod:`.fastdouble`.  The single steps of a die (:func:`.play.fast_steps`)
and the plays of the rarer cases (:func:`.play.leaf_play`) come from
:mod:`.play`, which both use.  Where most plays are found, the innermost
loops make them inline through the twin classes of :mod:`.play`, storing a
step's counts back as read (the note there says why).

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

from ..position import BAR, Position
from .fastdouble import double_four, double_from_bar, double_general
from .fasthome import home_double, home_masks, home_pair
from .play import STEP, Play, PlayTwin, PositionTwin, add_last_steps, empty_play, fast_steps, leaf_play

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
    if not out0:  # every checker home (docs/rules.md §6)
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
            return double_from_bar(pos, m, t, opn, a, out0)
        if out0 >= 4:
            return double_four(pos, m, t, opn, a, initial)
        best, plays = double_general(pos, m, t, opn, a, out0)
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
    # double_four.
    steps = fast_steps
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
            ones.append(leaf_play(pos, tuple(m), t, blots[d1], (step1,), (blots[d1],), (a,)))
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
        ones.append(leaf_play(pos, tuple(m), t, h1, (step1,), (h1,), (b,)))
        m[s1] += 1
        m[d1] -= 1
    if ones:
        return 1, ones
    return 0, [empty_play(pos)]


def _pair_both_on_bar(pos, m, t, opn, a, b):
    """Two different dice, ``a > b``, with two or more checkers on the bar:
    each die can only enter a checker (docs/rules.md §5), so the play is both
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
        return 0, [empty_play(pos)]
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
    steps = fast_steps
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
                    c = m[s2]  # counts stored back as read, as in double_four
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
                    ones[key] = leaf_play(pos, mine, t, h1, (step1,), (h1,), (first,))
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
    return 0, {0: empty_play(pos)}
