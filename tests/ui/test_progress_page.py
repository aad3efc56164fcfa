"""The Progress page shows the record's figures per level (Persian digits in Persian)
and draws the PR trend of the chosen level."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt

from nard_desktop.app import i18n
from nard_desktop.app.player_record import PROVISIONAL_EXPERIENCE, PlayedGame, PlayerRecord
from nard_desktop.ui.progress_page import ProgressDialog


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
