"""Persian first: the boot sequence gives a right-to-left Persian interface with Persian
digits and the bundled font; switching to English switches texts and direction."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QDialogButtonBox, QGroupBox, QLabel,
                               QMainWindow, QMenu)

from nard_desktop.app import i18n
from nard_desktop.app.settings import Settings
from nard_desktop.engine.rules import RuleSet
from nard_desktop.ui.fonts import FAMILY, install_fonts
from nard_desktop.ui.rules_page import RulesDialog, rules_html
from nard_desktop.ui.settings_dialog import SettingsDialog

LATIN = re.compile(r"[A-Za-z]")
PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"


def boot(app, language):
    install_fonts(app)
    return i18n.install_translations(app, language)


class StandInWindow(QMainWindow):
    """Stands in for the main window: texts set in retranslate(), redone on LanguageChange."""

    def __init__(self):
        super().__init__()
        self.menu = QMenu(self)
        self.menuBar().addMenu(self.menu)
        self.status = QLabel(self)
        self.setCentralWidget(self.status)
        self.retranslate()

    def retranslate(self):
        self.setWindowTitle(QCoreApplication.translate("RulesPage", "The rules of Takhteh Nard"))
        self.menu.setTitle(QCoreApplication.translate("SettingsDialog", "Settings"))
        self.status.setText(i18n.localized(
            QCoreApplication.translate("RulesPage", "A double is played %1 times."), 4))

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def visible_texts(widget) -> list[str]:
    texts = [widget.windowTitle()]
    for child in widget.findChildren(QAbstractButton):
        texts.append(child.text())
    for child in widget.findChildren(QLabel):
        texts.append(child.text())
    for child in widget.findChildren(QGroupBox):
        texts.append(child.title())
    for child in widget.findChildren(QComboBox):
        texts.extend(child.itemText(i) for i in range(child.count()))
    for tabs in getattr(widget, "tabs", None), :
        if tabs is not None:
            texts.extend(tabs.tabText(i) for i in range(tabs.count()))
    return [t for t in texts if t]


def test_first_start_is_persian_right_to_left_with_the_bundled_font(app, qtbot):
    loaded = boot(app, "fa")
    assert len(loaded) == 2  # Qt's own catalogue and ours
    window = StandInWindow()
    qtbot.addWidget(window)
    window.show()
    assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.isRightToLeft()
    assert window.windowTitle() == "قوانین تخته نرد"
    assert window.menu.title() == "تنظیمات"
    assert window.status.text() == "جفت ۴ بار بازی می‌شود."
    # The font actually drawn is Vazirmatn, with Persian letters in it.
    assert QFontInfo(window.font()).family() == FAMILY
    assert QFontMetrics(window.font()).inFontUcs4(ord("ژ"))


def test_persian_numbers_come_from_the_locale(app):
    boot(app, "fa")
    assert QLocale().toString(167) == "۱۶۷"
    assert i18n.number(25) == "۲۵"
    assert i18n.localized("%1-%2", 6, 5) == "۶-۵"
    assert not set(i18n.number(1234567)) & set("0123456789")


def test_qt_standard_buttons_are_persian(app, qtbot):
    boot(app, "fa")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    for button in box.buttons():
        assert button.text() and not LATIN.search(button.text()), button.text()


def test_switching_to_english_switches_texts_and_direction(app, qtbot):
    boot(app, "fa")
    window = StandInWindow()
    qtbot.addWidget(window)
    window.show()
    i18n.switch_language(app, "en")
    assert i18n.current_language(app) == "en"
    assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert not window.isRightToLeft()
    assert window.windowTitle() == "The rules of Takhteh Nard"
    assert window.menu.title() == "Settings"
    assert window.status.text() == "A double is played 4 times."
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.buttons()[0].text().replace("&", "") == "Cancel"
    i18n.switch_language(app, "fa")
    assert window.menu.title() == "تنظیمات" and window.isRightToLeft()


def test_a_missing_catalogue_means_english_not_a_mixture(app, monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "catalogue_path", lambda language: tmp_path / f"missing_{language}.qm")
    i18n.install_translations(app, "fa")
    assert i18n.current_language(app) == "en"
    assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert QLocale().toString(167) == "167"


def test_a_checkout_builds_a_stale_catalogue_when_the_program_starts(app, monkeypatch, tmp_path):
    checkout = tmp_path / "checkout"
    (checkout / "translations").mkdir(parents=True)
    (checkout / "packaging").mkdir()
    root = Path(__file__).resolve().parents[2]
    shutil.copy(root / "packaging" / "translations.py", checkout / "packaging")
    for name in ("nard_desktop_fa.ts", "nard_desktop_en.ts"):
        shutil.copy(root / "translations" / name, checkout / "translations")
    monkeypatch.setattr(i18n, "catalogue_path",
                        lambda language: checkout / "translations" / f"nard_desktop_{language}.qm")
    i18n.install_translations(app, "fa")
    assert (checkout / "translations" / "nard_desktop_fa.qm").is_file()
    assert i18n.current_language(app) == "fa"
    assert QCoreApplication.translate("SettingsDialog", "Settings") == "تنظیمات"


def test_unknown_language_is_refused(app):
    with pytest.raises(ValueError):
        i18n.install_translations(app, "de")


def test_the_settings_dialog_is_all_persian(app, qtbot, tmp_path):
    boot(app, "fa")
    dialog = SettingsDialog(Settings.open(tmp_path / "s.ini"), money=False, match_in_progress=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.isRightToLeft()
    texts = visible_texts(dialog)
    assert {"تنظیمات", "قوانین خانگی", "قانون کرافورد"} <= set(texts)
    # The only Latin word allowed: English, named in itself in the language list.
    latin = [t for t in texts if LATIN.search(t) and t != "English"]
    assert latin == []
    spin = dialog.rule_widget("clock_reserve_seconds")
    assert spin.text().startswith("۱۲۰")


def test_the_rules_page_is_persian_with_the_house_rules_marked(app, qtbot):
    boot(app, "fa")
    html = rules_html(RuleSet.preset("iranian_cafe"), money=False)
    dialog = RulesDialog(RuleSet.preset("iranian_cafe"), money=False)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert not LATIN.search(text), LATIN.findall(text)[:20]
    assert "قوانین تخته نرد" in text and "۱۶۷" in text and "167" not in text
    assert "قهوه‌خانهٔ ایرانی" in text  # the preset in force is named
    assert 'dir="rtl"' in html
    # Backgammon counts as a gammon (on in the café preset), the cube (off).
    line = next(t for t in text.splitlines() if t.startswith("مارس خانگی همان مارس"))
    assert "فعال" in line and "غیرفعال" not in line
    line = next(t for t in text.splitlines() if t.startswith("مکعب دوبل —"))
    assert "غیرفعال" in line


def test_the_rules_page_follows_the_house_rules(app):
    i18n.install_translations(app, "en")
    with_clock = rules_html(RuleSet(clock=True, clock_free_seconds=9, clock_reserve_seconds=77))
    assert "9 seconds free" in with_clock and "reserve of 77 seconds" in with_clock
    assert "Backgammon: a gammon" in with_clock and "3 points" in with_clock
    mars = rules_html(RuleSet(backgammon_counts_as_gammon=True))
    assert "home board. 2 points." in mars


def test_a_language_applied_at_once_from_the_dialog(app, qtbot, tmp_path):
    boot(app, "fa")
    settings = Settings.open(tmp_path / "s.ini")
    dialog = SettingsDialog(settings, money=True, language_applies_at_once=True)
    qtbot.addWidget(dialog)
    assert dialog.language_note.text() == "زبان تازه بی‌درنگ اعمال می‌شود."
    combo = dialog.setting_widget("display/language")
    combo.setCurrentIndex(combo.findData("en"))
    dialog.accept()
    assert settings.language == "en"
    assert i18n.current_language(app) == "en"
    assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert dialog.windowTitle() == "Settings"  # the dialog retranslated itself


def test_a_language_applied_after_a_restart_leaves_the_running_program_alone(app, qtbot, tmp_path):
    boot(app, "fa")
    settings = Settings.open(tmp_path / "s.ini")
    dialog = SettingsDialog(settings, money=True)
    qtbot.addWidget(dialog)
    assert "اجرای بعدی" in dialog.language_note.text()
    combo = dialog.setting_widget("display/language")
    combo.setCurrentIndex(combo.findData("en"))
    dialog.accept()
    assert Settings.open(tmp_path / "s.ini").language == "en"  # the next start is English
    assert i18n.current_language(app) == "fa"
    assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft


# ------------------------------------------------------------------ the real window
@pytest.mark.parametrize("language, title, direction", [
    ("fa", "تخته نرد", Qt.LayoutDirection.RightToLeft),
    ("en", "Takhteh Nard", Qt.LayoutDirection.LeftToRight),
])
def test_the_main_window_comes_up_in_the_chosen_language(app, qtbot, language, title, direction):
    from nard_desktop.app.controller import GameController
    from nard_desktop.app.options import ViewOptions
    from nard_desktop.ui.app import _boot
    from nard_desktop.ui.main_window import MainWindow

    _boot(app, read_settings=False)  # the program's own boot: Persian unless told otherwise
    if language != "fa":
        i18n.install_translations(app, language)
    options = ViewOptions(animation_speed="instant", show_dialogs=False)
    window = MainWindow(GameController(options), options)
    qtbot.addWidget(window)
    try:
        window.show()
        assert window.windowTitle() == title
        assert window.layoutDirection() == direction
        assert QFontInfo(window.font()).family() == FAMILY
        menus = [a.text().replace("&", "") for a in window.menuBar().actions()]
        assert all(bool(LATIN.search(m)) == (language == "en") for m in menus), menus
        # The board keeps its own orientation: the layout direction never mirrors it.
        rect = window.scene.sceneRect()
        left, right = window.view.mapFromScene(rect.topLeft()), window.view.mapFromScene(rect.topRight())
        assert left.x() < right.x()
    finally:
        window.controller.shutdown()
