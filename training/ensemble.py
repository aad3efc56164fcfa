"""Join several networks into one: their hidden layers side by side, their
outputs averaged before the last sigmoid.

    PYTHONPATH=. python training/ensemble.py OUT.npz A.npz B.npz [C.npz ...]

Every member network reads a leading part of the same inputs (the feature
sets only ever grew at the end: 202, 206, 222, 238), so a member with fewer
inputs gets zero rows for the inputs it does not read.  The joined network
has the members' hidden units one after the other and, for each output, the
mean of the members' pre-sigmoid sums: the average of their log-odds, a
plain network of the usual shape that every reader of the weights
(``duel.py``, ``export.py``, the bench scripts, the program) takes as it is.
The contact and the race networks are joined alike.  The result is in the
training checkpoint format (float64), with the members named in its meta.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "training"))

from train import load_checkpoint, save_checkpoint  # noqa: E402


def join(nets: list[dict], weights: list[float] | None = None) -> dict:
    """One network whose outputs are ``sigmoid(sum_k w_k * z_k)`` for the
    members' pre-sigmoid outputs ``z_k`` (``w`` the equal shares by default)."""
    if not nets:
        raise ValueError("no networks to join")
    if any("U" in n for n in nets):
        raise ValueError("only networks of one hidden layer can be joined")
    k = len(nets)
    w = np.full(k, 1.0 / k) if weights is None else np.asarray(weights, np.float64)
    if w.shape != (k,) or abs(w.sum() - 1.0) > 1e-9 or (w < 0).any():
        raise ValueError("the shares must be one per network, not negative, summing to 1")
    n_in = max(n["W1"].shape[0] for n in nets)
    n_out = nets[0]["W2"].shape[1]
    if any(n["W2"].shape[1] != n_out for n in nets):
        raise ValueError("the networks have different outputs")
    W1 = np.zeros((n_in, sum(n["W1"].shape[1] for n in nets)))
    W2 = np.zeros((W1.shape[1], n_out))
    b1 = np.zeros(W1.shape[1])
    b2 = np.zeros(n_out)
    col = 0
    for share, n in zip(w, nets):
        rows, hidden = n["W1"].shape
        W1[:rows, col:col + hidden] = n["W1"]
        b1[col:col + hidden] = n["b1"]
        W2[col:col + hidden] = share * np.asarray(n["W2"])
        b2 += share * np.asarray(n["b2"])
        col += hidden
    return {"W1": W1, "b1": b1, "W2": W2, "b2": b2}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("members", nargs="+")
    ap.add_argument("--race-from", type=int, default=None,
                    help="take the race network of this member alone (index) instead of joining them")
    args = ap.parse_args(argv)
    if len(args.members) < 2:
        ap.error("join at least two networks")
    states = [load_checkpoint(Path(p)) for p in args.members]
    contact = join([s["contact"] for s in states])
    if args.race_from is None:
        race = join([s["race"] for s in states])
    else:
        race = states[args.race_from]["race"]
    save_checkpoint(Path(args.out), {
        "games": int(sum(s.get("games", 0) for s in states)), "plies": 0, "seed": 0, "elapsed_s": 0.0,
        "config": {"ensemble": [str(p) for p in args.members], "race_from": args.race_from,
                   "hidden": int(contact["W1"].shape[1]), "race_hidden": int(race["W1"].shape[1])},
        "contact": contact, "race": race})
    print(f"{args.out}: contact {contact['W1'].shape}, race {race['W1'].shape}")


if __name__ == "__main__":
    main()
