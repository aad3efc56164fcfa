"""Compulsory use of the dice, the whole-turn rule: docs/rules.md §4, and deduplication of plays.

Positions are written as ``{point: count}`` maps, each side in its own numbering: my point n
is the opponent's point 25 - n.  In most of them the extra checkers wait on my 1-point, where
they cannot move (no bearing off while a checker is outside the home board).
"""

from __future__ import annotations

import random

import pytest

from engine_helpers import after, first_steps, pos, results

from nard_desktop.engine import (OFF, ROLLS, EngineError, IllegalMoveError, Position, TurnBuilder, legal_plays,
                                 max_dice_playable)


def test_both_dice_must_be_played_when_possible():
    """docs/rules.md §4.1: play as many dice as can legally be played."""
    for roll in ROLLS:
        want = 4 if roll[0] == roll[1] else 2
        plays = legal_plays(Position.initial(), roll)
        assert plays and all(len(pl.moves) == want for pl in plays)
        assert max_dice_playable(Position.initial(), roll) == want


def test_only_one_die_playable_that_die_is_played():
    """docs/rules.md §4.2: if only one die can be played (here the smaller), that die must be played."""
    # My lone runner on 24: 24/18 is closed (their 7), 24/23 is open, and then 23/17 is closed
    # (their 8).  Nothing else can move.
    p = pos({24: 1, 1: 14}, {7: 2, 8: 2, 20: 11})
    plays = legal_plays(p, (6, 1))
    assert [(pl.moves, pl.dice) for pl in plays] == [(((24, 23),), (1,))]
    assert max_dice_playable(p, (6, 1)) == 1


def test_either_die_but_not_both_the_larger_is_played():
    """docs/rules.md §4.3: either die could be played but not both: the larger must be played."""
    # 24/18 and 24/19 are open, but 13 (their 12) is closed, so never both.
    p = pos({24: 1, 1: 14}, {12: 2, 20: 13})
    for roll in ((6, 5), (5, 6)):
        plays = legal_plays(p, roll)
        assert [(pl.moves, pl.dice) for pl in plays] == [(((24, 18),), (6,))]


def test_larger_die_not_playable_at_all_the_smaller_is_played():
    """docs/rules.md §4.3: the larger must be played only if it is playable at all."""
    # No 6 anywhere (my 18 closed); a 5 to my 19, and then no 6 from there either (13 closed).
    p = pos({24: 1, 1: 14}, {7: 2, 12: 2, 20: 11})
    plays = legal_plays(p, (6, 5))
    assert [(pl.moves, pl.dice) for pl in plays] == [(((24, 19),), (5,))]


def seed_003_position() -> Position:
    """docs/rules.md §4.4, the 4-5 example of seed 003.

    Checker A on my 9, checker B on my 20.  No 5 can be played at first (9/4 and 20/15 are
    closed).  After A plays the 4 (9/5) still no 5 can be played; after B plays it (20/16),
    16/11 plays the 5.
    """
    # their 21 = my 4, their 10 = my 15: closed.  The rest wait on their 23 = my 2.
    return pos({20: 1, 9: 1, 1: 13}, {21: 2, 10: 2, 23: 11})


def test_seed_003_four_five_the_play_that_uses_both_dice_is_forced():
    """docs/rules.md §4.4: a move that makes a longer play impossible is illegal; the order counts."""
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
    """docs/rules.md §4.1: with doubles, up to four; here only ``expected`` of the four 2s can be played."""
    # A lone runner on 24 moving by 2s until the closed point ``block``.
    p = pos({24: 1, 1: 14}, {25 - block: 2, 20: 13})
    plays = legal_plays(p, (2, 2))
    steps = tuple((24 - 2 * i, 22 - 2 * i) for i in range(expected))
    assert [pl.moves for pl in plays] == [steps]
    assert plays[0].dice == (2,) * expected
    assert max_dice_playable(p, (2, 2)) == expected


