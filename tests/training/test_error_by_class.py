"""bench/error_by_class.py: the loss of one decision as the referee judges it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

pytest.importorskip("gnubg_nn")

import error_by_class as bench  # noqa: E402

from nard_desktop.engine import Position, legal_plays  # noqa: E402


def _after(position, dice, moves):
    return next(p.result for p in legal_plays(position, dice) if sorted(p.moves) == sorted(moves))


def test_the_referees_choice_loses_nothing_and_a_poor_play_loses_equity():
    start = Position.initial()
    best = _after(start, (3, 1), [(8, 5), (6, 5)])  # the book play, gnubg's first choice
    split = _after(start, (3, 1), [(24, 21), (24, 23)])
    assert bench.loss_of(start, (3, 1), best, 0, 4) == 0.0
    loss = bench.loss_of(start, (3, 1), split, 0, 4)
    assert 0.05 < loss < 0.5  # GNU Backgammon rates the split about 0.1 worse than making the 5-point


def test_a_forced_roll_is_not_a_decision():
    # My last checker on my 1-point: every roll bears it off, one play.
    last = Position((14, 1) + (0,) * 24, (0,) * 6 + (15,) + (0,) * 19)
    assert len(legal_plays(last, (6, 5))) == 1
    assert bench.loss_of(last, (6, 5), legal_plays(last, (6, 5))[0].result, 1, 4) is None


def test_a_finished_game_is_valued_by_its_points():
    single = Position((15,) + (0,) * 25, (3,) + (0,) * 5 + (12,) + (0,) * 19)
    gammon = Position((15,) + (0,) * 25, (0,) * 6 + (15,) + (0,) * 19)
    backgammon = Position((15,) + (0,) * 25, (0,) * 6 + (14,) + (0,) * 17 + (1, 0))  # one on their 24-point
    assert [bench.value_after(p, 1) for p in (single, gammon, backgammon)] == [1.0, 2.0, 3.0]


def test_the_mean_loss_weighs_games_by_their_decisions_and_its_error_sees_the_spread():
    mean, se = bench.mean_loss([(10, 0.10), (30, 0.10)])
    assert mean == pytest.approx(0.2 / 40)
    # Two games with the same loss per decision: nothing varies, no error.
    assert bench.mean_loss([(10, 0.05), (30, 0.15)]) == (pytest.approx(0.005), pytest.approx(0.0))
    assert se > 0
    # Hand check: mean 0.005; residuals 0.10 - 0.05 = 0.05 and 0.10 - 0.15 = -0.05;
    # sqrt((0.0025 + 0.0025) * 2 / 1) / 40.
    assert se == pytest.approx((0.005 * 2) ** 0.5 / 40)
    assert bench.mean_loss([]) == (0.0, 0.0)
