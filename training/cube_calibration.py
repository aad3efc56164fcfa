"""Calibrating the network's win and gammon levels for the cube, on our own rollouts.

    # (b) roll doubling-window positions out, shard by shard (resumable:
    #     the same command goes on at the first missing shard)
    PYTHONPATH=. nice -n 19 python training/cube_calibration.py roll --run cc1 --seed 4501 --shards 400
    # (c) fit the calibration on the shards there are (deterministic); NAME:N
    #     takes the first N shards of a run, several runs are separated by commas
    PYTHONPATH=. python training/cube_calibration.py fit --run cc1,cc2

The checker play ranks plays by differences of equity, which the decision
fits taught well; the cube reads the *levels*: the winning chance and the
gammon rates of one position, compared with take points.  A network whose
levels drift (too confident, or gammons over- or under-counted) doubles too
early or too late while its checker play stays good.  This module measures
the levels where the cube is decided and corrects them there only:

(a) **Positions**: our own cubeless Expert self-play, dice from the shard's
    seed alone (``seed * 1_000_003 + k`` for shard ``k``); every position
    before a roll whose cubeless winning chance by our own 0-ply lies in the
    doubling window (``--window``, 55-95 %), contact or race (bear-offs are
    exact already and left out); one of them, drawn at random, per game, so
    that the positions of a shard are not a handful of neighbours.
(b) **Targets**: each position rolled out with
    :func:`nard_desktop.ai.rollouts.rollout`: cubeless money, 0-ply checker
    play, to the end (the exact bear-off database when both sides are home),
    quasi-random dice from the position's own seed.  ``--trials`` 1,296 gives
    a standard error of about 0.012 on the winning chance and less on the
    gammon rates, and the first two rolls stratified make it smaller still.
    Variance reduction is off: on this machine it cost 19 times the CPU for
    12 times less variance (one contact position, 324 trials), so plain
    trials give more precision per second.  Not truncated: a truncated trial
    scores the network's own level at the truncation point, which is what is
    being measured.
    A shard of ``--per-shard`` positions is written atomically to
    ``runs/<run>/data/shard_NNNNN.json`` once all of them are rolled out.
(c) **The calibration**, per class (contact, race), three monotone maps,
    each affine on the logit: the winning chance, the gammon rate of the
    wins (P(win gammon) / P(win)) and the gammon rate of the losses
    (P(lose gammon) / P(lose)); the backgammons keep their share of the
    gammons.  Each map is fitted by Newton's method on the cross-entropy
    against the rolled-out figures (the gammon rates weighted by the
    rolled-out share of wins or losses), with a small pull towards the
    identity (``--prior``), so it is deterministic and stays the identity
    where there is no data.  :class:`CalibratedEvaluator` applies it to an
    evaluator's probabilities; the cube decisions would evaluate through it
    while the checker play keeps the plain network, so the order of plays
    the decision fits taught is untouched.  Nothing of GNU Backgammon's is a
    target here: ``gnubg_nn`` only measures (``bench/cube_referee.py``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nard_desktop.ai.calibration import (CLASSES, EPS, MIN_RATE, CalibratedEvaluator,  # noqa: E402,F401
                                         Calibration, apply_calibration, position_class)
from nard_desktop.ai.calibration import gammon_rates  # noqa: E402
from nard_desktop.atomic import write_atomic  # noqa: E402
from nard_desktop.engine import Position, RuleSet  # noqa: E402

NO_CUBE = RuleSet(cube_enabled=False)
MAPS = ("win", "gammon_win", "gammon_loss")


# ------------------------------------------------------------- positions
def expert_game(rng: random.Random, evaluator) -> list[Position]:
    """One cubeless game of the Expert level against itself on dice drawn
    from ``rng``: every position before a roll, the opening excepted, each
    seen by the side about to roll."""
    from nard_desktop.ai import choose_play

    pos = Position.initial()
    dice = tuple(rng.sample(range(1, 7), 2))
    first = True
    out: list[Position] = []
    while True:
        if not first:
            out.append(pos)
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        first = False
        result = choose_play(pos, dice, level="expert", rules=NO_CUBE, evaluator=evaluator).result
        if result.mine[0] == 15:
            return out
        pos = result.swapped()


def sample_positions(seed: int, count: int, window: tuple[float, float], evaluator=None,
                     max_games: int = 200) -> list[Position]:
    """``count`` doubling-window positions from cubeless Expert self-play on
    dice drawn from ``seed`` (one per game, drawn at random among the
    game's window positions); fewer if ``max_games`` games give fewer."""
    from nard_desktop.ai.default import default_evaluator

    ev = evaluator or default_evaluator()
    rng = random.Random(seed)
    out: list[Position] = []
    for _ in range(max_games):
        if len(out) >= count:
            break
        candidates = [pos for pos in expert_game(rng, ev) if position_class(pos) is not None]
        if candidates:
            p = ev.probabilities(candidates)[:, 0]
            inside = [c for c, w in zip(candidates, p) if window[0] <= w <= window[1]]
            if inside:
                out.append(inside[rng.randrange(len(inside))])
    return out


# ---------------------------------------------------------------- shards
def shard_path(run_dir: Path, k: int) -> Path:
    return run_dir / "data" / f"shard_{k:05d}.json"


def make_shard(k: int, cfg: dict, evaluator=None) -> dict:
    """Shard ``k``: its positions (from its seed alone) rolled out."""
    from nard_desktop.ai.default import default_evaluator
    from nard_desktop.ai.rollouts import rollout

    ev = evaluator or default_evaluator()
    seed = cfg["seed"] * 1_000_003 + k
    positions = sample_positions(seed, cfg["per_shard"], tuple(cfg["window"]), ev)
    rows = []
    for i, pos in enumerate(positions):
        t = time.process_time()
        r = rollout(pos, trials=cfg["trials"], seed=(seed * 16 + i) % 2 ** 32, rules=NO_CUBE, jobs=1,
                    evaluator=ev)
        rows.append({"mine": list(pos.mine), "theirs": list(pos.theirs), "class": position_class(pos),
                     "p0": [round(float(v), 6) for v in ev.probabilities([pos])[0]],
                     "target": [round(v, 6) for v in r.probabilities], "se": [round(v, 6) for v in r.std_errors],
                     "trials": r.trials, "cpu_s": round(time.process_time() - t, 2)})
    return {"k": k, "seed": seed, "positions": rows}


def load_shards(run_dir: Path, limit: int | None = None) -> list[dict]:
    """Every position of every shard written so far (the first ``limit``
    shards only, when given: a fit repeats exactly while the run grows), in shard order."""
    rows: list[dict] = []
    for path in sorted((run_dir / "data").glob("shard_*.json"))[:limit]:
        rows.extend(json.loads(path.read_text())["positions"])
    return rows


def _weights_sha(weights: str | None) -> str:
    from nard_desktop.ai.neural import DEFAULT_WEIGHTS

    return hashlib.sha256(Path(weights or DEFAULT_WEIGHTS).read_bytes()).hexdigest()


def roll(args) -> None:
    from nard_desktop.ai.neural import NeuralEvaluator

    run_dir = Path(args.runs_dir) / args.run
    cfg = {"seed": args.seed, "per_shard": args.per_shard, "trials": args.trials, "window": list(args.window),
           "weights": _weights_sha(args.weights)}
    cfg_path = run_dir / "config.json"
    if cfg_path.exists():
        old = json.loads(cfg_path.read_text())
        if old != cfg:
            raise SystemExit(f"{cfg_path} holds another set-up: {old}; give the same options or another --run")
    else:
        run_dir.mkdir(parents=True, exist_ok=True)
        write_atomic(cfg_path, (json.dumps(cfg, indent=1) + "\n").encode())
    ev = NeuralEvaluator.load(args.weights) if args.weights else None
    for k in range(args.shards):
        path = shard_path(run_dir, k)
        if path.exists():
            continue
        t = time.perf_counter()
        shard = make_shard(k, cfg, ev)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, (json.dumps(shard) + "\n").encode())
        print(f"shard {k}: {len(shard['positions'])} positions, {time.perf_counter() - t:.0f} s "
              f"({time.strftime('%Y-%m-%d %H:%M:%S')})", flush=True)


