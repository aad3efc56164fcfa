"""The bar and entering (docs/rules.md §5), bearing off (§6) and the §6 option
``no_hit_and_stack_in_home``.

Positions are written as ``{point: count}`` maps, each side in its own numbering: my point n
is the opponent's point 25 - n, so I enter with die d on my point 25 - d = their point d.
"""

from __future__ import annotations

import pytest

from engine_helpers import after, first_steps, pos, results

from nard_desktop.engine import (BAR, OFF, ROLLS, IllegalMoveError, Position, RuleSet, TurnBuilder,
                                 legal_plays)

HOUSE = RuleSet(no_hit_and_stack_in_home=True)
# The opponent's start moved out of their own home board (their 6 to their 9): every entry is open.
OPEN_HOME = {24: 2, 13: 5, 9: 5, 8: 3}


def results_of(plays):
    return {p.result for p in plays}


def bar_count_violations(position: Position, play) -> list:
    """Steps that moved another checker while one of mine was still on the bar."""
    on_bar = position.mine[BAR]
    bad = []
    for src, dst in play.moves:
        if on_bar and src != BAR:
            bad.append((src, dst))
        if src == BAR:
            on_bar -= 1
    return bad


# §5 ---------------------------------------------------------------------------------------
def test_nothing_else_moves_while_a_checker_is_on_the_bar():
    """docs/rules.md §5: while a side has a checker on the bar, it may move nothing else."""
    for bar in (1, 2, 3):
        p = pos({13: 5 - bar, 8: 3, 6: 5, 24: 2}, {13: 5, 8: 3, 6: 5, 24: 2}, mine_bar=bar)
        for roll in ROLLS:
            for play in legal_plays(p, roll):
                assert bar_count_violations(p, play) == []
                entered = sum(1 for src, _ in play.moves if src == BAR)
                assert entered == min(bar, len(play.moves))
            tb = TurnBuilder(p, roll)
            assert tb.movable_points() in ([BAR], [])


@pytest.mark.parametrize("die", range(1, 7))
def test_entry_point_is_25_minus_the_die(die):
    """docs/rules.md §5: entering with die d lands on my point 25 - d (the opponent's point d)."""
    p = pos({1: 14}, {12: 15}, mine_bar=1)  # nothing of theirs in their home board
    plays = legal_plays(p, (die, die))
    assert {pl.moves[0] for pl in plays} == {(BAR, 25 - die)}
    for pl in plays:
        assert pl.moves[0][1] == 25 - die


def test_seed_example_entering_with_4_and_6_both_entries_offered():
    """docs/rules.md §5 (seed 003): with 4-6 a bar checker may enter on their 4 or their 6 point."""
    p = pos({13: 4, 8: 3, 6: 5, 24: 2}, OPEN_HOME, mine_bar=1)
    firsts = {pl.moves[0] for pl in legal_plays(p, (4, 6))}
    assert firsts == {(BAR, 21), (BAR, 19)}
    tb = TurnBuilder(p, (4, 6))
    assert tb.movable_points() == [BAR]
    assert {21, 19} <= set(tb.destinations(BAR))


def test_closed_entry_points_pass_the_turn():
    """docs/rules.md §5: if all entries for the roll are closed, the turn passes."""
    # Their 4 and 6 points (my 21 and 19) are closed.
    p = pos({6: 14}, {4: 2, 6: 2, 8: 11}, mine_bar=1)
    plays = legal_plays(p, (4, 6))
    assert [(pl.moves, pl.result) for pl in plays] == [((), p)]
    # A die whose entry is open still enters.
    assert {pl.moves[0] for pl in legal_plays(p, (4, 5))} == {(BAR, 20)}


def test_two_on_the_bar_one_entry_open_one_enters_and_the_rest_is_lost():
    """docs/rules.md §5: if some checkers enter but not all, the rest of the roll is lost."""
    p = pos({6: 13}, {6: 2, 8: 13}, mine_bar=2)  # their 6 (my 19) closed, their 4 open
    plays = legal_plays(p, (6, 4))
    assert [pl.moves for pl in plays] == [((BAR, 21),)]
    assert plays[0].result.mine[BAR] == 1


