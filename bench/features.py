"""Cost of the network inputs (``encode_boards``) for each feature set.

Positions met in random games (seeded), cut into batches of the sizes the
program meets: 1 (a single evaluation), about 20 (one roll's plays at the
Expert level), 500 (a rollout's or an analysis's batch).  Each feature set is
timed on the same batches, the sets taking turns, best of a few repeats in
this process's own CPU time (``time.process_time``: on a busy machine the
wall clock also counts other programs).  Prints micro-seconds per position,
and each set's ratio to the 222-input set (the shipped network's) measured
in the same run.

    PYTHONPATH=. OMP_NUM_THREADS=1 python bench/features.py [--positions 6000] [--repeats 5] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from nard_desktop.ai.features import FEATURE_SETS, boards, encode_boards
from nard_desktop.engine import Position, legal_plays

SHIPPED = 222  # the shipped network's input count: the ratios' reference


def corpus(n: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    pos, out = Position.initial(), []
    while len(out) < n:
        out.append(pos)
        pos = rng.choice(legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))).result.swapped()
        if pos.is_game_over():
            pos = Position.initial()
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=6000)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    m, t = boards(corpus(args.positions, args.seed))
    n = len(m)
    print(f"{n} positions from random games (seed {args.seed}); µs per position, process CPU time")
    for size in (1, 20, 500):
        count = min(n, 2000) if size == 1 else n
        batches = [(m[i:i + size], t[i:i + size]) for i in range(0, count - size + 1, size)]
        best = {k: float("inf") for k in FEATURE_SETS}
        for _ in range(args.repeats):
            for k in FEATURE_SETS:
                t0 = time.process_time()
                for bm, bt in batches:
                    encode_boards(bm, bt, k)
                best[k] = min(best[k], time.process_time() - t0)
        per = {k: best[k] / (len(batches) * size) * 1e6 for k in FEATURE_SETS}
        cells = "  ".join(f"{k}: {per[k]:7.2f} µs ({per[k] / per[SHIPPED]:.2f}×)" for k in FEATURE_SETS)
        print(f"batch {size:4d}: {cells}")


if __name__ == "__main__":
    np.seterr(all="raise")
    main()
