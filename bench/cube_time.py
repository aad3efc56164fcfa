"""How long a cube decision takes, per level, on the cube referee's positions.

    PYTHONPATH=. python bench/cube_time.py [--seed 1001] [--games 10] [--levels world_class,expert]
        [--weights W.npz]

The positions and the cube states are those of ``bench/cube_referee.py`` with
the same seed and games (our own cubeless Expert self-play, a score and a
cube drawn for each position); each is timed once per level with
``cube_decision`` at the level's cube plies.  Prints the median, the 95th
percentile and the slowest decision, in wall-clock time and in the process's
CPU time (steadier on a shared machine).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from nard_desktop.ai import cube_decision
from nard_desktop.ai.levels import level as level_spec
from nard_desktop.engine import RuleSet

RULES = RuleSet(cube_enabled=True, jacoby=False, beavers=False)


def cases(seed: int, games: int, ev=None) -> list:
    """The cube referee's decisions for ``seed`` and ``games``: ``(position, context)``."""
    from cube_referee import draw_context, self_play_positions

    rng = random.Random(seed * 7919 + 1)
    out = []
    for _, pos in self_play_positions(seed, games, ev):
        ctx = draw_context(rng)
        if ctx is not None:
            out.append((pos, ctx))
    return out


def _summary(xs: list[float]) -> str:
    xs = sorted(xs)
    p95 = xs[int(0.95 * (len(xs) - 1))]
    return (f"median {1000 * statistics.median(xs):.0f} ms, 95th percentile {1000 * p95:.0f} ms, "
            f"slowest {1000 * xs[-1]:.0f} ms")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1001)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--levels", default="world_class,expert")
    ap.add_argument("--weights", help="network weights (default: the shipped ones)")
    args = ap.parse_args(argv)
    from nard_desktop.ai.neural import NeuralEvaluator

    ev = NeuralEvaluator.load(args.weights) if args.weights else None
    todo = cases(args.seed, args.games, ev)
    print(f"seed {args.seed}: {args.games} self-play games, {len(todo)} cube decisions")
    for lv in args.levels.split(","):
        plies = level_spec(lv).cube_plies
        wall, cpu = [], []
        for pos, ctx in todo:
            t, c = time.perf_counter(), time.process_time()
            cube_decision(pos, RULES, ctx, ev, plies=plies)
            wall.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
        print(f"{lv} (cube at {plies} plies): wall {_summary(wall)}; CPU {_summary(cpu)}")


if __name__ == "__main__":
    main()
