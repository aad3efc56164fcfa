"""The fast path of :func:`~nard_desktop.engine.legal_plays` when every one of
my checkers is in my home board: the bear-off (RULES.md §6).

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

The plays of a roll depend only on the shape of the home board (its counts
up to two, or four for doubles, its open points and its blots), so the
search runs once per shape and roll: its plays' steps are recorded
(:data:`_SHAPES`, for a shape met a second time) and replayed on the board
of the next position of that shape, which gets its own plays and results.

``tests/engine/test_fast_paths.py`` checks this module against the
reference search and GNU Backgammon on bear-off positions with and without
contact, and the replayed plays of a shape against the search's own on
positions of the same shape.
"""

from __future__ import annotations

from .play import (_STEP, Play, _add_last_steps, _new_play, _new_position, _play_here, _PlayTwin,
                   _PositionTwin)
from .position import BAR, Position

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
            full.append((_STEP[s][e], s, e, (1 << 4 * e) - (1 << 4 * s),
                         (occ | _BIT[e]) * 8 + top, (occ ^ _BIT[s] | _BIT[e]) * 8 + top))
        for maxsrc in range(7):
            row[occ * 8 + maxsrc] = tuple(x for x in full if x[1] <= maxsrc)
    _ROWS[512 * doubles + open_mask * 8 + d] = row
    return row


def _masks(m, opn, blots) -> tuple:
    """(occupancy mask, open mask, blots, two-dice shape, doubles shape) of
    my points 1–6: ``blots`` is the position's list of
    :func:`.fastpath._fast_generate` (``blots[p]``: my point ``p`` holds a
    single opposing checker at the start, never for 0); the shapes are the
    keys of :data:`_SHAPES` less the dice (see there)."""
    occ = 0
    om = 0
    bm = 0
    c2 = 0
    c4 = 0
    for p in range(6, 0, -1):
        c = m[p]
        c2 = c2 * 3 + (c if c < 2 else 2)
        c4 = c4 * 5 + (c if c < 4 else 4)
        if c:
            occ |= _BIT[p]
        if opn[p]:
            om |= _BIT[p]
        if blots[p]:
            bm |= _BIT[p]
    return occ, om, blots, ((c2 << 6 | om) << 6 | bm) << 6, ((c4 << 6 | om) << 6 | bm) << 6


_SHAPES: dict = {}
"""The plays of a roll for each shape of the home board, as
:func:`_shape_of` records them, filled on first use.

With every checker home, which plays a roll has (their steps, hits and
dice, in the order the search finds them) depends only on the shape of the
home board: my counts on points 1–6 up to two for two different dice (the
search only asks whether a point is occupied and whether it holds more than
one) or up to four for doubles (a point gives at most four steps), which of
those points are open, and which hold a blot.  Different positions share a
shape (the checkers already off, more checkers on a point, the opponent's
checkers elsewhere), and there are few shapes: 3**6 (5**6 for doubles)
without contact.  So the search and its look-ups run at most twice per
shape and roll (the second time recording, see :data:`_MET`); a later call
of the same shape replays the recorded steps on its own board and builds
every play and its result for the actual position (about half of a
bear-off call is the search).  A key is
``shape | larger die << 3 | smaller die`` (``_masks`` gives the shape):
two different dice never share a key with doubles.
"""

_SHAPES_MAX = 1 << 15
"""Entries kept at most: on reaching it the memo starts again, which costs
a search per shape, nothing more.  The parts of the records are shared
between shapes (:data:`_PARTS`), so an entry costs about 300 bytes and its
share of the parts about 200 (measured on the bear-off corpus of
``bench/movegen.py``: 15,800 shapes for its 1,000 positions, about 8 MB in
all); at most some 16 MB."""

_MET: set = set()
"""The keys met once: a shape is recorded when it is met again.  Recording
costs some 40 % of a search (two different dice, callgrind on the bench's
bear-off corpus), and more in the garbage collector's time over the records
kept (measured: a first pass over the bench's bear-off corpus took 2.2
times as long as without the memo when each shape was recorded on first
sight); a shape met once, which is common in play, costs only its key in
this set.  On that corpus, where most shapes are met once per pass, a pass
that starts with the memo empty costs about 5 % more than without the memo
(others; about 1 % for doubles)."""

_PARTS: dict = {}
"""One copy of each group and each play's record of :func:`_shape_of`
(many shapes share them), emptied with :data:`_SHAPES`."""


def _forget_shapes() -> None:
    """Empty the memo of shapes (the tests, and ``bench/movegen.py``'s timings
    of a memo that starts empty)."""
    _SHAPES.clear()
    _MET.clear()
    _PARTS.clear()


def _shape_of(best: int, plays: list) -> tuple:
    """A record of the plays of one roll for :data:`_SHAPES`: ``best`` and
    the plays as groups of consecutive plays sharing their steps but the
    last, each ``(first steps, points those hit, dice, lasts)`` with
    ``lasts`` the ``(from, to, moves, hits, last hit)`` of each play, in the
    order found."""
    one = _PARTS.setdefault
    groups = []
    pre = dice = None
    lasts: list = []
    if best:
        # The first steps decide their hits, so they and the dice name a group.
        for pl in plays:
            moves = pl.moves
            hits = pl.hits
            if moves[:-1] != pre or pl.dice != dice:
                pre = moves[:-1]
                dice = pl.dice
                lasts = []
                # (A generator for the points hit only when something was hit: most groups hit nothing.)
                groups.append((pre, tuple(e for (_, e), h in zip(pre, hits) if h) if True in hits else (), dice,
                               lasts))
            s, e = moves[-1]
            last = (s, e, moves, hits, hits[-1])
            lasts.append(one(last, last))
    out = []
    for pre, hit_to, dice, lasts in groups:
        group = (pre, hit_to, dice, tuple(lasts))
        out.append(one(group, group))
    return best, tuple(out)


