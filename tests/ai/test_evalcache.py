"""The analysis's board cache gives the evaluator's numbers, each board evaluated once."""

from __future__ import annotations

import numpy as np

from nard_desktop.ai.evalcache import CachedEvaluator, cached_evaluator, forget
from nard_desktop.ai.neural import NeuralEvaluator
from nard_desktop.ai.search import evaluate_boards, evaluate_positions, results_by_roll
from nard_desktop.engine import Position, RuleSet


class _Counting:
    """The neural evaluator, counting the boards it is asked for."""

    def __init__(self, inner: NeuralEvaluator) -> None:
        self.inner = inner
        self.boards = 0

    def probabilities_boards(self, m, t, out=None):
        self.boards += m.shape[0]
        return self.inner.probabilities_boards(m, t, out)


def _leaves() -> list[Position]:
    results, _ = results_by_roll(Position.initial(), RuleSet())
    return [r.swapped() for r in results]


def test_the_cache_gives_the_evaluators_numbers_and_evaluates_each_board_once():
    ev = NeuralEvaluator.load()
    counting = _Counting(ev)
    cached = CachedEvaluator(counting)
    positions = _leaves()
    direct = ev.probabilities(positions)
    first = evaluate_positions(cached, positions)
    assert counting.boards == len(set(positions))
    np.testing.assert_allclose(first, direct, rtol=0, atol=1e-15)
    # Again, and as count tuples, and a few at a time: nothing new is evaluated.
    again = evaluate_boards(cached, [p.mine for p in positions], [p.theirs for p in positions])
    some = cached.probabilities_boards(np.array([p.mine for p in positions[:3]]),
                                       np.array([p.theirs for p in positions[:3]]))
    assert counting.boards == len(set(positions))
    assert np.array_equal(again, first) and np.array_equal(some, first[:3])
    # The first call met each repeated board (two rolls, one result) again too.
    assert cached.hits == (len(positions) - len(set(positions))) + len(positions) + 3


def test_a_full_table_is_emptied_and_still_answers():
    ev = NeuralEvaluator.load()
    cached = CachedEvaluator(ev, limit=10)
    positions = _leaves()[:40]
    a = cached.probabilities(positions[:8])
    b = cached.probabilities(positions[5:30])
    np.testing.assert_allclose(np.vstack([a, b]), ev.probabilities(positions[:8] + positions[5:30]),
                               rtol=0, atol=1e-15)


def test_one_cache_per_evaluator_until_forgotten():
    ev = NeuralEvaluator.load()
    first = cached_evaluator(ev)
    assert cached_evaluator(ev) is first and cached_evaluator(first) is first
    forget()
    assert cached_evaluator(ev) is not first
    forget()
    plain = object()
    assert cached_evaluator(plain) is plain  # type: ignore[arg-type]  # no probabilities_boards: as it is
