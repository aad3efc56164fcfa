"""Review mode: Game ▸ Analyse in the background, the review panel's marks and
ranked alternatives, the board at each decision (stepped with the keyboard),
cancelling, and the match in progress untouched by all of it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from nard_desktop.ai.analysis import AnalysisOptions, analyse
from nard_desktop.app.analysis import decisions_from_match
from nard_desktop.app.controller import MatchConfig
from nard_desktop.app.text import dice_text, notation_text
from nard_desktop.ui.dialogs.hint import equity_text, percent_text
from nard_desktop.ui.review_panel import MARK_COLOURS, MARK_SYMBOLS
from random_play import random_money_game

DEPTH0 = AnalysisOptions(depth=0)


def start(w, helpers, match=None):
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    c.load_match(match or random_money_game(5, 10))
    w.review.options = DEPTH0
    w.review.jobs = 1  # in the worker thread: quick to start, and the figures bit for bit analyse(jobs=1)'s
    return c


def analysed(w, qtbot):
    assert w.review.act_analyse in w.game_menu.actions()
    w.review.act_analyse.trigger()
    assert w.review.progress_bar.isVisible() and w.review.cancel_button.isVisible()
    qtbot.waitUntil(lambda: w.review.active, timeout=120000)
    assert not w.review.progress_bar.isVisible()
    return w.review


def expected_analysis(c):
    md = decisions_from_match(c.match, {"players": [{"name": c.seat_name(0)}, {"name": c.seat_name(1)}]})
    return md, analyse(md, DEPTH0, jobs=1)


def drawn_dice(scene):
    return sorted(d.value for d in scene._dice if d.isVisible())


def check_board(scene, decision):
    """The board shows ``decision``'s position checker by checker, and its dice."""
    seat = 1 - decision.player if decision.kind == "take" else decision.player
    pos = decision.position
    want = {}
    for p in range(26):
        for who, side in ((seat, pos.mine), (1 - seat, pos.theirs)):
            if side[p]:
                want[scene.slot_for(who, p)] = side[p]
    assert scene.slot_counts() == want
    if decision.kind == "checker":
        a, b = decision.dice
        assert drawn_dice(scene) == sorted((a, a, a, a) if a == b else (a, b))
    else:
        assert drawn_dice(scene) == []


