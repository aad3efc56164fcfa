"""The fast path of :func:`~nard_desktop.engine.legal_plays` when every one of
my checkers is in my home board: the bear-off (docs/rules.md §6).

With every checker home, the board of the side on roll is six counts, and
the single steps of a die depend only on which of those six points are
occupied and which are open (not held by two or more opposing checkers):

* from a point above the die, to the point the die reaches, if it is open;
* from the point equal to the die, off;
* with a die larger than the highest occupied point, off from that point.

So the steps come from a table indexed by the occupied points (a six-bit
mask), per die and per mask of open points, built on first use (64 masks of
open points at most, a fraction of a millisecond each).  Each table entry
also carries the step's change to a small integer key of the result (four
bits per count, points 0–6), so plays are told apart without building the
resulting position first, and where the next step's list is in the table
once the step is made (one entry if its source keeps a checker, one if it
empties), so a level of the search finds its children's steps by one
subscript instead of working out the new occupancy mask.

The whole-turn rule (§4) applies as everywhere: both dice if possible, else
the larger die if it can be played, else the smaller; doubles as many steps
as possible.  How the plays are found:

* two different dice: every play with the larger die first, and of the plays
  with the smaller die first only those whose second step was not possible
  at the start (a checker moving on from the point it reached, or bearing off
  from a point that became the highest);
* doubles: sources in non-increasing order (a step from a lower point never
  makes a step from a higher point possible), which gives each multiset of
  steps once, and nothing is looked up: a point has at most one step with
  the die (down by the die, or off), so the result's counts fix how many
  steps left each point, from the 6-point down, and with them the multiset
  (and its hits).  Two different multisets never end alike.

A hit is told by the position's list of blots (:mod:`.fastpath`), and the
counts a step changes are stored back as read, as everywhere in the fast
path (the note in :mod:`.play`).

``tests/engine/test_fast_paths.py`` checks this module against the
reference search and GNU Backgammon on bear-off positions with and without
contact.

(An earlier version recorded the plays of each shape of the home board and
replayed them on the next position of that shape.  On positions met for the
first time, as in ``bench/movegen.py``, recording cost more than replaying
saved: a pass over its bear-off corpus took 11-13 % longer than without the
memo, and a pass with every shape recorded only some 13 % less.  It was
removed.)
"""

from __future__ import annotations

from ..position import BAR, Position
from .play import STEP, Play, PlayTwin, PositionTwin, add_last_steps, new_play, new_position, play_here

# Bit of my point p (1–6) in an occupancy or open mask; off (0) has none.
_BIT = (0, 1, 2, 4, 8, 16, 32)
_HIT_SHIFT = 40  # hit bits of the result key, above the count deltas (< 2**28)
_HIT_BITS = tuple(1 << (_HIT_SHIFT + p) for p in range(7))  # the key's bit for a hit on my point p

_ROWS: list = [None] * 1024
"""The tables of :func:`_row`, at ``open_mask * 8 + d`` for two different
dice and ``512 + open_mask * 8 + d`` for doubles, built on first use."""


def _row(d: int, open_mask: int, doubles: bool) -> list:
    """Steps of die ``d`` for every occupancy mask and every highest source:
    entry ``occ * 8 + maxsrc`` lists ``(step, src, dst, key delta, kept,
    emptied)`` with sources ``<= maxsrc``, highest source first.  ``kept``
    and ``emptied`` are the entry of the next step's list once the step is
    made, when its source keeps a checker and when it empties: the occupied
    points after the step, and as highest source the step's own (doubles,
    whose sources do not increase) or any point (two different dice)."""
    row = _ROWS[512 * doubles + open_mask * 8 + d]
    if row is not None:
        return row
    row = [()] * 512
    for occ in range(1, 64):
        high = occ.bit_length()
        full = []
        for s in range(high, 0, -1):
            if not occ & _BIT[s]:
                continue
            if s > d:
                e = s - d
                if not open_mask & _BIT[e]:
                    continue
            elif s == d or s == high:
                e = 0
            else:
                continue
            top = s if doubles else 6
            full.append((STEP[s][e], s, e, (1 << 4 * e) - (1 << 4 * s),
                         (occ | _BIT[e]) * 8 + top, (occ ^ _BIT[s] | _BIT[e]) * 8 + top))
        for maxsrc in range(7):
            row[occ * 8 + maxsrc] = tuple(x for x in full if x[1] <= maxsrc)
    _ROWS[512 * doubles + open_mask * 8 + d] = row
    return row


