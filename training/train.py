"""TD(0) self-play training of the contact and race networks.

    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=. \
        python training/train.py --run td1 [--games 400000] [--seed 1]
    ... later:  python training/train.py --run td1 --resume

Games are played in chunks of ``--chunk`` games; chunk ``k`` seeds the dice
with ``seed * 1_000_003 + k``, so a run is reproducible from its seed and
resuming from any checkpoint (always written at a chunk boundary) gives the
same weights as an uninterrupted run.  A checkpoint is written atomically to
``training/runs/<run>/latest.npz`` every ``--checkpoint-minutes`` and a copy
kept every ``--keep-every`` games.
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "training"))

from nard_desktop.ai import bearoff  # noqa: E402
from fastgen import N_FEATURES  # noqa: E402
from nard_desktop.ai.features import FEATURE_SETS, contact_mask, encode_boards  # noqa: E402
from nard_desktop.ai.network import save_weights  # noqa: E402
from nard_desktop.atomic import write_atomic  # noqa: E402

RUNS = ROOT / "training" / "runs"


def learning_rate(base: float, floor: float, half_life: float, games: int) -> float:
    """``base`` decaying as ``1 / (1 + games / half_life)``, never below ``floor``."""
    return max(floor, base / (1.0 + games / half_life))


def init_net(rng: np.random.Generator, hidden: int) -> dict[str, np.ndarray]:
    return {
        "W1": rng.normal(0.0, 0.1, (N_FEATURES, hidden)),
        "b1": np.zeros(hidden),
        "W2": rng.normal(0.0, 0.1, (hidden, 5)),
        "b2": np.zeros(5),
    }


def bearoff_tables():
    db = bearoff.BearoffDatabase.load()
    return bearoff.RANK, db._at_least.copy(), db._first_at_least.copy()


def save_checkpoint(path: Path, state: dict) -> None:
    arrays = {f"contact_{k}": v for k, v in state["contact"].items()}
    arrays.update({f"race_{k}": v for k, v in state["race"].items()})
    meta = {k: state[k] for k in ("games", "plies", "seed", "config", "elapsed_s")}
    arrays["meta"] = np.array(json.dumps(meta))
    write_atomic(path, lambda fh: np.savez(fh, **arrays))


def add_second_layer(net: dict, units: int, rng: np.random.Generator,
                     hidden_mean: np.ndarray | None = None) -> dict:
    """``net`` with a second hidden layer of ``units`` sigmoid units reading the
    first and feeding the outputs beside it through zero weights: it plays
    exactly as before and learns to use the new units
    (``nard_desktop.ai.network``).  The units' input weights are random, of
    standard deviation ``4 / sqrt(hidden)``, so that their sums spread over
    about ±2 and the units differ from one position to the next (with
    ``1 / sqrt(hidden)`` they all sat near 0.5 and TD(0) hardly moved their
    output weights: mean |V| 0.0015 after 118,500 games); each unit's bias
    centres its sum on the network's mean hidden values, ``hidden_mean``
    when given."""
    if "U" in net or units <= 0:
        return net
    h = net["b1"].shape[0]
    U = rng.normal(0.0, 4.0 / np.sqrt(h), (h, units))
    c = np.zeros(units) if hidden_mean is None else -(np.asarray(hidden_mean) @ U)
    return dict(net, U=U, c=c, V=np.zeros((units, 5)))


def contact_hidden_mean(state: dict, seed: int, n: int = 3000) -> np.ndarray:
    """The contact network's mean hidden values over the contact positions
    among ``n`` positions of its own self-play (some kept from every game,
    5 % random plays)."""
    from positions import KEEP_SOME, TRAINING_VIEW, UNTIL_KEPT, collect, net_tuples

    nets_c, nets_r = net_tuples(state)
    pm, pt = np.zeros((n, 26), np.int8), np.zeros((n, 26), np.int8)
    got, _ = collect(TRAINING_VIEW, KEEP_SOME, np.array([0.2]), nets_c, nets_r, *bearoff_tables(), n,
                     UNTIL_KEPT, seed, 0.05, pm, pt)
    m, t = pm[:got].astype(np.int64), pt[:got].astype(np.int64)
    contact = contact_mask(m, t)
    net = state["contact"]
    x = encode_boards(m[contact], t[contact], net["W1"].shape[0])
    return (1.0 / (1.0 + np.exp(-(x @ net["W1"] + net["b1"])))).mean(axis=0)


def widen(net: dict[str, np.ndarray], hidden: int = 0, rng: np.random.Generator | None = None,
          inputs: int = N_FEATURES) -> dict[str, np.ndarray]:
    """A network of an earlier feature set, given zero weights for the inputs
    added since up to ``inputs`` (all by default; 0 keeps its own), and
    ``hidden`` hidden units when that is more than it has (new units get
    small random input weights and zero output weights): it plays exactly as
    before and learns to use what was added."""
    rows, old_hidden = net["W1"].shape
    if inputs > rows:
        net = dict(net, W1=np.vstack([net["W1"], np.zeros((inputs - rows, old_hidden))]))
    if hidden > old_hidden:
        extra = hidden - old_hidden
        rng = rng if rng is not None else np.random.default_rng(0)
        net = dict(net, W1=np.hstack([net["W1"], rng.normal(0.0, 0.01, (net["W1"].shape[0], extra))]),
                   b1=np.concatenate([net["b1"], np.zeros(extra)]),
                   W2=np.vstack([net["W2"], np.zeros((extra, 5))]))
        if "U" in net:  # the second layer does not read the new units yet
            net["U"] = np.vstack([net["U"], np.zeros((extra, net["U"].shape[1]))])
    return net


LAYER_KEYS = ("W1", "b1", "W2", "b2", "U", "c", "V")
"""A network's arrays; ``U, c, V``: the optional second hidden layer."""


