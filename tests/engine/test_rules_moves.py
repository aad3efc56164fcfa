"""Compulsory use of the dice, the whole-turn rule: RULES.md §4, and deduplication of plays.

Positions are written as ``{point: count}`` maps, each side in its own numbering: my point n
is the opponent's point 25 - n.  In most of them the extra checkers wait on my 1-point, where
they cannot move (no bearing off while a checker is outside the home board).
"""

from __future__ import annotations

import random

import pytest

from nard_desktop.engine import (EngineError, IllegalMoveError, Position, TurnBuilder, legal_plays,
                                 max_dice_playable)

ALL_ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]


def pos(mine, theirs, mine_bar=0, theirs_bar=0) -> Position:
    return Position.from_points(mine, theirs, mine_bar=mine_bar, theirs_bar=theirs_bar)


def test_both_dice_must_be_played_when_possible():
    """RULES.md §4.1: play as many dice as can legally be played."""
    for roll in ALL_ROLLS:
        want = 4 if roll[0] == roll[1] else 2
        plays = legal_plays(Position.initial(), roll)
        assert plays and all(len(pl.moves) == want for pl in plays)
        assert max_dice_playable(Position.initial(), roll) == want


def test_only_one_die_playable_that_die_is_played():
    """RULES.md §4.2: if only one die can be played (here the smaller), that die must be played."""
    # My lone runner on 24: 24/18 is closed (their 7), 24/23 is open, and then 23/17 is closed
    # (their 8).  Nothing else can move.
    p = pos({24: 1, 1: 14}, {7: 2, 8: 2, 20: 11})
    plays = legal_plays(p, (6, 1))
    assert [(pl.moves, pl.dice) for pl in plays] == [(((24, 23),), (1,))]
    assert max_dice_playable(p, (6, 1)) == 1


def test_either_die_but_not_both_the_larger_is_played():
    """RULES.md §4.3: either die could be played but not both: the larger must be played."""
    # 24/18 and 24/19 are open, but 13 (their 12) is closed, so never both.
    p = pos({24: 1, 1: 14}, {12: 2, 20: 13})
    for roll in ((6, 5), (5, 6)):
        plays = legal_plays(p, roll)
        assert [(pl.moves, pl.dice) for pl in plays] == [(((24, 18),), (6,))]


def test_larger_die_not_playable_at_all_the_smaller_is_played():
    """RULES.md §4.3: the larger must be played only if it is playable at all."""
    # No 6 anywhere (my 18 closed); a 5 to my 19, and then no 6 from there either (13 closed).
    p = pos({24: 1, 1: 14}, {7: 2, 12: 2, 20: 11})
    plays = legal_plays(p, (6, 5))
    assert [(pl.moves, pl.dice) for pl in plays] == [(((24, 19),), (5,))]


def seed_003_position() -> Position:
    """RULES.md §4.4, the 4-5 example of seed 003.

    Checker A on my 9, checker B on my 20.  No 5 can be played at first (9/4 and 20/15 are
    closed).  After A plays the 4 (9/5) still no 5 can be played; after B plays it (20/16),
    16/11 plays the 5.
    """
    # their 21 = my 4, their 10 = my 15: closed.  The rest wait on their 23 = my 2.
    return pos({20: 1, 9: 1, 1: 13}, {21: 2, 10: 2, 23: 11})


def test_seed_003_four_five_the_play_that_uses_both_dice_is_forced():
    """RULES.md §4.4: a move that makes a longer play impossible is illegal; the order counts."""
    p = seed_003_position()
    # The blocking order on its own is possible on the board...
    assert p.mine[9] == 1 and p.theirs[25 - 5] < 2
    for roll in ((4, 5), (5, 4)):
        plays = legal_plays(p, roll)
        assert plays and all(len(pl.moves) == 2 and sorted(pl.dice) == [4, 5] for pl in plays)
        assert [pl.moves for pl in plays] == [((20, 16), (16, 11))]
        # ...but the step-by-step view never offers it.
        tb = TurnBuilder(p, roll)
        assert tb.movable_points() == [20]
        assert 5 not in tb.destinations(9)
        with pytest.raises(IllegalMoveError):
            tb.step(9, 5)
        assert tb.steps == () and tb.position == p


@pytest.mark.parametrize("block,expected", [(16, 3), (18, 2), (20, 1), (22, 0)])
def test_doubles_play_as_many_of_four_as_possible(block, expected):
    """RULES.md §4.1: with doubles, up to four; here only ``expected`` of the four 2s can be played."""
    # A lone runner on 24 moving by 2s until the closed point ``block``.
    p = pos({24: 1, 1: 14}, {25 - block: 2, 20: 13})
    plays = legal_plays(p, (2, 2))
    steps = tuple((24 - 2 * i, 22 - 2 * i) for i in range(expected))
    assert [pl.moves for pl in plays] == [steps]
    assert plays[0].dice == (2,) * expected
    assert max_dice_playable(p, (2, 2)) == expected


def test_partial_double_with_two_checkers_uses_exactly_three():
    """RULES.md §4.1 (seed 003: a double of which only three can be played must play those three)."""
    # Runner A on 24 can take two 3s (to 18, then 15 is closed); runner B on 20 one 3 (17, then 14
    # is closed) - and B cannot go to 14 after A either.  At most three 3s in all.
    p = pos({24: 1, 20: 1, 1: 13}, {10: 2, 11: 2, 20: 11})
    plays = legal_plays(p, (3, 3))
    assert plays and all(len(pl.moves) == 3 for pl in plays)
    assert {pl.result for pl in plays} == {pos({18: 1, 17: 1, 1: 13}, {10: 2, 11: 2, 20: 11})}


def test_nothing_playable_gives_one_empty_play_whose_result_is_the_position():
    """RULES.md §4.5: if nothing can be played, the turn passes."""
    # On the bar against a closed board: no roll enters.
    shut_out = pos({6: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}, mine_bar=1)
    for roll in ALL_ROLLS:
        plays = legal_plays(shut_out, roll)
        assert len(plays) == 1
        assert plays[0].moves == () and plays[0].hits == () and plays[0].dice == ()
        assert plays[0].result == shut_out
        assert max_dice_playable(shut_out, roll) == 0
        tb = TurnBuilder(shut_out, roll)
        assert tb.is_complete() and tb.movable_points() == [] and tb.play().result == shut_out


def test_plays_are_unique_by_result():
    """RULES.md §4 (a play is judged by the whole turn): one play per resulting position,
    e.g. 24/18 13/8 only once."""
    start_65 = legal_plays(Position.initial(), (6, 5))
    both_orders = [pl for pl in start_65 if set(pl.moves) == {(24, 18), (13, 8)}]
    assert len(both_orders) == 1
    rng = random.Random(2024)
    position = Position.initial()
    for _ in range(300):
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        plays = legal_plays(position, roll)
        assert len({pl.result for pl in plays}) == len(plays)
        position = rng.choice(plays).result.swapped()
        if position.is_game_over():
            position = Position.initial()


def test_bad_dice_and_finished_games_raise_engine_errors():
    """RULES.md §3: dice show 1-6; a finished game has nothing to play."""
    for roll in ((0, 3), (7, 1), (3,), (1, 2, 3), ("6", 5), None):
        with pytest.raises(IllegalMoveError) as info:
            legal_plays(Position.initial(), roll)
        assert isinstance(info.value, EngineError) and isinstance(info.value, ValueError)
    finished = pos({}, {6: 3})
    with pytest.raises(IllegalMoveError):
        legal_plays(finished, (3, 1))
