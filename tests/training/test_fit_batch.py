"""training/fit_batch.py (mini-batch fit on a data set's targets) and
training/ensemble.py (networks joined into one)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import ensemble  # noqa: E402
import fit_batch  # noqa: E402
import rollout  # noqa: E402
import train  # noqa: E402


def _state(seed: int, rows: int = 238, hidden: int = 8) -> dict:
    rng = np.random.default_rng(seed)

    def net(h):
        return {"W1": rng.normal(0, 0.2, (rows, h)), "b1": rng.normal(0, 0.2, h),
                "W2": rng.normal(0, 0.2, (h, 5)), "b2": rng.normal(0, 0.2, 5)}
    return {"games": 0, "plies": 0, "seed": seed, "config": {}, "elapsed_s": 0.0,
            "contact": net(hidden), "race": net(4)}


@pytest.fixture(scope="module")
def data_set(tmp_path_factory):
    """A small rollout data set (contact and race positions) of random networks."""
    runs = tmp_path_factory.mktemp("runs")
    ck = runs / "net.npz"
    train.save_checkpoint(ck, _state(1))
    rollout.main(["--runs-dir", str(runs), "--run", "ro", "--net", str(ck), "--trials", "4", "--horizon", "3",
                  "--shard", "40", "--keep", "0.5", "--shards", "6"])
    return runs, ck


def _fit(runs: Path, ck: Path, run: str, *extra: str) -> dict:
    fit_batch.main(["--runs-dir", str(runs), "--run", run, "--data", "ro", "--init", str(ck),
                    "--holdout-every", "3", "--seed", "2", *extra])
    return train.load_checkpoint(runs / run / "latest.npz")


def _train_rmse(runs: Path, state: dict) -> float:
    from fit import load_sets
    data, held, _ = load_sets(runs, "ro:6", [6], 3)
    idx = np.nonzero((data["cls"] == 3) & ~held)[0]
    X = fit_batch.encode_rows(data["m"], data["t"], idx, 238).astype(np.float64)
    return fit_batch.eq_rmse(state["contact"], X, data["target"][idx].astype(np.float64))


def test_fitting_lowers_the_training_error_and_is_reproducible(data_set):
    runs, ck = data_set
    start = train.load_checkpoint(ck)
    a = _fit(runs, ck, "a", "--epochs", "8", "--lr", "0.01", "--batch", "16")
    assert _train_rmse(runs, a) < 0.8 * _train_rmse(runs, start)
    b = _fit(runs, ck, "b", "--epochs", "8", "--lr", "0.01", "--batch", "16")
    for net in ("contact", "race"):
        for k in ("W1", "b1", "W2", "b2"):
            np.testing.assert_array_equal(a[net][k], b[net][k])
    assert (runs / "a" / "best.npz").exists()
    assert "held-out eq rmse" in (runs / "a" / "log.txt").read_text()


def test_the_anchor_holds_the_weights_near_the_start(data_set):
    runs, ck = data_set
    start = train.load_checkpoint(ck)
    free = _fit(runs, ck, "free", "--epochs", "3", "--lr", "0.01", "--nets", "contact")
    held = _fit(runs, ck, "held", "--epochs", "3", "--lr", "0.01", "--nets", "contact", "--anchor", "1000")
    dist = lambda s: np.abs(s["contact"]["W1"] - start["contact"]["W1"]).sum()  # noqa: E731
    assert dist(held) < 0.5 * dist(free)
    # --nets contact leaves the race network as it was
    np.testing.assert_array_equal(free["race"]["W1"], start["race"]["W1"])


def test_best_is_the_epoch_with_the_lowest_held_out_error(data_set):
    runs, ck = data_set
    _fit(runs, ck, "c", "--epochs", "4", "--lr", "0.05", "--nets", "contact")
    lines = (runs / "c" / "log.txt").read_text().splitlines()
    errs = [float(line.split("held-out eq rmse ")[1].split()[0].rstrip(",")) for line in lines if " epoch " in line]
    before = float([line for line in lines if "before:" in line][0].split("held-out eq rmse ")[1].split(",")[0])
    best = train.load_checkpoint(runs / "c" / "best.npz")
    from fit import load_sets
    data, held, _ = load_sets(runs, "ro:6", [6], 3)
    idx = np.nonzero((data["cls"] == 3) & held)[0]
    X = fit_batch.encode_rows(data["m"], data["t"], idx, 238).astype(np.float64)
    got = fit_batch.eq_rmse(best["contact"], X, data["target"][idx].astype(np.float64))
    assert got == pytest.approx(min([before] + errs), abs=1e-4)


def _logits(net: dict, x: np.ndarray) -> np.ndarray:
    h = 1.0 / (1.0 + np.exp(-(x[: net["W1"].shape[0]] @ net["W1"] + net["b1"])))
    return h @ net["W2"] + net["b2"]


def test_a_joined_network_averages_the_members_log_odds():
    a, b = _state(5, rows=222)["contact"], _state(6, rows=238, hidden=5)["contact"]
    joined = ensemble.join([a, b])
    assert joined["W1"].shape == (238, 13)
    x = np.random.default_rng(0).random(238)
    np.testing.assert_allclose(_logits(joined, x), (_logits(a, x) + _logits(b, x)) / 2, atol=1e-12)
    weighted = ensemble.join([a, b], [0.25, 0.75])
    np.testing.assert_allclose(_logits(weighted, x), 0.25 * _logits(a, x) + 0.75 * _logits(b, x), atol=1e-12)
    with pytest.raises(ValueError):
        ensemble.join([a, b], [0.5, 0.6])
    with pytest.raises(ValueError):
        ensemble.join([])


def test_ensemble_command_writes_a_checkpoint_every_reader_takes(tmp_path):
    for i in (1, 2):
        train.save_checkpoint(tmp_path / f"{i}.npz", _state(i))
    ensemble.main([str(tmp_path / "e.npz"), str(tmp_path / "1.npz"), str(tmp_path / "2.npz"), "--race-from", "1"])
    e = train.load_checkpoint(tmp_path / "e.npz")
    assert e["contact"]["W1"].shape == (238, 16)
    np.testing.assert_array_equal(e["race"]["W1"], _state(2)["race"]["W1"])
    from nard_desktop.ai.network import Network
    Network(**{k: e["contact"][k] for k in ("W1", "b1", "W2", "b2")})  # the program's shape checks


def _cross_entropy(net: dict, x: np.ndarray, t: np.ndarray) -> float:
    o = fit_batch.forward(net, x)[2]
    return float(-np.mean(np.sum(t * np.log(o) + (1 - t) * np.log(1 - o), axis=1)))


@pytest.mark.parametrize("second", [0, 3])
def test_gradients_match_finite_differences(second):
    rng = np.random.default_rng(5)
    net = _state(3, rows=6, hidden=4)["contact"]
    net = train.add_second_layer(net, second, rng)
    if second:
        net["V"] = rng.normal(0, 0.5, net["V"].shape)  # as if trained: every path carries gradient
    x, t = rng.random((7, 6)), rng.random((7, 5))
    grads, _ = fit_batch.gradients(net, x, t)
    assert set(grads) == set(net)
    for k, g in grads.items():
        for idx in [tuple(rng.integers(0, n) for n in g.shape) for _ in range(4)]:
            old = net[k][idx]
            net[k][idx] = old + 1e-6
            up = _cross_entropy(net, x, t)
            net[k][idx] = old - 1e-6
            down = _cross_entropy(net, x, t)
            net[k][idx] = old
            # The mean cross-entropy's gradient over the five outputs, summed (the fit's loss / 5 * 5).
            assert g[idx] == pytest.approx((up - down) / 2e-6, rel=1e-5, abs=1e-9), k


def test_a_second_layer_starts_as_the_network_it_extends_and_then_learns(data_set, tmp_path):
    runs, ck = data_set
    start = train.load_checkpoint(ck)
    deep = _fit(runs, ck, "deep0", "--epochs", "0", "--second", "5", "--nets", "contact")
    assert deep["contact"]["U"].shape == (8, 5) and not deep["contact"]["V"].any()
    assert _train_rmse(runs, deep) == pytest.approx(_train_rmse(runs, start), abs=1e-12)
    deep = _fit(runs, ck, "deep1", "--epochs", "20", "--lr", "3e-3", "--second", "5", "--nets", "contact")
    assert deep["contact"]["V"].any()
    assert _train_rmse(runs, deep) < _train_rmse(runs, start) - 0.005
    assert "U" not in deep["race"]  # only the network trained grows


def test_networks_with_a_second_layer_are_not_joined():
    net = train.add_second_layer(_state(4)["contact"], 3, np.random.default_rng(0))
    with pytest.raises(ValueError, match="one hidden layer"):
        ensemble.join([net, _state(5)["contact"]])
