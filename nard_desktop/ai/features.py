"""Network inputs for a batch of positions (numpy only).

For each side, the side on roll first, in its owner's numbering:

* points 1–24, four inputs each: at least 1, 2, 3 checkers, and (n − 3)/2 beyond,
* bar count / 2 and borne-off count / 15,

then six hand-made inputs: both pip counts / 100, for each side the share of
the 36 rolls on which it could hit a blot if it were on roll (direct and
combined shots along open points), and each side's longest prime / 6
(202 inputs: the first feature set), then four more (206 in all):

* each side's *back escapes*: the share of the 36 rolls that carry its
  rearmost checker the roll's whole distance over points the other side has
  not made (a non-double: the landing point open and one of the two
  intermediate points; a double: two steps),
* each side's *containment*: the fewest such rolls from any point of the far
  half (13–24 in its own numbering), i.e. how tight the other side's
  blockade is, wherever its checkers stand.

A network whose first layer has 202 rows reads only the first 202 inputs,
so networks trained on the first feature set still load and play.
"""

from __future__ import annotations

import numpy as np

from nard_desktop.engine import ROLLS

N_FEATURES = 206
FEATURE_SETS = (202, 206)
"""Input counts a network may have: each set extends the one before."""

_BITS = np.int64(1) << np.arange(26, dtype=np.int64)


def _escape_table() -> np.ndarray:
    """Escape rolls (out of 36) for each pattern of the 12 points ahead of a
    checker: bit ``12 - k`` of the index set when the point ``k`` pips ahead
    is made by the other side."""
    masks = np.arange(1 << 12)
    open_ = [None] + [((masks >> (12 - k)) & 1) == 0 for k in range(1, 13)]
    table = np.zeros(1 << 12, np.int64)
    for a, b in ROLLS:
        if a != b:
            table += 2 * (open_[a + b] & (open_[a] | open_[b]))
        else:
            table += open_[a] & open_[2 * a]
    return table


ESCAPES = _escape_table()


def boards(positions) -> tuple[np.ndarray, np.ndarray]:
    """``(mine, theirs)`` as ``(n, 26)`` int arrays from engine positions."""
    mine = np.array([p.mine for p in positions], dtype=np.int64).reshape(-1, 26)
    theirs = np.array([p.theirs for p in positions], dtype=np.int64).reshape(-1, 26)
    return mine, theirs


def rearmost(c: np.ndarray) -> np.ndarray:
    """Each side's rearmost checker (bar 25 … 1; 0 when all are off) for ``(n, 26)`` counts."""
    on = c[:, 1:] > 0
    return np.where(on.any(axis=1), 25 - np.argmax(on[:, ::-1], axis=1), 0)


def contact_mask(m: np.ndarray, t: np.ndarray) -> np.ndarray:
    """:meth:`Position.is_contact` for a batch of ``(n, 26)`` boards, ``m``
    on roll: some checker still has an opposing checker ahead of it (my
    rearmost behind their rearmost, which stands on my point 25 - back).
    The engine's method is the definition; tests check this against it."""
    m_back = rearmost(m)
    t_back = rearmost(t)
    return (m_back > 0) & (t_back > 0) & (m_back > 25 - t_back)


