"""The compiled truncated rollout (training/rollout.py) against a plain
definition written with the engine, and the growing data set's resumption."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import rollout  # noqa: E402
import supervise  # noqa: E402
import train  # noqa: E402
from sampling import sizes  # noqa: E402

from nard_desktop.ai.bearoff import BearoffDatabase  # noqa: E402
from nard_desktop.ai.evaluator import finished_probabilities  # noqa: E402
from nard_desktop.ai.features import encode  # noqa: E402
from nard_desktop.ai.network import Network  # noqa: E402
from nard_desktop.engine import Position, legal_plays  # noqa: E402


def _nets(seed: int = 0, hidden: int = 6):
    rng = np.random.default_rng(seed)
    def net():
        return {"W1": rng.normal(0, 0.3, (206, hidden)), "b1": rng.normal(0, 0.3, hidden),
                "W2": rng.normal(0, 0.3, (hidden, 5)), "b2": rng.normal(0, 0.3, 5)}
    return {"contact": net(), "race": net()}


def _plain_value(pos: Position, state: dict, db: BearoffDatabase) -> np.ndarray:
    """0-ply value of ``pos`` (side on roll), by the definition: exact when
    finished, the database when both sides are home, else the race or the
    contact network."""
    done = finished_probabilities(pos)
    if done is not None:
        return done
    m, t = pos.mine, pos.theirs
    m_back = max(p for p in range(1, 26) if m[p])
    t_back = max(p for p in range(1, 26) if t[p])
    if m_back > 25 - t_back:
        net = state["contact"]
    elif m_back <= 6 and t_back <= 6:
        return db.probabilities(np.array([m[1:7]]), np.array([t[1:7]]))[0]
    else:
        net = state["race"]
    return Network(**net).forward(encode([pos]))[0]


def _flip(v: np.ndarray) -> np.ndarray:
    return np.array([1.0 - v[0], v[3], v[4], v[1], v[2]])


def _both_home(pos: Position) -> bool:
    return all(pos.mine[p] == 0 and pos.theirs[p] == 0 for p in range(7, 26))


def _plain_rollout(pos: Position, dice: np.ndarray, state: dict, db: BearoffDatabase,
                   until_home: bool = False) -> np.ndarray:
    """Mean over the trials of: play ``horizon`` plies, each the best
    cubeless equity at 0-ply, then the value of the position reached, seen
    by the side on roll at the start; with ``until_home`` a trial stops as
    soon as both sides are home (the database's value)."""
    total = np.zeros(5)
    for trial in dice:
        cur, root_on_roll = pos, True
        for ply, (d1, d2) in enumerate(trial):
            best, best_e = None, -np.inf
            for play in legal_plays(cur, (int(d1), int(d2))):
                v = _plain_value(play.result.swapped(), state, db)  # opponent on roll
                e = 2.0 * (1.0 - v[0]) - 1.0 + (v[3] - v[1]) + (v[4] - v[2])
                if e > best_e:
                    best, best_e, best_v = play.result.swapped(), e, v
            cur, root_on_roll = best, not root_on_roll
            if (finished_probabilities(cur) is not None or ply == len(trial) - 1
                    or (until_home and _both_home(cur))):
                total += best_v if root_on_roll else _flip(best_v)
                break
    return total / len(dice)


def _positions() -> list[Position]:
    rng = np.random.default_rng(5)
    out, pos = [], Position.initial()
    while len(out) < 6:
        plays = legal_plays(pos, (int(rng.integers(1, 7)), int(rng.integers(1, 7))))
        pos = plays[int(rng.integers(len(plays)))].result.swapped()
        if pos.is_game_over():
            pos = Position.initial()
        elif rng.random() < 0.1:
            out.append(pos)
    out.append(Position.from_points({6: 3, 5: 2, 2: 4}, {1: 2, 3: 3, 4: 3}))        # bear-off
    out.append(Position.from_points({9: 4, 7: 3, 2: 3, 1: 5}, {10: 2, 6: 6, 3: 7}))  # race
    out.append(Position.from_points({1: 1}, {2: 1, 20: 1}))                           # last checkers
    return out


def _boards(pos: Position):
    return np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8)


