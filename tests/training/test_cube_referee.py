"""bench/cube_referee.py: how a cube decision is judged from the referee's
three equities, and the sample of positions, scores and cubes."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

pytest.importorskip("gnubg_nn")

import cube_referee as cr  # noqa: E402

from nard_desktop.engine import MatchContext  # noqa: E402


def test_a_missed_double_loses_the_gap_to_the_best():
    ref = {"nd": 0.40, "dt": 0.55, "dp": 1.0}  # double, take: best 0.55
    assert cr.judge(False, True, ref) == [("missed_double", pytest.approx(0.15)), ("right_take", 0.0)]
    assert cr.judge(True, True, ref) == [("right_double", 0.0), ("right_take", 0.0)]


def test_wrong_doubles_too_early_and_too_good():
    early = {"nd": 0.30, "dt": 0.20, "dp": 1.0}
    assert cr.judge(True, True, early) == [("wrong_double", pytest.approx(0.10))]
    too_good = {"nd": 1.20, "dt": 1.60, "dp": 1.0}  # play on for the gammon
    assert cr.judge(True, False, too_good) == [("wrong_double_too_good", pytest.approx(0.20))]


def test_answers_are_judged_where_the_referee_doubles():
    double_pass = {"nd": 0.70, "dt": 1.30, "dp": 1.0}
    assert cr.judge(True, True, double_pass)[1] == ("wrong_take", pytest.approx(0.30))
    assert cr.judge(True, False, double_pass)[1] == ("right_pass", 0.0)
    double_take = {"nd": 0.50, "dt": 0.80, "dp": 1.0}
    assert cr.judge(True, False, double_take)[1] == ("wrong_pass", pytest.approx(0.20))
    no_double = {"nd": 0.30, "dt": 0.20, "dp": 1.0}
    assert len(cr.judge(False, False, no_double)) == 1  # nobody doubles: no answer to judge


def test_drawn_contexts_give_the_side_on_roll_a_cube_decision():
    rng = random.Random(5)
    seen_money = seen_match = 0
    for _ in range(500):
        ctx = cr.draw_context(rng)
        if ctx is None:
            continue
        assert isinstance(ctx, MatchContext)
        assert ctx.cube_owner in ("centre", "me") and not ctx.crawford_game
        if ctx.is_money:
            seen_money += 1
        else:
            seen_match += 1
            assert ctx.match_length == cr.LENGTH and ctx.my_away > 1
            assert ctx.cube_value < ctx.my_away or ctx.cube_owner == "centre"
    assert seen_money > 150 and seen_match > 150
