"""The computer's answer to a beaver by its own equity (docs/rules.md §8, beavers and raccoons)."""

import numpy as np
import pytest

from nard_desktop.ai.cube import beaver_answer, cube_decision
from nard_desktop.engine import EngineError, MatchContext, Position, RuleSet

POS = Position.initial()
BEAVERS = RuleSet(jacoby=False, beavers=True)
RACCOONS = BEAVERS.replace(raccoons=True)


class Fixed:
    """An evaluator that says the same five probabilities about every position."""

    def __init__(self, *probs):
        self.p = np.array(probs, dtype=float)

    def probabilities(self, positions):
        return np.tile(self.p, (len(positions), 1))


@pytest.mark.parametrize("probs,with_raccoons,without", [
    ((0.70, 0.10, 0, 0.05, 0), "raccoon", "take"),  # the beaver was wrong: DT > 0
    ((0.40, 0.05, 0, 0.05, 0), "take", "take"),     # -1 < DT < 0: playing on at 4 beats losing 2
    ((0.20, 0.02, 0, 0.30, 0.05), "drop", "drop"),  # DT < -1: losing 2 now is cheaper
])
def test_the_doubler_answers_by_equity(probs, with_raccoons, without):
    ev = Fixed(*probs)
    dt = cube_decision(POS, BEAVERS, None, ev).dt
    # Playing on after the beaver is worth 2·DT, dropping -2, a raccoon 4·DT.
    assert (dt > 0) == (with_raccoons == "raccoon")
    assert (2 * dt < -2) == (without == "drop")
    assert beaver_answer(POS, RACCOONS, None, ev) == with_raccoons
    assert beaver_answer(POS, BEAVERS, None, ev) == without


def test_no_raccoon_past_64():
    ev = Fixed(0.70, 0.10, 0, 0.05, 0)
    assert beaver_answer(POS, RACCOONS, MatchContext(cube_value=16, cube_owner="me"), ev) == "take"
    assert beaver_answer(POS, RACCOONS, MatchContext(cube_value=8, cube_owner="me"), ev) == "raccoon"


def test_no_beaver_answer_without_beavers():
    with pytest.raises(EngineError):
        beaver_answer(POS, RuleSet(jacoby=False), None, Fixed(0.5, 0, 0, 0, 0))
    with pytest.raises(EngineError):
        beaver_answer(POS, BEAVERS, MatchContext(match_length=7), Fixed(0.5, 0, 0, 0, 0))