def home_masks(m, opn, blots) -> tuple:
    """(occupancy mask, open mask, blots) of my points 1–6: ``blots`` is the
    position's list of :func:`.fastpath.fast_generate` (``blots[p]``: my
    point ``p`` holds a single opposing checker at the start, never for 0)."""
    occ = 0
    om = 0
    for p in range(1, 7):
        if m[p]:
            occ |= _BIT[p]
        if opn[p]:
            om |= _BIT[p]
    return occ, om, blots


_HIT_MISS = (True, False)
_MISS_MISS = (False, False)
_MISS4 = (False, False, False, False)


def home_pair(pos: Position, m: list[int], t: list[int], opn, a: int, b: int, masks: tuple) -> tuple[int, list]:
    """Two different dice, ``a > b``, every checker home: ``(dice used, plays)``;
    ``masks`` is :func:`home_masks` of the position."""
    occ, om, blots = masks
    ta = _ROWS[om * 8 + a] or _row(a, om, False)
    tb = _ROWS[om * 8 + b] or _row(b, om, False)
    add = add_last_steps
    hit_bits = _HIT_BITS
    theirs0 = pos.theirs
    m0 = pos.mine
    high0 = occ.bit_length()
    plays: list = []
    append = plays.append
    PT = PositionTwin
    PL = PlayTwin
    P = Position
    Y = Play
    seen: set = set()
    firsts = ta[occ * 8 + 6]
    seconds = tb
    dice = (a, b)
    for order in (0, 1):
        if order:
            firsts = tb[occ * 8 + 6]
            seconds = ta
            dice = (b, a)
        for st1, s1, e1, k1, kept, emptied in firsts:
            c1 = m[s1]
            if order and (e1 == 0 or m0[e1]) and (c1 > 1 or s1 != high0):
                # Smaller die first: nothing new for the larger die (no new
                # source, the highest point unchanged), all found before.
                continue
            follow = seconds[kept if c1 > 1 else emptied]
            if not follow:
                continue
            ce1 = m[e1]
            m[s1] = c1 - 1
            m[e1] = ce1 + 1
            bl = blots
            h1 = bl[e1]
            if h1:
                t[25 - e1] = 0
                t[BAR] += 1
                k1 += hit_bits[e1]
                th1 = tuple(t)
                miss = _HIT_MISS
                bl = bl[:]
                bl[e1] = False  # hit: the second step finds the point empty
            else:
                th1 = theirs0
                miss = _MISS_MISS
            # The plays of the two steps whose results are new (told apart
            # by their keys), made inline.
            for st, s, e, kd, _, _ in follow:
                if order and m0[s] and (s >= a or s == high0):
                    continue  # possible at the start: found with the larger die first
                h = bl[e]
                k = k1 + kd + hit_bits[e] if h else k1 + kd
                if k in seen:
                    continue
                seen.add(k)
                c = m[s]
                ce = m[e]
                m[s] = c - 1
                m[e] = ce + 1
                r = PT()
                r.mine = tuple(m)
                m[s] = c
                m[e] = ce
                pl = PL()
                if h:
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
                pl.moves = (st1, st)
                pl.result = r
                pl.dice = dice
                pl.__class__ = Y
                append(pl)
            if h1:
                t[25 - e1] = 1
                t[BAR] -= 1
            m[s1] = c1
            m[e1] = ce1
    if plays:
        return 2, plays
    # §4.3: only one die can be played: the larger, if it can be.
    for row, d in ((ta, a), (tb, b)):
        ones = [x[0] for x in row[occ * 8 + 6]]
        if ones:
            add(plays, m, t, theirs0, ones, (), (), (d,))
            return 1, plays
    return 0, [new_play((), new_position(m0, theirs0), (), ())]


