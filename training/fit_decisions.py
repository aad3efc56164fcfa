"""Fit the contact network to decision targets (``decisions.py``): the
order of one roll's candidates, not their level.

    OMP_NUM_THREADS=1 PYTHONPATH=. python training/fit_decisions.py --run fd1 \\
        --data dc1,dc2 --init training/runs/td8/latest.npz --epochs 8

The loss of a decision is the squared difference, summed over its
candidates, between the network's cubeless equities and the search's, each
taken relative to its mean over the decision's candidates (so the level of
the decision is free and only the differences count), plus ``--ce`` times
the cross-entropy against the centred targets of ``decisions.py`` (which
also speaks for the gammon outputs), plus ``--raw-ce`` times the
cross-entropy against the search's own probabilities, not centred (so the
level too is taught: what a deeper search averages over positions of
different decisions), plus ``--anchor`` times the squared
distance of the weights from the starting ones.  Only decisions whose
candidates are all contact positions are used (the contact network values
every candidate).  Mini-batches of ``--batch`` whole decisions, Adam at
``--lr``; the order of the decisions comes from ``--seed``.

After every epoch the held-out shards (every ``--holdout-every``-th of each
data set, as ``decisions.py --judge`` holds them out) are judged: the
equity, by the search, that the network's pick gives away per decision,
and its change from the starting network paired decision by decision.
No epoch is picked by it: ``latest.npz`` is the last epoch (``train.py``'s
checkpoint format), so the held-out figure stays an honest estimate; a
data set grown from another seed is the check on fresh decisions.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "training"))

from decisions import centre, load_decisions, mover_equity, picks_lost  # noqa: E402
from fit import parse_data, present, split  # noqa: E402
from fit_batch import Adam, backward, encode_rows, equity, forward  # noqa: E402
from train import RUNS, add_second_layer, load_checkpoint, save_checkpoint  # noqa: E402

#: d(cubeless equity of the side on roll) / d(each of the five outputs).
EQUITY_WEIGHTS = np.array([2.0, 1.0, 1.0, -1.0, -1.0])


def load(runs: Path, spec: str, counts: list[int], every: int) -> dict[str, np.ndarray]:
    """Every candidate of the first ``counts`` shards of each data set, with
    ``dec`` numbering the decisions across them all and ``held`` marking
    the held-out shards' rows."""
    parts = []
    n_dec = 0
    for (name, _), n in zip(parse_data(spec), counts):
        part = load_decisions(runs / name, range(n))
        part["dec"] += n_dec
        n_dec = int(part["dec"].max()) + 1
        part["held"] = np.isin(part.pop("shard"), split(n, every)[1])
        parts.append(part)
    return {key: np.concatenate([p[key] for p in parts]) for key in parts[0]}


def contact_only(data: dict) -> dict:
    """The rows of the decisions whose candidates are all contact positions."""
    dec = data["dec"]
    _, inv = np.unique(dec, return_inverse=True)
    rows = np.bincount(inv)
    contact = np.bincount(inv, weights=(data["cls"] == 3).astype(float))
    keep = (contact == rows)[inv]
    return {key: v[keep] for key, v in data.items()}