# ------------------------------------------------------------------- fit
def _logit(p: np.ndarray) -> np.ndarray:
    p = np.clip(p, EPS, 1.0 - EPS)
    return np.log(p / (1.0 - p))


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


def fit_logit_map(x: np.ndarray, t: np.ndarray, w: np.ndarray | None = None, prior: float = 1.0,
                  iterations: int = 50) -> tuple[float, float]:
    """``(a, b)`` minimising the weighted cross-entropy of ``sigmoid(a x + b)``
    against the soft targets ``t``, plus ``prior / 2 * ((a - 1)^2 + b^2)``
    (the pull towards the identity).  Convex, solved by Newton's method:
    deterministic.  ``a`` is kept at 0.1 or more, so the map is increasing."""
    x = np.asarray(x, dtype=float)
    t = np.asarray(t, dtype=float)
    w = np.ones_like(x) if w is None else np.asarray(w, dtype=float)
    a, b = 1.0, 0.0
    for _ in range(iterations):
        q = _sigmoid(a * x + b)
        r = w * (q - t)
        g = np.array([np.dot(r, x) + prior * (a - 1.0), r.sum() + prior * b])
        s = w * q * (1.0 - q)
        h = np.array([[np.dot(s, x * x) + prior, np.dot(s, x)], [np.dot(s, x), s.sum() + prior]])
        step = np.linalg.solve(h, g)
        a, b = a - float(step[0]), b - float(step[1])
        if abs(step[0]) + abs(step[1]) < 1e-12:
            break
    return max(a, 0.1), b