def test_partial_double_with_two_checkers_uses_exactly_three():
    """docs/rules.md §4.1 (seed 003: a double of which only three can be played must play those three)."""
    # Runner A on 24 can take two 3s (to 18, then 15 is closed); runner B on 20 one 3 (17, then 14
    # is closed) - and B cannot go to 14 after A either.  At most three 3s in all.
    p = pos({24: 1, 20: 1, 1: 13}, {10: 2, 11: 2, 20: 11})
    plays = legal_plays(p, (3, 3))
    assert plays and all(len(pl.moves) == 3 for pl in plays)
    assert {pl.result for pl in plays} == {pos({18: 1, 17: 1, 1: 13}, {10: 2, 11: 2, 20: 11})}


def test_nothing_playable_gives_one_empty_play_whose_result_is_the_position():
    """docs/rules.md §4.5: if nothing can be played, the turn passes."""
    # On the bar against a closed board: no roll enters.
    shut_out = pos({6: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}, mine_bar=1)
    for roll in ROLLS:
        plays = legal_plays(shut_out, roll)
        assert len(plays) == 1
        assert plays[0].moves == () and plays[0].hits == () and plays[0].dice == ()
        assert plays[0].result == shut_out
        assert max_dice_playable(shut_out, roll) == 0
        tb = TurnBuilder(shut_out, roll)
        assert tb.is_complete() and tb.movable_points() == [] and tb.play().result == shut_out


