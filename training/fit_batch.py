"""Supervised fit on a data set of targets (``twoply.py``, ``rollout.py``)
in mini-batches with Adam, held back towards the starting weights, keeping
the epoch that does best on the held-out shards.

    OMP_NUM_THREADS=1 PYTHONPATH=. python training/fit_batch.py --run fb1 \
        --data tp3,tp4 --init training/runs/td8/latest.npz --epochs 30

``fit.py`` trains one example at a time at a fixed rate: on 2-ply targets
the held-out error rose while the training error hardly fell (sections 3c,
3g of ``training/LOG.md``).  Here the inputs are encoded once, each
network (contact, race) is trained on its own positions in mini-batches
(``--batch``) with Adam (``--lr``), the cross-entropy of the five outputs as
in ``train.py``, plus ``--anchor`` times the squared distance of the weights
from the starting ones (so what the data do not say stays as self-play
taught it).  The held-out shards (every ``--holdout-every``-th of each data
set, as ``fit.py`` holds them out) are scored after every epoch by the
root mean square error of the cubeless equity; ``best.npz`` is the
checkpoint (``train.py``'s format) of the best epoch so far for each
network, ``latest.npz`` the last.  The order of the examples comes from
``--seed``; the run is a function of its arguments and the shards named,
so ``NAME:N`` fixes a growing data set's size.  No resume: a run takes
minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

import numpy as np
from numba import njit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "training"))

from fastgen import N_FEATURES, encode  # noqa: E402
from fit import load_sets, parse_data, present  # noqa: E402
from nard_desktop.ai.equity import cubeless_equity  # noqa: E402
from nard_desktop.ai.network import sigmoid  # noqa: E402
from nard_desktop.engine import RuleSet  # noqa: E402
from train import RUNS, add_second_layer, load_checkpoint, save_checkpoint, widen  # noqa: E402

MONEY = RuleSet(cube_enabled=False, jacoby=False)


@njit(cache=True, nogil=True)
def encode_rows(pm, pt, idx, n_inputs):
    """The inputs of positions ``idx`` as the rows of a float32 matrix."""
    out = np.zeros((idx.shape[0], n_inputs), np.float32)
    x = np.zeros(n_inputs)
    for a in range(idx.shape[0]):
        encode(pm[idx[a]], pt[idx[a]], x)
        for j in range(n_inputs):
            out[a, j] = x[j]
    return out


def equity(p: np.ndarray) -> np.ndarray:
    return cubeless_equity(p, MONEY)


def forward(net: dict, X: np.ndarray) -> tuple[np.ndarray, np.ndarray | None, np.ndarray]:
    """Hidden units, second-layer units (None without a second layer) and outputs."""
    H = sigmoid(X @ net["W1"] + net["b1"])
    Z = H @ net["W2"] + net["b2"]
    H2 = None
    if "U" in net:
        H2 = sigmoid(H @ net["U"] + net["c"])
        Z += H2 @ net["V"]
    return H, H2, sigmoid(Z)


def rmse(eq: np.ndarray, y: np.ndarray) -> float:
    """Root mean square distance of equities ``eq`` from targets ``y`` (nan for none)."""
    return float(np.sqrt(np.mean((eq - y) ** 2))) if len(y) else float("nan")


def eq_rmse(net: dict, X: np.ndarray, T: np.ndarray) -> float:
    return rmse(equity(forward(net, X)[2]), equity(T)) if len(X) else float("nan")


def mse_change(eq: np.ndarray, start_eq: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """The change of the mean squared equity error against targets ``y`` from
    the starting network's equities ``start_eq`` to ``eq``, with its standard
    error over the positions: paired, so the targets' own noise mostly cancels."""
    if len(y) < 2:
        return float("nan"), float("nan")
    d = (eq - y) ** 2 - (start_eq - y) ** 2
    return float(d.mean()), float(d.std(ddof=1) / np.sqrt(len(d)))


class Adam:
    def __init__(self, params: dict, lr: float, b1: float = 0.9, b2: float = 0.999, eps: float = 1e-8):
        self.lr, self.b1, self.b2, self.eps, self.t = lr, b1, b2, eps, 0
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}

    def step(self, params: dict, grads: dict) -> None:
        self.t += 1
        c1, c2 = 1 - self.b1 ** self.t, 1 - self.b2 ** self.t
        for k, g in grads.items():
            self.m[k] = self.b1 * self.m[k] + (1 - self.b1) * g
            self.v[k] = self.b2 * self.v[k] + (1 - self.b2) * g * g
            params[k] -= self.lr * (self.m[k] / c1) / (np.sqrt(self.v[k] / c2) + self.eps)


def gradients(net: dict, x: np.ndarray, t: np.ndarray) -> tuple[dict, np.ndarray]:
    """The gradient of the mean cross-entropy of the five outputs against
    ``t`` over the rows of ``x``, for every array of ``net``; and the outputs."""
    H, H2, O = forward(net, x)
    return backward(net, x, H, H2, (O - t) / len(x)), O


def backward(net: dict, x: np.ndarray, H: np.ndarray, H2: np.ndarray | None, dZ: np.ndarray) -> dict:
    """The gradient for every array of ``net`` of a loss whose gradient with
    respect to the output sums (before the sigmoid) is ``dZ``, from the
    forward pass's hidden units ``H`` and ``H2``."""
    back = dZ @ net["W2"].T
    grads = {"W2": H.T @ dZ, "b2": dZ.sum(0)}
    if H2 is not None:
        dH2 = (dZ @ net["V"].T) * H2 * (1.0 - H2)
        grads.update(V=H2.T @ dZ, U=H.T @ dH2, c=dH2.sum(0))
        back += dH2 @ net["U"].T
    dH = back * H * (1.0 - H)
    grads.update(W1=x.T @ dH, b1=dH.sum(0))
    return grads


