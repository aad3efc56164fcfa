"""The network, its weight files and the neural evaluator."""

import json

import numpy as np
import pytest

from nard_desktop.ai.evaluator import WeightsError
from nard_desktop.ai.features import FEATURE_SETS, N_FEATURES, encode
from nard_desktop.ai.network import Network, load_weights, save_weights
from nard_desktop.ai.neural import DEFAULT_WEIGHTS, NeuralEvaluator
from nard_desktop.engine import Position, legal_plays


def _random_net(rng, hidden):
    return {"W1": rng.normal(0, 0.1, (N_FEATURES, hidden)), "b1": rng.normal(0, 0.1, hidden),
            "W2": rng.normal(0, 0.3, (hidden, 5)), "b2": rng.normal(0, 0.1, 5)}


@pytest.fixture(scope="module")
def evaluator():
    return NeuralEvaluator.load()


def _game_positions(n, seed=5):
    import random
    rng = random.Random(seed)
    out = []
    pos = Position.initial()
    while len(out) < n:
        plays = legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))
        res = rng.choice(plays).result.swapped()
        out.append(res)
        pos = Position.initial() if res.is_game_over() else res
    return out


def test_forward_shapes_and_values():
    rng = np.random.default_rng(0)
    parts = _random_net(rng, 7)
    net = Network(**parts)
    x = rng.random((3, N_FEATURES))
    y = net.forward(x)
    assert y.shape == (3, 5)
    h = 1 / (1 + np.exp(-(x @ parts["W1"] + parts["b1"])))
    want = 1 / (1 + np.exp(-(h @ parts["W2"] + parts["b2"])))
    np.testing.assert_allclose(y, want, rtol=1e-12)
    with pytest.raises(ValueError):
        Network(parts["W1"][:5], parts["b1"], parts["W2"], parts["b2"])


@pytest.mark.parametrize("rows", FEATURE_SETS[:-1])
def test_a_network_of_an_earlier_feature_set_reads_the_leading_inputs(rows):
    # 202 or 206 rows: the inputs added later are ignored, exactly as if their
    # weights were zero (how a network is widened before further training).
    rng = np.random.default_rng(rows)
    parts = _random_net(rng, 6)
    old = Network(parts["W1"][:rows], parts["b1"], parts["W2"], parts["b2"])
    wide = np.vstack([parts["W1"][:rows], np.zeros((N_FEATURES - rows, 6))])
    widened = Network(wide, parts["b1"], parts["W2"], parts["b2"])
    x = encode(_game_positions(30))
    assert old.inputs == rows and widened.inputs == N_FEATURES
    np.testing.assert_allclose(old.forward(x), widened.forward(x), rtol=1e-12)
    assert not np.allclose(old.forward(x), Network(**parts).forward(x))


def test_the_shipped_network_reads_the_fourth_feature_set(evaluator):
    assert (evaluator.contact.inputs, evaluator.race.inputs) == (238, 238)
    assert FEATURE_SETS.index(238) == len(FEATURE_SETS) - 1 and N_FEATURES == 238


@pytest.mark.parametrize("rows", [n for n in FEATURE_SETS if n < N_FEATURES])
def test_a_network_of_an_earlier_input_set_evaluates_as_its_widened_copy(evaluator, tmp_path, rows):
    """The evaluator encodes only the inputs a network of an earlier set reads
    (the shipped network cut to its first ``rows`` inputs, a network of its
    own, or the shipped network itself for its own 222); the same network
    widened to every input with zero weights gives the same probabilities,
    so the leading inputs are unchanged by the later sets."""
    narrow, wide = {}, {}
    for name, net in (("contact", evaluator.contact), ("race", evaluator.race)):
        narrow[name] = {"W1": net.W1[:rows], "b1": net.b1, "W2": net.W2, "b2": net.b2}
        wide[name] = {"W1": np.vstack([net.W1[:rows], np.zeros((N_FEATURES - rows, net.hidden))]),
                      "b1": net.b1, "W2": net.W2, "b2": net.b2}
    save_weights(tmp_path / "narrow.npz", narrow["contact"], narrow["race"])
    save_weights(tmp_path / "wide.npz", wide["contact"], wide["race"])
    a = NeuralEvaluator.load(tmp_path / "narrow.npz")
    b = NeuralEvaluator.load(tmp_path / "wide.npz")
    assert a.contact.inputs == rows and b.contact.inputs == N_FEATURES
    positions = _game_positions(200)
    pa, pb = a.probabilities(positions), b.probabilities(positions)
    np.testing.assert_allclose(pa, pb, rtol=0, atol=1e-12)
    if rows < evaluator.contact.inputs:
        # and cutting the inputs did change the network: the test is not empty
        assert not np.allclose(pa, evaluator.probabilities(positions), atol=1e-4)
    else:
        # the shipped network evaluates exactly as before the fourth set
        np.testing.assert_array_equal(pa, evaluator.probabilities(positions))
        assert (encode(positions)[:, 222:] != 0).any()


