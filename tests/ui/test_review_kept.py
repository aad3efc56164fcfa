"""Review mode, second part: the analysis kept with the saved match and the
autosave (reopened without computing again; a bad one left out with a
notice), Analyse at the end of a game, the arrows of the best play and the
play made, the graph that selects a decision, rolling out a candidate, and
the record's analysis figures."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from nard_desktop.ai.analysis import AnalysisOptions
from nard_desktop.app.analysis_store import analysis_to_json, player_figures
from nard_desktop.app.autosave import Autosaver
from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.review import AnalysisJob, RolloutSettings, play_of, win_chances
from nard_desktop.engine import Match, RuleSet, SeededRoller
from nard_desktop.ui.board.arrows import BEST, PLAYED
from random_play import play_random

sys.path.insert(0, str(Path(__file__).parent))
from test_review import DEPTH0, analysed, check_board, start


def finished_match(seed: int = 2) -> Match:
    match = Match(1, RuleSet.preset("international_match"), roller=SeededRoller(seed))
    play_random(match, random.Random(seed), cube=0.0, resign=0.0)
    assert match.is_over
    return match


def no_computing(monkeypatch):
    """Make any new analysis fail loudly."""
    def refuse(*a, **k):
        raise AssertionError("the analysis was computed again")
    monkeypatch.setattr(AnalysisJob, "start", refuse)


# ------------------------------------------------------------------ kept
def test_a_saved_analysed_match_reopens_in_review_without_computing(make_window, qtbot, helpers, tmp_path,
                                                                     monkeypatch):
    w, _ = make_window()
    c = start(w, helpers, finished_match())
    c.load_match(finished_match())
    review = analysed(w, qtbot)
    first = review.analysis
    path = tmp_path / "analysed.nardmatch"
    assert w.files.save_to(path) is None
    section = json.loads(path.read_text("utf-8"))["analysis"]
    assert section == json.loads(json.dumps(analysis_to_json(first)))
    no_computing(monkeypatch)
    w2, _ = make_window()
    w2.review.options = DEPTH0
    w2.review.jobs = 1
    assert w2.files.open_path(path) is None
    # A finished match is reviewed at once, from the file.
    assert w2.review.active and w2.review.analysis == first
    assert w2.review.panel.decisions.rowCount() == len(first.decisions)
    check_board(w2.scene, w2.review.decisions.decisions[0])


def test_an_unfinished_match_keeps_its_analysis_in_the_autosave(make_window, qtbot, helpers, tmp_path,
                                                                 monkeypatch):
    w, _ = make_window()
    w.session.start_autosave(tmp_path / "auto")
    start(w, helpers)
    review = analysed(w, qtbot)
    first = review.analysis
    found = Autosaver(tmp_path / "auto").load_latest()
    assert found is not None and found.meta.get("analysis") is not None
    no_computing(monkeypatch)
    w2, _ = make_window()
    w2.review.options = DEPTH0
    w2.review.jobs = 1
    w2.session.start_autosave(tmp_path / "auto2")
    assert w2.session.resume(found, ask=False)
    assert not w2.review.active  # a match to play on: Analyse shows the kept analysis
    w2.review.act_analyse.trigger()
    assert w2.review.active and w2.review.analysis == first
    # Once something is played, the kept analysis no longer describes the match.
    w2.review.leave()
    assert w2.controller.roll()
    assert w2.session.analysis_for(w2.controller.match) is None
    assert "analysis" not in w2.session.meta()


def test_a_bad_analysis_section_is_left_out_with_a_notice_and_the_match_opens(make_window, qtbot, helpers,
                                                                             tmp_path):
    w, _ = make_window()
    start(w, helpers)
    analysed(w, qtbot)
    path = tmp_path / "analysed.nardmatch"
    assert w.files.save_to(path) is None
    record = json.loads(path.read_text("utf-8"))
    record["analysis"]["decisions"][3]["error"] = "lots"
    path.write_text(json.dumps(record), "utf-8")
    w2, _ = make_window()
    w2.review.options = DEPTH0
    w2.review.jobs = 1
    assert w2.files.open_path(path) is None
    assert [g.history for g in w2.controller.match.games] == [g.history for g in w.controller.match.games]
    assert "analysis" in w2.statusBar().currentMessage()
    assert w2.session.analysis_for(w2.controller.match) is None and not w2.review.active
    w2.review.act_analyse.trigger()
    assert w2.review.job.running  # computed afresh
    w2.review.cancel()


def test_a_cancelled_analysis_keeps_nothing_in_the_autosave(window, qtbot, helpers, tmp_path, late_analysis):
    w, d = window
    w.session.start_autosave(tmp_path / "auto")
    start(w, helpers)
    w.review.options = AnalysisOptions(depth=2)
    w.review.act_analyse.trigger()
    late_analysis.wait_started()
    qtbot.mouseClick(w.review.cancel_button, Qt.MouseButton.LeftButton)
    late_analysis.release_and_deliver(w.review.job.worker)
    assert w.session.analysis is None and "analysis" not in w.session.meta()
    w.session.autosave_now()
    found = Autosaver(tmp_path / "auto").load_latest()
    assert found is not None and "analysis" not in found.meta


# ------------------------------------------------------------ end of game
def test_the_end_of_game_dialog_offers_analyse(make_window, qtbot, helpers):
    w, _ = make_window(helpers.instant_options(show_dialogs=True))
    c = start(w, helpers, finished_match())
    c.game_over.emit(c.game.result)
    dlg = w.end_dialog
    assert dlg is not None and dlg.analyse_button.isVisible()
    qtbot.mouseClick(dlg.analyse_button, Qt.MouseButton.LeftButton)
    assert not dlg.isVisible()
    qtbot.waitUntil(lambda: w.review.active, timeout=120000)


def test_the_record_gets_the_analysis_figures_of_games_against_the_computer(make_window, qtbot, helpers,
                                                                          tmp_path):
    from nard_desktop.app.record_keeper import RecordKeeper

    w, _ = make_window()
    c = w.controller
    c.new_match(MatchConfig(length=1, preset="international_match",
                            players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert"))))
    match = finished_match()
    c.load_match(match)
    c.config = MatchConfig(length=1, preset="international_match",
                           players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert")))
    w.record_keeper = keeper = RecordKeeper(c, tmp_path / "record.sqlite3")
    c.game_over.emit(match.game.result)
    c.match_over.emit(match.winner if hasattr(match, "winner") else match.game.result.winner)
    w.review.options = DEPTH0
    review = analysed(w, qtbot)
    games = keeper.record().games()
    assert [g.kind for g in games] == ["game", "match"]
    want = player_figures(review.analysis.decisions, 0)
    for g in games:
        assert (g.error_rate, g.pr, g.luck_rate) == pytest.approx(want)


# ---------------------------------------------------------------- arrows
def test_the_arrows_join_the_points_of_the_best_play_and_the_play_made(window, qtbot, helpers):
    w, _ = window
    start(w, helpers)
    review = analysed(w, qtbot)
    scene, g = w.scene, w.scene.geometry
    seen = 0
    for i, (d, a) in enumerate(zip(review.decisions.decisions, review.analysis.decisions)):
        review.select(i)
        arrows = scene.arrows.arrows
        if d.kind != "checker" or a.forced:
            assert arrows == []
            continue
        best = play_of(d, a.best)
        want = [(BEST, s, t) for s, t in best.moves]
        if best != d.play:
            want += [(PLAYED, s, t) for s, t in d.play.moves]
            seen += 1
        assert sorted((x.kind, x.src, x.dst) for x in arrows) == sorted(want)
        assert scene.arrows.isVisible()
        for x in arrows:
            for point, pos in ((x.src, x.start), (x.dst, x.end)):
                slot = scene.slot_for(d.player, point)
                under = g.slot_at(pos, scene.snapshot.bottom)
                assert under is not None and under[:2] == slot[:2], (x, slot, under)
    assert seen  # some plays were not the best: both colours were drawn
    review.leave()
    assert scene.arrows.arrows == [] and not scene.arrows.isVisible()


def test_the_arrows_take_the_themes_colours(window, qtbot, helpers):
    from nard_desktop.ui.board.theme import THEMES

    w, _ = window
    start(w, helpers)
    analysed(w, qtbot)
    for theme in THEMES.values():
        w.scene.set_theme(theme)
        assert w.scene.arrows.theme is theme
        assert theme.arrow_best != theme.arrow_played


# ----------------------------------------------------------------- graph
@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft])
def test_a_click_on_the_graph_selects_that_decision(window, qtbot, helpers, direction):
    w, _ = window
    c = start(w, helpers)
    review = analysed(w, qtbot)
    graph = review.panel.graph
    graph.setLayoutDirection(direction)
    values = win_chances(review.decisions, review.analysis, c.bottom)
    assert graph.values == values and graph.marks == [a.mark for a in review.analysis.decisions]
    n = len(values)
    xs = [graph.x_of(i) for i in range(n)]
    assert xs == sorted(xs, reverse=direction == Qt.LayoutDirection.RightToLeft)
    for i in (n - 1, 0, n // 2, 3):
        qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(round(graph.x_of(i)), graph.height() // 2))
        assert review.panel.decisions.currentRow() == i and graph.current == i
        check_board(w.scene, review.decisions.decisions[i])
    # The keyboard moves the graph's marker too.
    qtbot.keyClick(review.panel.decisions, Qt.Key.Key_Down)
    assert graph.current == 4


# --------------------------------------------------------------- rollout
def test_roll_out_a_candidate_puts_equity_and_standard_error_in_the_table(window, qtbot, helpers):
    from nard_desktop.ai import rollout_plays

    w, _ = window
    start(w, helpers)
    review = analysed(w, qtbot)
    review.rollout_settings = RolloutSettings(trials=36, truncate=1)
    panel = review.panel
    row = next(i for i, a in enumerate(review.analysis.decisions) if a.kind == "checker" and len(a.alternatives) > 1)
    review.select(row)
    panel.select_candidate(1)
    assert panel.rollout_button.isEnabled()
    qtbot.mouseClick(panel.rollout_button, Qt.MouseButton.LeftButton)
    assert review.rollout_job.running and panel.rollout_progress.isVisible()
    qtbot.waitUntil(lambda: not review.rollout_job.running, timeout=120000)
    d = review.decisions.decisions[row]
    play = panel.row_plays[1]
    (expected,) = rollout_plays(d.position, d.dice, [play_of(d, play)], 36, seed=1, rules=d.rules, match=d.match,
                                truncate=1, jobs=1)
    text = panel.rows()[1][panel.ROLLOUT_COLUMN]
    assert text and text == panel.rollout_text(expected)
    assert panel.rollouts[(row, play)].result.equity == expected.result.equity
    assert not panel.rollout_progress.isVisible()
    # Stepping away and back shows it again.
    review.select(row + 1)
    review.select(row)
    assert panel.rows()[1][panel.ROLLOUT_COLUMN] == text


def test_a_cancelled_rollout_puts_nothing_in_the_table(window, qtbot, helpers, late_rollout):
    w, _ = window
    start(w, helpers)
    review = analysed(w, qtbot)
    review.rollout_settings = RolloutSettings(trials=1296)
    panel = review.panel
    row = next(i for i, a in enumerate(review.analysis.decisions) if a.kind == "checker" and len(a.alternatives) > 1)
    review.select(row)
    panel.select_candidate(0)
    qtbot.mouseClick(panel.rollout_button, Qt.MouseButton.LeftButton)
    assert panel.rollout_cancel.isVisible()
    late_rollout.wait_started()
    qtbot.mouseClick(panel.rollout_cancel, Qt.MouseButton.LeftButton)
    assert not review.rollout_job.running and not panel.rollout_progress.isVisible()
    # The rollout finishes all the same, and what comes of it reaches the window: dropped.
    late_rollout.release_and_deliver(review.rollout_job.worker)
    assert not panel.rollout_progress.isVisible()
    assert panel.rollouts == {} and all(r[panel.ROLLOUT_COLUMN] == "" for r in panel.rows())
    assert not panel.rollout_status.isVisible()  # no word of it under the table either


def test_in_persian_the_played_candidate_is_selected_for_roll_out(window, qtbot, helpers, persian):
    w, _ = window
    start(w, helpers)
    review = analysed(w, qtbot)
    panel = review.panel
    assert panel.layoutDirection() == Qt.LayoutDirection.RightToLeft
    rows = [i for i, a in enumerate(review.analysis.decisions) if a.kind == "checker" and not a.forced]
    for i in rows[:5]:
        review.select(i)
        assert panel.selected_candidate() == review.analysis.decisions[i].played
        assert panel.rollout_button.isEnabled()


def test_the_window_analyses_in_worker_processes_with_the_same_figures(window, qtbot, helpers):
    from nard_desktop.ai.analysis import analyse
    from nard_desktop.app.analysis import decisions_from_match

    w, _ = window
    c = start(w, helpers)
    w.review.jobs = 2
    review = analysed(w, qtbot)
    md = decisions_from_match(c.match, {"players": [{"name": c.seat_name(0)}, {"name": c.seat_name(1)}]})
    expected = analyse(md, DEPTH0, jobs=1)
    assert len(review.analysis.decisions) == len(expected.decisions)
    for got, want in zip(review.analysis.decisions, expected.decisions):
        assert (got.played, got.best, got.mark, got.luck_mark) == (want.played, want.best, want.mark, want.luck_mark)
        assert got.error == pytest.approx(want.error, abs=1e-5)


def test_an_analysis_that_would_make_the_file_too_large_is_left_out(window, qtbot, helpers, tmp_path, monkeypatch):
    from nard_desktop.app import record
    from nard_desktop.app.record import dumps, loads

    w, _ = window
    start(w, helpers)
    analysed(w, qtbot)
    rec = w.session.record()
    assert "analysis" in rec
    without = len(dumps({k: v for k, v in rec.items() if k != "analysis"}))
    monkeypatch.setattr(record, "MAX_BYTES", without + 100)
    path = tmp_path / "big.nardmatch"
    assert w.files.save_to(path) is None
    data = path.read_bytes()
    assert b'"analysis"' not in data and len(data) <= record.MAX_BYTES
    match, _ = loads(data)
    assert [g.history for g in match.games] == [g.history for g in w.controller.match.games]
