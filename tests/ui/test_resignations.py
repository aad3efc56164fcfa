"""Resignations against the real computer opponent (docs/rules.md §7), through the window: the
computer answers a person's offer with its own judgement, and offers to resign itself when
its game is lost beyond doubt; the person answers in the offer bar."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.engine import GamePhase, Position, ResultType
from nard_desktop.ui.dialogs.resign import ResignDialog

VS_EXPERT = (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert"))
#: The person (on roll) has all 15 checkers in the computer's home board; the computer bears
#: off its last two checkers next turn: a backgammon that nothing can save.
LOST_BACKGAMMON = Position.from_points({20: 5, 21: 5, 22: 5}, {1: 2})
#: The computer (on roll) has borne off one checker; the person bears off the last one next
#: turn: a single game lost beyond doubt.
COMPUTER_LOSES_SINGLE = Position.from_points({6: 5, 5: 5, 4: 4}, {1: 1})


def offer_through_the_dialog(w, qtbot, level: ResultType) -> None:
    def answer():
        dlg = QApplication.activeModalWidget()
        assert isinstance(dlg, ResignDialog)
        dlg.buttons[int(level)].setChecked(True)
        dlg.accept()
    QTimer.singleShot(0, answer)
    w.act_resign.trigger()


def test_the_computer_declines_too_little_and_accepts_enough(window, qtbot):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(length=5, preset="international_match", players=VS_EXPERT))
    c.load_state(LOST_BACKGAMMON, 0)
    offer_through_the_dialog(w, qtbot, ResultType.GAMMON)
    qtbot.waitUntil(lambda: c.game.phase != GamePhase.RESIGN_OFFERED and not c.thinking, timeout=10000)
    assert c.game.phase == GamePhase.ROLL and c.game.on_roll == 0  # declined: play on
    assert w.move_list.rows()[-1][1] == "Declines the resignation"
    offer_through_the_dialog(w, qtbot, ResultType.BACKGAMMON)
    qtbot.waitUntil(lambda: c.game.is_over, timeout=10000)
    r = c.game.result
    assert r.winner == 1 and r.kind == ResultType.BACKGAMMON and r.reason == "resign" and r.points == 3
    assert c.match.score == [0, 3] and w.players_panel.scores[1].text() == "3"


def test_the_computer_resigns_a_lost_game_and_the_person_accepts_in_the_offer_bar(window, qtbot):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(length=5, preset="international_match", players=VS_EXPERT))
    c.load_state(COMPUTER_LOSES_SINGLE, 1)  # the computer is to roll
    qtbot.waitUntil(lambda: w.offer_bar.isVisible(), timeout=10000)
    assert c.snapshot.resign_offer == (1, ResultType.SINGLE)
    assert "resign a single game" in w.offer_bar.label.text()
    qtbot.mouseClick(w.offer_bar.accept_button, Qt.MouseButton.LeftButton)
    r = c.game.result
    assert r is not None and r.winner == 0 and r.kind == ResultType.SINGLE and r.reason == "resign"
    assert c.match.score == [1, 0]


def test_a_declined_computer_resignation_plays_on(window, qtbot):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(length=5, preset="international_match", players=VS_EXPERT))
    c.load_state(COMPUTER_LOSES_SINGLE, 1)
    qtbot.waitUntil(lambda: w.offer_bar.isVisible(), timeout=10000)
    qtbot.mouseClick(w.offer_bar.decline_button, Qt.MouseButton.LeftButton)
    # The computer rolls and plays on; it does not offer the same again this game.
    qtbot.waitUntil(lambda: c.game.on_roll == 0 or c.game.is_over, timeout=10000)
    assert [e.kind for e in c.game.history].count("resign") == 1
