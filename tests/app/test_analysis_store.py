"""The analysis kept with a saved match: written into the file's optional
``analysis`` section, read back equal, checked against the match's own
decisions; a bad section is left out and never costs the match."""

from __future__ import annotations

import copy
import json
import random

import pytest

from nard_desktop.ai.analysis import AnalysisOptions, analyse
from nard_desktop.app.analysis import decisions_from_match
from nard_desktop.app.analysis_store import (ANALYSIS_VERSION, AnalysisStoreError, StoredAnalysis, analysis_from_json,
                                             analysis_to_json, match_fingerprint, player_figures)
from nard_desktop.app.record import dumps, loads, new_meta, record_from_match
from nard_desktop.app.review import win_chances
from nard_desktop.engine import GamePhase, Match, RuleSet, SeededRoller
from random_play import play_random

DEPTH0 = AnalysisOptions(depth=0)


def played(seed: int = 3, length: int = 0, moves: int = 12) -> Match:
    rules = RuleSet.preset("money") if not length else RuleSet.preset("international_match")
    match = Match(length, rules, roller=SeededRoller(seed))
    rng = random.Random(seed)
    while True:
        play_random(match, rng, 1, cube=0.2, resign=0.0)
        g = match.game
        if match.is_over or (sum(e.kind == "move" for e in g.history) >= moves and g.phase == GamePhase.ROLL):
            return match


@pytest.fixture(scope="module")
def analysed():
    match = played()
    md = decisions_from_match(match, new_meta())
    return match, md, analyse(md, DEPTH0, jobs=1)


def test_an_analysis_read_back_equals_the_one_written(analysed):
    match, md, analysis = analysed
    section = json.loads(json.dumps(analysis_to_json(analysis), allow_nan=False))
    assert section["version"] == ANALYSIS_VERSION
    back = analysis_from_json(section, md)
    assert back == analysis


def test_the_section_travels_in_the_match_file_and_old_files_load_unchanged(analysed):
    match, md, analysis = analysed
    meta = new_meta()
    plain = dumps(record_from_match(match, meta))
    assert b'"analysis"' not in plain
    _, plain_meta = loads(plain)
    assert "analysis" not in plain_meta  # a file without analysis reads as before
    data = dumps(record_from_match(match, {**meta, "analysis": analysis_to_json(analysis)}))
    loaded, loaded_meta = loads(data)
    assert [g.history for g in loaded.games] == [g.history for g in match.games]
    again = decisions_from_match(loaded, loaded_meta)
    assert analysis_from_json(loaded_meta["analysis"], again) == analysis


@pytest.mark.parametrize("damage", [
    lambda s: s.update(version=ANALYSIS_VERSION + 1),
    lambda s: s.update(version="1"),
    lambda s: s.pop("decisions"),
    lambda s: s["decisions"].pop(),
    lambda s: s["decisions"][0].update(played="24/1"),
    lambda s: s["decisions"][1].update(error="much"),
    lambda s: s["decisions"][1].update(mark="awful"),
    lambda s: s["decisions"][2].update(kind="resign"),
    lambda s: s["players"][0].pop("moves"),
    lambda s: s["options"].update(depth=7),
    lambda s: s["options"].update(confirm=-0.04),
    lambda s: s["options"].update(confirm="0.04"),
    lambda s: s.update(length=5),
    lambda s: s["decisions"][0].update(surprise=1),
    lambda s: s["decisions"][0]["alternatives"].append({"play": "x"}) if s["decisions"][0]["alternatives"]
    else s["decisions"][0].update(alternatives=[{"play": "x"}]),
])
def test_a_damaged_or_foreign_section_is_refused(analysed, damage):
    _, md, analysis = analysed
    section = copy.deepcopy(analysis_to_json(analysis))
    damage(section)
    with pytest.raises(AnalysisStoreError):
        analysis_from_json(section, md)


