"""Self-play speed: our training pipeline beside GNU Backgammon's own.

    PYTHONPATH=. python bench/train_speed.py [--seconds 20] [--weights PATH]

Prints games per second, single-threaded, for
* our compiled self-play with TD(0) updates (training/tdcore.py), the
  networks from the shipped weights (updates go to a copy),
* the same with the program's numpy evaluator and the engine's move
  generator (what a pure-Python pipeline would manage),
* gnubg_nn.best_move (0-ply) playing both sides, boards updated in Python.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("NUMBA_NUM_THREADS", "1")

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "training"))

import gnubg_nn  # noqa: E402

from nard_desktop.ai import bearoff  # noqa: E402
from nard_desktop.ai.network import load_weights  # noqa: E402
from nard_desktop.ai.neural import DEFAULT_WEIGHTS, NeuralEvaluator  # noqa: E402
from nard_desktop.engine import Position, legal_plays  # noqa: E402


def ours_compiled(seconds: float, weights) -> float:
    from tdcore import STATS, selfplay

    from positions import net_tuples

    contact, race, _ = load_weights(weights)
    nc, nr = net_tuples({name: {k: np.array(a, np.float64) for k, a in net.arrays().items()}
                         for name, net in (("contact", contact), ("race", race))})
    db = bearoff.BearoffDatabase.load()
    args = (bearoff.RANK, db._at_least, db._first_at_least)
    stats = np.zeros(STATS)
    selfplay(nc, nr, *args, 2, 0, 0.01, 0.01, stats)  # compile / warm up
    stats[:] = 0
    t0 = time.perf_counter()
    k = 1
    while time.perf_counter() - t0 < seconds:
        selfplay(nc, nr, *args, 20, k, 0.01, 0.01, stats)
        k += 1
    return stats[0] / (time.perf_counter() - t0)


def ours_python(seconds: float, weights) -> float:
    ev = NeuralEvaluator.load(weights)
    rng = random.Random(1)
    games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        pos = Position.initial()
        while True:
            plays = legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))
            p = ev.probabilities([pl.result.swapped() for pl in plays])
            eq = (1 - 2 * p[:, 0]) + p[:, 3] - p[:, 1] + p[:, 4] - p[:, 2]
            res = plays[int(np.argmax(eq))].result
            if res.mine[0] == 15:
                break
            pos = res.swapped()
        games += 1
    return games / (time.perf_counter() - t0)


def gnubg_selfplay(seconds: float) -> float:
    rng = random.Random(1)
    games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        board = Position.initial().board()  # [opponent, on roll], points 1-24 then bar
        while True:
            moves = gnubg_nn.best_move(board, rng.randint(1, 6), rng.randint(1, 6))
            me, them = board[1], board[0]
            for src, dst in moves:
                me[src - 1] -= 1
                if dst > 0:
                    me[dst - 1] += 1
                    if them[24 - dst] == 1:
                        them[24 - dst] = 0
                        them[24] += 1
            if sum(me) == 0:
                break
            board = [me, them]
        games += 1
    return games / (time.perf_counter() - t0)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--weights", default=str(DEFAULT_WEIGHTS))
    args = ap.parse_args(argv)
    print(f"ours, compiled self-play with TD updates: {ours_compiled(args.seconds, args.weights):8.1f} games/s")
    print(f"ours, numpy evaluator + engine moves:     {ours_python(args.seconds, args.weights):8.1f} games/s")
    print(f"gnubg_nn.best_move 0-ply, both sides:     {gnubg_selfplay(args.seconds):8.1f} games/s")


if __name__ == "__main__":
    main()
