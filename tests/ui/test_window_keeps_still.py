"""The board keeps its size and place when the tutor bar, a notice or an offer to
resign appears beside or on it, or the review opens and closes (issue: a window that
keeps still): the side panel wraps what it shows instead of taking room from the
board, and the review panel takes its place at its width.  And the window's looks:
Persian key names in the menus, the high-contrast theme over the whole window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QKeySequence

from nard_desktop.ai.analysis import AnalysisOptions
from nard_desktop.app.controller import MatchConfig
from nard_desktop.app.tutor import TutorWarning
from nard_desktop.engine import SeededRoller
from random_play import random_money_game

LONG = "a very long name for a player, longer than any panel is wide, " * 2


def board_rect(w) -> QRect:
    w.centralWidget().layout().activate()
    view = w.view
    top_left = view.mapTo(w, view.mapFromScene(view.scene().sceneRect().topLeft()))
    bottom_right = view.mapTo(w, view.mapFromScene(view.scene().sceneRect().bottomRight()))
    return QRect(top_left, bottom_right)


def test_the_board_keeps_still_when_the_tutor_bar_a_notice_and_an_offer_appear(window, helpers, qtbot):
    w, _ = window
    w.resize(1024, 600)
    w.controller.new_match(MatchConfig(length=5, players=helpers.TWO_HUMANS, roller=SeededRoller(5)))
    qtbot.wait(1)
    before = board_rect(w)
    warning = TutorWarning(seat=0, action="play", kind="checker", tried="13/7 8/7", best="24/18 13/7",
                           error=0.47, mark="very_bad", game=1, move=1, key=())
    w.tutor.bar.show_warning(warning)
    w.tutor.bar.text.setText(LONG)
    qtbot.wait(1)
    assert w.tutor.bar.isVisible()
    assert board_rect(w) == before
    w.offer_bar.label.setText(LONG)
    w.offer_bar.setVisible(True)
    qtbot.wait(1)
    assert board_rect(w) == before
    w.scene.show_notice(LONG)
    qtbot.wait(1)
    assert board_rect(w) == before


@pytest.mark.parametrize("language", ["en", "fa"])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_board_keeps_still_when_the_review_and_learning_open_and_close(make_window, helpers, qtbot, request,
                                                                           language, size):
    if language == "fa":
        request.getfixturevalue("persian")
    w, _ = make_window(size=size)
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    c.load_match(random_money_game(5, 10))
    qtbot.wait(1)
    before, view, transform = board_rect(w), w.view.geometry(), w.view.transform()
    w.review.options = AnalysisOptions(depth=0)
    w.review.jobs = 1
    w.review.act_analyse.trigger()
    qtbot.waitUntil(lambda: w.review.active, timeout=120000)
    qtbot.wait(1)
    assert w.review.panel.isVisible() and not w.side.isVisible()
    assert board_rect(w) == before and w.view.geometry() == view and w.view.transform() == transform
    w.review.select(3)
    qtbot.wait(1)
    assert board_rect(w) == before
    # Learning from the review takes the same place at the same width: the board stays.
    qtbot.mouseClick(w.learn.review_button, Qt.MouseButton.LeftButton)
    qtbot.wait(1)
    learn = w.learn.panel
    assert w.learn.active and learn.isVisible() and not w.review.panel.isVisible() and not w.side.isVisible()
    assert learn.width() == w.side.width()
    assert board_rect(w) == before and w.view.geometry() == view and w.view.transform() == transform
    # Nothing in it is cut at the side, and the way back is always in sight.
    assert not learn.scroll.horizontalScrollBar().isVisible()
    assert learn.body.width() <= learn.scroll.viewport().width()
    back = learn.leave_button
    assert back.isVisible() and learn.rect().contains(QRect(back.mapTo(learn, QPoint(0, 0)), back.size()))
    for button in (learn.retry_button, learn.reveal_button, learn.next_button, *learn.cube_buttons.values()):
        assert button.width() >= button.minimumSizeHint().width(), button.text()
        assert button.mapTo(learn.body, QPoint(0, 0)).x() >= 0
        assert button.mapTo(learn.body, QPoint(button.width(), 0)).x() <= learn.body.width()
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    qtbot.wait(1)
    assert not learn.isVisible() and w.review.panel.isVisible()
    assert board_rect(w) == before and w.view.geometry() == view
    w.review.leave()
    qtbot.wait(1)
    assert not w.review.panel.isVisible() and w.side.isVisible()
    assert board_rect(w) == before and w.view.geometry() == view


def test_key_names_in_the_menus_are_persian_in_the_persian_window(make_window, persian):
    w, _ = make_window()
    shown = w.act_roll.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert shown == "فاصله"


def test_the_high_contrast_theme_applies_to_the_whole_window(window):
    from PySide6.QtGui import QColor, QPalette

    w, _ = window
    w.options.board_theme = "high_contrast"
    w._apply_options()
    for widget in (w, w.side, w.move_list, w.players_panel, w.action_bar):
        assert widget.palette().color(QPalette.ColorRole.Window) == QColor("#000000"), widget
        assert widget.palette().color(QPalette.ColorRole.WindowText) == QColor("#ffffff"), widget
    assert w.move_list.palette().color(QPalette.ColorRole.Base) == QColor("#000000")
    w.options.board_theme = "persian"
    w._apply_options()
    assert w.palette().color(QPalette.ColorRole.Window) == QPalette().color(QPalette.ColorRole.Window)


def wholly_shown(widget) -> bool:
    """Shown and not cut by any panel around it (a scrolled-away part is cut)."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


@pytest.mark.parametrize("language", ["en", "fa"])
def test_the_buttons_to_go_on_stay_in_sight_on_a_short_screen_with_the_tutor_bar(make_window, helpers, qtbot,
                                                                                 request, language):
    """At 1024x600 with a long match in the move list and the tutor's question open, the
    side panel scrolls, but Roll, Done and the tutor's buttons are wholly in sight."""
    if language == "fa":
        request.getfixturevalue("persian")
    w, _ = make_window(size=(1024, 600))
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    c.load_match(random_money_game(5, 40))
    qtbot.wait(1)
    warning = TutorWarning(seat=0, action="play", kind="checker", tried="13/7 8/7", best="24/18 13/7",
                           error=0.47, mark="very_bad", game=1, move=1, key=())
    w.tutor.bar.show_warning(warning)
    w.tutor.bar.text.setText(LONG)
    w.offer_bar.label.setText(LONG)
    w.offer_bar.setVisible(True)
    qtbot.wait(1)
    w.centralWidget().layout().activate()
    scroll = w.side_scroll
    assert scroll.verticalScrollBar().maximum() > 0  # the panel does scroll at this size
    scroll.verticalScrollBar().setValue(0)
    qtbot.wait(1)
    bar = w.tutor.bar
    for button in (w.action_bar.roll_button, w.action_bar.done_button, w.action_bar.undo_button,
                   bar.play_button, bar.back_button, bar.hint_button):
        assert wholly_shown(button), button.text()
    assert wholly_shown(bar.text)
    # Scrolled to the end of the move list, the same.
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
    qtbot.wait(1)
    assert wholly_shown(w.action_bar.roll_button) and wholly_shown(bar.play_button)