def test_the_confirmation_margin_is_kept_and_an_analysis_saved_before_it_had_none(analysed):
    _, md, analysis = analysed
    section = copy.deepcopy(analysis_to_json(analysis))
    assert section["options"]["confirm"] == analysis.options.confirm == 0.04
    section["options"]["confirm"] = None
    assert analysis_from_json(section, md).options.confirm is None
    del section["options"]["confirm"]  # written before errors were confirmed a roll deeper
    assert analysis_from_json(section, md).options.confirm is None


@pytest.mark.parametrize("section", [None, 3, "analysis", [], {"version": 1}])
def test_a_section_of_the_wrong_shape_is_refused(analysed, section):
    with pytest.raises(AnalysisStoreError):
        analysis_from_json(section, analysed[1])


def test_a_match_file_with_a_bad_analysis_still_loads(analysed):
    match, _, _ = analysed
    data = dumps(record_from_match(match, {**new_meta(), "analysis": {"version": "garbage", "decisions": 7}}))
    loaded, meta = loads(data)  # the record module does not judge the section
    assert [g.history for g in loaded.games] == [g.history for g in match.games]
    with pytest.raises(AnalysisStoreError):
        analysis_from_json(meta["analysis"], decisions_from_match(loaded, meta))


def test_a_kept_analysis_fits_its_match_until_something_is_played(analysed):
    _, md, analysis = analysed
    match = played(seed=11)
    stored = StoredAnalysis.of(match, md, analysis)
    assert stored.fits(match) and not stored.fits(played(seed=11))  # another match object
    before = match_fingerprint(match)
    match.game.roll()
    assert match_fingerprint(match) != before and not stored.fits(match)


def test_player_figures_are_the_statistics_of_the_analysis(analysed):
    _, md, analysis = analysed
    for p in (0, 1):
        error, pr, luck = player_figures(analysis.decisions, p)
        stats = analysis.players[p]
        assert error == pytest.approx(stats.error_rate)
        assert pr == pytest.approx(stats.pr)
        assert luck == pytest.approx(stats.luck_rate)


def test_win_chances_follow_the_play_made_for_the_bottom_player(analysed):
    _, md, analysis = analysed
    for bottom in (0, 1):
        values = win_chances(md, analysis, bottom)
        assert len(values) == len(analysis.decisions)
        for d, a, v in zip(md.decisions, analysis.decisions, values):
            if a.kind == "checker" and not a.forced:
                alt = next(x for x in a.alternatives if x.play == a.played)
                want = alt.probabilities[0] if a.player == bottom else 1 - alt.probabilities[0]
                assert v == pytest.approx(want)
        other = win_chances(md, analysis, 1 - bottom)
        assert all(a is None and b is None or a == pytest.approx(1 - b) for a, b in zip(values, other))


def test_win_chances_in_match_play_are_match_winning_chances():
    match = played(seed=4, length=3, moves=8)
    md = decisions_from_match(match, new_meta())
    analysis = analyse(md, DEPTH0, jobs=1)
    values = win_chances(md, analysis, 0)
    from nard_desktop.ai.equity import emg_to_mwc

    for d, a, v in zip(md.decisions, analysis.decisions, values):
        assert v is None or 0.0 <= v <= 1.0
        if a.kind == "checker" and not a.forced:
            mwc = float(emg_to_mwc(a.equity_played, d.rules, d.match))
            assert v == pytest.approx(mwc if a.player == 0 else 1 - mwc)


def test_a_three_ply_analysis_keeps_its_depth():
    # Depth 3 (the World-class search of the hint and the tutor) is stored as
    # such, and the plies of its alternatives (3 for the close plays) too.
    match = played(seed=5, moves=6)
    md = decisions_from_match(match, new_meta())
    analysis = analyse(md, AnalysisOptions(depth=3), jobs=1)
    assert any(a.plies == 3 for d in analysis.decisions if d.kind == "checker" for a in d.alternatives)
    back = analysis_from_json(json.loads(json.dumps(analysis_to_json(analysis))), md)
    assert back == analysis and back.options.depth == 3
