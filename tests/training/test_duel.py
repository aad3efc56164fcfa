"""The compiled Expert duel (training/duel.py) against the package's Expert
decision, and fit.py's several data sets (training/fit.py --data a,b)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import duel  # noqa: E402
import rollout  # noqa: E402
import train  # noqa: E402

from nard_desktop.ai import choose_play  # noqa: E402
from nard_desktop.ai.neural import DEFAULT_WEIGHTS, NeuralEvaluator  # noqa: E402
from nard_desktop.engine import Position, RuleSet, legal_plays  # noqa: E402
from fastgen import MAX_RESULTS, N_FEATURES  # noqa: E402

CUBELESS = RuleSet(cube_enabled=False, jacoby=False)


@pytest.fixture(scope="module")
def setup():
    return NeuralEvaluator.load(), duel.load_nets(DEFAULT_WEIGHTS), train.bearoff_tables()


def test_the_duels_play_is_the_package_expert_play(setup):
    ev, (nc, nr), tables = setup
    out_m = np.zeros((MAX_RESULTS, 26), np.int8)
    out_t = np.zeros((MAX_RESULTS, 26), np.int8)
    x, nz, v = np.zeros(N_FEATURES), np.zeros(N_FEATURES, np.int64), np.zeros(5)
    hc, hr = np.zeros(nc[1].shape[0]), np.zeros(nr[1].shape[0])
    rng = random.Random(5)
    checked = 0
    for _game in range(3):
        pos = Position.initial()
        for _ply in range(400):
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            plays = legal_plays(pos, dice, CUBELESS)
            want = choose_play(pos, dice, level="expert", rules=CUBELESS, evaluator=ev).result
            j, n = duel.best_play(np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8), *dice,
                                  nc, nr, *tables, out_m, out_t, x, nz, hc, hr, v)
            assert n == len({p.result for p in plays})
            assert (tuple(out_m[j]), tuple(out_t[j])) == (tuple(want.mine), tuple(want.theirs))
            checked += 1
            if want.mine[0] == 15:
                break
            # a random play now and then, for positions of every kind
            nxt = rng.choice(plays).result if rng.random() < 0.2 else want
            pos = nxt.swapped()
    assert checked > 100


def test_a_network_against_itself_scores_nothing_and_games_score_1_to_3(setup):
    _, nets, tables = setup
    out = duel.duel(nets, nets, tables, 40, seed=3)
    assert out.shape == (20, 2)
    np.testing.assert_array_equal(out[:, 0], -out[:, 1])
    assert set(np.abs(out).ravel()) <= {1, 2, 3}
    again = duel.duel(nets, nets, tables, 40, seed=3)
    np.testing.assert_array_equal(out, again)
    assert not np.array_equal(out, duel.duel(nets, nets, tables, 40, seed=4))


def test_the_shipped_network_beats_a_random_one(setup, tmp_path, random_checkpoint):
    _, nets, tables = setup
    path = tmp_path / "random.npz"
    train.save_checkpoint(path, random_checkpoint(1))
    out = duel.duel(nets, duel.load_nets(path), tables, 20, seed=1)
    mean, se = duel.summary(out)
    assert mean > 1.0 and mean > 3 * se


def _data_set(tmp_path: Path, name: str, net: Path, shards: int, seed: int) -> None:
    rollout.main(["--run", name, "--net", str(net), "--trials", "3", "--horizon", "2", "--shard", "6",
                  "--shards", str(shards), "--seed", str(seed), "--runs-dir", str(tmp_path)])


def test_fitting_on_several_data_sets(tmp_path, random_checkpoint):
    import fit

    net = tmp_path / "net.npz"
    state = random_checkpoint(4)
    train.save_checkpoint(net, state)
    _data_set(tmp_path, "a", net, 4, seed=1)
    _data_set(tmp_path, "a2", net, 2, seed=1)  # the first 2 shards of "a"
    _data_set(tmp_path, "b", net, 4, seed=2)
    common = ["--runs-dir", str(tmp_path), "--holdout-every", "2", "--init", str(net), "--epochs", "2"]
    fit.main(["--run", "capped", "--data", "a:2", *common])
    fit.main(["--run", "same", "--data", "a2", *common])
    fit.main(["--run", "both", "--data", "a,b", *common])
    fit.main(["--run", "contact", "--data", "a,b", "--nets", "contact", *common])

    def load(run):
        return train.load_checkpoint(tmp_path / run / "latest.npz")
    capped, same, both, contact = (load(r) for r in ("capped", "same", "both", "contact"))
    for name in ("contact", "race"):
        for k in ("W1", "b1", "W2", "b2"):
            np.testing.assert_array_equal(capped[name][k], same[name][k])
    assert capped["config"]["fit"]["shards"] == [2, 2]
    assert both["config"]["fit"]["shards"] == [[4, 4], [4, 4]]
    assert not np.array_equal(both["contact"]["W1"], capped["contact"]["W1"])
    log = (tmp_path / "both" / "log.txt").read_text()
    assert "a held-out contact" in log and "b held-out contact" in log
    # --nets contact leaves the race network as it was
    for k in ("W1", "b1", "W2", "b2"):
        np.testing.assert_array_equal(contact["race"][k], state["race"][k])
        np.testing.assert_array_equal(contact["contact"][k], both["contact"][k])
    with pytest.raises(SystemExit):
        fit.main(["--run", "none", "--data", "missing", *common])


def test_a_network_with_a_second_layer_is_valued_as_the_package_values_it(setup, tmp_path):
    """The duel (and the 2-ply targets) read a second hidden layer as the
    program does: the shipped networks, each given a random second layer."""
    from nard_desktop.ai.network import save_weights
    from positions import value

    ev = setup[0]
    rng = np.random.default_rng(3)
    nets = {}
    for name, net in (("contact", ev.contact), ("race", ev.race)):
        nets[name] = dict({k: getattr(net, k) for k in ("W1", "b1", "W2", "b2")},
                          U=rng.normal(0, 0.3, (net.hidden, 6)), c=rng.normal(0, 0.3, 6),
                          V=rng.normal(0, 0.3, (6, 5)))
    path = tmp_path / "deep.npz"
    save_weights(path, nets["contact"], nets["race"])
    deep, (nc, nr), tables = NeuralEvaluator.load(path), duel.load_nets(path), setup[2]
    x, nz, v = np.zeros(N_FEATURES), np.zeros(N_FEATURES, np.int64), np.zeros(5)
    with pytest.raises(ValueError, match="scratch"):  # too short for the second layer's units
        value(np.array(Position.initial().mine, np.int8), np.array(Position.initial().theirs, np.int8),
              nc, nr, *tables, x, nz, np.zeros(nc[1].shape[0]), np.zeros(nr[1].shape[0]), v)
    hc, hr = np.zeros(duel.hidden_size(nc)), np.zeros(duel.hidden_size(nr))
    rng2 = random.Random(8)
    pos, kinds, differs = Position.initial(), set(), 0
    for _ply in range(300):
        got = value(np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8), nc, nr, *tables,
                    x, nz, hc, hr, v)
        kinds.add(got)
        want = deep.probabilities([pos])[0]
        np.testing.assert_allclose(v, want, atol=1e-6)  # float32 weights, float64 sums
        differs += not np.allclose(want, ev.probabilities([pos])[0], atol=1e-3)
        plays = legal_plays(pos, (rng2.randint(1, 6), rng2.randint(1, 6)), CUBELESS)
        nxt = rng2.choice(plays).result
        pos = Position.initial() if nxt.is_game_over() else nxt.swapped()
    assert {2, 3} <= kinds and differs > 100
    # and whole games between the two (the duel's scratch must hold both layers)
    out = duel.duel((nc, nr), setup[1], tables, 20, seed=5)
    assert out.shape == (10, 2) and set(np.abs(out).ravel()) <= {1, 2, 3}
