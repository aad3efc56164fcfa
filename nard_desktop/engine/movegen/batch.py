"""The batch generator: every legal result of a roll for a whole batch of boards at once (numpy).

The rollouts play many trials in lock-step and ask for the results of each
trial's roll together (:mod:`nard_desktop.ai.rollouts`).  Boards are int8
``(n, 26)`` counts in their owner's numbering (0 off, 1-24, 25 bar), as in
``Position``.  The whole-turn rule (docs/rules.md §4) is applied as the reference
search applies it: the most dice, and the larger die when only one die of a
non-double can be played.

It serves the standard rules only, not the hit-and-stack house option: its
callers ask :func:`~nard_desktop.engine.movegen.standard_plays` first and
play position by position with :func:`legal_plays` otherwise (the rollouts
do, in ``_group``).  ``tests/engine/test_batch_generator.py`` checks it
against :func:`legal_plays` on every roll of many boards.

Public: :func:`batch_results` and :func:`board_keys`.
"""

from __future__ import annotations

import numpy as np

__all__ = ["batch_results", "board_keys"]


def _steps(M, T, d):
    """Every single step of die ``d[row]`` in each state (docs/rules.md §3, §5, §6):
    ``(row, M', T')``.  Whether my point p is open (``T[25 - p] < 2``)
    cannot change during a turn: a hit leaves the point empty."""
    k = M.shape[0]
    has = M[:, 1:26] > 0  # has[:, j]: a checker on my point j + 1 (25: the bar)
    bar = M[:, 25] > 0
    if bar.any():
        has[bar, :24] = False
    # pad[:, q + 6]: my point q (1-24) is open; points 0 and below count as
    # closed here (bearing off is below).  A checker on point j + 1 moving d
    # lands on j + 1 - d, column j + 7 - d: a window of pad starting at 7 - d.
    pad = np.zeros((k, 32), bool)
    np.less(T[:, 24:0:-1], 2, out=pad[:, 7:31])
    windows = np.ndarray((k, 8, 25), bool, pad, strides=(32, 1, 1))  # windows[r, s] = pad[r, s:s + 25]
    legal = has & windows[np.arange(k), 7 - d]
    home = ~(M[:, 7:26] > 0).any(axis=1)
    if home.any():
        h = np.flatnonzero(home)
        dh = d[h]
        occ = M[h, 1:7] > 0
        highest = np.where(occ.any(axis=1), 6 - np.argmax(occ[:, ::-1], axis=1), 0)
        off = np.zeros((h.size, 25), bool)
        off[np.arange(h.size), dh - 1] = True  # exactly off
        over = np.flatnonzero((highest < dh) & (highest > 0))
        off[over, highest[over] - 1] = True  # from the highest point, with a larger die
        legal[h] |= has[h] & off
    r, c = np.nonzero(legal)
    s = c + 1
    dst = np.maximum(s - d[r], 0)
    ar = np.arange(r.size)
    M2 = M[r]
    T2 = T[r]
    M2[ar, s] -= 1
    M2[ar, dst] += 1
    tp = 25 - dst
    hit = (dst >= 1) & (T2[ar, tp] == 1)
    if hit.any():
        hh = ar[hit]
        T2[hh, tp[hit]] = 0
        T2[hh, 25] += 1
    return r, M2, T2


_K1 = np.uint64(0x9E3779B97F4A7C15)
_K2 = np.uint64(0xC2B2AE3D27D4EB4F)
_K3 = np.uint64(0x165667B19E3779F9)


