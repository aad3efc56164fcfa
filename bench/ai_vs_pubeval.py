"""Cubeless money games: our 0-ply network player against pubeval.

    PYTHONPATH=. python bench/ai_vs_pubeval.py [--games 10000] [--weights PATH] [--seed 1]

Each dice sequence is played twice with the seats swapped; a game scores
1, 2 or 3 points (single, gammon, backgammon).  Prints our points per game
with its standard error (over the pairs) and the mean time per decision.
pubeval and GNU Backgammon come from the ``gnubg_nn`` package, used here only
as a measuring stick.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gnubg_nn  # noqa: E402

from nard_desktop.engine import Position, apply_step, legal_plays  # noqa: E402


def _net_chooser(weights: str | None, direct: bool, level: str = "expert"):
    """Our 0-ply player: the decision layer's choose_play at the Expert level
    when present (shipped weights), else the best cubeless equity of our
    evaluator (always so with ``--weights`` or ``--direct``)."""
    from nard_desktop.ai.neural import NeuralEvaluator

    if weights is None and not direct:
        try:
            from nard_desktop.ai import choose_play, default_evaluator_status
        except ImportError:
            pass
        else:
            from nard_desktop.engine import RuleSet

            status = default_evaluator_status()
            # Cubeless, gammons and backgammons counted (no Jacoby rule).
            rules = RuleSet(cube_enabled=False, jacoby=False)

            def choose(pos, dice):
                return choose_play(pos, dice, level=level, rules=rules).result
            return choose, f"choose_play(level={level!r}, cubeless rules), evaluator {status.kind}"

    ev = NeuralEvaluator.load(weights)

    def choose(pos, dice):
        plays = legal_plays(pos, dice)
        if len(plays) == 1:
            return plays[0].result
        p = ev.probabilities([pl.result.swapped() for pl in plays])
        eq = (1.0 - 2.0 * p[:, 0]) + (p[:, 3] - p[:, 1]) + (p[:, 4] - p[:, 2])
        return plays[int(np.argmax(eq))].result
    return choose, "NeuralEvaluator 0-ply, best cubeless equity"


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


def gnubg_chooser():
    def choose(pos, dice):
        moves = gnubg_nn.best_move(pos.board(), dice[0], dice[1])
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
            loser = result.theirs
            pts = 1
            if loser[0] == 0:
                pts = 3 if (loser[25] or any(loser[19:25])) else 2
            return pts if side == 0 else -pts
        pos = result.swapped()
        side = 1 - side
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)


def duel(ours, theirs, games: int, seed: int, label: str) -> float:
    pairs = []
    timing: list[float] = []
    t0 = time.perf_counter()
    for i in range(max(1, games // 2)):
        s = seed * 1_000_003 + i
        a = play_game((ours, theirs), s, first=0, timing=timing)
        b = play_game((ours, theirs), s, first=1, timing=timing)
        pairs.append((a + b) / 2.0)
        if (i + 1) % 500 == 0:
            m = statistics.fmean(pairs)
            se = statistics.stdev(pairs) / math.sqrt(len(pairs))
            print(f"  {2 * len(pairs)} games: {m:+.3f} ± {se:.3f} ppg", flush=True)
    m = statistics.fmean(pairs)
    se = statistics.stdev(pairs) / math.sqrt(len(pairs)) if len(pairs) > 1 else float("nan")
    print(f"{label}: {2 * len(pairs)} games, {m:+.3f} ± {se:.3f} ppg (1 s.e.); "
          f"decision median {1000 * statistics.median(timing):.1f} ms, "
          f"mean {1000 * statistics.fmean(timing):.1f} ms; {time.perf_counter() - t0:.0f} s")
    return m


def main(argv=None, opponent="pubeval", default_games=10_000):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=default_games)
    ap.add_argument("--weights", help="network weights (default: the shipped ones)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="expert", help="our level (expert, world_class, ...)")
    ap.add_argument("--direct", action="store_true", help="use our evaluator directly, not choose_play")
    args = ap.parse_args(argv)
    ours, how = _net_chooser(args.weights, args.direct, args.level)
    theirs = pubeval_chooser() if opponent == "pubeval" else gnubg_chooser()
    print(f"ours: {how}, weights {args.weights or 'shipped'}; opponent: {opponent}", flush=True)
    duel(ours, theirs, args.games, args.seed, f"ours vs {opponent}")


if __name__ == "__main__":
    main()
