"""The game's flow in the real window: the cube panel, passes, resignations,
the end of a game, the new-match dialog and a whole computer game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.engine import (CubeState, GamePhase, ManualRoller, MatchKey, Position, ResultType,
                                 match_from_ids)

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})


def humans_at_roll(w, helpers, preset="money", position=RACE, cube=CubeState()):
    c = w.controller
    c.new_match(MatchConfig(length=0 if preset == "money" else 5, preset=preset, players=helpers.TWO_HUMANS))
    c.load_state(position, 0, cube=cube)
    return c


def test_double_and_take_through_the_cube_widget(window, qtbot, helpers):
    w, d = window
    c = humans_at_roll(w, helpers)
    cube = w.cube_widget
    assert cube.isVisible() and cube.double_button.isEnabled()
    assert not cube.take_button.isVisible()
    qtbot.mouseClick(cube.double_button, Qt.MouseButton.LeftButton)
    assert c.game.phase == GamePhase.DOUBLE_OFFERED
    assert cube.take_button.isVisible() and cube.drop_button.isVisible()
    assert not cube.beaver_button.isVisible()  # beavers are off in the money preset
    assert w.scene.cube.text == "2"  # the offered cube, in front of the top player
    assert w.scene.cube.pos() == w.scene.geometry.cube_pos("offer_top")
    qtbot.mouseClick(cube.take_button, Qt.MouseButton.LeftButton)
    assert c.game.cube == CubeState(2, 1)
    assert c.game.phase == GamePhase.ROLL and c.game.on_roll == 0
    assert not cube.double_button.isEnabled()  # the taker owns the cube now
    assert w.scene.cube.pos() == w.scene.geometry.cube_pos("top")
    assert "Doubles to 2" in w.move_list.rows()[0][0] and w.move_list.rows()[0][1] == "Takes"


def test_double_and_drop_through_the_cube_widget_ends_the_game(window, qtbot, helpers):
    w, d = window
    c = humans_at_roll(w, helpers)
    qtbot.mouseClick(w.cube_widget.double_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.cube_widget.drop_button, Qt.MouseButton.LeftButton)
    r = c.game.result
    assert r is not None and r.winner == 0 and r.points == 1 and r.reason == "drop"
    assert w.players_panel.scores[0].text() == "1"
    assert w.act_next.isEnabled()


def test_clicking_the_cube_on_the_board_doubles(window, helpers):
    w, d = window
    c = humans_at_roll(w, helpers)
    d.click(w.scene.cube.scenePos())
    assert c.game.phase == GamePhase.DOUBLE_OFFERED


def test_beaver_through_the_widget_when_the_rules_allow_it(window, qtbot, helpers):
    w, d = window
    c = w.controller
    from nard_desktop.engine import RuleSet

    c.new_match(MatchConfig(rules=RuleSet.preset("money").replace(beavers=True, raccoons=True),
                            players=helpers.TWO_HUMANS))
    c.load_state(RACE, 0)
    qtbot.mouseClick(w.cube_widget.double_button, Qt.MouseButton.LeftButton)
    assert w.cube_widget.beaver_button.isVisible()
    qtbot.mouseClick(w.cube_widget.beaver_button, Qt.MouseButton.LeftButton)
    assert c.game.cube == CubeState(4, 1) and c.game.phase == GamePhase.BEAVERED
    assert w.cube_widget.raccoon_button.isVisible()
    assert w.action_bar.roll_button.isEnabled()
    qtbot.mouseClick(w.cube_widget.raccoon_button, Qt.MouseButton.LeftButton)
    assert c.game.cube == CubeState(8, 1)


def test_no_double_before_the_roll_is_offered_when_the_rules_forbid_it(window, helpers):
    w, d = window
    c = humans_at_roll(w, helpers, cube=CubeState(2, 1))  # the opponent owns the cube
    assert not w.cube_widget.double_button.isEnabled()
    assert not c.double()
    d.click(w.scene.cube.scenePos())
    assert c.game.phase == GamePhase.ROLL


def test_the_cube_widget_is_hidden_when_the_cube_is_off(window, helpers):
    w, d = window
    w.controller.new_match(MatchConfig(length=5, preset="iranian_cafe"))
    assert not w.cube_widget.isVisible()
    assert not w.scene.cube.isVisible()


def test_the_crawford_game_is_shown_and_has_no_double(window, helpers):
    w, d = window
    key = MatchKey(length=5, score=(4, 2), crawford=True, turn=0, dice_owner=0)
    match = match_from_ids(RACE.position_id(), key.encode())
    w.controller.config = MatchConfig(length=5, preset="international_match", players=helpers.TWO_HUMANS)
    w.controller.load_match(match)
    assert match.game.crawford_game
    assert w.cube_widget.crawford_label.isVisible()
    assert not w.cube_widget.double_button.isVisible()
    assert "5" in w.players_panel.match_label.text()


def test_a_forced_pass_shows_a_notice_and_passes_the_turn(window, qtbot, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS))
    # On the bar against a closed board: nothing enters (docs/rules.md §4.5, §5).
    pos = Position.from_points({13: 5, 8: 4, 6: 5}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}, mine_bar=1)
    notices = []
    c.notice.connect(notices.append)
    c.load_state(pos, 0, dice=(3, 5))
    assert notices and "cannot move" in notices[0]
    assert w.scene.notice.isVisible()
    qtbot.waitUntil(lambda: c.game.on_roll == 1 and c.game.phase == GamePhase.ROLL, timeout=2000)
    assert "(no move)" in w.move_list.rows()[-1][0]


def test_resignation_offer_answered_in_the_offer_bar(window, qtbot, helpers):
    w, d = window
    c = humans_at_roll(w, helpers)
    assert w.act_resign.isEnabled()
    assert c.resign(int(ResultType.GAMMON))
    assert w.offer_bar.isVisible()
    assert "gammon" in w.offer_bar.label.text()
    qtbot.mouseClick(w.offer_bar.decline_button, Qt.MouseButton.LeftButton)
    assert c.game.phase == GamePhase.ROLL and not w.offer_bar.isVisible()
    c.resign(int(ResultType.SINGLE))
    qtbot.mouseClick(w.offer_bar.accept_button, Qt.MouseButton.LeftButton)
    r = c.game.result
    assert r is not None and r.winner == 1 and r.kind == ResultType.SINGLE and r.reason == "resign"


def test_end_of_game_dialog_names_the_result_and_starts_the_next_game(make_window, qtbot, helpers):
    w, d = make_window(helpers.instant_options(show_dialogs=True))
    c = w.controller
    c.new_match(MatchConfig(length=5, preset="international_match", players=helpers.TWO_HUMANS))
    # Bottom player bears off the last checker; the top one has borne off none: a gammon (mars).
    pos = Position.from_points({1: 1}, {6: 5, 12: 5, 13: 5})
    c.load_state(pos, 0, dice=(2, 1))
    c.step(1, 0)
    c.done()
    dlg = w.end_dialog
    assert dlg is not None and dlg.isVisible()
    text = dlg.label.text()
    assert "gammon (mars)" in text and "2 points" in text
    qtbot.mouseClick(dlg.next_button, Qt.MouseButton.LeftButton)
    assert c.game.phase == GamePhase.OPENING and len(c.match.games) == 2
    assert w.players_panel.scores[0].text() == "2"


def test_new_game_dialog_builds_the_match(window, qtbot):
    from nard_desktop.ui.dialogs.new_game import NewGameDialog

    w, d = window
    dlg = NewGameDialog(MatchConfig(), w)
    qtbot.addWidget(dlg)
    dlg.vs_computer.setChecked(True)
    dlg.level.setCurrentIndex(dlg.level.findData("expert"))
    dlg.match_radio.setChecked(True)
    qtbot.mouseClick(dlg.preset_buttons[2], Qt.MouseButton.LeftButton)  # 5 points
    dlg.preset.setCurrentIndex(dlg.preset.findData("iranian_cafe"))
    dlg.colour.setCurrentIndex(1)
    cfg = dlg.config()
    assert cfg.length == 5 and cfg.preset == "iranian_cafe" and cfg.seat0_colour == "dark"
    assert cfg.players == (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert"))
    dlg.money_radio.setChecked(True)
    dlg.vs_human.setChecked(True)
    cfg = dlg.config()
    assert cfg.length == 0 and cfg.preset == "money" and cfg.players[1].kind == HUMAN
    dlg.length.setValue(25)
    dlg.match_radio.setChecked(True)
    assert dlg.config().length == 25


def test_status_line_always_says_what_is_awaited(window, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([(5, 2)])))
    seen = [w.status_label.text()]
    c.roll()
    seen.append(w.status_label.text())
    c.step(13, 8)
    c.step(13, 11)
    seen.append(w.status_label.text())
    c.done()
    seen.append(w.status_label.text())
    assert all(seen)
    assert "start" in seen[0] and "5-2" in seen[1] and "pick up the dice" in seen[2] and "roll" in seen[3]


def test_a_whole_computer_game_through_the_window(qapp):
    from nard_desktop.ui.app import smoke_test

    assert smoke_test(qapp, timeout_s=120) == 0


def test_the_computers_moves_are_animated_step_by_step(make_window, qtbot, helpers):
    w, d = make_window(helpers.instant_options(animation_speed="fast", computer_pause_ms=50))
    c = w.controller
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert")),
                            roller=ManualRoller([(1, 6)])))
    animated = []
    c.position_changed.connect(lambda s, t: t.kind == "move" and animated.append(w.scene.animating))
    c.roll()  # the computer starts with 6-1
    qtbot.waitUntil(lambda: c.game.on_roll == 0 and c.game.phase == GamePhase.ROLL
                    and not w.scene.animating, timeout=10000)
    assert len(animated) == 2 and all(animated)  # two steps, each one sliding
    assert w.scene.consistency_problems() == []
    for key in w.scene.slot_counts():
        for i, item in enumerate(w.scene.checkers_in(key)):
            assert item.scenePos() == w.scene.geometry.slot_pos(key, i, 0)


def test_opening_a_file_with_gnubg_ids_continues_that_position(window, tmp_path, helpers):
    from nard_desktop.ui.app import _load_file

    w, d = window
    key = MatchKey(length=7, score=(2, 3), turn=0, dice_owner=0, dice=(6, 5))
    good = tmp_path / "pos.txt"
    good.write_text(f"Position ID: {RACE.position_id()}\nMatch ID: {key.encode()}\n", encoding="utf-8")
    assert _load_file(w.controller, str(good)) is None
    g = w.controller.game
    assert g.phase == GamePhase.MOVE and g.dice == (6, 5) and w.controller.match.length == 7
    # GNU Backgammon's player 1 is you (seat 0): its score (2, 3) is (3, 2) here.
    assert w.scene.consistency_problems() == [] and w.scene.snapshot.score == (3, 2)
    bad = tmp_path / "junk.txt"
    bad.write_text("nothing here", encoding="utf-8")
    assert _load_file(w.controller, str(bad))  # a message, and the game goes on
    assert w.controller.game is g


def test_the_players_panel_names_a_one_point_match_in_good_english(window, helpers):
    w, _ = window
    w.controller.new_match(MatchConfig(length=1, players=helpers.TWO_HUMANS))
    assert w.players_panel.match_label.text().startswith("One-point match")
    w.controller.new_match(MatchConfig(length=3, players=helpers.TWO_HUMANS))
    assert w.players_panel.match_label.text().startswith("Match to 3 points")
