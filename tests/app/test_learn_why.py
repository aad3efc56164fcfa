"""Learn from your mistakes says why a wrong retry is still worse (docs/analysis.md,
"Why: the explanation"): the retry, not the play made in the game, is set
against the best play, with the analysis' own chances of both."""

from __future__ import annotations

import random

import pytest

from nard_desktop.ai.analysis import AnalysisOptions, analyse
from nard_desktop.ai.explain import explain
from nard_desktop.app.analysis import decisions_from_match
from nard_desktop.app.learn import ERROR, judge_cube, judge_play, mistakes
from nard_desktop.engine import Match, RuleSet, SeededRoller, legal_plays
from nard_desktop.engine.facts import board_facts
from nard_desktop.engine.notation import format_play
from random_play import play_random

DEPTH1 = AnalysisOptions(depth=1)
HIGHER_IS_WORSE = ("shots", "blots", "stacked", "back", "pips")
BOARD_FACTS = ("shots", "blots", "home_points", "prime", "pips", "anchors", "back", "hits", "stacked", "off")


@pytest.fixture(scope="module")
def analysed():
    """A random money session (errors aplenty, some cube actions), analysed at depth 1
    (the cube judged a roll ahead)."""
    match = Match(0, RuleSet.preset("money"), roller=SeededRoller(11))
    play_random(match, random.Random(11), 200, cube=0.2, resign=0.0)
    md = decisions_from_match(match)
    return md, analyse(md, DEPTH1, jobs=1)


def test_a_wrong_retry_is_explained_against_the_best_play(analysed):
    md, ma = analysed
    listed = fresh = 0
    for m in [m for m in mistakes(md, ma, 0, "worst") if m.kind == "checker"][:4]:
        d, a = m.decision, m.analysis
        for p in legal_plays(d.position, d.dice, d.rules):
            text = format_play(p)
            if text == a.played or p.result == d.play.result:
                continue
            v = judge_play(m, p, DEPTH1)
            if v.kind != ERROR:
                continue
            e = v.explanation
            assert e is not None and e.reasons, (text, v)
            # The retry's own board facts, not the game's play's.
            mine = board_facts(d.position, p.result, d.rules)
            assert all(e.fact(name)[0] == getattr(mine, name) for name in BOARD_FACTS)
            ranked = {x.play: x.probabilities for x in a.alternatives}
            if text in ranked:
                listed += 1
                assert e.fact("win") == (ranked[text][0], ranked[a.best][0])
            else:
                fresh += 1
            for r in e.reasons:
                if r.code in HIGHER_IS_WORSE:
                    assert r.played > r.best
                elif r.code != "chances":
                    assert r.played < r.best
    assert listed >= 3 and fresh >= 3


def test_the_cube_choice_made_again_is_explained_with_the_analysis_chances(analysed):
    md, ma = analysed
    cube = [m for p in (0, 1) for m in mistakes(md, ma, p, "worst") if m.kind != "checker"]
    assert cube
    for m in cube:
        v = judge_cube(m, m.analysis.taken, DEPTH1)
        if v.kind != ERROR:
            continue
        assert v.explanation == explain(m.decision, m.analysis)
        p = m.analysis.probabilities
        win = p[0] if m.kind == "cube" else 1.0 - p[0]
        assert v.explanation.fact("win")[0] == pytest.approx(win)
