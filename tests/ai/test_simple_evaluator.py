"""The hand-written fallback evaluator and the evaluator interface."""

import random

import numpy as np
import pytest

from nard_desktop.ai import evaluator as evaluator_module
from nard_desktop.ai.default import default_evaluator, default_evaluator_status, set_default_evaluator
from nard_desktop.ai.evaluator import WeightsError, finished_probabilities
from nard_desktop.ai.player import choose_play
from nard_desktop.ai import simple
from nard_desktop.ai.simple import SimpleEvaluator, race_win, shot_probability, positions_array
from nard_desktop.engine import Position, legal_plays


@pytest.fixture(scope="module")
def ev():
    return SimpleEvaluator()


def _positions(n, seed=11):
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        pos = Position.initial()
        while len(out) < n:
            out.append(pos)
            play = rng.choice(legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6))))
            if play.result.mine[0] == 15:
                break
            pos = play.result.swapped()
    return out


def test_probabilities_are_consistent(ev):
    p = ev.probabilities(_positions(400))
    assert p.shape == (400, 5) and p.dtype == np.float64
    assert np.all(p >= 0) and np.all(p <= 1)
    assert np.all(p[:, 1] <= p[:, 0] + 1e-12) and np.all(p[:, 2] <= p[:, 1] + 1e-12)
    assert np.all(p[:, 3] <= 1 - p[:, 0] + 1e-12) and np.all(p[:, 4] <= p[:, 3] + 1e-12)


def test_batch_and_single_agree(ev):
    positions = _positions(60, seed=4)
    batch = ev.probabilities(positions)
    one_by_one = np.array([ev.probabilities([p])[0] for p in positions])
    assert np.allclose(batch, one_by_one)


def test_empty_batch(ev):
    assert ev.probabilities([]).shape == (0, 5)


def test_finished_games_are_exact(ev):
    # §7: the loser on roll, with nothing off and a checker in the winner's home: backgammon.
    bg = Position([0] * 3 + [0] * 19 + [1, 14, 0, 0], [15] + [0] * 25)
    assert np.allclose(ev.probabilities([bg])[0], [0, 0, 0, 1, 1])
    gammon = Position.from_points({12: 15}, {}).swapped().swapped()
    assert np.allclose(ev.probabilities([gammon])[0], [0, 0, 0, 1, 0])
    single = Position.from_points({3: 2}, {})
    assert np.allclose(ev.probabilities([single])[0], [0, 0, 0, 0, 0])
    assert finished_probabilities(Position.initial()) is None


def test_race_on_roll_advantage():
    # Equal races favour the side on roll; a big lead wins nearly always.
    assert 0.5 < float(race_win(np.array([100.0]), np.array([100.0]))[0]) < 0.7
    assert float(race_win(np.array([40.0]), np.array([90.0]))[0]) > 0.99


def test_short_bearoffs_are_exact(ev):
    # One checker each, both on the ace point: the side on roll always wins.
    assert ev.probabilities([Position.from_points({1: 1}, {1: 1})])[0, 0] == pytest.approx(1.0)
    # Two checkers on my 6 against one on their ace: I need a double 6-6 or 5-5... or better.
    p = ev.probabilities([Position.from_points({6: 2}, {1: 1})])[0, 0]
    assert p == pytest.approx(4 / 36)


def _shots(pos):
    arr = positions_array([pos])
    shots, loss = shot_probability(arr[:, 0], arr[:, 1])
    return shots[0], loss[0]


