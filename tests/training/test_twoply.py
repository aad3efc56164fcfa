"""The compiled 2-ply targets (training/twoply.py) against the package's own
2-ply search (nard_desktop.ai.search.rank_two_ply with the neural
evaluator), and the data set's resumption."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import rollout  # noqa: E402
import train  # noqa: E402
import twoply  # noqa: E402

from nard_desktop.ai.equity import MONEY  # noqa: E402
from nard_desktop.ai.neural import NeuralEvaluator  # noqa: E402
from nard_desktop.ai.search import ROLL_WEIGHTS, MoveFilter, rank_two_ply  # noqa: E402
from nard_desktop.engine import ROLLS, Position, RuleSet, legal_plays  # noqa: E402

CUBELESS = RuleSet(cube_enabled=False, jacoby=False)


def _package_two_ply(pos: Position, ev, move_filter: MoveFilter) -> np.ndarray:
    """By the definition: each roll's play chosen by the World class search,
    its 2-ply probabilities averaged over the 21 rolls."""
    total = np.zeros(5)
    for k, roll in enumerate(ROLLS):
        best = rank_two_ply(legal_plays(pos, roll, CUBELESS), CUBELESS, MONEY, ev, move_filter)[0]
        total += ROLL_WEIGHTS[k] * np.array(best.probabilities)
    return total


def _boards(pos: Position):
    return np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8)


def _nets(ev: NeuralEvaluator):
    return twoply.search_nets({name: {k: getattr(net, k) for k in ("W1", "b1", "W2", "b2")}
                               for name, net in (("contact", ev.contact), ("race", ev.race))})


@pytest.fixture(scope="module")
def setup():
    ev = NeuralEvaluator.load()
    return ev, _nets(ev), train.bearoff_tables()


POSITIONS = {
    "opening": Position.initial(),
    # a blitz with checkers on the bar (contact)
    "bar": Position.from_points({13: 4, 8: 3, 6: 4, 5: 2}, {24: 2, 13: 4, 8: 2, 6: 4, 4: 2, 3: 1}, mine_bar=2),
    # a race and a bear-off against a checker still back
    "race": Position.from_points({9: 4, 7: 3, 2: 3, 1: 5}, {10: 2, 6: 6, 3: 7}),
    "bear-off vs contact": Position.from_points({6: 3, 5: 3, 4: 2, 3: 2, 2: 1}, {24: 1, 6: 4, 5: 4, 4: 6}),
    # the game can end this turn (exact values among the leaves)
    "last checkers": Position.from_points({1: 1, 2: 1}, {2: 1, 20: 1}),
}


@pytest.mark.parametrize("name", list(POSITIONS))
def test_two_ply_target_is_the_package_two_ply_value(setup, name):
    ev, (nc, nr), tables = setup
    pos = POSITIONS[name]
    got = np.zeros(5)
    twoply.two_ply(*_boards(pos), nc, nr, *tables, 8, 0.16, got)
    want = _package_two_ply(pos, ev, MoveFilter())
    np.testing.assert_allclose(got, want, atol=1e-9, err_msg=name)


def test_a_narrow_filter_prunes_as_the_package_does(setup):
    # A blitz: the 0-ply pick of some roll is not the 2-ply one, so the
    # filter changes the value (in the opening it may not: a network fitted
    # to its own search's order can pick every opening roll's best at 0-ply).
    ev, (nc, nr), tables = setup
    pos = POSITIONS["bar"]
    narrow = np.zeros(5)
    twoply.two_ply(*_boards(pos), nc, nr, *tables, 1, 0.03, narrow)
    np.testing.assert_allclose(narrow, _package_two_ply(pos, ev, MoveFilter(keep=1, threshold=0.03)), atol=1e-9)
    wide = np.zeros(5)
    leaves_wide = twoply.two_ply(*_boards(pos), nc, nr, *tables, 8, 0.16, wide)
    leaves_narrow = twoply.two_ply(*_boards(pos), nc, nr, *tables, 1, 0.03, narrow)
    assert leaves_narrow < leaves_wide
    assert not np.allclose(narrow, wide, atol=1e-6)


def test_zero_ply_value_is_the_evaluator(setup):
    ev, (nc, nr), tables = setup
    from fastgen import N_FEATURES

    x, nz, v = np.zeros(N_FEATURES), np.zeros(N_FEATURES, np.int64), np.zeros(5)
    for name, pos in POSITIONS.items():
        twoply.value(*_boards(pos), nc, nr, *tables, x, nz, np.zeros(nc[1].shape[0]),
                     np.zeros(nr[1].shape[0]), v)
        np.testing.assert_allclose(v, ev.probabilities([pos])[0], atol=1e-12, err_msg=name)


def test_kinds():
    def k(pos):
        return int(twoply.kind(*_boards(pos)))
    assert k(Position.initial()) == 3
    assert k(POSITIONS["race"]) == 2
    assert k(Position.from_points({6: 3, 5: 2, 2: 4}, {1: 2, 3: 3, 4: 3})) == 1
    assert k(POSITIONS["bear-off vs contact"]) == 6
    back = Position.from_points({24: 2, 22: 2, 20: 2, 13: 3, 8: 2, 6: 4}, {6: 5, 4: 4, 2: 3, 8: 3})
    assert k(back) == 5
    crashed = Position.from_points({13: 2, 6: 2, 2: 5, 1: 6}, {21: 2, 13: 4, 8: 3, 6: 4, 5: 2})
    assert k(crashed) == 4


def test_an_interrupted_data_set_is_the_uninterrupted_one(tmp_path, random_checkpoint):
    net = tmp_path / "net.npz"
    train.save_checkpoint(net, random_checkpoint(3))
    common = ["--net", str(net), "--shard", "3", "--keep", "2", "--threshold", "0.05",
              "--runs-dir", str(tmp_path)]
    twoply.main(["--run", "whole", "--shards", "2", *common])
    twoply.main(["--run", "split", "--shards", "1", *common])
    twoply.main(["--run", "split", "--shards", "2", "--runs-dir", str(tmp_path)])
    assert rollout.count_shards(tmp_path / "split") == 2
    a = rollout.load_data(tmp_path / "whole", range(2))
    b = rollout.load_data(tmp_path / "split", range(2))
    for k in a:
        np.testing.assert_array_equal(a[k], b[k])
    assert len(a["m"]) == 6 and (a["cls"] >= 2).all() and (a["se"] == 0).all()
    assert not np.array_equal(a["target"][:3], a["target"][3:])
    with np.load(rollout.shard_path(tmp_path / "whole", 0)) as d:
        assert d["v0"].shape == (3, 5) and set(d["kind"]) <= {2, 3, 4, 5, 6}
    with pytest.raises(SystemExit):
        twoply.main(["--run", "split", "--net", str(tmp_path / "other.npz"), "--runs-dir", str(tmp_path)])


def test_the_target_is_the_cube_decisions_two_ply_look_with_the_world_class_filter(setup):
    from nard_desktop.ai.cube import two_ply_average

    ev, (nc, nr), tables = setup
    pos = POSITIONS["race"]
    got = np.zeros(5)
    twoply.two_ply(*_boards(pos), nc, nr, *tables, 8, 0.16, got)
    np.testing.assert_allclose(got, two_ply_average(pos, CUBELESS, MONEY, ev, MoveFilter()), atol=1e-9)
