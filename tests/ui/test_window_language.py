"""Switching the language while the program runs: Persian to English and back from the
Settings dialog changes every text of the main window (menus, toolbar, side panel, status
line, board labels, clock) and its layout direction at once, without a restart."""

from __future__ import annotations

import re
import sys

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QToolBar, QWidget

from nard_desktop.app import i18n
from nard_desktop.app.controller import GameController, MatchConfig
from nard_desktop.app.settings import Settings
from nard_desktop.engine import ManualRoller, RuleSet
from nard_desktop.ui.fonts import install_fonts


def _stopped_time() -> float:
    """The match clock's time source: the clocks of the windows compared here never move,
    so their texts do not depend on how long the machine takes between two windows."""
    return 0.0


PERSIAN = re.compile(r"[\u0600-\u06FF]")
LATIN = re.compile(r"[A-Za-z]")


def _fresh_window(qtbot, helpers, settings):
    from nard_desktop.ui.main_window import MainWindow

    opts = helpers.instant_options()
    w = MainWindow(GameController(opts, time_source=_stopped_time), opts, settings=settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.start(MatchConfig(length=5, rules=RuleSet.preset("international_match").replace(clock=True),
                        players=helpers.TWO_HUMANS, roller=ManualRoller([(5, 2)])))
    w.controller.roll()
    return w


@pytest.fixture
def persian_window(app, qtbot, tmp_path, helpers):
    install_fonts(app)
    i18n.install_translations(app, "fa")
    settings = Settings.open(tmp_path / "s.ini")
    assert settings.language == "fa"
    w = _fresh_window(qtbot, helpers, settings)
    yield w, settings
    w.controller.shutdown()


def window_texts(w) -> list[str]:
    """Every text the window shows in its frame: menus, actions, toolbar, side panel, status."""
    texts = [w.windowTitle(), w.status_label.text()]
    for a in w.findChildren(QAction):
        texts += [a.text(), a.toolTip()]
    for tb in w.findChildren(QToolBar):
        texts.append(tb.windowTitle())
    side = [w.players_panel, w.clock_widget, w.cube_widget, w.offer_bar, w.action_bar]
    for panel in side:
        for child in panel.findChildren(QLabel):
            texts.append(child.text())
        for child in panel.findChildren(QAbstractButton):
            texts += [child.text(), child.toolTip()]
        if isinstance(panel, QGroupBox):
            texts.append(panel.title())
    for c in range(2):
        item = w.move_list.horizontalHeaderItem(c)
        texts.append(item.text() if item else "")
    return [t for t in texts if t]


def switch_in_settings(w, qtbot, language: str) -> None:
    w.act_settings.trigger()
    dlg = w.prefs.dialog
    assert dlg.language_note.text() == QCoreApplication.translate("SettingsDialog", "A new language applies at once.")
    combo = dlg.setting_widget("display/language")
    combo.setCurrentIndex(combo.findData(language))
    dlg.accept()


def test_persian_to_english_and_back_at_once(persian_window, qtbot, app):
    w, settings = persian_window
    before = window_texts(w)
    assert w.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert w.windowTitle() == "تخته نرد"
    assert [t for t in before if LATIN.search(t) and not PERSIAN.search(t)] == []
    numbers_before = dict(w.scene.board.numbers)
    assert numbers_before[12] == "۱۲"

    switch_in_settings(w, qtbot, "en")
    assert settings.language == "en"
    assert w.layoutDirection() == Qt.LayoutDirection.LeftToRight
    after = window_texts(w)
    still_persian = [t for t in after if PERSIAN.search(t)]
    assert still_persian == []
    assert w.windowTitle() == "Takhteh Nard"
    menus = [a.text().replace("&", "") for a in w.menuBar().actions()]
    assert "Game" in menus and "View" in menus and "Help" in menus
    assert w.act_hint.text() == "&Hint" and w.act_settings.text() == "&Settings…"
    assert w.players_panel.title() == "Players" and w.clock_widget.title() == "Clock"
    assert w.action_bar.roll_button.text() == "Roll"
    # Two people play: the first (whose 5-2 won the opening roll) is "Player 1", never "You".
    assert w.status_label.text().startswith("\u2068Player 1\u2069 to play \u20665-2\u2069:")
    assert w.scene.board.numbers[12] == "12"  # the board's labels in the new digits
    assert w.clock_widget.texts(1)[1] == "2:00"
    # The board is never mirrored by the direction.
    rect = w.scene.sceneRect()
    assert w.view.mapFromScene(rect.topLeft()).x() < w.view.mapFromScene(rect.topRight()).x()

    switch_in_settings(w, qtbot, "fa")
    assert w.layoutDirection() == Qt.LayoutDirection.RightToLeft
    again = window_texts(w)
    assert again == before
    assert w.scene.board.numbers == numbers_before


def test_an_open_hint_and_the_rules_page_follow_the_language(persian_window, qtbot, app):
    w, settings = persian_window
    hint = w.show_hint()
    qtbot.waitUntil(lambda: hint.hint is not None, timeout=20000)
    w.act_rules.trigger()
    page = w.prefs.rules_dialog
    assert PERSIAN.search(hint.windowTitle()) and PERSIAN.search(page.windowTitle())
    switch_in_settings(w, qtbot, "en")
    assert hint.windowTitle() == "Hint" and hint.play_button.text() == "&Play this move"
    assert hint.table.horizontalHeaderItem(1).text() == "Play"
    assert page.windowTitle() == "Rules of the game"


def test_the_language_is_kept_for_the_next_start(persian_window, qtbot, app, tmp_path):
    from nard_desktop.ui.app import _boot

    w, settings = persian_window
    switch_in_settings(w, qtbot, "en")
    assert Settings.open(settings.path).language == "en"
    i18n.install_translations(app, "fa")
    assert i18n.current_language(app) == "fa"
    _boot(app, read_settings=False)  # the defaults: Persian
    assert i18n.current_language(app) == "fa"


def every_text(w) -> list[str]:
    """Every text of the window and of every widget in it, shown or hidden (the review
    panel, the editor's panel, menus, tooltips), leaving out dialogs (windows of their own)."""
    texts = window_texts(w)
    for menu in w.findChildren(QMenu):
        texts.append(menu.title())
    for child in w.findChildren(QWidget):
        if child.window() is not w:
            continue
        texts += [child.toolTip(), child.accessibleName(), child.whatsThis()]
        if isinstance(child, QLabel):
            texts.append(child.text())
        elif isinstance(child, QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
    return sorted(t for t in texts if t)


def make_the_panels(w) -> None:
    """The window's panels that are made on first use."""
    from nard_desktop.ui.learn_panel import LearnPanel
    from nard_desktop.ui.review_panel import ReviewPanel

    # The review panel and learning's take the side panel's place.
    assert isinstance(w.review.panel, ReviewPanel) and w.review.panel.window() is w
    assert isinstance(w.learn.panel, LearnPanel) and w.learn.panel.window() is w
    assert w.review.panel.isAncestorOf(w.learn.review_button)


@pytest.mark.parametrize("there_and_back", [False, True])
def test_a_switch_shows_the_texts_of_a_window_started_in_that_language(persian_window, qtbot, app, helpers,
                                                                        there_and_back):
    """Any text that a language switch leaves in the old language (or forgets) differs
    from the same window made afresh in the new language.  The panels made on first
    use (review, learning) are made before the switch, and in the fresh window."""
    w, settings = persian_window
    make_the_panels(w)
    switch_in_settings(w, qtbot, "en")
    language = "en"
    if there_and_back:
        switch_in_settings(w, qtbot, "fa")
        language = "fa"
    w.statusBar().clearMessage()
    fresh = _fresh_window(qtbot, helpers, settings)
    make_the_panels(fresh)
    try:
        assert i18n.current_language(app) == language
        switched, made = every_text(w), every_text(fresh)
        assert len(switched) > 60
        assert switched == made
        script = PERSIAN if language == "fa" else LATIN
        assert all(script.search(t) for t in switched if re.search(r"[^\W\d_]", t)), \
            [t for t in switched if not script.search(t)]
    finally:
        fresh.controller.shutdown()


def _retranslating_classes() -> set[type]:
    """Every class of the program that mixes in Retranslating (each ui module imported).

    A widget class with a ``retranslate()`` of its own must be one of them: without the
    mixin nothing would call it on a language switch (except the position editor's
    panel, which ``EditorActions.retranslate`` sets again with its menu action)."""
    import importlib
    import inspect
    import pkgutil

    import nard_desktop.ui
    from nard_desktop.ui.retranslating import Retranslating

    for info in pkgutil.walk_packages(nard_desktop.ui.__path__, "nard_desktop.ui."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and issubclass(cls, QWidget) and hasattr(cls, "retranslate") \
                    and cls.__qualname__ != "EditorPanel":
                assert issubclass(cls, Retranslating), f"{cls.__qualname__} lacks the Retranslating mixin"
    found, todo = set(), [Retranslating]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("nard_desktop.") and sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


def test_every_retranslating_widget_answers_a_switch(persian_window, qtbot, app, monkeypatch):
    """The one LanguageChange handler (ui/retranslating.py) calls retranslate() on a
    switch on each widget of the window and of its open dialogs, of every class that
    uses it; what each shows afterwards is checked by the tests above (the report
    dialog's in tests/ui/test_report_view.py)."""
    from PySide6.QtWidgets import QApplication

    from nard_desktop.ui.explanation import show_glossary
    from nard_desktop.ui.retranslating import Retranslating

    classes = _retranslating_classes()
    calls: list[QWidget] = []

    handler = Retranslating.changeEvent.__code__

    def spy(original):
        def retranslate(self):
            if sys._getframe(1).f_code is handler:  # (other callers: a helper's own retranslate)
                calls.append(self)
            return original(self)
        return retranslate

    for cls in classes:
        if "retranslate" in vars(cls):
            monkeypatch.setattr(cls, "retranslate", spy(vars(cls)["retranslate"]))
    w, settings = persian_window
    hint = w.show_hint()
    qtbot.waitUntil(lambda: hint.hint is not None, timeout=20000)
    w.act_rules.trigger()
    w.act_progress.trigger()
    w.review.panel.show()  # the panels beside the board: the review and learning
    w.learn.panel.show()
    show_glossary(w, "blot")  # the glossary page the explanations link to
    w.act_welcome.trigger()
    assert w.progress_dialog is not None and w.progress_dialog.isVisible()

    def in_window(widget) -> bool:
        while widget is not None:
            if widget is w:
                return True
            widget = widget.parentWidget()
        return False

    for language in ("en", "fa"):
        calls.clear()
        switch_in_settings(w, qtbot, language)
        alive = [x for x in QApplication.allWidgets() if isinstance(x, Retranslating) and in_window(x)]
        assert {id(x) for x in calls} == {id(x) for x in alive}, (language, [type(x).__name__ for x in calls])
        shown = {type(x) for x in alive}
        missing = {c.__name__ for c in classes - shown}
        assert missing == {"ReportDialog"}, missing
