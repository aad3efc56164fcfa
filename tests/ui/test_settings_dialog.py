"""The settings dialog: every option, driven as a player would, changes the rules the next
match is played with (checked on the engine's own behaviour); presets; scopes; saving."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QSpinBox

from nard_desktop.app.settings import Settings
from nard_desktop.engine import CubeState, Game, GamePhase, Match, Position, RuleSet
from nard_desktop.ui.settings_dialog import RULE_SCOPES, SettingsDialog


@pytest.fixture
def settings(tmp_path, qapp):
    return Settings.open(tmp_path / "settings.ini")


@pytest.fixture
def make_dialog(qtbot, settings):
    def make(*, money: bool, **kwargs) -> SettingsDialog:
        dialog = SettingsDialog(settings, money=money, **kwargs)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog
    return make


def click(qtbot, dialog: SettingsDialog, option: str) -> None:
    """Toggle a rule option by clicking its check box, as the player would."""
    box = dialog.rule_widget(option)
    assert isinstance(box, QCheckBox) and box.isEnabled(), option
    dialog.tabs.setCurrentIndex(0)
    # On the box itself (the row is wider than the box and its text).
    inset = box.height() // 2
    x = box.width() - inset if box.isRightToLeft() else inset
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(x, inset))


def step_up(qtbot, dialog: SettingsDialog, option: str, times: int = 1) -> None:
    spin = dialog.rule_widget(option)
    assert isinstance(spin, QSpinBox) and spin.isEnabled(), option
    for _ in range(times):
        qtbot.keyClick(spin, Qt.Key.Key_Up)


def chosen_rules(dialog: SettingsDialog, settings: Settings) -> RuleSet:
    """Press OK and read back what the next match will be played with."""
    dialog.accept()
    return settings.rules()


# ------------------------------------------------------------------ positions
def win_now(game: Game, winner: int, loser_points: dict[int, int], loser_bar: int = 0) -> None:
    """``winner`` bears off the last checker with a 6-5; the loser's checkers are as given."""
    game.set_state(Position.from_points({1: 1}, loser_points, theirs_bar=loser_bar), winner,
                   cube=game.cube, dice=(6, 5))
    game.play(game.legal_plays()[0])
    assert game.is_over


GAMMON = {6: 15}                 # nothing borne off, nothing in the winner's home board
BACKGAMMON = {6: 14, 19: 1}      # a checker still in the winner's home board (its 6-point)
SINGLE = {6: 14}                 # one checker borne off


def play_a_turn(game: Game, dice) -> None:
    game.roll(dice)
    game.play(game.legal_plays()[0])


# ------------------------------------------------------------------ each option
def test_backgammon_counts_as_gammon(make_dialog, settings, qtbot):
    dialog = make_dialog(money=False)
    click(qtbot, dialog, "backgammon_counts_as_gammon")
    rules = chosen_rules(dialog, settings)
    game = Game(rules, match_length=7)
    win_now(game, 0, BACKGAMMON)
    assert game.result.points == 2
    plain = Game(RuleSet(), match_length=7)
    win_now(plain, 0, BACKGAMMON)
    assert plain.result.points == 3


def test_cube_off(make_dialog, settings, qtbot):
    dialog = make_dialog(money=False)
    click(qtbot, dialog, "cube_enabled")
    rules = chosen_rules(dialog, settings)
    assert not rules.cube_enabled
    game = Game(rules, match_length=7)
    game.set_state(Position.initial(), 0)
    assert not game.can_double()
    assert Game(RuleSet(), match_length=7).can_double() is False  # before set_state: opening
    on = Game(RuleSet(), match_length=7)
    on.set_state(Position.initial(), 0)
    assert on.can_double()


@pytest.mark.parametrize("crawford", [True, False])
def test_crawford(make_dialog, settings, qtbot, crawford):
    dialog = make_dialog(money=False)
    assert dialog.rule_widget("crawford").isChecked()
    if not crawford:
        click(qtbot, dialog, "crawford")
    match = Match(3, chosen_rules(dialog, settings))
    win_now(match.game, 0, GAMMON)  # 2-0 in a match to 3: match point minus one
    game = match.next_game()
    assert game.crawford_game is crawford
    game.set_state(Position.initial(), 1)
    assert game.can_double() is not crawford


