"""Truncated-rollout targets (numba; training only) and the growing data set.

    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=. \
        python training/rollout.py --run ro1 --net training/runs/td3/games_0200000.npz
    ... after an interruption the same command (or just ``--run ro1``) goes on.

A position's target is the mean, over ``--trials`` games played from it by
the network's own 0-ply checker play (the best cubeless equity of all
results of each roll), of the value reached after ``--horizon`` plies: the
network's evaluation of the position then on roll, or the exact result when
the game ended sooner (the bear-off database when both sides are home).
The first roll of the trials is stratified (trial ``i`` rolls the ``i % 36``-th
of the 36 ordered rolls), and the second roll is a permutation of the 36 in
each block of 36 trials, which removes most of the luck of the first two
rolls.  With one ply and 36 trials this is exactly the 1-ply target of
``supervise.py`` (checked in ``tests/training``).

The positions come from our own self-play with the same network
(``positions.collect``: a random legal play with probability ``--explore``;
each contact or race position met, side on roll before rolling, kept with
probability ``--keep``).

The data set grows in shards of ``--shard`` positions:
``runs/<run>/data/shard_NNNNN.npz`` with ``m``, ``t`` (int8 boards, ``m`` on
roll), ``target`` (five probabilities), ``se`` (the standard error of the
cubeless equity over the trials) and ``cls`` (2 race, 3 contact).  Shard
``k`` is computed from the seed ``seed * 1_000_003 + k`` alone, and written
atomically, so an interrupted run continues at the first missing shard and
the data set is reproducible from ``runs/<run>/config.json`` and the
generating checkpoint.  ``fit.py`` trains on it.
"""

from __future__ import annotations

import argparse
import json
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
from nard_desktop.atomic import write_atomic  # noqa: E402
from positions import KEEP_RACE, KEEP_SOME, TRAINING_VIEW, UNTIL_KEPT, collect, net_tuples, value0  # noqa: E402
from tdcore import classify, equity_after, flip, hidden_size  # noqa: E402


@njit(cache=True, nogil=True)
def make_dice(seed, trials, horizon):
    """Dice ``(trials, horizon, 2)``: first roll stratified, second roll a
    permutation of the 36 within each block of 36 trials, the rest random."""
    np.random.seed(seed)
    d = np.zeros((trials, max(horizon, 1), 2), np.int64)
    perm = np.arange(36)
    for i in range(trials):
        if i % 36 == 0:
            np.random.shuffle(perm)
        r = i % 36
        d[i, 0, 0] = r // 6 + 1
        d[i, 0, 1] = r % 6 + 1
        for p in range(1, horizon):
            if p == 1:
                s = perm[r]
                d[i, p, 0] = s // 6 + 1
                d[i, p, 1] = s % 6 + 1
            else:
                d[i, p, 0] = np.random.randint(1, 7)
                d[i, p, 1] = np.random.randint(1, 7)
    return d


