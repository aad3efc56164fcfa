"""Legal plays, rule by rule: RULES.md §3 moving, §4 the whole-turn rule, §5 the
bar, §6 bearing off and the hit-and-stack house option.

Positions are ``{point: count}`` maps, each side in its own numbering (my
point n is their point 25 − n); checkers not listed are borne off.  Spare
checkers often wait on my 1-point, where they cannot move while a checker of
mine is outside the home board.  Expected results are written as the steps
that lead to them (``after``), never as opaque IDs.
"""

from __future__ import annotations

import pytest

from engine_helpers import after, pos, results

from nard_desktop.engine import (BAR, OFF, IllegalMoveError, Position, RuleSet, legal_plays,
                                 max_dice_playable)

HOUSE = RuleSet(no_hit_and_stack_in_home=True)
ALL_ROLLS = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]


def first_steps(position, dice, rules=None) -> set[tuple[int, int]]:
    return {p.moves[0] for p in legal_plays(position, dice, rules) if p.moves}


# ------------------------------------------------------------------ §3 moving

def test_s3_each_die_moves_one_checker_or_one_checker_twice():
    """§3: the two dice may move two checkers (24/18 13/8) or one checker twice (24/13)."""
    start = Position.initial()
    found = results(start, (6, 5))
    assert after(start, (24, 18), (13, 8)) in found
    assert after(start, (24, 18), (18, 13)) in found
    assert all(len(p.moves) == 2 for p in legal_plays(start, (6, 5)))


def test_s3_a_point_with_two_opposing_checkers_is_closed():
    """§3: a point holding two or more opposing checkers cannot be landed on."""
    # their 7-point is my 18-point
    p = pos({24: 1, 1: 14}, {7: 2, 6: 13})
    assert all((24, 18) not in play.moves for play in legal_plays(p, (6, 2)))
    assert after(p, (24, 22), (22, 16)) in results(p, (6, 2))  # the 6 is played from 22


def test_s3_a_blot_is_open_and_landing_on_it_hits():
    """§3: one opposing checker is a blot; landing on it sends it to the bar."""
    p = pos({24: 1, 1: 14}, {7: 1, 6: 14})
    plays = [pl for pl in legal_plays(p, (6, 2)) if pl.moves[0] == (24, 18)]
    assert plays and all(pl.hits[0] for pl in plays)
    assert all(pl.result.theirs[7] == 0 and pl.result.theirs[BAR] == 1 for pl in plays)


def test_s3_one_checker_using_both_dice_needs_an_open_point_between():
    """§3: 24/13 with 6-5 goes through 18 or 19: one open is enough, both closed blocks it."""
    base_mine = {24: 1, 1: 14}
    one_closed = pos(base_mine, {7: 2, 5: 13})    # my 18 closed, my 19 open
    both_closed = pos(base_mine, {7: 2, 6: 2, 5: 11})  # my 18 and 19 closed
    assert after(one_closed, (24, 19), (19, 13)) in results(one_closed, (6, 5))
    assert all(p.result.mine[13] == 0 for p in legal_plays(both_closed, (6, 5)))
    assert max_dice_playable(both_closed, (6, 5)) == 0


def test_s3_a_hit_on_the_point_between_counts():
    """§3: 24/18*/13: the checker hits on the intermediate point and moves on."""
    p = pos({24: 1, 1: 14}, {7: 1, 6: 2, 5: 12})  # my 18 a blot, my 19 closed
    [play] = [pl for pl in legal_plays(p, (6, 5)) if pl.result.mine[13] == 1]
    assert play.moves == ((24, 18), (18, 13)) and play.hits == (True, False)
    assert play.result.theirs[BAR] == 1


def test_s3_a_double_is_played_four_times():
    """§3: a double is four moves of that number."""
    for d in range(1, 7):
        plays = legal_plays(Position.initial(), (d, d))
        assert plays and all(len(p.moves) == 4 and p.dice == (d,) * 4 for p in plays)


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
    for dice in ALL_ROLLS:
        plays = legal_plays(start, dice)
        assert len({p.result for p in plays}) == len(plays)
    # 24/18 13/8 and 13/8 24/18 are the same play
    assert sum(1 for p in legal_plays(start, (6, 5)) if p.result == after(start, (24, 18), (13, 8))) == 1