@pytest.mark.parametrize("holland", [True, False])
def test_holland(make_dialog, settings, qtbot, holland):
    dialog = make_dialog(money=False)
    if holland:
        click(qtbot, dialog, "holland")
    match = Match(3, chosen_rules(dialog, settings))
    win_now(match.game, 0, GAMMON)                      # 2-0
    win_now(match.next_game(), 1, SINGLE)               # the Crawford game: 2-1
    game = match.next_game()                            # after Crawford; player 1 trails
    game.roll_opening((6, 1))                           # player 0 starts
    game.play(game.legal_plays()[0])
    play_a_turn(game, (3, 2))                           # player 1's first roll
    play_a_turn(game, (4, 2))                           # player 0's second
    assert game.on_roll == 1 and game.rolls == [2, 1]
    assert game.can_double() is not holland             # player 1 has rolled only once


@pytest.mark.parametrize("jacoby", [True, False])
def test_jacoby(make_dialog, settings, qtbot, jacoby):
    dialog = make_dialog(money=True)
    assert dialog.rule_widget("jacoby").isChecked()
    if not jacoby:
        click(qtbot, dialog, "jacoby")
    game = Game(chosen_rules(dialog, settings), match_length=0)
    win_now(game, 0, GAMMON)  # the cube never turned
    assert game.result.points == (1 if jacoby else 2)


def doubled_money_game(rules: RuleSet) -> Game:
    game = Game(rules, match_length=0)
    game.set_state(Position.initial(), 0)
    game.double()
    return game


def test_beavers(make_dialog, settings, qtbot):
    dialog = make_dialog(money=True)
    assert not doubled_money_game(dialog.rules()).can_beaver()
    click(qtbot, dialog, "beavers")
    game = doubled_money_game(chosen_rules(dialog, settings))
    assert game.can_beaver()
    assert game.beaver() == 4


def test_raccoons_need_beavers_and_work(make_dialog, settings, qtbot):
    dialog = make_dialog(money=True)
    assert not dialog.rule_widget("raccoons").isEnabled()
    click(qtbot, dialog, "beavers")
    assert dialog.rule_widget("raccoons").isEnabled()
    without = doubled_money_game(dialog.rules())
    without.beaver()
    assert without.phase == GamePhase.BEAVERED and not without.can_raccoon()  # docs/rules.md §8: the doubler answers
    click(qtbot, dialog, "raccoons")
    game = doubled_money_game(chosen_rules(dialog, settings))
    game.beaver()
    assert game.phase == GamePhase.BEAVERED
    assert game.raccoon() == 8


def test_automatic_doubles_and_their_limit(make_dialog, settings, qtbot):
    dialog = make_dialog(money=True)
    assert not dialog.rule_widget("automatic_doubles_limit").isEnabled()
    click(qtbot, dialog, "automatic_doubles")
    step_up(qtbot, dialog, "automatic_doubles_limit", 1)
    rules = chosen_rules(dialog, settings)
    assert (rules.automatic_doubles, rules.automatic_doubles_limit) == (True, 2)
    game = Game(rules, match_length=0)
    for tie in ((3, 3), (5, 5), (2, 2)):
        game.roll_opening(tie)
    assert game.cube == CubeState(4, None)  # two doubles, the third tie stopped by the limit
    plain = Game(RuleSet(), match_length=0)
    plain.roll_opening((3, 3))
    assert plain.cube == CubeState(1, None)


def test_opening_reroll(make_dialog, settings, qtbot):
    dialog = make_dialog(money=False)
    click(qtbot, dialog, "opening_reroll")
    game = Game(chosen_rules(dialog, settings), match_length=5)
    game.roll_opening((5, 3))
    assert game.phase == GamePhase.ROLL and game.on_roll == 0  # the starter rolls both dice afresh
    assert game.roll((4, 4)) == (4, 4)                         # so the first move may be a double
    plain = Game(RuleSet(), match_length=5)
    plain.roll_opening((5, 3))
    assert plain.phase == GamePhase.MOVE and plain.dice == (5, 3)


