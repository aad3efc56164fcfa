"""Decision targets: the close plays of one roll valued by a three-ply
search (numba; training only), and the growing data set.

    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=. \
        python training/decisions.py --run dc1 --net training/runs/td8/latest.npz
    ... after an interruption the same command (or just ``--run dc1``) goes on.
    python training/decisions.py --run dc1 --judge A.npz B.npz   # held-out choices

Why: fitting the network to better values of positions one at a time
(2-ply targets, full rollouts; ``training/LOG.md`` sections 3j, 3k)
either overfits or corrects the level of whole classes of positions, and
the network that predicted its own play's outcome better played worse.  A
play is decided by the *order* of the results of one roll.  So here a
target says how the results of one roll differ, and leaves the level alone.

A decision is a position of our own self-play (``positions.collect``, as
``rollout.py`` keeps them) and a roll drawn for it.  Its candidates are the
best ``--keep`` results (4) by the network's 0-ply cubeless equity within
``--threshold`` (0.10) of the best; a decision with fewer than two is
skipped.  Every candidate is valued by the network searched three plies
deep, exactly, as World class's third ply values its deep plays
(``nard_desktop.ai.search.rank_three_ply``; what GNU Backgammon calls
2-ply): the opponent's 21 rolls, each answered by its best 0-ply reply,
then the mover's 21 rolls, each played by its best 0-ply play, the
position after it evaluated (the networks read as the package reads them,
``positions.value``).  No dice are drawn, so the targets carry no noise.
(Truncated rollouts of the candidates on common dice were tried first: at
36 trials the difference between two candidates had a standard error of
0.037 at a horizon of 2 plies and 0.085-0.095 at 10, larger than one
candidate's own, because a roll's luck differs from one candidate to the
next.)

Each candidate's row holds the result with the opponent on roll (``m`` the
opponent's board), ``raw`` (the five probabilities of the search, the
opponent's view), ``v0`` (the generating network's raw outputs,
``tdcore``'s view), ``se`` (0), ``cls``, ``dec`` (the decision's number
within the shard) and ``target``, the search centred on the network:
``mean(v0) + raw - mean(raw)`` over the decision's candidates, clipped to
[0, 1].  A fit on ``target`` (``fit_batch.py --data``, with the generating
network as ``--init``) moves the candidates apart as the search says and
keeps their mean where the network had it.  Shard ``k`` holds ``--shard``
decisions, depends only on ``config.json``, the generating checkpoint and
the seed ``seed * 1_000_003 + k``, is written atomically, and a restarted
run goes on at the first missing shard.

``--judge`` scores networks on the held-out shards (every
``--holdout-every``-th, as the fits hold them out): on each decision the
network picks the candidate it values best, and the search says how much
equity that pick gives away against the search's best.
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
from fit_batch import equity  # noqa: E402
from positions import (KEEP_SOME, TRAINING_VIEW, UNTIL_KEPT, collect, cubeless_equity,  # noqa: E402
                       net_tuples, search_nets, value)
from rollout import classes, count_shards, grow, open_data_set, shard_path  # noqa: E402
from tdcore import equity_after, flip, hidden_size, value0  # noqa: E402

CONFIG_KEYS = ("net", "seed", "shard", "explore", "keep_prob", "keep", "threshold")


@njit(cache=True, nogil=True)
def candidates(m, t, d1, d2, nets_c, nets_r, rank, at_least, first_at_least, keep, threshold,
               cm, ct, cv):
    """The best ``keep`` results of rolling ``d1``-``d2`` in ``m`` on roll,
    within ``threshold`` cubeless equity of the best, best first: their
    boards with the opponent on roll (``cm`` the opponent's) and their raw
    values (the opponent's view) into ``cm``, ``ct``, ``cv``; returns how many."""
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hc = np.zeros(hidden_size(nets_c))
    hr = np.zeros(hidden_size(nets_r))
    n = gen_results(m, t, d1, d2, out_m, out_t)
    vals = np.zeros((n, 5))
    eq = np.zeros(n)
    v = np.zeros(5)
    for j in range(n):
        value0(out_t[j], out_m[j], nets_c, nets_r, rank, at_least, first_at_least, x, nz, hc, hr, v)
        for o in range(5):
            vals[j, o] = v[o]
        eq[j] = equity_after(v)
    order = np.argsort(-eq, kind="mergesort")
    got = 0
    for a in range(min(keep, n)):
        j = order[a]
        if eq[j] < eq[order[0]] - threshold:
            break
        for i in range(26):
            cm[got, i] = out_t[j, i]
            ct[got, i] = out_m[j, i]
        for o in range(5):
            cv[got, o] = vals[j, o]
        got += 1
    return got


def decision_means(values: np.ndarray, inv: np.ndarray, n: int) -> np.ndarray:
    """For each row of ``values`` (one value or a row of them), the mean over
    the rows of its decision (``inv``: the decision of each row, 0 .. n-1)."""
    counts = np.maximum(np.bincount(inv, minlength=n), 1)
    if values.ndim == 1:
        return (np.bincount(inv, weights=values, minlength=n) / counts)[inv]
    return np.stack([decision_means(values[:, j], inv, n) for j in range(values.shape[1])], axis=1)


def centre(values: np.ndarray, inv: np.ndarray, n: int) -> np.ndarray:
    """``values`` less the mean of their decision (see :func:`decision_means`)."""
    return values - decision_means(values, inv, n)


def centred(raw: np.ndarray, v0: np.ndarray, dec: np.ndarray) -> np.ndarray:
    """``mean(v0) + raw - mean(raw)`` over each decision's rows, clipped to [0, 1]."""
    _, inv = np.unique(dec, return_inverse=True)
    n = int(inv.max()) + 1
    return np.clip(decision_means(v0, inv, n) + raw - decision_means(raw, inv, n), 0.0, 1.0)


@njit(cache=True, nogil=True)
def three_ply(om, ot, nets_c, nets_r, rank, at_least, first_at_least, out):
    """The three-ply value of a result, the opponent on roll (``om`` the
    opponent's board, ``ot`` the mover's), into ``out``: the mover's five
    probabilities (see the module notes).  The networks are
    :func:`positions.search_nets` tuples."""
    qm = np.zeros((MAX_RESULTS, 26), np.int8)
    qt = np.zeros((MAX_RESULTS, 26), np.int8)
    sm = np.zeros((MAX_RESULTS, 26), np.int8)
    st = np.zeros((MAX_RESULTS, 26), np.int8)
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hc = np.zeros(hidden_size(nets_c))
    hr = np.zeros(hidden_size(nets_r))
    v = np.zeros(5)
    reply = np.zeros(5)
    leaf = np.zeros(5)
    for o in range(5):
        out[o] = 0.0
    for e1 in range(1, 7):
        for e2 in range(e1, 7):
            w = (1.0 if e1 == e2 else 2.0) / 36.0
            # The opponent's reply that leaves the mover (on roll) the least.
            k = gen_results(om, ot, e1, e2, qm, qt)
            low = 1e9
            best = 0
            c_best = 0
            for r in range(k):
                c = value(qt[r], qm[r], nets_c, nets_r, rank, at_least, first_at_least, x, nz, hc, hr, v)
                e = cubeless_equity(v)
                if e < low:
                    low = e
                    best = r
                    c_best = c
                    for o in range(5):
                        reply[o] = v[o]
            if c_best == 0:  # the opponent has borne off: exact
                for o in range(5):
                    out[o] += w * reply[o]
                continue
            m = qt[best].copy()
            t = qm[best].copy()
            for f1 in range(1, 7):
                for f2 in range(f1, 7):
                    w2 = (1.0 if f1 == f2 else 2.0) / 36.0
                    n = gen_results(m, t, f1, f2, sm, st)
                    high = -1e9
                    for j in range(n):
                        value(st[j], sm[j], nets_c, nets_r, rank, at_least, first_at_least,
                              x, nz, hc, hr, v)
                        e = -cubeless_equity(v)
                        if e > high:
                            high = e
                            flip(v, leaf)
                    for o in range(5):
                        out[o] += w * w2 * leaf[o]


def make_shard(k: int, cfg: dict, nets: tuple, tables) -> dict[str, np.ndarray]:
    """Shard ``k``: ``cfg["shard"]`` decisions and their candidates' three-ply
    values.  ``nets``: the networks in ``tdcore``'s view and in the package's."""
    (nets_c, nets_r), (search_c, search_r) = nets
    seed = (cfg["seed"] * 1_000_003 + k) % (2**31)
    rng = np.random.default_rng(seed)
    want, keep = cfg["shard"], cfg["keep"]
    cm = np.zeros((keep, 26), np.int8)
    ct = np.zeros((keep, 26), np.int8)
    cv = np.zeros((keep, 5))
    mover = np.zeros(5)
    theirs = np.zeros(5)
    rows: dict[str, list] = {name: [] for name in ("m", "t", "raw", "v0", "dec")}
    decisions = games = chunk = 0
    while decisions < want:
        # Positions in chunks, each chunk from its own seed.
        pm = np.zeros((want, 26), np.int8)
        pt = np.zeros((want, 26), np.int8)
        got, played = collect(TRAINING_VIEW, KEEP_SOME, np.array([cfg["keep_prob"]]), nets_c, nets_r,
                              *tables, want, UNTIL_KEPT, (seed * 31 + chunk) % (2**31), cfg["explore"],
                              pm, pt)
        games += played
        chunk += 1
        for i in range(got):
            if decisions == want:
                break
            d1, d2 = (int(x) for x in rng.integers(1, 7, size=2))
            n = candidates(pm[i], pt[i], d1, d2, nets_c, nets_r, *tables, keep, cfg["threshold"],
                           cm, ct, cv)
            if n < 2:
                continue
            raw = np.zeros((n, 5))
            for j in range(n):
                three_ply(cm[j], ct[j], search_c, search_r, *tables, mover)
                flip(mover, theirs)
                raw[j] = theirs
            rows["m"].append(cm[:n].copy())
            rows["t"].append(ct[:n].copy())
            rows["raw"].append(raw)
            rows["v0"].append(cv[:n].copy())
            rows["dec"].append(np.full(n, decisions, np.int32))
            decisions += 1
    out = {name: np.concatenate(parts) for name, parts in rows.items()}
    out["target"] = centred(out["raw"], out["v0"], out["dec"]).astype(np.float32)
    out["raw"] = out["raw"].astype(np.float32)
    out["v0"] = out["v0"].astype(np.float32)
    out["se"] = np.zeros(len(out["m"]), np.float32)
    out["cls"] = classes(out["m"], out["t"])
    out["games"] = np.array(games)
    return out


def mover_equity(p: np.ndarray) -> np.ndarray:
    """The mover's cubeless equity of rows of five probabilities seen by the
    opponent (on roll)."""
    return -equity(p.astype(float))


def spread(shard: dict) -> tuple[float, float]:
    """Root mean square, over the candidates after each decision's first,
    of their difference from the first in the mover's cubeless equity at 0
    ply, and of how much the search changes that difference."""
    e0, e3, dec = mover_equity(shard["v0"]), mover_equity(shard["raw"]), shard["dec"]
    first = np.r_[True, dec[1:] != dec[:-1]]
    head = np.maximum.accumulate(np.where(first, np.arange(len(dec)), 0))
    d0, d3 = (e0 - e0[head])[~first], (e3 - e3[head])[~first]
    return float(np.sqrt(np.mean(d0 ** 2))), float(np.sqrt(np.mean((d3 - d0) ** 2)))


def load_decisions(run_dir: Path, shards) -> dict[str, np.ndarray]:
    """The candidates of ``shards``: ``m``, ``t``, ``target``, ``raw``, ``cls``,
    ``dec`` (the decisions numbered 0, 1, ... across the shards) and
    ``shard``."""
    parts = []
    n_dec = 0
    for k in shards:
        with np.load(shard_path(run_dir, k)) as d:
            part = {name: d[name] for name in ("m", "t", "target", "raw", "cls", "dec")}
        part["dec"] = part["dec"].astype(np.int64) + n_dec
        n_dec = int(part["dec"].max()) + 1
        part["shard"] = np.full(len(part["m"]), k)
        parts.append(part)
    return {name: np.concatenate([p[name] for p in parts]) for name in parts[0]}


def picks_lost(eq: np.ndarray, teacher: np.ndarray, dec: np.ndarray) -> np.ndarray:
    """Per decision (``dec``: each row's, a decision's rows together): the
    teacher's best minus the teacher's value of the candidate ``eq`` ranks
    first (both the mover's equities)."""
    starts = np.flatnonzero(np.r_[True, dec[1:] != dec[:-1]])
    ends = np.r_[starts[1:], len(dec)]
    return np.array([teacher[a:b].max() - teacher[a + int(np.argmax(eq[a:b]))] for a, b in zip(starts, ends)])


@njit(cache=True, nogil=True)
def values_for_mover(pm, pt, nets_c, nets_r, rank, at_least, first_at_least):
    """The mover's cubeless equity of each result (the opponent on roll in
    ``pm``/``pt``), as a network of ``net_tuples`` values it."""
    x = np.zeros(N_FEATURES)
    nz = np.zeros(N_FEATURES, np.int64)
    hc = np.zeros(hidden_size(nets_c))
    hr = np.zeros(hidden_size(nets_r))
    v = np.zeros(5)
    out = np.zeros(pm.shape[0])
    for i in range(pm.shape[0]):
        value0(pm[i], pt[i], nets_c, nets_r, rank, at_least, first_at_least, x, nz, hc, hr, v)
        out[i] = equity_after(v)
    return out


def judge(data: dict, nets: list[tuple[str, tuple]], tables) -> list[str]:
    """For each network: mean equity (by the search) its pick gives away
    against the search's best, per decision, and the share of decisions it
    picks the search's best; plus each against the first, paired."""
    teacher = mover_equity(data["raw"])
    dec = data["dec"]
    losses = []
    lines = [f"{len(np.unique(dec))} held-out decisions, {len(dec)} candidates"]
    for name, (nets_c, nets_r) in nets:
        eq = values_for_mover(data["m"], data["t"], nets_c, nets_r, *tables)
        loss = picks_lost(eq, teacher, dec)
        agree = np.mean(loss == 0.0)
        losses.append(loss)
        line = (f"{name}: gives away {1000 * loss.mean():.2f} ± {1000 * loss.std(ddof=1) / np.sqrt(len(loss)):.2f}"
                f" mE per decision, picks the search's best in {100 * agree:.1f} %")
        if len(losses) > 1:
            d = loss - losses[0]
            line += f"; against the first {1000 * d.mean():+.2f} ± {1000 * d.std(ddof=1) / np.sqrt(len(d)):.2f} mE"
        lines.append(line)
    return lines


def main(argv=None) -> None:
    from fit import split
    from train import bearoff_tables, load_checkpoint

    ap = argparse.ArgumentParser(description="grow a data set of decision targets (the close plays "
                                 "of a roll searched three plies deep), or judge networks on it")
    ap.add_argument("--run", required=True)
    ap.add_argument("--net", help="checkpoint whose networks play and evaluate (new run)")
    ap.add_argument("--seed", type=int, default=41)
    ap.add_argument("--shard", type=int, default=100, help="decisions per shard")
    ap.add_argument("--explore", type=float, default=0.05)
    ap.add_argument("--keep-prob", type=float, default=0.15, help="share of self-play positions taken")
    ap.add_argument("--keep", type=int, default=4, help="candidates per decision at most")
    ap.add_argument("--threshold", type=float, default=0.10, help="candidates within this of the best")
    ap.add_argument("--shards", type=int, default=100_000, help="stop after this many shards")
    ap.add_argument("--judge", nargs="+", metavar="CHECKPOINT",
                    help="score these checkpoints on the held-out shards instead")
    ap.add_argument("--holdout-every", type=int, default=5)
    ap.add_argument("--runs-dir", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    run_dir, cfg, state = open_data_set(args, CONFIG_KEYS)
    tables = bearoff_tables()
    if args.judge:
        held = split(count_shards(run_dir), args.holdout_every)[1]
        if not held:
            raise SystemExit(f"no held-out shards in {run_dir} yet")
        data = load_decisions(run_dir, held)
        nets = [(p, net_tuples(load_checkpoint(Path(p)))) for p in args.judge]
        for line in judge(data, nets, tables):
            print(line)
        return
    nets = (net_tuples(state), search_nets(state))

    def describe(k, shard, dt):
        d0, change = spread(shard)
        return (f"shard {k}: {cfg['shard']} decisions, {len(shard['dec'])} candidates, "
                f"from {int(shard['games'])} games, contact {int((shard['cls'] == 3).sum())}; "
                f"differences from the first candidate: rms {d0:.4f} at 0 ply, changed by "
                f"{change:.4f} at 3; {dt:.1f} s ({cfg['shard'] / dt:.2f} decisions/s)")

    grow(run_dir, args.shards, lambda k: make_shard(k, cfg, nets, tables), describe)


if __name__ == "__main__":
    main()
