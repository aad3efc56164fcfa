"""The hint (Game ▸ Hint, H): the best plays of the roll ranked as the AI ranks them,
the cube decision before rolling and when a double must be answered, and a hinted play
carried out through the controller's normal steps."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt

from nard_desktop.ai.cube import cube_hint
from nard_desktop.ai.player import hint
from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.hints import HINT_LEVEL, HINT_ROWS
from nard_desktop.app.text import notation_text
from nard_desktop.engine import CubeState, GamePhase, Position, legal_plays
from nard_desktop.engine.notation import format_play
from nard_desktop.ui.dialogs.hint import equity_text, percent_text

MIDGAME = Position.from_points({24: 2, 13: 4, 8: 3, 6: 4, 5: 2}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})
# 66 against 72: double, take
RACE_LEAD = Position.from_points({6: 4, 5: 4, 4: 3, 3: 2, 2: 2}, {6: 5, 5: 4, 4: 4, 3: 2})


def humans(w, helpers, position, *, dice=None, cube=CubeState(), length=0):
    c = w.controller
    c.new_match(MatchConfig(length=length, preset="money" if length == 0 else "international_match",
                            players=helpers.TWO_HUMANS))
    c.load_state(position, 0, dice=dice, cube=cube)
    return c


def ask(w, qtbot):
    assert w.act_hint.isEnabled()
    w.act_hint.trigger()
    dlg = w.hint_dialog
    assert dlg is not None and dlg.isVisible()
    qtbot.waitUntil(lambda: dlg.hint is not None, timeout=20000)
    return dlg


def test_hint_is_in_the_game_menu_and_the_toolbar(window):
    w, d = window
    assert w.act_hint in w.game_menu.actions() and w.act_hint in w.toolbar.actions()
    keys = [k.toString() for k in w.act_hint.shortcuts()]
    assert "H" in keys and "Ctrl+H" in keys


def test_after_rolling_the_best_plays_are_listed_best_first_as_the_ai_ranks_them(window, qtbot, helpers):
    w, d = window
    c = humans(w, helpers, MIDGAME, dice=(6, 4))
    dlg = ask(w, qtbot)
    g = c.game
    expected = hint(MIDGAME, (6, 4), g.rules, g.context_for(0), level=HINT_LEVEL)
    legal = legal_plays(MIDGAME, (6, 4), g.rules)
    assert len(legal) > HINT_ROWS  # the list is cut to the best few
    rows = dlg.rows()
    assert len(rows) == HINT_ROWS
    assert [r[1] for r in rows] == [notation_text(format_play(p.play)) for p in expected[:HINT_ROWS]]
    assert {p.play.result for p in expected[:HINT_ROWS]} <= {p.result for p in legal}
    assert rows[0][0] == "1" and rows[0][2] == equity_text(expected[0].equity)
    assert rows[0][3] == percent_text(expected[0].probabilities[0])
    assert rows[1][2].startswith(equity_text(expected[1].equity))
    # Each row says how deep its play was looked at (the search's own plies).
    assert [r[6] for r in rows] == [f"{p.plies}-ply" for p in expected[:HINT_ROWS]]
    assert rows[0][6] in ("2-ply", "3-ply") and rows[-1][6] in ("0-ply", "2-ply")
    assert "6-4" in dlg.heading.text()


def test_a_hinted_play_is_carried_out_through_the_controller(window, qtbot, helpers):
    w, d = window
    c = humans(w, helpers, MIDGAME, dice=(6, 4))
    c.step(24, 18)  # a step already taken is taken back first
    dlg = ask(w, qtbot)
    second = dlg.hint.ranked[1].play
    dlg.table.selectRow(1)
    qtbot.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    turn = c.game.turn
    assert turn is not None and turn.is_complete() and turn.position == second.result
    assert c.game.phase == GamePhase.MOVE  # the player still picks up the dice
    assert not dlg.isVisible()
    assert w.scene.consistency_problems() == []
    assert c.done() and c.game.on_roll == 1


def test_before_rolling_the_hint_is_the_cube_decision(window, qtbot, helpers):
    w, d = window
    c = humans(w, helpers, RACE_LEAD)
    dlg = ask(w, qtbot)
    g = c.game
    decision = cube_hint(RACE_LEAD, g.rules, g.context_for(0))
    assert dlg.hint.decision.verdict == decision.verdict
    rows = dlg.rows()
    assert [r[1] for r in rows] == ["No double", "Double, take", "Double, pass"]
    assert [r[2] for r in rows] == [equity_text(decision.nd), equity_text(decision.dt), equity_text(decision.dp)]
    right = {"no_double": 0, "too_good": 0}.get(decision.action, 1 if decision.take != "drop" else 2)
    assert [dlg.table.item(r, 1).font().bold() for r in range(3)] == [r == right for r in range(3)]
    expected_heading = {"double_take": "Double: your opponent should take.",
                        "double_pass": "Double: your opponent should pass.",
                        "too_good_pass": "Too good to double: play on for a gammon.",
                        "no_double_take": "No double: roll the dice."}[decision.verdict]
    assert dlg.heading.text() == expected_heading
    assert percent_text(decision.probabilities[0]) in dlg.note.text()


def test_when_the_cube_cannot_be_turned_the_hint_says_roll(window, qtbot, helpers):
    w, d = window
    humans(w, helpers, RACE_LEAD, cube=CubeState(2, 1))  # the opponent owns the cube
    dlg = ask(w, qtbot)
    assert dlg.heading.text() == "You cannot double now: roll the dice."


def test_without_a_cube_there_is_no_hint_before_the_roll(window, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(length=3, preset="iranian_cafe", players=helpers.TWO_HUMANS))
    c.load_state(RACE_LEAD, 0)
    assert not w.act_hint.isEnabled()
    c.roll()
    assert w.act_hint.isEnabled()


def test_a_double_to_answer_gets_take_or_pass(window, qtbot, helpers):
    w, d = window
    c = humans(w, helpers, RACE_LEAD)
    assert c.double()
    dlg = ask(w, qtbot)  # seat 1 must answer
    decision = cube_hint(RACE_LEAD, c.game.rules, c.game.context_for(0))
    rows = dlg.rows()
    assert [r[1] for r in rows] == ["Take", "Pass"]
    assert [r[2] for r in rows] == [equity_text(-decision.dt), equity_text(-decision.dp)]
    assert dlg.heading.text().startswith("Pass" if decision.take == "drop" else "Take")


def test_no_hint_while_the_computer_acts_or_after_the_game(window, qtbot, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))))
    c.load_state(MIDGAME, 1)  # the computer is to roll
    assert not w.act_hint.isEnabled()
    w.show_hint()
    assert w.hint_dialog is None
    qtbot.waitUntil(lambda: c.game.on_roll == 0 and c.game.phase == GamePhase.ROLL, timeout=10000)
    assert w.act_hint.isEnabled()
    c = humans(w, helpers, MIDGAME)
    assert c.resign(1) and c.accept_resignation() and c.game.is_over
    assert not w.act_hint.isEnabled()


def test_the_hint_closes_when_the_game_moves_on(window, qtbot, helpers):
    w, d = window
    c = humans(w, helpers, RACE_LEAD)
    dlg = ask(w, qtbot)
    c.roll()
    assert not dlg.isVisible()


def test_numbers_in_the_hint_are_in_the_languages_digits(qapp):
    before = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Persian, QLocale.Country.Iran))
        assert percent_text(0.5) == "۵۰٫۰٪"
        assert equity_text(-0.125).endswith("۰٫۱۲۵") and "−" in equity_text(-0.125)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        assert percent_text(0.5) == "50.0%" and equity_text(0.25) == "+0.250"
    finally:
        QLocale.setDefault(before)


def _fake_hint(dlg, rows):
    from nard_desktop.app.hints import PlayHint

    plays = legal_plays(MIDGAME, (6, 4))[:len(rows)]
    ranked = tuple((p, e, probs, plies) for p, (e, probs, plies) in zip(plays, rows))
    dlg.hint = PlayHint(0, MIDGAME, (6, 4), ranked, dlg.hint.key)
    dlg._fill()


def test_plays_of_different_depths_are_never_ranked_together(window, qtbot, helpers):
    w, _ = window
    humans(w, helpers, MIDGAME, dice=(6, 4))
    dlg = ask(w, qtbot)
    probs = (0.5, 0.1, 0.0, 0.1, 0.0)
    _fake_hint(dlg, [(0.10, probs, 2), (0.05, probs, 2), (0.20, probs, 0)])
    rows = dlg.rows()
    assert [r[0] for r in rows] == ["1", "2", "–"]
    assert "(" in rows[1][2] and "(" not in rows[2][2]  # no difference against a deeper look
    assert "not ranked" in dlg.note.text()


def test_a_lost_position_says_so_in_words(window, qtbot, helpers):
    w, _ = window
    humans(w, helpers, MIDGAME, dice=(6, 4))
    dlg = ask(w, qtbot)
    lost = (0.0, 0.0, 0.0, 0.0, 0.0)
    _fake_hint(dlg, [(-1.0, lost, 2), (-1.0, lost, 2), (-1.0, lost, 2)])
    assert "this game is lost" in dlg.note.text()
