"""bench/cube_rollout_check.py: how an answer is judged, and GNU
Backgammon's rollout read from its command."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

pytest.importorskip("gnubg_nn")

import cube_rollout_check as crc  # noqa: E402

from nard_desktop.engine import Position  # noqa: E402


def test_an_answer_loses_its_distance_from_the_take_point_when_wrong():
    judge = np.array([0.80, 1.30, 0.95, 1.10])
    ours = np.array([1.05, 0.90, 0.90, 1.20])  # wrong pass, wrong take, right take, right pass
    loss, se, passes, takes, rms = crc.answer_loss(ours, judge, np.ones(4))
    assert (passes, takes) == (1, 1)
    assert loss == pytest.approx((0.20 + 0.30) / 4)
    losses = np.array([0.20, 0.30, 0.0, 0.0])
    assert se == pytest.approx(np.sqrt(np.sum((losses - losses.mean()) ** 2)) / 4)
    assert rms == pytest.approx(np.sqrt(np.mean((ours - judge) ** 2)))


def test_weights_count_a_sampled_answer_for_the_ones_not_rolled_out():
    judge = np.array([0.80, 0.90])
    ours = np.array([1.05, 0.50])  # the first is wrong (0.20), the second stands for three answers
    loss, *_ = crc.answer_loss(ours, judge, np.array([1.0, 3.0]))
    assert loss == pytest.approx(0.20 / 4)


@pytest.mark.skipif(crc.GNUBG is None, reason="the gnubg command is not installed")
def test_gnubg_rollout_reads_the_side_on_roll_s_chances():
    # Side on roll: all checkers home against a player with two on the bar.
    mine = [0, 3, 3, 3, 2, 2, 2] + [0] * 19
    theirs = [0] * 6 + [3, 3, 3, 2, 2] + [0] * 14 + [2]
    pos = Position(mine, theirs)
    win, wg, wbg, lg, lbg = crc.gnubg_rollout(pos.position_id(), trials=36, seed=1)
    assert win > 0.95 and wg > 0.5 and lg == 0.0
    # and from the other side, the same position is lost
    lose = crc.gnubg_rollout(pos.swapped().position_id(), trials=36, seed=1)
    assert lose[0] < 0.05 and lose[3] > 0.5


@pytest.mark.skipif(crc.GNUBG is None, reason="the gnubg command is not installed")
def test_gnubg_double_take_is_on_the_scale_of_the_cube_before_the_double():
    # A sure gammon for the side on roll: after double/take it wins about twice
    # a gammon at the doubled cube (4 units of the cube before the double).
    mine = [0, 3, 3, 3, 2, 2, 2] + [0] * 19
    theirs = [0] * 6 + [3, 3, 3, 2, 2] + [0] * 14 + [2]
    dt = crc.gnubg_double_take(Position(mine, theirs).position_id(), trials=36, seed=1)
    assert 3.0 < dt <= 4.0

