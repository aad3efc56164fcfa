"""The one-sided bear-off database: exact late-race values (numpy only).

Every way of having up to 15 checkers on the six home points (54,264 of them)
has a row holding the distribution of the number of rolls needed to bear them
all off, playing each roll so as to bear off in the fewest rolls on average.
Rows for positions with all 15 checkers still on the board also hold the
distribution of the number of rolls until the *first* checker is off, playing
to get it off as soon as possible (used for gammons).

From two such distributions the cubeless chances of the side on roll follow
exactly (given those strategies): it wins when it needs no more rolls than the
other side, because it rolls first.  Gammon chances use the loser's "first
checker off" distribution against the winner's bear-off distribution, which
treats the loser as playing only to save the gammon: a close approximation.
No backgammon is possible once both sides are home.

The tables are built by ``training/build_bearoff.py`` and stored as uint16
fixed point (probability × 65535) in ``resources/weights/bearoff.npz``.
"""

from __future__ import annotations

import functools
import os
from math import comb
from pathlib import Path

import numpy as np

from nard_desktop.engine import ROLL_COUNTS, ROLLS, Position, legal_plays

from .evaluator import WeightsError

POINTS = 6
MAX_CHECKERS = 15
N_POSITIONS = comb(MAX_CHECKERS + POINTS, POINTS)  # 54,264
SCALE = 65535.0


def weights_dir() -> Path:
    """Where the shipped weights and database live (checkout, wheel or bundle)."""
    try:
        from nard_desktop.resources import weights_dir as found
        return found()
    except (ImportError, OSError):
        return Path(__file__).resolve().parents[2] / "resources" / "weights"


DEFAULT_PATH = weights_dir() / "bearoff.npz"


def _rank_table() -> np.ndarray:
    """``T[i, r, c]``: how many positions rank before putting ``c`` checkers on
    point ``i + 1`` when ``r`` checkers at most are left for points ``i + 1`` … 6."""
    table = np.zeros((POINTS, MAX_CHECKERS + 1, MAX_CHECKERS + 1), np.int64)
    for i in range(POINTS):
        rest = POINTS - 1 - i  # points after this one
        for r in range(MAX_CHECKERS + 1):
            acc = 0
            for c in range(MAX_CHECKERS + 1):
                table[i, r, c] = acc
                if c <= r:
                    acc += comb(r - c + rest, rest)
    return table


RANK = _rank_table()


def index(counts: np.ndarray) -> np.ndarray:
    """Database rows of home boards given as ``(n, 6)`` counts of points 1–6.

    The rank is a bijection from ``{c : sum(c) <= 15}`` onto ``0 … 54263``.
    """
    c = np.asarray(counts, dtype=np.int64)
    left = np.full(c.shape[0], MAX_CHECKERS, np.int64)
    idx = np.zeros(c.shape[0], np.int64)
    for i in range(POINTS):
        idx += RANK[i, left, c[:, i]]
        left -= c[:, i]
    return idx


MAX_ROLLS = 16
"""Length of :func:`rolls_distribution` (a few checkers never need more rolls)."""


@functools.lru_cache(maxsize=None)
def rolls_distribution(home: tuple[int, ...]) -> np.ndarray:
    """The exact distribution of the number of rolls a side alone needs to
    bear off the checkers ``home`` (counts on points 1..6), playing each roll
    to need the fewest rolls on average: index k = exactly k rolls, up to
    :data:`MAX_ROLLS`.

    The reference solver, by the engine's own legal plays; meant for small
    boards (the simple evaluator's short bear-offs).  The database above is
    built by a compiled twin of the same recursion (``training/build_bearoff.py``);
    tests check the two against each other.
    """
    dist = np.zeros(MAX_ROLLS + 1)
    if not any(home):
        dist[0] = 1.0
        return dist
    mine = [15 - sum(home)] + list(home) + [0] * 19
    # A dummy opponent out of the way on my 24-point keeps the engine's rules.
    theirs = [0] * 26
    theirs[1] = 15
    pos = Position(mine, theirs)
    for (a, b), count in zip(ROLLS, ROLL_COUNTS):
        best = None
        for play in legal_plays(pos, (a, b)):
            child = rolls_distribution(tuple(play.result.mine[1:7]))
            mean = float(child @ np.arange(MAX_ROLLS + 1))
            if best is None or mean < best[0]:
                best = (mean, child)
        dist[1:] += count / 36.0 * best[1][:-1]
    return dist