def fit_calibration(rows: list[dict], prior: float = 1.0) -> Calibration:
    """The calibration of the rolled-out rows (``class``, ``p0``, ``target``)."""
    maps: dict[str, dict[str, tuple[float, float]]] = {}
    counts: dict[str, int] = {}
    for cls in CLASSES:
        sel = [r for r in rows if r["class"] == cls]
        counts[cls] = len(sel)
        if not sel:
            continue
        p0 = np.array([r["p0"] for r in sel], dtype=float)
        tg = np.array([r["target"] for r in sel], dtype=float)
        gw0, gl0 = gammon_rates(p0)
        gwt, glt = gammon_rates(tg)
        m = {"win": fit_logit_map(_logit(p0[:, 0]), tg[:, 0], prior=prior)}
        for name, old, new, weight in (("gammon_win", gw0, gwt, tg[:, 0]), ("gammon_loss", gl0, glt, 1.0 - tg[:, 0])):
            live = old >= MIN_RATE
            if live.any():
                m[name] = fit_logit_map(_logit(old[live]), np.clip(new[live], 0.0, 1.0), weight[live], prior=prior)
        maps[cls] = {k: (round(v[0], 6), round(v[1], 6)) for k, v in m.items()}
    return Calibration(maps, counts)


def report_fit(rows: list[dict], cal: Calibration) -> None:
    """How far the levels were off, and are after the calibration (in-sample)."""
    for cls in CLASSES:
        sel = [r for r in rows if r["class"] == cls]
        if not sel:
            continue
        p0 = np.array([r["p0"] for r in sel])
        tg = np.array([r["target"] for r in sel])
        p1 = apply_calibration(p0, [cls] * len(sel), cal)
        for name, col in (("win", 0), ("win gammon", 1), ("lose gammon", 3)):
            before = p0[:, col] - tg[:, col]
            after = p1[:, col] - tg[:, col]
            print(f"  {cls:7s} {name:11s} bias {before.mean():+.4f} -> {after.mean():+.4f}, "
                  f"rms {math.sqrt((before ** 2).mean()):.4f} -> {math.sqrt((after ** 2).mean()):.4f} "
                  f"({len(sel)} positions, in-sample)")


def _network(args) -> dict:
    """The network the runs were rolled out with (its ``run`` and ``games``,
    which :func:`nard_desktop.ai.calibration.cube_evaluator` checks), when
    every run's config names the same weights as ``--weights`` (default: the
    shipped ones); else empty, with a warning."""
    from nard_desktop.ai.neural import NeuralEvaluator

    sha = _weights_sha(args.weights)
    for name in args.run.split(","):
        cfg = Path(args.runs_dir) / name.partition(":")[0] / "config.json"
        if not cfg.exists() or json.loads(cfg.read_text()).get("weights") != sha:
            print(f"warning: {cfg} was not rolled out with {args.weights or 'the shipped weights'}: "
                  "the calibration names no network", file=sys.stderr)
            return {}
    meta = NeuralEvaluator.load(args.weights).meta if args.weights else NeuralEvaluator.load().meta
    return {k: meta[k] for k in ("run", "games") if k in meta}


def fit(args) -> None:
    rows: list[dict] = []
    for name in args.run.split(","):
        run, _, n = name.partition(":")  # NAME:N takes the first N shards of a growing run
        rows.extend(load_shards(Path(args.runs_dir) / run, int(n) if n else args.shards))
    cal = fit_calibration(rows, prior=args.prior)
    network = _network(args)
    if network:
        cal = Calibration(cal.maps, cal.counts, network)
    first = args.run.split(",")[0].partition(":")[0]
    out = Path(args.out) if args.out else Path(args.runs_dir) / first / "calibration.json"
    write_atomic(out, (cal.to_json() + "\n").encode())
    print(f"{len(rows)} positions: {cal.counts}; calibration written to {out}")
    print(cal.to_json())
    report_fit(rows, cal)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("roll", help="sample doubling-window positions and roll them out, shard by shard")
    r.add_argument("--run", required=True)
    r.add_argument("--seed", type=int, required=True)
    r.add_argument("--shards", type=int, default=400)
    r.add_argument("--per-shard", type=int, default=4)
    r.add_argument("--trials", type=int, default=1296)
    r.add_argument("--window", type=float, nargs=2, default=(0.55, 0.95))
    r.add_argument("--weights", help="network weights (default: the shipped ones)")
    f = sub.add_parser("fit", help="fit the calibration on the shards written so far")
    f.add_argument("--run", required=True, help="run names, comma-separated; NAME:N takes its first N shards")
    f.add_argument("--prior", type=float, default=1.0)
    f.add_argument("--shards", type=int, help="fit on the first N shards only (default: all there are)")
    f.add_argument("--out", help="where the calibration goes (default runs/<run>/calibration.json; "
                   "resources/weights/cube_calibration.json is the shipped one)")
    f.add_argument("--weights", help="the network the runs were rolled out with (default: the shipped one)")
    for p in (r, f):
        p.add_argument("--runs-dir", default=str(ROOT / "training" / "runs"))
    args = ap.parse_args(argv)
    roll(args) if args.command == "roll" else fit(args)


if __name__ == "__main__":
    main()
