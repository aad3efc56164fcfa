"""Entering a roll by hand: two spin boxes, 1 to 6 (for playing out a game
thrown with real dice on a real board)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from nard_desktop.app.text import fill, is_you
from nard_desktop.ui.sizing import fit_dialog


class ManualDiceDialog(QDialog):
    """Asks for two dice.  ``names`` are the two players' names for the
    opening roll (one die each: the first die is seat 0's), or None for a
    turn's roll by ``roller``."""

    def __init__(self, roller: str | None = None, names: tuple[str, str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Enter dice"))
        layout = QVBoxLayout(self)
        if names is not None:
            text = self.tr("The opening roll: each player's die.")
        elif roller and is_you(roller):
            text = self.tr("The dice you rolled:")
        elif roller:
            text = fill(self.tr("The dice %1 rolled:"), roller)
        else:
            text = self.tr("The dice rolled:")
        self.prompt = QLabel(text, self)
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        form = QFormLayout()
        self.first = QSpinBox(self)
        self.second = QSpinBox(self)
        for box in (self.first, self.second):
            box.setRange(1, 6)
            box.setValue(1)
            box.setMinimumWidth(70)
        if names is not None:
            form.addRow(fill(self.tr("Die of %1:"), names[0]), self.first)
            form.addRow(fill(self.tr("Die of %1:"), names[1]), self.second)
        else:
            form.addRow(self.tr("First die:"), self.first)
            form.addRow(self.tr("Second die:"), self.second)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Roll"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_dialog(self, width_chars=40)
        self.first.setFocus()
        self.first.selectAll()

    def dice(self) -> tuple[int, int]:
        return (self.first.value(), self.second.value())

    def set_dice(self, dice: tuple[int, int]) -> None:
        self.first.setValue(int(dice[0]))
        self.second.setValue(int(dice[1]))


__all__ = ["ManualDiceDialog"]
