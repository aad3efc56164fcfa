"""The data sets' positions (training/positions.py, the one self-play loop of
rollout.py, twoply.py and supervise.py) are the positions the data sets were
made with: the beginning of committed shards is computed again, bit for bit,
and supervise.py's round positions equal those recorded from its own loop."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import positions  # noqa: E402
import rollout  # noqa: E402
import supervise  # noqa: E402
import train  # noqa: E402
import twoply  # noqa: E402

RUNS = ROOT / "training" / "runs"


@pytest.fixture(scope="module")
def generator():
    """The network the committed data sets were made with, and the bear-off tables."""
    cfg = json.loads((RUNS / "ro1" / "config.json").read_text())
    return train.load_checkpoint(ROOT / cfg["net"]), train.bearoff_tables()


def _committed(run: str, k: int, n: int) -> tuple[dict, dict]:
    cfg = json.loads((RUNS / run / "config.json").read_text())
    with np.load(rollout.shard_path(RUNS / run, k)) as d:
        shard = {name: d[name][:n] for name in d.files if d[name].ndim}
    return dict(cfg, shard=n), shard


@pytest.mark.parametrize("k", [0, 137])
def test_a_rollout_shard_is_computed_again(generator, k):
    # A shard's first positions do not depend on its size, nor do their targets
    # (position i of a shard rolls its own dice), so a short shard is the
    # committed one's beginning.
    state, tables = generator
    cfg, want = _committed("ro1", k, 12)
    got = rollout.make_shard(k, cfg, *positions.net_tuples(state), tables)
    for name in ("m", "t", "target", "se", "cls"):
        np.testing.assert_array_equal(got[name], want[name], err_msg=name)


@pytest.mark.parametrize("k", [0, 101])
def test_a_two_ply_shard_is_computed_again(generator, k):
    state, tables = generator
    cfg, want = _committed("tp1", k, 2)
    got = twoply.make_shard(k, cfg, *positions.search_nets(state), tables)
    for name in ("m", "t", "target", "cls", "kind", "v0"):
        np.testing.assert_array_equal(got[name], want[name], err_msg=name)
    # Further in, the rarer kinds are kept with their own probability.
    cfg, want = _committed("tp1", k, 100)
    pm, pt = np.zeros((100, 26), np.int8), np.zeros((100, 26), np.int8)
    kept, _ = positions.collect(positions.PACKAGE_VIEW, positions.KEEP_RARE_MORE,
                                np.array([cfg["keep_prob"], cfg["keep_rare"]]), *positions.search_nets(state),
                                *tables, 100, positions.UNTIL_KEPT, (cfg["seed"] * 1_000_003 + k) % 2**31,
                                cfg["explore"], pm, pt)
    assert kept == 100
    np.testing.assert_array_equal(pm, want["m"])
    np.testing.assert_array_equal(pt, want["t"])


# Recorded from supervise.py's own self-play loop as it was before it moved to
# positions.py (commit 0563f10, `supervise.collect(nets, tables, games, seed,
# 0.05, pm, pt)` with the network above and a capacity of 80 positions a game):
# the number of positions and the SHA-256 of their boards (`pm` bytes, then `pt`).
SUPERVISED_ROUNDS = {
    # (games, seed): (positions, sha256)
    (2, 2_000_006): (73, "0a6390cb40db516bc0b57917fcfacaf9a433d7718c3a6df8f10a5fd3ac0f3831"),
    (30, 77): (1407, "11b17f98d18344eb0c5aa51b7362387b41c1b84c7209d5a4613e7cfcf77282fd"),
}


@pytest.mark.parametrize("games, seed", list(SUPERVISED_ROUNDS))
def test_a_supervised_rounds_positions_are_those_recorded(generator, games, seed):
    state, tables = generator
    pm, pt = supervise.self_play(*positions.net_tuples(state), tables, games, seed, 0.05)
    count, digest = SUPERVISED_ROUNDS[games, seed]
    assert len(pm) == count
    assert hashlib.sha256(pm.tobytes() + pt.tobytes()).hexdigest() == digest
    assert (rollout.classes(pm, pt) >= 2).all()


def test_the_keep_rules(generator):
    state, tables = generator
    nets = positions.net_tuples(state)

    def run(rule, probs, want=2000, games=20):
        pm, pt = np.zeros((want, 26), np.int8), np.zeros((want, 26), np.int8)
        n, played = positions.collect(positions.TRAINING_VIEW, rule, np.array(probs, float), *nets, *tables,
                                      want, games, 5, 0.05, pm, pt)
        return pm[:n], pt[:n], played

    every = run(positions.KEEP_EVERY, [])
    assert every[2] == 20 and len(every[0]) > 20 * 20
    assert set(rollout.classes(every[0], every[1])) == {2, 3}
    assert len(run(positions.KEEP_SOME, [0.0])[0]) == 0
    rare = run(positions.KEEP_RARE_MORE, [0.0, 1.0])
    kinds = {int(positions.kind(m, t)) for m, t in zip(rare[0], rare[1])}
    assert kinds and kinds <= {4, 5, 6}
    # ``want`` ends the self-play before ``games`` does; what is kept until
    # then does not depend on ``want``.
    few = run(positions.KEEP_EVERY, [], want=10)
    assert few[2] == 1 and np.array_equal(few[0], every[0][:10]) and np.array_equal(few[1], every[1][:10])
