"""The clock keeper's verdict is the engine's (docs/rules.md §9): asking never charges, and the
boundaries fall where MatchClock.charge puts them."""

from __future__ import annotations

from nard_desktop.app.clock import out_of_time
from nard_desktop.engine import MatchClock


def clock(**kw) -> MatchClock:
    args = {"free_seconds": 12, "reserve_seconds": 120, "max_move_seconds": 60}
    args.update(kw)
    return MatchClock(**args)


def test_asking_does_not_charge():
    c = clock()
    assert not out_of_time(c, 0, 50)
    assert c.reserves == [120.0, 120.0]


def test_the_longest_move_is_allowed_and_a_moment_more_is_not():
    c = clock()
    assert not out_of_time(c, 0, 60)
    assert out_of_time(c, 0, 60.01)


def test_the_reserve_runs_out_exactly_when_spent():
    c = clock(max_move_seconds=3600)
    assert not out_of_time(c, 1, 12 + 119.9)
    assert out_of_time(c, 1, 12 + 120)
    c.charge(1, 12 + 100)  # 100 s of the reserve gone
    assert not out_of_time(c, 1, 12 + 19.9) and out_of_time(c, 1, 12 + 20)
    assert not out_of_time(c, 0, 12 + 100)  # the other player's reserve is their own


def test_free_seconds_cost_nothing():
    c = clock(free_seconds=12, reserve_seconds=1)
    assert not out_of_time(c, 0, 12)
    assert out_of_time(c, 0, 13)
