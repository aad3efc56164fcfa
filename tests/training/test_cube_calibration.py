"""The cube calibration (training/cube_calibration.py): the fit recovers a
known map from synthetic data, is deterministic, stays the identity where
the levels are right, keeps the map increasing, and the calibrated
probabilities stay a consistent set of five."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import cube_calibration as cc  # noqa: E402
from nard_desktop.engine import Position  # noqa: E402


def _sig(x):
    return 1.0 / (1.0 + np.exp(-x))


def _synthetic(n: int, seed: int, win_map=(0.8, 0.3), gw_map=(1.0, -0.4), gl_map=(1.2, 0.2)) -> list[dict]:
    """Rows whose rolled-out figures are exactly the network's put through known maps."""
    rng = np.random.default_rng(seed)
    rows = []
    for _ in range(n):
        w = rng.uniform(0.55, 0.95)
        gw, gl = rng.uniform(0.05, 0.4), rng.uniform(0.05, 0.4)
        p0 = [w, w * gw, w * gw * 0.1, (1 - w) * gl, (1 - w) * gl * 0.1]
        wt = float(_sig(win_map[0] * np.log(w / (1 - w)) + win_map[1]))
        gwt = float(_sig(gw_map[0] * np.log(gw / (1 - gw)) + gw_map[1]))
        glt = float(_sig(gl_map[0] * np.log(gl / (1 - gl)) + gl_map[1]))
        target = [wt, wt * gwt, wt * gwt * 0.1, (1 - wt) * glt, (1 - wt) * glt * 0.1]
        rows.append({"class": "contact", "p0": p0, "target": target})
    return rows


def test_the_fit_recovers_a_known_map():
    cal = cc.fit_calibration(_synthetic(400, 1), prior=1e-6)
    m = cal.maps["contact"]
    assert m["win"] == pytest.approx((0.8, 0.3), abs=1e-3)
    assert m["gammon_win"] == pytest.approx((1.0, -0.4), abs=1e-3)
    assert m["gammon_loss"] == pytest.approx((1.2, 0.2), abs=1e-3)
    assert "race" not in cal.maps and cal.counts == {"contact": 400, "race": 0}


def test_the_fit_is_deterministic_and_survives_json():
    rows = _synthetic(50, 2)
    a, b = cc.fit_calibration(rows), cc.fit_calibration(list(rows))
    assert a == b
    assert cc.Calibration.from_json(a.to_json()) == a


def test_right_levels_give_the_identity():
    rows = _synthetic(100, 3, win_map=(1.0, 0.0), gw_map=(1.0, 0.0), gl_map=(1.0, 0.0))
    m = cc.fit_calibration(rows).maps["contact"]
    for a, b in m.values():
        assert (a, b) == pytest.approx((1.0, 0.0), abs=1e-6)


def test_the_prior_pulls_a_few_positions_towards_the_identity():
    rows = _synthetic(3, 4)
    loose = cc.fit_calibration(rows, prior=1e-6).maps["contact"]["win"]
    tight = cc.fit_calibration(rows, prior=100.0).maps["contact"]["win"]
    assert abs(tight[0] - 1) + abs(tight[1]) < abs(loose[0] - 1) + abs(loose[1])


def test_the_map_stays_increasing():
    x = np.linspace(-2, 2, 30)
    a, _ = cc.fit_logit_map(x, _sig(-x), prior=1e-6)  # data that would turn it round
    assert a >= 0.1


def test_calibrated_probabilities_are_consistent_and_keep_the_order():
    cal = cc.Calibration({"contact": {"win": (0.7, 0.4), "gammon_win": (1.3, -0.5), "gammon_loss": (0.9, 0.3)}})
    rng = np.random.default_rng(5)
    w = np.sort(rng.uniform(0.05, 0.95, 40))
    g = rng.uniform(0, 0.3, 40)
    p = np.stack([w, w * g, w * g * 0.2, (1 - w) * g, (1 - w) * g * 0.3], axis=1)
    q = cc.apply_calibration(p, ["contact"] * 40, cal)
    assert np.all(np.diff(q[:, 0]) > 0)  # the winning chances keep their order
    assert np.all((q >= 0) & (q <= 1))
    assert np.all(q[:, 1] <= q[:, 0] + 1e-12) and np.all(q[:, 3] <= 1 - q[:, 0] + 1e-12)
    assert np.all(q[:, 2] <= q[:, 1] + 1e-12) and np.all(q[:, 4] <= q[:, 3] + 1e-12)
    # rows of another class, or of none, are left as they are
    same = cc.apply_calibration(p, ["race"] * 20 + [None] * 20, cal)
    assert np.array_equal(same, p)


def test_the_calibrated_evaluator_changes_only_the_classes_it_was_fitted_on():
    class Flat:
        def probabilities(self, positions):
            return np.tile([0.7, 0.2, 0.01, 0.1, 0.005], (len(positions), 1))

    cal = cc.Calibration({"contact": {"win": (1.0, 0.5)}})
    ev = cc.CalibratedEvaluator(Flat(), cal)
    contact = Position.initial()
    bearoff = Position.from_points({1: 3, 2: 3, 3: 3, 4: 3, 5: 3}, {1: 3, 2: 3, 3: 3, 4: 3, 5: 3})
    p = ev.probabilities([contact, bearoff])
    assert p[0, 0] > 0.7 and p[1, 0] == 0.7
    assert cc.position_class(bearoff) is None and cc.position_class(contact) == "contact"


def test_a_shard_is_made_from_its_seed_alone():
    cfg = {"seed": 7, "per_shard": 1, "trials": 36, "window": [0.55, 0.95], "weights": "x"}
    a, b = cc.make_shard(3, cfg), cc.make_shard(3, cfg)
    assert len(a["positions"]) == 1
    for x, y in zip(a["positions"], b["positions"]):
        assert (x["mine"], x["theirs"], x["p0"], x["target"]) == (y["mine"], y["theirs"], y["p0"], y["target"])
        assert 0.55 <= x["p0"][0] <= 0.95 and x["class"] in ("contact", "race") and x["trials"] == 36