def load_checkpoint(path: Path) -> dict:
    with np.load(path, allow_pickle=False) as data:
        meta = json.loads(str(data["meta"]))
        state = dict(meta)
        for name in ("contact", "race"):
            state[name] = {k: data[f"{name}_{k}"].astype(np.float64) for k in LAYER_KEYS
                           if f"{name}_{k}" in data.files}
    return state


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description="TD(0) self-play training")
    ap.add_argument("--run", default="td1")
    ap.add_argument("--resume", action="store_true", help="continue from runs/<run>/latest.npz")
    ap.add_argument("--init", help="start from this checkpoint's weights (new run)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=1_000_000, help="stop after this many games")
    ap.add_argument("--chunk", type=int, default=500)
    ap.add_argument("--hidden", type=int, default=96)
    ap.add_argument("--race-hidden", type=int, default=48)
    ap.add_argument("--lr", type=float, default=0.1)
    ap.add_argument("--lr-floor", type=float, default=0.02)
    ap.add_argument("--lr-half-life", type=float, default=100_000)
    ap.add_argument("--explore", type=float, default=0.0,
                    help="probability of playing another result near the best (it still learns from the best)")
    ap.add_argument("--explore-margin", type=float, default=0.08,
                    help="equity within which --explore draws the play made")
    ap.add_argument("--lam", type=float, default=0.0,
                    help="TD(lambda): learn from lambda-returns at each game's end (0: TD(0), at once)")
    ap.add_argument("--second", type=int, default=0,
                    help="with --init: give the contact network a second hidden layer of this many units "
                         "(zero output weights: it starts as the checkpoint's network)")
    ap.add_argument("--second-lr-mult", type=float, default=1.0,
                    help="the second hidden layer's weights learn at this multiple of the rate")
    ap.add_argument("--checkpoint-minutes", type=float, default=3.0)
    ap.add_argument("--keep-every", type=int, default=25_000)
    ap.add_argument("--inputs", type=int, default=N_FEATURES,
                    help="with --init: widen to this feature set (default: every input)")
    ap.add_argument("--export", help="also write shipped-format weights here at each checkpoint")
    args = ap.parse_args(argv)
    if args.inputs not in FEATURE_SETS:
        ap.error(f"--inputs: the feature sets have {', '.join(map(str, FEATURE_SETS))} inputs")

    from tdcore import STATS, selfplay  # compiled on first use

    run_dir = RUNS / args.run
    run_dir.mkdir(parents=True, exist_ok=True)
    latest = run_dir / "latest.npz"
    if args.resume:
        state = load_checkpoint(latest)
        cfg = state["config"]
        print(f"resuming {latest} at {state['games']} games", flush=True)
    else:
        cfg = {k: getattr(args, k) for k in ("chunk", "hidden", "race_hidden", "lr", "lr_floor", "lr_half_life",
                                             "explore", "explore_margin", "lam", "second_lr_mult")}
        rng = np.random.default_rng(args.seed)
        state = {"games": 0, "plies": 0, "seed": args.seed, "config": cfg, "elapsed_s": 0.0,
                 "contact": init_net(rng, cfg["hidden"]), "race": init_net(rng, cfg["race_hidden"])}
        if args.init:
            src = load_checkpoint(Path(args.init))
            # --hidden / --race-hidden larger than the checkpoint's add units.
            state["contact"] = widen(src["contact"], args.hidden, rng, inputs=args.inputs)
            state["race"] = widen(src["race"], args.race_hidden, rng, inputs=args.inputs)
            if args.second:
                state["contact"] = add_second_layer(state["contact"], args.second, rng,
                                                    contact_hidden_mean(state, args.seed))
            cfg["init"] = str(args.init)
            cfg["second"] = args.second
            cfg["hidden"] = state["contact"]["b1"].shape[0]
            cfg["race_hidden"] = state["race"]["b1"].shape[0]
    rank, at_least, first_at_least = bearoff_tables()
    from positions import net_tuples

    c = state["contact"]
    nets_c, nets_r = net_tuples(state)  # the state's own arrays: selfplay trains them in place
    log = open(run_dir / "log.txt", "a")
    last_ckpt = time.perf_counter()
    t_start = time.perf_counter() - state["elapsed_s"]
    seed = state["seed"]
    while state["games"] < args.games:
        k = state["games"] // cfg["chunk"]
        lr = learning_rate(cfg["lr"], cfg["lr_floor"], cfg["lr_half_life"], state["games"])
        stats = np.zeros(STATS)
        t0 = time.perf_counter()
        # Runs from before --explore have none.
        selfplay(nets_c, nets_r, rank, at_least, first_at_least, cfg["chunk"],
                 (seed * 1_000_003 + k) % (2**31), lr, lr, stats,
                 cfg.get("explore", 0.0), cfg.get("explore_margin", 0.0), cfg.get("lam", 0.0),
                 cfg.get("second_lr_mult", 1.0))
        dt = time.perf_counter() - t0
        state["games"] += int(stats[0])
        state["plies"] += int(stats[1])
        state["elapsed_s"] = time.perf_counter() - t_start
        line = (f"games {state['games']} lr {lr:.4f} {stats[0] / dt:.1f} g/s plies/g {stats[1] / stats[0]:.1f} "
                f"tdc {stats[4] / max(1, stats[2]):.4f} tdr {stats[5] / max(1, stats[3]):.4f} "
                f"first-wins {stats[6] / stats[0]:.3f} gam {stats[7] / stats[0]:.3f} bg {stats[8] / stats[0]:.3f} "
                f"explored {stats[9] / max(1, stats[1]):.3f} t {state['elapsed_s'] / 60:.1f} min")
        print(line, flush=True)
        log.write(line + "\n")
        log.flush()
        if not np.isfinite(c["W1"]).all():
            raise SystemExit("weights diverged")
        done = state["games"] >= args.games
        if done or time.perf_counter() - last_ckpt > 60 * args.checkpoint_minutes:
            save_checkpoint(latest, state)
            if args.export:
                save_weights(args.export, state["contact"], state["race"],
                             {"games": state["games"], "run": args.run, "seed": seed})
            last_ckpt = time.perf_counter()
        if state["games"] % args.keep_every < cfg["chunk"]:
            save_checkpoint(run_dir / f"games_{state['games']:07d}.npz", state)


if __name__ == "__main__":
    main()
