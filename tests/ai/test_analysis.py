"""Match analysis on hand-built decisions whose right answers are known."""

from __future__ import annotations

import random

import numpy as np
import pytest

from nard_desktop.ai import default_evaluator
from nard_desktop.ai.analysis import (AnalysisCancelled, AnalysisOptions, Decision, GameDecisions, MarkThresholds,
                                      MatchDecisions, analyse, analyse_decision, error_mark, fibs_rating, luck_mark,
                                      rank_plays, rating_label, roll_luck)
from nard_desktop.ai.search import ROLL_WEIGHTS, ROLLS
from nard_desktop.engine import MatchContext, Position, RuleSet, legal_plays
from nard_desktop.engine.notation import format_play, parse_play

MONEY = MatchContext()
RULES = RuleSet()
NO_CUBE = RuleSet(cube_enabled=False)


@pytest.fixture(scope="module")
def ev():
    return default_evaluator()


def checker(position, dice, text, *, rules=RULES, match=MONEY, player=0, move=1, opening=False):
    play = parse_play(position, dice, text, rules)
    return Decision(1, move, player, "checker", position, match, rules, dice=dice, play=play, opening=opening)


# A race the cube model calls double/take: 61 pips against 67, on roll (a 10 % lead).
RACE = Position.from_points({6: 4, 5: 3, 4: 3, 3: 2, 2: 2}, {6: 4, 5: 4, 4: 3, 3: 3, 2: 1})


def test_an_obvious_blunder_is_marked_very_bad(ev):
    # 6-6 from the starting position: 24/18(2) 13/7(2) is the standard play;
    # 13/7 8/2(3) buries three checkers on the two point.
    pos = Position.initial()
    bad = analyse_decision(checker(pos, (6, 6), "13/7 8/2(3)"), AnalysisOptions(depth=0), evaluator=ev)
    good = analyse_decision(checker(pos, (6, 6), "24/18(2) 13/7(2)"), AnalysisOptions(depth=0), evaluator=ev)
    assert bad.best == "24/18(2) 13/7(2)"
    assert bad.error >= 0.16 and bad.mark == "very_bad" and bad.counted and not bad.forced
    assert good.error == 0.0 and good.mark is None
    assert bad.equity_best - bad.equity_played == pytest.approx(bad.error)
    assert bad.alternatives[0].play == bad.best and any(a.play == bad.played for a in bad.alternatives)
    assert all(len(a.probabilities) == 5 for a in bad.alternatives)


def test_the_blunder_is_searched_as_deep_as_the_best_play_at_two_ply(ev):
    pos = Position.initial()
    a = analyse_decision(checker(pos, (6, 6), "13/7 8/2(3)"), AnalysisOptions(depth=2, confirm=None), evaluator=ev)
    played = next(x for x in a.alternatives if x.play == a.played)
    best = next(x for x in a.alternatives if x.play == a.best)
    assert played.plies == best.plies == 2
    assert a.mark == "very_bad"


def test_an_error_of_the_doubtful_mark_or_more_is_confirmed_three_plies_deep(ev):
    from nard_desktop.ai.search import MoveFilter, rank_three_ply
    pos = Position.initial()
    plain = analyse_decision(checker(pos, (6, 6), "13/7 8/2(3)"), AnalysisOptions(depth=2, confirm=None),
                             evaluator=ev)
    a = analyse_decision(checker(pos, (6, 6), "13/7 8/2(3)"), AnalysisOptions(depth=2), evaluator=ev)
    played = next(x for x in a.alternatives if x.play == a.played)
    best = next(x for x in a.alternatives if x.play == a.best)
    assert a.best == plain.best and played.plies == best.plies == 3
    # The error is the one of the 3-ply search of the two plays alone, not the 2-ply one.
    plays = {format_play(p): p for p in legal_plays(pos, (6, 6))}
    both = MoveFilter(keep=2, threshold=float("inf"))
    pair = rank_three_ply([plays[a.best], plays[a.played]], RULES, MONEY, ev, both, both)
    assert pair[0].play.result == plays[a.best].result
    assert pair[0].equity - pair[1].equity == pytest.approx(a.error, abs=1e-9)
    assert a.error != pytest.approx(plain.error, abs=1e-6) and a.mark == "very_bad"
    # A margin above the error leaves it as the depth found it.
    wide = analyse_decision(checker(pos, (6, 6), "13/7 8/2(3)"), AnalysisOptions(depth=2, confirm=plain.error + 0.01),
                            evaluator=ev)
    assert wide.error == pytest.approx(plain.error, abs=1e-12)
    assert {x.plies for x in wide.alternatives if x.play in (wide.best, wide.played)} == {2}


