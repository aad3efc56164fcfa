"""Supervised training on a data set grown by ``rollout.py``.

    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=. \
        python training/fit.py --run fit1 --data ro1 --init training/runs/td3/games_0200000.npz \
            --epochs 10 --export training/runs/fit1/weights.npz
    ... later:  python training/fit.py --run fit1 --resume --epochs 20

Every shard whose number is ``--holdout-every - 1`` modulo ``--holdout-every``
is held out; the others are trained on, contact positions by the contact
network and race positions by the race network, one example at a time
(cross-entropy gradient, as in ``train.py``), in an order drawn from
``seed * 1_000_003 + epoch``.  Each epoch uses the shards present when it
starts (logged and kept in the checkpoint's configuration, so the data set
may go on growing meanwhile); a checkpoint (``train.py``'s format) is
written atomically after each epoch, ``latest.npz`` and ``epoch_NNN.npz``,
so ``--resume`` continues exactly.  The log gives the mean |error| of
P(win) and the root mean square error of the cubeless equity on the held-out
positions, before the first epoch too.

``--data`` may name several data sets, ``--data tp1,ro1``, each with its own
held-out shards (and its own held-out errors in the log); ``NAME:N`` uses
only the first ``N`` shards of a set, so a run on a growing set can be
repeated exactly.  ``--nets contact`` (or ``race``) trains one network and
leaves the other as it was.
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

from fastgen import N_FEATURES, encode  # noqa: E402
from nard_desktop.ai.network import save_weights  # noqa: E402
from rollout import count_shards, load_data, net_tuples  # noqa: E402
from tdcore import forward, hidden_size, sgd  # noqa: E402
from nard_desktop.ai.features import FEATURE_SETS  # noqa: E402
from train import RUNS, load_checkpoint, save_checkpoint, widen  # noqa: E402


@njit(cache=True, nogil=True)
def errors(net, pm, pt, targets, idx):
    """(mean |error| of P(win), root mean square error of the equity) over ``idx``."""
    W1 = net[0]
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    h = np.zeros(hidden_size(net))
    out = np.zeros(5)
    e1 = 0.0
    e2 = 0.0
    for a in range(idx.shape[0]):
        i = idx[a]
        encode(pm[i], pt[i], x[:W1.shape[0]])
        forward(*net, x, nz, h, out)
        e1 += abs(targets[i, 0] - out[0])
        eq_o = 2.0 * out[0] - 1.0 + out[1] - out[3] + out[2] - out[4]
        eq_t = (2.0 * targets[i, 0] - 1.0 + targets[i, 1] - targets[i, 3]
                + targets[i, 2] - targets[i, 4])
        e2 += (eq_o - eq_t) ** 2
    n = max(1, idx.shape[0])
    return e1 / n, np.sqrt(e2 / n)


def parse_data(spec: str) -> list[tuple[str, int | None]]:
    """``"tp1:160,ro1"`` -> ``[("tp1", 160), ("ro1", None)]``."""
    out = []
    for part in spec.split(","):
        name, _, cap = part.strip().partition(":")
        if not name:
            raise SystemExit(f"--data: empty data set name in {spec!r}")
        out.append((name, int(cap) if cap else None))
    return out


def present(runs: Path, spec: str) -> list[int]:
    """How many shards of each data set of ``spec`` are used now."""
    return [count_shards(runs / name) if cap is None else min(cap, count_shards(runs / name))
            for name, cap in parse_data(spec)]


def load_sets(runs: Path, spec: str, counts: list[int], every: int):
    """The first ``counts`` shards of every data set of ``spec``,
    concatenated: (data, held-out mask, data set of each position)."""
    parts, held, src = [], [], []
    for s, ((name, _), n) in enumerate(zip(parse_data(spec), counts)):
        if n == 0:
            raise SystemExit(f"no shards in {runs / name / 'data'}")
        d = load_data(runs / name, range(n))
        parts.append(d)
        held.append(np.isin(d["shard"], split(n, every)[1]))
        src.append(np.full(len(d["m"]), s))
    data = {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}
    return data, np.concatenate(held), np.concatenate(src)


def split(n_shards: int, every: int) -> tuple[list[int], list[int]]:
    held = [k for k in range(n_shards) if k % every == every - 1]
    return [k for k in range(n_shards) if k % every != every - 1], held


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description="supervised training on rollout targets")
    ap.add_argument("--run", required=True)
    ap.add_argument("--data", help="the rollout.py/twoply.py runs whose shards are the data, "
                    "comma-separated, NAME:N for the first N shards only (new run)")
    ap.add_argument("--nets", choices=("both", "contact", "race"), default="both",
                    help="the networks trained (new run)")
    ap.add_argument("--init", help="checkpoint to start from (new run)")
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--epochs", type=int, default=10, help="stop after this many epochs in all")
    ap.add_argument("--lr", type=float, default=0.003)
    ap.add_argument("--holdout-every", type=int, default=20)
    ap.add_argument("--hidden", type=int, default=0, help="widen the contact network to this many units")
    ap.add_argument("--inputs", type=int, default=0,
                    help="widen both networks to this feature set (zero weights; default: keep their own)")
    ap.add_argument("--export", help="also write shipped-format weights here after each epoch")
    ap.add_argument("--runs-dir", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.inputs and args.inputs not in FEATURE_SETS:
        ap.error(f"--inputs: the feature sets have {', '.join(map(str, FEATURE_SETS))} inputs")

    runs = Path(args.runs_dir) if args.runs_dir else RUNS
    run_dir = runs / args.run
    run_dir.mkdir(parents=True, exist_ok=True)
    latest = run_dir / "latest.npz"
    if args.resume:
        state = load_checkpoint(latest)
    else:
        state = load_checkpoint(Path(args.init))
        rng = np.random.default_rng(args.seed)
        state["contact"] = widen(state["contact"], args.hidden, rng, inputs=args.inputs)
        state["race"] = widen(state["race"], inputs=args.inputs)
        state["config"] = dict(state["config"], init=str(args.init), fit={
            "data": args.data, "seed": args.seed, "lr": args.lr, "holdout_every": args.holdout_every,
            "epochs_done": 0, "shards": [], "nets": args.nets})
    fit = state["config"]["fit"]
    names = [name for name, _ in parse_data(fit["data"])]
    train_c = fit.get("nets", "both") in ("both", "contact")
    train_r = fit.get("nets", "both") in ("both", "race")
    nets_c, nets_r = net_tuples(state)
    log = open(run_dir / "log.txt", "a")

    def say(line: str) -> None:
        print(line, flush=True)
        log.write(line + "\n")
        log.flush()

    data, n_loaded = None, -1
    while fit["epochs_done"] < args.epochs:
        epoch = fit["epochs_done"]
        n_shards = present(runs, fit["data"])
        if n_shards != n_loaded:
            data, held, src = load_sets(runs, fit["data"], n_shards, fit["holdout_every"])
            n_loaded = n_shards
            idx = {(c, h): np.nonzero((data["cls"] == c) & (held == h))[0] for c in (2, 3) for h in (0, 1)}
        t0 = time.perf_counter()

        def report(tag: str) -> str:
            parts = []
            for s, name in enumerate(names):
                c_idx, r_idx = (i[src[i] == s] for i in (idx[3, 1], idx[2, 1]))
                ec = errors(nets_c, data["m"], data["t"], data["target"], c_idx)
                er = errors(nets_r, data["m"], data["t"], data["target"], r_idx)
                parts.append((f"{name} " if len(names) > 1 else "")
                             + f"held-out contact |dP| {ec[0]:.4f} eq rmse {ec[1]:.4f}, "
                             f"race |dP| {er[0]:.4f} eq rmse {er[1]:.4f} ({len(c_idx)}+{len(r_idx)} positions)")
            return f"{tag}: " + "; ".join(parts)
        if epoch == 0:
            say(report("before training"))
        rng = np.random.default_rng((fit["seed"] * 1_000_003 + epoch) % (2**31))
        order_c, order_r = rng.permutation(idx[3, 0]), rng.permutation(idx[2, 0])
        tr_c = sgd(nets_c, data["m"], data["t"], data["target"], order_c, fit["lr"]) if train_c else 0.0
        tr_r = sgd(nets_r, data["m"], data["t"], data["target"], order_r, fit["lr"]) if train_r else 0.0
        if not np.isfinite(state["contact"]["W1"]).all():
            raise SystemExit("weights diverged")
        fit["epochs_done"] = epoch + 1
        fit["shards"] = list(fit["shards"]) + [n_shards[0] if len(n_shards) == 1 else n_shards]
        state["elapsed_s"] = state.get("elapsed_s", 0.0) + time.perf_counter() - t0
        save_checkpoint(latest, state)
        save_checkpoint(run_dir / f"epoch_{epoch + 1:03d}.npz", state)
        if args.export:
            save_weights(args.export, state["contact"], state["race"],
                         {"run": args.run, "epochs": epoch + 1, "data": fit["data"], "shards": fit["shards"][-1]})
        say(report(f"epoch {epoch + 1} ({'+'.join(map(str, n_shards))} shards, "
                   f"{len(idx[3, 0])}+{len(idx[2, 0])} trained, "
                   f"train |dP| {tr_c:.4f}/{tr_r:.4f}, {time.perf_counter() - t0:.0f} s)"))


if __name__ == "__main__":
    main()
