"""bench/eval_vs_gnubg.py: our evaluations against GNU Backgammon's, by class."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

gnubg_nn = pytest.importorskip("gnubg_nn")

import eval_vs_gnubg as bench  # noqa: E402



def test_the_differences_are_those_of_the_cubeless_equity():
    ref = np.array([[0.5, 0.1, 0.0, 0.1, 0.0], [0.6, 0.2, 0.01, 0.1, 0.0], [0.3, 0.0, 0.0, 0.0, 0.0]])
    ours = ref.copy()
    ours[0, 0] += 0.02  # equity +0.04
    ours[1, 1] -= 0.03  # equity -0.03
    classes = np.array([gnubg_nn.c_contact, gnubg_nn.c_contact, gnubg_nn.c_race])
    rows = bench.compare(ours, ref, classes)
    assert rows["contact"]["n"] == 2
    assert rows["contact"]["rms"] == pytest.approx(np.sqrt((0.04 ** 2 + 0.03 ** 2) / 2))
    assert rows["contact"]["bias"] == pytest.approx(0.005)
    assert rows["race"]["rms"] == 0.0
    assert "crashed" not in rows
    assert rows["all"]["n"] == 3
    np.testing.assert_allclose(rows["contact"]["probs"], [np.sqrt(0.02 ** 2 / 2), np.sqrt(0.03 ** 2 / 2), 0, 0, 0])


def test_the_positions_depend_on_the_seed_only_and_leave_out_bear_offs():
    expert, _ = bench._net_chooser(None, True)
    a = bench.self_play_positions(expert, 25, 0.3, 4)
    b = bench.self_play_positions(expert, 25, 0.3, 4)
    assert a == b and len(a) == 25
    assert a != bench.self_play_positions(expert, 25, 0.3, 5)
    assert all(gnubg_nn.classify(p.board()) in bench.CLASSES for p in a)


def test_the_script_prints_every_class_met_and_the_whole(capsys):
    assert bench.main(["--positions", "30", "--seed", "2", "--keep", "0.3"]) == 0
    out = capsys.readouterr().out
    assert "30 positions" in out
    rows = [line.split() for line in out.splitlines() if line.startswith("shipped")]
    assert rows[-1][1] == "all" and rows[-1][2] == "30"
    assert sum(int(r[2]) for r in rows[:-1]) == 30
    assert "(GNU Backgammon 0-ply)" in out
    with pytest.raises(SystemExit):
        bench.main(["--positions", "0"])
