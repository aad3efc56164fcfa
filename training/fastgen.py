"""A compiled move generator for training (numba), checked against the engine.

The program never imports this module: numba is a training-time tool only.
Boards are int8 arrays of 26 counts in their owner's numbering, as in
:class:`nard_desktop.engine.Position` (0 = off, 1–24 points, 25 = bar).

:func:`gen_results` writes every distinct result of a roll (the engine's
``legal_plays`` without the hit-and-stack house option) into caller-owned
buffers, with the same whole-turn rule: the greatest number of dice, and the
larger die when only one die can be played.
"""

from __future__ import annotations

import numpy as np
from numba import njit

import numba_cache  # noqa: F401  (before any @njit: the cache folder follows the sources)

MAX_RESULTS = 2048
"""Buffer rows the caller should allocate (far above any real position)."""

# A constant passed to a compiled function makes numba compile that function
# again for the constant's value (``Literal[int](25)`` beside ``int64``): the
# helpers below are given numpy scalars instead, so each compiles once (the
# optimiser still sees the constants where it inlines them).
ANY_SOURCE = np.int64(25)
NOT_BIG = np.bool_(False)


@njit(cache=True, nogil=True)
def _single_steps(m, t, d, maxsrc, srcs, dsts):
    """Every single step with die ``d``; returns how many were written."""
    n = 0
    if m[25] > 0:
        if t[d] < 2:
            srcs[0] = 25
            dsts[0] = 25 - d
            return 1
        return 0
    far = 24
    while far > 0 and m[far] == 0:
        far -= 1
    src = far if far < maxsrc else maxsrc
    while src > 0:
        if m[src] > 0:
            dst = src - d
            if dst > 0:
                if t[25 - dst] < 2:
                    srcs[n] = src
                    dsts[n] = dst
                    n += 1
            elif far <= 6 and (dst == 0 or src == far):
                srcs[n] = src
                dsts[n] = 0
                n += 1
        src -= 1
    return n


@njit(cache=True, nogil=True, inline="always")
def _apply(m, t, src, dst):
    m[src] -= 1
    m[dst] += 1
    if dst > 0 and t[25 - dst] == 1:
        t[25 - dst] = 0
        t[25] += 1
        return True
    return False


@njit(cache=True, nogil=True, inline="always")
def _undo(m, t, src, dst, hit):
    m[src] += 1
    m[dst] -= 1
    if hit:
        t[25 - dst] = 1
        t[25] -= 1


@njit(cache=True, nogil=True)
def _hash(m, t):
    h = np.int64(1469598103934665603)
    for i in range(26):
        h = (h ^ np.int64(m[i])) * np.int64(1099511628211)
    for i in range(26):
        h = (h ^ np.int64(t[i] + 17)) * np.int64(1099511628211)
    return h


@njit(cache=True, nogil=True)
def _leaf(m, t, length, big, state, out_m, out_t, hashes, flags):
    """Record a leaf; ``state`` = [count, best length]."""
    if length < state[1]:
        return
    if length > state[1]:
        state[1] = length
        state[0] = 0
    h = _hash(m, t)
    n = state[0]
    for k in range(n):
        if hashes[k] == h:
            same = True
            for i in range(26):
                if out_m[k, i] != m[i] or out_t[k, i] != t[i]:
                    same = False
                    break
            if same:
                if big:
                    flags[k] = 1
                return
    for i in range(26):
        out_m[n, i] = m[i]
        out_t[n, i] = t[i]
    hashes[n] = h
    flags[n] = 1 if big else 0
    state[0] = n + 1


