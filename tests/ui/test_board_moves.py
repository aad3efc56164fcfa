"""Moving checkers on the real board with the mouse (docs/rules.md §3–4, §10).

Every gesture goes to the board view's viewport, at the scene position of a
checker or point, as a player's mouse would."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt

from nard_desktop.app.controller import MatchConfig
from nard_desktop.engine import GamePhase, ManualRoller, Position, TurnBuilder


def start_opening(window, driver, helpers, opening=(5, 2), **config):
    """Two people at the machine; the bottom player (seat 0) wins the opening roll."""
    config.setdefault("players", helpers.TWO_HUMANS)
    window.controller.new_match(MatchConfig(roller=ManualRoller([opening]), **config))
    assert window.controller.roll()
    g = window.controller.game
    assert g.phase == GamePhase.MOVE and g.on_roll == 0
    return g


def test_drag_from_13_to_8_with_a_5(window, helpers):
    w, d = window
    g = start_opening(w, d, helpers)
    d.drag(d.checker(0, 13), d.target(0, 8))
    assert g.turn.steps == ((13, 8),)
    counts = w.scene.slot_counts()
    assert counts[("point", 13, 0)] == 4 and counts[("point", 8, 0)] == 4
    # The dragged checker now sits on top of the 8-point's stack.
    top = w.scene.checkers_in(("point", 8, 0))[-1]
    assert top.scenePos() == w.scene.geometry.checker_pos(8, 3)
    assert w.scene.consistency_problems() == []
    assert w.scene.highlighted_destinations() == frozenset()


def test_holding_a_checker_lights_exactly_its_destinations(window, helpers):
    w, d = window
    start_opening(w, d, helpers)
    d.press(d.checker(0, 13))
    assert w.scene.highlighted_destinations() == frozenset({11, 8, 6})  # 13/11, 13/8, 13/8/6
    d.move(d.neutral())
    d.release(d.neutral())
    assert w.scene.highlighted_destinations() == frozenset()


def test_highlights_equal_the_engines_destinations_in_random_positions(window, helpers):
    """For many positions and rolls, the lit points of every checker that may
    move are exactly TurnBuilder.destinations; checkers that may not move
    light nothing and cannot be lifted; letting go elsewhere changes nothing."""
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS))
    rng = random.Random(20240611)
    checked = 0
    for _ in range(45):
        pos = helpers.random_position(rng)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        c.load_state(pos, 0, dice=dice)
        tb = TurnBuilder(pos, dice, c.game.rules)
        movable = set(tb.movable_points())
        assert set(w.scene.snapshot.destinations) == movable
        for src in [p for p in range(25, 0, -1) if pos.mine[p]]:
            d.press(d.checker(0, src))
            lit = w.scene.highlighted_destinations()
            want = frozenset(tb.destinations(src)) if src in movable else frozenset()
            assert lit == want, (pos.position_id(), dice, src)
            items = w.scene.highlighted_items()
            assert len(items) == len(want)
            for dst, item in w.scene._highlights.items():
                slot = w.scene.slot_for(0, dst)
                rect = (w.scene.geometry.tray_rect(True) if slot[0] == "off"
                        else w.scene.geometry.point_rect(slot[1]))
                assert item.rect == rect
            d.move(d.neutral())
            d.release(d.neutral())
            assert c.game.turn.steps == ()
            assert w.scene.consistency_problems() == []
            checked += 1
    assert checked > 150


def test_an_illegal_drop_snaps_back_and_changes_nothing(window, helpers):
    w, d = window
    g = start_opening(w, d, helpers)
    start = d.checker(0, 13)
    item = w.scene.checkers_in(("point", 13, 0))[-1]
    d.drag(start, d.target(0, 12))  # 13/12 needs a 1
    assert g.turn.steps == ()
    assert item.scenePos() == start
    assert w.scene.slot_counts()[("point", 13, 0)] == 5
    d.drag(start, d.target(1, 6))  # onto the opponent's closed 6-point (my 19)
    assert g.turn.steps == ()
    assert item.scenePos() == start


def test_a_move_under_the_drag_threshold_is_a_click(window, helpers):
    w, d = window
    g = start_opening(w, d, helpers)
    p = d.checker(0, 13)
    d.press(p)
    d.move(p + QPointF(1, 1))  # a pixel or two: still a click
    d.release(p + QPointF(1, 1))
    assert g.turn.steps == ((13, 8),)


def test_click_to_move_left_larger_die_right_smaller(window, helpers):
    w, d = window
    g = start_opening(w, d, helpers)
    d.click(d.checker(0, 13))
    assert g.turn.steps == ((13, 8),)
    d.click(d.checker(0, 13), Qt.MouseButton.RightButton)
    assert g.turn.steps == ((13, 8), (13, 11))
    assert g.turn.is_complete()


def test_a_left_click_uses_the_other_die_when_the_larger_cannot_move_it(window, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS))
    # The 6 from the 13-point lands on the opponent's closed 7-point (their 18).
    pos = Position.from_points({13: 2, 6: 13}, {18: 2, 6: 13})
    c.load_state(pos, 0, dice=(6, 3))
    d.click(d.checker(0, 13))
    assert c.game.turn.steps == ((13, 10),)


def test_shift_click_selects_then_a_click_on_a_lit_point_moves_there(window, helpers):
    w, d = window
    g = start_opening(w, d, helpers)
    d.click(d.checker(0, 13), modifier=Qt.KeyboardModifier.ShiftModifier)
    assert g.turn.steps == ()
    assert w.scene.highlighted_destinations() == frozenset({11, 8, 6})
    d.click(d.target(0, 6))
    assert len(g.turn.steps) == 2 and g.turn.is_complete()  # one checker, both dice
    assert g.turn.steps[0][0] == 13 and g.turn.steps[-1][1] == 6
    counts = w.scene.slot_counts()
    assert counts[("point", 13, 0)] == 4 and counts[("point", 6, 0)] == 6


def test_clicking_a_point_only_one_checker_reaches_moves_it(window, helpers):
    w, d = window
    g = start_opening(w, d, helpers)
    d.click(d.target(0, 11))
    assert g.turn.steps == ((13, 11),)


def test_clicking_the_tray_bears_off(window, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS))
    pos = Position.from_points({6: 2, 5: 3, 4: 2, 2: 3}, {6: 4, 5: 3, 18: 2})
    c.load_state(pos, 0, dice=(6, 4))
    d.click(d.target(0, 0))
    assert c.game.turn.steps == ((6, 0),)
    assert w.scene.slot_counts()[("off", 0)] == 6
    d.drag(d.checker(0, 4), d.target(0, 0))
    assert c.game.turn.steps == ((6, 0), (4, 0))


def test_undo_with_the_button_and_ctrl_z(window, qtbot, helpers):
    w, d = window
    g = start_opening(w, d, helpers)
    before = w.scene.slot_counts()
    d.click(d.checker(0, 13))
    d.click(d.checker(0, 13), Qt.MouseButton.RightButton)
    assert len(g.turn.steps) == 2
    qtbot.mouseClick(w.action_bar.undo_button, Qt.MouseButton.LeftButton)
    assert g.turn.steps == ((13, 8),)
    w.view.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert g.turn.steps == ()
    assert w.scene.slot_counts() == before
    assert not w.action_bar.undo_button.isEnabled()


def test_undo_brings_a_hit_checker_back_from_the_bar(window, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS))
    pos = Position.from_points({13: 5, 8: 3, 6: 5, 24: 2}, {24: 2, 13: 5, 8: 3, 6: 4, 15: 1})
    c.load_state(pos, 0, dice=(3, 1))  # 13/10* hits the blot on their 15 (my 10)
    d.drag(d.checker(0, 13), d.target(0, 10))
    assert w.scene.slot_counts()[("bar", 1)] == 1
    c.undo()
    assert ("bar", 1) not in w.scene.slot_counts()
    assert w.scene.slot_counts()[("point", 10, 1)] == 1
    assert w.scene.consistency_problems() == []


def test_picking_up_the_dice_ends_the_turn(window, helpers):
    w, d = window
    g = start_opening(w, d, helpers)
    d.click(d.checker(0, 13))
    d.click(w.scene.dice_scene_pos())
    assert g.turn is not None and g.on_roll == 0  # half a turn: the dice stay
    d.click(d.checker(0, 13), Qt.MouseButton.RightButton)
    d.click(w.scene.dice_scene_pos())
    assert g.on_roll == 1 and g.phase == GamePhase.ROLL
    assert "13/11\u00a013/8" in w.move_list.rows()[0][0]  # one move: a line never parts it


def test_space_rolls_and_a_click_on_the_board_rolls(window, qtbot, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([(5, 2), (3, 1)])))
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Space)
    g = c.game
    assert g.phase == GamePhase.MOVE and g.dice == (5, 2)
    c.step(13, 8)
    c.step(13, 11)
    qtbot.keyClick(w.view, Qt.Key.Key_Space)  # Space picks up the dice too
    assert g.phase == GamePhase.ROLL and g.on_roll == 1
    d.click(w.scene.geometry.field_rect(False).center() + QPointF(0, 10))
    assert g.phase == GamePhase.MOVE and g.on_roll == 1 and g.dice == (3, 1)
    # The top player's checkers are the ones that may move now.
    assert w.scene.snapshot.mover == 1
    d.drag(d.checker(1, 8), d.target(1, 5))
    assert g.turn.steps == ((8, 5),)


def test_checkers_that_can_move_are_marked_and_others_cannot_be_lifted(window, helpers):
    w, d = window
    start_opening(w, d, helpers)
    marked = {it.slot for it in w.scene._checkers if it.movable}
    assert marked == {("point", p, 0) for p in (24, 13, 8, 6)}
    d.press(d.checker(1, 6))  # the opponent's checker
    assert w.scene.highlighted_destinations() == frozenset()
    item = w.scene.checkers_in(w.scene.slot_for(1, 6))[-1]
    start = item.scenePos()
    d.move(start + QPointF(40, 40))
    assert item.scenePos() == start
    d.release(start + QPointF(40, 40))


@pytest.mark.parametrize("home_on_right", [True, False])
def test_orientation_mirrors_the_board_and_dragging_still_works(make_window, helpers, home_on_right):
    w, d = make_window(helpers.instant_options(home_on_right=home_on_right))
    g = start_opening(w, d, helpers)
    one = d.at(w.scene.geometry.point_rect(1).center()).x()
    assert (one > w.view.width() / 2) == home_on_right
    d.drag(d.checker(0, 13), d.target(0, 8))
    assert g.turn.steps == ((13, 8),)


def test_the_board_is_not_mirrored_by_a_right_to_left_window(window, qapp):
    w, d = window
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        w.controller.new_match(MatchConfig())
        assert w.view.layoutDirection() == Qt.LayoutDirection.LeftToRight
        one = d.at(w.scene.geometry.point_rect(1).center()).x()
        assert one > w.view.width() / 2
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
