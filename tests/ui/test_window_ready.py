"""The window before any match (behind the resume question, say) shows nothing half-built,
and the window fits a 1024x600 screen."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

from nard_desktop.app.controller import MatchConfig
from nard_desktop.ui.sizing import MAIN_WINDOW_MINIMUM, fit_window

SMALL_SCREEN = QRect(0, 0, 1024, 600)


def test_before_a_match_nothing_can_be_pressed_and_no_placeholder_shows(make_window):
    w, _ = make_window()
    assert w.controller.match is None
    header = [w.move_list.horizontalHeaderItem(c) for c in range(2)]
    assert [h.text() if h else "" for h in header] == ["", ""]
    assert w.move_list.rowCount() == 0
    bar = w.action_bar
    assert not any(b.isEnabled() for b in (bar.roll_button, bar.done_button, bar.undo_button))
    assert not w.cube_widget.double_button.isEnabled()


def test_buttons_come_alive_with_the_match(make_window, helpers):
    w, _ = make_window()
    w.controller.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    names = [w.move_list.horizontalHeaderItem(c).text() for c in range(2)]
    assert all(names)
    snap = w.controller.snapshot
    assert snap.can_roll  # the opening roll
    assert w.action_bar.roll_button.isEnabled()


def test_main_window_fits_a_1024x600_screen(make_window):
    w, _ = make_window()
    # Room for a task bar and the title bar on a 1024x600 screen.
    assert w.minimumSize() == MAIN_WINDOW_MINIMUM
    assert MAIN_WINDOW_MINIMUM.width() <= 1024 and MAIN_WINDOW_MINIMUM.height() <= 600 - 60
    assert w.minimumSizeHint().width() <= MAIN_WINDOW_MINIMUM.width()
    assert w.minimumSizeHint().height() <= MAIN_WINDOW_MINIMUM.height()
    size = fit_window(w, QSize(1280, 800), available=SMALL_SCREEN)
    assert size.width() <= 1024 and size.height() <= 600
    assert w.size() == size
