"""The explanation of a marked decision (docs/analysis.md, "Why: the explanation").

The cases a teacher would check, each planted in a hand-built position and
analysed as the program analyses a match: the explanation must name the
difference that makes the play wrong, and never say anything the facts
beside it contradict.
"""

from __future__ import annotations

import random

import pytest

from nard_desktop.ai import default_evaluator
from nard_desktop.ai.analysis import AnalysisOptions, Decision, analyse_decision
from nard_desktop.ai.explain import FACT_NAMES, explain, explain_play
from nard_desktop.engine import MatchContext, Position, RuleSet, legal_plays
from nard_desktop.engine.notation import parse_play

MONEY = MatchContext()
RULES = RuleSet()
NO_CUBE = RuleSet(cube_enabled=False)
P = Position.from_points


@pytest.fixture(scope="module")
def ev():
    return default_evaluator()


def why(ev, position, dice, text, rules=RULES, match=MONEY):
    play = parse_play(position, dice, text, rules)
    d = Decision(1, 1, 0, "checker", position, match, rules, dice=dice, play=play)
    found = analyse_decision(d, AnalysisOptions(depth=2), evaluator=ev)
    assert found.mark is not None, found  # the case is a marked error
    e = explain(d, found)
    assert e is not None
    return found, e


def codes(e):
    return [r.code for r in e.reasons]


def test_a_play_that_leaves_a_direct_shot_where_the_best_leaves_none(ev):
    # 6-1 from the start: 13/7 8/7 makes the bar point; 13/7 6/5 leaves two blots in
    # front of the opponent's back checkers.
    found, e = why(ev, Position.initial(), (6, 1), "13/7 6/5")
    assert found.best == "13/7 8/7"
    assert codes(e)[0] == "shots"
    assert e.fact("shots")[1] == 0 and e.fact("shots")[0] > 11


def test_a_play_that_breaks_a_prime(ev):
    # A full prime from 3 to 8 traps a checker on my 2; 8/3 7/1 breaks it to four.
    board = P({3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 13: 3}, {6: 8, 5: 6, 23: 1})
    _, e = why(ev, board, (6, 5), "8/3 7/1")
    assert "prime" in codes(e)
    assert e.fact("prime") == (4, 6)


def test_a_play_that_fails_to_hit(ev):
    # The opponent's blot on my 4 point: 8/4* 6/4 hits and makes the point.
    board = P({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 5, 24: 1, 21: 1})
    found, e = why(ev, board, (4, 2), "13/9 13/11")
    assert found.best == "8/4* 6/4"
    assert "hits" in codes(e)
    assert e.fact("hits") == (0, 1)


def test_a_play_that_stacks(ev):
    # 2-2 from the start: 8/6(2) 6/4(2) piles the six point; the best spreads.
    _, e = why(ev, Position.initial(), (2, 2), "8/6(2) 6/4(2)")
    assert codes(e)[0] == "stacked"
    played, best = e.fact("stacked")
    assert played > best


def test_a_race_play_that_wastes_pips(ev):
    # All home, no contact: 5/3/off leaves 3 and 2, five pips; 5/off 3/1 leaves three.
    board = P({5: 1, 3: 1, 2: 1}, {1: 1, 2: 2, 3: 1, 5: 1})
    found, e = why(ev, board, (6, 2), "5/off", rules=NO_CUBE)
    assert found.best == "5/off 3/1"
    assert codes(e)[0] == "pips"
    assert e.fact("pips") == (5, 3)
    assert not any(c in codes(e) for c in ("blots", "home_points", "shots"))  # race: no contact words


def test_a_bear_off_that_leaves_a_gammon(ev):
    # No checker off yet, and the opponent finishes next turn: 7/off saves the gammon.
    board = P({7: 1, 6: 4, 5: 4, 4: 3, 3: 3}, {1: 2})
    found, e = why(ev, board, (6, 1), "7/1 6/5", rules=NO_CUBE)
    assert found.best in ("7/off", "7/6 6/off")
    assert "off" in codes(e) and codes(e)[-1] == "chances"
    chances = e.reasons[-1]
    assert chances.extra[2] > 0.99 and chances.extra[3] < 0.01  # the opponent's gammon: played, best


