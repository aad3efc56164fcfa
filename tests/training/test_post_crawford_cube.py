"""training/post_crawford_cube.py: the self-play comparison that chose the
post-Crawford cube efficiency (docs/training.md)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "training"))

import post_crawford_cube as pc  # noqa: E402
from nard_desktop.ai import cubeful  # noqa: E402
from nard_desktop.engine import CubeOwner, MatchContext, Position  # noqa: E402


class Fixed:
    def __init__(self, *probs):
        self.p = np.array(probs, dtype=float)

    def probabilities(self, positions):
        return np.tile(self.p, (len(positions), 1))


TRAILER = MatchContext(7, 5, 6, 1, CubeOwner.CENTRE, False)


def test_the_policies_first_decisions():
    pos = Position.initial()
    # A favourite with gammons: cashes at once under the plain model, plays on with the floor.
    assert pc.first_decisions(pos, TRAILER, [None, 0.8], Fixed(0.62, 0.17, 0, 0.11, 0)) == [True, False]
    # An underdog doubles at once under both; with x = 1 he would wait.
    assert pc.first_decisions(pos, TRAILER, [None, 0.8, 1.0], Fixed(0.40, 0.05, 0, 0.05, 0)) == [True, True, False]
    # The module's setting is put back.
    assert cubeful.POST_CRAWFORD_EFFICIENCY == 0.8


def test_the_efficiencies_are_read_and_checked():
    assert pc.parse_efficiencies("none, 0.8,0.9") == [None, 0.8, 0.9]
    with pytest.raises(SystemExit):
        pc.parse_efficiencies("0.8")


def test_a_small_run_writes_resumes_and_refuses_another_set_up(tmp_path, capsys):
    out = tmp_path / "pc.jsonl"
    args = ["--seed", "3", "--games", "2", "--positions", "1", "--trials", "36", "--efficiencies", "none,1.0",
            "--out", str(out)]
    assert pc.main(args) == 0
    lines = out.read_text().splitlines()
    assert json.loads(lines[0])["setup"]["efficiencies"] == [None, 1.0]
    rows = [json.loads(line) for line in lines[1:]]
    assert len(rows) == 1 and len(rows[0]["emg"]) == 2 and rows[0]["first_double"][0] != rows[0]["first_double"][1]
    assert all(-3.0 <= v <= 3.0 for v in rows[0]["emg"])
    assert "1 positions where the first decisions differ" in capsys.readouterr().out
    # The same command again finds the position done and adds nothing.
    assert pc.main(args) == 0
    assert out.read_text().splitlines() == lines
    with pytest.raises(SystemExit, match="another set-up"):
        pc.main(args[:-3] + ["none,0.9", "--out", str(out)])
