"""The chances an explanation quotes are the analysis' own (docs/analysis.md, "Why: the explanation").

A real match (GNU Backgammon's 7-point match) analysed at depth 1, where the
cube is judged one roll ahead: every percent in every sentence, in English
and in Persian, is one of the figures the analysis holds for that decision,
rounded as shown; a cube sentence quotes the chance the cube decision was
judged on, never another look at the position; and no sentence's threshold
contradicts the chance beside it.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont

from nard_desktop.ai import default_evaluator
from nard_desktop.ai.analysis import AnalysisOptions, analyse
from nard_desktop.ai.explain import explain, explain_marked, whole_percent
from nard_desktop.ai.search import evaluate_positions
from nard_desktop.app import i18n
from nard_desktop.app.analysis import decisions_from_match, load_match
from nard_desktop.app.analysis_store import analysis_from_json, analysis_to_json
from nard_desktop.app.explain_text import explanation_text, reason_text

ROOT = Path(__file__).resolve().parents[2]
MATCH = ROOT / "tests" / "data" / "matches" / "gnubg_charlot_7p.mat"
PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture(scope="module")
def ev():
    return default_evaluator()


@pytest.fixture(scope="module")
def analysed(ev):
    match, meta = load_match(str(MATCH))
    decisions = decisions_from_match(match, meta)
    analysis = analyse(decisions, AnalysisOptions(depth=1), evaluator=ev, jobs=1)
    return decisions, analysis, explain_marked(decisions.decisions, analysis, ev)


@pytest.fixture(scope="module")
def texts(qapp, analysed):
    """Each marked decision's text in English and in Persian (None where unexplained)."""
    _, _, explanations = analysed
    out = {}
    for language in ("en", "fa"):
        with speaking(qapp, language):
            out[language] = [None if e is None else explanation_text(e) for e in explanations]
    return out


@contextmanager
def speaking(qapp, language: str):
    """The application in ``language``, then put back as it was (language, locale, direction, font)."""
    locale, direction, font = QLocale(), qapp.layoutDirection(), QFont(qapp.font())
    i18n.install_translations(qapp, language)
    try:
        yield
    finally:
        i18n.uninstall_translations(qapp)
        QLocale.setDefault(locale)
        qapp.setLayoutDirection(direction)
        qapp.setFont(font)


def percents(text: str) -> list[int]:
    """The whole percents of a sentence, in either language's digits ("<1%" is a chance
    shown as 0 by rounding but not nil, ">99%" one shown as 100)."""
    ascii_text = text.translate(str.maketrans(PERSIAN_DIGITS, "0123456789"))
    return [int(n) + {"<": -1, ">": 1}.get(sign, 0) for sign, n in re.findall(r"([<>]?)(\d+)\s*[%٪]", ascii_text)]


def decider_chances(found) -> tuple[float, float, float]:
    """The decider's winning, gammon and opponent's gammon chances as the analysis holds them."""
    p = found.probabilities
    if found.kind == "take":
        return 1.0 - p[0], p[3], p[1]
    return p[0], p[1], p[3]


def held_figures(found, e) -> set[int]:
    """Every chance the analysis holds for the decision (and the explanation's threshold), as shown."""
    if found.kind == "checker":
        probs = [a.probabilities for a in found.alternatives if a.play in (found.played, found.best)]
        figures = {p[i] for p in probs for i in (0, 1, 3)}
    else:
        figures = set(decider_chances(found))
    threshold = dict(e.cube).get("threshold") if e.cube else None
    if threshold is not None:
        figures.add(threshold)
    return {whole_percent(x) for x in figures}


def test_the_match_has_explained_cube_and_checker_errors(analysed, texts):
    _, analysis, explanations = analysed
    marked = [(a, e) for a, e in zip(analysis.decisions, explanations) if a.mark]
    assert sum(a.kind != "checker" and e is not None for a, e in marked) >= 2
    assert sum(a.kind == "checker" and e is not None for a, e in marked) >= 5
    assert all(t for t, a in zip(texts["en"], analysis.decisions) if a.mark)


