"""The hint (Game ▸ Hint, H): the best plays of the roll ranked as the AI ranks them,
the cube decision before rolling and when a double must be answered, and a hinted play
carried out through the controller's normal steps."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale, Qt

from nard_desktop.ai.cube import cube_hint
from nard_desktop.ai.player import hint
from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.hints import HINT_LEVEL, HINT_ROWS
from nard_desktop.app.numbers import percent
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
    w.options.expert_numbers = True  # equities and depths, as an expert reads them
    c = humans(w, helpers, MIDGAME, dice=(6, 4))
    dlg = ask(w, qtbot)
    g = c.game
    expected = hint(MIDGAME, (6, 4), g.rules, g.context_for(0), level=HINT_LEVEL)
    legal = legal_plays(MIDGAME, (6, 4), g.rules)
    assert len(legal) > HINT_ROWS  # the list is cut to the best few
    rows = [r for r in dlg.rows() if r[1]]  # the plays (not the heading of the less deep ones)
    assert len(rows) == HINT_ROWS
    shown = {notation_text(format_play(p.play)): p for p in expected[:HINT_ROWS]}
    assert {r[1] for r in rows} == set(shown)
    assert {p.play.result for p in expected[:HINT_ROWS]} <= {p.result for p in legal}
    assert rows[0][0] == "1" and rows[0][1] == notation_text(format_play(expected[0].play))
    assert rows[0][2] == equity_text(expected[0].equity)
    assert rows[0][3] == percent_text(expected[0].probabilities[0])
    assert rows[1][2].startswith(equity_text(shown[rows[1][1]].equity))
    # Each row says how deep its play was looked at (the search's own plies); the
    # ranked rows are those of the best's depth, best first.
    assert all(r[6] == f"{shown[r[1]].plies}-ply" for r in rows)
    ranked = [r for r in rows if r[0] != "–"]
    assert [r[0] for r in ranked] == [str(i + 1) for i in range(len(ranked))]
    assert {r[6] for r in ranked} == {rows[0][6]} and rows[0][6] in ("2-ply", "3-ply")
    assert [shown[r[1]].equity for r in ranked] == sorted((shown[r[1]].equity for r in ranked), reverse=True)
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
    w.options.expert_numbers = True
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
    w.options.expert_numbers = True
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


@pytest.mark.parametrize("expert", [False, True])
def test_plays_of_different_depths_are_never_ranked_together(window, qtbot, helpers, expert):
    w, _ = window
    w.options.expert_numbers = expert
    humans(w, helpers, MIDGAME, dice=(6, 4))
    dlg = ask(w, qtbot)
    probs = (0.5, 0.1, 0.0, 0.1, 0.0)
    # A 0-ply figure better than both 2-ply ones (as a quick look can be), planted
    # between them: it must not be ranked with them, nor sit among them.
    _fake_hint(dlg, [(0.10, probs, 2), (0.30, probs, 0), (0.05, probs, 2)])
    rows = dlg.rows()
    plays = [notation_text(format_play(p)) for p in legal_plays(MIDGAME, (6, 4))[:3]]
    assert [r[1] for r in rows] == [plays[0], plays[2], "", plays[1]]
    assert [r[0] for r in rows[:2]] + [rows[3][0]] == ["1", "2", "–"]
    assert "less deeply" in rows[2][0] and dlg.table.columnSpan(2, 0) == dlg.table.columnCount()
    if expert:
        assert "(" in rows[1][2] and "(" not in rows[3][2]  # no difference against a deeper look
        assert [rows[0][6], rows[1][6], rows[3][6]] == ["2-ply", "2-ply", "0-ply"]
    else:
        assert rows[1][-1] == "0.05" and rows[3][-1] == ""  # points lost only among plays looked at alike
    assert "not ranked" in dlg.note.text()
    # The play of a row is the one played, whatever the rows above it.
    dlg.table.selectRow(3)
    assert dlg.play_selected()
    assert w.controller.game.turn.position == legal_plays(MIDGAME, (6, 4))[1].result


@pytest.mark.parametrize("equity", [-1.0, -2.0])
def test_a_lost_position_says_so_in_words(window, qtbot, helpers, equity):
    w, _ = window
    humans(w, helpers, MIDGAME, dice=(6, 4))
    dlg = ask(w, qtbot)
    lost = (0.0, 0.0, 0.0, 1.0 if equity < -1 else 0.0, 0.0)
    _fake_hint(dlg, [(equity, lost, 2), (equity, lost, 2), (equity, lost, 2)])
    assert "this game is lost" in dlg.heading.text()
    assert not dlg.table.isVisible() and dlg.rows() == []  # no table of equal numbers
    assert dlg.play_button.isEnabled() and dlg.play_selected()


def test_plays_that_all_come_to_the_same_say_so(window, qtbot, helpers):
    w, _ = window
    humans(w, helpers, MIDGAME, dice=(6, 4))
    dlg = ask(w, qtbot)
    probs = (0.7, 0.1, 0.0, 0.0, 0.0)
    _fake_hint(dlg, [(0.5, probs, 2), (0.5, probs, 2)])
    assert "comes to the same" in dlg.heading.text() and "lost" not in dlg.heading.text()
    assert not dlg.table.isVisible()


def _texts(dlg) -> str:
    headers = [dlg.table.horizontalHeaderItem(c).text() for c in range(dlg.table.columnCount())]
    return " ".join([dlg.heading.text(), dlg.note.text(), *headers, *(c for r in dlg.rows() for c in r)])


def test_plain_numbers_show_chances_and_points_expert_numbers_equities_and_depths(window, qtbot, helpers):
    w, _ = window
    assert not w.options.expert_numbers  # off by default
    humans(w, helpers, MIDGAME, dice=(6, 4))
    dlg = ask(w, qtbot)
    plain = _texts(dlg)
    assert "%" in plain and "Points lost" in plain
    for word in ("EMG", "Equity", "Depth"):
        assert word not in plain
    assert not re.search(r"-ply\b|\bply\b|\bplies\b", plain)
    rows = [r for r in dlg.rows() if r[1]]
    assert rows[0][2] == percent(dlg.hint.ranked[0].probabilities[0])
    # The setting switched while the hint is open: the hint shows it at once.
    w.options.expert_numbers = True
    dlg.refresh()
    expert = _texts(dlg)
    assert "Equity" in expert and "-ply" in expert and "%" in expert


@pytest.mark.parametrize("answering", [False, True])
def test_the_cube_hint_in_plain_numbers_gives_points_lost(window, qtbot, helpers, answering):
    w, _ = window
    c = humans(w, helpers, RACE_LEAD)
    if answering:
        assert c.double()
    dlg = ask(w, qtbot)
    text = _texts(dlg)
    assert "Equity" not in text and "EMG" not in text and "%" in text
    rows = dlg.rows()
    assert [r[1] for r in rows] == (["Take", "Pass"] if answering else ["No double", "Double"])
    bold = [dlg.table.item(r, 1).font().bold() for r in range(len(rows))]
    assert bold.count(True) == 1
    for r, right in zip(rows, bold):
        assert (r[2] == "–") == right
        if not right:
            assert float(r[2]) >= 0.0
