"""Cubeless money games between two of our networks at the same level.

    PYTHONPATH=. python bench/ai_vs_ai.py --weights CANDIDATE.npz --against OTHER.npz
        [--games 4000] [--level expert] [--jobs 1] [--out FILE] [--seed 1]

Same protocol as ``ai_vs_pubeval.py`` (each dice sequence played twice, seats
swapped); prints the points per game of ``--weights`` against ``--against``
(default: the shipped network).  A head-to-head duel measures the difference
between two networks directly, with one standard error instead of the two of
comparing their results against a third player.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_vs_pubeval import main

if __name__ == "__main__":
    args = sys.argv[1:]
    against = None
    if "--against" in args:
        k = args.index("--against")
        against = args[k + 1]
        del args[k:k + 2]
    if against is None:
        from nard_desktop.ai.neural import DEFAULT_WEIGHTS
        against = str(DEFAULT_WEIGHTS)
    main(args, opponent=f"net:{against}", default_games=4_000)
