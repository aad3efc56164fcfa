"""The window's dice: provably fair dice (the commitment before the match,
the check of every roll after it), dice entered by hand, and the dice
statistics of the match (Game ▸ Dice)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QStatusBar, QToolButton, QWidget

from nard_desktop.ui import file_dialog
from nard_desktop.app.session import HandDice, MatchSession, set_roller
from nard_desktop.app.text import fill, path_text
from nard_desktop.engine import EngineError, GamePhase, Match
from nard_desktop.engine.fairdice import FairRoller, dice_statistics, match_rolls

from .dialogs.fair_dice import CommitmentDialog, VerifyDiceDialog, check_fair_dice
from .dialogs.manual_dice import ManualDiceDialog


class DiceActions(QObject):
    """Game ▸ Dice, and the fair-dice button of the status bar.  It is given
    the session, the Game menu (the Dice menu goes in before ``before``) and
    the status bar; ``parent`` is the window its dialogs belong to."""

    def __init__(self, session: MatchSession, parent: QWidget, *, game_menu: QMenu, before: QAction | None = None,
                 status_bar: QStatusBar) -> None:
        super().__init__(parent)
        self.widget = parent
        self.session = session
        self.controller = session.controller
        self.status_bar = status_bar
        self.act_enter = self._action(self.enter_dice, "Ctrl+E")
        self.act_manual = self._action(self.set_manual, checkable=True)
        self.act_commitment = self._action(self.show_commitment)
        self.act_verify = self._action(self.verify_dice)
        self.act_stats = self._action(self.show_statistics)
        self.menu = QMenu(parent)
        for a in (self.act_enter, self.act_manual, None, self.act_commitment, self.act_verify, None, self.act_stats):
            self.menu.addSeparator() if a is None else self.menu.addAction(a)
        if before is not None and before in game_menu.actions():
            game_menu.insertMenu(before, self.menu)
            game_menu.insertSeparator(before)
        else:
            game_menu.addMenu(self.menu)
        self.fair_button = QToolButton(parent)
        self.fair_button.setAutoRaise(True)
        self.fair_button.clicked.connect(self._fair_button_clicked)
        self.fair_button.setVisible(False)
        status_bar.addPermanentWidget(self.fair_button)
        c = self.controller
        c.match_started.connect(self._on_match_started)
        c.match_over.connect(self._on_match_over)
        c.position_changed.connect(self._update)
        session.loaded.connect(self.after_load)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the current language (the window calls this on a language switch)."""
        self.act_enter.setText(self.tr("&Enter dice…"))
        self.act_manual.setText(self.tr("Enter &every roll by hand"))
        self.act_commitment.setText(self.tr("Fair dice: the &commitment…"))
        self.act_verify.setText(self.tr("&Verify dice…"))
        self.act_stats.setText(self.tr("Dice &statistics…"))
        self.menu.setTitle(self.tr("&Dice"))
        self._update()

    def _action(self, slot, shortcut=None, checkable: bool = False) -> QAction:
        a = QAction(self.widget)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.setCheckable(checkable)
        (a.toggled if checkable else a.triggered).connect(slot)
        self.widget.addAction(a)
        return a

    # ============================================================ state
    @property
    def match(self) -> Match | None:
        return self.controller.match

    def fair_state(self) -> tuple[str, str | None, int | None] | None:
        """(commitment, seed or None while it is secret, rolls to check or
        None for all) of the current match, or None without fair dice."""
        return self.session.fair_state()

    def _names(self) -> tuple[str, str]:
        c = self.controller
        return c.seat_name(0), c.seat_name(1)

    @Slot()
    def _update(self, *args) -> None:
        c = self.controller
        self.act_enter.setEnabled(c.can_enter_dice())
        has = self.match is not None
        fair = self.fair_state()
        self.act_commitment.setEnabled(fair is not None)
        self.act_verify.setEnabled(has)
        self.act_stats.setEnabled(has)
        if fair is None:
            self.fair_button.setVisible(False)
            return
        self.fair_button.setVisible(True)
        if fair[1] is not None:
            self.fair_button.setText(self.tr("Fair dice: verify"))
        else:
            self.fair_button.setText(fill(self.tr("Fair dice %1…"), "\u2066" + fair[0][:8] + "\u2069"))
        self.fair_button.setToolTip(fill(self.tr("Commitment (SHA-256): %1"), fair[0]))

    @Slot()
    def _on_match_started(self) -> None:
        self._update()
        m = self.match
        if m is not None and isinstance(m.roller, FairRoller) and self.controller.options.show_dialogs:
            CommitmentDialog(m.roller.commitment, self.widget).open()

    @Slot(int)
    def _on_match_over(self, winner: int) -> None:
        if self.fair_state() is not None:
            self.status_bar.showMessage(self.tr(
                "The match is over and the seed of the fair dice is revealed: Game ▸ Dice ▸ Verify dice checks "
                "every roll."), 20000)
        self._update()

    @Slot()
    def _fair_button_clicked(self) -> None:
        fair = self.fair_state()
        if fair is None:
            return
        if fair[1] is None:
            self.show_commitment()
        else:
            self.verify_dice()

    @Slot(object, object)
    def after_load(self, match: Match, meta: dict[str, Any]) -> None:
        """A match from a file or the autosave goes on (the session gave it its dice)."""
        app = meta.get("app") if isinstance(meta.get("app"), dict) else {}
        if "manual_dice" in app:
            self.act_manual.setChecked(bool(app.get("manual_dice")))
        self._update()

    # ============================================================ manual dice
    def _make_manual(self) -> None:
        if self.session.make_manual():
            self.status_bar.showMessage(self.tr(
                "Dice entered by hand: this match's dice can no longer be verified as fair."), 15000)

    def ask_dice(self, seat: int | None) -> tuple[int, int] | None:
        """Ask for a roll (``seat`` None: the opening roll, one die each)."""
        names = self._names()
        dlg = ManualDiceDialog(None if seat is None else names[seat], names if seat is None else None, self.widget)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return None
        self._make_manual()
        return dlg.dice()

    @Slot(bool)
    def set_manual(self, on: bool) -> None:
        """Manual dice: every roll (the computer's too) is asked for."""
        self.controller.dice_source = self.ask_dice if on else None
        self._update()

    @Slot()
    def enter_dice(self) -> None:
        c = self.controller
        if not c.can_enter_dice():
            self.status_bar.showMessage(self.tr("No roll is due now."), 5000)
            return
        seat = None if c.game.phase == GamePhase.OPENING else c.game.on_roll
        names = self._names()
        dlg = ManualDiceDialog(None if seat is None else names[seat], names if seat is None else None, self.widget)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        if not c.can_enter_dice():
            return
        self._make_manual()
        c.roll_with(dlg.dice())

    # ============================================================ fair dice
    @Slot()
    def show_commitment(self) -> None:
        fair = self.fair_state()
        if fair is None:
            return
        CommitmentDialog(fair[0], self.widget).exec()

    @Slot()
    def verify_dice(self) -> None:
        m = self.match
        if m is None:
            return
        fair = self.fair_state()
        if fair is None:
            self._verify_dialog(None, self.tr("This match is not played with provably fair dice. Choose them for "
                                              "a new match in Game ▸ New match."))
            return
        commitment, seed, upto = fair
        if seed is None and isinstance(m.roller, FairRoller):
            answer = QMessageBox.question(
                self.widget, self.tr("Reveal the seed now?"),
                self.tr("The seed of the dice is revealed when the match is over. Revealed now, it would tell "
                        "every roll still to come, so the rest of this match is then played with ordinary "
                        "secure dice. Reveal it now?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return
            seed = self.session.reveal_seed()
            upto = len(match_rolls(m))
            self._update()
        if seed is None:
            self._verify_dialog(None, self.tr("This copy of the match does not carry the seed of its dice: "
                                              "the seed is revealed only when the match is over."))
            return
        rolls = match_rolls(m)
        check = check_fair_dice(commitment, seed, rolls if upto is None else rolls[:upto])
        self._verify_dialog(check)

    def _verify_dialog(self, check, reason: str = "", title: str | None = None) -> None:
        VerifyDiceDialog(check, reason, self.widget, open_file=self.verify_file, title=title).exec()

    @Slot()
    def verify_file(self) -> None:
        """Check the dice of a saved match file."""
        path, _ = file_dialog.get_open_file_name(self.widget, self.tr("Check a saved match"), "",
                                              self.tr("Takhteh Nard matches (*.nardmatch *.json);;All files (*)"))
        if not path:
            return
        check, reason = self.check_file(path)
        self._verify_dialog(check, reason, title=fill(self.tr("Verify dice: %1"), path_text(path)))

    def check_file(self, path: str) -> tuple[Any, str]:
        """(FairCheck, "") for a saved match with fair dice, or (None, why not)."""
        from nard_desktop.app.match_files import record_error_text
        from nard_desktop.app.problem import os_problem
        from nard_desktop.app.record import MAX_BYTES, loads

        try:
            with open(path, "rb") as fh:
                data = fh.read(MAX_BYTES + 1)
        except OSError as exc:
            return None, os_problem(self.tr("The file cannot be read: %1"), exc)
        try:
            match, meta = loads(data)
        except EngineError as exc:
            return None, record_error_text(exc)
        dice = meta.get("dice") or {}
        if dice.get("kind") != "fair":
            return None, self.tr("This match was not played with provably fair dice.")
        if not dice.get("seed"):
            return None, self.tr("This copy of the match does not carry the seed of its dice: the seed is revealed "
                                 "only when the match is over.")
        return check_fair_dice(dice["commitment"], dice["seed"], match_rolls(match)), ""

    # ============================================================ statistics
    @Slot()
    def show_statistics(self) -> None:
        m = self.match
        if m is None:
            return
        from .dialogs.dice_stats import DiceStatsDialog

        DiceStatsDialog(dice_statistics(m), self._names(), self.widget).exec()


__all__ = ["DiceActions", "HandDice", "set_roller"]
