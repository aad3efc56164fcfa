"""Typing a move (Game ▸ Type a move…, M): the keyboard's way to play a roll.
The typed move goes through the engine's notation reader; a move that cannot
be read or is not legal keeps the dialog open with the reason and changes
nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from nard_desktop.app import i18n
from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.engine import Position
from nard_desktop.engine.notation import parse_play
from nard_desktop.ui.dialogs.move_entry import MoveEntryDialog

START = Position.initial()


def humans(w, helpers, dice, position=START):
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    c.load_state(position, 0, dice=dice)
    return c


def open_dialog(w, qtbot) -> MoveEntryDialog:
    assert w.act_type_move.isEnabled()
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key.Key_M)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), MoveEntryDialog), timeout=3000)
    return QApplication.activeModalWidget()


def type_and_enter(qtbot, dlg, text):
    dlg.edit.clear()
    if text.isascii():
        qtbot.keyClicks(dlg.edit, text)
    else:  # QtTest types ASCII keys only: Persian text goes in as an input method would put it
        dlg.edit.insert(text)
    qtbot.keyClick(dlg.edit, Qt.Key.Key_Return)


def test_the_action_is_in_the_game_menu_with_its_keys(window):
    w, _ = window
    assert w.act_type_move in w.game_menu.actions()
    keys = [k.toString() for k in w.act_type_move.shortcuts()]
    assert "M" in keys and "Ctrl+M" in keys


def test_a_typed_move_is_played_on_the_board(window, qtbot, helpers):
    w, d = window
    c = humans(w, helpers, (6, 4))
    dlg = open_dialog(w, qtbot)
    type_and_enter(qtbot, dlg, "24/14")
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=3000)
    want = parse_play(START, (6, 4), "24/18/14").result
    assert c.game.turn.position == want
    # The board shows it: the checker stands on 14, one is left on 24.
    assert len(w.scene.checkers_in(w.scene.slot_for(0, 14))) == 1
    assert len(w.scene.checkers_in(w.scene.slot_for(0, 24))) == 1
    assert c.done() and c.game.turn is None


@pytest.mark.parametrize("text, reason", [
    ("24/13", "not a legal play"),
    ("13/7 13/9 8/2", "not a legal play"),
    ("twenty four", "could not be read"),
    ("", "not a legal play"),
])
def test_a_bad_move_keeps_the_dialog_open_and_changes_nothing(window, qtbot, helpers, text, reason):
    w, d = window
    c = humans(w, helpers, (6, 4))
    c.step(24, 18)
    before = c.game.turn.position
    dlg = open_dialog(w, qtbot)
    type_and_enter(qtbot, dlg, text)
    assert dlg.isVisible() and dlg.error.isVisible()
    assert reason in dlg.error.text()
    assert c.game.turn.position == before and list(c.game.turn.steps) == [(24, 18)]
    dlg.reject()


def test_a_typed_move_replaces_the_steps_already_made(window, qtbot, helpers):
    w, d = window
    c = humans(w, helpers, (6, 4))
    c.step(24, 18)
    dlg = open_dialog(w, qtbot)
    type_and_enter(qtbot, dlg, "8/2 6/2")
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=3000)
    assert c.game.turn.position == parse_play(START, (6, 4), "8/2 6/2").result
    assert len(w.scene.checkers_in(w.scene.slot_for(0, 24))) == 2
    assert len(w.scene.checkers_in(w.scene.slot_for(0, 2))) == 2


def test_hits_and_the_bar_in_persian_words_and_digits(window, qtbot, helpers, qapp):
    w, d = window
    pos = Position.from_points({6: 5, 8: 3, 13: 5, 24: 1}, {24: 1, 13: 5, 8: 3, 6: 5, 2: 1}, mine_bar=1)
    c = humans(w, helpers, (5, 3), pos)
    locale, direction = QLocale(), qapp.layoutDirection()
    i18n.install_translations(qapp, "fa")
    try:
        bar = qapp.translate("Words", "bar", "notation: the bar")
        assert bar != "bar"
        dlg = open_dialog(w, qtbot)
        assert "۲۴/۱۸" in dlg.prompt.text()
        type_and_enter(qtbot, dlg, f"{bar}/۲۰ ۶/۲")
        assert dlg.isVisible() and not any("a" <= ch <= "z" for ch in dlg.error.text().lower())
        type_and_enter(qtbot, dlg, f"{bar}/۲۲ ۶/۱*")
        qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=3000)
    finally:
        i18n.uninstall_translations(qapp)
        QLocale.setDefault(locale)
        qapp.setLayoutDirection(direction)
    assert c.game.turn.position == parse_play(pos, (5, 3), "bar/22 6/1*").result
    assert c.game.turn.position.theirs[25] == 1


def test_only_the_human_on_roll_can_type_a_move(window, qtbot, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER))))
    c.load_state(START, 1, dice=None)
    assert not w.act_type_move.isEnabled()
    assert w.type_move_dialog() is None
    assert c.play_text("24/18 13/8") == "It is not your turn to move."
