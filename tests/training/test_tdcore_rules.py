"""The compiled training twins of the game's rules agree with the one
definition of each: the phase of a position (Position.phase, docs/rules.md §1) and
the exact values of a finished game (Position.result_type, docs/rules.md §7)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba")

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "training"))

from tdcore import classify, finished_probs

from nard_desktop.ai.evaluator import finished_probabilities
from nard_desktop.engine import Phase, Position, legal_plays

_CLASS = {Phase.BEAROFF: 1, Phase.RACE: 2, Phase.CONTACT: 3}


def _games(n: int, seed: int) -> list[Position]:
    """Every position of ``n`` random games, each side's view, the finished ones included."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        pos = Position.initial()
        while True:
            out.append(pos)
            out.append(pos.swapped())
            if pos.is_game_over():
                break
            pos = rng.choice(legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))).result.swapped()
    return out


def _arrays(pos: Position):
    return np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8)


def test_classify_is_the_engines_phase():
    positions = _games(40, seed=1)
    seen = set()
    for pos in positions:
        m, t = _arrays(pos)
        want = 0 if pos.is_game_over() else _CLASS[pos.phase()]
        assert classify(m, t) == want, pos.position_id()
        seen.add(want)
    assert seen == {0, 1, 2, 3}


def test_finished_values_are_the_engines_result():
    finished = [p for p in _games(400, seed=2) if p.is_game_over()]
    finished += [Position.from_points({}, {24: 1}), Position.from_points({}, {3: 2}, theirs_bar=1),
                 Position.from_points({24: 1}, {}), Position.from_points({1: 2}, {})]
    kinds = set()
    out = np.zeros(5)
    for pos in finished:
        finished_probs(*_arrays(pos), out)
        want = finished_probabilities(pos)
        np.testing.assert_array_equal(out, want, err_msg=pos.position_id())
        kinds.add(tuple(want))
    assert len(kinds) >= 5  # wins and losses, single, gammon and backgammon all met
