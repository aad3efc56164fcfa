"""Speed of the legal-play generator, against GNU Backgammon's in the same run.

Builds a seeded corpus of positions by random play from the start, then times
``legal_plays`` over all 21 rolls of every position, and ``gnubg_nn.moves``
on the same positions and rolls.  Each timing is the best of a few repeats
(``time.perf_counter``), doubles and other rolls timed apart.  Prints
evaluations per second (one evaluation = one position under one roll) for
each, and the ratio ours / GNU Backgammon.

    PYTHONPATH=. python bench/movegen.py [--positions 5000] [--repeats 3] [--seed 1]

GNU Backgammon's generator is C; ours is pure Python, so the ratio is far
below 1.  It returns position keys, we return Play objects with their
resulting positions.
"""

from __future__ import annotations

import argparse
import random
import time

import gnubg_nn

from nard_desktop.engine import Position, legal_plays

ROLLS = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]
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


def best_time(fn, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=5000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    positions = corpus(args.positions, args.seed)
    boards = [p.board() for p in positions]
    plays = sum(len(legal_plays(p, r)) for p in positions for r in ROLLS)
    print(f"corpus: {len(positions)} positions from random play (seed {args.seed}), 21 rolls each, "
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
    for name, rolls in (("doubles", DOUBLES), ("others", OTHERS)):
        rows.append((name, len(positions) * len(rolls),
                     best_time(ours(rolls), args.repeats), best_time(gnubg(rolls), args.repeats)))
    rows.insert(0, ("all 21", sum(r[1] for r in rows), sum(r[2] for r in rows), sum(r[3] for r in rows)))
    for name, n, t_ours, t_gnubg in rows:
        print(f"{name:<10}{n / t_ours:>14,.0f}{n / t_gnubg:>14,.0f}{1e6 * t_ours / n:>10.1f}"
              f"{1e6 * t_gnubg / n:>10.2f}{t_gnubg / t_ours:>8.3f}")
    print("ratio = our evaluations per second / GNU Backgammon's (higher is better)")


if __name__ == "__main__":
    main()
