"""The tutor in the window: a bar (never a modal dialog) before a play or cube
action that is an error is final, judged by the analysis engine at the hint's
depth; Take back undoes exactly that play, Play anyway makes it final, and the
record keeps the original choice beside the play."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from nard_desktop.ai.analysis import AnalysisOptions, Decision, analyse_decision
from nard_desktop.app.controller import MatchConfig
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.record import dumps, loads
from nard_desktop.app.text import loc, notation_text
from nard_desktop.ui.tutor_bar import percent
from nard_desktop.app.tutor import TUTOR_OPTIONS
from nard_desktop.engine import GamePhase, ManualRoller, Position, parse_play
from nard_desktop.engine.notation import format_play

ROLL = (3, 1)
BLUNDER = "8/7 8/5"  # breaks the mid-point's spare and leaves two blots
BEST = "8/5 6/5"


def start(w, helpers, roll=ROLL, **options):
    """A money game whose opening roll gives seat 0 (at the bottom) ``roll``."""
    for k, v in options.items():
        setattr(w.options, k, v)
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS, roller=ManualRoller([roll])))
    assert c.roll() and c.game.on_roll == 0 and tuple(c.game.dice) == roll
    return c


def expected(c, text):
    """The analysis engine's verdict on ``text`` at the hint's depth."""
    g = c.game
    play = parse_play(g.turn.start, ROLL, text, g.rules)
    return analyse_decision(Decision(1, 1, 0, "checker", g.turn.start, g.context_for(0), g.rules, dice=ROLL,
                                     play=play, opening=True), TUTOR_OPTIONS)


def drag_play(d, text):
    """Play ``text`` on the board with the mouse, checker by checker."""
    play = parse_play(d.controller.game.turn.start, ROLL, text, d.controller.game.rules)
    for src, dst in play.moves:
        d.drag(d.checker(0, src), d.target(0, dst))
    assert d.controller.game.turn.is_complete()


def test_the_tutor_warns_of_a_planted_blunder_and_take_back_undoes_exactly_that_play(window, qtbot, helpers):
    w, d = window
    c = start(w, helpers, tutor_checker=True)
    blunder = expected(c, BLUNDER)
    assert blunder.error >= 0.16 and blunder.best == BEST  # the engine's own verdict: a very bad play
    bar = w.tutor.bar
    drag_play(d, BLUNDER)
    history = list(c.game.history)
    qtbot.mouseClick(w.action_bar.done_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(bar.isVisible, timeout=60000)
    # A notice in the window, not a dialog; the play is not final yet.
    assert not any(x.isVisible() for x in w.findChildren(QDialog))
    assert bar.text.text() == w.tutor.bar.message(w.tutor.service.warning)
    assert notation_text(BEST) in bar.text.text()
    # Plain numbers: the winning chances first, then the cost in points a game; no bare equity.
    warning = w.tutor.service.warning
    assert warning.chances is not None and warning.chances[0] > warning.chances[1]
    assert f"from {percent(warning.chances[0])} to {percent(warning.chances[1])}" in bar.text.text()
    assert f"about {loc(blunder.error, 2)} points a game" in bar.text.text()
    assert loc(blunder.error, 3) not in bar.text.text()
    assert c.game.phase == GamePhase.MOVE and c.game.on_roll == 0 and c.game.history == history
    # Show hint: the hint for this roll, the bar stays until the player decides.
    qtbot.mouseClick(bar.hint_button, Qt.MouseButton.LeftButton)
    assert w.hint_dialog is not None and w.hint_dialog.isVisible() and bar.isVisible()
    w.hint_dialog.close()
    # Take back: the turn starts again from its first position, with the same dice.
    qtbot.mouseClick(bar.back_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible()
    turn = c.game.turn
    assert turn.steps == () and turn.position == Position.initial() and tuple(c.game.dice) == ROLL
    assert c.game.history == history and c.game.phase == GamePhase.MOVE
    assert w.scene.snapshot.board == Position.initial() and w.scene.snapshot.mover == 0
    events = w.tutor.service.events
    assert [(e.tried, e.best, e.answer) for e in events] == [(format_play(parse_play(
        Position.initial(), ROLL, BLUNDER)), BEST, "taken_back")]
    assert abs(events[0].error - blunder.error) < 1e-9
    # The best play goes through without a word.
    drag_play(d, BEST)
    qtbot.mouseClick(w.action_bar.done_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game.on_roll == 1, timeout=60000)
    assert not bar.isVisible()
    move = [e for e in c.game.history if e.kind == "move"]
    assert len(move) == 1 and format_play(move[0].play) == BEST
    # The record keeps both: the final play in the game, the original choice in app.tutor.
    record = w.session.record()
    assert record["app"]["tutor"] == [events[0].to_json()]


def test_play_anyway_makes_the_blunder_final_and_the_record_keeps_both(window, qtbot, helpers):
    w, d = window
    c = start(w, helpers, tutor_checker=True, confirm_turn="automatic")
    bar = w.tutor.bar
    drag_play(d, BLUNDER)  # the last step would end the turn at once: the tutor holds it
    qtbot.waitUntil(bar.isVisible, timeout=60000)
    assert c.game.phase == GamePhase.MOVE and c.game.turn.is_complete()
    qtbot.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible() and c.game.on_roll == 1
    moves = [e for e in c.game.history if e.kind == "move"]
    assert [m.play.result for m in moves] == [parse_play(Position.initial(), ROLL, BLUNDER).result]
    [event] = w.tutor.service.events
    assert event.answer == "played" and event.best == BEST and (event.game, event.move, event.player) == (1, 1, 0)
    # The review shows both: the play made, and the tutor's warning about it.
    w.review.options = AnalysisOptions(depth=0)
    w.review.jobs = 1  # in the worker thread (worker processes: test_review_kept.py)
    w.review.act_analyse.trigger()
    qtbot.waitUntil(lambda: w.review.active, timeout=120000)
    w.review.panel.decisions.setCurrentCell(0, 0)
    assert w.tutor.note(event) in w.review.panel.detail.text()
    w.review.leave()
    # Saved and loaded again: the tutor's note comes back with the match.
    data = dumps(w.session.record())
    match, meta = loads(data)
    assert w.session.continue_match(match, meta, "record", ask=False)
    assert [e.to_json() for e in w.tutor.service.events_for(c.match)] == [event.to_json()]


def test_no_word_for_the_best_play_nor_with_the_tutor_off(window, qtbot, helpers):
    w, d = window
    c = start(w, helpers, tutor_checker=True)
    assert expected(c, BEST).error == 0.0
    drag_play(d, BEST)
    qtbot.mouseClick(w.action_bar.done_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game.on_roll == 1, timeout=60000)
    assert not w.tutor.bar.isVisible() and w.tutor.service.events == []
    # Off (the default): even the blunder is final at once.
    assert not ViewOptions().tutor_checker and not ViewOptions().tutor_cube
    c = start(w, helpers, tutor_checker=False)
    drag_play(d, BLUNDER)
    qtbot.mouseClick(w.action_bar.done_button, Qt.MouseButton.LeftButton)
    assert c.game.on_roll == 1 and not w.tutor.bar.isVisible() and not w.tutor.service.checking


def test_the_threshold_lets_smaller_errors_through(window, qtbot, helpers):
    w, d = window
    roll, bad = (5, 3), "13/5"
    for threshold, warned in (("very_bad", False), ("bad", True)):
        c = start(w, helpers, roll, tutor_checker=True, tutor_threshold=threshold)
        g = c.game
        err = analyse_decision(Decision(1, 1, 0, "checker", g.turn.start, g.context_for(0), g.rules, dice=roll,
                                        play=parse_play(g.turn.start, roll, bad, g.rules)), TUTOR_OPTIONS).error
        assert 0.08 <= err < 0.16  # a bad play, not a very bad one
        for src, dst in parse_play(g.turn.start, roll, bad, g.rules).moves:
            d.drag(d.checker(0, src), d.target(0, dst))
        qtbot.mouseClick(w.action_bar.done_button, Qt.MouseButton.LeftButton)
        if warned:
            qtbot.waitUntil(w.tutor.bar.isVisible, timeout=60000)
            assert c.game.on_roll == 0
        else:
            qtbot.waitUntil(lambda: c.game.on_roll == 1, timeout=60000)
            assert not w.tutor.bar.isVisible()


def test_the_cube_tutor_warns_before_a_wrong_double(window, qtbot, helpers):
    w, d = window
    w.options.tutor_cube = True
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    c.load_state(Position.initial(), 0)
    g = c.game
    assert g.phase == GamePhase.ROLL and g.can_double()
    want = analyse_decision(Decision(1, 1, 0, "cube", g.board_for(0), g.context_for(0), g.rules, action="double"),
                            TUTOR_OPTIONS)
    assert want.error >= 0.04  # doubling at the start is an error by the engine's numbers
    assert not c.double()  # held
    qtbot.waitUntil(w.tutor.bar.isVisible, timeout=60000)
    assert g.phase == GamePhase.ROLL and g.cube.value == 1
    assert f"about {loc(want.error, 2)} points a game" in w.tutor.bar.text.text()
    qtbot.mouseClick(w.tutor.bar.back_button, Qt.MouseButton.LeftButton)
    assert g.phase == GamePhase.ROLL and g.cube.value == 1 and not w.tutor.bar.isVisible()
    assert [e.answer for e in w.tutor.service.events] == ["taken_back"]


def test_the_tutor_settings_reach_the_window(tmp_path, qtbot):
    from nard_desktop.app.settings import Settings
    from nard_desktop.ui.settings_dialog import SettingsDialog

    s = Settings.open(tmp_path / "s.ini")
    assert (s.tutor_checker, s.tutor_cube, s.tutor_threshold) == (False, False, "doubtful")  # off by default
    dlg = SettingsDialog(s, money=True)
    qtbot.addWidget(dlg)
    threshold = dlg.setting_widget("play/tutor_threshold")
    assert not threshold.isEnabled()  # nothing to tune while the tutor is off
    dlg.setting_widget("play/tutor_cube").setChecked(True)
    assert threshold.isEnabled()
    threshold.setCurrentIndex(threshold.findData("very_bad"))
    dlg.accept()
    again = Settings.open(tmp_path / "s.ini")
    assert (again.tutor_checker, again.tutor_cube, again.tutor_threshold) == (False, True, "very_bad")
    o = again.apply_to(ViewOptions())
    assert (o.tutor_checker, o.tutor_cube, o.tutor_threshold) == (False, True, "very_bad")


EXPERT_WORDS = re.compile(r"\bm?EMG\b|\d-ply\b|\bply\b|\bplies\b|لایه|عمق")


def check_numbers_follow_the_switch(w, d, qtbot, helpers):
    start(w, helpers, tutor_checker=True)
    bar = w.tutor.bar
    drag_play(d, BLUNDER)
    qtbot.mouseClick(w.action_bar.done_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(bar.isVisible, timeout=60000)
    warning = w.tutor.service.warning
    text = bar.text.text() + " " + bar.title.text() + " " + bar.why.text()
    assert not EXPERT_WORDS.search(text), text
    assert percent(warning.chances[0]) in text and percent(warning.chances[1]) in text
    # Expert numbers on (the Settings dialog's OK refreshes the bar so): the loss in EMG too.
    w.options.expert_numbers = True
    w.tutor.refresh()
    assert "EMG" in bar.text.text() and percent(warning.chances[1]) in bar.text.text()
    w.options.expert_numbers = False
    w.tutor.refresh()
    assert "EMG" not in bar.text.text()
    qtbot.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)
    [event] = w.tutor.service.events
    # The note the review shows: points a game, or EMG for an expert.
    note = w.tutor.note(event)
    assert not EXPERT_WORDS.search(note) and loc(event.error, 2) in note
    w.options.expert_numbers = True
    assert "EMG" in w.tutor.note(event) and loc(event.error, 3) in w.tutor.note(event)
    w.options.expert_numbers = False


def test_the_tutor_speaks_plain_numbers_unless_expert_numbers_are_on(window, qtbot, helpers):
    w, d = window
    check_numbers_follow_the_switch(w, d, qtbot, helpers)


def test_the_tutor_in_persian_has_no_expert_figures(persian, window, qtbot, helpers):
    w, d = window
    check_numbers_follow_the_switch(w, d, qtbot, helpers)