@pytest.mark.parametrize("bar,entered", [(1, 1), (2, 2), (3, 3), (4, 4), (5, 4)])
def test_doubles_enter_as_many_as_possible_then_play_on(bar, entered):
    """docs/rules.md §5: all bar checkers must enter first; afterwards the rest of a double is played."""
    p = pos({13: 15 - bar}, {11: 15}, mine_bar=bar)
    plays = legal_plays(p, (4, 4))
    assert plays
    for pl in plays:
        assert len(pl.moves) == 4
        assert pl.moves[:entered] == ((BAR, 21),) * entered
        assert bar_count_violations(p, pl) == []
        assert pl.result.mine[BAR] == bar - entered


def test_after_the_last_bar_checker_enters_the_other_die_plays_normally():
    """docs/rules.md §5: after the last bar checker enters, remaining dice are played normally."""
    p = pos({13: 4, 8: 3, 6: 5, 24: 2}, OPEN_HOME, mine_bar=1)
    plays = legal_plays(p, (6, 4))
    seconds = {pl.moves[1] for pl in plays if pl.moves[0] == (BAR, 21)}
    assert (13, 7) in seconds and (24, 18) in seconds
    # The entered checker may go on as well (bar/21/15, the same as bar/19/15).
    assert pos({15: 1, 13: 4, 8: 3, 6: 5, 24: 2}, OPEN_HOME) in results_of(plays)
    assert all(len(pl.moves) == 2 for pl in plays)


def test_entering_may_hit():
    """docs/rules.md §5: entering may hit a blot."""
    p = pos({6: 14}, {4: 1, 6: 2, 8: 12}, mine_bar=1)  # a blot on their 4 = my 21
    plays = legal_plays(p, (4, 6))
    assert plays and all(pl.moves[0] == (BAR, 21) and pl.hits[0] for pl in plays)
    for pl in plays:
        assert pl.result.theirs[BAR] == 1 and pl.result.theirs[4] == 0


# §6 ---------------------------------------------------------------------------------------
def off_while_outside(position: Position, play) -> list:
    """Steps that bore off while one of my checkers was on the bar or outside the home board."""
    outside = sum(position.mine[7:])
    bad = []
    for src, dst in play.moves:
        if dst == OFF and outside:
            bad.append((src, dst))
        outside -= (src > 6) - (dst > 6)
    return bad


def test_no_bearing_off_while_a_checker_is_outside_the_home_board():
    """docs/rules.md §6: bearing off only while all 15 are home."""
    p = pos({12: 1, 6: 14}, {6: 15})
    for roll in ROLLS:
        plays = legal_plays(p, roll)
        for pl in plays:
            assert off_while_outside(p, pl) == []
        if roll[0] != roll[1]:  # two dice cannot bring the 12 home and bear off as well
            assert all(dst != OFF for pl in plays for _, dst in pl.moves)
    # 6-6: 12/6, then three 6s bear off.
    assert pos({6: 12}, {6: 15}) in results_of(legal_plays(p, (6, 6)))


def test_bearing_off_starts_once_the_last_checker_is_home_in_the_same_turn():
    """docs/rules.md §6: once the last checker comes home, the rest of the roll may bear off."""
    p = pos({7: 1, 3: 14}, {6: 15})
    plays = legal_plays(p, (1, 3))
    assert pos({6: 1, 3: 13}, {6: 15}) in results_of(plays)
    for pl in plays:
        seen_home = False
        for src, dst in pl.moves:
            if dst == OFF:
                assert seen_home
            if src == 7:
                seen_home = True


def test_a_die_bears_off_from_the_point_equal_to_it():
    """docs/rules.md §6: a die bears off a checker from the point equal to the die."""
    p = pos({6: 1, 4: 1, 2: 1}, {6: 15})
    assert pos({6: 1}, {6: 15}) in results_of(legal_plays(p, (4, 2)))
    play = next(pl for pl in legal_plays(p, (4, 2)) if pl.result == pos({6: 1}, {6: 15}))
    assert sorted(play.moves) == [(2, OFF), (4, OFF)]