def test_no_hit_and_stack_in_the_home_board(make_dialog, settings, qtbot):
    dialog = make_dialog(money=False)
    click(qtbot, dialog, "no_hit_and_stack_in_home")
    rules = chosen_rules(dialog, settings)
    # A blot of the opponent on my 5-point; my checkers on the 3-point. 8/5* then 5/3?
    position = Position.from_points({8: 1, 3: 2, 13: 12}, {20: 1, 6: 14})

    def continues_to_three(r: RuleSet) -> bool:
        game = Game(r, match_length=5)
        game.set_state(position, 0, dice=(3, 2))
        game.step(8, 5)
        return 3 in game.turn.destinations(5)

    assert not continues_to_three(rules)
    assert continues_to_three(RuleSet())


def test_the_clock_and_its_three_numbers(make_dialog, settings, qtbot):
    dialog = make_dialog(money=False)
    for name in ("clock_free_seconds", "clock_reserve_seconds", "clock_max_move_seconds"):
        assert not dialog.rule_widget(name).isEnabled()
    click(qtbot, dialog, "clock")
    step_up(qtbot, dialog, "clock_free_seconds", 3)       # 12 -> 15
    step_up(qtbot, dialog, "clock_reserve_seconds", 5)    # 120 -> 125
    step_up(qtbot, dialog, "clock_max_move_seconds", 2)   # 60 -> 62
    rules = chosen_rules(dialog, settings)
    match = Match(5, rules)
    assert (match.clock.free_seconds, match.clock.reserve_seconds, match.clock.max_move_seconds) == \
        (15, 125, 62)
    assert match.charge_clock(0, 15)          # free seconds cost nothing
    assert match.clock.reserves[0] == 125
    assert match.charge_clock(0, 62)          # 47 from the reserve, and within the maximum
    assert match.clock.reserves[0] == 78
    assert not match.charge_clock(1, 63)      # over the maximum: the match is lost
    assert match.is_over and match.winner == 0
    assert Match(5, RuleSet()).clock is None


def test_every_rule_option_has_a_widget_and_a_scope(make_dialog):
    dialog = make_dialog(money=True)
    names = {f.name for f in dataclasses.fields(RuleSet)}
    assert set(RULE_SCOPES) == names
    for name in names:
        assert dialog.rule_widget(name).objectName() == f"rule_{name}"


# ------------------------------------------------------------------ scopes
def test_match_only_and_money_only_options_are_greyed_out_where_they_do_not_apply(make_dialog):
    money = make_dialog(money=True)
    match = make_dialog(money=False)
    for name, scope in RULE_SCOPES.items():
        if scope == "match":
            assert not money.rule_widget(name).isEnabled(), name
            assert not money.is_applicable(name) and match.is_applicable(name)
        elif scope == "money":
            assert not match.rule_widget(name).isEnabled(), name
            assert money.is_applicable(name) and not match.is_applicable(name)
    assert match.rule_widget("crawford").isEnabled()
    assert money.rule_widget("jacoby").isEnabled()
    assert "money" in money.scope_note.text() and "match" in match.scope_note.text()


def test_options_of_the_cube_wait_for_the_cube(make_dialog, qtbot):
    dialog = make_dialog(money=False)
    click(qtbot, dialog, "cube_enabled")
    assert not dialog.rule_widget("crawford").isEnabled()
    assert not dialog.rule_widget("holland").isEnabled()
    click(qtbot, dialog, "cube_enabled")
    assert dialog.rule_widget("crawford").isEnabled()


def test_greyed_out_options_keep_their_values(make_dialog, settings):
    settings.set_rules(RuleSet(beavers=True, holland=True))
    dialog = make_dialog(money=False)
    assert not dialog.rule_widget("beavers").isEnabled() and dialog.rule_widget("beavers").isChecked()
    assert chosen_rules(dialog, settings).beavers


def test_the_dialog_says_when_changed_rules_take_effect(make_dialog):
    during = make_dialog(money=False, match_in_progress=True)
    assert during.match_note.isVisible()
    assert "next match" in during.match_note.text()
    between = make_dialog(money=False)
    assert not between.match_note.isVisible()


# ------------------------------------------------------------------ presets
@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_a_preset_fills_every_option_in_one_click(make_dialog, settings, preset):
    dialog = make_dialog(money=preset == "money")
    combo = dialog.preset_combo
    combo.setCurrentIndex(combo.findData(preset))
    combo.activated.emit(combo.currentIndex())
    assert dialog.rules() == RuleSet.preset(preset)
    assert combo.currentData() == preset
    assert chosen_rules(dialog, settings) == RuleSet.preset(preset)


