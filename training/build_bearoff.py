"""Build the one-sided bear-off database (resources/weights/bearoff.npz).

    PYTHONPATH=. python training/build_bearoff.py [--out PATH]

Deterministic (no randomness); about a minute on one core.  Uses the
compiled training move generator (numba) with an empty opposing side.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np
from numba import njit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nard_desktop.ai import bearoff
from nard_desktop.atomic import write_atomic
from fastgen import MAX_RESULTS, gen_results

COLS = 32
FIRST_COLS = 16


@njit(cache=True)
def _rank(m, rank_table):
    left = 15
    idx = 0
    for i in range(6):
        c = m[1 + i]
        idx += rank_table[i, left, c]
        left -= c
    return idx


@njit(cache=True)
def _build(order, positions, rank_table, dist, mean, first, first_mean):
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    t = np.zeros(26, np.int8)
    m = np.zeros(26, np.int8)
    for k in range(order.shape[0]):
        row = order[k]
        on = 0
        for i in range(6):
            m[1 + i] = positions[row, i]
            on += positions[row, i]
        m[0] = 15 - on
        if on == 0:
            dist[row, 0] = 1.0
            mean[row] = 0.0
            continue
        full = on == 15
        for d1 in range(1, 7):
            for d2 in range(d1, 7):
                w = (1.0 if d1 == d2 else 2.0) / 36.0
                n = gen_results(m, t, d1, d2, out_m, out_t)
                best = -1
                best_e = 1e9
                fbest = -1
                fbest_e = 1e9
                any_off = False
                for j in range(n):
                    r = _rank(out_m[j], rank_table)
                    if mean[r] < best_e:
                        best_e = mean[r]
                        best = r
                    if full:
                        if out_m[j, 0] > 0:
                            any_off = True
                        elif first_mean[r] < fbest_e:
                            fbest_e = first_mean[r]
                            fbest = r
                for c in range(1, dist.shape[1]):
                    dist[row, c] += w * dist[best, c - 1]
                mean[row] += w * (1.0 + best_e)
                if full:
                    if any_off:
                        first[row, 1] += w
                        first_mean[row] += w
                    else:
                        for c in range(1, first.shape[1]):
                            first[row, c] += w * first[fbest, c - 1]
                        first_mean[row] += w * (1.0 + fbest_e)


def build():
    """Return float64 tables ``(dist, first)`` in database order."""
    positions = bearoff.all_positions()
    assert (bearoff.index(positions) == np.arange(bearoff.N_POSITIONS)).all()
    pips = (positions.astype(np.int64) * np.arange(1, 7)).sum(axis=1)
    order = np.argsort(pips, kind="stable")
    dist = np.zeros((bearoff.N_POSITIONS, COLS))
    first = np.zeros((bearoff.N_POSITIONS, FIRST_COLS))
    mean = np.zeros(bearoff.N_POSITIONS)
    first_mean = np.zeros(bearoff.N_POSITIONS)
    _build(order, positions, bearoff.RANK, dist, mean, first, first_mean)
    assert np.allclose(dist.sum(axis=1), 1.0), "COLS too small"
    full = positions.sum(axis=1) == 15
    assert np.allclose(first[full].sum(axis=1), 1.0), "FIRST_COLS too small"
    return dist, first


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(bearoff.DEFAULT_PATH))
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    dist, first = build()
    used = int(np.max(np.nonzero(dist.any(axis=0))[0])) + 1
    fused = int(np.max(np.nonzero(first.any(axis=0))[0])) + 1
    q = lambda a: np.round(a * bearoff.SCALE).astype(np.uint16)  # noqa: E731
    write_atomic(args.out, lambda fh: np.savez_compressed(fh, dist=q(dist[:, :used]), first=q(first[:, :fused])))
    print(f"wrote {args.out}: {used} roll columns, {fused} first-off columns, "
          f"{os.path.getsize(args.out)} bytes, {time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    main()
