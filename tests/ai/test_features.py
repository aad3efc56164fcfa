"""The batch features against a plain one-position-at-a-time reading of
their definitions (the batch code works on bit masks; this does not)."""

from __future__ import annotations

import numpy as np
import pytest

from nard_desktop.ai.features import (boards, contact_mask, encode, encode_boards, escapes, hitting_rolls,
                                      longest_prime, rearmost)
from nard_desktop.engine import Position
from plain_features import (PHASES, escape_rolls, fourth_set, phase, phase_positions, random_game_positions,
                            third_set)


def _shots(mine, theirs, bar_limits=True) -> int:
    """Rolls out of 36 on which ``mine`` (on roll) can hit a blot of
    ``theirs``: dice walked one checker at a time, landing points checked
    one by one; with checkers on the bar only the entering checker hits
    (and, with ``bar_limits``, only with the dice the others leave it)."""
    def blot(q):
        return 1 <= q <= 24 and theirs[25 - q] == 1

    def open_(q):
        return theirs[25 - q] < 2

    bar = mine[25]
    sources = [25] if bar else [q for q in range(1, 25) if mine[q] > 0]
    count = 0
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            hit = False
            for q in sources:
                if d1 != d2:
                    if blot(q - d1) or blot(q - d2):
                        hit = True
                    elif (bar < 2 or not bar_limits) and q - d1 - d2 >= 1 and blot(q - d1 - d2) and (
                            open_(q - d1) or open_(q - d2)):
                        hit = True
                else:
                    steps = 4 if bar == 0 or not bar_limits else max(1, 5 - bar)
                    for k in range(1, steps + 1):
                        if q - k * d1 < 1:
                            break
                        if blot(q - k * d1):
                            hit = True
                            break
                        if not open_(q - k * d1):
                            break
            count += hit
    return count


def _prime(side, lo=1, hi=24) -> int:
    best = run = 0
    for q in range(lo, hi + 1):
        run = run + 1 if side[q] >= 2 else 0
        best = max(best, run)
    return best


def _rear(side) -> int:
    return max((q for q in range(1, 26) if side[q]), default=0)


def _positions(n_games: int, seed: int) -> list[Position]:
    out = random_game_positions(n_games, seed, max_plies=120)
    out += [
        Position.from_points({6: 13}, {1: 2, 2: 2, 3: 2, 5: 1}, mine_bar=2),
        Position.from_points({6: 12}, {4: 1, 9: 1, 20: 1}, mine_bar=3),
        Position.from_points({6: 11}, {3: 1, 8: 1, 16: 1}, mine_bar=4),
        Position.from_points({6: 14}, {20: 1, 18: 1}, mine_bar=1, theirs_bar=3),
        Position.from_points({24: 2, 13: 13}, {2: 1, 7: 1, 11: 2, 17: 11}),
    ]
    return out


def test_hitting_rolls_and_primes_match_their_definitions():
    positions = _positions(60, seed=3)
    m, t = boards(positions)
    assert (m[:, 25] >= 2).sum() >= 3  # the bar cases are exercised
    got_mine, got_theirs = hitting_rolls(m, t), hitting_rolls(t, m)
    want_mine = [_shots(p.mine, p.theirs) for p in positions]
    want_theirs = [_shots(p.theirs, p.mine) for p in positions]
    assert got_mine.tolist() == want_mine
    assert got_theirs.tolist() == want_theirs
    assert max(want_mine) > 15 and min(want_mine) == 0
    assert longest_prime(m).tolist() == [_prime(p.mine) for p in positions]
    assert longest_prime(t).tolist() == [_prime(p.theirs) for p in positions]
    # The simple evaluator's readings: no bar limits, primes of points 2-11.
    loose = hitting_rolls(m, t, bar_limits=False).tolist()
    assert loose == [_shots(p.mine, p.theirs, bar_limits=False) for p in positions]
    assert loose != got_mine.tolist()  # the bar cases differ
    assert longest_prime(m, 2, 11).tolist() == [_prime(p.mine, 2, 11) for p in positions]


