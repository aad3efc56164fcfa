"""The 2-ply search against a plain reading of its definition: for each kept
play, every roll of the opponent, its best 0-ply reply, averaged; and the
3-ply search: after each of those replies, every roll of the mover, its
best 0-ply play, averaged again."""

from __future__ import annotations

import random

import numpy as np
import pytest

from nard_desktop.ai.equity import cubeless_equity, swap_probabilities
from nard_desktop.ai.neural import NeuralEvaluator
from nard_desktop.ai.search import (DEEP_FILTER, ROLLS, WORLD_CLASS_DEEP_FILTER, MoveFilter, rank_three_ply,
                                    rank_two_ply)
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


def _best(plays, ev, rules=CUBELESS, match=MatchContext()) -> np.ndarray:
    """The mover's probabilities after its best cubeless 0-ply play of
    ``plays`` (the positions after them have the other side on roll)."""
    probs = swap_probabilities(ev.probabilities([p.result.swapped() for p in plays]))  # one batch per roll
    return probs[int(np.argmax(cubeless_equity(probs, rules, match)))]


def _probs(pos: Position, ev) -> np.ndarray:
    """The side on roll's five probabilities (the evaluators give finished
    games their exact values)."""
    return ev.probabilities([pos])[0]


def _reference_three(play, ev, rules=CUBELESS, match=MatchContext()) -> np.ndarray:
    """The mover's probabilities after ``play`` at 3 plies, position by
    position; both sides choose by the mover's cubeless equity under
    ``rules`` and ``match`` (the opponent the lowest)."""
    opp = play.result.swapped()
    total = np.zeros(5)
    for a, b in ROLLS:
        replies = legal_plays(opp, (a, b), rules)
        # The opponent's best reply by 0-ply (the 2-ply search's choice): the
        # lowest equity for the mover, on roll after it.
        mover = ev.probabilities([r.result.swapped() for r in replies])
        reply = replies[int(np.argmin(cubeless_equity(mover, rules, match)))]
        back = reply.result.swapped()  # the mover on roll again
        if back.theirs[0] == 15:  # the reply won
            value = _probs(back, ev)
        else:
            value = np.zeros(5)
            for c, d in ROLLS:
                value += (1 if c == d else 2) / 36 * _best(legal_plays(back, (c, d), rules), ev, rules, match)
        total += (1 if a == b else 2) / 36 * value
    return total


@pytest.mark.parametrize("count", sizes(1, 2))
def test_three_ply_equals_its_definition(count):
    ev = SimpleEvaluator()  # fast enough to check position by position
    for pos, dice in _positions(11, count):
        plays = legal_plays(pos, dice)
        ranked = rank_three_ply(plays, CUBELESS, MatchContext(), ev, MoveFilter(keep=3, threshold=9.0),
                                MoveFilter(keep=2, threshold=9.0))
        deep = [r for r in ranked if r.plies == 3]
        assert len(deep) == 2 and ranked[:2] == deep
        assert sorted(map(id, (r.play for r in ranked))) == sorted(map(id, plays))  # every play once
        for r in deep:
            want = _reference_three(r.play, ev)
            np.testing.assert_allclose(r.probabilities, want, atol=1e-9, err_msg=pos.position_id())
        # The deep two are the best two of the 2-ply search.
        two = rank_two_ply(plays, CUBELESS, MatchContext(), ev, MoveFilter(keep=3, threshold=9.0))
        assert {id(r.play) for r in deep} == {id(r.play) for r in two[:2]}


def test_three_ply_with_the_neural_networks_float32_leaves():
    ev = NeuralEvaluator.load()
    pos, dice = _positions(13, 1)[0]
    plays = legal_plays(pos, dice)
    ranked = rank_three_ply(plays, CUBELESS, MatchContext(), ev, MoveFilter(keep=3, threshold=9.0),
                            MoveFilter(keep=2, threshold=9.0))
    r = ranked[0]
    assert r.plies == 3
    np.testing.assert_allclose(r.probabilities, _reference_three(r.play, ev), atol=2e-5)


def test_three_ply_looks_deeper_only_when_the_best_two_are_close():
    ev = NeuralEvaluator.load()
    looked = []
    for pos, dice in _positions(17, 12):
        plays = legal_plays(pos, dice)
        ranked = rank_three_ply(plays, CUBELESS, MatchContext(), ev)
        two = rank_two_ply(plays, CUBELESS, MatchContext(), ev)
        close = len(two) > 1 and two[1].plies == 2 and two[1].equity >= two[0].equity - DEEP_FILTER.threshold
        assert (ranked[0].plies == 3) == close
        if not close:  # nothing deeper: the 2-ply ranking itself
            assert [(id(a.play), a.equity) for a in ranked] == [(id(b.play), b.equity) for b in two]
        looked.append(close)
    assert any(looked) and not all(looked)


