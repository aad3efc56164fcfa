"""Playing on the board with the keyboard alone (docs/rules.md §3–4 for the moves,
§10 for ending a turn, §6 for the cube): the arrow keys move a cursor among the
checkers that may move, Enter lifts one and lights its points, the arrows
choose one, Enter puts it down, Escape puts it back.  No test here sends a
mouse event."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.engine import GamePhase, ManualRoller, SeededRoller

K = Qt.Key


def focus_board(qtbot, w):
    """Keys reach the board (and the window's shortcuts) as a player's would."""
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: w.isActiveWindow() and w.view.hasFocus(), timeout=3000)


def start_opening(w, helpers, opening=(5, 2), qtbot=None):
    w.controller.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([opening])))
    assert w.controller.roll()
    w.view.setFocus()
    return w.controller.game


def key(qtbot, w, k, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(w.view, k, modifier)


def test_the_cursor_appears_at_the_first_key_and_rests_on_movable_checkers(window, qtbot, helpers):
    w, _ = window
    start_opening(w, helpers)
    keys = w.scene.keys
    assert not keys.item.isVisible()
    key(qtbot, w, K.Key_Right)
    assert keys.item.isVisible()
    movable = set(w.scene.snapshot.destinations)
    seen = set()
    for k in (K.Key_Right,) * 6 + (K.Key_Left,) * 6 + (K.Key_Up, K.Key_Down) * 3:
        key(qtbot, w, k)
        assert keys.src in movable
        seen.add(keys.src)
        # The cursor is drawn round that checker.
        top = w.scene.checkers_in(w.scene.slot_for(0, keys.src))[-1]
        assert keys.item.sceneBoundingRect().contains(top.scenePos())
    assert seen == movable  # every checker that may move can be reached


def test_enter_lifts_and_lights_exactly_the_destinations_escape_puts_back(window, qtbot, helpers):
    w, _ = window
    g = start_opening(w, helpers)
    key(qtbot, w, K.Key_Right)
    src = w.scene.keys.src
    key(qtbot, w, K.Key_Return)
    assert w.scene.keys.lifted
    assert w.scene.highlighted_destinations() == w.scene.snapshot.destinations[src]
    key(qtbot, w, K.Key_Escape)
    assert not w.scene.keys.lifted
    assert w.scene.highlighted_destinations() == frozenset()
    assert g.turn.steps == ()


def test_arrows_choose_a_destination_and_enter_puts_the_checker_down(window, qtbot, helpers):
    w, _ = window
    g = start_opening(w, helpers)
    keys = w.scene.keys
    key(qtbot, w, K.Key_Right)
    for _ in range(8):
        if keys.src == 13:
            break
        key(qtbot, w, K.Key_Right)
    assert keys.src == 13
    key(qtbot, w, K.Key_Enter)  # the keypad's Enter too
    dests = w.scene.snapshot.destinations[13]
    assert dests == frozenset({11, 8, 6})
    chosen = set()
    for _ in range(4):
        chosen.add(keys.dst)
        key(qtbot, w, K.Key_Left)
    assert chosen == dests
    while keys.dst != 8:
        key(qtbot, w, K.Key_Right)
    # The chosen point is shown as the one the checker would land on.
    assert [d for d, h in w.scene._highlights.items() if h.hot] == [8]
    key(qtbot, w, K.Key_Return)
    assert g.turn.steps == ((13, 8),)
    assert w.scene.consistency_problems() == []
    # The cursor stays on the board, on a checker that may still move.
    assert keys.item.isVisible() and keys.src in w.scene.snapshot.destinations


def test_enter_ends_a_complete_turn_and_space_rolls(window, qtbot, helpers):
    w, _ = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([(5, 2), (3, 1)])))
    focus_board(qtbot, w)
    key(qtbot, w, K.Key_Space)
    g = c.game
    assert g.phase == GamePhase.MOVE
    for _ in range(2):
        key(qtbot, w, K.Key_Return)  # lift the checker under the cursor
        key(qtbot, w, K.Key_Return)  # and put it on its first destination
    assert g.turn.is_complete() and g.on_roll == 0
    assert not w.scene.keys.wants(K.Key_Return)
    key(qtbot, w, K.Key_Return)  # nothing can move: Enter is Done
    assert g.on_roll == 1 and g.phase == GamePhase.ROLL


def test_a_mouse_press_hides_the_cursor(window, qtbot, helpers):
    w, d = window
    start_opening(w, helpers)
    key(qtbot, w, K.Key_Right)
    assert w.scene.keys.item.isVisible()
    d.press(d.neutral())
    d.release(d.neutral())
    assert not w.scene.keys.item.isVisible()


def test_the_shortcuts_are_listed_in_the_help(window):
    w, _ = window
    text = w.keyboard_help_text()
    for shortcut, action in (("Space", w.act_roll), ("Ctrl+D", w.act_double), ("T", w.act_take),
                             ("P", w.act_drop), ("Ctrl+Z", w.act_undo), ("H", w.act_hint)):
        assert action.shortcut().toString() == shortcut
        assert shortcut in text
    assert w.act_done.shortcut().toString() == "Return" and "Enter" in text
    assert w.act_keys in w.help_menu.actions()


def _press_keys_for_turn(qtbot, w, rng_steps: int) -> None:
    """Play the roll with the keyboard: move the cursor a little, lift, choose
    a destination, put down, until no checker may move."""
    keys = w.scene.keys
    guard = 0
    while keys.wants(K.Key_Return) and w.scene.snapshot.destinations:
        guard += 1
        assert guard < 20
        for _ in range(rng_steps % 3):
            key(qtbot, w, K.Key_Right)
        key(qtbot, w, K.Key_Return)
        assert keys.lifted
        for _ in range(rng_steps % 2):
            key(qtbot, w, K.Key_Down)
        key(qtbot, w, K.Key_Return)
        rng_steps += 1


@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_game_against_the_computer_with_the_keyboard_only(make_window, qtbot, helpers, seed):
    """A game of a 3-point match (so the cube is alive) from the opening roll to
    its end: rolls, moves, the cube's answers and Done all from the keyboard."""
    opts = helpers.instant_options()
    w, _ = make_window(opts)
    c = w.controller
    c.new_match(MatchConfig(length=3, preset="international_match",
                            players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner")),
                            roller=SeededRoller(seed)))
    focus_board(qtbot, w)
    rounds = turns = 0
    human_steps = 0

    def over() -> bool:
        return c.snapshot.phase == GamePhase.OVER

    while not over():
        rounds += 1
        assert rounds < 800, snap_state(c)
        qtbot.waitUntil(lambda: not c.thinking, timeout=20000)
        snap = c.snapshot
        if over():
            break
        if snap.can_answer_resignation:
            key(qtbot, w, K.Key_A)
        elif snap.can_answer_double:
            key(qtbot, w, K.Key_T)
        elif snap.can_roll:
            key(qtbot, w, K.Key_Space)
        elif snap.mover == 0 and snap.destinations:
            before = len(c.game.turn.steps)
            _press_keys_for_turn(qtbot, w, turns)
            human_steps += len(c.game.turn.steps) - before if c.game.turn is not None else 0
            turns += 1
        elif snap.mover == 0 and snap.turn_complete:
            key(qtbot, w, K.Key_Return)
        else:
            qtbot.wait(5)
        assert w.scene.consistency_problems() == []
    assert over() and c.snapshot.result is not None
    assert turns >= 8 and human_steps >= 16  # a real game was played by keys


def snap_state(c):
    s = c.snapshot
    return (s.phase, s.on_roll, s.awaiting, s.mover, s.can_roll, s.turn_complete, s.can_answer_double,
            s.thinking, s.status, sorted(s.destinations))