def test_a_small_error_is_not_looked_at_deeper(ev):
    # The opening 2-1: its second best play loses less than the doubtful mark at 2 plies.
    pos = Position.initial()
    first = format_play(legal_plays(pos, (2, 1))[0])
    ranked = analyse_decision(checker(pos, (2, 1), first), AnalysisOptions(depth=2, confirm=None),
                              evaluator=ev).alternatives
    second = ranked[1]
    assert second.plies == 2 and 0 < ranked[0].equity - second.equity < 0.04
    a = analyse_decision(checker(pos, (2, 1), second.play), AnalysisOptions(depth=2), evaluator=ev)
    assert a.error == pytest.approx(ranked[0].equity - second.equity, abs=1e-12)
    assert {x.plies for x in a.alternatives[:2]} == {2}


@pytest.mark.parametrize("margin", [-0.01, float("nan"), float("inf"), True, "0.04"])
def test_a_confirmation_margin_is_a_number_of_at_least_zero(margin):
    with pytest.raises(ValueError):
        AnalysisOptions(confirm=margin)


def test_the_blunder_is_searched_as_deep_as_the_best_play_at_three_ply(ev):
    # The opening 2-1: the best two plays are close, so they are looked at
    # three plies deep; 8/7 8/6 is far outside the filter, and searched too.
    pos = Position.initial()
    a = analyse_decision(checker(pos, (2, 1), "8/7 8/6"), AnalysisOptions(depth=3), evaluator=ev)
    played = next(x for x in a.alternatives if x.play == a.played)
    best = next(x for x in a.alternatives if x.play == a.best)
    assert best.plies == 3 and played.plies == 3
    assert a.mark == "very_bad"
    # The same error as the 3-ply search of the two plays alone.
    from nard_desktop.ai.search import MoveFilter, rank_three_ply
    plays = {format_play(p): p for p in legal_plays(pos, (2, 1))}
    both = MoveFilter(keep=2, threshold=float("inf"))
    pair = rank_three_ply([plays[a.best], plays[a.played]], RULES, MONEY, ev, both, both)
    assert pair[0].equity - pair[1].equity == pytest.approx(a.error, abs=1e-9)


def test_a_play_the_search_left_at_two_ply_is_searched_three_plies_deep_too(ev):
    pos = Position.initial()
    ranked = rank_plays(pos, (2, 1), RULES, MONEY, ev, AnalysisOptions(depth=3))[1]
    third = next(r for r in ranked if r.plies == 2)  # searched two plies deep only
    a = analyse_decision(checker(pos, (2, 1), format_play(third.play)), AnalysisOptions(depth=3), evaluator=ev)
    played = next(x for x in a.alternatives if x.play == a.played)
    assert played.plies == 3 and a.error > 0
    # Its row shows what it was judged by.
    assert played.equity == a.equity_played and a.equity_best - played.equity == pytest.approx(a.error)


def test_a_forced_play_is_recorded_but_not_counted(ev):
    # One checker left on the one point: 6-5 can only bear it off.
    pos = Position.from_points({1: 1}, {6: 5, 5: 5})
    assert len(legal_plays(pos, (6, 5), NO_CUBE)) == 1
    d = checker(pos, (6, 5), "1/off", rules=NO_CUBE)
    match = MatchDecisions(("A", "B"), 0, NO_CUBE, (GameDecisions(1, (d,), (1, 0), True),))
    result = analyse(match, AnalysisOptions(depth=0), evaluator=ev, jobs=1)
    a = result.decisions[0]
    assert a.forced and not a.counted and a.error == 0.0 and a.mark is None
    st = result.players[0]
    assert st.moves == 1 and st.checker_decisions == 0 and st.checker_error_rate == 0.0


def test_a_joker_is_marked_lucky(ev):
    # Two checkers on the six point, the opponent bears off its last checker
    # next turn: only 3-3, 4-4, 5-5 and 6-6 take both off and win (a single
    # game, +1); the other 32 rolls lose (-1).
    pos = Position.from_points({6: 2}, {1: 1})
    d = checker(pos, (6, 6), "6/off(2)", rules=NO_CUBE)
    a = analyse_decision(d, AnalysisOptions(depth=0), evaluator=ev)
    # luck = 1 - (4/36 * 1 + 32/36 * -1) = 1.78
    assert a.luck == pytest.approx(1 - (4 / 36 - 32 / 36), abs=0.02)
    assert a.luck_mark == "very_lucky"
    lost = analyse_decision(checker(pos, (2, 1), "6/4 6/5", rules=NO_CUBE), AnalysisOptions(depth=0), evaluator=ev)
    assert lost.luck == pytest.approx(-1 - (4 / 36 - 32 / 36), abs=0.02)
    assert lost.luck < 0 and lost.luck_mark is None  # losing as expected is barely unlucky