def test_contact_and_rearmost_are_the_engines_rule():
    positions = _positions(60, seed=5)
    positions += [Position.from_points({6: 15}, {6: 15}), Position.from_points({2: 1}, {24: 1}),
                  Position.from_points({24: 1}, {2: 1}), Position.from_points({13: 1}, {11: 1})]
    m, t = boards(positions)
    got = contact_mask(m, t).tolist()
    assert got == [p.is_contact() for p in positions]  # docs/rules.md §1: contact and race
    assert True in got and False in got
    assert rearmost(m).tolist() == [_rear(p.mine) for p in positions]


def test_escapes_and_containment_match_their_definitions():
    positions = _positions(60, seed=4)
    m, t = boards(positions)
    back, contain = escapes(m, t)
    assert back.tolist() == [escape_rolls(p.theirs, _rear(p.mine)) for p in positions]
    assert contain.tolist() == [min(escape_rolls(p.theirs, s) for s in range(13, 25)) for p in positions]
    assert min(contain) < 10 and max(back) == 36  # tight blockades and free runs both met


def test_escape_inputs_at_the_start():
    # The back checkers on 24 face the other side's 6-, 8- and mid-points (my 19,
    # 17 and 12): 5-2, 4-3, 6-1, 3-2, 4-1 and 5-5, 6-6 do not carry them the
    # whole roll, so 36 - 10 - 2 = 24 rolls do.
    x = encode([Position.initial()])[0]
    assert x[202] == x[203] == 24 / 36
    assert x[204] == x[205] == min(escape_rolls(Position.initial().theirs, s) for s in range(13, 25)) / 36


def test_the_earlier_feature_sets_are_the_leading_columns():
    positions = _positions(10, seed=5) + phase_positions(3, seed=2)
    m, t = boards(positions)
    full = encode_boards(m, t)
    assert full.shape[1] == 238
    for n in (202, 206, 222):
        np.testing.assert_array_equal(encode_boards(m, t, n), full[:, :n])
    with pytest.raises(ValueError):
        encode_boards(m, t, 150)


@pytest.mark.parametrize("first,last,definition,distinct", [(206, 222, third_set, 2), (222, 238, fourth_set, 3)])
def test_later_sets_match_their_definitions_in_every_phase(first, last, definition, distinct):
    positions = phase_positions(25, seed=8)
    assert {phase(p) for p in positions} == set(PHASES)
    m, t = boards(positions)
    x = encode_boards(m, t)
    for k, p in enumerate(positions):
        assert x[k, first:last].tolist() == definition(p), (phase(p), p.position_id())
    # The inputs before the set are what they are without it.
    np.testing.assert_array_equal(encode_boards(m, t, first), x[:, :first])
    # Every input takes several values over these positions, and stays near [0, 1].
    for col in range(first, last):
        assert len(set(x[:, col].tolist())) >= distinct, col
    assert x[:, first:last].min() >= 0 and np.percentile(x[:, first:last], 99) <= 1.5


# The fourth set's eight inputs of one side: rearmost, back anchor, forward
# anchor, mobility, free pips, connectivity, spread, outfield coverage.

def test_fourth_set_at_the_start_by_hand():
    x = encode([Position.initial()])[0]
    # Each side: 2 on 24, 5 on 13, 3 on 8, 5 on 6; the other's points in its
    # numbering are 1, 12, 17 and 19.
    want = [
        24 / 25,  # rearmost on 24
        1.0,  # back anchor 24: (24 - 18) / 6
        1.0,  # forward anchor 13: (25 - 13) / 12
        # steps: from 24 to 23, 22, 21, 20, 18 (19 made); from 13 to 11-7 (12 made);
        # from 8 to 7-2; from 6 to 5-2 (1 made, 0 is off): 5 + 5 + 6 + 4
        20 / 60,
        # free: 3 spares on 13 (12 pips each), 1 on 8 (7), 3 on 6 (5): 36 + 7 + 15
        58 / 100,
        2 / 21,  # pairs 13-8 and 8-6 (24 has no made point within 6 in front)
        # 15 checkers, pips 167, squared pips 2 * 576 + 5 * 169 + 3 * 64 + 5 * 36 = 2369
        (15 * 2369 - 167 ** 2) / (15 * 15 * 144),
        # open points of 7-18 with a checker 1-6 behind: 7-11 (8 and 13), 18 (24);
        # 12 and 17 are made, 13-16 have nothing behind within 6
        6 / 12,
    ]
    assert x[222:230].tolist() == want
    assert x[230:238].tolist() == want


