"""The position editor's Roll out: the edited position rolled out in the background, with
its progress and a Stop button, then the equity ± its standard error and the five
probabilities (docs/rules.md §5 bearing off and §10 scoring give the figures of the
positions below)."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt

from nard_desktop.app.controller import MatchConfig
from nard_desktop.engine import Position

#: Each side has one checker left on its own 1-point: the side on roll bears it off with
#: any roll. A single game won, every trial.
LAST_CHECKERS = Position.from_points({1: 1}, {1: 1})


def open_editor_on(w, helpers, position, seat=0):
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS))
    c.load_state(position, seat)
    w.editing.act_edit.trigger()
    return w.editing.panel


def test_rolling_out_a_won_position_shows_a_sure_win(window, qtbot, helpers):
    w, d = window
    panel = open_editor_on(w, helpers, LAST_CHECKERS)
    w.editing.rollout_trials, w.editing.rollout_jobs = 72, 1
    assert panel.rollout_button.isEnabled()
    qtbot.mouseClick(panel.rollout_button, Qt.MouseButton.LeftButton)
    dlg = w.editing.rollout_dialog
    assert dlg is not None and dlg.isVisible()
    with qtbot.waitSignal(dlg.finished_rollout, timeout=60000) as got:
        pass
    r = got.args[0]
    assert r is dlg.result and r.trials == 72
    assert r.probabilities == (1.0, 0.0, 0.0, 0.0, 0.0)
    assert r.equity == 1.0 and r.equity_se == 0.0
    assert dlg.equity_label.text() == "Equity: \u2066+1.000 ± 0.000\u2069"
    assert dlg.table.item(0, 0).text() == "100.0%" and dlg.table.item(3, 0).text() == "0.0%"
    assert dlg.bar.value() == 72 == dlg.bar.maximum()
    assert dlg.note.text() == f"72 trials; the dice can be replayed with seed \u2066{r.seed}\u2069."
    assert not dlg.stop_button.isEnabled()
    dlg.close()


def test_the_rollout_is_of_the_edited_position_and_the_side_on_roll(window, qtbot, helpers):
    """The other side on roll (set in the panel): it wins instead; the figures are its own."""
    w, d = window
    panel = open_editor_on(w, helpers, LAST_CHECKERS)
    panel.on_roll.setCurrentIndex(1)
    w.editing.rollout_trials, w.editing.rollout_jobs = 36, 1
    dlg = w.editing.rollout()
    qtbot.waitUntil(lambda: dlg.result is not None, timeout=60000)
    assert dlg.result.probabilities[0] == 1.0
    assert "Black on roll" in dlg.heading.text()
    dlg.close()


def test_stop_keeps_what_was_played_and_says_so(window, qtbot, helpers):
    w, d = window
    panel = open_editor_on(w, helpers, Position.initial())
    w.editing.rollout_trials, w.editing.rollout_jobs = 1296, 1
    qtbot.mouseClick(panel.rollout_button, Qt.MouseButton.LeftButton)
    dlg = w.editing.rollout_dialog
    qtbot.mouseClick(dlg.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dlg.result is not None, timeout=120000)
    r = dlg.result
    assert r.trials < 1296
    if r.trials == 0:
        assert math.isnan(r.equity)
        assert dlg.equity_label.text() == "Stopped before any trial was finished."
    else:
        assert dlg.note.text() == f"Stopped after {r.trials} of 1296 trials."
    dlg.close()


def test_an_impossible_setup_is_not_rolled_out(window, qtbot, helpers):
    w, d = window
    panel = open_editor_on(w, helpers, Position.initial())
    editor = w.scene.editor
    editor.setup.cube_value = 3  # not a power of two
    editor.redraw()
    assert not panel.rollout_button.isEnabled()
    assert w.editing.rollout() is None
    assert w.editing.rollout_dialog is None
    assert editor.message