def hitting_rolls(m: np.ndarray, t: np.ndarray, *, bar_limits: bool = True) -> np.ndarray:
    """How many of the 36 rolls let side ``m`` (on roll) hit a blot of ``t``.

    The same approximation as the training twin in ``training/fastgen.py``: checkers on
    the bar restrict hitting to the entering checker.  With ``bar_limits``
    (the network's inputs) a double also moves the entering checker only as
    far as the dice left after the others entered allow, and two checkers on
    the bar leave no combined shot; without (the simple evaluator's
    shot count) the entering checker may use every die.  Each board becomes
    bit masks over my point numbers q = 0 … 25 (bit q: a checker of mine to
    move from q, a blot of theirs on q, a point of theirs open at q), so a
    move of d pips is a shift right by d over the whole batch at once.
    """
    n = m.shape[0]
    their_on = t[:, ::-1]  # their_on[:, q] = t[:, 25 - q]
    blot_b = their_on == 1
    blot_b[:, 0] = False
    blot_b[:, 25] = False
    bar = m[:, 25]
    src_b = np.zeros((n, 26), bool)
    src_b[:, 1:25] = (m[:, 1:25] > 0) & (bar == 0)[:, None]
    src_b[:, 25] = bar > 0
    blot = blot_b.astype(np.int64) @ _BITS
    open_ = (their_on < 2).astype(np.int64) @ _BITS
    src = src_b.astype(np.int64) @ _BITS
    # With checkers on the bar, a double moves the entering checker at most
    # 5 - bar times, and a combined shot needs both dice for one checker.
    if bar_limits:
        kmax = np.where(bar == 0, 4, np.maximum(1, 5 - bar))
        comb_ok = bar < 2
    else:
        kmax = np.full(n, 4)
        comb_ok = np.ones(n, bool)
    direct = [None] + [((src >> d) & blot) != 0 for d in range(1, 7)]
    total = np.zeros(n, np.int64)
    for d1, d2 in ROLLS:
        if d1 != d2:
            hit = direct[d1] | direct[d2]
            # Combined shots: the landing point of the first die must be open.
            via = (((src >> d1) & open_) >> d2) | (((src >> d2) & open_) >> d1)
            hit |= ((via & blot) != 0) & comb_ok
            total += 2 * hit
        else:
            d = d1
            hit = direct[d].copy()
            reach = src  # checkers that have moved k - 1 times over open points
            for k in range(2, 5):
                if k * d > 24:
                    break
                reach = (reach >> d) & open_
                hit |= (((reach >> d) & blot) != 0) & (kmax >= k)
            total += hit
    return total


def longest_prime(c: np.ndarray, lo: int = 1, hi: int = 24) -> np.ndarray:
    """Length of each side's longest run of made points (2+ checkers) among
    its points ``lo`` … ``hi`` (all 24 by default)."""
    x = (c[:, lo:hi + 1] >= 2).astype(np.int64) @ _BITS[:hi + 1 - lo]
    best = np.zeros(c.shape[0], np.int64)
    # Each step shortens every run by one; count the steps until none is left.
    while True:
        nz = x != 0
        if not nz.any():
            return best
        best += nz
        x = x & (x >> 1)


def escapes(m: np.ndarray, t: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(back escapes, containment)`` of side ``m``, as rolls out of 36."""
    their_on = t[:, ::-1]  # their_on[:, q] = t[:, 25 - q]
    # Bit q + 12: the other side has made my point q (1–24); the 12 bits
    # below a point are the 12 points in front of it.
    made = ((their_on[:, 1:25] >= 2).astype(np.int64) @ _BITS[:24]) << 13
    rear = rearmost(m)
    back = ESCAPES[(made >> rear) & 0xFFF]
    contain = ESCAPES[(made >> 13) & 0xFFF]
    for s in range(14, 25):
        contain = np.minimum(contain, ESCAPES[(made >> s) & 0xFFF])
    return back, contain


def encode_boards(mine: np.ndarray, theirs: np.ndarray, n_features: int = N_FEATURES) -> np.ndarray:
    """Inputs ``(n, n_features)`` float64 for ``(n, 26)`` boards, ``mine`` on
    roll: all of them, or the leading ``n_features`` (one of
    :data:`FEATURE_SETS`) that a network of an earlier set reads."""
    mine = np.asarray(mine, np.int64)
    theirs = np.asarray(theirs, np.int64)
    n = mine.shape[0]
    if n_features not in FEATURE_SETS:
        raise ValueError(f"no feature set has {n_features} inputs")
    x = np.zeros((n, n_features))
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
    if n_features <= 202:
        return x
    for side, (a, b) in enumerate(((mine, theirs), (theirs, mine))):
        back, contain = escapes(a, b)
        x[:, 202 + side] = back / 36.0
        x[:, 204 + side] = contain / 36.0
    return x


def encode(positions) -> np.ndarray:
    """Inputs ``(n, N_FEATURES)`` for a sequence of engine positions."""
    return encode_boards(*boards(positions))
