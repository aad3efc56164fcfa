"""The main window opens at a size made for the screen: most of a large screen, maximized
on a small one (1366x768 or less), and where the player left it when the settings keep
its geometry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from nard_desktop.app.controller import GameController
from nard_desktop.app.settings import Settings
from nard_desktop.ui.main_window import MainWindow
from nard_desktop.ui.sizing import MAIN_WINDOW_MINIMUM, WINDOW_SHARE, opening_size, place_window

SCREENS = {"netbook": QRect(0, 0, 1024, 600), "laptop": QRect(0, 0, 1366, 768), "desktop": QRect(0, 0, 1920, 1080)}


@pytest.fixture
def new_window(qtbot, helpers):
    made = []

    def make(settings=None) -> MainWindow:
        opts = helpers.instant_options()
        w = MainWindow(GameController(opts), opts, settings=settings)
        qtbot.addWidget(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.shutdown()


@pytest.mark.parametrize("name", ["netbook", "laptop"])
def test_a_small_screen_gets_the_window_maximized(new_window, name):
    area = SCREENS[name]
    size, maximized = opening_size(area)
    assert maximized
    w = new_window()
    assert place_window(w, available=area) is False  # nothing saved
    assert w.windowState() & Qt.WindowState.WindowMaximized
    # Its size once it is no longer maximized still fits the screen.
    assert MAIN_WINDOW_MINIMUM.width() <= w.width() <= area.width()
    assert MAIN_WINDOW_MINIMUM.height() <= w.height() <= area.height()


def test_a_large_screen_gets_most_of_it_centred(new_window):
    area = SCREENS["desktop"]
    size, maximized = opening_size(area)
    assert not maximized
    w = new_window()
    place_window(w, available=area)
    assert not w.windowState() & Qt.WindowState.WindowMaximized
    # Not the small default of a window: close to the share asked, within the screen.
    assert w.width() == int(area.width() * WINDOW_SHARE) and w.height() == int(area.height() * WINDOW_SHARE)
    assert w.width() > 1280 and w.height() > 800
    frame = w.geometry()
    assert area.contains(frame)
    assert abs(frame.center().x() - area.center().x()) <= 1 and abs(frame.center().y() - area.center().y()) <= 1


def test_the_geometry_left_at_closing_is_the_next_start(new_window, qtbot, tmp_path):
    settings = Settings.open(tmp_path / "s.ini")
    assert settings.window_geometry() is None
    w = new_window(settings)
    place_window(w, available=SCREENS["desktop"])
    w.resize(800, 520)  # within the test screen (restoreGeometry keeps a window on it)
    w.show()
    qtbot.waitExposed(w)
    w.close()
    stored = Settings.open(tmp_path / "s.ini").window_geometry()
    assert stored
    again = new_window(Settings.open(tmp_path / "s.ini"))
    assert place_window(again, available=SCREENS["desktop"], saved=stored) is True
    assert (again.width(), again.height()) == (800, 520)
    assert not again.windowState() & Qt.WindowState.WindowMaximized


def test_a_damaged_saved_geometry_falls_back_to_the_screen_size(new_window):
    w = new_window()
    assert place_window(w, available=SCREENS["desktop"], saved=b"not a geometry") is False
    assert w.width() == int(1920 * WINDOW_SHARE)


def test_a_kept_geometry_alone_is_still_a_first_start(tmp_path):
    """Closing the program at the welcome keeps the window's geometry, not the welcome's answer."""
    settings = Settings.open(tmp_path / "s.ini")
    assert settings.first_run
    settings.set_window_geometry(b"some bytes")
    again = Settings.open(tmp_path / "s.ini")
    assert again.window_geometry() == b"some bytes" and again.first_run
    again.mark_started()
    assert not Settings.open(tmp_path / "s.ini").first_run