def all_positions() -> np.ndarray:
    """The ``(54264, 6)`` home boards in database order."""
    out = np.zeros((N_POSITIONS, POINTS), np.int8)
    k = 0

    def rec(i: int, left: int, cur: list[int]) -> None:
        nonlocal k
        if i == POINTS:
            out[k] = cur
            k += 1
            return
        for c in range(left + 1):
            cur.append(c)
            rec(i + 1, left - c, cur)
            cur.pop()

    rec(0, MAX_CHECKERS, [])
    return out


class BearoffDatabase:
    """Exact bear-off chances for positions with both sides all home.

    ``dist[row, n]`` = P(all off in exactly ``n`` rolls); ``first[row, n]`` =
    P(first checker off in exactly ``n`` rolls) for rows with 15 checkers home.
    """

    def __init__(self, dist: np.ndarray, first: np.ndarray) -> None:
        self.dist = np.asarray(dist, np.float64)
        self.first = np.asarray(first, np.float64)
        # P(needs at least n rolls) for n = 0 … columns.
        self._at_least = 1.0 - np.concatenate(
            [np.zeros((self.dist.shape[0], 1)), np.cumsum(self.dist, axis=1)], axis=1)
        self._first_at_least = 1.0 - np.concatenate(
            [np.zeros((self.first.shape[0], 1)), np.cumsum(self.first, axis=1)], axis=1)

    @classmethod
    def load(cls, path: str | os.PathLike | None = None) -> "BearoffDatabase":
        """Read the database; raises :class:`WeightsError` if missing or damaged."""
        path = Path(path) if path is not None else DEFAULT_PATH
        try:
            with np.load(path, allow_pickle=False) as data:
                dist = data["dist"]
                first = data["first"]
        except FileNotFoundError:
            raise WeightsError(f"bear-off database not found: {path}") from None
        except Exception as exc:  # noqa: BLE001 - zip, key and format errors all mean a bad file
            raise WeightsError(f"bear-off database {path} is unreadable: {exc}") from None
        if dist.ndim != 2 or dist.shape[0] != N_POSITIONS or first.shape[0] != N_POSITIONS:
            raise WeightsError(f"bear-off database {path} has the wrong shape {dist.shape}")
        return cls(dist.astype(np.float64) / SCALE, first.astype(np.float64) / SCALE)

    def expected_rolls(self, counts: np.ndarray) -> np.ndarray:
        """Mean number of rolls to bear off each ``(n, 6)`` home board."""
        d = self.dist[index(counts)]
        return d @ np.arange(d.shape[1])

    def probabilities(self, mine: np.ndarray, theirs: np.ndarray) -> np.ndarray:
        """Chances ``(n, 5)`` for the side on roll, home boards ``(n, 6)`` each
        (counts of points 1–6 in their owner's numbering)."""
        mine = np.asarray(mine, np.int64)
        theirs = np.asarray(theirs, np.int64)
        im, it = index(mine), index(theirs)
        cols = self.dist.shape[1]
        dm = self.dist[im]
        # I win in n rolls if the opponent needs at least n rolls.
        win = np.einsum("ij,ij->i", dm, self._at_least[it, :cols])
        out = np.zeros((mine.shape[0], 5))
        out[:, 0] = win
        # Gammon for me: the opponent, none off, gets its first checker off
        # in no fewer rolls than I need to finish.
        g_them = theirs.sum(axis=1) == MAX_CHECKERS
        if g_them.any():
            ff = self._first_at_least[it[g_them]]
            ff = np.pad(ff, ((0, 0), (0, max(0, cols - ff.shape[1]))), constant_values=0.0)[:, :cols]
            out[g_them, 1] = np.einsum("ij,ij->i", dm[g_them], ff)
        g_me = mine.sum(axis=1) == MAX_CHECKERS
        if g_me.any():
            dt = self.dist[it[g_me]]
            # They finish on their m-th roll, after my m-th: I must still have
            # none off then, i.e. my first checker needs at least m + 1 rolls.
            fm = self._first_at_least[im[g_me]]
            fm = np.pad(fm, ((0, 0), (0, max(0, cols + 1 - fm.shape[1]))), constant_values=0.0)
            out[g_me, 3] = np.einsum("ij,ij->i", dt, fm[:, 1:cols + 1])
        return out