def test_a_cube_sentence_quotes_the_chance_the_decision_was_judged_on(analysed, texts, ev):
    decisions, analysis, explanations = analysed
    told_apart = 0
    for i, (d, a, e) in enumerate(zip(decisions.decisions, analysis.decisions, explanations)):
        if a.kind == "checker" or not a.mark:
            continue
        assert len(a.probabilities) == 5, a  # the analysis keeps what it judged on
        win, gammon, opp = decider_chances(a)
        assert dict(e.cube)["win"] == pytest.approx(win)
        assert e.fact("win") == (pytest.approx(win), pytest.approx(win))
        assert e.fact("gammon")[0] == pytest.approx(gammon) and e.fact("opp_gammon")[0] == pytest.approx(opp)
        for language in ("en", "fa"):
            # The first percent of a cube sentence is the decider's winning chance.
            assert percents(texts[language][i])[0] == whole_percent(win), (language, texts[language][i])
        # The check can fail: a look at the position as it stands (0-ply) reads another figure here.
        flat = float(evaluate_positions(ev, [d.position])[0][0])
        told_apart += whole_percent(flat if a.kind == "cube" else 1.0 - flat) != whole_percent(win)
    assert told_apart >= 1


def test_every_percent_said_is_a_figure_the_analysis_holds(analysed, texts):
    _, analysis, explanations = analysed
    checked = 0
    for i, (a, e) in enumerate(zip(analysis.decisions, explanations)):
        if e is None:
            continue
        held = held_figures(a, e)
        for language in ("en", "fa"):
            said = percents(texts[language][i])
            assert set(said) <= held, (language, texts[language][i], sorted(held))
            checked += len(said)
    assert checked >= 20


def test_a_checker_sentence_gives_the_chances_of_the_two_plays_as_ranked(analysed, texts):
    _, analysis, explanations = analysed
    checked = 0
    for i, (a, e) in enumerate(zip(analysis.decisions, explanations)):
        if e is None or a.kind != "checker":
            continue
        by_play = {x.play: x.probabilities for x in a.alternatives}
        assert e.fact("win") == (by_play[a.played][0], by_play[a.best][0])
        for r in e.reasons:
            if r.code == "chances":
                best, played = whole_percent(by_play[a.best][0]), whole_percent(by_play[a.played][0])
                if best != played:
                    assert f"your winning chance from {best}% to {played}%" in texts["en"][i], texts["en"][i]
                    checked += 1
    assert checked >= 3


def test_no_threshold_contradicts_the_chance_beside_it(analysed, texts):
    _, analysis, explanations = analysed
    for i, (a, e) in enumerate(zip(analysis.decisions, explanations)):
        if e is None or a.kind == "checker":
            continue
        code = e.reasons[0].code
        for language in ("en", "fa"):
            said = percents(texts[language][i])
            if len(said) == 2 and code in ("double_early", "wrong_take", "missed_double", "wrong_pass"):
                chance, threshold = said
                # Too soon: below the threshold; missed: at or above it.
                assert chance < threshold if code in ("double_early", "wrong_take") else chance >= threshold


def test_an_analysis_saved_without_the_cube_chances_is_explained_alike(analysed, ev):
    decisions, analysis, explanations = analysed
    section = analysis_to_json(analysis)
    back = analysis_from_json(section, decisions)
    assert [a.probabilities for a in back.decisions] == [a.probabilities for a in analysis.decisions]
    for d in section["decisions"]:
        d.pop("probabilities")
    old = analysis_from_json(section, decisions)
    assert all(a.probabilities == () for a in old.decisions)
    # Evaluated again at the analysis' own cube depth: the same figures.
    again = explain_marked(decisions.decisions, old, ev)
    for e, e2 in zip(explanations, again):
        assert (e is None) == (e2 is None)
        if e is not None:
            assert [n for n, _, _ in e2.facts] == [n for n, _, _ in e.facts]
            flat = [x for _, p, b in e.facts for x in (p, b)]
            assert [x for _, p, b in e2.facts for x in (p, b)] == pytest.approx(flat, abs=1e-9)
            assert e2.reasons == e.reasons
    # Without that depth nothing is said of a cube decision rather than a chance from another look.
    cube = next(i for i, a in enumerate(old.decisions) if a.kind != "checker" and a.mark)
    assert explain(decisions.decisions[cube], old.decisions[cube], ev) is None
    assert explain(decisions.decisions[cube], replace(old.decisions[cube],
                                                      probabilities=analysis.decisions[cube].probabilities)) is not None


def test_every_count_said_is_the_facts_own(qapp, analysed):
    """The board sentences' numbers are the facts listed beside them (the played play's, the
    best play's, their difference, the point, or the 36 rolls)."""
    _, _, explanations = analysed
    checked = 0
    with speaking(qapp, "en"):
        for e in explanations:
            if e is None or e.kind != "checker":
                continue
            for r in e.reasons:
                if r.code == "chances":
                    continue
                played, best = e.fact(r.code)
                allowed = {int(played), int(best), abs(int(played) - int(best)), 36, r.point}
                said = [int(n) for n in re.findall(r"\d+", reason_text(r))]
                assert said and set(said) <= allowed, (r, reason_text(r))
                checked += 1
    assert checked >= 5
