"""training/fit_decisions.py: the decision loss's gradient, and a fit on a
small decision data set."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import decisions  # noqa: E402
import fit_batch  # noqa: E402
import fit_decisions  # noqa: E402
import train  # noqa: E402


def _net(seed: int, rows: int, hidden: int) -> dict:
    rng = np.random.default_rng(seed)
    return {"W1": rng.normal(0, 0.5, (rows, hidden)), "b1": rng.normal(0, 0.5, hidden),
            "W2": rng.normal(0, 0.5, (hidden, 5)), "b2": rng.normal(0, 0.5, 5)}


def _pairwise(net, x, y, inv, n) -> float:
    eq = fit_batch.equity(fit_batch.forward(net, x)[2])
    r = decisions.centre(eq, inv, n) - y
    return float((r * r).sum() / n)


@pytest.mark.parametrize("second", [0, 3])
def test_the_pairwise_gradient_matches_finite_differences(second):
    rng = np.random.default_rng(2)
    net = train.add_second_layer(_net(1, 6, 4), second, rng)
    if second:
        net["V"] = rng.normal(0, 0.5, net["V"].shape)
    x = rng.random((7, 6))
    inv = np.array([0, 0, 1, 1, 1, 2, 2])
    y = decisions.centre(rng.normal(0, 0.2, 7), inv, 3)
    grads, loss = fit_decisions.batch_gradients(net, x, rng.random((7, 5)), y, inv, 3, 0.0)
    assert loss == pytest.approx(_pairwise(net, x, y, inv, 3))
    assert set(grads) == set(net)
    for k, g in grads.items():
        for idx in [tuple(rng.integers(0, n) for n in g.shape) for _ in range(4)]:
            old = net[k][idx]
            net[k][idx] = old + 1e-6
            up = _pairwise(net, x, y, inv, 3)
            net[k][idx] = old - 1e-6
            down = _pairwise(net, x, y, inv, 3)
            net[k][idx] = old
            assert g[idx] == pytest.approx((up - down) / 2e-6, rel=1e-5, abs=1e-9), k


def test_the_cross_entropy_part_is_fit_batchs_per_decision():
    rng = np.random.default_rng(3)
    net = _net(2, 6, 4)
    x, t = rng.random((5, 6)), rng.random((5, 5))
    inv = np.array([0, 0, 0, 1, 1])
    y = np.zeros(5)
    with_ce, _ = fit_decisions.batch_gradients(net, x, t, y, inv, 2, 0.5)
    without, _ = fit_decisions.batch_gradients(net, x, t, y, inv, 2, 0.0)
    ce, _ = fit_batch.gradients(net, x, t)
    for k in net:
        np.testing.assert_allclose(with_ce[k] - without[k], 0.5 * 5 / 2 * ce[k], rtol=1e-9, atol=1e-12)


def test_the_raw_cross_entropy_pulls_towards_the_searchs_own_probabilities():
    rng = np.random.default_rng(5)
    net = _net(2, 6, 4)
    x, t, raw = rng.random((5, 6)), rng.random((5, 5)), rng.random((5, 5))
    inv = np.array([0, 0, 0, 1, 1])
    y = np.zeros(5)
    with_raw, _ = fit_decisions.batch_gradients(net, x, t, y, inv, 2, 0.5, raw, 0.25)
    without, _ = fit_decisions.batch_gradients(net, x, t, y, inv, 2, 0.5)
    ce, _ = fit_batch.gradients(net, x, raw)  # the level is not centred away
    for k in net:
        np.testing.assert_allclose(with_raw[k] - without[k], 0.25 * 5 / 2 * ce[k], rtol=1e-9, atol=1e-12)


def test_a_level_shared_by_a_decisions_candidates_costs_nothing():
    rng = np.random.default_rng(4)
    inv = np.array([0, 0, 1, 1, 1])
    v = rng.normal(0, 0.3, 5)
    shifted = v + np.array([0.2, 0.2, -0.1, -0.1, -0.1])
    np.testing.assert_allclose(decisions.centre(v, inv, 2), decisions.centre(shifted, inv, 2))
    assert list(decisions.picks_lost(np.array([1.0, 2.0, 0.0, 5.0, 1.0]), np.array([0.3, 0.1, 0.0, 0.5, 0.9]),
                                     np.array([0, 0, 1, 1, 1]))) == pytest.approx([0.2, 0.4])


def _state(seed: int) -> dict:
    return {"games": 0, "plies": 0, "seed": seed, "config": {}, "elapsed_s": 0.0,
            "contact": _net(seed, 206, 5), "race": _net(seed + 1, 206, 3)}


def test_a_fit_learns_the_training_decisions_and_judges_the_held_out_ones(tmp_path):
    net = tmp_path / "net.npz"
    train.save_checkpoint(net, _state(3))
    decisions.main(["--run", "dc", "--net", str(net), "--shard", "8", "--keep", "4", "--threshold", "0.3",
                    "--shards", "4", "--runs-dir", str(tmp_path)])
    common = ["--data", "dc", "--init", str(net), "--holdout-every", "2", "--batch", "4",
              "--runs-dir", str(tmp_path)]
    fit_decisions.main(["--run", "fit", "--epochs", "30", "--lr", "3e-3", *common])
    log = (tmp_path / "fit" / "log.txt").read_text()
    assert "held out" in log and "epoch 30:" in log
    losses = [float(line.split("pairwise loss ")[1].split()[0])
              for line in log.splitlines() if line.startswith("epoch ")]
    assert losses[-1] < 0.5 * losses[0]
    fitted = train.load_checkpoint(tmp_path / "fit" / "latest.npz")
    assert fitted["config"]["fit_decisions"]["data"] == "dc:4"
    assert not np.allclose(fitted["contact"]["W1"], _state(3)["contact"]["W1"])
    np.testing.assert_array_equal(fitted["race"]["W1"], _state(3)["race"]["W1"])
    # the same arguments, the same network
    fit_decisions.main(["--run", "again", "--epochs", "30", "--lr", "3e-3", *common])
    again = train.load_checkpoint(tmp_path / "again" / "latest.npz")
    np.testing.assert_array_equal(again["contact"]["W1"], fitted["contact"]["W1"])