def epoch(net: dict, start: dict, opt: Adam, X: np.ndarray, T: np.ndarray, order: np.ndarray,
          batch: int, anchor: float) -> float:
    """One pass over ``order`` in mini-batches; returns the mean |error| of P(win)."""
    err = 0.0
    for s in range(0, len(order), batch):
        b = order[s:s + batch]
        x, t = X[b], T[b]
        grads, O = gradients(net, x, t)
        err += float(np.abs(O[:, 0] - t[:, 0]).sum())
        if anchor:
            for k in grads:
                grads[k] = grads[k] + anchor * (net[k] - start[k])
        opt.step(net, grads)
    return err / max(1, len(order))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", required=True)
    ap.add_argument("--data", required=True, help="data sets, comma-separated, NAME:N for the first N shards")
    ap.add_argument("--init", required=True, help="checkpoint to start from")
    ap.add_argument("--nets", choices=("both", "contact", "race"), default="both")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--lr", type=float, default=1e-4)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--anchor", type=float, default=0.0, help="pull towards the starting weights")
    ap.add_argument("--holdout-every", type=int, default=20)
    ap.add_argument("--hidden", type=int, default=0,
                    help="widen the networks trained to this many hidden units (new units start small)")
    ap.add_argument("--second", type=int, default=0,
                    help="give the networks trained a second hidden layer of this many units "
                         "(beside the first, zero output weights: it starts as the network it extends)")
    ap.add_argument("--runs-dir", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    runs = Path(args.runs_dir) if args.runs_dir else RUNS
    run_dir = runs / args.run
    run_dir.mkdir(parents=True, exist_ok=True)
    state = load_checkpoint(Path(args.init))
    counts = present(runs, args.data)
    spec = ",".join(f"{name}:{n}" for (name, _), n in zip(parse_data(args.data), counts))
    state["config"] = dict(state.get("config", {}), init=str(args.init), fit_batch={
        "data": spec, "seed": args.seed, "lr": args.lr, "batch": args.batch, "anchor": args.anchor,
        "holdout_every": args.holdout_every, "nets": args.nets, "epochs": args.epochs,
        "hidden": args.hidden, "second": args.second})
    data, held, _ = load_sets(runs, spec, counts, args.holdout_every)
    log = open(run_dir / "log.txt", "a")

    def say(line: str) -> None:
        print(line, flush=True)
        log.write(line + "\n")
        log.flush()

    say(f"fit_batch {json.dumps(state['config']['fit_batch'])}")
    best_state = {k: state[k] for k in ("contact", "race")}
    rng = np.random.default_rng(args.seed)
    for name, cls in (("contact", 3), ("race", 2)):
        if args.nets not in ("both", name):
            continue
        net = widen(state[name], args.hidden, np.random.default_rng(args.seed),
                    inputs=N_FEATURES if name == "contact" else 0)
        net = add_second_layer(net, args.second, np.random.default_rng(args.seed + 1))
        net = {k: np.asarray(v, np.float64).copy() for k, v in net.items()}
        n_in = net["W1"].shape[0]
        tr = np.nonzero((data["cls"] == cls) & ~held)[0]
        ho = np.nonzero((data["cls"] == cls) & held)[0]
        Xtr = encode_rows(data["m"], data["t"], tr, n_in).astype(np.float64)
        Xho = encode_rows(data["m"], data["t"], ho, n_in).astype(np.float64)
        Ttr = data["target"][tr].astype(np.float64)
        Tho = data["target"][ho].astype(np.float64)
        start = {k: v.copy() for k, v in net.items()}
        opt = Adam(net, args.lr)
        # Rollout targets carry their own noise (``se``): the error beyond it
        # estimates the distance from the values the rollouts estimate.
        noise2 = float(np.mean(data["se"][ho].astype(np.float64) ** 2)) if "se" in data and len(ho) else 0.0

        def beyond(r: float) -> str:
            return f", beyond the targets' noise {np.sqrt(max(0.0, r * r - noise2)):.4f}" if noise2 else ""

        y_ho = equity(Tho)
        start_eq = equity(forward(net, Xho)[2])
        best = rmse(start_eq, y_ho)
        say(f"{name}: {len(tr)} trained, {len(ho)} held out; before: held-out eq rmse {best:.4f}{beyond(best)}, "
            f"train eq rmse {eq_rmse(net, Xtr, Ttr):.4f}")
        best_state[name] = {k: v.copy() for k, v in net.items()}
        for e in range(args.epochs):
            t0 = time.perf_counter()
            mae = epoch(net, start, opt, Xtr, Ttr, rng.permutation(len(tr)), args.batch, args.anchor)
            if not all(np.isfinite(v).all() for v in net.values()):
                raise SystemExit("weights diverged")
            eq_ho = equity(forward(net, Xho)[2])
            r = rmse(eq_ho, y_ho)
            mark = ""
            if r < best:
                best, best_state[name], mark = r, {k: v.copy() for k, v in net.items()}, " *"
            dm, dse = mse_change(eq_ho, start_eq, y_ho)
            say(f"{name} epoch {e + 1}: train |dP| {mae:.4f}, held-out eq rmse {r:.4f}{beyond(r)}, "
                f"mse change {dm * 1e4:+.1f} +/- {dse * 1e4:.1f} e-4{mark} ({time.perf_counter() - t0:.0f} s)")
        state[name] = net
    save_checkpoint(run_dir / "latest.npz", state)
    save_checkpoint(run_dir / "best.npz", dict(state, **best_state))
    say("best.npz: contact and race at their best held-out epochs")


if __name__ == "__main__":
    main()