def test_seed_example_larger_dice_bear_off_from_the_highest_point():
    """docs/rules.md §6 (seed 003): all on 1-3 and 4-6 rolled: two checkers come off the 3-point."""
    p = pos({3: 3, 2: 3, 1: 3}, {6: 15})
    for roll in ((4, 6), (6, 4)):
        plays = legal_plays(p, roll)
        assert [sorted(pl.moves) for pl in plays] == [[(3, OFF), (3, OFF)]]
        assert plays[0].result == pos({3: 1, 2: 3, 1: 3}, {6: 15})


def test_seed_example_with_a_checker_on_5_the_4_is_played_inside():
    """docs/rules.md §6 (seed 003): with a checker on 5 the 4 cannot bear off from 3; it is played inside."""
    p = pos({5: 1, 3: 3, 2: 3, 1: 3}, {6: 15})
    plays = legal_plays(p, (4, 6))
    assert results_of(plays) == {
        pos({3: 2, 2: 3, 1: 3}, {6: 15}),        # 6/off from 5, then the 4 off the (now highest) 3
        pos({3: 2, 2: 3, 1: 4}, {6: 15}),        # 5/1 with the 4, then the 6 off the 3
    }
    tb = TurnBuilder(p, (4, 6))
    assert tb.movable_points() == [5]
    assert OFF not in tb.destinations(3)
    with pytest.raises(IllegalMoveError):
        tb.step(3, OFF)
    assert set(tb.destinations(5)) >= {OFF, 1}


def test_hit_during_bear_off_must_reenter_and_come_home_first():
    """docs/rules.md §6: a checker hit during the bear-off re-enters and comes home before bearing off resumes."""
    p = pos({6: 4, 5: 4, 4: 3, 3: 3}, {6: 14}, mine_bar=1)
    for roll in ROLLS:
        for pl in legal_plays(p, roll):
            assert all(dst != OFF for _, dst in pl.moves), (roll, pl.moves)
    # Home again: bearing off resumes.
    home = pos({6: 5, 5: 4, 4: 3, 3: 3}, {6: 14})
    assert any(dst == OFF for pl in legal_plays(home, (6, 5)) for _, dst in pl.moves)


# §6 option no_hit_and_stack_in_home ------------------------------------------------------------
def house_position() -> Position:
    """My hitter on 8, a spare on 7, two on my 5; blots of theirs on my 6 and my 3.

    My eleven checkers on 24 are stuck behind their six-point prime (their 2-7 = my 23-18).
    """
    theirs = {2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 19: 1, 22: 1}
    return pos({24: 11, 8: 1, 7: 1, 5: 2}, theirs)


def after_hit(rules, roll) -> TurnBuilder:
    tb = TurnBuilder(house_position(), roll, rules)
    tb.step(8, 6)
    assert tb.hits == (True,)
    return tb


def test_house_rule_hitter_cannot_go_on_onto_own_checkers_in_the_home_board():
    """docs/rules.md §6 option: a checker that hit in the home board may not continue onto own checkers."""
    assert 5 not in after_hit(HOUSE, (2, 1)).destinations(6)
    with pytest.raises(IllegalMoveError):
        after_hit(HOUSE, (2, 1)).step(6, 5)
    stacked = pos({24: 11, 7: 1, 5: 3}, {2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 22: 1}, theirs_bar=1)
    assert stacked not in results_of(legal_plays(house_position(), (2, 1), HOUSE))


def test_without_the_house_rule_the_hitter_may_go_on_onto_own_checkers():
    """docs/rules.md §6: the option is off by default; then 8/6*/5 is an ordinary play."""
    assert 5 in after_hit(RuleSet(), (2, 1)).destinations(6)
    assert 5 in after_hit(None, (2, 1)).destinations(6)
    stacked = pos({24: 11, 7: 1, 5: 3}, {2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 22: 1}, theirs_bar=1)
    assert stacked in results_of(legal_plays(house_position(), (2, 1)))
    assert stacked in results_of(legal_plays(house_position(), (2, 1), RuleSet()))


