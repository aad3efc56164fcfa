"""The batch generator (``nard_desktop.engine.movegen.batch_results``, numpy,
used by the rollouts) against the engine: exactly the results of every roll.

docs/rules.md §3-6 (the whole-turn rule, entering, bearing off): the standard
rules only, as the batch generator documents; the rollouts play position by
position under a house option (``tests/ai/test_rollout.py``).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine_helpers import bar_position, bearoff_position, blocked_position

from nard_desktop.engine import ROLLS, Position, legal_plays
from nard_desktop.engine.movegen import batch_results, board_keys
from nard_desktop.engine.movegen.reference import reference_search
from sampling import sizes

ALL_ROLLS = sorted({(a, b) for a in range(1, 7) for b in range(1, 7)})


def _game_positions(seed: int, count: int) -> list[Position]:
    """Positions met in random games (each side plays a random legal play)."""
    rng = random.Random(seed)
    pos = Position.initial()
    out = []
    while len(out) < count:
        out.append(pos)
        pos = rng.choice(legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))).result.swapped()
        if pos.is_game_over():
            pos = Position.initial()
    return out


def _batch(cases) -> list[list[tuple[tuple, tuple]]]:
    """The batch generator's results of each ``(position, roll)``, in its order."""
    M = np.array([p.mine for p, _ in cases], np.int8)
    T = np.array([p.theirs for p, _ in cases], np.int8)
    d = np.array([r for _, r in cases])
    parent, RM, RT = batch_results(M, T, d[:, 0], d[:, 1])
    assert (np.diff(parent) >= 0).all()  # sorted by parent, as documented
    starts = np.searchsorted(parent, np.arange(len(cases) + 1))
    return [[(tuple(RM[j].tolist()), tuple(RT[j].tolist())) for j in range(starts[k], starts[k + 1])]
            for k in range(len(cases))]


@pytest.mark.parametrize("count", sizes(120, 300))
def test_batched_generator_finds_exactly_the_engines_plays(count):
    """Every roll, in both orders of the dice, of positions from random games
    (the first 120 by default, 300 under -m slow)."""
    positions = _game_positions(3, count)
    cases = [(p, r) for p in positions for r in ALL_ROLLS]
    bar = bear = 0
    for (p, r), got in zip(cases, _batch(cases)):
        want = {(pl.result.mine, pl.result.theirs) for pl in legal_plays(p, r)}
        assert len(got) == len(set(got)) == len(want), (p, r)
        assert set(got) == want, (p, r)
        bar += p.mine[25] > 0
        bear += p.all_home()
    assert bar > 100 and bear > 100  # entering and bearing off were both tried


@pytest.mark.parametrize("make", [bar_position, bearoff_position, blocked_position])
def test_batched_generator_agrees_with_the_reference_search(make):
    """The constructed corpora of the differential tests (the bar against
    strong boards, the bear-off with and without contact, few checkers among
    closed points where not every die can be played), against the reference
    search itself, under all 21 rolls."""
    rng = random.Random(f"batch-{make.__name__}")
    cases = [(make(rng), r) for _ in range(40) for r in ROLLS]
    for (p, r), got in zip(cases, _batch(cases)):
        _, leaves = reference_search(p, r, None)
        assert len(got) == len(set(got)) and set(got) == set(leaves), (p.position_id(), r)


def test_board_keys_tell_boards_apart_and_equal_boards_alike():
    positions = _game_positions(5, 300)
    M = np.array([p.mine for p in positions], np.int8)
    T = np.array([p.theirs for p in positions], np.int8)
    a, b = board_keys(M, T)
    keys = {}
    for p, ka, kb in zip(positions, a.tolist(), b.tolist()):
        # The key is exact for my counts and their occupied points.
        mark = (p.mine, tuple(n > 0 for n in p.theirs[1:25]))
        assert keys.setdefault((ka, kb), mark) == mark