def test_analyse_then_step_through_every_decision_with_the_keyboard(window, qtbot, helpers):
    w, d = window
    c = start(w, helpers)
    review = analysed(w, qtbot)
    md, _ = expected_analysis(c)
    decisions = md.decisions
    panel = review.panel
    assert panel.isVisible() and panel.decisions.rowCount() == len(decisions) > 10
    assert panel.decisions.currentRow() == 0
    check_board(w.scene, decisions[0])
    for i in range(1, len(decisions)):
        qtbot.keyClick(panel.decisions, Qt.Key.Key_Down)
        assert panel.decisions.currentRow() == i
        check_board(w.scene, decisions[i])
        assert w.scene.snapshot.mover is None
    for i in range(len(decisions) - 2, len(decisions) - 5, -1):
        qtbot.keyClick(panel.decisions, Qt.Key.Key_Up)
        check_board(w.scene, decisions[i])
    # A click on a row selects it too.
    rect = panel.decisions.visualItemRect(panel.decisions.item(2, 0))
    qtbot.mouseClick(panel.decisions.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert panel.decisions.currentRow() == 2
    check_board(w.scene, decisions[2])


def test_the_marks_and_the_ranked_table_are_the_analysis_engines(window, qtbot, helpers):
    w, d = window
    c = start(w, helpers)
    review = analysed(w, qtbot)
    _, expected = expected_analysis(c)
    assert review.analysis.decisions == expected.decisions
    panel = review.panel
    marked = [i for i, a in enumerate(expected.decisions) if a.mark]
    assert marked  # random play makes errors: the check below looks at real marks
    for row, a in enumerate(expected.decisions):
        played = panel.decisions.item(row, 3)
        if a.mark:
            assert played.text().endswith("\u00a0" + panel.mark_text(a.mark))  # bound to the move
            assert MARK_SYMBOLS[a.mark] in panel.mark_text(a.mark)
            assert played.foreground().color().name() == MARK_COLOURS[a.mark]
        else:
            assert not any(s in played.text() for s in ("?", "!"))
        assert panel.decisions.item(row, 2).text() == (dice_text(a.dice) if a.dice else "")
        assert panel.decisions.item(row, 4).text() == panel.luck_text(a.luck_mark)
        assert bool(panel.decisions.item(row, 4).text()) == bool(a.luck_mark)
    checker = [i for i, a in enumerate(expected.decisions) if a.kind == "checker" and not a.forced and a.mark]
    assert checker
    for row in checker:
        panel.decisions.setCurrentCell(row, 0)
        a = expected.decisions[row]
        rows = panel.rows()
        assert len(rows) == len(a.alternatives)
        best = a.alternatives[0].equity
        for r, (cells, alt) in enumerate(zip(rows, a.alternatives)):
            assert cells[1] == notation_text(alt.play)
            assert cells[2] == equity_text(alt.equity)
            assert cells[3] == equity_text(alt.equity - best)
            assert cells[4:9] == [percent_text(p) for p in alt.probabilities]
            assert cells[9] == panel.depth_text(alt.plies) == f"{alt.plies}-ply"
        played = [r for r, alt in enumerate(a.alternatives) if alt.play == a.played]
        assert played and panel.played_row == played[0]
        assert rows[played[0]][0] != str(played[0] + 1)  # marked as the play made
        assert played[0] != 0  # a marked play is not the best


def test_cancelling_leaves_no_result(window, qtbot, helpers, late_analysis):
    w, d = window
    start(w, helpers)
    w.review.options = AnalysisOptions(depth=2)
    w.review.act_analyse.trigger()
    assert w.review.job.running and w.review.cancel_button.isVisible()
    late_analysis.wait_started()
    qtbot.mouseClick(w.review.cancel_button, Qt.MouseButton.LeftButton)
    assert not w.review.job.running
    # The analysis finishes all the same, and its answer reaches the window: dropped.
    late_analysis.release_and_deliver(w.review.job.worker)
    assert w.review.analysis is None and w.review.decisions is None and not w.review.active
    assert not w.review.panel.isVisible() and not w.review.progress_bar.isVisible()
    assert w.review.act_analyse.isEnabled()
    # A new analysis after a cancelled one works.
    w.review.options = DEPTH0
    analysed(w, qtbot)


def test_the_match_in_progress_is_unchanged_after_leaving_review(window, qtbot, helpers):
    w, d = window
    c = start(w, helpers)
    history = [list(g.history) for g in c.match.games]
    snap = c.snapshot
    counts = w.scene.slot_counts()
    assert snap.can_roll and w.act_roll.isEnabled()
    review = analysed(w, qtbot)
    for _ in range(5):
        qtbot.keyClick(review.panel.decisions, Qt.Key.Key_Down)
    # The board shows the sixth decision of the review, not the match.
    assert review.current_index() == 5
    check_board(w.scene, review.decisions.decisions[5])
    assert w.scene.snapshot != snap and w.scene.snapshot.mover is None
    # Nothing of the match can be played from the review.
    assert not w.act_roll.isEnabled() and not w.side.isEnabled() and not w.side.isVisible()
    qtbot.keyClick(w, Qt.Key.Key_Space)
    d.click(d.neutral())
    assert [list(g.history) for g in c.match.games] == history
    qtbot.mouseClick(review.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not review.active and not review.act_leave.isEnabled() and not review.panel.isVisible()
    assert [list(g.history) for g in c.match.games] == history
    assert c.snapshot == snap
    assert w.scene.snapshot == snap and w.scene.slot_counts() == counts
    assert w.scene.consistency_problems() == []
    assert w.act_roll.isEnabled() and w.side.isEnabled() and w.side.isVisible()
    assert c.roll()  # and play goes on


def test_a_new_match_cancels_the_analysis_of_the_old_one(window, qtbot, helpers, late_analysis):
    w, d = window
    start(w, helpers)
    w.review.options = AnalysisOptions(depth=2)
    w.review.act_analyse.trigger()
    assert w.review.job.running
    late_analysis.wait_started()
    w.controller.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    assert not w.review.job.running and not w.review.progress_bar.isVisible()
    late_analysis.release_and_deliver(w.review.job.worker)
    assert not w.review.progress_bar.isVisible()
    assert w.review.analysis is None and not w.review.active


def test_escape_or_game_leave_review_leaves_it(window, qtbot, helpers):
    w, d = window
    c = start(w, helpers)
    snap = c.snapshot
    review = analysed(w, qtbot)
    assert review.act_leave in w.game_menu.actions() and review.act_leave.isEnabled()
    qtbot.keyClick(review.panel.decisions, Qt.Key.Key_Down)
    qtbot.keyClick(review.panel.decisions, Qt.Key.Key_Escape)
    assert not review.active and w.scene.snapshot == snap == c.snapshot