def test_world_class_looks_at_up_to_three_close_plays_a_roll_deeper():
    # The level's (and the hint's) third ply: the best three of the 2-ply
    # search within 0.08 of the best, each equal to its definition.
    from nard_desktop.ai.levels import level
    from nard_desktop.ai.player import hint

    assert level("world_class").deep_filter == WORLD_CLASS_DEEP_FILTER
    assert (WORLD_CLASS_DEEP_FILTER.keep, WORLD_CLASS_DEEP_FILTER.threshold) == (3, 0.08)
    ev = NeuralEvaluator.load()
    counts = []
    for pos, dice in _positions(23, 10):
        plays = legal_plays(pos, dice)
        ranked = hint(pos, dice, CUBELESS, evaluator=ev)
        two = rank_two_ply(plays, CUBELESS, MatchContext(), ev)
        close = [r for r in two[:3] if r.plies == 2 and r.equity >= two[0].equity - 0.08]
        deep = [r for r in ranked if r.plies == 3]
        assert len(deep) == (len(close) if len(close) >= 2 else 0)
        assert ranked[:len(deep)] == deep
        assert {r.play.result.position_id() for r in deep} == {r.play.result.position_id() for r in close[:len(deep)]}
        counts.append(len(deep))
    assert 3 in counts and 0 in counts  # the filter both widens and cuts
    pos, dice = next((p, d) for (p, d), n in zip(_positions(23, 10), counts) if n == 3)
    for r in hint(pos, dice, CUBELESS, evaluator=ev)[:3]:
        np.testing.assert_allclose(r.probabilities, _reference_three(r.play, ev), atol=2e-5)


@pytest.mark.parametrize("evaluator", [NeuralEvaluator.load, SimpleEvaluator], ids=["neural", "simple"])
def test_three_ply_counts_a_winning_reply_exactly(evaluator):
    # The opponent's last checker stands on its 1 point: every reply wins,
    # unless the mover gets off first -- it cannot, with three checkers left.
    ev = evaluator()
    pos = Position.from_points({6: 2, 5: 1}, {1: 1})
    plays = legal_plays(pos, (2, 1))
    ranked = rank_three_ply(plays, CUBELESS, MatchContext(), ev, MoveFilter(keep=3, threshold=9.0),
                            MoveFilter(keep=2, threshold=9.0))
    assert ranked[0].plies == 3
    for r in ranked[:2]:
        np.testing.assert_allclose(r.probabilities, np.zeros(5), atol=1e-12)
        np.testing.assert_allclose(r.probabilities, _reference_three(r.play, ev), atol=1e-12)
    # And where most replies miss: a race the mover can still win.
    pos = Position.from_points({2: 2, 1: 1}, {6: 1, 5: 1, 4: 1})
    plays = legal_plays(pos, (2, 1))
    ranked = rank_three_ply(plays, CUBELESS, MatchContext(), ev, MoveFilter(keep=3, threshold=9.0),
                            MoveFilter(keep=2, threshold=9.0))
    for r in ranked[:2]:
        assert r.plies == 3
        np.testing.assert_allclose(r.probabilities, _reference_three(r.play, ev), atol=2e-5)


def test_three_ply_in_a_match_with_the_cube():
    # Match play, 2-5 to 7, the mover owning a cube on 2: the leaves are
    # chosen by match equity, the result valued cubefully.
    from nard_desktop.ai.search import play_equities
    from nard_desktop.engine import CubeOwner

    ev = SimpleEvaluator()
    rules = RuleSet()
    match = MatchContext(match_length=7, my_score=2, their_score=5, cube_value=2, cube_owner=CubeOwner.ME)
    pos, dice = _positions(19, 1)[0]
    plays = legal_plays(pos, dice, rules)
    ranked = rank_three_ply(plays, rules, match, ev, MoveFilter(keep=3, threshold=9.0),
                            MoveFilter(keep=2, threshold=9.0))
    for r in ranked[:2]:
        assert r.plies == 3
        want = _reference_three(r.play, ev, rules, match)
        np.testing.assert_allclose(r.probabilities, want, atol=1e-9)
        assert r.equity == pytest.approx(play_equities([r.play.result], want[None], rules, match)[0], abs=1e-9)


def test_first_best_is_argmax_slice_by_slice_the_first_of_equal_values():
    from nard_desktop.ai.search import first_best

    rng = np.random.default_rng(7)
    for _ in range(300):
        lengths = rng.integers(1, 7, rng.integers(1, 25))
        ends = np.cumsum(lengths)
        starts = ends - lengths
        values = rng.integers(0, 3, ends[-1]).astype(float)  # many ties
        want = [s + int(np.argmax(values[s:e])) for s, e in zip(starts, ends)]
        assert first_best(values, starts, ends).tolist() == want
        lowest = [s + int(np.argmin(values[s:e])) for s, e in zip(starts, ends)]
        assert first_best(-values, starts, ends).tolist() == lowest


def test_cube_efficiency_on_boards_is_the_position_by_position_rule():
    from nard_desktop.ai.cubeful import CONTACT_EFFICIENCY, cube_efficiency
    from nard_desktop.ai.search import after_efficiency, results_by_roll
    from nard_desktop.engine import Position as P

    # Contact, long races (above the 0.80 cap), middling ones and short ones (below the 0.60 floor):
    # the positions after every play of every roll of each.
    starts = [P.initial(), P.from_points({12: 5, 10: 5, 8: 5}, {12: 5, 10: 5, 8: 5}),
              P.from_points({6: 5, 5: 5, 4: 5}, {6: 5, 5: 5, 4: 5}), P.from_points({2: 2}, {1: 3})]
    results = [r for start in starts for r in results_by_roll(start, RuleSet())[0]]
    swapped = [r.swapped() for r in results]

    def one(pos):
        if pos.is_contact():
            return CONTACT_EFFICIENCY
        return min(0.80, max(0.60, 0.55 + 0.0025 * pos.pips()[0]))

    want = [one(p) for p in swapped]
    assert {CONTACT_EFFICIENCY, 0.80, 0.60} <= set(want)  # every branch of the rule is met
    assert any(0.60 < w < 0.80 and w != CONTACT_EFFICIENCY for w in want)
    assert cube_efficiency(swapped).tolist() == want
    assert after_efficiency(results).tolist() == want
