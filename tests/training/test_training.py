"""The training pipeline: a run resumed from its checkpoint is the same run,
and widening a network changes none of its outputs."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import train  # noqa: E402

from nard_desktop.ai.features import FEATURE_SETS, N_FEATURES, encode  # noqa: E402
from nard_desktop.ai.network import Network  # noqa: E402
from nard_desktop.engine import Position, legal_plays  # noqa: E402


def _run(monkeypatch, runs: Path, *args: str) -> dict:
    monkeypatch.setattr(train, "RUNS", runs)
    train.main(["--hidden", "8", "--race-hidden", "4", "--chunk", "20", "--checkpoint-minutes", "0",
                "--seed", "9", *args])
    return train.load_checkpoint(runs / args[args.index("--run") + 1] / "latest.npz")


def test_a_resumed_run_is_the_uninterrupted_run(monkeypatch, tmp_path):
    whole = _run(monkeypatch, tmp_path, "--run", "whole", "--games", "60")
    _run(monkeypatch, tmp_path, "--run", "split", "--games", "20")
    split = _run(monkeypatch, tmp_path, "--run", "split", "--games", "60", "--resume")
    assert whole["games"] == split["games"] == 60
    for net in ("contact", "race"):
        for k, v in whole[net].items():
            np.testing.assert_array_equal(v, split[net][k])
    assert not np.array_equal(whole["contact"]["W1"], _run(monkeypatch, tmp_path, "--run", "short",
                                                             "--games", "20")["contact"]["W1"])


def _positions(n: int) -> list[Position]:
    rng = np.random.default_rng(3)
    out, pos = [], Position.initial()
    while len(out) < n:
        plays = legal_plays(pos, (int(rng.integers(1, 7)), int(rng.integers(1, 7))))
        pos = plays[int(rng.integers(len(plays)))].result.swapped()
        out.append(pos)
        if pos.is_game_over():
            pos = Position.initial()
    return out


def test_the_compiled_inputs_are_the_programs_feature_sets():
    import fastgen

    assert fastgen.N_FEATURES == N_FEATURES == FEATURE_SETS[-1]


@pytest.mark.parametrize("rows", FEATURE_SETS[:-1])
def test_widening_keeps_every_output(rows):
    from tdcore import forward

    rng = np.random.default_rng(rows)
    old = {"W1": rng.normal(0, 0.3, (rows, 6)), "b1": rng.normal(0, 0.3, 6),
           "W2": rng.normal(0, 0.3, (6, 5)), "b2": rng.normal(0, 0.3, 5)}
    wide = train.widen(old, hidden=10, rng=rng)
    assert wide["W1"].shape == (N_FEATURES, 10) and wide["W2"].shape == (10, 5)
    x = encode(_positions(40))
    assert (x[:, rows:] != 0).any()
    want = Network(**old).forward(x)
    np.testing.assert_allclose(Network(**wide).forward(x), want, rtol=1e-12)
    nz, h, out = np.zeros(N_FEATURES, np.int64), np.zeros(10), np.zeros(5)
    for i in range(len(x)):
        forward(wide["W1"], wide["b1"], wide["W2"], wide["b2"], np.zeros((10, 0)), np.zeros(0),
                np.zeros((0, 5)), x[i], nz, h, out)
        np.testing.assert_allclose(out, want[i], rtol=1e-9)


def test_widening_to_a_chosen_feature_set():
    rng = np.random.default_rng(5)
    old = {"W1": rng.normal(0, 0.3, (206, 6)), "b1": rng.normal(0, 0.3, 6),
           "W2": rng.normal(0, 0.3, (6, 5)), "b2": rng.normal(0, 0.3, 5)}
    kept = train.widen(old, inputs=0)  # fit.py and supervise.py by default: the network's own set
    np.testing.assert_array_equal(kept["W1"], old["W1"])
    more = train.widen(old, hidden=8, rng=rng, inputs=0)
    assert more["W1"].shape == (206, 8) and (more["W1"][:, :6] == old["W1"]).all()
    assert train.widen(old)["W1"].shape == (N_FEATURES, 6)  # train.py --init: every input


def test_a_run_from_an_earlier_network_widens_to_the_inputs_asked(monkeypatch, tmp_path):
    rng = np.random.default_rng(6)
    old = {"games": 0, "plies": 0, "seed": 1, "config": {}, "elapsed_s": 0.0}
    for name, hidden in (("contact", 8), ("race", 4)):
        old[name] = {"W1": rng.normal(0, 0.3, (206, hidden)), "b1": rng.normal(0, 0.3, hidden),
                     "W2": rng.normal(0, 0.3, (hidden, 5)), "b2": rng.normal(0, 0.3, 5)}
    train.save_checkpoint(tmp_path / "old.npz", old)
    init = ["--init", str(tmp_path / "old.npz"), "--games", "20"]
    every = _run(monkeypatch, tmp_path, "--run", "every", *init)
    same = _run(monkeypatch, tmp_path, "--run", "same", *init, "--inputs", "206")
    third = _run(monkeypatch, tmp_path, "--run", "third", *init, "--inputs", "222")
    fourth = _run(monkeypatch, tmp_path, "--run", "fourth", *init, "--inputs", "238")
    for name in ("contact", "race"):
        assert every[name]["W1"].shape[0] == N_FEATURES == 238 and same[name]["W1"].shape[0] == 206
        assert third[name]["W1"].shape[0] == 222 and fourth[name]["W1"].shape[0] == 238
        # The new inputs' weights start at zero and move in training.
        assert (every[name]["W1"][206:] != 0).any()
        assert (fourth[name]["W1"][222:] != 0).any()
    with pytest.raises(SystemExit):
        _run(monkeypatch, tmp_path, "--run", "bad", *init, "--inputs", "210")


def test_an_exploring_run_resumes_exactly_and_keeps_its_settings(monkeypatch, tmp_path):
    args = ("--explore", "0.3", "--explore-margin", "0.1")
    whole = _run(monkeypatch, tmp_path, "--run", "whole", "--games", "60", *args)
    _run(monkeypatch, tmp_path, "--run", "split", "--games", "20", *args)
    split = _run(monkeypatch, tmp_path, "--run", "split", "--games", "60", "--resume")
    assert whole["config"]["explore"] == split["config"]["explore"] == 0.3
    assert split["config"]["explore_margin"] == 0.1
    for net in ("contact", "race"):
        for k, v in whole[net].items():
            np.testing.assert_array_equal(v, split[net][k])
    greedy = _run(monkeypatch, tmp_path, "--run", "greedy", "--games", "60")
    assert not np.array_equal(whole["contact"]["W1"], greedy["contact"]["W1"])


def _selfplay_stats(explore: float, margin: float, games: int = 20) -> np.ndarray:
    from tdcore import STATS, selfplay

    rng = np.random.default_rng(5)
    c, r = train.init_net(rng, 8), train.init_net(rng, 4)
    from positions import net_tuples
    nets_c, nets_r = net_tuples({"contact": c, "race": r})
    stats = np.zeros(STATS)
    selfplay(nets_c, nets_r, *train.bearoff_tables(), games, 77, 0.0, 0.0, stats, explore, margin)
    return stats


def test_exploration_plays_near_best_results_only_as_often_as_asked():
    assert _selfplay_stats(0.0, 0.1)[9] == 0
    stats = _selfplay_stats(0.25, 0.1)
    assert stats[0] == 20
    share = stats[9] / stats[1]
    # Only rolls with another result within the margin can explore.
    assert 0.02 < share < 0.25
    # No margin: only exact ties are near the best, so far fewer plays explore.
    assert _selfplay_stats(0.25, 0.0)[9] < stats[9] / 2
    # An unlimited margin explores on a quarter of the rolls with any choice.
    wide = _selfplay_stats(0.25, 1e9)
    assert 0.12 < wide[9] / wide[1] < 0.25


def test_lambda_returns_are_computed_backwards_and_cut_at_exploring_plays():
    """``_learn_returns`` with a zero learning rate: the targets it leaves
    are the lambda-returns written out by hand, each seen by its own side."""
    from tdcore import STATS, _learn_returns, flip
    from fastgen import N_FEATURES as NF

    rng = np.random.default_rng(8)
    c, r = train.init_net(rng, 8), train.init_net(rng, 4)
    from positions import net_tuples
    nets_c, nets_r = net_tuples({"contact": c, "race": r})
    last, lam = 5, 0.6
    T = rng.random((2000, 5))
    cut = np.zeros(2000, np.bool_)
    cut[2] = True
    boards = np.zeros((2000, 26), np.int8)
    boards[:, 6] = 15  # a legal enough board to encode; class 1 (no update) keeps this about the targets
    cls = np.ones(2000, np.int64)

    def flipped(v):
        out = np.zeros(5)
        flip(v, out)
        return out
    want = {last: T[last].copy()}
    for p in range(last - 1, -1, -1):
        want[p] = T[p] if cut[p] else (1 - lam) * T[p] + lam * flipped(want[p + 1])
    got = T.copy()
    _learn_returns(boards, boards, cls, got, cut, last, lam, nets_c, nets_r, np.zeros(NF), np.zeros(NF, np.int64),
                   np.zeros(8), np.zeros(4), np.zeros(5), np.zeros(5), np.zeros(5), 0.0, 0.0, np.zeros(STATS))
    for p in range(last + 1):
        np.testing.assert_allclose(got[p], want[p], atol=1e-12)
    # lambda = 1 and no cut: every ply's return is the game's result, seen by its side
    got = T.copy()
    _learn_returns(boards, boards, cls, got, np.zeros(2000, np.bool_), last, 1.0, nets_c, nets_r, np.zeros(NF),
                   np.zeros(NF, np.int64), np.zeros(8), np.zeros(4), np.zeros(5), np.zeros(5), np.zeros(5),
                   0.0, 0.0, np.zeros(STATS))
    for p in range(last + 1):
        np.testing.assert_allclose(got[p], T[last] if (last - p) % 2 == 0 else flipped(T[last]), atol=1e-12)


def test_a_td_lambda_run_resumes_exactly_and_differs_from_td0(monkeypatch, tmp_path):
    args = ("--lam", "0.7", "--explore", "0.2")
    whole = _run(monkeypatch, tmp_path, "--run", "whole", "--games", "60", *args)
    _run(monkeypatch, tmp_path, "--run", "split", "--games", "20", *args)
    split = _run(monkeypatch, tmp_path, "--run", "split", "--games", "60", "--resume")
    assert split["config"]["lam"] == 0.7
    for net in ("contact", "race"):
        for k, v in whole[net].items():
            np.testing.assert_array_equal(v, split[net][k])
    td0 = _run(monkeypatch, tmp_path, "--run", "td0", "--games", "60", "--explore", "0.2")
    assert not np.array_equal(whole["contact"]["W1"], td0["contact"]["W1"])
    assert np.isfinite(whole["contact"]["W1"]).all()


def _deep(rng, rows=238, hidden=6, second=3) -> dict:
    return {"W1": rng.normal(0, 0.3, (rows, hidden)), "b1": rng.normal(0, 0.3, hidden),
            "W2": rng.normal(0, 0.3, (hidden, 5)), "b2": rng.normal(0, 0.3, 5),
            "U": rng.normal(0, 0.5, (hidden, second)), "c": rng.normal(0, 0.3, second),
            "V": rng.normal(0, 0.5, (second, 5))}


def test_the_compiled_second_layer_is_the_programs_and_its_step_is_the_gradient():
    """``tdcore.forward`` with a second hidden layer gives the program's
    outputs, and ``tdcore.backward`` moves every weight by the learning rate
    times minus the gradient of the cross-entropy (``fit_batch.gradients``,
    itself checked by finite differences)."""
    import fit_batch
    from positions import net_tuples
    from tdcore import backward, forward, hidden_size

    rng = np.random.default_rng(4)
    x = encode(_positions(12))
    net = _deep(rng)
    want = Network(**net).forward(x)
    lr = 0.05
    for i in range(len(x)):
        work = {k: v.copy() for k, v in net.items()}
        nets = net_tuples({"contact": work, "race": work})[0]
        nz, h, out = np.zeros(N_FEATURES, np.int64), np.zeros(hidden_size(nets)), np.zeros(5)
        assert h.shape == (9,)
        k = forward(*nets, x[i], nz, h, out)
        np.testing.assert_allclose(out, want[i], rtol=1e-9)
        target = rng.random(5)
        backward(*nets, x[i], nz, k, h, out, target, lr)
        grads, _ = fit_batch.gradients(net, x[i:i + 1], target[None, :])
        for name, g in grads.items():
            np.testing.assert_allclose(work[name], net[name] - lr * g, atol=1e-12, err_msg=name)


def test_a_run_with_a_second_layer_starts_as_its_network_and_resumes_exactly(monkeypatch, tmp_path):
    rng = np.random.default_rng(7)
    old = {"games": 0, "plies": 0, "seed": 1, "config": {}, "elapsed_s": 0.0}
    for name, hidden in (("contact", 8), ("race", 4)):
        old[name] = {"W1": rng.normal(0, 0.3, (238, hidden)), "b1": rng.normal(0, 0.3, hidden),
                     "W2": rng.normal(0, 0.3, (hidden, 5)), "b2": rng.normal(0, 0.3, 5)}
    train.save_checkpoint(tmp_path / "old.npz", old)
    init = ["--init", str(tmp_path / "old.npz"), "--second", "5", "--second-lr-mult", "3"]
    whole = _run(monkeypatch, tmp_path, "--run", "whole", *init, "--games", "60")
    _run(monkeypatch, tmp_path, "--run", "split", *init, "--games", "20")
    split = _run(monkeypatch, tmp_path, "--run", "split", "--games", "60", "--resume")
    assert whole["contact"]["U"].shape == (8, 5) and "U" not in whole["race"]
    assert split["config"]["second"] == 5 and split["config"]["second_lr_mult"] == 3.0
    for net in ("contact", "race"):
        assert set(whole[net]) == set(split[net])
        for k, v in whole[net].items():
            np.testing.assert_array_equal(v, split[net][k])
    # The new layer learns (its output weights leave zero), and the rest
    # learns as the plain network would only while those weights are zero:
    # after the first step the two runs part.
    assert whole["contact"]["V"].any() and np.isfinite(whole["contact"]["U"]).all()
    flat = _run(monkeypatch, tmp_path, "--run", "flat", "--init", str(tmp_path / "old.npz"), "--games", "60")
    assert not np.array_equal(flat["contact"]["W1"], whole["contact"]["W1"])


def test_the_second_layer_may_learn_faster_than_the_rest():
    """``second_mult``: ``U, c, V`` step at that multiple of the rate, the
    first layer and the outputs' own weights exactly as before."""
    import fit_batch
    from positions import net_tuples
    from tdcore import backward, forward, hidden_size

    rng = np.random.default_rng(9)
    x = encode(_positions(3))[2]
    net = _deep(rng)
    work = {k: v.copy() for k, v in net.items()}
    nets = net_tuples({"contact": work, "race": work})[0]
    nz, h, out = np.zeros(N_FEATURES, np.int64), np.zeros(hidden_size(nets)), np.zeros(5)
    k = forward(*nets, x, nz, h, out)
    target = rng.random(5)
    backward(*nets, x, nz, k, h, out, target, 0.05, 7.0)
    grads, _ = fit_batch.gradients(net, x[None, :], target[None, :])
    for name, g in grads.items():
        rate = 0.05 * (7.0 if name in ("U", "c", "V") else 1.0)
        np.testing.assert_allclose(work[name], net[name] - rate * g, atol=1e-12, err_msg=name)
