"""Positions for the data sets: our own self-play with the generating network
(numba; training only).

:func:`collect` is the one self-play loop behind ``supervise.py`` (every
contact and race position of a number of games), ``rollout.py`` (each kept
with a probability) and ``twoply.py`` (the rarer kinds, see :func:`kind`,
with another probability): the generating network plays its best 0-ply
play, or with probability ``explore`` a random legal play, and before each
roll the position, side on roll first, goes through the keep rule.

Two views of the same networks are here.  ``rollout.py`` and
``supervise.py`` read them as training stores them (:func:`net_tuples`,
``tdcore.value0``: ``tdcore.forward``, the raw outputs); ``twoply.py`` reads
them as the package's evaluator does (:func:`search_nets`, :func:`value`:
the second layer transposed, the outputs made coherent).  ``collect``
plays with the view it is given, so each data set keeps the plays, and the
positions, it was made with.

The dice, the random plays and the keep rules draw from numba's generator,
seeded once by ``collect``, always in the same order: a data set is
reproducible from its seed (``tests/training/test_positions.py`` checks the
positions against the committed shards of ``runs/ro1`` and ``runs/tp1``).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fastgen import MAX_RESULTS, N_FEATURES, encode, gen_results
from tdcore import bearoff_probs, classify, equity_after, finished_probs, hidden_size, value0

#: ``collect``'s view of the networks: as training stores them, or as the
#: package's evaluator reads them.
TRAINING_VIEW = 0
PACKAGE_VIEW = 1

#: ``collect``'s keep rules, each with its probabilities ``probs``: every
#: race and contact position (no draw); each with probability ``probs[0]``
#: (one draw for each); race and other contact positions with ``probs[0]``,
#: the rarer kinds 4-6 with ``probs[1]`` (one draw for each).
KEEP_EVERY = 0
KEEP_SOME = 1
KEEP_RARE_MORE = 2
KEEP_RACE = 3

#: ``games`` for ``collect`` when only ``want`` ends it.
UNTIL_KEPT = 2**62


def net_tuples(state: dict):
    """The two networks of a checkpoint as :func:`value0` and the training
    code read them: ``(W1, b1, W2, b2, U, c, V)``, the checkpoint's own
    arrays (training updates them in place); a network without a second
    hidden layer gets ``U, c, V`` of no units."""
    def one(net):
        if "U" in net:
            return net["W1"], net["b1"], net["W2"], net["b2"], net["U"], net["c"], net["V"]
        h = np.shape(net["b1"])[0]
        return net["W1"], net["b1"], net["W2"], net["b2"], np.zeros((h, 0)), np.zeros(0), np.zeros((0, 5))
    return one(state["contact"]), one(state["race"])


def search_nets(state: dict):
    """The two networks as :func:`value` reads them: ``(W1, b1, W2
    transposed, b2, U, c, V transposed)``, float64, contiguous; a network
    without a second hidden layer has ``U, c, V`` of no units."""
    def one(net):
        h = np.shape(net["b1"])[0]
        second = (net["U"], net["c"], np.asarray(net["V"]).T) if "U" in net else (
            np.zeros((h, 0)), np.zeros(0), np.zeros((5, 0)))
        return tuple(np.ascontiguousarray(np.asarray(a, np.float64))
                     for a in (net["W1"], net["b1"], np.asarray(net["W2"]).T, net["b2"], *second))
    return one(state["contact"]), one(state["race"])


@njit(cache=True, nogil=True, fastmath=True)
def forward_t(W1, b1, W2T, b2, U, c, VT, x, nz, h, out):
    """The network's outputs for inputs ``x`` (``tdcore.forward`` with the
    output layer transposed, ``W2T`` of shape (5, hidden), and a loop the
    compiler can vectorise: about a third faster; the same values to
    rounding).  ``U, c, VT``: the second hidden layer (see
    ``nard_desktop.ai.network``), ``VT`` of shape (5, units); none when
    ``c`` is empty.  Its values go into ``h[H:]`` after the first layer's
    ``H``, as in ``tdcore.forward``: ``h`` holds ``tdcore.hidden_size``."""
    k = 0
    for i in range(W1.shape[0]):
        if x[i] != 0.0:
            nz[k] = i
            k += 1
    H = b1.shape[0]
    for j in range(H):
        h[j] = b1[j]
    for a in range(k):
        i = nz[a]
        xi = x[i]
        row = W1[i]
        for j in range(H):
            h[j] += xi * row[j]
    for j in range(H):
        z = min(max(h[j], -30.0), 30.0)
        h[j] = 1.0 / (1.0 + np.exp(-z))
    G = c.shape[0]
    if h.shape[0] < H + G:
        raise ValueError("the scratch h is shorter than the hidden units (tdcore.hidden_size)")
    g = h[H:H + G]
    for q in range(G):
        g[q] = c[q]
    for j in range(H):
        hj = h[j]
        row = U[j]
        for q in range(G):
            g[q] += hj * row[q]
    for q in range(G):
        z = min(max(g[q], -30.0), 30.0)
        g[q] = 1.0 / (1.0 + np.exp(-z))
    for o in range(5):
        z = b2[o]
        wo = W2T[o]
        for j in range(H):
            z += h[j] * wo[j]
        vo = VT[o]
        for q in range(G):
            z += g[q] * vo[q]
        z = min(max(z, -30.0), 30.0)
        out[o] = 1.0 / (1.0 + np.exp(-z))
    return k


@njit(cache=True, nogil=True)
def value(m, t, nets_c, nets_r, rank, at_least, first_at_least, x, nz, hc, hr, v):
    """0-ply value of ``m`` on roll into ``v``, made coherent as the package's
    neural evaluator does; returns the class (0 finished ... 3 contact).
    The networks are :func:`search_nets` tuples."""
    c = classify(m, t)
    if c == 0:
        finished_probs(m, t, v)
        return c
    if c == 1:
        bearoff_probs(m, t, rank, at_least, first_at_least, v)
    else:
        # One encoder call for both networks (as in ``tdcore.value0``).
        encode(m, t, x[:nets_r[0].shape[0] if c == 2 else nets_c[0].shape[0]])
        if c == 2:
            forward_t(*nets_r, x, nz, hr, v)
        else:
            forward_t(*nets_c, x, nz, hc, v)
    if t[0] > 0:
        v[1] = 0.0
        v[2] = 0.0
    if m[0] > 0:
        v[3] = 0.0
        v[4] = 0.0
    if c != 3:
        home_t = 0
        home_m = 0
        for p in range(19, 26):
            home_t += t[p]
            home_m += m[p]
        if home_t == 0:
            v[2] = 0.0
        if home_m == 0:
            v[4] = 0.0
    for o in range(5):
        if v[o] < 0.0:
            v[o] = 0.0
        elif v[o] > 1.0:
            v[o] = 1.0
    v[1] = min(v[1], v[0])
    v[2] = min(v[2], v[1])
    v[3] = min(v[3], 1.0 - v[0])
    v[4] = min(v[4], v[3])
    return c


@njit(cache=True, nogil=True, inline="always")
def cubeless_equity(v):
    """Cubeless money equity of five probabilities (their owner's view)."""
    return (2.0 * v[0] - 1.0) + (v[1] - v[3]) + (v[2] - v[4])


KIND_NAMES = ("finished", "bear-off", "race", "contact", "crashed", "back game", "bear-off vs contact")


@njit(cache=True, nogil=True)
def kind(m, t):
    """The kind of position, for the mix of the data set: 0 finished,
    1 both home, 2 race, 3 other contact, 4 crashed (a side in contact has
    at most 3 checkers left outside its home board and its board broken),
    5 back game (a side holds two or more points in the other's home board and
    trails the race by 60 pips or more), 6 bear-off against contact (a side
    has all its checkers home, some off, and the other still holds a
    checker back)."""
    c = classify(m, t)
    if c < 3:
        return c
    for side in range(2):
        a = m if side == 0 else t
        b = t if side == 0 else m
        pa = 25 * a[25]
        pb = 25 * b[25]
        for p in range(1, 25):
            pa += p * a[p]
            pb += p * b[p]
        anchors = 0
        for p in range(19, 25):
            if a[p] >= 2:
                anchors += 1
        if anchors >= 2 and pa - pb >= 60:
            return 5
    for side in range(2):
        a = m if side == 0 else t
        out = a[25]
        for p in range(7, 25):
            out += a[p]
        if out == 0 and a[0] > 0:
            return 6
    for side in range(2):
        a = m if side == 0 else t
        out = a[25]
        for p in range(7, 25):
            out += a[p]
        made = 0
        for p in range(1, 7):
            if a[p] >= 2:
                made += 1
        if out <= 3 and made <= 3 and a[0] == 0:
            return 4
    return 3


@njit(cache=True, nogil=True)
def kept(rule, probs, m, t):
    """Whether the keep ``rule`` (``KEEP_*``) keeps ``m`` on roll."""
    if rule == KEEP_EVERY:
        return classify(m, t) >= 2
    if rule == KEEP_SOME:
        return classify(m, t) >= 2 and np.random.random() < probs[0]
    if rule == KEEP_RACE:
        return classify(m, t) == 2 and np.random.random() < probs[0]
    kd = kind(m, t)
    if kd < 2:
        return False
    return np.random.random() < (probs[1] if kd >= 4 else probs[0])


@njit(cache=True, nogil=True)
def collect(view, rule, probs, nets_c, nets_r, rank, at_least, first_at_least, want, games, seed,
            explore, pm, pt):
    """Self-play from the starting position until ``want`` positions are kept
    into ``pm``/``pt`` or ``games`` games are over; returns (positions kept,
    games played).

    The networks are read in the ``view`` (``TRAINING_VIEW``: :func:`net_tuples`,
    ``PACKAGE_VIEW``: :func:`search_nets`); the keep ``rule`` (``KEEP_*``,
    with ``probs``) is asked only while fewer than ``want`` are kept."""
    if pm.shape[1] != 26 or pt.shape[1] != 26:
        raise ValueError("pm and pt hold boards of 26 counts")
    np.random.seed(seed)
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hc = np.zeros(hidden_size(nets_c))
    hr = np.zeros(hidden_size(nets_r))
    v = np.zeros(5)
    start = np.zeros(26, np.int8)
    start[24] = 2
    start[13] = 5
    start[8] = 3
    start[6] = 5
    k = 0
    played = 0
    while k < want and played < games:
        m = start.copy()
        t = start.copy()
        first = True
        played += 1
        for ply in range(2000):
            if k < want and kept(rule, probs, m, t):
                # Element by element: an array assignment would compile
                # numba's shape-mismatch message (seconds of compilation).
                for i in range(26):
                    pm[k, i] = m[i]
                    pt[k, i] = t[i]
                k += 1
            if first:
                d1 = np.random.randint(1, 7)
                d2 = np.random.randint(1, 6)
                if d2 >= d1:
                    d2 += 1
                first = False
            else:
                d1 = np.random.randint(1, 7)
                d2 = np.random.randint(1, 7)
            n = gen_results(m, t, d1, d2, out_m, out_t)
            if np.random.random() < explore:
                best = np.random.randint(0, n)
            else:
                best = 0
                best_e = -1e9
                for j in range(n):
                    # The result is seen by the opponent, now on roll.
                    if view == PACKAGE_VIEW:
                        value(out_t[j], out_m[j], nets_c, nets_r, rank, at_least, first_at_least,
                              x, nz, hc, hr, v)
                        e = -cubeless_equity(v)
                    else:
                        value0(out_t[j], out_m[j], nets_c, nets_r, rank, at_least, first_at_least,
                               x, nz, hc, hr, v)
                        e = equity_after(v)
                    if e > best_e:
                        best_e = e
                        best = j
            nm = out_t[best].copy()
            nt = out_m[best].copy()
            m = nm
            t = nt
            if t[0] == 15:
                break
    return k, played
