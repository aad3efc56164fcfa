"""Click-to-move (nard_desktop.app.clicks): the one policy the match and the
learning panel share for a click on a checker or on a point."""

from __future__ import annotations

from nard_desktop.app.clicks import sources_for, step_by_die
from nard_desktop.engine import Position, TurnBuilder


def test_a_click_on_a_checker_moves_it_by_the_larger_die_or_the_smaller():
    tb = TurnBuilder(Position.initial(), (6, 5))
    assert step_by_die(tb, 13, larger_first=True) == (13, 7)
    assert step_by_die(tb, 13, larger_first=False) == (13, 8)


def test_the_other_die_when_the_first_cannot_move_the_checker():
    # From 24 the 5 is blocked by the opponent's six point: both clicks use the 6.
    tb = TurnBuilder(Position.initial(), (6, 5))
    assert step_by_die(tb, 24, larger_first=False) == (24, 18)
    assert step_by_die(tb, 24, larger_first=True) == (24, 18)


def test_a_click_where_no_checker_can_move_means_nothing():
    tb = TurnBuilder(Position.initial(), (6, 5))
    assert step_by_die(tb, 20, larger_first=True) is None
    assert sources_for(tb, 20) == []


def test_a_click_on_a_point_means_the_checker_that_gets_there_with_one_die():
    # 5-2: the 6 point is reached from 8 with the 2 alone, from 13 only with both dice.
    tb = TurnBuilder(Position.initial(), (5, 2))
    assert 6 in tb.destinations(13) and 6 in tb.destinations(8)
    assert sources_for(tb, 6) == [8]
    assert sources_for(tb, 22) == [24]


def test_two_checkers_with_one_die_each_leave_the_click_ambiguous():
    tb = TurnBuilder(Position.initial(), (3, 1))
    assert sorted(sources_for(tb, 5)) == [6, 8]


def test_a_click_on_the_tray_bears_off_the_highest_checker():
    tb = TurnBuilder(Position.from_points({5: 1, 4: 1}, {24: 1, 19: 1}), (5, 4))
    assert sources_for(tb, 0) == [5]
    assert step_by_die(tb, 4, larger_first=False) == (4, 0)