def test_s4_dice_order_does_not_matter():
    start = Position.initial()
    for a, b in ALL_ROLLS:
        assert results(start, (a, b)) == results(start, (b, a))


@pytest.mark.parametrize("dice", [(0, 3), (7, 1), (3,), (1, 2, 3), ("6", "5"), (2.0, 1), None])
def test_bad_dice_raise(dice):
    with pytest.raises(IllegalMoveError):
        legal_plays(Position.initial(), dice)


def test_a_finished_game_has_no_plays():
    over = pos({6: 1}, {})  # they have borne off all fifteen
    with pytest.raises(IllegalMoveError):
        legal_plays(over, (6, 5))


# ------------------------------------------------------------------- §5 the bar

def test_s5_nothing_moves_while_a_checker_is_on_the_bar():
    """§5: all bar checkers enter before any other checker moves."""
    p = pos({13: 5, 8: 3, 6: 5, 24: 1}, {13: 5, 8: 3, 6: 5, 24: 2}, bar=1)
    for dice in ALL_ROLLS:
        for play in legal_plays(p, dice):
            assert not play.moves or play.moves[0][0] == BAR
    two = pos({13: 5, 8: 3, 6: 5}, {13: 5, 8: 3, 6: 5, 24: 2}, bar=2)
    for dice in [(6, 5), (4, 2), (3, 1), (5, 5)]:  # their 6 (my 19) is closed
        for play in legal_plays(two, dice):
            assert [s for s, _ in play.moves][:2] == [BAR, BAR][:len(play.moves)]
            assert len(play.moves) == (1 if dice == (6, 5) else 2 if dice[0] != dice[1] else 4)


def test_s5_entry_point_is_25_minus_the_die():
    """§5: die d enters on my point 25−d (1 → 24, 6 → 19), in their home board."""
    p = pos({13: 5, 8: 3, 6: 5, 1: 1}, {13: 5, 8: 3, 6: 6}, bar=1)
    for d in range(1, 6):  # their 6 (my 19) is closed
        assert (BAR, 25 - d) in first_steps(p, (d, 6)) or (BAR, 25 - d) in first_steps(p, (6, d))
    assert all((BAR, 19) not in first_steps(p, (6, d)) for d in range(1, 6))


def test_s5_seed_example_entering_with_4_and_6():
    """§5, seed 003: one checker on the bar, roll 4-6: it may enter on their 4- or 6-point
    (my 21 or 19) when open; with the 4-point closed only the 6 enters."""
    mine = {13: 5, 8: 3, 6: 5, 1: 1}
    p = pos(mine, {13: 5, 8: 3, 7: 5, 1: 2}, bar=1)
    assert {(BAR, 21), (BAR, 19)} <= first_steps(p, (6, 4))
    closed4 = pos(mine, {13: 5, 8: 3, 7: 5, 4: 2}, bar=1)
    assert first_steps(closed4, (6, 4)) == {(BAR, 19)}
    # after entering, the 4 is played normally (here 13/9, 19/15, …)
    assert after(closed4, (BAR, 19), (13, 9)) in results(closed4, (6, 4))


def test_s5_closed_entry_points_pass_the_turn():
    """§5: if every entry point for the roll is closed, the turn passes."""
    closed_board = {p: 2 for p in range(1, 7)}
    closed_board[13] = 3
    p = pos({13: 5, 8: 3, 6: 6}, closed_board, bar=1)
    for dice in ALL_ROLLS:
        [play] = legal_plays(p, dice)
        assert play.moves == () and play.result == p
    # only the dice's own entry points matter: 6-5 dances on their 5 and 6 even with 1-4 open
    q = pos({13: 5, 8: 3, 6: 6}, {6: 2, 5: 2, 13: 11}, bar=1)
    assert [pl.moves for pl in legal_plays(q, (6, 5))] == [()]
    assert legal_plays(q, (6, 4))[0].moves[0] == (BAR, 21)


