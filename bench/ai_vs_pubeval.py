"""Cubeless money games: our player, at a chosen level, against pubeval.

    PYTHONPATH=. python bench/ai_vs_pubeval.py [--games 10000] [--level expert] [--jobs 2]
        [--out results.jsonl] [--weights PATH] [--seed 1]

Each dice sequence is played twice with the seats swapped; a game scores
1, 2 or 3 points (single, gammon, backgammon).  Prints our points per game
with its standard error (over the pairs) and our time per decision (with
several ``--jobs`` the processes share the machine, so time decisions with
``ai_decision_time.py`` instead).  ``--out`` keeps every finished pair in a
file, so a long run (World class: hours) resumes where it stopped.
pubeval and GNU Backgammon come from the ``gnubg_nn`` package, used here only
as a measuring stick.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))  # ai_decision_time, for its third-ply filters
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gnubg_nn

from nard_desktop.engine import Position, apply_step, legal_plays


def _net_chooser(weights: str | None, direct: bool, level: str = "expert"):
    """Our player: the decision layer's ``choose_play`` at ``level`` under
    cubeless money rules, with the default evaluator or the network in
    ``weights``; with ``direct``, the evaluator's best cubeless equity at
    0-ply without the decision layer."""
    from nard_desktop.ai import choose_play, default_evaluator, default_evaluator_status
    from nard_desktop.ai.neural import NeuralEvaluator
    from nard_desktop.engine import RuleSet

    if weights is None:
        ev = default_evaluator()
        kind = default_evaluator_status().kind
    else:
        ev = NeuralEvaluator.load(weights)
        kind = "neural"
    if direct:
        def choose(pos, dice):
            plays = legal_plays(pos, dice)
            if len(plays) == 1:
                return plays[0].result
            p = ev.probabilities([pl.result.swapped() for pl in plays])
            eq = (1.0 - 2.0 * p[:, 0]) + (p[:, 3] - p[:, 1]) + (p[:, 4] - p[:, 2])
            return plays[int(np.argmax(eq))].result
        return choose, f"evaluator {kind} at 0-ply, best cubeless equity"

    # Cubeless, gammons and backgammons counted (no Jacoby rule).
    rules = RuleSet(cube_enabled=False, jacoby=False)

    spec = _level_spec(level)

    def choose(pos, dice):
        return choose_play(pos, dice, level=spec, rules=rules, evaluator=ev).result
    return choose, f"choose_play(level={level!r}, cubeless rules), evaluator {kind}"


def _level_spec(level: str):
    """A level id, or ``id:plies`` for that level with its search cut to
    ``plies`` (``world_class:2``: World class without its third ply), to
    measure what a ply adds, or ``id~noise`` for that level with another
    noise (``intermediate~0.09``), to set the noises for a new network, or
    ``id@keep/threshold`` for World class with another filter for its
    third ply (``world_class@3/0.08``: the best three plays of its 2-ply
    search when within 0.08 of the best)."""
    from dataclasses import replace

    from argparse import ArgumentTypeError

    from ai_decision_time import deep_filter
    from nard_desktop.ai.levels import level as level_of

    level, _, deep = level.partition("@")
    search, _, noise = level.partition("~")
    name, _, plies = search.partition(":")
    spec = level_of(name)
    if deep:
        try:
            wider = deep_filter(deep) if spec.deep_filter is not None else None
        except ArgumentTypeError:
            wider = None
        if wider is None:
            raise SystemExit(f"--level {level}@{deep}: '@keep/threshold' is a filter for World class's "
                             "third ply, such as world_class@3/0.08 (keep 2 or more, threshold 0 to 1)")
        spec = replace(spec, deep_filter=wider)
    if noise:
        try:
            value = float(noise)
        except ValueError:
            value = float("nan")  # fails the range check below
        if not 0.0 <= value < 1.0:
            raise SystemExit(f"--level {level}: the noise after '~' is a number from 0 to 1")
        spec = replace(spec, noise=value)
    if plies:
        depths = [d for d in (0, 2, 3) if d <= spec.plies]  # the searches there are (1 would be 0)
        if not plies.isdigit() or int(plies) not in depths:
            raise SystemExit(f"--level {level}: the plies after ':' are one of {', '.join(map(str, depths))}")
        spec = replace(spec, plies=int(plies))
    return spec


def _apply_pairs(pos: Position, flat) -> Position:
    # gnubg_nn's pubeval answer: 0-based from/to pairs, bar = 24, off = -1.
    for i in range(0, len(flat), 2):
        pos = apply_step(pos, (flat[i] + 1, flat[i + 1] + 1))
    return pos


def pubeval_chooser():
    def choose(pos, dice):
        result = _apply_pairs(pos, gnubg_nn.pub_best_move(pos.board(), dice[0], dice[1]))
        if result not in {p.result for p in legal_plays(pos, dice)}:
            raise RuntimeError(f"pubeval answered an illegal play in {pos.position_id()} {dice}")
        return result
    return choose


def gnubg_chooser(plies: int = 0):
    """GNU Backgammon's best play at ``plies`` (0: its raw network; 2: its
    "2-ply" search, two rolls ahead)."""
    def choose(pos, dice):
        moves = gnubg_nn.best_move(pos.board(), dice[0], dice[1], plies)
        result = pos
        for src, dst in moves:
            result = apply_step(result, (src, dst))
        return result
    return choose


def play_game(players, rolls_seed: int, first: int, timing: list | None = None) -> int:
    """One game; returns points won by player 0 (negative when it lost)."""
    rng = random.Random(rolls_seed)
    pos = Position.initial()
    side = first
    d1, d2 = rng.sample(range(1, 7), 2)
    while True:
        t0 = time.perf_counter()
        result = players[side](pos, (d1, d2))
        if side == 0 and timing is not None:
            timing.append(time.perf_counter() - t0)
        if result.mine[0] == 15:
            pts = int(result.result_type())
            return pts if side == 0 else -pts
        pos = result.swapped()
        side = 1 - side
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)


_WORKER: dict = {}


def _gnubg_plies(opponent: str) -> int:
    """``"gnubg"`` is GNU Backgammon at 0-ply, ``"gnubg:N"`` at N plies."""
    return int(opponent.partition(":")[2] or 0)


def _init_worker(weights, direct, level, opponent) -> None:
    ours, how = _net_chooser(weights, direct, level)
    if opponent.startswith("net:"):
        # Another network of ours, at the same level (ai_vs_ai.py).
        theirs = _net_chooser(opponent[4:], direct, level)[0]
    else:
        theirs = pubeval_chooser() if opponent == "pubeval" else gnubg_chooser(_gnubg_plies(opponent))
    _WORKER.update(players=(ours, theirs), how=how)


def _play_pairs(args) -> list[tuple[int, int, int, list[float]]]:
    """Play the dice sequences ``indices`` twice each, seats swapped:
    ``(index, points as first, points as second, our decision times)``."""
    seed, indices = args
    out = []
    for i in indices:
        s = seed * 1_000_003 + i
        timing: list[float] = []
        a = play_game(_WORKER["players"], s, first=0, timing=timing)
        b = play_game(_WORKER["players"], s, first=1, timing=timing)
        out.append((i, a, b, [round(t, 5) for t in timing]))
    return out


def _summary(pairs: dict, timing: list[float]) -> tuple[float, float, str]:
    vals = [(a + b) / 2.0 for a, b in pairs.values()]
    m = statistics.fmean(vals)
    se = statistics.stdev(vals) / math.sqrt(len(vals)) if len(vals) > 1 else float("nan")
    tq = ""
    if timing:
        ts = sorted(timing)
        tq = (f"decision median {1000 * ts[len(ts) // 2]:.1f} ms, "
              f"95th percentile {1000 * ts[int(0.95 * (len(ts) - 1))]:.1f} ms")
    return m, se, tq


def _read_results(path: Path, header: dict) -> tuple[dict, list[float], list[str]]:
    """Pairs already played in a results file with the same set-up, their
    decision times, and their lines (to write back)."""
    pairs: dict[int, tuple[int, int]] = {}
    timing: list[float] = []
    kept: list[str] = []
    if not path.exists():
        return pairs, timing, kept
    with path.open() as f:
        lines = f.read().splitlines()
    if not lines or json.loads(lines[0]) != header:
        raise SystemExit(f"{path} holds games of another set-up; use another --out file")
    for line in lines[1:]:
        try:
            i, a, b, ts = json.loads(line)
        except ValueError:
            break  # a line cut short by an interruption: play that pair again
        pairs[i] = (a, b)
        timing.extend(ts)
        kept.append(line)
    return pairs, timing, kept


def duel(weights, direct, level, opponent, games: int, seed: int, jobs: int = 1,
         out: str | None = None) -> float:
    """Play ``games`` games (``games // 2`` dice sequences, seats swapped),
    in ``jobs`` worker processes; with ``out``, every finished pair is
    appended to that file and a later run with the same file and set-up
    plays only the pairs still missing."""
    n_pairs = max(1, games // 2)
    from nard_desktop.ai.neural import DEFAULT_WEIGHTS

    # The weights' digest too: a results file never mixes two networks.
    digest = hashlib.sha256(Path(weights or DEFAULT_WEIGHTS).read_bytes()).hexdigest()[:16]
    header = {"level": level, "weights": weights, "sha256": digest, "direct": direct,
              "opponent": opponent, "seed": seed}
    pairs: dict[int, tuple[int, int]] = {}
    timing: list[float] = []
    sink = None
    if out:
        path = Path(out)
        pairs, timing, kept = _read_results(path, header)
        pairs = {i: v for i, v in pairs.items() if i < n_pairs}
        with path.open("w") as f:  # rewrite without any damaged tail, keeping every finished pair
            f.write(json.dumps(header) + "\n")
            for line in kept:
                f.write(line + "\n")
        sink = path.open("a")
        if pairs:
            print(f"  resuming: {2 * len(pairs)} games already in {out}", flush=True)
    todo = [i for i in range(n_pairs) if i not in pairs]
    chunk = 10
    tasks = [(seed, todo[k:k + chunk]) for k in range(0, len(todo), chunk)]
    t0 = time.perf_counter()
    if jobs > 1:
        ctx = multiprocessing.get_context("spawn")
        pool = ctx.Pool(jobs, _init_worker, (weights, direct, level, opponent))
        results = pool.imap_unordered(_play_pairs, tasks)
    else:
        pool = None
        _init_worker(weights, direct, level, opponent)
        results = map(_play_pairs, tasks)
    next_report = (len(pairs) // 250 + 1) * 250
    try:
        for batch in results:
            for i, a, b, ts in batch:
                pairs[i] = (a, b)
                timing.extend(ts)
                if sink:
                    sink.write(json.dumps([i, a, b, ts]) + "\n")
            if sink:
                sink.flush()
            if len(pairs) >= next_report:
                m, se, _ = _summary(pairs, [])
                print(f"  {2 * len(pairs)} games: {m:+.3f} ± {se:.3f} ppg", flush=True)
                next_report += 250
    finally:
        if pool is not None:
            pool.terminate()
        if sink:
            sink.close()
    m, se, tq = _summary(pairs, timing)
    print(f"ours vs {opponent}: {2 * len(pairs)} games, {m:+.3f} ± {se:.3f} ppg (1 s.e.); "
          f"{tq}; {time.perf_counter() - t0:.0f} s with {jobs} job(s)", flush=True)
    return m


def main(argv=None, opponent="pubeval", default_games=10_000):
    description = __doc__.splitlines()[0]
    if opponent != "pubeval":
        description = description.replace("pubeval", "GNU Backgammon's network")
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--games", type=int, default=default_games)
    ap.add_argument("--weights", help="network weights (default: the shipped ones)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="expert", help="our level (expert, world_class, ...; "
                    "world_class:2 cuts its search to 2 plies; "
                    "intermediate~0.09 sets its noise; world_class@3/0.08 widens its third ply)")
    ap.add_argument("--direct", action="store_true", help="use our evaluator directly, not choose_play")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (the figures do not depend on it)")
    ap.add_argument("--out", help="results file: each finished pair is appended; rerun to resume")
    if opponent == "gnubg":
        ap.add_argument("--gnubg-plies", type=int, default=0, choices=(0, 1, 2),
                        help="GNU Backgammon's search depth (0: its raw network, the default)")
    args = ap.parse_args(argv)
    if getattr(args, "gnubg_plies", 0):
        opponent = f"gnubg:{args.gnubg_plies}"
    _, how = _net_chooser(args.weights, args.direct, args.level)
    print(f"ours: {how}, weights {args.weights or 'shipped'}; opponent: {opponent}", flush=True)
    duel(args.weights, args.direct, args.level, opponent, args.games, args.seed, args.jobs, args.out)


if __name__ == "__main__":
    main()
