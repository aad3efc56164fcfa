"""Our analysis of the real match files of ``tests/data/matches/`` against GNU
Backgammon's (slow; skipped where gnubg is absent).

Both programs analyse every file of the corpus (other programs' ``.mat``,
``.txt`` and ``.sgf``) at the same look-ahead: our depth 2 against gnubg's
1-ply (``bench/analysis.py --corpus`` prints the same figures and the time
each took).  Per player, the checker error rates must rank alike and the luck
rates correlate; every player's unforced moves are counted alike.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("bench_analysis", ROOT / "bench" / "analysis.py")
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(bench.GNUBG is None, reason="GNU Backgammon (gnubg) is not installed"),
]


def test_the_real_matches_analyses_agree_with_gnubg(tmp_path):
    paths = bench.corpus_files(tmp_path)
    assert len(paths) >= 21
    theirs, _ = bench.gnubg_analyse(paths, 1, tmp_path)
    ours, _ = bench.ours_analyse(paths, 2, None)
    cmp = bench.compare(ours, theirs, [p.stem for p in paths])
    print(bench.format_comparison(cmp))
    rows = cmp["rows"]
    assert len(rows) == 2 * len(paths)
    assert sum(r["ours_unforced"] == r["gnubg_unforced"] for r in rows) >= len(rows) - 2, rows
    assert cmp["checker_rank_correlation"] >= 0.8, rows
    assert cmp["luck_correlation"] >= 0.9, rows