@njit(cache=True, nogil=True)
def gen_results(mine, theirs, d1, d2, out_m, out_t):
    """Write the distinct results of rolling ``d1, d2`` into ``out_m``/``out_t``.

    Results are still seen by the mover.  Returns the number of results (at
    least 1: when nothing can be played the position itself).
    """
    m = mine.copy()
    t = theirs.copy()
    nbuf = out_m.shape[0]
    hashes = np.zeros(nbuf, np.int64)
    flags = np.zeros(nbuf, np.int8)
    state = np.zeros(2, np.int64)
    s1 = np.empty(16, np.int64)
    e1 = np.empty(16, np.int64)
    s2 = np.empty(16, np.int64)
    e2 = np.empty(16, np.int64)
    s3 = np.empty(16, np.int64)
    e3 = np.empty(16, np.int64)
    s4 = np.empty(16, np.int64)
    e4 = np.empty(16, np.int64)
    if d1 == d2:
        d = d1
        n1 = _single_steps(m, t, d, ANY_SOURCE, s1, e1)
        if n1 == 0:
            _leaf(m, t, np.int64(0), NOT_BIG, state, out_m, out_t, hashes, flags)
        for i1 in range(n1):
            h1 = _apply(m, t, s1[i1], e1[i1])
            n2 = _single_steps(m, t, d, s1[i1], s2, e2)
            if n2 == 0:
                _leaf(m, t, np.int64(1), NOT_BIG, state, out_m, out_t, hashes, flags)
            for i2 in range(n2):
                h2 = _apply(m, t, s2[i2], e2[i2])
                n3 = _single_steps(m, t, d, s2[i2], s3, e3)
                if n3 == 0:
                    _leaf(m, t, np.int64(2), NOT_BIG, state, out_m, out_t, hashes, flags)
                for i3 in range(n3):
                    h3 = _apply(m, t, s3[i3], e3[i3])
                    n4 = _single_steps(m, t, d, s3[i3], s4, e4)
                    if n4 == 0:
                        _leaf(m, t, np.int64(3), NOT_BIG, state, out_m, out_t, hashes, flags)
                    for i4 in range(n4):
                        h4 = _apply(m, t, s4[i4], e4[i4])
                        _leaf(m, t, np.int64(4), NOT_BIG, state, out_m, out_t, hashes, flags)
                        _undo(m, t, s4[i4], e4[i4], h4)
                    _undo(m, t, s3[i3], e3[i3], h3)
                _undo(m, t, s2[i2], e2[i2], h2)
            _undo(m, t, s1[i1], e1[i1], h1)
        return state[0]
    hi = d1 if d1 > d2 else d2
    lo = d1 + d2 - hi
    any_move = False
    for order in range(2):
        a = hi if order == 0 else lo
        b = lo if order == 0 else hi
        n1 = _single_steps(m, t, a, ANY_SOURCE, s1, e1)
        for i1 in range(n1):
            any_move = True
            h1 = _apply(m, t, s1[i1], e1[i1])
            n2 = _single_steps(m, t, b, ANY_SOURCE, s2, e2)
            if n2 == 0:
                _leaf(m, t, np.int64(1), a == hi, state, out_m, out_t, hashes, flags)
            for i2 in range(n2):
                h2 = _apply(m, t, s2[i2], e2[i2])
                _leaf(m, t, np.int64(2), NOT_BIG, state, out_m, out_t, hashes, flags)
                _undo(m, t, s2[i2], e2[i2], h2)
            _undo(m, t, s1[i1], e1[i1], h1)
    if not any_move:
        _leaf(m, t, np.int64(0), NOT_BIG, state, out_m, out_t, hashes, flags)
        return state[0]
    n = state[0]
    if state[1] == 1:
        # Only one die can be played: the larger one if it can be.
        has_big = False
        for k in range(n):
            if flags[k]:
                has_big = True
                break
        if has_big:
            w = 0
            for k in range(n):
                if flags[k]:
                    for i in range(26):
                        out_m[w, i] = out_m[k, i]
                        out_t[w, i] = out_t[k, i]
                    w += 1
            n = w
    return n


