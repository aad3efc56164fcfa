"""Dialogs open at a size that shows their content, in Persian and in English, on a
1366x768 and on a 1024x600 screen: inside the screen, no horizontal scroll bar, no
wrapped label cut short."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QRect
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from nard_desktop.app import i18n
from nard_desktop.app.settings import Settings
from nard_desktop.engine import RuleSet
from nard_desktop.ui.fonts import install_fonts
from nard_desktop.ui.rules_page import RulesDialog
from nard_desktop.ui.settings_dialog import SettingsDialog
from nard_desktop.ui.sizing import SCREEN_SHARE, fit_dialog

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


DIALOGS = {"settings": (settings_dialog, 64, None), "rules": (rules_dialog, 90, 720)}


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
    make, chars, height = DIALOGS[name]
    dialog = make(tmp_path)
    qtbot.addWidget(dialog)
    fit_dialog(dialog, width_chars=chars, height=height, available=SCREENS[screen])
    dialog.show()
    qtbot.waitExposed(dialog)
    assert_shows_its_content(dialog, SCREENS[screen])


def test_settings_dialog_is_wider_than_its_narrow_size_hint(qtbot, tmp_path, language):
    # Left to its own size hint the dialog opened 329 px wide with a horizontal scroll bar.
    dialog = settings_dialog(tmp_path)
    qtbot.addWidget(dialog)
    size = fit_dialog(dialog, width_chars=64, available=SCREENS["1024x600"])
    assert size.width() >= dialog.fontMetrics().averageCharWidth() * 64
