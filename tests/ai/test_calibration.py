"""The cube's calibration of the network's levels (nard_desktop/ai/calibration.py):
the shipped one is read and applied to the shipped network's cube decisions
only, the array path agrees with the position path, and the checker play never
sees it."""

from __future__ import annotations

import numpy as np
import pytest

from nard_desktop.ai.calibration import (CalibratedEvaluator, Calibration, apply_calibration, cube_evaluator,
                                         position_class, shipped_calibration)
from nard_desktop.ai.cube import cube_decision, cubeful_one_ply
from nard_desktop.ai.default import default_evaluator
from nard_desktop.ai.simple import SimpleEvaluator
from nard_desktop.engine import MatchContext, Position, RuleSet

MONEY = RuleSet(jacoby=False)
GAMMONISH = Position.from_points({4: 2, 5: 3, 6: 4, 8: 3, 13: 3}, {1: 2, 6: 4, 8: 3, 13: 4, 24: 1}, theirs_bar=1)


def _positions():
    return [Position.initial(), GAMMONISH,
            Position.from_points({1: 3, 2: 3, 3: 3, 8: 6}, {2: 4, 4: 4, 11: 7}),  # a race
            Position.from_points({1: 5, 2: 5, 3: 5}, {1: 5, 2: 5, 3: 5})]  # a bear-off: exact, untouched


def test_the_shipped_calibration_names_the_shipped_network_and_applies_to_it_only():
    cal = shipped_calibration()
    assert cal is not None and cal.network and set(cal.maps) == {"contact", "race"}
    net = default_evaluator()
    assert cal.fits(net.meta)
    assert isinstance(cube_evaluator(net), CalibratedEvaluator)
    simple = SimpleEvaluator()
    assert cube_evaluator(simple) is simple
    other = Calibration(cal.maps, cal.counts, {"run": "another"})
    assert not other.fits(net.meta)


def test_arrays_and_positions_give_the_same_calibrated_levels():
    ev = CalibratedEvaluator(default_evaluator(), shipped_calibration())
    positions = _positions()
    by_position = ev.probabilities(positions)
    m = np.array([p.mine for p in positions])
    t = np.array([p.theirs for p in positions])
    np.testing.assert_allclose(ev.probabilities_boards(m, t), by_position, atol=1e-12)
    np.testing.assert_allclose(ev.float32().probabilities(positions), by_position, atol=1e-5)
    # the bear-off is exact and left as it is; contact positions move
    plain = default_evaluator().probabilities(positions)
    np.testing.assert_array_equal(by_position[3], plain[3])
    assert position_class(positions[3]) is None
    assert not np.allclose(by_position[1], plain[1])


def test_calibrated_levels_are_consistent_and_monotone():
    cal = Calibration({"contact": {"win": (1.2, 0.1), "gammon_win": (0.9, -0.2), "gammon_loss": (1.1, 0.1)}})
    w = np.linspace(0.05, 0.95, 19)
    p = np.stack([w, 0.3 * w, 0.03 * w, 0.2 * (1 - w), 0.02 * (1 - w)], axis=1)
    q = apply_calibration(p, ["contact"] * len(w), cal)
    assert np.all(np.diff(q[:, 0]) > 0)
    assert np.all(q[:, 2] <= q[:, 1]) and np.all(q[:, 1] <= q[:, 0])
    assert np.all(q[:, 4] <= q[:, 3]) and np.all(q[:, 3] <= 1 - q[:, 0] + 1e-12)
    np.testing.assert_array_equal(apply_calibration(p, [None] * len(w), cal), p)


def test_cube_decisions_at_one_ply_and_more_read_the_calibrated_levels():
    net = default_evaluator()
    cal = CalibratedEvaluator(net, shipped_calibration())
    nd, dt, dp, _ = cubeful_one_ply(GAMMONISH, MONEY, MatchContext(), cal)
    d = cube_decision(GAMMONISH, MONEY, MatchContext(), net, plies=1)
    assert (d.nd, d.dt, d.dp) == pytest.approx((nd, dt, dp), abs=1e-12)
    plain = cubeful_one_ply(GAMMONISH, MONEY, MatchContext(), net)
    assert abs(plain[1] - dt) > 1e-6
    # Expert's cube (0 plies) reads the plain network
    zero = cube_decision(GAMMONISH, MONEY, MatchContext(), net, plies=0)
    assert zero.probabilities == pytest.approx(tuple(net.probabilities([GAMMONISH])[0]), abs=1e-12)