def test_house_rule_hitter_may_go_on_to_an_empty_point_or_hit_again():
    """docs/rules.md §6 option: the hitter may continue to an empty point or hit again."""
    assert 4 in after_hit(HOUSE, (2, 2)).destinations(6)   # my 4 is empty
    tb = after_hit(HOUSE, (2, 3))
    assert 3 in tb.destinations(6)                         # their blot on my 3
    tb.step(6, 3)
    assert tb.is_complete() and tb.play().hits == (True, True)
    assert tb.play().result.theirs[BAR] == 2


def test_house_rule_leaves_other_checkers_free_to_stack():
    """docs/rules.md §6 option: checkers that did not hit may land on own checkers as usual."""
    assert 5 in after_hit(HOUSE, (2, 2)).destinations(7)
    tb = after_hit(HOUSE, (2, 2))
    tb.step(7, 5)
    assert tb.position.mine[5] == 3


def test_house_rule_applies_only_to_hits_in_the_home_board():
    """docs/rules.md §6 option: the restriction is inside one's own home board only."""
    # A blot on my 10 (their 15); my checker on 12 hits it and goes on to my 9, where I have two.
    p = pos({24: 11, 12: 1, 9: 2, 6: 1}, {2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 15: 1})
    tb = TurnBuilder(p, (2, 1), HOUSE)
    tb.step(12, 10)
    assert tb.hits == (True,)
    assert 9 in tb.destinations(10)


def test_house_rule_follows_the_hitter_when_another_checker_joins_it():
    """docs/rules.md §6 option: checkers look alike, but when both checkers on the hitter's point
    go on, one of them is the hitter: it may not land on own checkers either."""
    prime = {2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2}  # their 2-7 = my 23-18: my 24s cannot move
    p = pos({24: 11, 7: 2, 5: 1, 3: 1}, {**prime, 19: 1, 24: 2})  # their blot on my 6
    # 7/6*, 7/6, 6/5(2): whichever order, the hitter lands on my 5, where I already stand.
    both_on = pos({24: 11, 5: 3, 3: 1}, {**prime, 24: 2}, theirs_bar=1)
    assert both_on not in results_of(legal_plays(p, (1, 1), HOUSE))
    assert both_on in results_of(legal_plays(p, (1, 1)))
    tb = TurnBuilder(p, (1, 1), HOUSE)
    tb.step(7, 6)
    tb.step(7, 6)
    tb.step(6, 5)          # the checker that did not hit
    assert 5 not in tb.destinations(6)
    # One of the two may go on to my 5 while the other (the hitter) stays; then 3/2.
    one_on = pos({24: 11, 6: 1, 5: 2, 2: 1}, {**prime, 24: 2}, theirs_bar=1)
    assert one_on in results_of(legal_plays(p, (1, 1), HOUSE))


# ------------------------------------------------ more cases, rule by rule
# ------------------------------------------------------------------- §5 the bar

def test_s5_nothing_moves_while_a_checker_is_on_the_bar():
    """§5: all bar checkers enter before any other checker moves."""
    p = pos({13: 5, 8: 3, 6: 5, 24: 1}, {13: 5, 8: 3, 6: 5, 24: 2}, mine_bar=1)
    for dice in ROLLS:
        for play in legal_plays(p, dice):
            assert not play.moves or play.moves[0][0] == BAR
    two = pos({13: 5, 8: 3, 6: 5}, {13: 5, 8: 3, 6: 5, 24: 2}, mine_bar=2)
    for dice in [(6, 5), (4, 2), (3, 1), (5, 5)]:  # their 6 (my 19) is closed
        for play in legal_plays(two, dice):
            assert [s for s, _ in play.moves][:2] == [BAR, BAR][:len(play.moves)]
            assert len(play.moves) == (1 if dice == (6, 5) else 2 if dice[0] != dice[1] else 4)


def test_s5_entry_point_is_25_minus_the_die():
    """§5: die d enters on my point 25−d (1 → 24, 6 → 19), in their home board."""
    p = pos({13: 5, 8: 3, 6: 5, 1: 1}, {13: 5, 8: 3, 6: 6}, mine_bar=1)
    for d in range(1, 6):  # their 6 (my 19) is closed
        assert (BAR, 25 - d) in first_steps(p, (d, 6)) or (BAR, 25 - d) in first_steps(p, (6, d))
    assert all((BAR, 19) not in first_steps(p, (6, d)) for d in range(1, 6))