def _key_weights() -> np.ndarray:
    w = np.zeros((50, 4))
    for j in range(26):  # my counts, 4 bits each: 0-7, 8-15, 16-25 in three columns
        w[j, min(j // 8, 2)] = 16.0 ** (j - 8 * min(j // 8, 2))
    for j in range(24):  # their occupied points 1-24
        w[26 + j, 3] = 2.0 ** j
    return w


_KEY_W = _key_weights()
_U32 = np.uint64(32)
_U40 = np.uint64(40)


def board_keys(M: np.ndarray, T: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The exact key of each board within one parent, two uint64 words: my
    counts 0-15 at 4 bits each, then my counts 16-25 and (bits 40-63) their
    occupied points 1-24.  Worked out as one float matmul: each column is a
    whole number below 2**53, exact whatever the order of the sum."""
    x = np.empty((M.shape[0], 50))
    x[:, :26] = M
    np.greater(T[:, 1:25], 0, out=x[:, 26:])
    c = (x @ _KEY_W).astype(np.uint64)
    return c[:, 0] | (c[:, 1] << _U32), c[:, 2] | (c[:, 3] << _U40)


def _unique(parent, M, T):
    """Indices of the distinct (parent, M, T) rows.

    Within one parent the opponent's side differs only by which blots were
    hit, so their occupied points pin it down: the exact key is the parent,
    my counts (4 bits each) and their occupied points, in two 64-bit words.
    Rows are sorted by a hash of the key and a row is dropped only when it
    equals the one before it in full, so a hash collision can at worst
    keep a duplicate, never lose a result."""
    n = parent.size
    if n < 2:
        return np.arange(n)
    a, b = board_keys(M, T)
    p = parent.astype(np.uint64)
    h = (a * _K1) ^ (b * _K2) ^ (p * _K3)
    order = np.argsort(h)
    a, b, p = a[order], b[order], p[order]
    first = np.ones(n, bool)
    first[1:] = (a[1:] != a[:-1]) | (b[1:] != b[:-1]) | (p[1:] != p[:-1])
    return order[first]


def batch_results(M, T, d1, d2):
    """The distinct results of each row's roll, as :func:`legal_plays` finds
    them under the standard rules: ``(parent row, M, T)`` sorted by parent,
    the boards still seen by the mover."""
    dbl = d1 == d2
    outs = []
    if (~dbl).any():
        g = np.flatnonzero(~dbl)
        outs.append(_pairs(g, M[g], T[g], np.maximum(d1[g], d2[g]), np.minimum(d1[g], d2[g])))
    if dbl.any():
        g = np.flatnonzero(dbl)
        outs.append(_doubles(g, M[g], T[g], d1[g]))
    parent = np.concatenate([o[0] for o in outs])
    Mo = np.concatenate([o[1] for o in outs])
    To = np.concatenate([o[2] for o in outs])
    order = np.argsort(parent, kind="stable")
    return parent[order], Mo[order], To[order]


def _pairs(g, M, T, hi, lo):
    """Two different dice, ``hi > lo``: both orders; two dice if possible,
    else the larger die if it can be played, else the smaller, else nothing."""
    n = M.shape[0]
    # Both orders at once: the larger die first in rows 0 … n - 1, the
    # smaller first in rows n … 2n - 1.
    r, Ms, Ts = _steps(np.concatenate([M, M]), np.concatenate([T, T]), np.concatenate([hi, lo]))
    a = int(np.searchsorted(r, n))  # rows come out in order
    r1, r2 = r[:a], r[a:] - n  # distinct already: one checker moved from distinct points
    M1, T1, M2, T2 = Ms[:a], Ts[:a], Ms[a:], Ts[a:]
    rr, Mb, Tb = _steps(Ms, Ts, np.concatenate([lo[r1], hi[r2]]))
    p = np.concatenate([r1, r2])[rr]
    u = _unique(p, Mb, Tb)
    p, Mb, Tb = p[u], Mb[u], Tb[u]
    two = np.bincount(p, minlength=n) > 0
    parts_p = [p]
    parts_M = [Mb]
    parts_T = [Tb]
    hi_any = np.bincount(r1, minlength=n) > 0
    lo_any = np.bincount(r2, minlength=n) > 0
    k = ~two[r1]
    parts_p.append(r1[k])
    parts_M.append(M1[k])
    parts_T.append(T1[k])
    k = ~two[r2] & ~hi_any[r2]
    parts_p.append(r2[k])
    parts_M.append(M2[k])
    parts_T.append(T2[k])
    none = np.flatnonzero(~two & ~hi_any & ~lo_any)
    parts_p.append(none)
    parts_M.append(M[none])
    parts_T.append(T[none])
    return g[np.concatenate(parts_p)], np.concatenate(parts_M), np.concatenate(parts_T)


def _doubles(g, M, T, d):
    """A double: up to four steps, equal boards merged after each step; the
    plays using the most steps are kept."""
    n = M.shape[0]
    cur = np.arange(n)
    cM, cT = M, T
    term_p, term_M, term_T, term_L = [], [], [], []
    for level in range(4):
        r, Mn, Tn = _steps(cM, cT, d[cur])
        child = np.bincount(r, minlength=cur.size) > 0
        k = ~child
        term_p.append(cur[k])
        term_M.append(cM[k])
        term_T.append(cT[k])
        term_L.append(np.full(k.sum(), level))
        p = cur[r]
        if level:
            u = _unique(p, Mn, Tn)
            p, Mn, Tn = p[u], Mn[u], Tn[u]
        cur, cM, cT = p, Mn, Tn
        if cur.size == 0:
            break
    term_p.append(cur)
    term_M.append(cM)
    term_T.append(cT)
    term_L.append(np.full(cur.size, 4))
    p = np.concatenate(term_p)
    L = np.concatenate(term_L)
    best = np.zeros(n, np.int64)
    np.maximum.at(best, p, L)
    k = L == best[p]
    return g[p[k]], np.concatenate(term_M)[k], np.concatenate(term_T)[k]
