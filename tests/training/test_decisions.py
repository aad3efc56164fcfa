"""Decision targets (training/decisions.py): the compiled three-ply value
against the package's World class third ply, the candidates, the centring,
the data set's resumption and the judge."""

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
import rollout  # noqa: E402
import train  # noqa: E402
from positions import net_tuples, search_nets  # noqa: E402

from nard_desktop.ai.equity import MONEY  # noqa: E402
from nard_desktop.ai.neural import NeuralEvaluator  # noqa: E402
from nard_desktop.ai.search import MoveFilter, rank_three_ply  # noqa: E402
from nard_desktop.engine import Position, RuleSet, legal_plays  # noqa: E402

CUBELESS = RuleSet(cube_enabled=False, jacoby=False)


def _state(ev: NeuralEvaluator) -> dict:
    return {name: {k: getattr(net, k) for k in ("W1", "b1", "W2", "b2")}
            for name, net in (("contact", ev.contact), ("race", ev.race))}


@pytest.fixture(scope="module")
def setup():
    ev = NeuralEvaluator.load()
    return ev, _state(ev), train.bearoff_tables()


def _boards(pos: Position):
    return np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8)


CASES = {
    "opening 4-3": (Position.initial(), (4, 3)),
    "bar": (Position.from_points({13: 4, 8: 3, 6: 4, 5: 2}, {24: 2, 13: 4, 8: 2, 6: 4, 4: 2, 3: 1}), (6, 2)),
    "bear-off vs contact": (Position.from_points({6: 3, 5: 3, 4: 2, 3: 2, 2: 1}, {24: 1, 6: 4, 5: 4, 4: 6}),
                            (5, 4)),
    # the opponent can bear off its last checkers on some rolls: exact leaves
    "last checkers": (Position.from_points({3: 1, 4: 1, 22: 1}, {2: 1, 1: 1}), (2, 1)),
}


@pytest.mark.parametrize("name", list(CASES))
def test_three_ply_value_is_world_class_third_ply(setup, name):
    ev, state, tables = setup
    pos, roll = CASES[name]
    wide = MoveFilter(keep=4, threshold=2.0)
    ranked = rank_three_ply(legal_plays(pos, roll, CUBELESS), CUBELESS, MONEY, ev, wide, wide)
    deep = [r for r in ranked if r.plies == 3]
    assert deep, name
    sc, sr = search_nets(state)
    got = np.zeros(5)
    for r in deep:
        om, ot = _boards(r.play.result.swapped())
        decisions.three_ply(om, ot, sc, sr, *tables, got)
        np.testing.assert_allclose(got, np.array(r.probabilities), atol=1e-6, err_msg=name)


def test_candidates_are_the_best_results_within_the_threshold(setup):
    _, state, tables = setup
    nc, nr = net_tuples(state)
    pos, roll = CASES["opening 4-3"]
    plays = legal_plays(pos, roll, CUBELESS)
    om = np.array([p.result.theirs for p in plays], np.int8)
    ot = np.array([p.result.mine for p in plays], np.int8)
    eq = np.sort(decisions.values_for_mover(om, ot, nc, nr, *tables))[::-1]
    cm, ct, cv = np.zeros((4, 26), np.int8), np.zeros((4, 26), np.int8), np.zeros((4, 5))
    for threshold in (0.0, 0.05, 1.0):
        n = decisions.candidates(*_boards(pos), *roll, nc, nr, *tables, 4, threshold, cm, ct, cv)
        assert n == min(4, int((eq >= eq[0] - threshold).sum()))
        mine = decisions.values_for_mover(cm[:n], ct[:n], nc, nr, *tables)
        np.testing.assert_allclose(mine, eq[:n], atol=1e-12)
        np.testing.assert_allclose(decisions.mover_equity(cv[:n]), mine, atol=1e-12)


def test_centred_targets_keep_the_networks_mean_and_the_searchs_differences():
    rng = np.random.default_rng(1)
    dec = np.array([0, 0, 0, 1, 1])
    v0 = rng.uniform(0.3, 0.6, (5, 5))
    raw = rng.uniform(0.3, 0.6, (5, 5))
    got = decisions.centred(raw, v0, dec)
    for d in (0, 1):
        rows = dec == d
        np.testing.assert_allclose(got[rows].mean(axis=0), v0[rows].mean(axis=0))
        np.testing.assert_allclose(got[rows] - got[rows][0], raw[rows] - raw[rows][0])
    assert decisions.centred(np.array([[1.0] * 5, [0.0] * 5]), np.full((2, 5), 0.9), np.zeros(2)).max() == 1.0