def results(mine, theirs, d1: int, d2: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Python convenience wrapper: the distinct results as pairs of tuples."""
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    n = gen_results(np.asarray(mine, np.int8), np.asarray(theirs, np.int8), d1, d2, out_m, out_t)
    return [(tuple(int(x) for x in out_m[k]), tuple(int(x) for x in out_t[k])) for k in range(n)]


# ---------------------------------------------------------------- features
# The compiled twin of nard_desktop.ai.features.encode (same layout, same
# numbers); tests/training/test_fastgen.py checks them against each other
# and against the plain definition in tests/plain_features.py.

N_FEATURES = 238


@njit(cache=True, nogil=True)
def _prime(m):
    best = 0
    run = 0
    for p in range(1, 25):
        if m[p] >= 2:
            run += 1
            if run > best:
                best = run
        else:
            run = 0
    return best


@njit(cache=True, nogil=True)
def _escape_rolls(t, s):
    """Rolls (out of 36) carrying a checker on my point ``s`` the roll's whole
    distance over points ``t`` has not made (a double: two steps)."""
    c = 0
    for a in range(1, 7):
        for b in range(a, 7):
            q = s - a - b
            far = q < 1 or t[25 - q] < 2
            qa = s - a
            open_a = qa < 1 or t[25 - qa] < 2
            if a != b:
                qb = s - b
                if far and (open_a or qb < 1 or t[25 - qb] < 2):
                    c += 2
            elif far and open_a:
                c += 1
    return c


@njit(cache=True, nogil=True)
def _escapes(m, made, x, i):
    """Back escapes into ``x[i]``, containment into ``x[i + 2]`` (/ 36);
    ``made``: the other side's points, from :func:`_made_ahead`."""
    rear = 25
    while rear > 0 and m[rear] == 0:
        rear -= 1
    x[i] = ESCAPES[(made >> rear) & 0xFFF] / 36.0
    low = 36
    for s in range(13, 25):
        e = ESCAPES[(made >> s) & 0xFFF]
        if e < low:
            low = e
    x[i + 2] = low / 36.0


def _escape_table():
    """Escape rolls (out of 36) for each pattern of the 12 points ahead of a
    checker: bit ``12 - k`` set when the point ``k`` pips ahead is made by
    the other side (the rule of :func:`_escape_rolls`, tabulated)."""
    table = np.zeros(1 << 12, np.int64)
    for mask in range(1 << 12):
        t = np.zeros(26, np.int64)
        for k in range(1, 13):
            if (mask >> (12 - k)) & 1:
                t[25 - (13 - k)] = 2  # my point 13 - k is k pips ahead of 13
        table[mask] = _escape_rolls(t, 13)
    return table


ESCAPES = _escape_table()


@njit(cache=True, nogil=True)
def _shot_inputs(m, t, x, i, j):
    """Shots (/ 36) into ``x[i]``; the third set's double shots and pips
    won by hitting into ``x[j]``, ``x[j + 1]`` when ``j >= 0``.

    The same walk as ``features._hit_sets``, on bit masks over my points
    (bit q: my point q): each roll's set of blots of ``t`` some play of it
    could hit along open points, direct or combined.  A side with checkers
    on the bar hits only with the entering checker: with two or more there
    no combined shot of a non-double, and a double moves it at most
    5 − bar steps.  A feature, not a rule: it ignores the rest of the
    whole-turn rule."""
    bar = m[25]
    src = 0
    blot = 0
    open_ = 0
    if bar > 0:
        src = 1 << 25
    for q in range(1, 25):
        if bar == 0 and m[q] > 0:
            src |= 1 << q
        c = t[25 - q]
        if c == 1:
            blot |= 1 << q
        if c < 2:
            open_ |= 1 << q
    if t[25] < 2:
        open_ |= 1
    if t[0] < 2:
        open_ |= 1 << 25
    shots = 0
    double = 0
    won = 0
    if blot != 0 and src > (blot & -blot):
        kmax = 4 if bar == 0 else max(1, 5 - bar)
        for a in range(1, 7):
            for b in range(a, 7):
                sa = src >> a
                if a != b:
                    w = 2
                    sb = src >> b
                    hits = sa | sb
                    if bar < 2:
                        hits |= ((sa & open_) >> b) | ((sb & open_) >> a)
                    hits &= blot
                else:
                    w = 1
                    hits = sa
                    landed = sa & open_
                    for k in range(2, 5):
                        landed >>= a
                        if k <= kmax:
                            hits |= landed
                        landed &= open_
                    hits &= blot
                if hits != 0:
                    shots += w
                    if j >= 0:
                        if hits & (hits - 1):
                            double += w
                        top = 24
                        while (hits >> top) & 1 == 0:
                            top -= 1
                        won += w * top
    x[i] = shots / 36.0
    if j >= 0:
        x[j] = double / 36.0
        x[j + 1] = won / 864.0


@njit(cache=True, nogil=True)
def _made_ahead(t):
    """Bit q + 12 set when ``t`` has made my point q (1-24): the 12 bits
    from bit s are the 12 points ahead of my point s, for ``ESCAPES``."""
    made = 0
    for q in range(1, 25):
        if t[25 - q] >= 2:
            made |= 1 << (q + 12)
    return made


@njit(cache=True, nogil=True)
def _third(m, t, made, pm, pt, x, i):
    """The third set's inputs but the shot ones for side ``m`` (pips
    ``pm``, the other's ``pt``; ``made`` from :func:`_made_ahead`) into
    ``x[i + 2] ... x[i + 7]``."""
    closed = 0
    for p in range(1, 7):
        if t[p] >= 2:
            closed += 1
    x[i + 2] = closed * closed / 36.0
    x[i + 3] = (36 - (6 - closed) * (6 - closed)) / 36.0
    rear = 25
    while rear > 0 and t[rear] == 0:
        rear -= 1
    q = 25 - rear
    brk = 0
    for p in range(max(q, 1), 26):
        brk += m[p] * (p - q + 1)
    x[i + 4] = brk / 200.0
    trapped = 0
    for p in range(13, 26):
        if m[p] > 0:
            trapped += m[p] * (36 - ESCAPES[(made >> p) & 0xFFF])
    x[i + 5] = trapped / 216.0
    anchors = 0
    for p in range(19, 25):
        if m[p] >= 2:
            anchors += 1
    if anchors >= 2:
        x[i + 6] = 1.0
        lag = pm - pt
        x[i + 7] = (lag if lag > 0 else 0) / 100.0
    else:
        x[i + 6] = 0.0
        x[i + 7] = 0.0


@njit(cache=True, nogil=True)
def _fourth(m, t, x, i):
    """The fourth set's inputs for side ``m`` against ``t`` into ``x[i]`` …
    ``x[i + 7]``, one point at a time (the definitions in the features
    module's docstring)."""
    rear = 25
    while rear > 0 and m[rear] == 0:
        rear -= 1
    x[i] = rear / 25.0
    back = 0
    for p in range(24, 18, -1):
        if m[p] >= 2:
            back = p - 18
            break
    x[i + 1] = back / 6.0
    fwd = 0
    for p in range(13, 25):
        if m[p] >= 2:
            fwd = 25 - p
            break
    x[i + 2] = fwd / 12.0
    # Mobility: single steps landing on points 1-24 the other side has not made.
    steps = 0
    for p in range(1, 26):
        if m[p] > 0 and (m[25] == 0 or p == 25):
            for d in range(1, 7):
                q = p - d
                if q >= 1 and t[25 - q] < 2:
                    steps += 1
    x[i + 3] = steps / 60.0
    free = 24 * np.int64(m[25])
    for p in range(1, 25):
        c = np.int64(m[p])
        if c >= 2:
            free += (c - 2) * (p - 1)
        elif c == 1 and p > 6:
            free += p - 1
    x[i + 4] = free / 100.0
    pairs = 0
    for p in range(7, 25):
        if m[p] >= 2:
            for q in range(p - 6, p):
                if m[q] >= 2:
                    pairs += 1
    x[i + 5] = pairs / 21.0
    s0 = 0
    s1 = 0
    s2 = 0
    for p in range(1, 26):
        c = np.int64(m[p])
        s0 += c
        s1 += c * p
        s2 += c * p * p
    x[i + 6] = (s0 * s2 - s1 * s1) / (max(s0 * s0, 1) * 144.0)
    covered = 0
    for q in range(7, 19):
        if t[25 - q] < 2:
            for p in range(q + 1, q + 7):
                if m[p] > 0:
                    covered += 1
                    break
    x[i + 7] = covered / 12.0


@njit(cache=True, nogil=True)
def encode(m, t, x):
    """Fill ``x`` with the inputs for ``m`` on roll: all :data:`N_FEATURES`
    of them, or the leading 202, 206 or 222 when ``x`` is that long (what a
    network of an earlier feature set reads)."""
    for i in range(x.shape[0]):
        x[i] = 0.0
    pip = np.zeros(2, np.int64)
    for side in range(2):
        c = m if side == 0 else t
        base = 98 * side
        pips = 0
        for p in range(1, 25):
            n = c[p]
            pips += p * n
            if n >= 1:
                x[base + 4 * (p - 1)] = 1.0
                if n >= 2:
                    x[base + 4 * (p - 1) + 1] = 1.0
                    if n >= 3:
                        x[base + 4 * (p - 1) + 2] = 1.0
                        if n > 3:
                            x[base + 4 * (p - 1) + 3] = (n - 3) / 2.0
        x[base + 96] = c[25] / 2.0
        x[base + 97] = c[0] / 15.0
        pips += 25 * c[25]
        pip[side] = pips
        x[196 + side] = pips / 100.0
    third = x.shape[0] > 206
    _shot_inputs(m, t, x, np.int64(198), 206 if third else -1)
    _shot_inputs(t, m, x, np.int64(199), 214 if third else -1)
    x[200] = _prime(m) / 6.0
    x[201] = _prime(t) / 6.0
    if x.shape[0] <= 202:
        return
    made_t = _made_ahead(t)
    made_m = _made_ahead(m)
    _escapes(m, made_t, x, np.int64(202))
    _escapes(t, made_m, x, np.int64(203))
    if third:
        _third(m, t, made_t, pip[0], pip[1], x, np.int64(206))
        _third(t, m, made_m, pip[1], pip[0], x, np.int64(214))
    if x.shape[0] > 222:
        _fourth(m, t, x, np.int64(222))
        _fourth(t, m, x, np.int64(230))
