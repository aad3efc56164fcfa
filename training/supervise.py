"""Second stage: supervised training on 1-ply targets we compute ourselves.

    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=. \
        python training/supervise.py --init training/runs/td128/latest.npz --run sup1
    ... later:  python training/supervise.py --run sup1 --resume

Each round: (1) play ``--games`` self-play games with the current nets
(greedy, but with probability ``--explore`` a random legal play, for variety)
and keep every contact and race position met, side on roll before rolling;
(2) give each kept position the 1-ply target: the average over the 21 rolls
of the 0-ply value of the best play; (3) a few epochs of SGD towards these
targets.  A checkpoint (same format as
train.py's) is written atomically after each round.  Reproducible from the
seed: round ``k`` seeds the dice with ``seed * 1_000_003 + k``.
"""

from __future__ import annotations

import argparse
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
from nard_desktop.ai.network import save_weights  # noqa: E402
from positions import KEEP_EVERY, TRAINING_VIEW, collect, net_tuples, value0  # noqa: E402
from tdcore import classify, equity_after, flip, hidden_size, sgd  # noqa: E402
from nard_desktop.ai.features import FEATURE_SETS  # noqa: E402
from train import RUNS, bearoff_tables, load_checkpoint, save_checkpoint, widen  # noqa: E402


def self_play(nets_c, nets_r, tables, games: int, seed: int, explore: float):
    """A round's positions: every contact and race position of ``games``
    self-play games (at most 80 a game)."""
    cap = games * 80
    pm = np.zeros((cap, 26), np.int8)
    pt = np.zeros((cap, 26), np.int8)
    n, _ = collect(TRAINING_VIEW, KEEP_EVERY, np.zeros(0), nets_c, nets_r, *tables, cap, games, seed, explore,
                   pm, pt)
    return pm[:n], pt[:n]


@njit(cache=True, nogil=True)
def one_ply(nets_c, nets_r, rank, at_least, first_at_least, pm, pt, targets):
    """The 1-ply target of each position: mean over rolls of the best play's value."""
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hc = np.zeros(hidden_size(nets_c))
    hr = np.zeros(hidden_size(nets_r))
    v = np.zeros(5)
    bv = np.zeros(5)
    fv = np.zeros(5)
    for i in range(pm.shape[0]):
        for o in range(5):
            targets[i, o] = 0.0
        for d1 in range(1, 7):
            for d2 in range(d1, 7):
                w = (1.0 if d1 == d2 else 2.0) / 36.0
                n = gen_results(pm[i], pt[i], d1, d2, out_m, out_t)
                best_e = -1e9
                for j in range(n):
                    value0(out_t[j], out_m[j], nets_c, nets_r, rank, at_least, first_at_least, x, nz, hc, hr, v)
                    e = equity_after(v)
                    if e > best_e:
                        best_e = e
                        for o in range(5):
                            bv[o] = v[o]
                flip(bv, fv)
                for o in range(5):
                    targets[i, o] += w * fv[o]


@njit(cache=True, nogil=True)
def classes(pm, pt):
    out = np.zeros(pm.shape[0], np.int64)
    for i in range(pm.shape[0]):
        out[i] = classify(pm[i], pt[i])
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description="supervised 1-ply refinement")
    ap.add_argument("--run", default="sup1")
    ap.add_argument("--init", help="TD checkpoint to start from")
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--games", type=int, default=1500, help="self-play games per round")
    ap.add_argument("--explore", type=float, default=0.05)
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--inputs", type=int, default=0,
                    help="widen both networks to this feature set (zero weights; default: keep their own)")
    ap.add_argument("--export", help="also write shipped-format weights here after each round")
    args = ap.parse_args(argv)
    if args.inputs and args.inputs not in FEATURE_SETS:
        ap.error(f"--inputs: the feature sets have {', '.join(map(str, FEATURE_SETS))} inputs")

    run_dir = RUNS / args.run
    run_dir.mkdir(parents=True, exist_ok=True)
    latest = run_dir / "latest.npz"
    if args.resume:
        state = load_checkpoint(latest)
    else:
        state = load_checkpoint(Path(args.init))
        state["contact"] = widen(state["contact"], inputs=args.inputs)
        state["race"] = widen(state["race"], inputs=args.inputs)
        state["config"] = dict(state["config"], supervised={
            k: getattr(args, k) for k in ("seed", "games", "explore", "epochs", "lr")}, init=str(args.init))
    cfg = state["config"]["supervised"]
    rank, at_least, first_at_least = bearoff_tables()
    nets_c, nets_r = net_tuples(state)
    log = open(run_dir / "log.txt", "a")
    rounds_done = int(state["config"].get("rounds_done", 0))
    while rounds_done < args.rounds:
        k = rounds_done
        seed = (cfg["seed"] * 1_000_003 + k) % (2**31)
        t0 = time.perf_counter()
        pm, pt = self_play(nets_c, nets_r, (rank, at_least, first_at_least), cfg["games"], seed, cfg["explore"])
        n = len(pm)
        t1 = time.perf_counter()
        targets = np.zeros((n, 5))
        one_ply(nets_c, nets_r, rank, at_least, first_at_least, pm, pt, targets)
        t2 = time.perf_counter()
        data = (pm, pt, targets)
        cls = classes(data[0], data[1])
        rng = np.random.default_rng(seed)
        errs = []
        for e in range(cfg["epochs"]):
            for want, net in ((3, nets_c), (2, nets_r)):
                idx = np.nonzero(cls == want)[0]
                errs.append(sgd(net, data[0], data[1], data[2], rng.permutation(idx), cfg["lr"]))
        rounds_done += 1
        state["config"]["rounds_done"] = rounds_done
        state["elapsed_s"] = state.get("elapsed_s", 0.0) + time.perf_counter() - t0
        save_checkpoint(latest, state)
        save_checkpoint(run_dir / f"round_{rounds_done:03d}.npz", state)
        if args.export:
            save_weights(args.export, state["contact"], state["race"],
                         {"games": state["games"], "run": args.run, "sup_rounds": rounds_done})
        line = (f"round {rounds_done}: {n} positions, collect {t1 - t0:.0f} s, targets {t2 - t1:.0f} s, "
                f"train {time.perf_counter() - t2:.0f} s, |err| contact {errs[-2]:.4f} race {errs[-1]:.4f}")
        print(line, flush=True)
        log.write(line + "\n")
        log.flush()


if __name__ == "__main__":
    main()