def test_plays_are_unique_by_result():
    """docs/rules.md §4 (a play is judged by the whole turn): one play per resulting position,
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
    """docs/rules.md §3: dice show 1-6; a finished game has nothing to play."""
    for roll in ((0, 3), (7, 1), (3,), (1, 2, 3), ("6", 5), None):
        with pytest.raises(IllegalMoveError) as info:
            legal_plays(Position.initial(), roll)
        assert isinstance(info.value, EngineError) and isinstance(info.value, ValueError)
    finished = pos({}, {6: 3})
    with pytest.raises(IllegalMoveError):
        legal_plays(finished, (3, 1))


# ------------------------------------------------ more cases, rule by rule
# ---------------------------------------------------- §4 the whole-turn rule

def test_s4_1_as_many_dice_as_possible():
    """§4.1: a play that could use both dice may not stop after one."""
    p = pos({24: 1, 1: 14}, {7: 2, 6: 13})  # 6 from 24 blocked; 2 then 6 works
    assert max_dice_playable(p, (6, 2)) == 2
    assert results(p, (6, 2)) == {after(p, (24, 22), (22, 16))}


# The spare checkers wait on my 1-point (home), or one of them stands on my 9-point with
# 9/3 and 9/6 closed (their 22 and 19): two checkers outside the home board.
SPARES = {
    "spares home": ({1: 14}, {}),
    "one spare stuck outside": ({9: 1, 1: 13}, {22: 2, 19: 2}),
}


def _with_spares(spares, mine, theirs):
    extra_mine, extra_theirs = SPARES[spares]
    theirs = dict(theirs)
    for point, n in extra_theirs.items():
        theirs[point] = theirs.get(point, 0) + n
    theirs[13] = 15 - sum(n for q, n in theirs.items() if q != 13)
    return pos({**mine, **extra_mine}, theirs)


@pytest.mark.parametrize("spares", SPARES)
def test_s4_2_only_one_die_playable_must_be_played(spares):
    """§4.2: when only one die can be played at all, it is played (here the smaller)."""
    # 24/18 closed (their 7), 24/21 open, then 21/15 closed (their 10)
    p = _with_spares(spares, {24: 1}, {7: 2, 10: 2})
    plays = legal_plays(p, (6, 3))
    assert [pl.moves for pl in plays] == [((24, 21),)] and plays[0].dice == (3,)


@pytest.mark.parametrize("spares", SPARES)
def test_s4_3_either_die_but_not_both_then_the_larger(spares):
    """§4.3: 24/18 or 24/21 are each possible, but not both (15 closed): the 6 must be played."""
    p = _with_spares(spares, {24: 1}, {10: 2})  # my 15 closed
    assert results(p, (6, 3)) == {after(p, (24, 18))}
    assert [pl.dice for pl in legal_plays(p, (6, 3))] == [(6,)]
    assert max_dice_playable(p, (6, 3)) == 1


def test_s4_4_seed_003_a_four_that_blocks_the_five_is_illegal():
    """§4.4, seed 003: with 4-5, moving one checker 4 leaves no 5, moving the other 4 lets the 5
    be played too, so the 4 must be played by the other checker, however bad that is.

    Mine: A on 24, B on 10, 13 on the ace.  Closed: my 19, 15 and 5 (their 6, 10, 20).
    A 24/20 is open but then neither 20/15 nor 10/5 can play the 5; B 10/6 lets 6/1 play it.
    """
    p = pos({24: 1, 10: 1, 1: 13}, {6: 2, 10: 2, 20: 2, 13: 9})
    assert after(p, (24, 20)) != after(p, (10, 6))
    assert results(p, (5, 4)) == {after(p, (10, 6), (6, 1))}
    assert first_steps(p, (5, 4)) == {(10, 6)}  # 24/20 "looks legal" but is not


def test_s4_4_the_order_of_the_dice_is_part_of_the_rule():
    """§4.4: one checker 24/15 with 5-4 only through 19 when 20 is closed."""
    p = pos({24: 1, 1: 14}, {5: 2, 12: 13})  # my 20 closed, my 19 open
    assert results(p, (5, 4)) == {after(p, (24, 19), (19, 15))}


def test_s4_doubles_partly_playable():
    """§4.1 with doubles: only three of four 3s can be played (12 closed), so three are."""
    p = pos({24: 1, 1: 14}, {13: 2, 6: 13})  # my 12 closed
    assert results(p, (3, 3)) == {after(p, (24, 21), (21, 18), (18, 15))}
    assert max_dice_playable(p, (3, 3)) == 3
    # and only one of four when the second landing is closed
    q = pos({24: 1, 1: 14}, {7: 2, 6: 13})
    assert results(q, (3, 3)) == {after(q, (24, 21))}


def test_s4_5_nothing_playable_is_one_empty_play():
    """§4.5: if nothing can be played the turn passes: one empty play, result unchanged."""
    p = pos({24: 1, 1: 14}, {7: 2, 5: 2, 6: 11})  # 24/18 and 24/20 both closed
    assert legal_plays(p, (6, 4)) == legal_plays(p, (4, 6))
    [play] = legal_plays(p, (6, 4))
    assert play.moves == () and play.result == p and len(play) == 0


def test_s4_plays_are_deduplicated_by_result():
    """Different orders that reach the same position are one play."""
    start = Position.initial()
    for dice in ROLLS:
        plays = legal_plays(start, dice)
        assert len({p.result for p in plays}) == len(plays)
    # 24/18 13/8 and 13/8 24/18 are the same play
    assert sum(1 for p in legal_plays(start, (6, 5)) if p.result == after(start, (24, 18), (13, 8))) == 1


def test_s4_dice_order_does_not_matter():
    start = Position.initial()
    for a, b in ROLLS:
        assert results(start, (a, b)) == results(start, (b, a))


@pytest.mark.parametrize("dice", [(0, 3), (7, 1), (3,), (1, 2, 3), ("6", "5"), (2.0, 1), None])
def test_bad_dice_raise(dice):
    with pytest.raises(IllegalMoveError):
        legal_plays(Position.initial(), dice)


def test_a_finished_game_has_no_plays():
    over = pos({6: 1}, {})  # they have borne off all fifteen
    with pytest.raises(IllegalMoveError):
        legal_plays(over, (6, 5))


def test_plays_report_their_dice_and_hits():
    """Play.dice and Play.hits line up with Play.moves."""
    p = pos({24: 1, 1: 14}, {7: 1, 6: 2, 5: 12})
    for dice in ROLLS:
        for play in legal_plays(p, dice):
            assert len(play.dice) == len(play.hits) == len(play.moves)
            for (src, dst), die in zip(play.moves, play.dice):
                assert src - dst == die or (dst == OFF and die > src)