def test_an_interrupted_data_set_is_the_uninterrupted_one_and_fits_and_judges(tmp_path, capsys,
                                                                            random_checkpoint):
    net = tmp_path / "net.npz"
    train.save_checkpoint(net, random_checkpoint(3))
    common = ["--net", str(net), "--shard", "3", "--keep", "3", "--threshold", "0.2",
              "--runs-dir", str(tmp_path)]
    decisions.main(["--run", "whole", "--shards", "2", *common])
    decisions.main(["--run", "split", "--shards", "1", *common])
    decisions.main(["--run", "split", "--shards", "2", "--runs-dir", str(tmp_path)])
    for k in range(2):
        with np.load(rollout.shard_path(tmp_path / "whole", k)) as a, \
                np.load(rollout.shard_path(tmp_path / "split", k)) as b:
            assert set(a.files) == set(b.files)
            for name in a.files:
                np.testing.assert_array_equal(a[name], b[name])
            assert sorted(set(a["dec"])) == [0, 1, 2]
            assert 6 <= len(a["dec"]) <= 9 and (a["se"] == 0).all()
            np.testing.assert_allclose(a["target"], decisions.centred(a["raw"], a["v0"], a["dec"]), atol=1e-6)
    # shards of different sizes load with the right shard of each row
    d = rollout.load_data(tmp_path / "whole", range(2))
    with np.load(rollout.shard_path(tmp_path / "whole", 0)) as a:
        assert (d["shard"] == 0).sum() == len(a["dec"])
    fit_batch.main(["--run", "fit", "--data", "whole", "--init", str(net), "--epochs", "1",
                    "--holdout-every", "2", "--runs-dir", str(tmp_path)])
    assert (tmp_path / "fit" / "best.npz").exists()
    capsys.readouterr()
    # the generating network judged against its own search, and a stranger
    stranger = tmp_path / "stranger.npz"
    train.save_checkpoint(stranger, random_checkpoint(4))
    decisions.main(["--run", "whole", "--judge", str(net), str(stranger), "--holdout-every", "2",
                    "--runs-dir", str(tmp_path)])
    out = capsys.readouterr().out
    assert "3 held-out decisions" in out and "against the first" in out
    with pytest.raises(SystemExit):
        decisions.main(["--run", "split", "--net", str(tmp_path / "other.npz"), "--runs-dir", str(tmp_path)])


def test_judge_scores_the_search_itself_perfectly(setup):
    _, state, tables = setup
    nc, nr = net_tuples(state)
    pos, roll = CASES["opening 4-3"]
    cm, ct, cv = np.zeros((4, 26), np.int8), np.zeros((4, 26), np.int8), np.zeros((4, 5))
    n = decisions.candidates(*_boards(pos), *roll, nc, nr, *tables, 4, 1.0, cm, ct, cv)
    two = np.r_[np.arange(n), np.arange(n)]
    data = {"m": cm[two], "t": ct[two], "dec": np.repeat([0, 1], n)}
    # the teacher is the network itself: nothing given away
    data["raw"] = cv[two].astype(np.float32)
    lines = decisions.judge(data, [("self", (nc, nr))], tables)
    assert "2 held-out decisions" in lines[0]
    assert "gives away 0.00 ± 0.00 mE" in lines[1] and "in 100.0 %" in lines[1]
    # the teacher with the candidates' values reversed: the network's pick is its worst
    rev = np.r_[np.arange(n)[::-1], np.arange(n)[::-1]]
    data["raw"] = cv[rev].astype(np.float32)
    eq = decisions.mover_equity(cv[:n])
    lines = decisions.judge(data, [("self", (nc, nr)), ("again", (nc, nr))], tables)
    assert f"gives away {1000 * (eq.max() - eq.min()):.2f} ± 0.00 mE" in lines[1]
    assert "in 0.0 %" in lines[1] and "against the first +0.00 ± 0.00 mE" in lines[2]
