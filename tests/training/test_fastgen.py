"""The compiled training move generator agrees with the engine's legal_plays."""

import random
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba")

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "training"))

from fastgen import results
from nard_desktop.engine import ROLLS, Position, legal_plays
from sampling import sizes



def _random_positions(n, seed):
    """Positions met in random games, plus bar-heavy and bear-off ones."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        pos = Position.initial()
        for _ in range(rng.randrange(1, 120)):
            if pos.is_game_over():
                break
            plays = legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))
            pos = rng.choice(plays).result.swapped()
            if not pos.is_game_over() and rng.random() < 0.15:
                out.append(pos)
        if not pos.is_game_over():
            out.append(pos)
    return out[:n]


@pytest.mark.parametrize("n", sizes(500, 2000))
def test_fastgen_matches_engine_on_random_positions(n):
    positions = _random_positions(n, seed=7)
    checked = 0
    for i, pos in enumerate(positions):
        # Every roll on a quarter of the positions, three rolls on the rest,
        # keeps the test quick while covering all 21 rolls many times.
        rolls = ROLLS if i % 4 == 0 else random.Random(i).sample(ROLLS, 3)
        for d1, d2 in rolls:
            want = {(p.result.mine, p.result.theirs) for p in legal_plays(pos, (d1, d2))}
            got = results(pos.mine, pos.theirs, d1, d2)
            assert len(got) == len(set(got)), (pos, d1, d2)
            assert set(got) == want, (pos.position_id(), d1, d2)
            checked += 1
    assert checked > 5 * n


def test_fastgen_forced_larger_die():
    # Only one die can be played and either could be: the 6 must be played.
    pos = Position.from_points({24: 1, 1: 14}, {12: 2, 6: 13})
    want = {(p.result.mine, p.result.theirs) for p in legal_plays(pos, (6, 5))}
    assert len(want) == 1
    assert set(results(pos.mine, pos.theirs, 6, 5)) == want


def test_fastgen_no_move_returns_position():
    closed = {p: 2 for p in range(1, 7)}
    closed[7] = 3
    pos = Position.from_points({6: 14}, closed, mine_bar=1)
    got = results(pos.mine, pos.theirs, 3, 4)
    assert got == [(pos.mine, pos.theirs)]


def test_compiled_features_match_numpy_features():
    from fastgen import N_FEATURES, encode
    from nard_desktop.ai.features import encode as np_encode

    positions = _random_positions(600, seed=11)
    positions.append(Position.from_points({6: 13}, {1: 2, 2: 2, 3: 2, 5: 1}, mine_bar=2))
    positions.append(Position.from_points({6: 14}, {20: 1, 18: 1}, mine_bar=1, theirs_bar=3))
    want = np_encode(positions)
    x = np.zeros(N_FEATURES)
    for i, pos in enumerate(positions):
        encode(np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8), x)
        np.testing.assert_array_equal(x, want[i], err_msg=pos.position_id())
    assert want[:, 198].max() > 0.3 and want[:, 200].max() >= 0.5


def test_compiled_third_set_matches_its_definition_in_every_phase():
    from fastgen import N_FEATURES, encode
    from plain_features import PHASES, phase, phase_positions, third_set

    positions = phase_positions(25, seed=9)
    assert {phase(p) for p in positions} == set(PHASES)
    x = np.zeros(N_FEATURES)
    for pos in positions:
        encode(np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8), x)
        assert x[206:222].tolist() == third_set(pos), (phase(pos), pos.position_id())


def test_compiled_fourth_set_matches_its_definition_and_the_program_in_every_phase():
    from fastgen import N_FEATURES, encode
    from nard_desktop.ai.features import boards, encode_boards
    from plain_features import PHASES, fourth_set, phase, phase_positions

    positions = phase_positions(25, seed=10)
    positions.append(Position.from_points({20: 2, 18: 1, 10: 3, 9: 2, 7: 2, 6: 4},
                                          {6: 4, 4: 3, 3: 2, 8: 2, 13: 2, 21: 2}, mine_bar=1))
    assert {phase(p) for p in positions} == set(PHASES)
    want = encode_boards(*boards(positions))
    x = np.zeros(N_FEATURES)
    for i, pos in enumerate(positions):
        encode(np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8), x)
        assert x[222:].tolist() == fourth_set(pos), (phase(pos), pos.position_id())
        # every feature set, numpy and compiled, on every phase
        for n in (202, 206, 222, 238):
            part = np.full(n, 7.0)
            encode(np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8), part)
            np.testing.assert_array_equal(part, want[i, :n], err_msg=f"{n} {phase(pos)} {pos.position_id()}")


def test_compiled_features_of_an_earlier_set_are_the_leading_inputs():
    from fastgen import N_FEATURES, encode

    positions = _random_positions(200, seed=12)
    full = np.zeros(N_FEATURES)
    for pos in positions:
        m, t = np.array(pos.mine, np.int8), np.array(pos.theirs, np.int8)
        encode(m, t, full)
        for n in (202, 206, 222):
            x = np.full(n, 7.0)
            encode(m, t, x)
            np.testing.assert_array_equal(x, full[:n])
