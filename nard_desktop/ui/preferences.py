"""The window and the player's settings: the Settings dialog, the rules page, the
View menu's choices kept across runs, and what was wrong with the settings file.

Rules changed in the Settings dialog are the house rules of the *next* match: the match
being played keeps the rules it was started with (a rule cannot change under a game in
progress).  The new-match dialog offers the house rules by default, and what is chosen
there is kept as the house rules and level for the time after.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtWidgets import QMessageBox

from nard_desktop.app.presets import config_after_settings
from nard_desktop.app.settings import Settings
from nard_desktop.engine import RuleSet

from .rules_page import RulesDialog
from .settings_dialog import SettingsDialog

if TYPE_CHECKING:  # pragma: no cover
    from .main_window import MainWindow

__all__ = ["WindowSettings"]

# A language chosen in the Settings dialog switches the running window at once.
LANGUAGE_APPLIES_AT_ONCE = True


class WindowSettings(QObject):
    """Ties one main window to the settings (which may be None: nothing is stored then)."""

    def __init__(self, window: "MainWindow", settings: Settings | None) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.dialog: SettingsDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.notice_box: QMessageBox | None = None
        self._syncing = False
        if settings is not None:
            w = window
            w.act_numbers.toggled.connect(lambda on: self._store("point_numbers", on))
            w.act_home_left.toggled.connect(lambda on: self._store("home_side", "left" if on else "right"))
            w.act_auto_forced.toggled.connect(lambda on: self._store("auto_play_forced", on))
            for key, action in w.speed_actions.items():
                action.triggered.connect(lambda _=False, k=key: self._store("animation_speed", k))
        window.act_settings.setEnabled(settings is not None)
        window.installEventFilter(self)
        self._notices_due = True

    # ------------------------------------------------------------ reading
    @property
    def controller(self):
        return self.window.controller

    def next_is_money(self) -> bool:
        """Whether the next game is a money game (the running session's kind)."""
        return self.controller.config.length == 0

    def match_in_progress(self) -> bool:
        m = self.controller.match
        return m is not None and not m.is_over

    def active_rules(self) -> RuleSet:
        """The rules in force: the current match's, else the house rules."""
        m = self.controller.match
        if m is not None:
            return m.rules
        if self.settings is not None:
            return self.settings.rules()
        return self.controller.config.rule_set()

    # ------------------------------------------------------------ actions
    @Slot()
    def open_settings(self) -> SettingsDialog | None:
        """Open the Settings dialog (not blocking); its OK applies at once what can be."""
        if self.settings is None:
            return None
        if self.dialog is not None:
            self.dialog.close()
        dlg = SettingsDialog(self.settings, money=self.next_is_money(), match_in_progress=self.match_in_progress(),
                             language_applies_at_once=LANGUAGE_APPLIES_AT_ONCE, parent=self.window)
        dlg.accepted.connect(self.apply_settings)
        self.dialog = dlg
        dlg.open()
        return dlg

    @Slot()
    def apply_settings(self) -> None:
        """Put the stored settings into effect: the view at once, the rules and level from
        the next match."""
        s = self.settings
        if s is None:
            return
        w = self.window
        s.apply_to(w.options)
        self.sync_view_actions()
        w.scene.set_options(w.options)
        c = self.controller
        c.config = config_after_settings(s, c.config, match_in_progress=self.match_in_progress())
        c.refresh()

    def sync_view_actions(self) -> None:
        """Make the View menu's check marks show the options."""
        w, o = self.window, self.window.options
        self._syncing = True
        try:
            for action, on in ((w.act_numbers, o.show_point_numbers), (w.act_home_left, not o.home_on_right),
                               (w.act_auto_forced, o.auto_play_forced),
                               (w.act_numbers_on_roll, not o.numbers_for_bottom),
                               (w.act_click_selects, o.click_selects)):
                action.blockSignals(True)
                action.setChecked(on)
                action.blockSignals(False)
            for key, action in w.speed_actions.items():
                action.setChecked(o.animation_speed == key)
        finally:
            self._syncing = False

    @Slot()
    def show_rules(self) -> RulesDialog:
        """The rules page for the rules in force (Help menu)."""
        rules = self.active_rules()
        money = self.controller.match.is_money if self.controller.match is not None else self.next_is_money()
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(rules, money=money, parent=self.window)
        else:
            self.rules_dialog.set_rules(rules, money=money)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        return self.rules_dialog

    def _store(self, name: str, value) -> None:
        if self.settings is not None and not self._syncing:
            setattr(self.settings, name, value)

    # ------------------------------------------------------------ notices
    def notice_texts(self) -> list[str]:
        return [n.text() for n in self.settings.notices] if self.settings is not None else []

    @Slot()
    def show_notices(self) -> None:
        """Say what was wrong with the settings file: on the status line, and in a message
        that does not block the window."""
        texts = self.notice_texts()
        if not texts:
            return
        self.settings.notices.clear()  # type: ignore[union-attr]
        w = self.window
        w.statusBar().showMessage(" ".join(texts), 20000)
        if w.options.show_dialogs:
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Settings"), "\n\n".join(texts),
                              QMessageBox.StandardButton.Ok, w)
            box.setModal(False)
            box.show()
            self.notice_box = box

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if obj is self.window and event.type() == QEvent.Type.Show and self._notices_due:
            self._notices_due = False
            QTimer.singleShot(0, self.show_notices)
        return False