def _home_plays(pos: Position, m: list[int], t: list[int], opn, a: int, b: int, masks: tuple) -> tuple[int, list]:
    """Every checker home: ``(dice used, plays)``, from :data:`_SHAPES` when
    the shape of the home board was recorded, else from the search
    (:func:`_home_pair`, :func:`_home_double`), which is recorded when the
    shape was met before (:data:`_MET`)."""
    if a == b:
        key = masks[4] | a * 9
    else:
        if a < b:
            a, b = b, a
        key = masks[3] | a << 3 | b
    shape = _SHAPES.get(key)
    if shape is None:
        if a == b:
            best, plays = _home_double(pos, m, t, opn, a, masks)
        else:
            best, plays = _home_pair(pos, m, t, opn, a, b, masks)
        if key in _MET:
            if len(_SHAPES) >= _SHAPES_MAX:
                _SHAPES.clear()
                _PARTS.clear()
            _SHAPES[key] = _shape_of(best, plays)
        else:
            if len(_MET) >= _SHAPES_MAX:
                _MET.clear()
            _MET.add(key)
        return best, plays
    best, groups = shape
    theirs0 = pos.theirs
    if not best:
        return 0, [_new_play((), _new_position(pos.mine, theirs0), (), ())]
    # The recorded steps replayed on this board: each group's first steps
    # once, then each play's last step made inline with the counts stored
    # back as read, as in the search's innermost loops.
    plays: list = []
    append = plays.append
    PT = _PositionTwin
    PL = _PlayTwin
    P = Position
    Y = Play
    for pre, hit_to, dice, lasts in groups:
        for s, e in pre:
            m[s] -= 1
            m[e] += 1
        if hit_to:
            for e in hit_to:
                t[25 - e] = 0
                t[BAR] += 1
            th = tuple(t)
        else:
            th = theirs0
        for s, e, moves, hits, h in lasts:
            c = m[s]
            ce = m[e]
            m[s] = c - 1
            m[e] = ce + 1
            r = PT()
            r.mine = tuple(m)
            m[s] = c
            m[e] = ce
            if h:
                t[25 - e] = 0
                t[BAR] += 1
                r.theirs = tuple(t)
                t[25 - e] = 1
                t[BAR] -= 1
            else:
                r.theirs = th
            r.__class__ = P
            pl = PL()
            pl.moves = moves
            pl.result = r
            pl.hits = hits
            pl.dice = dice
            pl.__class__ = Y
            append(pl)
        for e in hit_to:
            t[25 - e] = 1
            t[BAR] -= 1
        for s, e in pre:
            m[s] += 1
            m[e] -= 1
    return best, plays


_HIT1 = (True,)
_MISS1 = (False,)
_HIT_MISS = (True, False)
_MISS_MISS = (False, False)
_MISS4 = (False, False, False, False)


def _home_pair(pos: Position, m: list[int], t: list[int], opn, a: int, b: int, masks: tuple) -> tuple[int, list]:
    """Two different dice, ``a > b``, every checker home: ``(dice used, plays)``;
    ``masks`` is :func:`_masks` of the position."""
    occ, om, blots = masks[:3]
    ta = _ROWS[om * 8 + a] or _row(a, om, False)
    tb = _ROWS[om * 8 + b] or _row(b, om, False)
    add = _add_last_steps
    hit_bits = _HIT_BITS
    theirs0 = pos.theirs
    m0 = pos.mine
    high0 = occ.bit_length()
    plays: list = []
    append = plays.append
    PT = _PositionTwin
    PL = _PlayTwin
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
    return 0, [_new_play((), _new_position(m0, theirs0), (), ())]


def _home_double(pos: Position, m: list[int], t: list[int], opn, d: int, masks: tuple) -> tuple[int, list]:
    """Doubles, every checker home: ``(dice used, plays)``; ``masks`` as in
    :func:`_home_pair`.  A step hits when its point held a blot at the start
    (``blots``) that no earlier step hit.  Every sequence found is a play of
    its own (the module's note says why no two end alike)."""
    occ, om, blots = masks[:3]
    row = _ROWS[512 + om * 8 + d] or _row(d, om, True)
    PT = _PositionTwin
    PL = _PlayTwin
    P = Position
    Y = Play
    theirs0 = pos.theirs
    dice4 = (d, d, d, d)
    plays: list = []
    best = 0

    f1 = row[occ * 8 + 6]
    if not f1:
        return 0, [_new_play((), _new_position(pos.mine, theirs0), (), ())]
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
                plays.append(_play_here(tuple(m), theirs0, t, (st1,), (h1,), dice4[:1]))
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
                    plays.append(_play_here(tuple(m), theirs0, t, (st1, st2), (h1, h2), dice4[:2]))
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
                        plays.append(_play_here(tuple(m), theirs0, t, (st1, st2, st3), (h1, h2, h3), dice4[:3]))
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
