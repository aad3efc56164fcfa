"""An option asks before a take or a drop is final (a misclick there costs a game); off,
the answer is immediate."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from nard_desktop.app.controller import MatchConfig
from nard_desktop.engine import CubeState, GamePhase, Position

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})


def doubled(w, helpers):
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    c.load_state(RACE, 0, cube=CubeState())
    c.double()
    assert c.game.phase == GamePhase.DOUBLE_OFFERED
    return c


def answer_when_asked(w, button, seen):
    def answer():
        box = w.cube_confirmation
        if box is None:
            QTimer.singleShot(10, answer)
            return
        seen.append(box.text())
        box.button(button).click()
    QTimer.singleShot(0, answer)


@pytest.mark.parametrize("answer, phase", [(QMessageBox.StandardButton.No, GamePhase.DOUBLE_OFFERED),
                                           (QMessageBox.StandardButton.Yes, GamePhase.ROLL)])
def test_take_asks_first_when_the_option_is_on(window, qtbot, helpers, answer, phase):
    w, _ = window
    w.options.confirm_cube_answers = True
    c = doubled(w, helpers)
    seen = []
    answer_when_asked(w, answer, seen)
    qtbot.mouseClick(w.cube_widget.take_button, Qt.MouseButton.LeftButton)
    assert seen == [w.tr("Take the double? The game goes on at twice its value.")]
    assert c.game.phase == phase
    assert c.game.cube == (CubeState() if answer == QMessageBox.StandardButton.No else CubeState(2, 1))


def test_drop_refused_at_the_question_keeps_the_game(window, qtbot, helpers):
    w, _ = window
    w.options.confirm_cube_answers = True
    c = doubled(w, helpers)
    seen = []
    answer_when_asked(w, QMessageBox.StandardButton.No, seen)
    qtbot.mouseClick(w.cube_widget.drop_button, Qt.MouseButton.LeftButton)
    assert len(seen) == 1 and c.game.phase == GamePhase.DOUBLE_OFFERED and c.game.result is None


def test_without_the_option_answers_are_immediate(window, qtbot, helpers):
    w, _ = window
    assert w.options.confirm_cube_answers is False  # off by default
    c = doubled(w, helpers)
    qtbot.mouseClick(w.cube_widget.take_button, Qt.MouseButton.LeftButton)
    assert w.cube_confirmation is None and c.game.cube == CubeState(2, 1)
