"""How long the computer player takes to choose a play, per level.

Plays a few games of the AI against itself (expert level, fixed dice) to
collect real positions and rolls, then times ``choose_play`` on each of them
at every level, move generation included.  Prints the median, the 95th
percentile and the slowest decision per level, for the default evaluator
(the neural one when its weights load) and for the simple fallback.

    PYTHONPATH=. python bench/ai_decision_time.py [--decisions 150] [--world-class 40]
        [--deep 3/0.08 ...] [--weights W.npz]

``--deep KEEP/THRESHOLD`` adds a row for World class with another filter
for its third ply (the best KEEP plays of its 2-ply search within
THRESHOLD of the best), timed on the same decisions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import replace

from nard_desktop.ai import LEVEL_IDS, choose_play, default_evaluator, default_evaluator_status
from nard_desktop.ai.levels import level as level_spec
from nard_desktop.ai.neural import NeuralEvaluator
from nard_desktop.ai.search import MoveFilter
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


def deep_filter(text: str) -> MoveFilter:
    """``KEEP/THRESHOLD`` as a filter for World class's third ply."""
    keep, _, threshold = text.partition("/")
    try:
        f = MoveFilter(keep=int(keep), threshold=float(threshold))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: KEEP/THRESHOLD, such as 3/0.08") from None
    if f.keep < 2 or not 0.0 <= f.threshold < 1.0:
        raise argparse.ArgumentTypeError(f"{text!r}: KEEP 2 or more, THRESHOLD from 0 to 1")
    return f


def time_level(level, decisions, evaluator) -> list[float]:
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
    parser.add_argument("--deep", type=deep_filter, action="append", default=[],
                        help="KEEP/THRESHOLD: also World class with this filter for its third ply")
    parser.add_argument("--weights", help="network weights (default: the shipped ones)")
    args = parser.parse_args()

    # Forced moves (a single legal play) cost nothing; time real choices.
    # One sample serves both counts: the 0-ply levels take its first
    # --decisions, World class its first --world-class.
    wanted = max(args.decisions, args.world_class)
    decisions = [d for d in sample_decisions(4 * wanted, args.seed)
                 if len(legal_plays(d[0], d[1])) > 1][:wanted]
    print(f"{len(decisions)} decisions with a choice (two or more legal plays)")
    if args.weights:
        evaluators = [(f"neural ({args.weights})", NeuralEvaluator.load(args.weights))]
    else:
        evaluators = [("default (" + default_evaluator_status().kind + ")", default_evaluator()),
                      ("simple", SimpleEvaluator())]
    wc = level_spec("world_class")
    rows = [(lid, lid) for lid in LEVEL_IDS] + [
        (f"world_class@{f.keep}/{f.threshold:g}", replace(wc, deep_filter=f)) for f in args.deep]
    for name, ev in evaluators:
        choose_play(*decisions[0], "world_class", evaluator=ev)  # warm caches and imports
        print(f"evaluator: {name}")
        print(f"  {'level':<22}{'n':>5}{'median ms':>12}{'p95 ms':>10}{'max ms':>10}")
        for row, level in rows:
            sample = decisions[: args.world_class if row.startswith("world_class") else args.decisions]
            t = time_level(level, sample, ev)
            print(f"  {row:<22}{len(t):>5}{statistics.median(t) * 1e3:>12.1f}"
                  f"{percentile(t, 0.95) * 1e3:>10.1f}{t[-1] * 1e3:>10.1f}")


if __name__ == "__main__":
    main()
