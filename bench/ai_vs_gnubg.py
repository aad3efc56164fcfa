"""Cubeless money games: our player, at a chosen level, against GNU Backgammon 0-ply.

    PYTHONPATH=. python bench/ai_vs_gnubg.py [--games 5000] [--level expert] [--jobs 2] [--out FILE]
        [--gnubg-plies 0|1|2]

Same protocol as ``ai_vs_pubeval.py`` (dice sequences played twice, seats
swapped); the opponent is ``gnubg_nn.best_move`` at 0-ply, or at the plies
of ``--gnubg-plies`` (2: its "2-ply" search, which looks two rolls ahead).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_vs_pubeval import main

if __name__ == "__main__":
    main(opponent="gnubg", default_games=5_000)
