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

then sixteen more (222 in all: the third feature set), eight for each
side, the side on roll first (inputs 206–213 for it, 214–221 for the other):

* *double shots*: the share of the 36 rolls on which it, if it were on roll,
  could hit two or more different blots of the other side (each blot by some
  play of that roll, not necessarily both in one play),
* *pips won by hitting*: over the 36 rolls, the mean of the pips the other
  side would lose to the most costly blot it could hit with that roll (a blot
  on my point q loses q pips: it goes back to the bar), / 24,
* *entry failure*: the share of the 36 rolls on which one of its checkers on
  the bar would not enter, (c / 6)², with c the points the other side has
  made in its home board,
* *double entry failure*: the share on which two of its checkers on the bar
  would not both enter, 1 − ((6 − c) / 6)²,
* *break-contact pips*: the pips its checkers must travel until all of them
  are past the other side's rearmost checker (each checker on my point
  p > q, with the rearmost on my point q, needs p − q + 1), / 200,
* *trapped checkers*: over its checkers on points 13–24 and the bar, the sum
  of the share of the 36 rolls that do *not* carry the checker the whole
  roll (the back escapes' rule), / 6,
* *back game*: 1 when it holds two or more points in the other side's home
  board (its points 19–24), else 0,
* *back game lag*: that indicator times how far it is behind in the race,
  max(0, its pips − the other's pips) / 100.

The hit masks of the first two come from the same walk as the shots input,
with the same bar limits.

then sixteen more (238 in all: the fourth feature set), eight for each side,
the side on roll first (inputs 222–229 for it, 230–237 for the other), each
in the side's own numbering (point p: p pips from bearing off, the bar 25);
"made" means two or more checkers:

* *rearmost*: the point of its rearmost checker (the bar 25) / 25, 0 when
  all are off,
* *back anchor*: its highest made point p among 19–24 (the other side's
  home board), as (p − 18) / 6 (its 24-point 1, its 19-point 1/6), 0 when
  it holds none there,
* *forward anchor*: its lowest made point p among 13–24 (the other side's
  half: its most advanced point there), as (25 − p) / 12 (its 13-point 1,
  its 24-point 1/12), 0 when it holds none there,
* *mobility*: over the six die values, the pairs (point holding a checker
  of its, die) whose single step lands on one of its points 1–24 that the
  other side has not made, / 60 (rarely a little above 60); with checkers
  on the bar only the bar counts as a source (entering on 25 − die); steps
  bearing off do not count,
* *free pips*: the pips its free checkers could play before reaching its
  1-point, / 100: a checker on point p is worth p − 1 (the bar 24), and the
  free ones are those beyond the first two on each made point (home board
  too), every checker alone on a point outside its home board (7–24) and
  every checker on the bar; its checkers alone on home points and the two
  that hold each made point are not free (its timing: what it can play
  without breaking a point or its board; up to about 2 with many blots or
  checkers on the bar),
* *connectivity*: the pairs of its made points p > q, p outside its home
  board (7–24), with p − q ≤ 6 (q may be a home point), / 21 (seven made
  points in a row, the most fifteen checkers allow, make 21 such pairs): how
  well its blocking points support one another and give safe landing spots
  on the way home,
* *spread*: the variance of its checkers' points (the bar 25, borne-off
  checkers left out) about their mean, / 144 (the most: half on 1, half on
  25), 0 with no checker left: how stretched out its army is,
* *outfield coverage*: the share of the 12 points 7–18 (its outer board
  and the other side's) not made by the other side that it has a checker
  1–6 pips behind (on p + 1 … p + 6, so that one die brings it there): how
  well it controls the outfield its own and the other's checkers must cross.

A network whose first layer has 202, 206 or 222 rows reads only its leading
inputs, so networks trained on an earlier feature set still load and play,
and only the inputs a network reads are worked out for it.
"""

from __future__ import annotations

import numpy as np

from nard_desktop.engine import ROLLS

N_FEATURES = 238
FEATURE_SETS = (202, 206, 222, 238)
"""Input counts a network may have: each set extends the one before."""

_DIE = np.arange(1, 7, dtype=np.uint32)[:, None]  # the six dice, one row each
_A, _B = (np.array(v) for v in zip(*[(a - 1, b - 1) for a, b in ROLLS if a != b]))
_A_PIPS, _B_PIPS = _DIE[_A], _DIE[_B]  # the two dice of each non-double, one row each
_FAR = np.arange(13, 25, dtype=np.int64)[:, None]  # the far half, points 13-24
_UNITS = np.array([[c >= 1, c >= 2, c >= 3, max(c - 3, 0) / 2.0] for c in range(16)])
"""The four inputs of a point holding 0-15 checkers."""
_POINT = np.arange(26, dtype=np.int64)
_BITS6 = np.array([bin(v).count("1") for v in range(64)], np.int64)  # bits set in 6-bit masks
_ROLL_WEIGHT = np.array([2] * 15 + [1] * 6, np.int64)[:, None]  # 15 non-doubles, then the 6 doubles
_BITS12 = np.array([bin(v).count("1") for v in range(1 << 12)], np.int64)  # bits set in 12-bit masks
_ANCHORS = np.array([[(v >> 6).bit_length() / 6.0, (13 - (v & -v).bit_length()) / 12.0 if v else 0.0]
                     for v in range(1 << 12)])
"""Back and forward anchor inputs for each pattern of made points 13–24 (bit
k: point 13 + k): the highest made point p of 19–24 as (p − 18) / 6, the
lowest of 13–24 as (25 − p) / 12, 0 for none."""
_REAR = np.maximum(np.arange(27) - 1, 0) / 25.0
"""Rearmost input by the exponent of the occupied points' mask (bit p: point p)."""
_SHIFT6 = np.arange(1, 7, dtype=np.uint32)[:, None, None, None]  # the six dice, for (6, kind, side, n) masks


def _linear_map() -> np.ndarray:
    """``(196, 8)``: the board inputs (0-195) times this give, for each side
    (the side on roll's first), its pip count, its free pips (:func:`_fourth_set`),
    its checkers on the board and the bar, and the sum of their squared pips.

    Each is linear in a point's four inputs ``u`` (at least 1, 2, 3
    checkers, and (n - 3) / 2 beyond): n = u0 + u1 + u2 + 2 u3; a checker
    alone (free outside the home board) is u0 - u1; the spares beyond two
    (free) are u2 + 2 u3; the bar's input is n / 2.  The inputs are whole
    numbers and halves and the weights whole numbers, so every product and
    partial sum is exact (far below 2**24), in float32 as in float64, in any
    order: the same numbers as counting on the boards."""
    lin = np.zeros((196, 8))
    count = np.array([1.0, 1.0, 1.0, 2.0])  # n from the four inputs
    lone = np.array([1.0, -1.0, 0.0, 0.0])  # exactly one checker
    spare = np.array([0.0, 0.0, 1.0, 2.0])  # checkers beyond two
    for side in (0, 1):
        base, col = 98 * side, 4 * side
        for p in range(1, 25):
            rows = slice(base + 4 * (p - 1), base + 4 * p)
            lin[rows, col] = p * count
            lin[rows, col + 1] = (p - 1) * spare + (p - 1 if p >= 7 else 0) * lone
            lin[rows, col + 2] = count
            lin[rows, col + 3] = p * p * count
        bar = base + 96  # n / 2 checkers on the bar, point 25, free pips 24 each
        lin[bar, col:col + 4] = 2.0 * np.array([25.0, 24.0, 1.0, 625.0])
    return lin


def _break_map() -> np.ndarray:
    """``(196, 52)``: the board inputs times this give, for each side (the
    side on roll's first) and each point q = 0-25 where the other side's
    rearmost checker may stand (in the side's numbering), the break-contact
    pips of :func:`_third_set`: each checker on point p >= q needs p - q + 1
    (the bar is 25).  Linear in the inputs and exact, as :func:`_linear_map`."""
    brk = np.zeros((196, 52))
    count = np.array([1.0, 1.0, 1.0, 2.0])
    q = np.arange(26)
    for side in (0, 1):
        base, col = 98 * side, 26 * side
        for p in range(1, 25):
            brk[base + 4 * (p - 1):base + 4 * p, col:col + 26] = np.outer(count, np.maximum(p - q + 1, 0))
        brk[base + 96, col:col + 26] = 2.0 * np.maximum(25 - q + 1, 0)
    return brk


_LINEAR = np.concatenate((_linear_map(), _break_map()), axis=1)
_LINEAR32 = _LINEAR.astype(np.float32)


def _linear_counts(x: np.ndarray, columns: int) -> tuple[np.ndarray, np.ndarray]:
    """The products of the board inputs written in ``x`` with the first
    ``columns`` (8 or 60) columns of :func:`_linear_map` and
    :func:`_break_map`, float64: ``(4, 2, n)`` pips, free pips, checkers,
    squared pips (each side, the side on roll's first), and ``(n, 52)`` the
    break-contact pips (empty for 8 columns)."""
    lin = _LINEAR32 if x.dtype == np.float32 else _LINEAR.astype(x.dtype)
    out = (x[:, :196] @ lin[:, :columns]).astype(np.float64)
    return out[:, :8].T.reshape(2, 4, -1).transpose(1, 0, 2), out[:, 8:]


_PAIR_SCALE = np.array([60.0, 21.0, 12.0])[:, None]  # mobility, connectivity, coverage
_M1_24 = np.uint32(((1 << 24) - 1) << 1)  # bits 1-24: the points
_M7_24 = np.uint32(((1 << 18) - 1) << 7)  # bits 7-24: outside the home board
_M7_18 = np.uint32(((1 << 12) - 1) << 7)  # bits 7-18: the two outer boards


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
    """``(mine, theirs)`` as ``(n, 26)`` int arrays from engine positions
    (counts 0-15: one byte each on the way)."""
    mine = np.frombuffer(b"".join([bytes(p.mine) for p in positions]), np.uint8).astype(np.int64)
    theirs = np.frombuffer(b"".join([bytes(p.theirs) for p in positions]), np.uint8).astype(np.int64)
    return mine.reshape(-1, 26), theirs.reshape(-1, 26)


def _pack(b: np.ndarray) -> np.ndarray:
    """Bit masks from contiguous ``(..., 32)`` booleans: bit ``j`` is
    ``b[..., j]`` (uint32)."""
    return np.packbits(b.reshape(-1), bitorder="little").view("<u4").reshape(b.shape[:-1])


def _occupied_bits(c: np.ndarray) -> np.ndarray:
    """Bit ``q - 1``: side ``c`` has a checker on point ``q`` (1-24, 25 the bar)."""
    b = np.zeros((c.shape[0], 32), bool)
    np.greater(c[:, 1:], 0, out=b[:, :25])
    return _pack(b)


def rearmost(c: np.ndarray) -> np.ndarray:
    """Each side's rearmost checker (bar 25 … 1; 0 when all are off) for ``(n, 26)`` counts."""
    # The highest bit set, as the exponent of the mask read as a float.
    return np.frexp(_occupied_bits(c).astype(np.float64))[1].astype(np.int64)


def contact_mask(m: np.ndarray, t: np.ndarray) -> np.ndarray:
    """:meth:`Position.is_contact` for a batch of ``(n, 26)`` boards, ``m``
    on roll: some checker still has an opposing checker ahead of it (my
    rearmost behind their rearmost, which stands on my point 25 - back).
    The engine's method is the definition; tests check this against it."""
    return contact_from_rearmost(rearmost(m), rearmost(t))


def contact_from_rearmost(m_back: np.ndarray, t_back: np.ndarray) -> np.ndarray:
    """:func:`contact_mask` from each side's rearmost checker (:func:`rearmost`)."""
    return (m_back > 0) & (t_back > 0) & (m_back > 25 - t_back)


def _planes(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Bit masks ``(k, 4, n)`` of each side ``a[i]`` against ``b[i]``
    (``(k, n, 26)`` counts), bits in ``a``'s numbering (bit q: ``a``'s
    point q): ``a``'s checkers free to move (the bar's only while any is
    there), ``b``'s blots, the points open to ``a`` (0-25), and ``b``'s
    made points (bit q - 1 for q = 1-24)."""
    k, n = a.shape[:2]
    b_on = b[:, :, ::-1]  # b_on[..., q] = b[..., 25 - q]
    bits = np.zeros((k, 4, n, 32), bool)
    np.greater(a[:, :, 1:25], 0, out=bits[:, 0, :, 1:25])
    bar = a[:, :, 25] > 0
    if bar.any():
        src = bits[:, 0]
        src[bar, 1:25] = False
        src[:, :, 25] = bar
    np.equal(b_on[:, :, 1:25], 1, out=bits[:, 1, :, 1:25])
    np.less(b_on, 2, out=bits[:, 2, :, :26])
    np.greater_equal(b_on[:, :, 1:25], 2, out=bits[:, 3, :, :24])
    return _pack(bits)


def _masks(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return _planes(a[None], b[None])[0]


def _hit_sets(src, blot, open_, bar, bar_limits: bool):
    """The blots each roll could hit, for the rows where any can be hit.

    Returns ``(live, x, reach)``: the row indices, ``x`` ``(15, k)`` the
    masks of the blots hit by each non-double, ``reach`` ``(6, k)`` by
    each double (``None`` when no row is live)."""
    # Only a blot ahead of some checker (a lower bit than the highest
    # source) can be hit at all: work out the other rows only.
    n = src.shape[0]
    low = blot & (~blot + np.uint32(1))
    live = np.flatnonzero((blot != 0) & (src > low))
    if live.size == 0:
        return live, None, None
    if live.size < n:
        src, blot, open_, bar = src[live], blot[live], open_[live], bar[live]
    step = src >> _DIE  # (6, k): where one die carries each checker
    landed = step & open_
    if bar_limits:
        # With checkers on the bar a combined shot needs both dice for the
        # entering checker, so two or more on the bar leave none.
        combined = landed * (bar < 2)
    else:
        combined = landed
    x = step[_A] | step[_B] | (combined[_A] >> _B_PIPS) | (combined[_B] >> _A_PIPS)
    x &= blot
    # Doubles: up to four steps of one checker over open points; with
    # checkers on the bar the entering one moves at most 5 - bar times.
    reach = step.copy()
    kmax = np.where(bar == 0, 4, np.maximum(1, 5 - bar)) if bar_limits else None
    for k in (2, 3, 4):
        landed = landed >> _DIE
        reach |= landed if kmax is None else landed * (kmax >= k)
        if k < 4:
            landed &= open_
    reach &= blot
    return live, x, reach


def _shots(src, blot, open_, bar, bar_limits: bool) -> np.ndarray:
    """:func:`hitting_rolls` on the bit masks of :func:`_planes`."""
    n = src.shape[0]
    total = np.zeros(n, np.int64)
    live, x, reach = _hit_sets(src, blot, open_, bar, bar_limits)
    if live.size == 0:
        return total
    total[live] = 2 * np.count_nonzero(x, axis=0) + np.count_nonzero(reach, axis=0)
    return total


def _shot_inputs(src, blot, open_, bar) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(shots, double shots, pips won)`` as integers: rolls out of 36,
    rolls out of 36 with two or more blots to hit, and the sum over the 36
    rolls of the pips of the costliest blot each could hit."""
    n = src.shape[0]
    shots, double, pips = (np.zeros(n, np.int64) for _ in range(3))
    live, x, reach = _hit_sets(src, blot, open_, bar, True)
    if live.size == 0:
        return shots, double, pips
    sets = np.concatenate((x, reach))  # (21, k), weights 2 and 1
    hit = sets != 0
    shots[live] = (_ROLL_WEIGHT * hit).sum(axis=0)
    double[live] = (_ROLL_WEIGHT * ((sets & (sets - np.uint32(1))) != 0)).sum(axis=0)
    # The highest bit set is the costliest blot: bit q is a loss of q pips.
    top = np.frexp(sets.astype(np.float64))[1] - 1
    pips[live] = (_ROLL_WEIGHT * np.where(hit, top, 0)).sum(axis=0)
    return shots, double, pips


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
    move of d pips is a shift right by d, for the six dice and the fifteen
    non-doubles at once over the whole batch.
    """
    src, blot, open_, _ = _masks(m, t)
    return _shots(src, blot, open_, np.asarray(m[:, 25], np.int64), bar_limits)


def _prime(x: np.ndarray) -> np.ndarray:
    """The longest run of set bits of each mask."""
    best = np.zeros(x.shape[0], np.int64)
    # Each step shortens every run by one; count the steps until none is left.
    while True:
        nz = x != 0
        if not nz.any():
            return best
        best += nz
        x = x & (x >> 1)


def longest_prime(c: np.ndarray, lo: int = 1, hi: int = 24) -> np.ndarray:
    """Length of each side's longest run of made points (2+ checkers) among
    its points ``lo`` … ``hi`` (all 24 by default)."""
    b = np.zeros((c.shape[0], 32), bool)
    np.greater_equal(c[:, lo:hi + 1], 2, out=b[:, :hi + 1 - lo])
    return _prime(_pack(b))


def _escapes(made: np.ndarray, rear: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    # Bit q + 12: the other side has made my point q (1–24); the 12 bits
    # below a point are the 12 points in front of it.
    made = made.astype(np.int64) << 13
    back = ESCAPES[(made >> rear) & 0xFFF]
    contain = ESCAPES[(made >> _FAR) & 0xFFF].min(axis=0)
    return back, contain


def _third_set(x: np.ndarray, both: np.ndarray, made: np.ndarray, shot_sets, rear: np.ndarray,
               pips: np.ndarray, breaks: np.ndarray) -> None:
    """Write inputs 206–221 into ``x``: ``both`` ``(2, n, 26)`` the two sides
    (on roll first), ``made`` ``(2, n)`` the other side's made points in
    each side's numbering (bit q - 1: my point q), ``shot_sets`` each side's
    :func:`_shot_inputs`, ``rear`` ``(2, n)`` each side's :func:`rearmost`,
    ``pips`` ``(2, n)`` their pip counts (whole numbers, float64),
    ``breaks`` their break-contact pips for each point (:func:`_break_map`).
    Both sides at once: (2, n) arrays throughout."""
    n = both.shape[1]
    out = x[:, 206:222].reshape(n, 2, 8).transpose(1, 2, 0)  # (side, input, row): a view of x
    for side in (0, 1):
        _, double, won = shot_sets[side]
        out[side, 0] = double / 36.0
        out[side, 1] = won / 864.0
    # The other side's made home points: its points 1-6 = my 19-24, bits 18-23.
    closed = _BITS6[(made >> np.uint32(18)) & np.uint32(0x3F)]
    out[:, 2] = closed * closed / 36.0
    out[:, 3] = (36 - (6 - closed) ** 2) / 36.0
    # Break contact: the other's rearmost checker stands on my point q.
    q = 25 - rear[::-1]
    out[:, 4] = breaks[np.arange(n), q + _SIDE_COLUMNS].reshape(2, n) / 200.0
    # Trapped: each checker on 13-25 by the rolls that do not carry it out:
    # the 12 points ahead of point p are bits p - 13 to p - 2 of ``made``
    # (as in _escapes).
    esc = _ESCAPES16[(made[:, :, None] >> _AHEAD) & np.uint32(0xFFF)]  # (2, n, 13)
    out[:, 5] = ((36 - esc) * both[:, :, 13:26]).sum(axis=2) / 216.0
    # Back game: two or more points held in the other's home board (my
    # 19-24), bits 0-5 of the other side's view of my made points.
    back = _BITS6[made[::-1] & np.uint32(0x3F)] >= 2
    out[:, 6] = back
    out[:, 7] = back * np.maximum(pips - pips[::-1], 0) / 100.0


_SIDE_COLUMNS = np.array([0, 26])[:, None]  # each side's first column of _break_map
_AHEAD = np.arange(13, dtype=np.uint32)  # point 13 + k: the 12 points ahead start at bit k
_ESCAPES16 = ESCAPES.astype(np.int16)
_POPCOUNT = getattr(np, "bitwise_count", None)  # numpy 2: one pass


def _bit_count(v: np.ndarray) -> np.ndarray:
    """Bits set among bits 1-24 of each mask (int64)."""
    if _POPCOUNT is not None:
        return _POPCOUNT(v & _M1_24).astype(np.int64)
    return _BITS12[(v >> np.uint32(1)) & np.uint32(0xFFF)] + _BITS12[(v >> np.uint32(13)) & np.uint32(0xFFF)]


def _fourth_set(x: np.ndarray, both: np.ndarray, src: np.ndarray, open_: np.ndarray, linear: np.ndarray) -> None:
    """Write inputs 222–237 into ``x``, whose board inputs (0–195) are
    written: ``both`` ``(2, n, 26)`` the two sides (on roll first), ``src``
    and ``open_`` ``(2, n)`` each side's masks of :func:`_planes` (bit q:
    its point q), ``linear`` their :func:`_linear_counts`.  Both sides at once."""
    n = both.shape[1]
    out = x[:, 222:238].reshape(n, 2, 8).transpose(1, 2, 0)  # (side, input, row): a view of x
    # Each side's own points, bit p for its point p: occupied (the bar 25 too), made.
    bits = np.zeros((2, 2, n, 32), bool)
    np.greater(both[:, :, 1:26], 0, out=bits[0, :, :, 1:26])
    np.greater_equal(both[:, :, 1:25], 2, out=bits[1, :, :, 1:25])
    occ, made = _pack(bits)
    out[:, 0] = _REAR[np.frexp(occ.astype(np.float64))[1]]  # the highest bit set, p, gives p + 1
    out[:, 1:3] = _ANCHORS[made >> np.uint32(13)].transpose(0, 2, 1)
    # One shift by each die of the sources, the made points outside home and
    # the occupied points: steps landing open, pairs of made points, and the
    # points within a die's reach.
    moved = np.stack((src, made & _M7_24, occ))[None] >> _SHIFT6  # (6, 3, 2, n)
    landed = np.empty((13, 2, n), np.uint32)
    np.bitwise_and(moved[:, :2], np.stack((open_ & _M1_24, made))[None], out=landed[:12].reshape(6, 2, 2, n))
    np.bitwise_and(np.bitwise_or.reduce(moved[:, 2], axis=0), open_ & _M7_18, out=landed[12])
    counts = _bit_count(landed)
    # Mobility, connectivity and coverage: inputs 3, 5 and 7 of each side.
    out[:, 3::2] = np.concatenate((counts[:12].reshape(6, 2, 2, n).sum(axis=0), counts[12:])
                                  ).transpose(1, 0, 2) / _PAIR_SCALE
    # Free pips and the moments of the spread, exact integers.
    s1, free, s0, s2 = linear
    out[:, 4] = free / 100.0
    out[:, 6] = (s0 * s2 - s1 * s1) / (np.maximum(s0 * s0, 1.0) * 144.0)


def fourth_set(m: np.ndarray, t: np.ndarray) -> np.ndarray:
    """The fourth set's 16 inputs alone, for ``(n, 26)`` boards, ``m`` on roll."""
    return encode_boards(m, t, 238)[:, 222:]


