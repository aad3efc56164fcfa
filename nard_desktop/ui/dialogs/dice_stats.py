"""How the dice fell in this match, per player, against fair dice."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from nard_desktop.app.text import fill, loc
from nard_desktop.ui.sizing import fit_dialog


def decimal(x: float, places: int = 1) -> str:
    """A number with ``places`` decimals in the current locale's digits."""
    return QLocale().toString(float(x), "f", places)


def percent(p: float) -> str:
    loc_ = QLocale()
    return loc_.toString(float(p) * 100, "f", 0) + loc_.percent()


class DiceStatsDialog(QDialog):
    """``stats`` is :func:`nard_desktop.engine.fairdice.dice_statistics` of
    the match; ``names`` the two players' names."""

    def __init__(self, stats: dict[str, Any], names: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Dice statistics"))
        self.stats = stats
        layout = QVBoxLayout(self)
        columns = [stats["players"][0], stats["players"][1], stats["all"]]
        rows: list[tuple[str, list[str]]] = []
        rows.append((self.tr("Rolls"), [loc(s["rolls"]) for s in columns]))
        rows.append((self.tr("Dice thrown"), [loc(s["dice"]) for s in columns]))
        for face in range(6):
            rows.append((fill(self.tr("Face %1"), loc(face + 1)),
                         [self._versus(s["faces"][face], s["expected_face"]) for s in columns]))
        rows.append((self.tr("Doubles"), [self._versus(s["doubles"], s["expected_doubles"]) for s in columns]))
        rows.append((self.tr("Average pips per roll"),
                     [self._versus(s["average_pips"], s["expected_average_pips"], places=2) for s in columns]))
        self.table = QTableWidget(len(rows), 3, self)
        self.table.setHorizontalHeaderLabels([names[0], names[1], self.tr("Both")])
        self.table.setVerticalHeaderLabels([r[0] for r in rows])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for r, (_, cells) in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        layout.addWidget(self.table, 1)
        note = QLabel(self._summary(stats["all"]), self)
        note.setWordWrap(True)
        layout.addWidget(note)
        self.note = note
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_dialog(self, width_chars=96, height=470)

    def _versus(self, value: float | None, expected: float | None, places: int = 1) -> str:
        if value is None:
            return "–"
        shown = loc(value) if isinstance(value, int) else decimal(value, places)
        if expected is None:
            return shown
        return fill(self.tr("%1 (fair: %2)"), shown, decimal(expected, places))

    def _summary(self, s: dict[str, Any]) -> str:
        head = self.tr("In brackets: what fair dice give on average for as many rolls. "
                       "Doubles count four times in the pips; each opening roll counts one die for each player.")
        if s["p_faces"] is None or s["p_doubles"] is None:
            return head
        return head + " " + fill(self.tr(
            "With fair dice, faces spread at least this unevenly in %1 of matches, and doubles stray at least "
            "this far from one roll in six in %2."), percent(s["p_faces"]), percent(s["p_doubles"]))


__all__ = ["DiceStatsDialog", "decimal", "percent"]