@njit(cache=True, nogil=True)
def rollout(m0, t0, dice, nets_c, nets_r, rank, at_least, first_at_least, target, stop_class=0):
    """Truncated rollout of ``m0`` on roll with the given ``dice``; the mean
    value goes into ``target``; returns the standard error of the equity.
    A trial also ends when its play's result is of class ``stop_class`` or
    below (0: the game is over; 1: both sides home, valued by the bear-off
    database)."""
    trials, horizon = dice.shape[0], dice.shape[1]
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hc = np.zeros(hidden_size(nets_c))
    hr = np.zeros(hidden_size(nets_r))
    v = np.zeros(5)
    bv = np.zeros(5)
    fv = np.zeros(5)
    for o in range(5):
        target[o] = 0.0
    s1 = 0.0
    s2 = 0.0
    for i in range(trials):
        m = m0.copy()
        t = t0.copy()
        for ply in range(horizon):
            n = gen_results(m, t, dice[i, ply, 0], dice[i, ply, 1], out_m, out_t)
            best = 0
            best_e = -1e9
            best_c = 0
            for j in range(n):
                c2 = value0(out_t[j], out_m[j], nets_c, nets_r, rank, at_least, first_at_least,
                            x, nz, hc, hr, v)
                e = equity_after(v)
                if e > best_e:
                    best_e = e
                    best = j
                    best_c = c2
                    for o in range(5):
                        bv[o] = v[o]
            if best_c <= stop_class or ply == horizon - 1:
                # bv is seen by the side now on roll: the root's opponent
                # after an odd number of plies (ply even).
                if ply % 2 == 0:
                    flip(bv, fv)
                else:
                    for o in range(5):
                        fv[o] = bv[o]
                break
            nm = out_t[best].copy()
            nt = out_m[best].copy()
            m = nm
            t = nt
        for o in range(5):
            target[o] += fv[o]
        e = (2.0 * fv[0] - 1.0) + (fv[1] - fv[3]) + (fv[2] - fv[4])
        s1 += e
        s2 += e * e
    for o in range(5):
        target[o] /= trials
    if trials < 2:
        return 0.0
    var = (s2 - s1 * s1 / trials) / (trials - 1)
    return np.sqrt(max(var, 0.0) / trials)


def rollout_all(pm, pt, seed, trials, horizon, nets_c, nets_r, rank, at_least, first_at_least,
                targets, se, stop_class=0):
    """Every position's rollout; position ``i`` uses ``make_dice(seed + i, ...)``.

    A Python loop over the compiled :func:`make_dice` and :func:`rollout`:
    compiled, it would be one more function to compile with every rollout
    inlined, for no measurable speed."""
    tg = np.zeros(5)
    for i in range(pm.shape[0]):
        dice = make_dice(seed + i, trials, horizon)
        se[i] = rollout(pm[i], pt[i], dice, nets_c, nets_r, rank, at_least, first_at_least, tg, stop_class)
        targets[i] = tg


@njit(cache=True, nogil=True)
def classes(pm, pt):
    out = np.zeros(pm.shape[0], np.int8)
    for i in range(pm.shape[0]):
        out[i] = classify(pm[i], pt[i])
    return out


def make_shard(k: int, cfg: dict, nets_c, nets_r, tables) -> dict[str, np.ndarray]:
    """Shard ``k`` of a data set: positions and their rollout targets."""
    seed = (cfg["seed"] * 1_000_003 + k) % (2**31)
    n = cfg["shard"]
    pm = np.zeros((n, 26), np.int8)
    pt = np.zeros((n, 26), np.int8)
    rule = KEEP_RACE if cfg.get("race_only") else KEEP_SOME
    got, games = collect(TRAINING_VIEW, rule, np.array([cfg["keep"]]), nets_c, nets_r, *tables, n,
                         UNTIL_KEPT, seed, cfg["explore"], pm, pt)
    targets = np.zeros((n, 5))
    se = np.zeros(n)
    rollout_all(pm, pt, (seed * 7919 + 1) % (2**31), cfg["trials"], cfg["horizon"], nets_c, nets_r,
                *tables, targets, se, STOP_CLASS[cfg.get("until", "end")])
    return {"m": pm, "t": pt, "target": targets.astype(np.float32), "se": se.astype(np.float32),
            "cls": classes(pm, pt), "games": np.array(games)}


def shard_path(run_dir: Path, k: int) -> Path:
    return run_dir / "data" / f"shard_{k:05d}.npz"


def count_shards(run_dir: Path) -> int:
    k = 0
    while shard_path(run_dir, k).exists():
        k += 1
    return k


def load_data(run_dir: Path, shards: range) -> dict[str, np.ndarray]:
    """The rows of ``shards`` (``m``, ``t``, ``target``, ``se``, ``cls``) and
    ``shard``, the shard each row comes from (shards may differ in size)."""
    parts = []
    for k in shards:
        with np.load(shard_path(run_dir, k)) as d:
            part = {name: d[name] for name in ("m", "t", "target", "se", "cls")}
        part["shard"] = np.full(len(part["m"]), k, np.int32)
        parts.append(part)
    return {name: np.concatenate([p[name] for p in parts]) for name in parts[0]}


