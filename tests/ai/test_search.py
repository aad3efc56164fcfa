"""The 2-ply search against a plain reading of its definition: for each kept
play, every roll of the opponent, its best 0-ply reply, averaged."""

from __future__ import annotations

import random

import numpy as np
import pytest

from nard_desktop.ai.equity import cubeless_equity, swap_probabilities
from nard_desktop.ai.neural import NeuralEvaluator
from nard_desktop.ai.search import ROLLS, MoveFilter, rank_two_ply
from nard_desktop.ai.simple import SimpleEvaluator
from nard_desktop.engine import MatchContext, Position, RuleSet, legal_plays
from sampling import sizes

CUBELESS = RuleSet(cube_enabled=False, jacoby=False)


def _reference(play, ev) -> np.ndarray:
    """The mover's probabilities after ``play`` at 2-ply, position by position."""
    opp = play.result.swapped()
    total = np.zeros(5)
    for a, b in ROLLS:
        replies = legal_plays(opp, (a, b))
        # The opponent's view of each reply: it is no longer on roll.
        probs = np.array([swap_probabilities(ev.probabilities([r.result.swapped()])[0]) for r in replies])
        eq = cubeless_equity(probs, CUBELESS, MatchContext())
        best = probs[int(np.argmax(eq))]
        total += (1 if a == b else 2) / 36 * swap_probabilities(best)
    return total


def _positions(seed: int, count: int) -> list[tuple[Position, tuple[int, int]]]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        pos = Position.initial()
        for ply in range(rng.randint(4, 40)):
            pos = rng.choice(legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))).result
            if pos.mine[0] == 15:
                break
            pos = pos.swapped()
        else:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            if len(legal_plays(pos, dice)) > 2:
                out.append((pos, dice))
    return out


@pytest.mark.parametrize("count", sizes(1, 3))
@pytest.mark.parametrize("evaluator", [NeuralEvaluator.load, SimpleEvaluator], ids=["neural", "simple"])
def test_two_ply_equals_its_definition(evaluator, count):
    ev = evaluator()
    for pos, dice in _positions(7, count):
        ranked = rank_two_ply(legal_plays(pos, dice), CUBELESS, MatchContext(), ev, MoveFilter(keep=3, threshold=9.0))
        searched = [r for r in ranked if r.plies == 2]
        assert len(searched) == 3
        for r in searched:
            want = _reference(r.play, ev)
            np.testing.assert_allclose(r.probabilities, want, atol=1e-9, err_msg=pos.position_id())
            assert r.equity == pytest.approx(cubeless_equity(want[None], CUBELESS, MatchContext())[0])