def test_shot_counting():
    # My checker on my 24-point; an opposing blot 6 pips ahead (their 7 = my 18),
    # the points between open: 11 direct sixes, 5-1, 4-2, 3-3 and 2-2 — 17 rolls.
    shots, loss = _shots(Position.from_points({24: 1, 1: 14}, {7: 1, 19: 14}))
    assert shots == pytest.approx(17 / 36)
    assert loss == 18  # the blot goes back 18 pips
    # 12 pips away only 6-6, 4-4 and 3-3 reach it.
    shots, _ = _shots(Position.from_points({24: 1, 1: 14}, {13: 1, 19: 14}))
    assert shots == pytest.approx(3 / 36)
    # Block 18 and 20 and 21: 6-6 and 4-4 and 3-3 cannot pass.
    shots, _ = _shots(Position.from_points({24: 1, 1: 14}, {13: 1, 7: 2, 5: 2, 4: 2, 19: 8}))
    assert shots == pytest.approx(0.0)


def test_every_term_has_a_weight():
    # training/tune_simple.py fits the weights on contact_terms' columns by these names.
    assert set(simple._C) == set(simple.WIN_TERMS)
    assert set(simple._C_GAMMON) == set(simple.GAMMON_TERMS)
    assert set(simple._C_BACKGAMMON) == set(simple.BACKGAMMON_TERMS)
    arr = positions_array(_positions(30, seed=8))
    win, g_me, g_op, off = simple.contact_terms(arr[:, 0], arr[:, 1])
    assert win.shape == (30, len(simple.WIN_TERMS))
    assert g_me.shape == g_op.shape == (30, len(simple.GAMMON_TERMS)) and off.shape == (30, 2)


def test_contact_terms_are_antisymmetric_where_they_should_be():
    # Made points, anchors and pips count mine less theirs: swapping the sides of a
    # position without shots flips the sign of those columns.
    pos = Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 3, 5: 2})
    a = positions_array([pos])
    b = positions_array([pos.swapped()])
    wa = simple.contact_terms(a[:, 0], a[:, 1])[0][0]
    wb = simple.contact_terms(b[:, 0], b[:, 1])[0][0]
    cols = [i for i, k in enumerate(simple.WIN_TERMS) if k.startswith(("point_", "anchor_"))]
    assert np.allclose(wa[cols], -wb[cols]) and wa[simple.WIN_TERMS.index("point_5")] == -1


def test_plays_the_standard_openings(ev):
    # Making the 5-point with 3-1, the bar point with 6-1, the 4-point with 4-2.
    pos = Position.initial()
    assert choose_play(pos, (3, 1), evaluator=ev).result == Position.from_points(
        {24: 2, 13: 5, 8: 2, 6: 4, 5: 2}, {24: 2, 13: 5, 8: 3, 6: 5})
    assert sorted(choose_play(pos, (6, 1), evaluator=ev).moves) == [(8, 7), (13, 7)]
    assert sorted(choose_play(pos, (4, 2), evaluator=ev).moves) == [(6, 4), (8, 4)]


# ------------------------------------------------------- default evaluator
@pytest.fixture
def fresh_default():
    set_default_evaluator(None)
    yield
    set_default_evaluator(None)


def test_default_falls_back_to_simple_and_says_why(fresh_default, monkeypatch):
    import nard_desktop.ai.neural as neural

    def broken(*args, **kwargs):
        raise WeightsError("resources/weights/nard_td.npz: file is truncated")

    monkeypatch.setattr(neural.NeuralEvaluator, "load", classmethod(lambda cls, *a, **k: broken()))
    ev = default_evaluator()
    status = default_evaluator_status()
    assert isinstance(ev, SimpleEvaluator)
    assert status.kind == "simple" and status.is_fallback
    assert "truncated" in status.reason


def test_default_is_shared_and_replaceable(fresh_default):
    first = default_evaluator()
    assert default_evaluator() is first
    stub = SimpleEvaluator()
    set_default_evaluator(stub, "chosen in a test")
    assert default_evaluator() is stub
    assert default_evaluator_status().kind == "simple"


def test_weights_error_is_a_value_error():
    assert issubclass(WeightsError, ValueError)
    assert evaluator_module.Evaluator  # the protocol exists for type checks
    assert isinstance(SimpleEvaluator(), evaluator_module.Evaluator)