def test_fourth_set_with_a_checker_on_the_bar_by_hand():
    # Mine: bar 1, 20: 2, 18: 1, 10: 3, 9: 2, 7: 2, 6: 4.  Theirs: 6: 4, 4: 3,
    # 3: 2, 8: 2, 13: 2, 21: 2 (my 19, 21, 22, 17, 12 and 4).
    pos = Position.from_points({20: 2, 18: 1, 10: 3, 9: 2, 7: 2, 6: 4},
                               {6: 4, 4: 3, 3: 2, 8: 2, 13: 2, 21: 2}, mine_bar=1)
    x = encode([pos])[0]
    mine = [
        1.0,  # rearmost: the bar
        2 / 6,  # back anchor 20
        5 / 12,  # forward anchor: 20 (18 is a blot)
        3 / 60,  # only the bar moves: it enters on 24, 23 or 20 (19, 21, 22 made)
        # free: the bar's checker (24), the blot on 18 (17), a spare on 10 (9),
        # two on 6 (5 each)
        (24 + 17 + 9 + 10) / 100,
        6 / 21,  # pairs 10-9, 10-7, 10-6, 9-7, 9-6, 7-6
        # pips 25 + 40 + 18 + 30 + 18 + 14 + 24 = 169, squared 625 + 800 + 324 + 300 + 162 + 98 + 144
        (15 * 2453 - 169 ** 2) / (15 * 15 * 144),
        8 / 12,  # 7, 8, 9 (from 9, 10), 13-16, 18 (from 18, 20); 10, 11 nothing behind
    ]
    theirs = [
        21 / 25,
        3 / 6,  # back anchor 21
        1.0,  # forward anchor 13
        # my points in their numbering: 5, 15, 16, 18, 19 made, a blot on 7.
        # From 21: 20, 17; 13: 12-7; 8: 7, 6, 4, 3, 2; 6: 4-1; 4: 3-1; 3: 2, 1
        (2 + 6 + 5 + 4 + 3 + 2) / 60,
        (2 * 5 + 1 * 3) / 100,  # spares: two on 6, one on 4; nothing alone outside home
        4 / 21,  # 13-8, 8-6, 8-4, 8-3
        (15 * 1558 - 126 ** 2) / (15 * 15 * 144),
        7 / 12,  # 7-12 (from 8, 13), 17 (from 21); 15, 16, 18 made; 13, 14 nothing behind
    ]
    assert x[222:230].tolist() == mine
    assert x[230:238].tolist() == theirs


def test_fourth_set_in_the_bear_off_and_with_every_checker_off_by_hand():
    pos = Position.from_points({1: 3, 2: 3, 3: 2}, {4: 4, 5: 3, 6: 1})
    x = encode([pos])[0]
    # No point held beyond the home board, no outfield; steps 3-2, 3-1, 2-1;
    # one spare on 2 free (1 pip); checkers 1, 1, 1, 2, 2, 2, 3, 3.
    assert x[222:230].tolist() == [3 / 25, 0.0, 0.0, 3 / 60, 1 / 100, 0.0, (8 * 33 - 15 ** 2) / (8 * 8 * 144), 0.0]
    # A side with every checker off: rearmost and spread 0.
    m, t = boards([pos])
    m[0] = 0
    m[0, 0] = 15
    x = encode_boards(m, t)[0]
    assert x[222:230].tolist() == [0.0] * 8


