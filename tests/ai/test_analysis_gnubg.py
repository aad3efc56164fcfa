"""Our match analysis against GNU Backgammon's on matches gnubg plays against
itself with noisy checker play (slow; skipped where gnubg is absent).

The matches are generated in the test (``bench/analysis.py`` has the
helpers): 12 matches to 5 points, each player with its own noise (0 to
0.10), 1,000 unforced moves in all.  Both programs analyse the exported
``.mat`` files with the same look-ahead: our depth 2 (the World-class
analysis, the opponent's 21 replies looked at) against gnubg's 1-ply, our
depth 0 against gnubg's 0-ply.

Two questions are kept apart:

* **Definitions.**  With GNU Backgammon's own 0-ply network behind our
  analysis (``gnubg_nn``, a measuring stick here, never used by the
  program), our figures must be gnubg's: every player within 0.6-1.6x of
  gnubg's checker error rate wherever gnubg's is at least 2 mEMG, (almost)
  zero where gnubg's is zero, the same unforced moves, luck rates alike.
  This checks which moves count, the equities, the normalisation by cube
  and match, and the luck.
* **Our network.**  With our own evaluator, a second network disagrees with
  gnubg's choice on some plays (measured at depth 2 without confirmation:
  about 4 mEMG per unforced move on average, most of it a few dozen plays
  where the two differ by 0.1-0.3), which adds error gnubg cannot see in
  its own play.  The analysis confirms each error of 0.04 or more a roll
  deeper (``AnalysisOptions.confirm``), which takes that excess to 1-2 mEMG
  per move; still, players gnubg rates at 5 mEMG or less can score up to
  two or three times gnubg's, so the per-player 0.6-1.6 range is asserted
  for every player gnubg rates at 10 mEMG or more; rank correlation
  (>= 0.8) and luck correlation (>= 0.7) over all 24 players.  The
  definitions test above runs without confirmation, as gnubg counts.
  docs/benchmarks.md has the figures (the rows "Analysis agreement" and
  "The analysis's definitions").

gnubg's noise is its deterministic kind (a function of the position) and
the dice follow ``set seed``, so the matches are the same on every run.
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

MATCHES = 12
FLOOR = 10.0  # mEMG: below it our network's disagreement with gnubg's dominates (see above)


@pytest.fixture(scope="module")
def matches(tmp_path_factory):
    folder = tmp_path_factory.mktemp("gnubg-matches")
    return folder, bench.generate_matches(folder, MATCHES, length=5, seed=1)


@pytest.fixture(scope="module")
def gnubg_stats(matches):
    folder, paths = matches
    return {plies: bench.gnubg_analyse(paths, plies, folder)[0] for plies in (0, 1)}


def _within(rows, floor):
    judged = [r for r in rows if r["gnubg_checker"] >= floor]
    return judged, [r for r in judged if not 0.6 <= r["ours_checker"] / r["gnubg_checker"] <= 1.6]


@pytest.mark.parametrize("depth,gnubg_plies", [(0, 0), (2, 1)])
def test_with_gnubgs_network_our_definitions_give_gnubgs_figures(matches, gnubg_stats, depth, gnubg_plies):
    pytest.importorskip("gnubg_nn")
    # The definitions alone: each error as the depth finds it, as gnubg counts it (no confirmation).
    ours, _ = bench.ours_analyse(matches[1], depth, 1, bench.GnubgNetEvaluator(), confirm=False)
    cmp = bench.compare(ours, gnubg_stats[gnubg_plies])
    rows = cmp["rows"]
    print(bench.format_comparison(cmp, 2.0))
    assert len(rows) == 2 * MATCHES
    assert all(r["ours_unforced"] == r["gnubg_unforced"] for r in rows), rows
    judged, outside = _within(rows, 2.0)
    assert len(judged) >= 18 and not outside, outside
    assert all(r["ours_checker"] < 1.0 for r in rows if r["gnubg_checker"] == 0.0), rows
    assert cmp["checker_rank_correlation"] >= 0.95
    assert 0.9 <= cmp["checker_ratio_mean"] <= 1.1
    assert cmp["luck_correlation"] >= 0.99


def test_error_and_luck_rates_agree_with_gnubg(matches, gnubg_stats):
    """Our World-class analysis (depth 2) against gnubg's same look-ahead."""
    ours, _ = bench.ours_analyse(matches[1], 2, None)
    cmp = bench.compare(ours, gnubg_stats[1])
    rows = cmp["rows"]
    print(bench.format_comparison(cmp, FLOOR))
    assert len(rows) == 2 * MATCHES
    assert all(r["ours_unforced"] == r["gnubg_unforced"] for r in rows), rows
    assert cmp["checker_rank_correlation"] >= 0.8, rows
    assert 0.6 <= cmp["checker_ratio_mean"] <= 1.6, rows
    judged, outside = _within(rows, FLOOR)
    assert len(judged) >= 14 and not outside, outside
    assert cmp["luck_correlation"] >= 0.7, rows
