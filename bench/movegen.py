"""Speed of the legal-play generator, against GNU Backgammon's in the same run.

Four seeded corpora, each timed and printed on its own:

* ``normal``: positions met in random play from the start;
* ``bar-heavy``: checkers on the bar against strong home boards (docs/rules.md §5);
* ``bear-off``: every checker home, with and without contact (§6);
* ``blocked``: few checkers among many closed points, where often not every
  die can be played (§4).

The constructed corpora are the ones the rules differential tests against
GNU Backgammon use (``tests/engine/engine_helpers.py``).  For each corpus it
times ``legal_plays`` over all 21 rolls of every position, and
``gnubg_nn.moves`` on the same positions and rolls, in this process's own
CPU time (``time.process_time``: on a busy machine the wall clock also
counts the time other programs run); doubles and other rolls timed apart.

On a shared machine the speed of either side drifts by 10-30 % within a
minute, so the two are timed in pairs close together: each repeat goes over
the corpus in chunks of 250 positions, timing ours and then GNU
Backgammon's on each chunk, and its ratio is the ratio of its two sums.
The ratio printed is the median of the repeats' ratios (their range
beside it), the rates the medians of the repeats' rates.  (Comparing the
best of each side's repeats instead, as this script did before 3 Dec 2026,
paired one side's quiet moment with the other's busy one: on the same tree
its ratios for one corpus spread over 0.14-0.20 between runs.)  Prints
evaluations per second (one evaluation = one position under one roll) for
each, and the ratio ours / GNU Backgammon.

    PYTHONPATH=. python bench/movegen.py [--positions 5000] [--repeats 7] [--seed 1] [--corpus NAME]

GNU Backgammon's generator is C; ours is pure Python, so the ratio is far
below 1.  It returns position keys, we return Play objects with their
resulting positions.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import gnubg_nn

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))

from engine_helpers import bar_position, bearoff_position, blocked_position

from nard_desktop.engine import ROLLS, Position, legal_plays

DOUBLES = [r for r in ROLLS if r[0] == r[1]]
OTHERS = [r for r in ROLLS if r[0] != r[1]]


def corpus(n: int, seed: int) -> list[Position]:
    """``n`` positions met in random games (each side plays a random legal play)."""
    rng = random.Random(seed)
    pos = Position.initial()
    out = []
    while len(out) < n:
        out.append(pos)
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        pos = rng.choice(legal_plays(pos, (a, b))).result.swapped()
        if pos.is_game_over():
            pos = Position.initial()
    return out


def constructed(make):
    def build(n: int, seed: int) -> list[Position]:
        rng = random.Random(f"{make.__name__}-{seed}")
        return [make(rng) for _ in range(n)]
    return build


CORPORA = {
    "normal": corpus,
    "bar-heavy": constructed(bar_position),
    "bear-off": constructed(bearoff_position),
    "blocked": constructed(blocked_position),
}


CHUNK = 250
"""Positions per timed pair of passes (ours, then GNU Backgammon's)."""


def paired_times(fns, chunks: list, repeats: int) -> list[list[float]]:
    """For each repeat, the CPU time of each function over all ``chunks``,
    the functions taking turns chunk by chunk so that a change in the
    machine's load falls on both: ``times[repeat][function]``."""
    times = []
    for _ in range(repeats):
        sums = [0.0] * len(fns)
        for chunk in chunks:
            for i, fn in enumerate(fns):
                start = time.process_time()
                fn(chunk)
                sums[i] += time.process_time() - start
        times.append(sums)
    return times


def median(values: list[float]) -> float:
    v = sorted(values)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


def measure(name: str, positions: list[Position], repeats: int) -> float:
    """Print one corpus's table; return its all-rolls ratio (the median of
    the repeats' ratios)."""
    pairs = [(p, p.board()) for p in positions]
    chunks = [pairs[i:i + CHUNK] for i in range(0, len(pairs), CHUNK)]
    plays = sum(len(legal_plays(p, r)) for p in positions for r in ROLLS)
    print(f"\n{name}: {len(positions)} positions, 21 rolls each, "
          f"{plays / (21 * len(positions)):.1f} legal plays per roll on average")
    moves = gnubg_nn.moves

    def ours(rolls):
        def run(chunk):
            for p, _ in chunk:
                for r in rolls:
                    legal_plays(p, r)
        return run

    def gnubg(rolls):
        def run(chunk):
            for _, b in chunk:
                for d1, d2 in rolls:
                    moves(b, d1, d2)
        return run

    print(f"{'rolls':<10}{'ours /s':>14}{'gnubg /s':>14}{'ours µs':>10}{'gnubg µs':>10}{'ratio':>8}"
          f"  {'range':<12}")
    kinds = []
    for kind, rolls in (("doubles", DOUBLES), ("others", OTHERS)):
        kinds.append((kind, len(positions) * len(rolls), paired_times([ours(rolls), gnubg(rolls)], chunks, repeats)))
    both = [[d[0] + o[0], d[1] + o[1]] for d, o in zip(kinds[0][2], kinds[1][2])]
    kinds.insert(0, ("all 21", kinds[0][1] + kinds[1][1], both))
    for kind, n, times in kinds:
        ratios = [g / o for o, g in times]
        t_ours = median([o for o, _ in times])
        t_gnubg = median([g for _, g in times])
        print(f"{kind:<10}{n / t_ours:>14,.0f}{n / t_gnubg:>14,.0f}{1e6 * t_ours / n:>10.1f}"
              f"{1e6 * t_gnubg / n:>10.2f}{median(ratios):>8.3f}  {min(ratios):.3f}-{max(ratios):.3f}")
    return median([g / o for o, g in both])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=5000, help="positions per corpus")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--corpus", choices=sorted(CORPORA), action="append",
                        help="only this corpus (repeatable); default all four")
    args = parser.parse_args()

    ratios = {}
    for name in args.corpus or list(CORPORA):
        ratios[name] = measure(name, CORPORA[name](args.positions, args.seed), args.repeats)
    print("\nratio = our evaluations per second / GNU Backgammon's (higher is better)")
    print("summary: " + ", ".join(f"{k} {v:.3f}" for k, v in ratios.items()))


if __name__ == "__main__":
    main()
