"""Network inputs for a batch of positions (numpy only).

For each side, the side on roll first, in its owner's numbering:

* points 1–24, four inputs each: at least 1, 2, 3 checkers, and (n − 3)/2 beyond,
* bar count / 2 and borne-off count / 15,

then six hand-made inputs: both pip counts / 100, for each side the share of
the 36 rolls on which it could hit a blot if it were on roll (direct and
combined shots along open points), and each side's longest prime / 6.
202 inputs in all.
"""

from __future__ import annotations

import numpy as np

N_FEATURES = 202

_ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]


def boards(positions) -> tuple[np.ndarray, np.ndarray]:
    """``(mine, theirs)`` as ``(n, 26)`` int arrays from engine positions."""
    mine = np.array([p.mine for p in positions], dtype=np.int64).reshape(-1, 26)
    theirs = np.array([p.theirs for p in positions], dtype=np.int64).reshape(-1, 26)
    return mine, theirs


def hitting_rolls(m: np.ndarray, t: np.ndarray) -> np.ndarray:
    """How many of the 36 rolls let side ``m`` (on roll) hit a blot of ``t``.

    The same approximation as the training twin in ``fastgen``: checkers on
    the bar restrict hitting to the entering checker.
    """
    n = m.shape[0]
    # Columns are my point numbers q = 0 … 25 (0 unused); their point is 25 - q.
    their_on = t[:, ::-1]  # their_on[:, q] = t[:, 25 - q]
    blot = their_on == 1
    blot[:, 0] = False
    blot[:, 25] = False
    open_ = their_on < 2
    bar = m[:, 25]
    src = np.zeros((n, 26), bool)
    src[:, 1:25] = (m[:, 1:25] > 0) & (bar == 0)[:, None]
    src[:, 25] = bar > 0
    kmax = np.where(bar == 0, 4, np.maximum(1, 5 - bar))
    total = np.zeros(n, np.int64)
    for d1, d2 in _ROLLS:
        hit = np.zeros(n, bool)
        if d1 != d2:
            for d in (d1, d2):
                hit |= (src[:, d + 1:26] & blot[:, 1:26 - d]).any(axis=1)
            dd = d1 + d2
            if dd <= 24:
                via = open_[:, dd + 1 - d1:26 - d1] | open_[:, dd + 1 - d2:26 - d2]
                comb = (src[:, dd + 1:26] & blot[:, 1:26 - dd] & via).any(axis=1)
                hit |= comb & (bar < 2)
            total += 2 * hit
        else:
            d = d1
            for k in range(1, 5):
                kd = k * d
                if kd > 24:
                    break
                path = np.ones((n, 25 - kd), bool)
                for j in range(1, k):
                    path &= open_[:, kd + 1 - j * d:26 - j * d]
                reach = (src[:, kd + 1:26] & blot[:, 1:26 - kd] & path).any(axis=1)
                hit |= reach & (kmax >= k)
            total += hit
    return total


def longest_prime(c: np.ndarray) -> np.ndarray:
    """Length of each side's longest run of made points (2+ checkers)."""
    run = np.zeros(c.shape[0], np.int64)
    best = np.zeros(c.shape[0], np.int64)
    for p in range(1, 25):
        run = np.where(c[:, p] >= 2, run + 1, 0)
        best = np.maximum(best, run)
    return best


def encode_boards(mine: np.ndarray, theirs: np.ndarray) -> np.ndarray:
    """Inputs ``(n, 202)`` float64 for ``(n, 26)`` boards, ``mine`` on roll."""
    mine = np.asarray(mine, np.int64)
    theirs = np.asarray(theirs, np.int64)
    n = mine.shape[0]
    x = np.zeros((n, N_FEATURES))
    w = np.arange(26)
    w[25] = 25
    for side, c in enumerate((mine, theirs)):
        base = 98 * side
        pts = c[:, 1:25]
        units = x[:, base:base + 96].reshape(n, 24, 4)
        units[:, :, 0] = pts >= 1
        units[:, :, 1] = pts >= 2
        units[:, :, 2] = pts >= 3
        units[:, :, 3] = np.maximum(pts - 3, 0) / 2.0
        x[:, base + 96] = c[:, 25] / 2.0
        x[:, base + 97] = c[:, 0] / 15.0
        x[:, 196 + side] = (c * w).sum(axis=1) / 100.0
    x[:, 198] = hitting_rolls(mine, theirs) / 36.0
    x[:, 199] = hitting_rolls(theirs, mine) / 36.0
    x[:, 200] = longest_prime(mine) / 6.0
    x[:, 201] = longest_prime(theirs) / 6.0
    return x


def encode(positions) -> np.ndarray:
    """Inputs ``(n, 202)`` for a sequence of engine positions."""
    return encode_boards(*boards(positions))