@pytest.fixture(scope="module")
def tables():
    return train.bearoff_tables()


@pytest.mark.parametrize("trials", sizes(2, 5))
def test_rollout_matches_its_plain_definition(tables, trials):
    state = _nets(1)
    nets_c, nets_r = rollout.net_tuples(state)
    db = BearoffDatabase.load()
    checked = 0
    for i, pos in enumerate(_positions()):
        dice = rollout.make_dice(100 + i, trials, 4)
        got = np.zeros(5)
        rollout.rollout(*_boards(pos), dice, nets_c, nets_r, *tables, got)
        want = _plain_rollout(pos, dice, state, db)
        np.testing.assert_allclose(got, want, atol=1e-9, err_msg=pos.position_id())
        checked += 1
    assert checked == 9


def test_rollout_until_bearoff_stops_at_the_database(tables):
    """``stop_class=1`` (``--until bearoff``) ends a trial when both sides
    are home, with the database's value; a long horizon then changes nothing
    for the positions that get home within it."""
    state = _nets(3)
    nets_c, nets_r = rollout.net_tuples(state)
    db = BearoffDatabase.load()
    races = [Position.from_points({9: 4, 7: 3, 2: 3, 1: 5}, {10: 2, 6: 6, 3: 7}),
             Position.from_points({12: 2, 8: 3, 5: 5, 3: 5}, {11: 3, 9: 2, 4: 5, 2: 5}),
             Position.from_points({6: 3, 5: 2, 2: 4}, {1: 2, 3: 3, 4: 3})]
    for i, pos in enumerate(races):
        dice = rollout.make_dice(200 + i, 3, 12)
        got = np.zeros(5)
        rollout.rollout(*_boards(pos), dice, nets_c, nets_r, *tables, got, 1)
        want = _plain_rollout(pos, dice, state, db, until_home=True)
        np.testing.assert_allclose(got, want, atol=1e-9, err_msg=pos.position_id())
        plain = np.zeros(5)
        rollout.rollout(*_boards(pos), dice, nets_c, nets_r, *tables, plain)
        if i < 2:  # the rollout to the end differs from the one stopped at the database
            assert np.abs(plain - got).max() > 1e-6


def test_race_only_data_set_keeps_races(tmp_path):
    state = _nets(4)
    ck = tmp_path / "net.npz"
    train.save_checkpoint(ck, {"games": 0, "plies": 0, "seed": 0, "config": {}, "elapsed_s": 0.0, **state})
    args = ["--runs-dir", str(tmp_path), "--run", "rr", "--net", str(ck), "--trials", "2", "--horizon", "30",
            "--shard", "6", "--keep", "0.5", "--until", "bearoff", "--race-only", "--shards", "2"]
    rollout.main(args)
    d = rollout.load_data(tmp_path / "rr", range(2))
    assert (d["cls"] == 2).all() and len(d["cls"]) == 12
    first = dict(np.load(rollout.shard_path(tmp_path / "rr", 1)))
    rollout.shard_path(tmp_path / "rr", 1).unlink()
    rollout.main(args)  # an interrupted set goes on with the same shard
    again = dict(np.load(rollout.shard_path(tmp_path / "rr", 1)))
    for k in first:
        np.testing.assert_array_equal(first[k], again[k])


def test_one_ply_rollout_of_36_trials_is_the_one_ply_target(tables):
    state = _nets(2)
    nets_c, nets_r = rollout.net_tuples(state)
    pos = _positions()[:4]
    pm = np.array([_boards(p)[0] for p in pos])
    pt = np.array([_boards(p)[1] for p in pos])
    want = np.zeros((4, 5))
    supervise.one_ply(nets_c, nets_r, *tables, pm, pt, want)
    got, se = np.zeros((4, 5)), np.zeros(4)
    rollout.rollout_all(pm, pt, 3, 36, 1, nets_c, nets_r, *tables, got, se)
    np.testing.assert_allclose(got, want, atol=1e-12)
    assert (se > 0).all()