def batch_gradients(net: dict, x: np.ndarray, t: np.ndarray, y: np.ndarray, inv: np.ndarray,
                    n: int, ce: float, raw: np.ndarray | None = None,
                    raw_ce: float = 0.0) -> tuple[dict, float]:
    """The gradient of the batch's loss (see the module notes; ``y`` the
    search's equities centred per decision, ``raw`` its probabilities,
    ``inv`` each row's decision 0 .. n-1) and the loss's pairwise part per
    decision."""
    H, H2, O = forward(net, x)
    r = centre(equity(O), inv, n) - y
    # d(sum r^2)/dO = 2 r c (r is centred, the centring a projection), per decision.
    dO = 2.0 * r[:, None] * EQUITY_WEIGHTS[None, :] / n
    dZ = dO * O * (1.0 - O)
    if ce:
        dZ += ce * (O - t) / n
    if raw_ce:
        dZ += raw_ce * (O - raw) / n
    return backward(net, x, H, H2, dZ), float((r * r).sum() / n)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", required=True)
    ap.add_argument("--data", required=True, help="decisions.py data sets, comma-separated, NAME:N for N shards")
    ap.add_argument("--init", required=True, help="checkpoint to start from (the data sets' generator)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--batch", type=int, default=32, help="decisions per mini-batch")
    ap.add_argument("--ce", type=float, default=0.0, help="weight of the cross-entropy to the centred targets")
    ap.add_argument("--raw-ce", type=float, default=0.0,
                    help="weight of the cross-entropy to the search's probabilities themselves (their level too)")
    ap.add_argument("--anchor", type=float, default=0.0, help="pull towards the starting weights")
    ap.add_argument("--second", type=int, default=0, help="give the contact network a second hidden layer")
    ap.add_argument("--holdout-every", type=int, default=5)
    ap.add_argument("--runs-dir", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    runs = Path(args.runs_dir) if args.runs_dir else RUNS
    run_dir = runs / args.run
    run_dir.mkdir(parents=True, exist_ok=True)
    counts = present(runs, args.data)
    spec = ",".join(f"{name}:{n}" for (name, _), n in zip(parse_data(args.data), counts))
    settings = {k: getattr(args, k) for k in ("seed", "epochs", "lr", "batch", "ce", "anchor", "second",
                                               "holdout_every")}
    if args.raw_ce:
        settings["raw_ce"] = args.raw_ce  # named only when used: earlier runs' records stay as they were
    state = load_checkpoint(Path(args.init))
    state["config"] = dict(state.get("config", {}), init=str(args.init),
                           fit_decisions=dict(settings, data=spec))
    data = contact_only(load(runs, spec, counts, args.holdout_every))
    net = add_second_layer(state["contact"], args.second, np.random.default_rng(args.seed + 1))
    net = {k: np.asarray(v, np.float64).copy() for k, v in net.items()}
    start = {k: v.copy() for k, v in net.items()}
    X = encode_rows(data["m"], data["t"], np.arange(len(data["m"])), net["W1"].shape[0]).astype(np.float64)
    T = data["target"].astype(np.float64)
    R = data["raw"].astype(np.float64) if args.raw_ce else None  # the search's probabilities, opponent on roll
    teacher = mover_equity(data["raw"])           # the mover's equity by the search
    _, inv = np.unique(data["dec"], return_inverse=True)
    n_dec = int(inv.max()) + 1
    y = centre(-teacher, inv, n_dec)              # the side on roll's, centred
    held_dec = np.zeros(n_dec, bool)
    held_dec[inv[data["held"]]] = True
    rows_of = np.split(np.arange(len(inv)), np.flatnonzero(np.diff(inv)) + 1)
    train_dec = np.flatnonzero(~held_dec)
    ho = np.flatnonzero(data["held"])

    log = open(run_dir / "log.txt", "a")

    def say(line: str) -> None:
        print(line, flush=True)
        log.write(line + "\n")
        log.flush()

    def judged() -> np.ndarray:
        return picks_lost(-equity(forward(net, X[ho])[2]), teacher[ho], inv[ho])

    say(f"fit_decisions {json.dumps(state['config']['fit_decisions'])}")
    before = judged()
    say(f"{len(train_dec)} decisions trained ({sum(len(rows_of[d]) for d in train_dec)} candidates), "
        f"{int(held_dec.sum())} held out; before: the pick gives away {1000 * before.mean():.2f} mE per "
        f"held-out decision")
    rng = np.random.default_rng(args.seed)
    opt = Adam(net, args.lr)
    for e in range(args.epochs):
        order = rng.permutation(train_dec)
        total = 0.0
        for s in range(0, len(order), args.batch):
            decs = order[s:s + args.batch]
            rows = np.concatenate([rows_of[d] for d in decs])
            local = np.searchsorted(np.sort(decs), inv[rows])  # 0 .. len(decs) - 1
            grads, loss = batch_gradients(net, X[rows], T[rows], y[rows], local, len(decs), args.ce,
                                          R[rows] if args.raw_ce else None, args.raw_ce)
            total += loss * len(decs)
            if args.anchor:
                for k in grads:
                    grads[k] = grads[k] + args.anchor * (net[k] - start[k])
            opt.step(net, grads)
        if not all(np.isfinite(v).all() for v in net.values()):
            raise SystemExit("weights diverged")
        now = judged()
        d = now - before
        say(f"epoch {e + 1}: pairwise loss {1e4 * total / len(order):.2f} e-4 per decision; held out: the pick "
            f"gives away {1000 * now.mean():.2f} mE per decision, change {1000 * d.mean():+.2f} +/- "
            f"{1000 * d.std(ddof=1) / np.sqrt(len(d)):.2f} mE")
    state["contact"] = net
    save_checkpoint(run_dir / "latest.npz", state)
    say(f"{run_dir / 'latest.npz'}: the last epoch")


if __name__ == "__main__":
    main()
