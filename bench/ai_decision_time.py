"""How long the computer player takes to choose a play, per level.

Plays a few games of the AI against itself (expert level, fixed dice) to
collect real positions and rolls, then times ``choose_play`` on each of them
at every level, move generation included.  Prints the median, the 95th
percentile and the slowest decision per level, for the default evaluator
(the neural one when its weights load) and for the simple fallback.

    PYTHONPATH=. python bench/ai_decision_time.py [--decisions 150] [--world-class 40]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from nard_desktop.ai import LEVEL_IDS, choose_play, default_evaluator, default_evaluator_status
from nard_desktop.ai.simple import SimpleEvaluator
from nard_desktop.engine import Position, legal_plays


def sample_decisions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """Positions and rolls met in AI self-play (expert, default evaluator),
    drawn evenly from several games."""
    rng = random.Random(seed)
    ev = default_evaluator()
    pool = []
    while len(pool) < 4 * count:
        pos = Position.initial()
        while True:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            pool.append((pos, dice))
            play = choose_play(pos, dice, "expert", evaluator=ev)
            if play.result.mine[0] == 15:
                break
            pos = play.result.swapped()
    return rng.sample(pool, min(count, len(pool)))


def percentile(sorted_values: list[float], q: float) -> float:
    k = min(len(sorted_values) - 1, max(0, int(round(q * (len(sorted_values) - 1)))))
    return sorted_values[k]


def time_level(level: str, decisions, evaluator) -> list[float]:
    times = []
    for pos, dice in decisions:
        t0 = time.perf_counter()
        choose_play(pos, dice, level, evaluator=evaluator, seed=1)
        times.append(time.perf_counter() - t0)
    return sorted(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=150, help="decisions per 0-ply level")
    parser.add_argument("--world-class", type=int, default=40, help="decisions for the world-class level")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    # Forced moves (a single legal play) cost nothing; time real choices.
    decisions = [d for d in sample_decisions(4 * args.decisions, args.seed)
                 if len(legal_plays(d[0], d[1])) > 1][: args.decisions]
    print(f"{len(decisions)} decisions with a choice (two or more legal plays)")
    evaluators = [("default (" + default_evaluator_status().kind + ")", default_evaluator()),
                  ("simple", SimpleEvaluator())]
    for name, ev in evaluators:
        choose_play(*decisions[0], "world_class", evaluator=ev)  # warm caches and imports
        print(f"evaluator: {name}")
        print(f"  {'level':<14}{'n':>5}{'median ms':>12}{'p95 ms':>10}{'max ms':>10}")
        for level in LEVEL_IDS:
            sample = decisions if level != "world_class" else decisions[: args.world_class]
            t = time_level(level, sample, ev)
            print(f"  {level:<14}{len(t):>5}{statistics.median(t) * 1e3:>12.1f}"
                  f"{percentile(t, 0.95) * 1e3:>10.1f}{t[-1] * 1e3:>10.1f}")


if __name__ == "__main__":
    main()