def test_luck_averages_to_zero_over_the_rolls(ev):
    # By definition the luck of the rolls, weighted by their chances, has mean zero.
    pos = Position.from_points({6: 3, 8: 3, 13: 4, 24: 2, 5: 3}, {6: 5, 8: 3, 13: 5, 24: 2})
    lucks = [roll_luck(pos, roll, RULES, MONEY, ev) for roll in ROLLS]
    weights = np.array(ROLL_WEIGHTS) / np.sum(ROLL_WEIGHTS)
    assert float(np.dot(weights, lucks)) == pytest.approx(0.0, abs=1e-6)
    assert max(lucks) > 0 > min(lucks)


OPENING = [r for r in ROLLS if r[0] != r[1]]


@pytest.mark.parametrize("match", [MONEY, MatchContext(5, 0, 3), MatchContext(7, 4, 2)])
def test_the_opening_rolls_luck_averages_to_zero_over_its_thirty_outcomes(ev, match):
    # The opening roll decides who moves first too (GNU Backgammon's definition):
    # over its 30 outcomes (each non-double, won by either player) the luck seen
    # from one side has mean zero; the mover's own 15 rolls alone need not.
    pos = Position.initial()
    mine = [roll_luck(pos, r, RULES, match, ev, opening=True) for r in OPENING]
    theirs = [roll_luck(pos.swapped(), r, RULES, match.swapped(), ev, opening=True) for r in OPENING]
    assert np.mean(mine) - np.mean(theirs) == pytest.approx(0.0, abs=1e-6)


def test_at_an_even_score_the_opening_rolls_luck_is_the_equity_after_its_best_play(ev):
    from nard_desktop.ai.analysis import _best_by_roll

    best = _best_by_roll(Position.initial(), RULES, MONEY, ev, OPENING)
    lucks = [roll_luck(Position.initial(), r, RULES, MONEY, ev, opening=True) for r in OPENING]
    assert lucks == pytest.approx(list(best), abs=1e-9)
    assert np.mean(lucks) > 0  # winning the opening roll is worth something


def _race_game(cube_action, answer):
    d_cube = Decision(1, 1, 0, "cube", RACE, MONEY, RULES, action=cube_action)
    decisions = [d_cube]
    if answer is not None:
        decisions.append(Decision(1, 1, 1, "take", RACE, MONEY, RULES, action=answer))
    return MatchDecisions(("A", "B"), 0, RULES, (GameDecisions(1, tuple(decisions), (1, 0), True),))


def test_a_missed_double_is_counted(ev):
    from nard_desktop.ai import cube_decision

    assert cube_decision(RACE, RULES, MONEY, ev).verdict == "double_take"
    result = analyse(_race_game("no_double", None), AnalysisOptions(depth=0), evaluator=ev, jobs=1)
    a = result.decisions[0]
    assert a.kind == "cube" and a.right == "double" and a.taken == "no_double"
    assert a.error_type == "missed_double_below_cp" and a.error > 0 and a.counted
    assert a.error == pytest.approx(min(a.dt, a.dp) - a.nd)
    st = result.players[0]
    assert st.cube_errors["missed_double_below_cp"] == 1 and st.cube_decisions == 1
    assert st.cube_error_rate == pytest.approx(1000 * a.error)


def test_a_wrong_pass_is_counted_and_a_right_take_is_not(ev):
    wrong = analyse(_race_game("double", "drop"), AnalysisOptions(depth=0), evaluator=ev, jobs=1)
    take = wrong.decisions[1]
    assert take.kind == "take" and take.player == 1 and take.right == "take" and take.taken == "drop"
    assert take.error_type == "wrong_pass" and take.error == pytest.approx(take.dp - take.dt)
    assert wrong.players[1].cube_errors["wrong_pass"] == 1 and wrong.players[1].passes == 1
    assert wrong.players[0].doubles == 1 and wrong.decisions[0].error == 0.0
    right = analyse(_race_game("double", "take"), AnalysisOptions(depth=0), evaluator=ev, jobs=1)
    assert right.decisions[1].error == 0.0 and right.players[1].cube_errors["wrong_pass"] == 0
    assert right.players[1].takes == 1


