"""Compiled head-to-head between two networks at the Expert level (numba;
training only): a quick screen for candidates before ``bench/ai_vs_ai.py``.

    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=. \
        python training/duel.py CANDIDATE.npz [OTHER.npz] [--games 20000] [--seed 21]

Both players make the Expert decision: every play's result valued at 0-ply
(the network of its class, the bear-off database when both sides are home,
the exact value when the game is over; made coherent as the package's
neural evaluator does, ``twoply.value``) and the best cubeless money equity
played.  Cubeless money games, no Jacoby: a game scores 1, 2 or 3 points.
Dice sequence ``i`` comes from ``seed * 1_000_003 + i`` and is played
twice, seats swapped (the same rolls, the other player first), as the bench
scripts do; prints the first network's points per game with its standard
error over the pairs.  Weights in the shipped format (``export.py``'s, what
``bench/`` and the program read) or training checkpoints.

The dice generator is not the bench scripts', so a duel and a bench run of
the same seed play different games; a duel is 15-30 times faster than
``bench/ai_vs_ai.py`` (``tests/training/test_duel.py`` checks its plays
against the package's Expert ``choose_play``).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("NUMBA_NUM_THREADS", "1")

import numpy as np
from numba import njit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "training"))

from fastgen import MAX_RESULTS, N_FEATURES, gen_results  # noqa: E402
from positions import cubeless_equity as _eq, search_nets, value  # noqa: E402
from tdcore import hidden_size  # noqa: E402


def load_nets(path: str | Path):
    """The two networks of a weights file (the shipped format or a training
    checkpoint: both have the same arrays) as ``twoply.search_nets`` tuples."""
    from train import load_checkpoint
    return search_nets(load_checkpoint(Path(path)))


@njit(cache=True, nogil=True)
def best_play(m, t, d1, d2, nets_c, nets_r, rank, at_least, first_at_least,
              out_m, out_t, x, nz, hc, hr, v):
    """Index of the Expert play of ``m`` on roll with dice ``d1, d2`` among
    the ``gen_results`` written into ``out_m``/``out_t``; returns (index, count)."""
    n = gen_results(m, t, d1, d2, out_m, out_t)
    best = 0
    if n > 1:
        best_e = -1e9
        for j in range(n):
            value(out_t[j], out_m[j], nets_c, nets_r, rank, at_least, first_at_least, x, nz, hc, hr, v)
            e = -_eq(v)
            if e > best_e:
                best_e = e
                best = j
    return best, n


@njit(cache=True, nogil=True)
def play_game(nets, rank, at_least, first_at_least, seed, first):
    """One game between ``nets[0]`` and ``nets[1]`` (each a (contact, race)
    pair), ``first`` moving first; the dice depend on ``seed`` only.  Returns
    the points won by player 0 (negative when it lost)."""
    np.random.seed(seed)
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hmax = max(max(hidden_size(nets[0][0]), hidden_size(nets[0][1])),
               max(hidden_size(nets[1][0]), hidden_size(nets[1][1])))
    hc = np.zeros(hmax)
    hr = np.zeros(hmax)
    v = np.zeros(5)
    m = np.zeros(26, np.int8)
    m[24] = 2
    m[13] = 5
    m[8] = 3
    m[6] = 5
    t = m.copy()
    side = first
    d1 = np.random.randint(1, 7)
    d2 = np.random.randint(1, 6)
    if d2 >= d1:
        d2 += 1
    for ply in range(5000):
        # One call for both sides: the compiled game carries one copy of the
        # move generator and the evaluation, not two.
        c, r = nets[side]
        j, n = best_play(m, t, d1, d2, c, r, rank, at_least, first_at_least,
                         out_m, out_t, x, nz, hc[:hidden_size(c)], hr[:hidden_size(r)], v)
        if out_m[j, 0] == 15:
            loser = out_t[j]
            pts = 1
            if loser[0] == 0:
                pts = 2
                for p in range(19, 26):
                    if loser[p] > 0:
                        pts = 3
            return pts if side == 0 else -pts
        m = out_t[j].copy()
        t = out_m[j].copy()
        side = 1 - side
        d1 = np.random.randint(1, 7)
        d2 = np.random.randint(1, 7)
    raise RuntimeError("game too long")


def play_pairs(nets, rank, at_least, first_at_least, seed, start, count, out):
    """Dice sequences ``start .. start + count - 1``, each twice with the
    seats swapped: ``out[i] = (points as first, points as second)``.

    A Python loop over the compiled :func:`play_game` (a game is far longer
    than a call): compiled, it would be one more function to compile with the
    whole game inlined."""
    for i in range(count):
        s = (seed * 1_000_003 + start + i) % (2**31)
        for first in range(2):
            out[i, first] = play_game(nets, rank, at_least, first_at_least, s, first)


def duel(a, b, tables, games: int, seed: int) -> np.ndarray:
    """Points of ``a`` per dice sequence: an array (pairs, 2)."""
    pairs = games // 2
    out = np.zeros((pairs, 2), np.int64)
    play_pairs((a, b), *tables, seed, 0, pairs, out)
    return out


def summary(out: np.ndarray) -> tuple[float, float]:
    vals = out.sum(axis=1) / 2.0
    return float(vals.mean()), float(vals.std(ddof=1) / math.sqrt(len(vals)))


def main(argv=None) -> None:
    from train import bearoff_tables

    ap = argparse.ArgumentParser(description="compiled Expert head-to-head of two networks")
    ap.add_argument("weights")
    ap.add_argument("against", nargs="?", default=str(ROOT / "resources" / "weights" / "nard_td.npz"))
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=21)
    args = ap.parse_args(argv)
    tables = bearoff_tables()
    a, b = load_nets(args.weights), load_nets(args.against)
    t0 = time.perf_counter()
    out = duel(a, b, tables, args.games, args.seed)
    m, se = summary(out)
    print(f"{args.weights} vs {args.against}: {m:+.4f} ± {se:.4f} ppg over {2 * len(out)} games "
          f"(seed {args.seed}, {time.perf_counter() - t0:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