def test_encoding_of_the_start():
    x = encode([Position.initial()])
    assert x.shape == (1, N_FEATURES)
    # 24-point, two checkers, for both sides; pips 167; no blots, no primes of length > 1
    assert x[0, 4 * 23:4 * 23 + 4].tolist() == [1, 1, 0, 0]
    assert x[0, 98 + 4 * 5:98 + 4 * 5 + 4].tolist() == [1, 1, 1, 1]
    assert x[0, 196] == x[0, 197] == pytest.approx(1.67)
    assert x[0, 198] == x[0, 199] == 0.0


def test_save_and_load_round_trip(tmp_path):
    rng = np.random.default_rng(1)
    c, r = _random_net(rng, 6), _random_net(rng, 4)
    path = tmp_path / "w.npz"
    save_weights(path, c, r, {"games": 3})
    contact, race, meta = load_weights(path)
    assert meta["games"] == 3 and contact.hidden == 6 and race.hidden == 4
    np.testing.assert_allclose(contact.W1, c["W1"].astype(np.float32))


def test_missing_and_corrupt_weights(tmp_path):
    with pytest.raises(WeightsError, match="not found"):
        NeuralEvaluator.load(tmp_path / "missing.npz")
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"PK\x03\x04 definitely not a zip")
    with pytest.raises(WeightsError, match="unreadable"):
        NeuralEvaluator.load(bad)
    rng = np.random.default_rng(2)
    c, r = _random_net(rng, 6), _random_net(rng, 4)
    r["W1"] = r["W1"][:, :3]  # does not fit its hidden layer
    wrong = tmp_path / "wrong.npz"
    save_weights(wrong, c, r)
    with pytest.raises(WeightsError, match="do not fit"):
        NeuralEvaluator.load(wrong)
    c2 = _random_net(rng, 6)
    c2["W2"][0, 0] = np.nan
    nan = tmp_path / "nan.npz"
    save_weights(nan, c2, _random_net(rng, 4))
    with pytest.raises(WeightsError, match="non-finite"):
        NeuralEvaluator.load(nan)
    partial = tmp_path / "partial.npz"
    np.savez(partial, meta=np.array(json.dumps({"format": "nard-td-1"})))
    with pytest.raises(WeightsError, match="lack"):
        NeuralEvaluator.load(partial)
    assert issubclass(WeightsError, ValueError)


def test_shipped_weights_load(evaluator):
    assert DEFAULT_WEIGHTS.is_file()
    assert evaluator.contact.hidden >= 32


def test_terminal_positions_are_exact(evaluator):
    single = Position.from_points({6: 3}, {}, )          # they have all off: I lost, not a gammon
    gammon = Position.from_points({6: 15}, {})
    backgammon = Position.from_points({6: 14}, {}, mine_bar=1)
    won = Position.from_points({}, {6: 15}).swapped().swapped()  # I have all off
    p = evaluator.probabilities([single, gammon, backgammon, won])
    np.testing.assert_array_equal(p[0], [0, 0, 0, 0, 0])
    np.testing.assert_array_equal(p[1], [0, 0, 0, 1, 0])
    np.testing.assert_array_equal(p[2], [0, 0, 0, 1, 1])
    np.testing.assert_array_equal(p[3], [1, 1, 0, 0, 0])


def test_probabilities_are_consistent(evaluator):
    positions = _game_positions(400)
    p = evaluator.probabilities(positions)
    assert p.shape == (400, 5) and p.dtype == np.float64
    assert np.all((p >= 0) & (p <= 1))
    assert np.all(p[:, 1] <= p[:, 0] + 1e-12) and np.all(p[:, 2] <= p[:, 1] + 1e-12)
    assert np.all(p[:, 3] <= 1 - p[:, 0] + 1e-12) and np.all(p[:, 4] <= p[:, 3] + 1e-12)
    # Evaluating one at a time gives the same numbers as in a batch.
    for i in (0, 57, 399):
        np.testing.assert_allclose(evaluator.probabilities([positions[i]])[0], p[i], rtol=1e-12)