def home_double(pos: Position, m: list[int], t: list[int], opn, d: int, masks: tuple) -> tuple[int, list]:
    """Doubles, every checker home: ``(dice used, plays)``; ``masks`` as in
    :func:`home_pair`.  A step hits when its point held a blot at the start
    (``blots``) that no earlier step hit.  Every sequence found is a play of
    its own (the module's note says why no two end alike)."""
    occ, om, blots = masks
    row = _ROWS[512 + om * 8 + d] or _row(d, om, True)
    PT = PositionTwin
    PL = PlayTwin
    P = Position
    Y = Play
    theirs0 = pos.theirs
    dice4 = (d, d, d, d)
    plays: list = []
    best = 0

    f1 = row[occ * 8 + 6]
    if not f1:
        return 0, [new_play((), new_position(pos.mine, theirs0), (), ())]
    for st1, s1, e1, _, kept, emptied in f1:
        c1 = m[s1]
        ce1 = m[e1]
        m[s1] = c1 - 1
        m[e1] = ce1 + 1
        h1 = blots[e1]
        if h1:
            t[25 - e1] = 0
            t[BAR] += 1
        f2 = row[kept if c1 > 1 else emptied]
        if not f2:
            if best <= 1:  # a sequence that stops short; its last step's hit is already in t
                if best < 1:
                    best = 1
                    plays = []
                plays.append(play_here(tuple(m), theirs0, t, (st1,), (h1,), dice4[:1]))
        for st2, s2, e2, _, kept, emptied in f2:
            c2 = m[s2]
            ce2 = m[e2]
            m[s2] = c2 - 1
            m[e2] = ce2 + 1
            h2 = blots[e2] and t[25 - e2] == 1
            if h2:
                t[25 - e2] = 0
                t[BAR] += 1
            f3 = row[kept if c2 > 1 else emptied]
            if not f3:
                if best <= 2:  # a sequence that stops short; its last step's hit is already in t
                    if best < 2:
                        best = 2
                        plays = []
                    plays.append(play_here(tuple(m), theirs0, t, (st1, st2), (h1, h2), dice4[:2]))
            for st3, s3, e3, _, kept, emptied in f3:
                c3 = m[s3]
                ce3 = m[e3]
                m[s3] = c3 - 1
                m[e3] = ce3 + 1
                h3 = blots[e3] and t[25 - e3] == 1
                if h3:
                    t[25 - e3] = 0
                    t[BAR] += 1
                f4 = row[kept if c3 > 1 else emptied]
                if not f4:
                    if best <= 3:  # a sequence that stops short; its last step's hit is already in t
                        if best < 3:
                            best = 3
                            plays = []
                        plays.append(play_here(tuple(m), theirs0, t, (st1, st2, st3), (h1, h2, h3), dice4[:3]))
                else:
                    if best < 4:
                        best = 4
                        plays = []
                    # The plays, made inline.
                    if h1 or h2 or h3:
                        th3 = tuple(t)
                        miss = (h1, h2, h3, False)
                    else:
                        th3 = theirs0
                        miss = _MISS4
                    for st, s, e, _, _, _ in f4:
                        h = blots[e] and t[25 - e] == 1
                        c = m[s]
                        ce = m[e]
                        m[s] = c - 1
                        m[e] = ce + 1
                        r = PT()
                        r.mine = tuple(m)
                        m[s] = c
                        m[e] = ce
                        pl = PL()
                        if h:
                            t[25 - e] = 0
                            t[BAR] += 1
                            r.theirs = tuple(t)
                            t[25 - e] = 1
                            t[BAR] -= 1
                            pl.hits = (h1, h2, h3, True)
                        else:
                            r.theirs = th3
                            pl.hits = miss
                        r.__class__ = P
                        pl.moves = (st1, st2, st3, st)
                        pl.result = r
                        pl.dice = dice4
                        pl.__class__ = Y
                        plays.append(pl)
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
        if h1:
            t[25 - e1] = 1
            t[BAR] -= 1
        m[s1] = c1
        m[e1] = ce1
    return best, plays
