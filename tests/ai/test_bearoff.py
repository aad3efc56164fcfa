"""The bear-off database against a straightforward brute-force recursion."""

import itertools
from functools import lru_cache

import numpy as np
import pytest

from nard_desktop.ai import bearoff
from nard_desktop.ai.evaluator import WeightsError
from nard_desktop.engine import ROLLS, Position, legal_plays

# The other side parked on its own ace point, out of the way.
_PARKED = {1: 15}


@pytest.fixture(scope="module")
def db():
    return bearoff.BearoffDatabase.load()


def _boards(max_checkers):
    for n in range(1, max_checkers + 1):
        for pts in itertools.combinations_with_replacement(range(1, 7), n):
            c = [0] * 6
            for p in pts:
                c[p - 1] += 1
            yield tuple(c)


@lru_cache(maxsize=None)
def _brute(home):
    """(mean, distribution tuple, determined) by the engine's own legal plays.

    ``determined`` is False when equally good plays lead to different
    distributions, where the database may fairly pick either.
    """
    if sum(home) == 0:
        return 0.0, (1.0,), True
    pos = Position.from_points({p + 1: c for p, c in enumerate(home) if c}, _PARKED)
    mean = 1.0
    dist = np.zeros(40)
    determined = True
    for d1, d2 in ROLLS:
        w = (1 if d1 == d2 else 2) / 36
        options = []
        for play in legal_plays(pos, (d1, d2)):
            child = tuple(play.result.mine[1:7])
            options.append(_brute(child))
        best = min(o[0] for o in options)
        tied = [o for o in options if abs(o[0] - best) < 1e-12]
        if any(not o[2] or o[1] != tied[0][1] for o in tied):
            determined = False
        mean += w * best
        d = tied[0][1]
        dist[1:1 + len(d)] += w * np.array(d)
    last = int(np.max(np.nonzero(dist)[0])) + 1
    return mean, tuple(np.round(dist[:last], 15)), determined


def test_index_is_a_bijection():
    allpos = bearoff.all_positions()
    assert allpos.shape == (54264, 6)
    assert (bearoff.index(allpos) == np.arange(54264)).all()


@pytest.mark.parametrize("max_checkers", [3])
def test_distribution_matches_brute_force(db, max_checkers):
    checked = determined = 0
    for home in _boards(max_checkers):
        mean, dist, det = _brute(home)
        row = bearoff.index(np.array([home]))[0]
        assert db.expected_rolls(np.array([home]))[0] == pytest.approx(mean, abs=1e-3), home
        if det:
            got = db.dist[row, :len(dist)]
            np.testing.assert_allclose(got, dist, atol=5e-5, err_msg=str(home))
            assert db.dist[row, len(dist):].sum() < 1e-4
            determined += 1
        checked += 1
    assert checked == 83 and determined > 60


def _win_brute(a, b):
    """P(side on roll with home ``a`` wins) against ``b``, both playing the
    fewest-rolls strategy, by direct recursion over whole games."""
    @lru_cache(maxsize=None)
    def win(x, y):
        if sum(x) == 0:
            return 1.0
        pos = Position.from_points({p + 1: c for p, c in enumerate(x) if c}, _PARKED)
        total = 0.0
        for d1, d2 in ROLLS:
            w = (1 if d1 == d2 else 2) / 36
            options = [tuple(pl.result.mine[1:7]) for pl in legal_plays(pos, (d1, d2))]
            nxt = min(options, key=lambda c: _brute(c)[0])
            total += w * (1.0 if sum(nxt) == 0 else 1.0 - win(y, nxt))
        return total
    return win(a, b)


def test_reference_solver_matches_the_database(db):
    # bearoff.rolls_distribution is the one solver in the package; the shipped
    # database comes from its compiled twin.  Equally good plays may give
    # different distributions, but never a different mean.
    boards = list(_boards(6))
    assert len(boards) > 900
    got = np.array([bearoff.rolls_distribution(b) @ np.arange(bearoff.MAX_ROLLS + 1) for b in boards])
    np.testing.assert_allclose(got, db.expected_rolls(np.array(boards)), atol=1e-3)
    for b in boards[:200]:
        mean, dist, determined = _brute(b)
        if determined:
            np.testing.assert_allclose(bearoff.rolls_distribution(b)[:len(dist)], dist, atol=1e-12)


def test_win_probability_matches_game_recursion(db):
    boards = [h for h in _boards(2)]
    rng = np.random.default_rng(3)
    for _ in range(25):
        a = boards[rng.integers(len(boards))]
        b = boards[rng.integers(len(boards))]
        got = db.probabilities(np.array([a]), np.array([b]))[0]
        assert got[0] == pytest.approx(_win_brute(a, b), abs=2e-4), (a, b)
        assert got[1] == got[3] == 0.0  # both have checkers off: no gammons


def test_full_boards_and_gammons(db):
    allpos = bearoff.all_positions()
    full = allpos.sum(axis=1) == 15
    assert np.allclose(db.first[full].sum(axis=1), 1.0, atol=1e-3)
    assert np.allclose(db.dist.sum(axis=1), 1.0, atol=1e-3)
    ace = np.array([[15, 0, 0, 0, 0, 0]])
    assert db.first[bearoff.index(ace)[0], 1] == pytest.approx(1.0, abs=1e-4)
    # 15 on my six point against one checker on the ace: the other side
    # finishes next roll, so I lose a gammon unless this roll bears one off.
    p = db.probabilities(np.array([[0, 0, 0, 0, 0, 15]]), np.array([[1, 0, 0, 0, 0, 0]]))[0]
    pos = Position.from_points({6: 15}, _PARKED)
    saving = sum((1 if a == b else 2) for a, b in ROLLS
                 if any(pl.result.mine[0] > 0 for pl in legal_plays(pos, (a, b)))) / 36
    assert p[0] == pytest.approx(0.0, abs=1e-4)
    assert p[3] == pytest.approx(1.0 - saving, abs=1e-4)
    # 15 each on the ace point: the side on roll is the favourite, and since
    # either side bears a checker off at once, neither can lose a gammon.
    p = db.probabilities(ace, ace)[0]
    assert 0.5 < p[0] < 0.9
    assert p[1] == pytest.approx(0.0, abs=1e-6) and p[3] == pytest.approx(0.0, abs=1e-6)


def test_missing_or_corrupt_database(tmp_path):
    with pytest.raises(WeightsError, match="not found"):
        bearoff.BearoffDatabase.load(tmp_path / "nope.npz")
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"this is not a zip file")
    with pytest.raises(WeightsError, match="unreadable"):
        bearoff.BearoffDatabase.load(bad)
