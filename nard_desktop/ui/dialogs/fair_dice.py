"""Provably fair dice in the window: the commitment shown before the match,
and the check of every roll once the seed is revealed (docs/fair-dice.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QHeaderView,
                               QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from nard_desktop.app.text import fill, loc
from nard_desktop.engine.fairdice import derive_roll, verify_rolls
from nard_desktop.ui.sizing import fit_dialog


@dataclass(frozen=True)
class FairCheck:
    """The outcome of checking a match's rolls against its revealed seed."""

    commitment: str
    seed: str
    rolls: tuple[tuple[int, int], ...]
    expected: tuple[tuple[int, int], ...]
    seed_fits: bool
    bad_rolls: tuple[int, ...]  # 0-based numbers of the rolls that differ

    @property
    def fair(self) -> bool:
        return self.seed_fits and not self.bad_rolls


def check_fair_dice(commitment: str, seed: str, rolls: Sequence[Sequence[int]]) -> FairCheck:
    """Check ``rolls`` against ``seed`` and the ``commitment`` shown before
    the match.  Raises :class:`FairDiceError` when ``seed`` is not a seed."""
    rolls_t = tuple((int(r[0]), int(r[1])) for r in rolls)
    mismatches = verify_rolls(seed, commitment, rolls_t)
    expected = tuple(derive_roll(seed, i) for i in range(len(rolls_t)))
    return FairCheck(commitment=commitment, seed=seed, rolls=rolls_t, expected=expected,
                     seed_fits=not any(m.index is None for m in mismatches),
                     bad_rolls=tuple(m.index for m in mismatches if m.index is not None))


def _hex_label(text: str, parent: QWidget) -> QLabel:
    label = QLabel(_grouped(text), parent)
    label.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    # Hexadecimal reads left to right in a right-to-left window too.
    label.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _grouped(hex_text: str) -> str:
    """64 hex digits as two lines of eight groups of four, easier to copy by hand."""
    groups = [hex_text[i:i + 4] for i in range(0, len(hex_text), 4)]
    lines = [" ".join(groups[i:i + 8]) for i in range(0, len(groups), 8)]
    return "\u2066" + "\n".join(lines) + "\u2069"


class CommitmentDialog(QDialog):
    """Shown before the first roll of a match with provably fair dice."""

    def __init__(self, commitment: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.commitment = commitment
        self.setWindowTitle(self.tr("Provably fair dice"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "Every roll of this match is fixed now, before the first roll. This is the fingerprint "
            "(SHA-256 commitment) of those dice: write it down or take a picture of it."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.commitment_label = _hex_label(commitment, self)
        layout.addWidget(self.commitment_label)
        after = QLabel(self.tr(
            "When the match is over the program reveals the seed of the dice (Game ▸ Dice ▸ Verify dice). "
            "Anyone can then check that it fits this fingerprint and that every roll followed from it."), self)
        after.setWordWrap(True)
        layout.addWidget(after)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.copy_button = buttons.addButton(self.tr("Copy"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(commitment))
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)
        fit_dialog(self, width_chars=64)


class VerifyDiceDialog(QDialog):
    """The verdict on a match's dice, roll by roll.

    ``check`` is None when there is nothing to check; ``reason`` then says
    why.  ``open_file`` (optional) is called by the "Check a saved match…"
    button."""

    def __init__(self, check: FairCheck | None, reason: str = "", parent: QWidget | None = None,
                 open_file: Callable[[], None] | None = None, title: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Verify dice"))
        self.check = check
        layout = QVBoxLayout(self)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        font = self.verdict.font()
        font.setBold(True)
        self.verdict.setFont(font)
        layout.addWidget(self.verdict)
        self.table: QTableWidget | None = None
        if check is None:
            self.verdict.setText(reason or self.tr("There are no fair dice to check."))
            # The technical detail (English) of a file that could not be read, on demand.
            self.verdict.setToolTip(getattr(reason, "detail", ""))
        else:
            self.verdict.setText(verdict_text(check))
            self.verdict.setStyleSheet("color: #1b6e20;" if check.fair else "color: #b00020;")
            form = QFormLayout()
            form.addRow(self.tr("Commitment (shown before the match):"), _hex_label(check.commitment, self))
            form.addRow(self.tr("Seed (revealed now):"), _hex_label(check.seed, self))
            form.addRow(self.tr("Rolls checked:"), QLabel(loc(len(check.rolls)), self))
            layout.addLayout(form)
            self.table = self._roll_table(check)
            layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self.file_button: QPushButton | None = None
        if open_file is not None:
            self.file_button = buttons.addButton(self.tr("Check a saved match…"),
                                                 QDialogButtonBox.ButtonRole.ActionRole)
            self.file_button.clicked.connect(open_file)
        row = QHBoxLayout()
        row.addWidget(buttons)
        layout.addLayout(row)
        fit_dialog(self, width_chars=80, height=520 if check is not None else None)

    def _roll_table(self, check: FairCheck) -> QTableWidget:
        table = QTableWidget(len(check.rolls), 3, self)
        table.setHorizontalHeaderLabels([self.tr("In the match"), self.tr("From the seed"), ""])
        table.setVerticalHeaderLabels([loc(i + 1) for i in range(len(check.rolls))])
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        bad = set(check.bad_rolls)
        for i, (have, want) in enumerate(zip(check.rolls, check.expected)):
            for col, text in enumerate((f"{loc(have[0])}-{loc(have[1])}", f"{loc(want[0])}-{loc(want[1])}",
                                        "✗" if i in bad else "✓")):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(i, col, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        return table


def verdict_text(check: FairCheck) -> str:
    """The verdict in the player's language."""
    if not check.seed_fits:
        return QCoreApplication.translate("FairDice", "NOT FAIR: the revealed seed does not fit the commitment shown before the match.")
    if check.bad_rolls:
        first = check.bad_rolls[0]
        have, want = check.rolls[first], check.expected[first]
        text = fill(QCoreApplication.translate("FairDice", "NOT FAIR: roll %1 was %2, but the seed gives %3."), loc(first + 1),
                    f"{loc(have[0])}-{loc(have[1])}", f"{loc(want[0])}-{loc(want[1])}")
        if len(check.bad_rolls) > 1:
            text += " " + fill(QCoreApplication.translate("FairDice", "%1 rolls differ in all."), loc(len(check.bad_rolls)))
        return text
    if not check.rolls:
        return QCoreApplication.translate("FairDice", "The seed fits the commitment. No dice have been rolled yet.")
    return fill(QCoreApplication.translate("FairDice", "Fair: the seed fits the commitment, and all %1 rolls followed from it."),
                loc(len(check.rolls)))


__all__ = ["FairCheck", "check_fair_dice", "CommitmentDialog", "VerifyDiceDialog", "verdict_text"]