def test_s5_seed_example_entering_with_4_and_6():
    """§5, seed 003: one checker on the bar, roll 4-6: it may enter on their 4- or 6-point
    (my 21 or 19) when open; with the 4-point closed only the 6 enters."""
    mine = {13: 5, 8: 3, 6: 5, 1: 1}
    p = pos(mine, {13: 5, 8: 3, 7: 5, 1: 2}, mine_bar=1)
    assert {(BAR, 21), (BAR, 19)} <= first_steps(p, (6, 4))
    closed4 = pos(mine, {13: 5, 8: 3, 7: 5, 4: 2}, mine_bar=1)
    assert first_steps(closed4, (6, 4)) == {(BAR, 19)}
    # after entering, the 4 is played normally (here 13/9, 19/15, …)
    assert after(closed4, (BAR, 19), (13, 9)) in results(closed4, (6, 4))


def test_s5_closed_entry_points_pass_the_turn():
    """§5: if every entry point for the roll is closed, the turn passes."""
    closed_board = {p: 2 for p in range(1, 7)}
    closed_board[13] = 3
    p = pos({13: 5, 8: 3, 6: 6}, closed_board, mine_bar=1)
    for dice in ROLLS:
        [play] = legal_plays(p, dice)
        assert play.moves == () and play.result == p
    # only the dice's own entry points matter: 6-5 dances on their 5 and 6 even with 1-4 open
    q = pos({13: 5, 8: 3, 6: 6}, {6: 2, 5: 2, 13: 11}, mine_bar=1)
    assert [pl.moves for pl in legal_plays(q, (6, 5))] == [()]
    assert legal_plays(q, (6, 4))[0].moves[0] == (BAR, 21)


def test_s5_partial_entry_loses_the_rest_of_the_roll():
    """§5: two on the bar, only the 6 can enter: one enters, the 4 is lost."""
    p = pos({13: 5, 8: 3, 6: 5}, {4: 2, 13: 13}, mine_bar=2)  # their 4 (my 21) closed; my 19 open
    assert results(p, (6, 4)) == {after(p, (BAR, 19))}
    [play] = legal_plays(p, (6, 4))
    assert play.result.mine[BAR] == 1 and play.dice == (6,)
    # with doubles: three on the bar and the entry open: three enter, the fourth die plays freely
    q = pos({13: 5, 8: 3, 6: 4}, {13: 13, 1: 2}, mine_bar=3)
    for play in legal_plays(q, (4, 4)):
        assert play.moves[:3] == ((BAR, 21),) * 3 and len(play.moves) == 4


def test_s5_after_the_last_bar_checker_enters_the_rest_is_played_normally():
    """§5: one on the bar with 6-4: enter with one die, then the other die moves any checker."""
    p = pos({13: 5, 8: 3, 6: 5, 1: 1}, {13: 5, 8: 3, 7: 5, 1: 2}, mine_bar=1)
    found = results(p, (6, 4))
    assert after(p, (BAR, 19), (13, 9)) in found
    assert after(p, (BAR, 21), (13, 7)) in found
    assert after(p, (BAR, 21), (21, 15)) in found  # the same checker goes on


def test_s5_entering_may_hit():
    """§5: entering on a blot hits it."""
    p = pos({13: 5, 8: 3, 6: 5, 1: 1}, {4: 1, 13: 14}, mine_bar=1)
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
    for dice in ROLLS:
        _bears_off_only_when_home(p, dice)
    assert after(p, (7, 6), (6, OFF)) in results(p, (6, 1))  # bring it in, then bear off
    assert all(OFF not in dict(pl.moves).values() for pl in legal_plays(p, (3, 2)))


def test_s6_a_hit_checker_must_reenter_and_come_home_before_bearing_off():
    """§6: hit during the bear-off: it enters first, and nothing is borne off meanwhile."""
    p = pos({6: 4, 5: 5, 4: 5}, {12: 14, 24: 1}, mine_bar=1)
    for dice in ROLLS:
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
