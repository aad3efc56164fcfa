"""The window and the player's settings: Game ▸ Settings…, the rules page, the View menu
kept across runs, the new-match dialog's defaults, and the notices about a bad file.
Every test uses a settings file of its own in a temporary folder."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.settings import Settings
from nard_desktop.engine import GamePhase, RuleSet
from nard_desktop.ui.dialogs.new_game import HOUSE_RULES, NewGameDialog
from nard_desktop.ui.rules_page import RulesDialog
from nard_desktop.ui.settings_dialog import SettingsDialog

VS_COMPUTER = (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))


@pytest.fixture
def settings_path(tmp_path):
    return tmp_path / "nard-desktop.ini"


@pytest.fixture
def make_window(qtbot, settings_path, helpers):
    from nard_desktop.ui.main_window import MainWindow

    made = []

    def make(settings: Settings | None = None, **option_changes):
        settings = settings or Settings.open(settings_path)
        opts = helpers.instant_options(**option_changes)
        settings.apply_to(opts)
        opts.animation_speed = "instant"  # the tests' own pace, whatever the file says
        w = MainWindow(GameController(opts), opts, settings=settings)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.shutdown()


def open_settings(w, qtbot) -> SettingsDialog:
    w.act_settings.trigger()
    dlg = w.prefs.dialog
    assert isinstance(dlg, SettingsDialog) and dlg.isVisible()
    return dlg


def accept_next_modal(qtbot, check=None):
    """Answer the next modal dialog (the new-match dialog runs its own loop) with OK."""
    def answer():
        dlg = QApplication.activeModalWidget()
        assert dlg is not None
        if check is not None:
            check(dlg)
        dlg.accept()
    QTimer.singleShot(0, answer)


def test_settings_is_in_the_game_menu_with_the_preferences_key(make_window):
    w = make_window()
    assert w.act_settings in w.game_menu.actions()
    preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    assert w.act_settings.shortcut() == (preferences[0] if preferences else QKeySequence("Ctrl+,"))
    assert w.act_rules in w.help_menu.actions()


def test_the_dialog_knows_the_next_game_and_the_match_in_progress(make_window, qtbot):
    w = make_window()
    w.start(MatchConfig(length=0, preset="money", players=VS_COMPUTER))
    dlg = open_settings(w, qtbot)
    assert "money game" in dlg.scope_note.text()
    assert dlg.match_note.isVisibleTo(dlg)  # a session is being played: rules wait for the next
    assert not dlg.is_applicable("crawford") and dlg.is_applicable("jacoby")
    assert dlg.language_note.text() == "A new language applies at once."
    dlg.reject()
    w.start(MatchConfig(length=5, preset="international_match", players=VS_COMPUTER))
    dlg = open_settings(w, qtbot)
    assert "part of a match" in dlg.scope_note.text()
    assert dlg.is_applicable("crawford") and not dlg.is_applicable("jacoby")


def test_ok_applies_the_view_settings_and_the_menu_follows(make_window, qtbot, settings_path):
    w = make_window()
    w.start(MatchConfig(players=VS_COMPUTER))
    dlg = open_settings(w, qtbot)
    dlg.setting_widget("display/point_numbers").setChecked(False)
    dlg.setting_widget("play/auto_play_forced").setChecked(True)
    for key, value in (("display/home_side", "left"), ("display/animation_speed", "slow"),
                       ("play/confirm_turn", "automatic")):
        combo = dlg.setting_widget(key)
        combo.setCurrentIndex(combo.findData(value))
    dlg.accept()
    o = w.options
    assert (o.show_point_numbers, o.home_on_right, o.animation_speed, o.auto_play_forced, o.confirm_turn) == \
        (False, False, "slow", True, "automatic")
    assert not w.act_numbers.isChecked() and w.act_home_left.isChecked() and w.act_auto_forced.isChecked()
    assert w.speed_actions["slow"].isChecked() and not w.speed_actions["instant"].isChecked()
    assert w.scene.board.numbers == {} and not w.scene.geometry.home_on_right
    assert Settings.open(settings_path).home_side == "left"


def test_rules_changed_during_a_match_apply_from_the_next_match(make_window, qtbot, helpers):
    w = make_window()
    c = w.controller
    w.start(MatchConfig(length=5, preset="international_match", players=helpers.TWO_HUMANS))
    c.roll()
    while c.game.phase == GamePhase.OPENING:  # a tied opening roll is rolled again
        c.roll()
    before = c.match.rules
    dlg = open_settings(w, qtbot)
    assert dlg.match_note.isVisibleTo(dlg)
    dlg.choose_preset("iranian_cafe")
    dlg.rule_widget("clock").setChecked(True)
    dlg.accept()
    assert c.match.rules == before and c.game.rules == before  # the match in progress keeps its rules
    assert c.game.phase == GamePhase.MOVE
    house = RuleSet.preset("iranian_cafe").replace(clock=True)
    assert c.config.rules == house
    c.new_match()  # the next match
    assert c.match.rules == house and c.match.clock is not None


def test_house_rules_set_in_settings_are_the_rules_of_a_new_match(make_window, qtbot, settings_path):
    w = make_window()
    c = w.controller
    w.start(MatchConfig(length=5, preset="international_match", players=VS_COMPUTER))
    dlg = open_settings(w, qtbot)
    dlg.rule_widget("no_hit_and_stack_in_home").setChecked(True)
    level = dlg.setting_widget("play/computer_level")
    level.setCurrentIndex(level.findData("advanced"))
    dlg.accept()
    house = RuleSet().replace(no_hit_and_stack_in_home=True)
    assert house.preset_name() is None

    def check(dlg):
        assert isinstance(dlg, NewGameDialog)
        assert dlg.preset.currentData() == HOUSE_RULES  # custom house rules are offered first
        assert dlg.level.currentData() == "advanced"

    accept_next_modal(qtbot, check)
    w.new_match_dialog()
    assert c.match.rules == house
    assert c.players[1] == PlayerSpec(COMPUTER, "advanced")
    assert c.match.length == 5


def test_the_new_match_dialog_starts_from_the_settings_and_keeps_its_choices(make_window, qtbot, settings_path):
    settings = Settings.open(settings_path)
    settings.computer_level = "world_class"
    settings.set_rules(RuleSet.preset("iranian_cafe"))
    w = make_window(settings)
    dlg = NewGameDialog(MatchConfig(length=5), w, settings=settings)
    qtbot.addWidget(dlg)
    assert dlg.level.currentData() == "world_class"
    assert dlg.preset.currentData() == "iranian_cafe"  # the house rules are a preset: that one
    assert dlg.preset.findData(HOUSE_RULES) < 0
    dlg.vs_computer.setChecked(True)
    dlg.level.setCurrentIndex(dlg.level.findData("beginner"))
    dlg.money_radio.setChecked(True)
    assert dlg.preset.currentData() == "money"
    dlg.accept()
    again = Settings.open(settings_path)
    assert again.computer_level == "beginner" and again.rules() == RuleSet.preset("money")
    assert dlg.config().rule_set() == RuleSet.preset("money")


def test_house_rules_serve_a_match_and_a_money_session(make_window, qtbot, settings_path):
    settings = Settings.open(settings_path)
    house = RuleSet.preset("money").replace(beavers=True, clock=True)
    settings.set_rules(house)
    w = make_window(settings)
    dlg = NewGameDialog(MatchConfig(length=5), w, settings=settings)
    qtbot.addWidget(dlg)
    assert dlg.preset.currentData() == HOUSE_RULES
    dlg.money_radio.setChecked(True)
    assert dlg.preset.currentData() == HOUSE_RULES  # not swapped for a preset
    assert dlg.config().rules == house and dlg.config().length == 0
    dlg.match_radio.setChecked(True)
    assert dlg.config().rules == house and dlg.config().length == 5
    dlg.accept()
    assert Settings.open(settings_path).rules() == house  # the house rules stay as they were


def test_view_menu_choices_are_kept_for_the_next_run(make_window, settings_path):
    w = make_window()
    w.act_numbers.trigger()
    w.act_home_left.trigger()
    w.act_auto_forced.trigger()
    w.speed_actions["fast"].trigger()
    again = Settings.open(settings_path)
    assert (again.point_numbers, again.home_side, again.auto_play_forced, again.animation_speed) == \
        (False, "left", True, "fast")
    w.act_home_left.trigger()
    assert Settings.open(settings_path).home_side == "right"


def test_without_settings_nothing_is_stored_and_settings_cannot_be_opened(qtbot, helpers):
    from nard_desktop.ui.main_window import MainWindow

    opts = helpers.instant_options()
    w = MainWindow(GameController(opts), opts)
    qtbot.addWidget(w)
    assert not w.act_settings.isEnabled()
    w.act_numbers.trigger()  # still works in memory
    assert not opts.show_point_numbers
    w.controller.shutdown()


def test_the_rules_page_shows_the_rules_in_force(make_window, qtbot, settings_path):
    settings = Settings.open(settings_path)
    settings.set_rules(RuleSet.preset("money"))
    w = make_window(settings)
    w.act_rules.trigger()
    page = w.prefs.rules_dialog
    assert isinstance(page, RulesDialog) and page.isVisible()
    assert "Money game" in page.browser.toPlainText()  # no match yet: the house rules
    w.start(MatchConfig(length=3, preset="iranian_cafe", players=VS_COMPUTER))
    w.act_rules.trigger()
    assert "Iranian café" in page.browser.toPlainText()  # the current match's rules


def test_settings_notices_are_shown_once_the_window_is_up(make_window, qtbot, settings_path):
    settings_path.write_text("[display]\nanimation_speed=warp\n", encoding="utf-8")
    settings = Settings.open(settings_path)
    assert settings.notices
    w = make_window(settings, show_dialogs=True)
    qtbot.waitUntil(lambda: w.prefs.notice_box is not None, timeout=2000)
    assert "Animation speed" in w.statusBar().currentMessage() and "warp" in w.statusBar().currentMessage()
    box = w.prefs.notice_box
    assert isinstance(box, QMessageBox) and box.isVisible() and not box.isModal()
    assert "warp" in box.text()
    assert settings.notices == []  # said once


def test_settings_notices_without_dialogs_go_to_the_status_line(make_window, qtbot, settings_path):
    settings_path.write_text("[play]\ncomputer_level=godlike\n", encoding="utf-8")
    w = make_window(Settings.open(settings_path))
    qtbot.waitUntil(lambda: "godlike" in w.statusBar().currentMessage(), timeout=2000)
    assert w.prefs.notice_box is None