def test_s5_partial_entry_loses_the_rest_of_the_roll():
    """§5: two on the bar, only the 6 can enter: one enters, the 4 is lost."""
    p = pos({13: 5, 8: 3, 6: 5}, {4: 2, 13: 13}, bar=2)  # their 4 (my 21) closed; my 19 open
    assert results(p, (6, 4)) == {after(p, (BAR, 19))}
    [play] = legal_plays(p, (6, 4))
    assert play.result.mine[BAR] == 1 and play.dice == (6,)
    # with doubles: three on the bar and the entry open: three enter, the fourth die plays freely
    q = pos({13: 5, 8: 3, 6: 4}, {13: 13, 1: 2}, bar=3)
    for play in legal_plays(q, (4, 4)):
        assert play.moves[:3] == ((BAR, 21),) * 3 and len(play.moves) == 4


def test_s5_after_the_last_bar_checker_enters_the_rest_is_played_normally():
    """§5: one on the bar with 6-4: enter with one die, then the other die moves any checker."""
    p = pos({13: 5, 8: 3, 6: 5, 1: 1}, {13: 5, 8: 3, 7: 5, 1: 2}, bar=1)
    found = results(p, (6, 4))
    assert after(p, (BAR, 19), (13, 9)) in found
    assert after(p, (BAR, 21), (13, 7)) in found
    assert after(p, (BAR, 21), (21, 15)) in found  # the same checker goes on


def test_s5_entering_may_hit():
    """§5: entering on a blot hits it."""
    p = pos({13: 5, 8: 3, 6: 5, 1: 1}, {4: 1, 13: 14}, bar=1)
    plays = [pl for pl in legal_plays(p, (4, 2)) if pl.moves[0] == (BAR, 21)]
    assert plays and all(pl.hits[0] and pl.result.theirs[BAR] == 1 for pl in plays)


# ------------------------------------------------------------------ §6 bearing off

def _bears_off_only_when_home(position, dice):
    for play in legal_plays(position, dice):
        mine = list(position.mine)
        for src, dst in play.moves:
            if dst == OFF:
                assert all(mine[p] == 0 for p in range(7, 26)), play.moves
            mine[src] -= 1
            mine[dst] += 1


def test_s6_bearing_off_only_when_all_checkers_are_home():
    """§6: no checker is borne off while one is outside the home board or on the bar."""
    p = pos({7: 1, 6: 4, 5: 5, 4: 5}, {13: 15})
    for dice in ALL_ROLLS:
        _bears_off_only_when_home(p, dice)
    assert after(p, (7, 6), (6, OFF)) in results(p, (6, 1))  # bring it in, then bear off
    assert all(OFF not in dict(pl.moves).values() for pl in legal_plays(p, (3, 2)))


def test_s6_a_hit_checker_must_reenter_and_come_home_before_bearing_off():
    """§6: hit during the bear-off: it enters first, and nothing is borne off meanwhile."""
    p = pos({6: 4, 5: 5, 4: 5}, {12: 14, 24: 1}, bar=1)
    for dice in ALL_ROLLS:
        for play in legal_plays(p, dice):
            assert play.moves[0][0] == BAR
            assert all(dst != OFF for _, dst in play.moves)


def test_s6_exact_die_bears_off_from_its_point():
    p = pos({5: 1, 3: 1, 2: 3}, {13: 15})
    assert after(p, (5, OFF), (3, OFF)) in results(p, (5, 3))


def test_s6_seed_example_larger_dice_bear_off_from_the_highest_point():
    """§6, seed 003: all checkers on 1-3, roll 4-6: two checkers are borne off from the 3."""
    p = pos({3: 5, 2: 5, 1: 5}, {13: 15})
    assert results(p, (6, 4)) == {after(p, (3, OFF), (3, OFF))}


def test_s6_seed_example_with_a_checker_on_5_the_4_cannot_bear_off():
    """§6, seed 003: with a checker on my 5 the 4 may not bear off from the 3 (a higher point
    is occupied); it is played inside (5/1), unless the 6 has first borne off the 5."""
    p = pos({5: 1, 3: 5, 2: 5, 1: 4}, {13: 15})
    assert (3, OFF) not in first_steps(p, (6, 4))
    assert (5, 1) in first_steps(p, (6, 4))
    assert results(p, (6, 4)) == {after(p, (5, 1), (3, OFF)), after(p, (5, OFF), (3, OFF))}
    for play in legal_plays(p, (6, 4)):
        if play.moves[0] == (5, 1):
            assert play.dice[0] == 4


