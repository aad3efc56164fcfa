"""Offering to resign: a single game, a gammon or a backgammon."""

from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QButtonGroup, QDialog, QDialogButtonBox, QLabel, QRadioButton, QVBoxLayout, QWidget

from nard_desktop.app.text import fill, points_text, result_kind_name
from nard_desktop.engine import ResultType
from nard_desktop.ui.sizing import fit_dialog


class ResignDialog(QDialog):
    def __init__(self, points: Callable[[int], int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resign"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Offer to lose this game as:"), self))
        self.group = QButtonGroup(self)
        self.buttons: dict[int, QRadioButton] = {}
        for kind in ResultType:
            b = QRadioButton(fill(self.tr("a %1 (%2)"), result_kind_name(kind), points_text(points(int(kind)))),
                             self)
            self.group.addButton(b, int(kind))
            self.buttons[int(kind)] = b
            layout.addWidget(b)
        self.buttons[1].setChecked(True)
        layout.addWidget(QLabel(self.tr("Your opponent accepts or declines the offer."), self))
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Offer"))
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        fit_dialog(self, width_chars=40)

    def level(self) -> int:
        return self.group.checkedId()