def test_changing_an_option_after_a_preset_shows_a_custom_set(make_dialog, qtbot):
    dialog = make_dialog(money=False)
    dialog.choose_preset("iranian_cafe")
    assert dialog.preset_combo.currentData() == "iranian_cafe"
    click(qtbot, dialog, "opening_reroll")
    assert dialog.preset_combo.currentData() == "custom"
    assert dialog.preset_combo.currentText() == "Custom"
    click(qtbot, dialog, "opening_reroll")
    assert dialog.preset_combo.currentData() == "iranian_cafe"


def test_the_rule_books_defaults_are_the_preset_for_the_next_game(make_dialog):
    # RuleSet() keeps Crawford (matches) and Jacoby (money) both on: each kind of game
    # sees the preset that applies to it.
    assert make_dialog(money=False).preset_combo.currentData() == "international_match"
    assert make_dialog(money=True).preset_combo.currentData() == "money"


# ------------------------------------------------------------------ the rest
def test_display_and_play_settings_are_saved_on_ok(make_dialog, settings, qtbot):
    dialog = make_dialog(money=True)
    for key, value in (("display/home_side", "left"), ("display/animation_speed", "slow"),
                       ("play/computer_level", "expert"), ("play/confirm_turn", "automatic"),
                       ("display/language", "en")):
        combo = dialog.setting_widget(key)
        combo.setCurrentIndex(combo.findData(value))
    dialog.setting_widget("display/point_numbers").setChecked(False)
    dialog.setting_widget("play/auto_play_forced").setChecked(True)
    dialog.accept()
    again = Settings.open(settings.path)
    assert (again.home_side, again.animation_speed, again.computer_level, again.confirm_turn,
            again.point_numbers, again.auto_play_forced, again.language) == \
        ("left", "slow", "expert", "automatic", False, True, "en")


def test_cancel_changes_nothing(make_dialog, settings, qtbot):
    dialog = make_dialog(money=False)
    click(qtbot, dialog, "cube_enabled")
    dialog.setting_widget("display/point_numbers").setChecked(False)
    dialog.reject()
    assert settings.rules() == RuleSet() and settings.point_numbers


def test_rules_changed_is_emitted_only_for_a_change(make_dialog, settings, qtbot):
    dialog = make_dialog(money=False)
    with qtbot.assertNotEmitted(dialog.rules_changed):
        dialog.accept()
    dialog = make_dialog(money=False)
    click(qtbot, dialog, "holland")
    with qtbot.waitSignal(dialog.rules_changed) as blocker:
        dialog.accept()
    assert blocker.args[0].holland


def test_restore_defaults(make_dialog, settings):
    settings.set_rules(RuleSet.preset("iranian_cafe"))
    settings.point_numbers = False
    dialog = make_dialog(money=False)
    dialog.restore_defaults()
    assert dialog.rules() == RuleSet()
    assert dialog.setting_widget("display/point_numbers").isChecked()
    assert dialog.setting_widget("display/language").currentData() == "fa"


def test_the_expert_numbers_check_box_round_trips_its_setting(make_dialog, settings, qtbot):
    from nard_desktop.app.options import ViewOptions

    assert not settings.expert_numbers  # off by default: plain numbers
    dialog = make_dialog(money=True)
    box = dialog.setting_widget("display/expert_numbers")
    assert isinstance(box, QCheckBox) and not box.isChecked()
    dialog.tabs.setCurrentIndex(next(i for i in range(dialog.tabs.count()) if dialog.tabs.widget(i).isAncestorOf(box)))
    assert box.isVisible()
    inset = box.height() // 2
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton,
                     pos=QPoint(box.width() - inset if box.isRightToLeft() else inset, inset))
    assert box.isChecked()
    dialog.accept()
    again = Settings.open(settings.path)
    assert again.expert_numbers and again.value("display/expert_numbers") is True
    assert again.apply_to(ViewOptions()).expert_numbers
    # The dialog shows the stored value, and unchecking it stores plain numbers again.
    dialog = make_dialog(money=True)
    box = dialog.setting_widget("display/expert_numbers")
    assert box.isChecked()
    box.setChecked(False)
    dialog.accept()
    assert not Settings.open(settings.path).expert_numbers