def test_marks_thresholds_and_labels():
    assert [error_mark(x) for x in (0.0, 0.039, 0.04, 0.08, 0.159, 0.16)] == [
        None, None, "doubtful", "bad", "bad", "very_bad"]
    assert error_mark(0.05, MarkThresholds(doubtful=0.06)) is None
    assert [luck_mark(x) for x in (0.6, 0.3, 0.29, -0.3, -0.6)] == [
        "very_lucky", "lucky", None, "unlucky", "very_unlucky"]
    assert [rating_label(x) for x in (0.001, 0.004, 0.007, 0.011, 0.017, 0.025, 0.034, 0.04)] == [
        "supernatural", "world_class", "expert", "advanced", "intermediate", "casual", "beginner", "awful"]
    assert fibs_rating(0.0) == 2200 and fibs_rating(0.02) == pytest.approx(1750)
    assert fibs_rating(0.0225) == pytest.approx(1675)
    assert fibs_rating(0.03) == pytest.approx(1500) and 500 < fibs_rating(0.2) < fibs_rating(0.05) < 1500


def _random_game(seed: int, n: int = 12) -> MatchDecisions:
    rng = random.Random(seed)
    pos = Position.initial()
    decisions = []
    player = 0
    for move in range(1, n + 1):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        if move == 1:
            while dice[0] == dice[1]:
                dice = (rng.randint(1, 6), rng.randint(1, 6))
        plays = legal_plays(pos, dice, NO_CUBE)
        play = rng.choice(plays)
        decisions.append(Decision(1, move, player, "checker", pos, MONEY, NO_CUBE, dice=dice, play=play,
                                  opening=move == 1))
        pos = play.result.swapped()
        player = 1 - player
        if pos.is_game_over():
            break
    return MatchDecisions(("A", "B"), 0, NO_CUBE, (GameDecisions(1, tuple(decisions), (0, 0), False),))


def test_statistics_sum_as_defined(ev):
    match = _random_game(5)
    result = analyse(match, AnalysisOptions(depth=0), evaluator=ev, jobs=1)
    for p, st in enumerate(result.players):
        mine = [a for a in result.decisions if a.player == p]
        theirs = [a for a in result.decisions if a.player != p]
        assert st.luck_total == pytest.approx(sum(a.luck for a in mine))
        assert st.luck_rate == pytest.approx(1000 * st.luck_total / len(mine))
        assert st.luck_adjusted_result == pytest.approx(0 - st.luck_total + sum(a.luck for a in theirs))
        counted = [a for a in mine if a.counted]
        assert st.checker_decisions == len(counted)
        assert st.checker_error_rate == pytest.approx(1000 * sum(a.error for a in counted) / len(counted))
        assert st.pr == pytest.approx(st.error_rate / 2)
        assert sum(st.marks.values()) == sum(1 for a in counted if a.mark)
    # Random plays lose equity somewhere.
    assert sum(st.checker_error_total for st in result.players) > 0


def test_the_report_is_the_same_with_one_and_two_workers(ev):
    match = _random_game(7, 10)
    one = analyse(match, AnalysisOptions(depth=0), jobs=1)
    seen = []
    two = analyse(match, AnalysisOptions(depth=0), jobs=2, progress=lambda done, total: seen.append((done, total)))
    assert one.to_json() == two.to_json()  # the report's figures, as printed
    assert one.to_json()["confirm"] is None  # depth 0 confirms nothing
    import dataclasses
    assert dataclasses.replace(one, options=AnalysisOptions(depth=2)).to_json()["confirm"] == 0.04
    assert dataclasses.replace(one, options=AnalysisOptions(depth=3, confirm=None)).to_json()["confirm"] is None
    # Decision by decision: the same plays, marks and equities (up to the last bits of a
    # float, which a worker's BLAS may round differently).
    assert [(d.game, d.move, d.kind, d.played, d.best, d.mark, d.counted) for d in one.decisions] == \
        [(d.game, d.move, d.kind, d.played, d.best, d.mark, d.counted) for d in two.decisions]
    assert [d.error for d in one.decisions] == pytest.approx([d.error for d in two.decisions], abs=1e-6)
    assert seen[0] == (0, len(match.decisions)) and seen[-1] == (len(match.decisions),) * 2


def test_cancel_stops_the_work(ev):
    match = _random_game(9, 6)
    with pytest.raises(AnalysisCancelled):
        analyse(match, AnalysisOptions(depth=0), evaluator=ev, jobs=1, cancel=lambda: True)


def test_match_play_errors_have_a_match_winning_chance(ev):
    ctx = MatchContext(match_length=5, my_score=2, their_score=1)
    rules = RuleSet.preset("international_match")
    a = analyse_decision(checker(Position.initial(), (6, 6), "13/7 8/2(3)", rules=rules, match=ctx),
                         AnalysisOptions(depth=0), evaluator=ev)
    assert a.error_mwc is not None and 0 < a.error_mwc < a.error
    assert format_play(parse_play(Position.initial(), (6, 6), a.best)) == a.best


def test_options_reject_an_unknown_depth():
    for depth in (4, -1, "2", None):
        with pytest.raises(ValueError):
            AnalysisOptions(depth=depth)
