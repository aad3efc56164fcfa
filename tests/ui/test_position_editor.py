"""The position editor, a mode of the board scene (docs/rules.md §1 for the fifteen
checkers a side, §6 for the cube, §7 for the match score and Crawford)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig
from nard_desktop.engine import Position, match_from_ids
from nard_desktop.ui.board.editor import EditedPosition


def open_editor(w, helpers):
    w.controller.new_match(MatchConfig(players=helpers.TWO_HUMANS))
    w.editing.act_edit.trigger()
    panel = w.editing.panel
    assert panel is not None and panel.isVisible()
    assert w.scene.editor is not None
    return panel, w.scene.editor


def test_dragging_checkers_of_either_side_anywhere(window, helpers):
    w, d = window
    panel, editor = open_editor(w, helpers)
    s = editor.setup
    # White (seat 0, bottom) 13 -> 20; black (seat 1) 6 -> the bar; white 6 -> the tray.
    d.drag(d.checker(0, 13), d.target(0, 20))
    assert s.counts[0][13] == 4 and s.counts[0][20] == 1
    d.drag(d.checker(1, 6), w.scene.geometry.bar_pos(False, 0))
    assert s.counts[1][6] == 4 and s.counts[1][25] == 1
    d.drag(d.checker(0, 6), w.scene.geometry.tray_rect(True).center())
    assert s.counts[0][6] == 4 and s.off(0) == 1
    # The board shows the edited setup, and the counts are written in the panel.
    counts = w.scene.slot_counts()
    assert counts[("point", 20, 0)] == 1 and counts[("bar", 1)] == 1 and counts[("off", 0)] == 1
    assert "White: 14 on the board, 0 on the bar, 1 off" in panel.counts.text()
    assert "Black: 14 on the board, 1 on the bar, 0 off" in panel.counts.text()
    # Onto a point the other side holds: refused, with the reason, nothing changes.
    d.drag(d.checker(0, 8), d.target(0, 12))  # black's 13-point, white's 12
    assert s.counts[0][8] == 3 and s.counts[0][12] == 0
    assert editor.message == "A point holds checkers of one colour only."
    assert w.scene.notice.isVisible() and w.scene.notice.text == editor.message


def test_the_editor_refuses_a_sixteenth_checker(window, helpers):
    w, d = window
    panel, editor = open_editor(w, helpers)
    s = editor.setup
    before = [list(c) for c in s.counts]
    d.click(d.target(0, 3))  # every white checker is on the board already
    assert s.counts == before
    assert editor.message == "White already has all 15 checkers on the board; a side has 15 checkers."
    assert s.set_count(0, 3, 1) == "White would have 16 checkers; a side has 15 checkers."
    assert s.counts == before
    # A right click takes one away (to the tray), then a left click may add it elsewhere.
    d.click(d.checker(0, 6), Qt.MouseButton.RightButton)
    assert s.off(0) == 1
    d.click(d.target(0, 3))
    assert s.counts[0][3] == 1 and s.off(0) == 0
    # Forced past fifteen (as a bad ID could), the setup is refused and cannot be played.
    s.counts[1][2] = 1
    editor.redraw()
    assert "Black has 16 checkers; a side has 15 checkers." in panel.problems.text()
    assert not panel.play_button.isEnabled() and not panel.copy_button.isEnabled()


def test_the_editor_refuses_an_impossible_cube(window, helpers):
    w, _ = window
    panel, editor = open_editor(w, helpers)
    panel.cube_value.setCurrentIndex(panel.cube_value.findData(4))
    assert "A doubled cube belongs to the player who took it." in panel.problems.text()
    assert not panel.play_button.isEnabled()
    panel.cube_value.setCurrentIndex(panel.cube_value.findData(1))
    panel.cube_owner.setCurrentIndex(1)
    assert "A cube nobody has doubled yet stays in the middle." in panel.problems.text()
    editor.setup.cube_value = 3
    editor.redraw()
    assert "A turned cube shows 2, 4, 8, 16, 32 or 64." in panel.problems.text()
    # Crawford: no cube.
    panel.cube_value.setCurrentIndex(panel.cube_value.findData(2))
    panel.cube_owner.setCurrentIndex(2)
    panel.length.setValue(5)
    panel.score0.setValue(4)
    panel.crawford.setChecked(True)
    assert "The cube cannot be turned in the Crawford game." in panel.problems.text()
    panel.cube_value.setCurrentIndex(panel.cube_value.findData(1))
    panel.cube_owner.setCurrentIndex(0)
    assert panel.problems.text() == ""
    assert panel.play_button.isEnabled()
    panel.score1.setValue(5)
    assert "A score in a 5-point match is below 5." in panel.problems.text()


def test_play_on_against_the_computer_from_the_edited_position(window, helpers):
    w, d = window
    panel, editor = open_editor(w, helpers)
    s = editor.setup
    # A bear-off: white 3 checkers on its 2-point (the rest off), black as it is; white to roll 6-5.
    for p in range(1, 26):
        s.counts[0][p] = 0
    s.counts[0][2] = 3
    panel.on_roll.setCurrentIndex(0)
    panel.rolled.setChecked(True)
    panel.die1.setValue(6)
    panel.die2.setValue(5)
    panel.length.setValue(3)
    panel.score1.setValue(2)
    editor.redraw()
    want = s.position()
    assert panel.problems.text() == ""
    assert w.editing.play_on()
    c = w.controller
    assert w.scene.editor is None and w.editing.panel is None
    assert c.game.board_for(0) == want and tuple(c.game.dice) == (6, 5)
    assert c.snapshot.score == (0, 2) and c.snapshot.match_length == 3
    assert [p.kind for p in c.config.players] == [HUMAN, COMPUTER]
    assert w.scene.consistency_problems() == []
    assert w.scene.snapshot.destinations  # the human may move at once


def test_copy_ids_and_hint(window, helpers, qtbot):
    w, _ = window
    panel, editor = open_editor(w, helpers)
    panel.rolled.setChecked(True)
    panel.die1.setValue(3)
    panel.die2.setValue(1)
    assert panel.copy_ids()
    pid, mid = QGuiApplication.clipboard().text().split(":")
    match = match_from_ids(pid, mid)
    assert match.game.board_for(0) == Position.initial() and tuple(match.game.dice) == (3, 1)
    dlg = w.editing.hint()
    assert dlg is not None and dlg.isVisible()
    # The hint leaves the editor open, and the match on the board as it was.
    assert w.scene.editor is not None and w.editing.panel is not None
    qtbot.waitUntil(lambda: dlg.hint is not None, timeout=60000)
    assert dlg.table.rowCount() > 0 and not dlg.play_button.isVisible()
    assert w.scene.editor is not None
    headers = [dlg.table.horizontalHeaderItem(c).text() for c in range(dlg.table.columnCount())]
    assert "Win" in headers and "Equity" not in headers  # plain numbers, as in the window
    dlg.close()
    # With expert numbers on in the window, the editor's hint shows the equities too.
    w.options.expert_numbers = True
    dlg = w.editing.hint()
    qtbot.waitUntil(lambda: dlg.hint is not None, timeout=60000)
    assert "Equity" in [dlg.table.horizontalHeaderItem(c).text() for c in range(dlg.table.columnCount())]
    dlg.close()


def test_the_game_waits_while_editing_and_comes_back_untouched(window, helpers):
    w, d = window
    panel, editor = open_editor(w, helpers)
    c = w.controller
    d.drag(d.checker(0, 13), d.target(0, 20))
    c.refresh()  # the game's own snapshot arrives meanwhile: it waits
    assert w.scene.slot_counts()[("point", 20, 0)] == 1
    panel.close()
    assert w.scene.editor is None and w.editing.panel is None
    assert w.scene.slot_counts()[("point", 13, 0)] == 5 and ("point", 20, 0) not in w.scene.slot_counts()
    assert w.scene.consistency_problems() == []


def test_a_position_made_in_the_editor_round_trips_through_its_ids():
    s = EditedPosition.from_position(Position.from_points({6: 5, 8: 3, 13: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2}),
                                     1, dice=(4, 2), cube_value=2, cube_owner=0, length=7, score=[3, 5])
    assert s.problems() == []
    pid, mid = s.ids()
    match = match_from_ids(pid, mid)
    g = match.game
    assert g.on_roll == 1 and g.board_for(1) == s.position() and tuple(g.dice) == (4, 2)
    assert (g.cube.value, g.cube.owner) == (2, 0) and tuple(match.score) == (3, 5)


def test_every_way_out_of_the_editor_gives_the_game_back(window, helpers, qtbot):
    """Escape, the Done button, the window's close button and a plain reject: each
    ends the editing (a panel hidden without it would leave the game waiting for an
    editor nobody can see), and the game goes on."""
    w, _ = window
    for leave in ("escape", "done", "close", "reject"):
        panel, _ = open_editor(w, helpers)
        if leave == "escape":
            qtbot.keyClick(panel, Qt.Key.Key_Escape)
        elif leave == "done":
            qtbot.mouseClick(panel.done_button, Qt.MouseButton.LeftButton)
        else:
            getattr(panel, leave)()
        assert not panel.isVisible(), leave
        assert w.scene.editor is None and w.editing.panel is None, leave
        c = w.controller
        assert c.snapshot.can_roll, leave
        for _ in range(30):  # an opening roll of equal dice is rolled again
            c.roll()
            if c.snapshot.mover is not None:
                break
        assert c.snapshot.mover is not None and c.snapshot.destinations, leave
