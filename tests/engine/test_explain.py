"""Why a step is refused (docs/rules.md §3 movement, §4 bar and dice use, §5 bearing off,
house rule against hit-and-stack): the reason the board tells the player."""

from __future__ import annotations

import random

import pytest

from nard_desktop.engine import OFF, BAR, Position, RuleSet, TurnBuilder, legal_plays
from nard_desktop.engine.explain import REASONS, why_not

START = Position.initial()


def reason(pos, dice, src, dst, rules=None):
    r = why_not(TurnBuilder(pos, dice, rules), src, dst)
    return None if r is None else (r.reason, r.die, r.point)


def test_a_legal_step_has_no_reason():
    assert reason(START, (6, 5), 13, 7) is None
    assert reason(START, (6, 5), 24, 13) is None  # both dice on one checker


def test_no_checker_of_mine_there():  # §3: a player moves their own checkers
    assert reason(START, (6, 5), 20, 14) == ("no_checker", None, 20)


def test_checkers_never_move_backwards():  # §3
    assert reason(START, (6, 5), 8, 13)[0] == "wrong_way"


def test_no_die_for_that_distance():  # §3: each die moves one checker its number of points
    assert reason(START, (6, 5), 13, 10)[0] == "no_die"


def test_landing_on_a_point_the_opponent_holds():  # §3: two or more opponent checkers block a point
    # The opponent's 6 point is my 19: five of their checkers are there.
    assert reason(START, (6, 5), 24, 19) == ("blocked", 5, 19)


def test_a_combined_move_through_a_blocked_point():  # §3: each die of a combined move lands
    pos = Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {6: 5, 8: 3, 13: 5, 24: 2})
    # With 6-6 from 24 the first stop is my 18 (their 7, open), the second my 12 (their 13, held).
    assert reason(pos, (6, 6), 24, 12) == ("blocked", 6, 12)


def test_the_bar_first():  # §4.1: a checker on the bar enters before any other moves
    pos = Position.from_points({13: 5, 8: 3, 6: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2}, mine_bar=1)
    assert reason(pos, (6, 5), 13, 7)[0] == "enter_first"


def test_bearing_off_needs_every_checker_home():  # §5.1
    pos = Position.from_points({8: 1, 6: 4, 5: 5}, {6: 5, 8: 3, 13: 5, 24: 2})
    assert reason(pos, (6, 5), 6, OFF) == ("not_all_home", 6, None)


def test_a_larger_die_bears_off_only_the_farthest_checker():  # §5.2
    pos = Position.from_points({5: 1, 3: 1}, {6: 5, 8: 3, 13: 5, 24: 2})
    assert reason(pos, (6, 1), 3, OFF) == ("higher_checker", 6, None)


def test_a_step_that_would_leave_a_die_unplayed():  # §4.3: play both dice when possible
    pos = Position.from_points({2: 8, 4: 1, 5: 1, 6: 2}, {6: 5, 8: 3, 13: 5, 24: 2})
    # 5/3 alone is a legal 2, but then no 5 can be played (6/1 is blocked, a checker is on 6).
    assert reason(pos, (5, 2), 5, 3) == ("whole_turn", None, None)


def test_entering_on_a_blocked_point():  # §4.1
    pos = Position.from_points({13: 5, 8: 3, 6: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2}, mine_bar=1)
    # Entering with a 6 lands on my 19, the opponent's 6 point.
    assert reason(pos, (6, 5), BAR, 19) == ("blocked", 6, 19)


def test_every_refused_step_of_random_turns_has_a_known_reason():
    rng = random.Random(7)
    seen = set()
    for _ in range(60):
        pos = START
        for _ in range(rng.randint(0, 50)):
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            pos = rng.choice(legal_plays(pos, dice)).result
            if pos.is_game_over():
                break
            pos = pos.swapped()
        if pos.is_game_over():
            continue
        turn = TurnBuilder(pos, (rng.randint(1, 6), rng.randint(1, 6)))
        for src in range(0, 26):
            for dst in range(0, 25):
                r = why_not(turn, src, dst)
                legal = dst in turn.destinations(src)
                assert (r is None) == legal
                if r is not None:
                    assert r.reason in REASONS
                    seen.add(r.reason)
    assert {"no_checker", "wrong_way", "no_die", "blocked", "not_all_home"} <= seen


@pytest.mark.parametrize("rules", [RuleSet(), RuleSet(no_hit_and_stack_in_home=True)])
def test_reasons_follow_the_rules_in_force(rules):
    assert reason(START, (6, 5), 13, 7, rules) is None


def test_the_house_rule_against_hit_and_stack():  # §6 (house rule)
    # 8/5*/3: the checker that hits on my 5 may not go on onto my own checkers on 3;
    # the other way round (8/6/3) is blocked by the opponent on my 6.
    pos = Position.from_points({13: 10, 8: 1, 3: 2}, {19: 2, 20: 1, 6: 5, 8: 3, 13: 4})
    on = RuleSet(no_hit_and_stack_in_home=True)
    assert reason(pos, (3, 2), 8, 3) is None
    assert reason(pos, (3, 2), 8, 3, on) == ("hit_and_stack", None, None)
