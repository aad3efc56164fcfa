"""Learn from your mistakes (app/learn.py): the queue of one player's marked
decisions, and retried choices judged by the analysis engine's numbers."""

from __future__ import annotations

import dataclasses
import random

import pytest

from nard_desktop.ai.analysis import AnalysisOptions, analyse, analyse_decision
from nard_desktop.app.analysis import decisions_from_match
from nard_desktop.app.learn import (BEST, ERROR, GOOD, LearnBoard, LearnSession, cube_choices, judge_cube,
                                    judge_play, mistakes, verdict_kind)
from nard_desktop.engine import Match, RuleSet, SeededRoller, legal_plays
from nard_desktop.engine.notation import format_play, parse_play
from random_play import play_random
from sampling import sizes

DEPTH0 = AnalysisOptions(depth=0)


@pytest.fixture(scope="module")
def analysed():
    """A random money session (errors aplenty, some cube actions), analysed at depth 0."""
    match = Match(0, RuleSet.preset("money"), roller=SeededRoller(11))
    play_random(match, random.Random(11), 450, cube=0.2, resign=0.0)
    md = decisions_from_match(match)
    return md, analyse(md, DEPTH0, jobs=1)


def test_the_queue_is_exactly_the_players_marked_decisions(analysed):
    md, ma = analysed
    for player in (0, 1):
        marked = [i for i, a in enumerate(ma.decisions) if a.player == player and a.mark is not None]
        assert marked
        in_game_order = mistakes(md, ma, player, "game")
        assert [m.index for m in in_game_order] == marked
        worst = mistakes(md, ma, player, "worst")
        assert sorted(m.index for m in worst) == marked
        errors = [m.analysis.error for m in worst]
        assert errors == sorted(errors, reverse=True)
        for m in worst:
            assert m.decision is md.decisions[m.index] and m.analysis is ma.decisions[m.index]
            assert m.analysis.player == m.decision.player == player and not m.analysis.forced
    with pytest.raises(ValueError):
        mistakes(md, ma, 0, "random")


@pytest.mark.parametrize("count", sizes(2, 6))
def test_a_retried_play_is_judged_by_the_analysis_numbers(analysed, count):
    md, ma = analysed
    checker = [m for m in mistakes(md, ma, 0, "worst") if m.kind == "checker"]
    assert len(checker) >= 3
    looked_outside = 0
    for m in checker[:count]:
        d, a = m.decision, m.analysis
        plays = legal_plays(d.position, d.dice, d.rules)
        # The best play is the best; the play made is the error the analysis found.
        best = judge_play(m, parse_play(d.position, d.dice, a.best, d.rules), DEPTH0)
        assert (best.kind, best.error, best.tried) == (BEST, 0.0, a.best)
        again = judge_play(m, d.play, DEPTH0)
        assert again.kind == ERROR and again.error == pytest.approx(a.error, abs=1e-9)
        # Every other legal play: its equity in the ranked list, else a fresh look at the same depth.
        listed = {alt.play: alt.equity for alt in a.alternatives}
        for p in plays:
            text = format_play(p)
            v = judge_play(m, p, DEPTH0)
            if text in listed:
                want = a.equity_best - listed[text]
            else:
                looked_outside += 1
                want = a.equity_best - analyse_decision(dataclasses.replace(d, play=p), DEPTH0).equity_played
            assert v.error == pytest.approx(max(0.0, want), abs=1e-9)
            assert v.kind == verdict_kind(v.error)
    assert looked_outside  # some plays were not among the ranked alternatives


def test_verdict_thresholds():
    assert verdict_kind(0.0) == BEST
    assert verdict_kind(0.0399) == GOOD
    assert verdict_kind(0.04) == ERROR
    assert verdict_kind(0.3) == ERROR


def test_cube_mistakes_are_judged_by_their_equities(analysed):
    md, ma = analysed
    cube = [m for p in (0, 1) for m in mistakes(md, ma, p, "game") if m.kind in ("cube", "take")]
    assert cube
    for m in cube:
        a = m.analysis
        choices = cube_choices(m)
        assert a.right in choices and a.taken in choices
        assert judge_cube(m, a.right, DEPTH0).kind == BEST
        wrong = judge_cube(m, a.taken, DEPTH0)
        assert wrong.error == pytest.approx(a.error) and wrong.kind == ERROR
        with pytest.raises(ValueError):
            judge_cube(m, "raccoon", DEPTH0)


def test_the_session_counts_finds_before_the_answer(analysed):
    md, ma = analysed
    found = mistakes(md, ma, 0, "worst")[:3]
    s = LearnSession(found, 0, "worst")
    a0, a1 = found[0].analysis, found[1].analysis
    s.record(judge_play(found[0], found[0].decision.play, DEPTH0) if found[0].kind == "checker"
             else judge_cube(found[0], a0.taken, DEPTH0))
    assert s.summary() == (0, 3)
    s.record(judge_play(found[0], parse_play(found[0].decision.position, found[0].decision.dice, a0.best,
                                              found[0].decision.rules), DEPTH0)
             if found[0].kind == "checker" else judge_cube(found[0], a0.right, DEPTH0))
    assert s.summary() == (1, 3)
    s.next()
    s.reveal()
    s.record(judge_cube(found[1], a1.right, DEPTH0) if found[1].kind != "checker" else
             judge_play(found[1], parse_play(found[1].decision.position, found[1].decision.dice, a1.best,
                                              found[1].decision.rules), DEPTH0))
    assert s.summary() == (1, 3)  # found only after the answer was shown
    s.next()
    assert s.next() is None and s.finished


def test_the_learn_board_plays_the_turn_through_the_engine(analysed):
    md, ma = analysed
    m = next(m for m in mistakes(md, ma, 1, "game") if m.kind == "checker")
    d = m.decision
    board = LearnBoard(m, bottom=0, colours=("light", "dark"), names=("A", "B"), kinds=("human", "human"))
    snap = board.snapshot()
    assert snap.mover == 1 and snap.destinations and snap.board == d.position.swapped()
    for src, dst in d.play.moves:
        assert board.step(src, dst)
    assert board.play().result == d.play.result
    assert board.snapshot().destinations == {}
    assert not board.step(*d.play.moves[0])
    assert board.undo() and board.play() is None


def test_tutor_events_in_the_record_are_checked_and_bounded():
    from nard_desktop.app.record_schema import MAX_APP_BYTES, compact_json
    from nard_desktop.app.tutor import MAX_EVENTS, TutorEvent

    good = TutorEvent(1, 3, 0, "checker", "24/23 24/21", "8/5 6/5", 0.2262, "taken_back")
    assert TutorEvent.from_json(good.to_json()) == good
    for bad in (None, [], {"game": 1}, dict(good.to_json(), answer="maybe"), dict(good.to_json(), player=2),
                dict(good.to_json(), error="big"), dict(good.to_json(), kind="raccoon"),
                dict(good.to_json(), move=True), dict(good.to_json(), tried="x" * 200)):
        assert TutorEvent.from_json(bad) is None
    # The most a record keeps fits in the record's room for the window's data.
    worst = TutorEvent(2000, 999, 1, "checker", "bar/22* 13/7* 8/2*(2)", "bar/22* 13/7* 8/2*(2)", 9.9999,
                       "taken_back")
    assert len(compact_json({"tutor": [worst.to_json()] * MAX_EVENTS}).encode()) < MAX_APP_BYTES // 2
