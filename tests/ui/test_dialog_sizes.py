"""Dialogs open at a size that shows their content, in Persian and in English, on a
1366x768 and on a 1024x600 screen: inside the screen, no horizontal scroll bar, no
wrapped label cut short."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QRect
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from nard_desktop.app import i18n
from nard_desktop.app.settings import Settings
from nard_desktop.app.snapshot import MatchConfig
from nard_desktop.engine import Position, RuleSet
from nard_desktop.ui.fonts import install_fonts
from nard_desktop.ui.rules_page import RulesDialog
from nard_desktop.ui.settings_dialog import SettingsDialog
from nard_desktop.ui.sizing import SCREEN_SHARE, fit_dialog, refit

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 1, 13: 5, 8: 2, 6: 5, 3: 2})
SCREENS = {"1366x768": QRect(0, 0, 1366, 768), "1024x600": QRect(0, 0, 1024, 600)}


@pytest.fixture(params=["fa", "en"])
def language(request, qapp):
    locale, direction = QLocale(), qapp.layoutDirection()
    install_fonts(qapp)
    i18n.install_translations(qapp, request.param)
    yield request.param
    i18n.uninstall_translations(qapp)
    QLocale.setDefault(locale)
    qapp.setLayoutDirection(direction)


def settings_dialog(tmp_path):
    return SettingsDialog(Settings.open(tmp_path / "settings.ini"), money=False)


def rules_dialog(tmp_path):
    return RulesDialog(RuleSet())


def new_game_dialog(tmp_path):
    from nard_desktop.ui.dialogs.new_game import NewGameDialog

    return NewGameDialog(MatchConfig(length=5), settings=Settings.open(tmp_path / "settings.ini"))


def paste_ids_dialog(tmp_path):
    from nard_desktop.ui.dialogs.gnubg_ids import PasteIdsDialog

    return PasteIdsDialog(lambda p, m: None, names=("You", "Computer (intermediate)"))


def paste_ids_dialog_with_an_error(tmp_path):
    """The error detail below the fields is shown in full (it was hidden at the default size)."""
    from nard_desktop.ui.dialogs.gnubg_ids import PasteIdsDialog

    def refuse(p, m):
        return QCoreApplication.translate(
            "FileActions", "This Position ID cannot be read: it must be 14 characters of GNU Backgammon's "
            "alphabet, and it has 9.")
    dlg = PasteIdsDialog(refuse, "4HPwATDgc", names=("You", "Computer (intermediate)"))
    dlg.accept()
    return dlg


def resign_dialog(tmp_path):
    from nard_desktop.ui.dialogs.resign import ResignDialog

    return ResignDialog(lambda level: level * 2)


def manual_dice_dialog(tmp_path):
    from nard_desktop.ui.dialogs.manual_dice import ManualDiceDialog

    return ManualDiceDialog(None, ("You", "Computer (intermediate)"))


def commitment_dialog(tmp_path):
    from nard_desktop.ui.dialogs.fair_dice import CommitmentDialog

    return CommitmentDialog("9f" * 32)


def verify_dice_dialog(tmp_path):
    from nard_desktop.ui.dialogs.fair_dice import VerifyDiceDialog

    return VerifyDiceDialog(None, QCoreApplication.translate("DiceActions", "No fair dice in this match."))


def dice_stats_dialog(tmp_path):
    from nard_desktop.engine.fairdice import dice_statistics
    from nard_desktop.ui.dialogs.dice_stats import DiceStatsDialog
    from random_play import self_test_match

    return DiceStatsDialog(dice_statistics(self_test_match(2, fair=False)[0]), ("You", "Computer (intermediate)"))


def end_of_game_dialog(tmp_path):
    from nard_desktop.app.controller import GameController, HUMAN, PlayerSpec
    from nard_desktop.ui.dialogs.end_of_game import EndOfGameDialog

    c = GameController()
    c.new_match(MatchConfig(length=5, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    c.load_state(RACE, 0)
    assert c.resign(2) and c.accept_resignation()
    dlg = EndOfGameDialog(c.snapshot)
    c.shutdown()
    return dlg


def resume_dialog(tmp_path):
    from nard_desktop.ui.dialogs.resume import ResumeDialog

    return ResumeDialog("Against the computer (intermediate), a 7-point match: 3–2.")


def replace_match_dialog(tmp_path):
    from nard_desktop.ui.dialogs.replace_match import ReplaceMatchDialog

    return ReplaceMatchDialog()


def hint_dialog(tmp_path):
    from nard_desktop.app.controller import GameController
    from nard_desktop.app.hints import HintService
    from nard_desktop.ui.dialogs.hint import HintDialog

    c = GameController()
    dlg = HintDialog(HintService(c), c)
    dlg.destroyed.connect(c.shutdown)
    dlg._keep = c
    return dlg


def rollout_dialog(tmp_path):
    from nard_desktop.ai.rollouts import RolloutResult
    from nard_desktop.engine import MatchContext
    from nard_desktop.ui.board.editor_rollout import RolloutDialog

    dlg = RolloutDialog(Position.initial(), RuleSet(), MatchContext(), "White", trials=1296, jobs=1)
    dlg._show(RolloutResult((0.512, 0.151, 0.007, 0.137, 0.006), (0.004, 0.003, 0.001, 0.003, 0.001),
                            0.031, 0.011, 1296, 123456789))
    return dlg


def play_friend_dialog(tmp_path):
    from nard_desktop.ui.dialogs.play_friend import PlayFriendDialog

    return PlayFriendDialog(name="Maryam")


def play_friend_host_dialog(tmp_path):
    """The host page as the program shows it: how the friend connects (a code word, or
    this network), then the rules proposed."""
    from nard_desktop.ui.dialogs.play_friend import PlayFriendDialog

    dlg = PlayFriendDialog(name="Maryam", code_only=True, host_kinds=("wormhole", "direct"))
    dlg.show_page(dlg.host_page)
    return dlg


def play_friend_rules_dialog(tmp_path):
    """The rules both players accept: the summary, the rules page and the buttons."""
    from nard_desktop.app.netplay.session import Proposal
    from nard_desktop.ui.dialogs.play_friend import PlayFriendDialog

    dlg = PlayFriendDialog(name="Maryam")
    dlg.show_rules(Proposal(RuleSet.preset("international_match"), 5, hints=False), "Maryam", "Reza", False)
    return dlg


#: The dialogs, each made as the program makes it; they size themselves (fit_dialog),
#: and the test fits them again for each screen as they asked (sizing.refit). Message
#: boxes (resume, replace) size themselves through Qt.
DIALOGS = {"settings": settings_dialog, "rules": rules_dialog, "new_game": new_game_dialog,
           "paste_ids": paste_ids_dialog, "paste_ids_error": paste_ids_dialog_with_an_error,
           "resign": resign_dialog, "manual_dice": manual_dice_dialog, "commitment": commitment_dialog,
           "verify_dice": verify_dice_dialog, "dice_stats": dice_stats_dialog,
           "end_of_game": end_of_game_dialog, "resume": resume_dialog, "replace_match": replace_match_dialog,
           "hint": hint_dialog, "rollout": rollout_dialog, "play_friend": play_friend_dialog,
           "play_friend_host": play_friend_host_dialog,
           "play_friend_rules": play_friend_rules_dialog}
MESSAGE_BOXES = {"resume", "replace_match"}


def assert_shows_its_content(dialog: QWidget, screen: QRect) -> None:
    assert dialog.width() <= screen.width() * SCREEN_SHARE + 1
    assert dialog.height() <= screen.height() * SCREEN_SHARE + 1
    assert dialog.width() >= dialog.minimumSizeHint().width()
    for scroll in dialog.findChildren(QScrollArea):
        if not scroll.isVisibleTo(dialog):
            continue
        assert not scroll.horizontalScrollBar().isVisible()
        inner = scroll.widget()
        assert inner.minimumSizeHint().width() <= scroll.viewport().width()
    scrolled = {s.widget() for s in dialog.findChildren(QScrollArea)}
    for label in dialog.findChildren(QLabel):
        if not label.isVisibleTo(dialog) or not label.text():
            continue
        if any(p in scrolled for p in _ancestors(label)):
            continue  # a scrolled page may be taller than its window
        if label.wordWrap():
            assert label.heightForWidth(label.width()) <= label.height() + 1, label.text()
        else:
            assert label.sizeHint().width() <= label.width() + 1, label.text()


def _ancestors(w: QWidget):
    p = w.parentWidget()
    while p is not None:
        yield p
        p = p.parentWidget()


@pytest.mark.parametrize("screen", sorted(SCREENS))
@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_dialog_fits_its_content(qtbot, tmp_path, language, name, screen):
    dialog = DIALOGS[name](tmp_path)
    qtbot.addWidget(dialog)
    if name not in MESSAGE_BOXES:
        assert refit(dialog, available=SCREENS[screen]) is not None, "the dialog sizes itself with fit_dialog"
    dialog.show()
    qtbot.waitExposed(dialog)
    assert_shows_its_content(dialog, SCREENS[screen])


def test_settings_dialog_is_wider_than_its_narrow_size_hint(qtbot, tmp_path, language):
    # Left to its own size hint the dialog opened 329 px wide with a horizontal scroll bar.
    dialog = settings_dialog(tmp_path)
    qtbot.addWidget(dialog)
    size = fit_dialog(dialog, width_chars=64, available=SCREENS["1024x600"])
    assert size.width() >= dialog.fontMetrics().averageCharWidth() * 64
