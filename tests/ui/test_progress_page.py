"""The Progress page shows the record's figures per level (Persian digits in Persian)
and draws the PR trend of the chosen level."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QLocale, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from nard_desktop.app import i18n
from nard_desktop.app.player_record import PROVISIONAL_EXPERIENCE, PlayedGame, PlayerRecord
from nard_desktop.ui.progress_page import ProgressDialog
from nard_desktop.ui.sizing import refit


@pytest.fixture
def record(tmp_path):
    rec = PlayerRecord.open(tmp_path / "r.sqlite3")
    for day, (level, won, pts, pr) in enumerate([("expert", True, 2, 8.0), ("expert", False, -1, 12.0),
                                                 ("beginner", True, 1, None), ("expert", True, 1, 5.5)], 1):
        gid = rec.add(PlayedGame(opponent_level=level, preset="money", match_length=0, won=won, points=pts,
                                 played_at=f"2026-11-0{day}T10:00:00+00:00"))
        if pr is not None:
            rec.set_analysis(gid, error_rate=pr * 2, pr=pr, luck_rate=0.0)
    yield rec
    if not rec.closed:
        rec.close()


def cells(dialog):
    t = dialog.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def test_figures_per_level_in_strength_order(qtbot, record):
    d = ProgressDialog(record)
    qtbot.addWidget(d)
    rows = cells(d)
    assert [r[1:4] for r in rows] == [["1", "1", "1.00"], ["3", "2", "0.67"]]  # beginner, then expert
    assert [r[0] for r in rows] == ["Beginner", "Expert"]  # a cell of its own starts with a capital
    expert = record.summary("expert")
    # Three points of matches behind it: a provisional rating, and said so.
    assert expert.experience < PROVISIONAL_EXPERIENCE
    assert rows[1][5] == f"{round(expert.rating)} (provisional)"
    assert "provisional" in d.note.text() and "only when a match ends" in d.note.text()


def test_the_trend_follows_the_chosen_level(qtbot, record):
    d = ProgressDialog(record)
    qtbot.addWidget(d)
    d.show()
    assert d.graph.values == [8.0, 12.0, 5.5]  # every level
    d.level_combo.setCurrentIndex(d.level_combo.findData("beginner"))
    assert d.graph.values == []
    d.level_combo.setCurrentIndex(d.level_combo.findData("expert"))
    assert d.graph.values == [8.0, 12.0, 5.5]
    pts = d.graph.point_positions()
    # Higher PR is drawn higher; in a left-to-right layout the oldest game is on the left.
    assert pts[1].y() < pts[0].y() < pts[2].y()
    assert pts[0].x() < pts[1].x() < pts[2].x()
    d.graph.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    rtl = d.graph.point_positions()
    assert rtl[0].x() > rtl[1].x() > rtl[2].x()


def test_a_closed_record_leaves_the_page_as_it_was(qtbot, record):
    d = ProgressDialog(record)
    qtbot.addWidget(d)
    before = cells(d)
    record.close()
    d.refresh()  # a language switch after the window closed the record, say
    assert cells(d) == before


def test_persian_digits(qtbot, record, qapp):
    locale, direction = QLocale(), qapp.layoutDirection()
    i18n.install_translations(qapp, "fa")
    try:
        d = ProgressDialog(record)
        qtbot.addWidget(d)
        rows = cells(d)
        assert rows[1][1] == "۳" and rows[1][0] != "expert"
    finally:
        i18n.uninstall_translations(qapp)
        QLocale.setDefault(locale)
        qapp.setLayoutDirection(direction)


def test_a_finished_game_against_the_computer_reaches_the_progress_page(make_window, helpers, qtbot):
    from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
    from nard_desktop.engine import GameResult, ResultType

    w, _ = make_window()
    w.record_keeper.path = w.record_keeper.path.with_name("progress-test.sqlite3")
    w.controller.config = MatchConfig(length=0, preset="money",
                                      players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "advanced")))
    w.controller.game_over.emit(GameResult(winner=0, kind=ResultType.SINGLE, points=2, cube_value=2,
                                           reason="drop"))
    w.act_progress.trigger()
    d = w.progress_dialog
    assert d.isVisible()
    assert cells(d)[-1][1:4] == ["1", "1", "2.00"]


def _painted(graph):
    graph.grab()  # paints it
    return {text: rect for text, rect in graph.painted}


def _fits(graph, text, rect):
    """Whether the letters of ``text`` (drawn in ``rect``) lie inside the chart, uncut."""
    return QRectF(graph.rect()).adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect) and rect.width() > 0


def test_the_chart_has_axes_a_scale_and_titles_that_fit(qtbot, record):
    d = ProgressDialog(record)
    qtbot.addWidget(d)
    refit(d, available=QRect(0, 0, 1024, 600))
    d.show()
    qtbot.waitExposed(d)
    g = d.graph
    assert g.isVisible() and g.height() >= g.minimumHeight()
    ticks = g.y_ticks()
    # A scale from 0 past the highest PR (12.0), in even steps.
    values = [v for v, _ in ticks]
    assert values[0] == 0 and values[-1] >= 12.0 and 3 <= len(values) <= 7
    steps = {round(b - a, 6) for a, b in zip(values, values[1:])}
    assert len(steps) == 1
    assert [label for _, label in ticks] == [QLocale().toString(float(v), "f", 0) for v in values]
    # The first and last game are numbered along the bottom.
    assert [label for _, label in g.x_ticks()] == ["1", "2", "3"]
    painted = _painted(g)
    for text in [label for _, label in ticks] + [label for _, label in g.x_ticks()] + list(g.axis_titles()):
        assert text in painted, text
        assert _fits(g, text, painted[text]), (text, painted[text], g.rect())
    # No two texts drawn over each other.
    texts = list(painted.items())
    for i, (one, r1) in enumerate(texts):
        for other, r2 in texts[i + 1:]:
            assert not r1.intersects(r2), (one, r1, other, r2)
    # The scale's marks line up with the points: 12.0 sits at its height between 10 and 15.
    ys = {label: rect.center().y() for label, rect in painted.items()}
    high = g.point_positions()[1].y()
    assert ys[ticks[-1][1]] < high < ys[ticks[-2][1]]


def _hover(qtbot, graph, pos):
    QToolTip.hideText()
    qtbot.wait(20)  # the last tooltip goes away first
    event = QHelpEvent(QEvent.Type.ToolTip, pos, graph.mapToGlobal(pos))
    QApplication.sendEvent(graph, event)
    qtbot.wait(10)
    # An event the graph ignores leaves the tooltip to its parent: nothing of the chart's.
    return QToolTip.text() if event.isAccepted() else ""


def test_hovering_a_point_shows_its_pr_and_date(qtbot, record):
    d = ProgressDialog(record)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    g = d.graph
    pts = g.point_positions()
    tip = _hover(qtbot, g, pts[1].toPoint() + QPoint(2, -2))
    assert "PR 12.0" in tip and "Game 2" in tip
    assert "2 November 2026" in tip
    tip = _hover(qtbot, g, pts[2].toPoint())
    assert "PR 5.5" in tip and "4 November 2026" in tip
    # Away from every point: no tooltip.
    assert _hover(qtbot, g, QPoint(int(pts[0].x() + pts[1].x()) // 2, int(g.height() - 2))) == ""


def test_the_persian_chart_speaks_persian(qtbot, record, qapp):
    locale, direction = QLocale(), qapp.layoutDirection()
    i18n.install_translations(qapp, "fa")
    try:
        d = ProgressDialog(record)
        qtbot.addWidget(d)
        refit(d, available=QRect(0, 0, 1024, 600))
        d.show()
        qtbot.waitExposed(d)
        g = d.graph
        assert g.layoutDirection() == Qt.LayoutDirection.RightToLeft
        labels = [label for _, label in g.y_ticks()] + [label for _, label in g.x_ticks()]
        assert all(re.fullmatch(r"[۰-۹]+", label) for label in labels), labels
        painted = _painted(g)
        for text in labels + list(g.axis_titles()):
            assert text in painted and _fits(g, text, painted[text]), text
        assert not re.search(r"[A-Za-z]", "".join(g.axis_titles()).replace("PR", ""))
        # The scale stands on the right, where Persian reading starts; the oldest game too.
        area_right = max(p.x() for p in g.point_positions())
        assert all(painted[label].left() >= area_right for _, label in g.y_ticks())
        tip = _hover(qtbot, g, g.point_positions()[1].toPoint())
        # 2 November 2026 is 11 Aban 1405 in the Persian calendar.
        assert "۱۲٫۰" in tip and "۱۱ آبان ۱۴۰۵" in tip and not re.search(r"[0-9A-Za-z]", tip), tip
    finally:
        i18n.uninstall_translations(qapp)
        QLocale.setDefault(locale)
        qapp.setLayoutDirection(direction)
