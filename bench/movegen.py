"""Speed of the legal-play generator, against GNU Backgammon's in the same run.

Four seeded corpora, each timed and printed on its own:

* ``normal``: positions met in random play from the start;
* ``bar-heavy``: checkers on the bar against strong home boards (RULES.md §5);
* ``bear-off``: every checker home, with and without contact (§6);
* ``blocked``: few checkers among many closed points, where often not every
  die can be played (§4).

The constructed corpora are the ones the rules differential tests against
GNU Backgammon use (``tests/engine/engine_helpers.py``).  For each corpus it
times ``legal_plays`` over all 21 rolls of every position, and
``gnubg_nn.moves`` on the same positions and rolls.  Each timing is the best
of a few repeats in this process's own CPU time (``time.process_time``: on
a busy machine the wall clock also counts the time other programs run), ours
and GNU Backgammon's taking turns so that a change in the machine's load
falls on both; doubles and other rolls timed apart.  Prints evaluations per second (one evaluation = one position under
one roll) for each, and the ratio ours / GNU Backgammon.

    PYTHONPATH=. python bench/movegen.py [--positions 5000] [--repeats 5] [--seed 1] [--corpus NAME]

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

from engine_helpers import bar_position, bearoff_position, blocked_position  # noqa: E402

from nard_desktop.engine import ROLLS, Position, legal_plays  # noqa: E402

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


def best_times(fns, repeats: int) -> list[float]:
    """The best of ``repeats`` timings of each function, the functions taking
    turns, so that a change in the machine's load falls on both sides."""
    best = [float("inf")] * len(fns)
    for _ in range(repeats):
        for i, fn in enumerate(fns):
            start = time.process_time()
            fn()
            best[i] = min(best[i], time.process_time() - start)
    return best


def measure(name: str, positions: list[Position], repeats: int) -> float:
    """Print one corpus's table; return its all-rolls ratio."""
    boards = [p.board() for p in positions]
    plays = sum(len(legal_plays(p, r)) for p in positions for r in ROLLS)
    print(f"\n{name}: {len(positions)} positions, 21 rolls each, "
          f"{plays / (21 * len(positions)):.1f} legal plays per roll on average")
    moves = gnubg_nn.moves

    def ours(rolls):
        def run():
            for p in positions:
                for r in rolls:
                    legal_plays(p, r)
        return run

    def gnubg(rolls):
        def run():
            for b in boards:
                for d1, d2 in rolls:
                    moves(b, d1, d2)
        return run

    print(f"{'rolls':<10}{'ours /s':>14}{'gnubg /s':>14}{'ours µs':>10}{'gnubg µs':>10}{'ratio':>8}")
    rows = []
    for kind, rolls in (("doubles", DOUBLES), ("others", OTHERS)):
        rows.append((kind, len(positions) * len(rolls),
                     *best_times([ours(rolls), gnubg(rolls)], repeats)))
    rows.insert(0, ("all 21", sum(r[1] for r in rows), sum(r[2] for r in rows), sum(r[3] for r in rows)))
    for kind, n, t_ours, t_gnubg in rows:
        print(f"{kind:<10}{n / t_ours:>14,.0f}{n / t_gnubg:>14,.0f}{1e6 * t_ours / n:>10.1f}"
              f"{1e6 * t_gnubg / n:>10.2f}{t_gnubg / t_ours:>8.3f}")
    return rows[0][3] / rows[0][2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=5000, help="positions per corpus")
    parser.add_argument("--repeats", type=int, default=5)
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