def test_the_seven_facts_are_listed_with_chances_between_0_and_1(ev):
    _, e = why(ev, Position.initial(), (6, 1), "13/7 6/5")
    facts = e.facts_json()
    assert list(facts)[:7] == ["shots", "blots", "home_points", "prime", "pips", "win", "gammon"]
    assert set(facts) == set(FACT_NAMES)
    for name in ("win", "gammon", "opp_gammon"):
        assert all(0.0 <= facts[name][k] <= 1.0 for k in ("played", "best"))
    for name in ("shots", "blots", "home_points", "prime", "pips"):
        assert all(type(facts[name][k]) is int for k in ("played", "best"))


def test_no_explanation_without_an_error(ev):
    play = parse_play(Position.initial(), (6, 1), "13/7 8/7", RULES)
    d = Decision(1, 1, 0, "checker", Position.initial(), MONEY, RULES, dice=(6, 1), play=play)
    assert explain(d, analyse_decision(d, AnalysisOptions(depth=0), evaluator=ev)) is None


def test_no_reason_contradicts_the_facts_on_random_plays():
    """Say nothing rather than something wrong: every reason's numbers are the
    facts' own, and the play made is worse on it than the best play."""
    rng = random.Random(5)
    position = Position.initial()
    checked = 0
    for _ in range(150):
        plays = legal_plays(position, (rng.randint(1, 6), rng.randint(1, 6)))
        if len(plays) >= 2:
            played, best = rng.sample(plays, 2)
            pp = [rng.random() * 0.5 for _ in range(5)]
            pb = [rng.random() * 0.5 for _ in range(5)]
            e = explain_play(position, played, best, pp, pb)
            assert len(e.reasons) <= 3
            for r in e.reasons:
                if r.code == "chances":
                    assert (r.played, r.best) == (e.fact("win")[0], e.fact("win")[1])
                    continue
                assert (r.played, r.best) == e.fact(r.code)
                worse_when_higher = r.code in ("shots", "blots", "stacked", "back", "pips")
                assert (r.played > r.best) if worse_when_higher else (r.played < r.best)
                if r.code == "home_points":
                    assert best.result.mine[r.point] >= 2 > played.result.mine[r.point]
                checked += 1
        position = rng.choice(plays).result.swapped()
        if position.is_game_over():
            position = Position.initial()
    assert checked > 50


# ================================================================ cube
def cube_case(ev, position, kind, action, match=MONEY, rules=RULES):
    d = Decision(1, 1, 0, kind, position, match, rules, action=action)
    found = analyse_decision(d, AnalysisOptions(depth=1), evaluator=ev)
    return d, found, explain(d, found, ev)


def test_doubling_too_early_gives_the_chance_and_no_contradicting_threshold(ev):
    d, found, e = cube_case(ev, Position.initial(), "cube", "double")
    assert found.error_type == "wrong_double_below_dp"
    r = e.reasons[0]
    assert r.code == "double_early"
    assert 0.4 < r.played < 0.6
    assert r.best == -1 or r.best > r.played  # a threshold, when said, is above the chance


def test_a_wrong_take_says_the_takers_chance(ev):
    # The doubler bears off against a checker far behind: a clear pass.
    board = P({2: 3, 3: 3, 4: 3}, {24: 1, 6: 4, 5: 4, 4: 3, 3: 3})
    d, found, e = cube_case(ev, board, "take", "take")
    assert found.error_type == "wrong_take"
    r = e.reasons[0]
    assert r.code == "wrong_take"
    assert r.played < 0.2  # the taker's winning chance
    assert r.best == -1 or r.best > r.played