def open_data_set(args, config_keys, **extra) -> tuple[Path, dict, dict]:
    """A data set's folder ``<runs>/<args.run>``, its configuration and the
    generating checkpoint.  A new run writes ``config.json`` from ``args``'
    ``config_keys`` and ``extra``; an existing one is read, and refuses
    another ``--net``."""
    from train import RUNS, load_checkpoint

    runs = Path(args.runs_dir) if args.runs_dir else RUNS
    run_dir = runs / args.run
    cfg_path = run_dir / "config.json"
    if cfg_path.exists():
        cfg = json.loads(cfg_path.read_text())
        if args.net and str(args.net) != cfg["net"]:
            raise SystemExit(f"{run_dir} grows from {cfg['net']}, not {args.net}")
    else:
        if not args.net:
            raise SystemExit("a new run needs --net")
        cfg = {k: getattr(args, k) for k in config_keys}
        cfg["net"] = str(args.net)
        cfg.update(extra)
        (run_dir / "data").mkdir(parents=True, exist_ok=True)
        cfg_path.write_text(json.dumps(cfg, indent=1) + "\n")
    state = load_checkpoint(Path(cfg["net"]) if Path(cfg["net"]).is_absolute() else ROOT / cfg["net"])
    return run_dir, cfg, state


def grow(run_dir: Path, shards: int, make_one, describe) -> None:
    """Shards from the first missing one until there are ``shards``:
    ``make_one(k)`` computes shard ``k``, written atomically, and
    ``describe(k, shard, seconds)`` its line of ``log.txt`` (also printed)."""
    with open(run_dir / "log.txt", "a") as log:
        k = count_shards(run_dir)
        while k < shards:
            t0 = time.perf_counter()
            shard = make_one(k)
            write_atomic(shard_path(run_dir, k), lambda fh: np.savez(fh, **shard))
            line = describe(k, shard, time.perf_counter() - t0)
            print(line, flush=True)
            log.write(line + "\n")
            log.flush()
            k += 1


CONFIG_KEYS = ("net", "seed", "trials", "horizon", "shard", "explore", "keep", "until", "race_only")

#: ``--until``: the class at which a trial stops (besides the horizon).
STOP_CLASS = {"end": 0, "bearoff": 1}


def main(argv=None) -> None:
    from train import bearoff_tables

    ap = argparse.ArgumentParser(description="grow a data set of truncated-rollout targets")
    ap.add_argument("--run", required=True)
    ap.add_argument("--net", help="checkpoint whose networks play and evaluate (new run)")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--trials", type=int, default=36)
    ap.add_argument("--horizon", type=int, default=9)
    ap.add_argument("--shard", type=int, default=200, help="positions per shard")
    ap.add_argument("--explore", type=float, default=0.05)
    ap.add_argument("--keep", type=float, default=0.15)
    ap.add_argument("--until", choices=tuple(STOP_CLASS), default="end",
                    help="stop a trial when the game is over, or already when both sides are home "
                         "(the bear-off database's value)")
    ap.add_argument("--race-only", action="store_true", help="keep race positions only")
    ap.add_argument("--shards", type=int, default=100_000, help="stop after this many shards")
    ap.add_argument("--runs-dir", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    run_dir, cfg, state = open_data_set(args, CONFIG_KEYS)
    nets_c, nets_r = net_tuples(state)
    tables = bearoff_tables()

    def describe(k, shard, dt):
        return (f"shard {k}: {cfg['shard']} positions from {int(shard['games'])} games, "
                f"contact {int((shard['cls'] == 3).sum())}, mean se {float(shard['se'].mean()):.4f}, "
                f"{dt:.1f} s ({cfg['shard'] / dt:.1f} pos/s)")

    grow(run_dir, args.shards, lambda k: make_shard(k, cfg, nets_c, nets_r, tables), describe)

if __name__ == "__main__":
    main()