def test_third_set_at_the_start_by_hand():
    x = encode([Position.initial()])[0]
    for side in (206, 214):
        # No blots: no double shots, no pips to win by hitting.
        assert x[side] == x[side + 1] == 0.0
        # The other side holds only its 6-point at home: a checker on the bar
        # fails on 1 roll in 36, two fail to enter both on 36 - 25 = 11.
        assert x[side + 2] == 1 / 36 and x[side + 3] == 11 / 36
        # Their back checkers stand on my 1-point: each of mine needs its own
        # pips, 167 in all.
        assert x[side + 4] == 167 / 200
        # Trapped: the 24-point checkers fail to get out on 12 rolls each
        # (24 escape), the mid-point ones on 2 (1-1 stops on their
        # mid-point, 6-6 on their 24-point): 2 * 12 + 5 * 2.
        assert escape_rolls(Position.initial().theirs, 13) == 34
        assert x[side + 5] == (2 * 12 + 5 * 2) / 216
        # One point held in their home board: no back game.
        assert x[side + 6] == x[side + 7] == 0.0


def test_back_game_and_entry_inputs_by_hand():
    # I hold their 1- and 3-points (my 24 and 22), 197 pips against 81;
    # they have made four home points (their 2, 4, 5, 6): a checker on the
    # bar fails to enter on 16 rolls of 36, two fail to enter both on 32.
    pos = Position.from_points({24: 2, 22: 2, 13: 5, 8: 2, 6: 4}, {6: 4, 5: 3, 4: 3, 2: 2, 10: 1, 8: 2})
    x = encode([pos])[0]
    assert x[212] == 1.0 and x[213] == (197 - 81) / 100
    assert x[208] == 16 / 36 and x[209] == 32 / 36
    assert x[220] == x[221] == 0.0  # the other side has no back game
    # Their blot on their 10-point (my 15) is hit by any 2, 7, 9, 11 ... from my 22 and 24,
    # and would lose 15 pips: pips won = 15 * shots / 36 / 24 exactly.
    assert x[207] == 15 * round(x[198] * 36) / 864 and x[198] > 0
    assert x[206] == 0.0  # a single blot: no double shots


def _plain_inputs(side) -> list[float]:
    """One side's 98 board inputs and its pip count / 100, read one point at a time."""
    out = []
    for q in range(1, 25):
        n = side[q]
        out += [float(n >= 1), float(n >= 2), float(n >= 3), max(n - 3, 0) / 2.0]
    return out + [side[25] / 2.0, side[0] / 15.0]


def test_board_inputs_match_their_definition():
    positions = _positions(30, seed=6)
    m, t = boards(positions)
    x = encode_boards(m, t)
    for k, p in enumerate(positions):
        assert x[k, :98].tolist() == _plain_inputs(p.mine)
        assert x[k, 98:196].tolist() == _plain_inputs(p.theirs)
        assert x[k, 196] == sum(q * p.mine[q] for q in range(26)) / 100.0
        assert x[k, 197] == sum(q * p.theirs[q] for q in range(26)) / 100.0
    assert x[:, 98 + 97].max() > 0 and x[:, 96].max() > 0  # borne-off and bar inputs were met


def test_float32_inputs_are_the_float64_inputs_rounded():
    """A float32 network reads exactly the float64 inputs cast, from any integer boards."""
    positions = _positions(30, seed=7)
    m, t = boards(positions)
    full = encode_boards(m, t)
    for dtype in (np.int8, np.int64):
        x32 = encode_boards(m.astype(dtype), t.astype(dtype), dtype=np.float32)
        assert x32.dtype == np.float32
        np.testing.assert_array_equal(x32, full.astype(np.float32))
    np.testing.assert_array_equal(encode_boards(m.astype(np.int8), t.astype(np.int8)), full)