def test_dice_are_stratified():
    d = rollout.make_dice(7, 72, 3)
    for block in (d[:36], d[36:]):
        assert {(a, b) for a, b in block[:, 0]} == {(a, b) for a in range(1, 7) for b in range(1, 7)}
        assert len({(a, b) for a, b in block[:, 1]}) == 36
    assert ((d >= 1) & (d <= 6)).all()
    assert not np.array_equal(d, rollout.make_dice(8, 72, 3))


def test_an_interrupted_data_set_is_the_uninterrupted_one(tmp_path, tables):
    net = tmp_path / "net.npz"
    state = {"games": 0, "plies": 0, "seed": 0, "config": {}, "elapsed_s": 0.0, **_nets(3)}
    train.save_checkpoint(net, state)
    common = ["--net", str(net), "--trials", "4", "--horizon", "3", "--shard", "5",
              "--runs-dir", str(tmp_path)]
    rollout.main(["--run", "whole", "--shards", "3", *common])
    rollout.main(["--run", "split", "--shards", "1", *common])
    rollout.main(["--run", "split", "--shards", "3", "--runs-dir", str(tmp_path)])
    assert rollout.count_shards(tmp_path / "split") == 3
    a = rollout.load_data(tmp_path / "whole", range(3))
    b = rollout.load_data(tmp_path / "split", range(3))
    for k in a:
        np.testing.assert_array_equal(a[k], b[k])
    assert len(a["m"]) == 15 and (a["cls"] >= 2).all()
    assert not np.array_equal(a["target"][:5], a["target"][5:10])
    with pytest.raises(SystemExit):
        rollout.main(["--run", "split", "--net", str(tmp_path / "other.npz"), "--runs-dir", str(tmp_path)])


def test_fitting_resumes_exactly(tmp_path, tables):
    import fit

    net = tmp_path / "net.npz"
    state = {"games": 0, "plies": 0, "seed": 0, "config": {}, "elapsed_s": 0.0, **_nets(4)}
    train.save_checkpoint(net, state)
    rollout.main(["--run", "data", "--net", str(net), "--trials", "3", "--horizon", "2", "--shard", "6",
                  "--shards", "4", "--runs-dir", str(tmp_path)])
    common = ["--runs-dir", str(tmp_path), "--holdout-every", "4"]
    fit.main(["--run", "whole", "--data", "data", "--init", str(net), "--epochs", "3", *common])
    fit.main(["--run", "split", "--data", "data", "--init", str(net), "--epochs", "1", *common])
    fit.main(["--run", "split", "--resume", "--epochs", "3", *common])
    a = train.load_checkpoint(tmp_path / "whole" / "latest.npz")
    b = train.load_checkpoint(tmp_path / "split" / "latest.npz")
    assert a["config"]["fit"]["epochs_done"] == b["config"]["fit"]["epochs_done"] == 3
    for name in ("contact", "race"):
        for k, v in a[name].items():
            np.testing.assert_array_equal(v, b[name][k])
    assert not np.array_equal(a["contact"]["W1"], state["contact"]["W1"])
    assert (tmp_path / "whole" / "epoch_002.npz").exists()
    # --inputs widens to a later feature set: the last one (238) too.
    fit.main(["--run", "wider", "--data", "data", "--init", str(net), "--epochs", "1", "--inputs", "238", *common])
    wider = train.load_checkpoint(tmp_path / "wider" / "latest.npz")
    assert wider["race"]["W1"].shape[0] == wider["contact"]["W1"].shape[0] == 238
    assert (wider["contact"]["W1"][222:] != 0).any()  # the data hold contact positions only
