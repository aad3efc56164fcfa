"""2-ply search targets (numba; training only) and their growing data set.

    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=. \
        python training/twoply.py --run tp1 --net training/runs/td3/games_0200000.npz
    ... after an interruption the same command (or just ``--run tp1``) goes on.

A position's target is the value our 2-ply search gives it, before
the side on roll rolls: the mean over the 21 rolls (non-doubles twice) of the
five probabilities of the play the search picks for that roll.  For each
roll, as :func:`nard_desktop.ai.search.rank_two_ply` does:

1. every play is valued at 0-ply (the network's evaluation of the result
   with the opponent on roll; exact when the game is over; the bear-off
   database when both sides are home);
2. the best ``--keep`` plays (8) within ``--threshold`` (0.16) cubeless
   equity of the best are kept;
3. each kept play is valued by the mean over the opponent's 21 rolls of the
   position after the opponent's best 0-ply reply (the reply that leaves
   the mover the lowest cubeless equity);
4. the kept play with the best cubeless equity of that mean is the play;
   a roll with a single play keeps its 0-ply value.

Values are made coherent exactly as :class:`nard_desktop.ai.neural.NeuralEvaluator`
does (no gammon once the loser has a checker off, no backgammon after contact
unless the loser is still in the winner's home board or on the bar), so the
target is the package's own 2-ply value of the position:
``tests/training/test_twoply.py`` checks it against ``rank_two_ply`` with the
package's evaluator.  Cubeless money, no Jacoby.

The positions and the sharding are those of ``rollout.py``: our own
self-play with the same network (``positions.collect``, the networks read as
here: a random play with probability ``--explore``; each contact or race
position met kept with probability ``--keep-prob``, and the rarer kinds, see
:func:`positions.kind`, with probability ``--keep-rare``).  ``runs/<run>/data/shard_NNNNN.npz`` holds ``m``, ``t``,
``target``, ``se`` (0: the target is not random), ``cls`` (2 race, 3 contact),
``kind`` and ``v0`` (the network's own 0-ply value, for comparison); shard
``k`` depends only on ``config.json``, the generating checkpoint and the seed
``seed * 1_000_003 + k``, is written atomically, and a restarted run goes
on at the first missing shard.  ``fit.py --data <run>`` trains on it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("NUMBA_NUM_THREADS", "1")

import numpy as np
from numba import njit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "training"))

from fastgen import MAX_RESULTS, N_FEATURES, gen_results  # noqa: E402
from positions import (KEEP_RARE_MORE, PACKAGE_VIEW, UNTIL_KEPT, collect,  # noqa: E402
                       cubeless_equity, kind, search_nets, value)
from rollout import grow, open_data_set  # noqa: E402
from tdcore import classify, flip, hidden_size  # noqa: E402


@njit(cache=True, nogil=True)
def two_ply(m0, t0, nets_c, nets_r, rank, at_least, first_at_least, keep, threshold, out):
    """The 2-ply value of ``m0`` on roll, before rolling, into ``out``
    (see the module notes); returns the number of network leaves read."""
    rm = np.zeros((MAX_RESULTS, 26), np.int8)
    rt = np.zeros((MAX_RESULTS, 26), np.int8)
    qm = np.zeros((MAX_RESULTS, 26), np.int8)
    qt = np.zeros((MAX_RESULTS, 26), np.int8)
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hc = np.zeros(hidden_size(nets_c))
    hr = np.zeros(hidden_size(nets_r))
    v = np.zeros(5)
    v0 = np.zeros((MAX_RESULTS, 5))
    eq0 = np.zeros(MAX_RESULTS)
    order = np.zeros(MAX_RESULTS, np.int64)
    acc = np.zeros(5)
    best_p = np.zeros(5)
    leaf_best = np.zeros(5)
    leaves = 0
    for o in range(5):
        out[o] = 0.0
    for d1 in range(1, 7):
        for d2 in range(d1, 7):
            w = (1.0 if d1 == d2 else 2.0) / 36.0
            n = gen_results(m0, t0, d1, d2, rm, rt)
            # 0-ply: the mover's probabilities and equity after each play.
            for j in range(n):
                value(rt[j], rm[j], nets_c, nets_r, rank, at_least, first_at_least, x, nz, hc, hr, v)
                flip(v, v0[j])
                eq0[j] = cubeless_equity(v0[j])
            if n == 1:
                for o in range(5):
                    out[o] += w * v0[0, o]
                continue
            # The first ``keep`` plays of the best-first order, ties in the
            # order generated (a stable sort of the equities, descending),
            # picked one by one: only they are read, and numba's sort would
            # take seconds to compile.
            lim = min(keep, n)
            prev = 0.0
            prev_j = -1
            for a in range(lim):
                pick = -1
                for j in range(n):
                    e = eq0[j]
                    if prev_j >= 0 and (e > prev or (e == prev and j <= prev_j)):
                        continue  # already picked
                    if pick < 0 or e > eq0[pick]:
                        pick = j
                order[a] = pick
                prev = eq0[pick]
                prev_j = pick
            top = eq0[order[0]]
            best_e = -1e9
            for a in range(lim):
                ci = order[a]
                if eq0[ci] < top - threshold:
                    break
                if rm[ci, 0] == 15:
                    for o in range(5):
                        acc[o] = v0[ci, o]
                else:
                    for o in range(5):
                        acc[o] = 0.0
                    for e1 in range(1, 7):
                        for e2 in range(e1, 7):
                            w2 = (1.0 if e1 == e2 else 2.0) / 36.0
                            # The opponent (rt[ci]) on roll replies; the
                            # leaves are seen by the mover, on roll again.
                            k = gen_results(rt[ci], rm[ci], e1, e2, qm, qt)
                            low = 1e9
                            for r in range(k):
                                value(qt[r], qm[r], nets_c, nets_r, rank, at_least, first_at_least,
                                      x, nz, hc, hr, v)
                                leaves += 1
                                e = cubeless_equity(v)
                                if e < low:
                                    low = e
                                    for o in range(5):
                                        leaf_best[o] = v[o]
                            for o in range(5):
                                acc[o] += w2 * leaf_best[o]
                e = cubeless_equity(acc)
                if e > best_e:
                    best_e = e
                    for o in range(5):
                        best_p[o] = acc[o]
            for o in range(5):
                out[o] += w * best_p[o]
    return leaves


def two_ply_all(pm, pt, nets_c, nets_r, rank, at_least, first_at_least, keep, threshold, targets, v0):
    """Every position's 2-ply target, and its 0-ply value in ``v0``.

    A Python loop over the compiled :func:`two_ply` (a second of work per
    position): compiled, it would be one more function to compile with the
    whole search inlined."""
    tg = np.zeros(5)
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hc = np.zeros(hidden_size(nets_c))
    hr = np.zeros(hidden_size(nets_r))
    v = np.zeros(5)
    leaves = 0
    for i in range(pm.shape[0]):
        leaves += two_ply(pm[i], pt[i], nets_c, nets_r, rank, at_least, first_at_least, keep, threshold, tg)
        targets[i] = tg
        value(pm[i], pt[i], nets_c, nets_r, rank, at_least, first_at_least, x, nz, hc, hr, v)
        v0[i] = v
    return leaves


@njit(cache=True, nogil=True)
def kinds(pm, pt):
    cls = np.zeros(pm.shape[0], np.int8)
    kd = np.zeros(pm.shape[0], np.int8)
    for i in range(pm.shape[0]):
        cls[i] = classify(pm[i], pt[i])
        kd[i] = kind(pm[i], pt[i])
    return cls, kd


def make_shard(k: int, cfg: dict, nets_c, nets_r, tables) -> dict[str, np.ndarray]:
    """Shard ``k`` of a data set: positions and their 2-ply targets."""
    seed = (cfg["seed"] * 1_000_003 + k) % (2**31)
    n = cfg["shard"]
    pm = np.zeros((n, 26), np.int8)
    pt = np.zeros((n, 26), np.int8)
    _, games = collect(PACKAGE_VIEW, KEEP_RARE_MORE, np.array([cfg["keep_prob"], cfg["keep_rare"]]),
                       nets_c, nets_r, *tables, n, UNTIL_KEPT, seed, cfg["explore"], pm, pt)
    targets = np.zeros((n, 5))
    v0 = np.zeros((n, 5))
    leaves = two_ply_all(pm, pt, nets_c, nets_r, *tables, cfg["keep"], cfg["threshold"], targets, v0)
    cls, kd = kinds(pm, pt)
    return {"m": pm, "t": pt, "target": targets.astype(np.float32), "se": np.zeros(n, np.float32),
            "cls": cls, "kind": kd, "v0": v0.astype(np.float32), "games": np.array(games),
            "leaves": np.array(leaves)}


CONFIG_KEYS = ("net", "seed", "shard", "explore", "keep_prob", "keep_rare", "keep", "threshold")


def main(argv=None) -> None:
    from train import bearoff_tables

    ap = argparse.ArgumentParser(description="grow a data set of 2-ply search targets")
    ap.add_argument("--run", required=True)
    ap.add_argument("--net", help="checkpoint whose networks play and evaluate (new run)")
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--shard", type=int, default=100, help="positions per shard")
    ap.add_argument("--explore", type=float, default=0.05)
    ap.add_argument("--keep-prob", type=float, default=0.15, help="chance to keep a race/contact position")
    ap.add_argument("--keep-rare", type=float, default=0.3,
                    help="chance to keep a crashed, back-game or bear-off-against-contact position")
    ap.add_argument("--keep", type=int, default=8, help="plays searched at 2-ply per roll")
    ap.add_argument("--threshold", type=float, default=0.16, help="0-ply equity window of those plays")
    ap.add_argument("--shards", type=int, default=100_000, help="stop after this many shards")
    ap.add_argument("--runs-dir", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    run_dir, cfg, state = open_data_set(args, CONFIG_KEYS, target="2-ply")
    nets_c, nets_r = search_nets(state)
    tables = bearoff_tables()
    eq = lambda p: 2 * p[:, 0] - 1 + p[:, 1] - p[:, 3] + p[:, 2] - p[:, 4]  # noqa: E731

    def describe(k, shard, dt):
        diff = float(np.sqrt(np.mean((eq(shard["target"]) - eq(shard["v0"])) ** 2)))
        mix = np.bincount(shard["kind"], minlength=7)[2:]
        return (f"shard {k}: {cfg['shard']} positions from {int(shard['games'])} games, "
                f"race/contact/crashed/back/bear-vs-contact {'/'.join(map(str, mix))}, "
                f"rms 2-ply minus 0-ply equity {diff:.4f}, {int(shard['leaves'])} leaves, "
                f"{dt:.1f} s ({cfg['shard'] / dt:.2f} pos/s)")

    grow(run_dir, args.shards, lambda k: make_shard(k, cfg, nets_c, nets_r, tables), describe)

if __name__ == "__main__":
    main()