def test_bearoff_positions_use_the_database(evaluator):
    pos = Position.from_points({1: 1}, {6: 15})
    assert evaluator.probabilities([pos])[0, 0] == pytest.approx(1.0)
    pos = Position.from_points({6: 2}, {1: 1})
    p = evaluator.probabilities([pos])[0]
    # 2 checkers on the six point: off in one roll only with 6-6 (or any double of 3+).
    assert p[0] == pytest.approx(4 / 36, abs=1e-4)


def test_sensible_judgement(evaluator):
    start = evaluator.probabilities([Position.initial()])[0]
    assert 0.4 < start[0] < 0.65
    # Far ahead in the race wins more often than far behind.
    ahead = Position.from_points({1: 5, 2: 5, 3: 5}, {12: 5, 13: 5, 14: 5})
    behind = ahead.swapped()
    pa, pb = evaluator.probabilities([ahead, behind])
    assert pa[0] > 0.9 and pb[0] < 0.1


def test_results_the_board_rules_out_get_zero():
    """docs/rules.md §7: no gammon once the loser bore a checker off; in a race no
    backgammon unless the loser still stands in the winner's home board."""
    from nard_desktop.ai.neural import NeuralEvaluator
    from nard_desktop.engine import Position

    ev = NeuralEvaluator.load()
    # Race, nobody off, opponent far from my home board: gammons possible, backgammons not.
    race = Position.from_points({6: 5, 5: 5, 4: 5}, {12: 5, 11: 5, 10: 5})
    # Contact-free, the opponent has borne one off: my gammon chances are nil.
    off = Position.from_points({9: 8, 8: 7}, {2: 14})
    p_race, p_off = ev.probabilities([race, off])
    assert p_race[2] == 0.0 and p_race[4] == 0.0
    assert p_off[1] == 0.0 and p_off[2] == 0.0


def _deep_net(rng, hidden, second):
    net = _random_net(rng, hidden)
    net.update(U=rng.normal(0, 0.5, (hidden, second)), c=rng.normal(0, 0.1, second),
               V=rng.normal(0, 0.5, (second, 5)))
    return net


def test_a_second_hidden_layer_feeds_the_outputs_beside_the_first():
    rng = np.random.default_rng(11)
    parts = _deep_net(rng, 7, 3)
    x = rng.random((4, N_FEATURES))
    h = 1 / (1 + np.exp(-(x @ parts["W1"] + parts["b1"])))
    g = 1 / (1 + np.exp(-(h @ parts["U"] + parts["c"])))
    want = 1 / (1 + np.exp(-(h @ parts["W2"] + g @ parts["V"] + parts["b2"])))
    net = Network(**parts)
    np.testing.assert_allclose(net.forward(x), want, rtol=1e-12)
    from nard_desktop.ai.network import Network32
    np.testing.assert_allclose(Network32(net).forward(x), want, atol=2e-6)
    # zero output weights: exactly the one-layer network
    flat = Network(**{k: parts[k] for k in ("W1", "b1", "W2", "b2")})
    np.testing.assert_array_equal(Network(**dict(parts, V=np.zeros((3, 5)))).forward(x), flat.forward(x))
    with pytest.raises(ValueError, match="all of U, c and V"):
        Network(**dict(parts, V=None))
    with pytest.raises(ValueError, match="second layer"):
        Network(**dict(parts, U=parts["U"][:5]))


def test_weights_with_a_second_layer_round_trip_and_evaluate(tmp_path):
    rng = np.random.default_rng(12)
    c, r = _deep_net(rng, 6, 4), _random_net(rng, 5)
    path = tmp_path / "deep.npz"
    save_weights(path, c, r)
    contact, race, meta = load_weights(path)
    assert meta["format"] == "nard-td-2" and contact.V.shape == (4, 5) and race.U is None
    assert set(contact.arrays()) == {"W1", "b1", "W2", "b2", "U", "c", "V"}
    ev = NeuralEvaluator.load(path)
    positions = _game_positions(60)
    p = ev.probabilities(positions)
    np.testing.assert_allclose(ev.float32().probabilities(positions), p, atol=2e-6)
    save_weights(tmp_path / "flat.npz", {k: c[k] for k in ("W1", "b1", "W2", "b2")}, r)
    assert load_weights(tmp_path / "flat.npz")[2]["format"] == "nard-td-1"
    assert not np.allclose(NeuralEvaluator.load(tmp_path / "flat.npz").probabilities(positions), p, atol=1e-3)


def test_an_unknown_format_is_refused(tmp_path):
    rng = np.random.default_rng(13)
    path = tmp_path / "future.npz"
    save_weights(path, _random_net(rng, 3), _random_net(rng, 3), {"format": "nard-td-9"})
    with pytest.raises(WeightsError, match="nard-td-9"):
        load_weights(path)
