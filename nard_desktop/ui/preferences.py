"""The window and the player's settings: the Settings dialog, the rules page, the
View menu's choices kept across runs, and what was wrong with the settings file.

Rules changed in the Settings dialog are the house rules of the *next* match: the match
being played keeps the rules it was started with (a rule cannot change under a game in
progress).  The new-match dialog offers the house rules by default, and what is chosen
there is kept as the house rules and level for the time after.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QStatusBar, QWidget

from nard_desktop.app.controller import GameController
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.presets import config_after_settings
from nard_desktop.app.settings import Settings
from nard_desktop.engine import RuleSet

from .board.scene import BoardScene
from .rules_page import RulesDialog
from .settings_dialog import SettingsDialog
from .window_theme import apply_window_theme

__all__ = ["ViewActions", "WindowSettings"]

# A language chosen in the Settings dialog switches the running window at once.
LANGUAGE_APPLIES_AT_ONCE = True


@dataclass(frozen=True)
class ViewActions:
    """The View menu's checkable actions: their check marks show the options."""

    numbers: QAction
    numbers_on_roll: QAction
    home_left: QAction
    auto_forced: QAction
    click_selects: QAction
    speeds: dict[str, QAction]  # animation speed -> its action


class WindowSettings(QObject):
    """Ties one main window to the settings (which may be None: nothing is stored then).

    It is given the settings, the controller, the view options, the window
    its dialogs belong to (``parent``; its first showing shows what was
    wrong with the settings file), the match's board, the View menu's
    actions and the status bar.  :attr:`applied` says when the stored settings
    were put into effect (Settings' OK): views that show numbers refresh then."""

    applied = Signal()

    def __init__(self, settings: Settings | None, controller: GameController, options: ViewOptions,
                 parent: QWidget, *, scene: BoardScene, view_actions: ViewActions, status_bar: QStatusBar) -> None:
        super().__init__(parent)
        self.widget = parent
        self.settings = settings
        self.controller = controller
        self.options = options
        self.scene = scene
        self.view_actions = view_actions
        self.status_bar = status_bar
        self.dialog: SettingsDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.notice_box: QMessageBox | None = None
        # Whether the system can play the sounds (the Settings dialog says so when not).
        self.sounds_playable: Callable[[], bool] = lambda: True
        self._syncing = False
        if settings is not None:
            v = view_actions
            v.numbers.toggled.connect(lambda on: self._store("point_numbers", on))
            v.home_left.toggled.connect(lambda on: self._store("home_side", "left" if on else "right"))
            v.auto_forced.toggled.connect(lambda on: self._store("auto_play_forced", on))
            for key, action in v.speeds.items():
                action.triggered.connect(lambda _=False, k=key: self._store("animation_speed", k))
        parent.installEventFilter(self)
        self._notices_due = True

    # ------------------------------------------------------------ reading

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
                             language_applies_at_once=LANGUAGE_APPLIES_AT_ONCE,
                             sounds_playable=self.sounds_playable(), parent=self.widget)
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
        s.apply_to(self.options)
        self.sync_view_actions()
        self.scene.set_options(self.options)
        apply_window_theme(self.widget, self.options.board_theme)
        c = self.controller
        c.config = config_after_settings(s, c.config, match_in_progress=self.match_in_progress())
        c.refresh()
        self.applied.emit()

    def sync_view_actions(self) -> None:
        """Make the View menu's check marks show the options."""
        v, o = self.view_actions, self.options
        self._syncing = True
        try:
            for action, on in ((v.numbers, o.show_point_numbers), (v.home_left, not o.home_on_right),
                               (v.auto_forced, o.auto_play_forced),
                               (v.numbers_on_roll, not o.numbers_for_bottom),
                               (v.click_selects, o.click_selects)):
                action.blockSignals(True)
                action.setChecked(on)
                action.blockSignals(False)
            for key, action in v.speeds.items():
                action.setChecked(o.animation_speed == key)
        finally:
            self._syncing = False

    @Slot()
    def show_rules(self) -> RulesDialog:
        """The rules page for the rules in force (Help menu)."""
        rules = self.active_rules()
        money = self.controller.match.is_money if self.controller.match is not None else self.next_is_money()
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(rules, money=money, parent=self.widget)
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
        self.status_bar.showMessage(" ".join(texts), 20000)
        if self.options.show_dialogs:
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Settings"), "\n\n".join(texts),
                              QMessageBox.StandardButton.Ok, self.widget)
            box.setModal(False)
            box.show()
            self.notice_box = box

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.widget and event.type() == QEvent.Type.Show and self._notices_due:
            self._notices_due = False
            QTimer.singleShot(0, self.show_notices)
        return False