def third_set(m: np.ndarray, t: np.ndarray) -> np.ndarray:
    """The third set's 16 inputs alone, for ``(n, 26)`` boards, ``m`` on roll."""
    return encode_boards(m, t, 222)[:, 206:]


def escapes(m: np.ndarray, t: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(back escapes, containment)`` of side ``m``, as rolls out of 36."""
    return _escapes(_masks(m, t)[3], rearmost(m))


def encode_boards(mine: np.ndarray, theirs: np.ndarray, n_features: int = N_FEATURES,
                  dtype=np.float64, *, rear: tuple[np.ndarray, np.ndarray] | None = None) -> np.ndarray:
    """Inputs ``(n, n_features)`` for ``(n, 26)`` boards, ``mine`` on roll:
    all of them, or the leading ``n_features`` (one of
    :data:`FEATURE_SETS`) that a network of an earlier set reads.  Worked
    out in float64 and stored as ``dtype`` (float32 for a float32 network:
    the same numbers as casting the float64 inputs).  ``rear``: each
    side's :func:`rearmost`, when the caller has worked them out."""
    mine = np.asarray(mine)
    theirs = np.asarray(theirs)
    if n_features not in FEATURE_SETS:
        raise ValueError(f"no feature set has {n_features} inputs")
    n = mine.shape[0]
    x = np.empty((n, n_features), dtype)
    # (2, n, 26): the side on roll, then the other; counts of 0-15 in one
    # byte each, the comparisons below reading a quarter of the memory.
    both = np.stack((mine, theirs)).astype(np.uint8)
    bars = both[:, :, 25].astype(np.int64)
    table = _UNITS if x.dtype == _UNITS.dtype else _UNITS.astype(x.dtype)  # exact: halves
    for side in (0, 1):
        base = 98 * side
        c = both[side]
        np.take(table, c[:, 1:25], axis=0, out=x[:, base:base + 96].reshape(n, 24, 4))
        x[:, base + 96] = c[:, 25] / 2.0
        x[:, base + 97] = c[:, 0] / 15.0
    linear, breaks = _linear_counts(x, 60 if n_features > 206 else 8)
    pips = linear[0]
    x[:, 196:198] = (pips / 100.0).T
    planes = _planes(both, both[::-1])
    (src, blot, open_, made_t), (t_src, t_blot, t_open, made_m) = planes
    third = n_features > 206
    if third:
        shot_inputs = (_shot_inputs(src, blot, open_, bars[0]), _shot_inputs(t_src, t_blot, t_open, bars[1]))
        x[:, 198] = shot_inputs[0][0] / 36.0
        x[:, 199] = shot_inputs[1][0] / 36.0
    else:
        x[:, 198] = _shots(src, blot, open_, bars[0], True) / 36.0
        x[:, 199] = _shots(t_src, t_blot, t_open, bars[1], True) / 36.0
    # A run of made points is as long read from either end: each side's
    # made points in the other's numbering serve.
    x[:, 200] = _prime(made_m) / 6.0
    x[:, 201] = _prime(made_t) / 6.0
    if n_features <= 202:
        return x
    rears = (rearmost(mine), rearmost(theirs)) if rear is None else rear
    for side, (made, back_point) in enumerate(((made_t, rears[0]), (made_m, rears[1]))):
        back, contain = _escapes(made, back_point)
        x[:, 202 + side] = back / 36.0
        x[:, 204 + side] = contain / 36.0
    if not third:
        return x
    _third_set(x, both, np.stack((made_t, made_m)), shot_inputs, np.stack(rears), pips, breaks)
    if n_features <= 222:
        return x
    _fourth_set(x, both, planes[:, 0], planes[:, 2], linear)
    return x


def encode(positions) -> np.ndarray:
    """Inputs ``(n, N_FEATURES)`` for a sequence of engine positions."""
    return encode_boards(*boards(positions))
