"""Small layout rules found by looking at the window on small screens: the position
editor's panel goes beside the board, not over it; the move list's column headers show
the whole of each player's name."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QFontMetricsF

from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.ui.board.editor import beside_board

PANEL = QSize(480, 420)


def test_the_editor_panel_goes_beside_the_window_where_the_screen_has_room():
    screen = QRect(0, 0, 1920, 1080)
    window = QRect(500, 100, 900, 800)
    # Side panel on the left of the board (Persian): the panel goes left of the window.
    board = QRect(700, 150, 780, 700)
    p = beside_board(PANEL, window, board, screen)
    assert QRect(p, PANEL).right() < window.left() and p.x() >= 0
    # Side panel on the right (English), room on the right too: the panel goes there.
    board = QRect(420, 150, 780, 700)
    p = beside_board(PANEL, window, board, screen)
    assert p.x() > window.right() and QRect(p, PANEL).right() <= screen.right()


def test_without_room_the_panel_covers_the_side_panel_not_the_board():
    screen = QRect(0, 0, 1024, 600)
    window = QRect(41, 24, 942, 552)
    for board, side_left in ((QRect(309, 80, 670, 460), True), (QRect(45, 80, 670, 460), False)):
        p = beside_board(PANEL, window, board, screen)
        r = QRect(p, PANEL)
        assert screen.contains(r)
        assert (r.left() == window.left()) if side_left else (r.right() == window.right())
        # It hides less of the board than a panel in the middle would.
        middle = QRect(board.center().x() - PANEL.width() // 2, r.top(), PANEL.width(), PANEL.height())
        assert r.intersected(board).width() < middle.intersected(board).width()


def test_the_editor_panel_opens_beside_the_board(make_window, helpers):
    w, d = make_window(size=(780, 580))  # inside the offscreen screen (800x800)
    w.controller.new_match(MatchConfig(players=helpers.TWO_HUMANS))
    w.editing.act_edit.trigger()
    panel = w.editing.panel
    view = w.view
    board = QRect(view.mapToGlobal(view.rect().topLeft()), view.size())
    middle = QRect(board.center().x() - panel.width() // 2, panel.y(), panel.width(), panel.height())
    assert panel.frameGeometry().intersected(board).width() < middle.intersected(board).width()


def test_move_list_headers_show_the_whole_name(make_window):
    w, d = make_window(size=(1000, 600))
    w.controller.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "intermediate"))))
    header = w.move_list.horizontalHeader()
    item = w.move_list.horizontalHeaderItem(1)
    assert item.text() == "Computer\n(intermediate)"
    widest = max(QFontMetricsF(item.font()).horizontalAdvance(line) for line in item.text().split("\n"))
    assert widest <= header.sectionSize(1) - 8