def test_s6_larger_die_must_be_played_inside_when_a_higher_checker_stands():
    """§6: a 5 with checkers on 6 and 2: nothing borne off from 2, the 5 goes 6/1."""
    p = pos({6: 1, 2: 3}, {13: 15})
    assert first_steps(p, (5, 5)) == {(6, 1)}
    assert results(p, (5, 5)) == {after(p, (6, 1), (2, OFF), (2, OFF), (2, OFF))}


def test_s6_bearing_off_is_not_compulsory():
    """§6: another legal move may be chosen instead of bearing off (here 6/4 instead of 2/off)."""
    p = pos({6: 2, 5: 2, 2: 1}, {13: 15})
    found = results(p, (2, 1))
    assert after(p, (6, 4), (5, 4)) in found
    assert after(p, (2, OFF), (6, 5)) in found


# ---------------------------------------------- §6 option: no hit-and-stack in home

# A blot of theirs on my 5 (their 20); a checker of mine on 8 hits it with a 3.
HIT_ON_5 = {20: 1, 13: 14}


def test_s6_option_is_off_by_default():
    p = pos({8: 1, 3: 2, 13: 12}, HIT_ON_5)
    assert RuleSet().no_hit_and_stack_in_home is False
    assert after(p, (8, 5), (5, 3)) in results(p, (3, 2))


def test_s6_option_hitter_may_not_go_on_onto_own_checkers():
    """Option: 8/5*/3 onto my own 3-point is forbidden; without the option it is legal."""
    p = pos({8: 1, 3: 2, 13: 12}, HIT_ON_5)
    assert after(p, (8, 5), (5, 3)) not in results(p, (3, 2), HOUSE)
    assert after(p, (8, 5), (13, 11)) in results(p, (3, 2), HOUSE)


def test_s6_option_hitter_may_go_on_to_an_empty_point_or_hit_again():
    """Option: after hitting, the checker may continue to an empty point, or hit again."""
    empty = pos({8: 1, 13: 14}, HIT_ON_5)
    assert after(empty, (8, 5), (5, 3)) in results(empty, (3, 2), HOUSE)
    again = pos({8: 1, 1: 14}, {20: 1, 22: 1, 12: 13})  # blots on my 5 and my 3
    [play] = [pl for pl in legal_plays(again, (3, 2), HOUSE) if pl.moves == ((8, 5), (5, 3))]
    assert play.hits == (True, True) and play.result.theirs[BAR] == 2


def test_s6_option_other_checkers_are_unaffected():
    """Option: after a hit, a different checker may still move onto own checkers."""
    p = pos({8: 1, 6: 1, 4: 2, 13: 11}, HIT_ON_5)
    assert after(p, (8, 5), (6, 4)) in results(p, (3, 2), HOUSE)


def test_s6_option_applies_to_hits_inside_the_home_board_only():
    """Option: a hit outside the home board does not restrict the hitter (our reading of §6)."""
    p = pos({12: 1, 7: 2, 1: 12}, {16: 1, 14: 14})  # their 16 is my 9
    hit_then_stack = after(p, (12, 9), (9, 7))
    assert hit_then_stack.theirs[BAR] == 1 and hit_then_stack.mine[7] == 3
    assert hit_then_stack in results(p, (3, 2), HOUSE)


def test_s6_option_with_two_checkers_on_the_hitters_point():
    """Option, doubles: after 6/5* and 6/5, two checkers stand on 5 and one is the hitter; they
    cannot both go on onto my own 4-point (checkers look alike, but one of them hit)."""
    p = pos({6: 2, 4: 1, 1: 12}, {20: 1, 2: 14})
    house = results(p, (1, 1), HOUSE)
    assert after(p, (6, 5), (6, 5), (5, 4), (5, 4)) not in house
    assert after(p, (6, 5), (6, 5), (5, 4), (4, 3)) in house  # the other one went on
    assert after(p, (6, 5), (6, 5), (5, 4), (5, 4)) in results(p, (1, 1))


def test_plays_report_their_dice_and_hits():
    """Play.dice and Play.hits line up with Play.moves."""
    p = pos({24: 1, 1: 14}, {7: 1, 6: 2, 5: 12})
    for dice in ALL_ROLLS:
        for play in legal_plays(p, dice):
            assert len(play.dice) == len(play.hits) == len(play.moves)
            for (src, dst), die in zip(play.moves, play.dice):
                assert src - dst == die or (dst == OFF and die > src)
