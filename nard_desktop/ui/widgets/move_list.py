"""The game's moves in standard notation, one column per player."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from nard_desktop.app.controller import MoveEntry
from nard_desktop.app.text import loc
from nard_desktop.ui.retranslating import Retranslating


def arrange(entries: list[MoveEntry]) -> list[list[str]]:
    """Rows of ``[seat 0's text, seat 1's text]``, read left to right: a new
    row starts when the player's cell is taken, or when the left player acts
    after the right one."""
    rows: list[list[str]] = []
    for e in entries:
        if not rows or rows[-1][e.seat] or (e.seat == 0 and rows[-1][1]):
            rows.append(["", ""])
        rows[-1][e.seat] = e.text
    return rows


class MoveListWidget(Retranslating, QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # Rows are sized one by one as they change: ResizeToContents would
        # re-measure every row on each update, which grows slow in long games.
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space and Enter belong to the game
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setAccessibleName(self.tr("Moves"))
        # No "1" and "2" (Qt's default column labels) before the players are known.
        self.setHorizontalHeaderLabels(["", ""])
        self._rows: list[list[str]] = []

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Moves"))
        self.retranslate_numbers()

    def set_names(self, names: tuple[str, str]) -> None:
        for c, name in enumerate(names):
            # "Computer (intermediate)": the level on a line of its own, so a narrow
            # column shows the whole name instead of cutting it short.
            name = name.replace(" (", "\n(")
            item = self.horizontalHeaderItem(c)
            if item is None or item.text() != name:
                item = QTableWidgetItem(name)
                item.setToolTip(name)
                self.setHorizontalHeaderItem(c, item)
        self.fit_header()

    def fit_header(self) -> None:
        """A name too wide for its column is written smaller rather than cut short
        ("Computer (intermed…" lost the level)."""
        header = self.horizontalHeader()
        base = header.font()
        for c in range(self.columnCount()):
            item = self.horizontalHeaderItem(c)
            if item is None or not item.text():
                continue
            room = header.sectionSize(c) - 10
            wide = max(QFontMetricsF(base).horizontalAdvance(line) for line in item.text().split("\n"))
            font = QFont(base)
            if room > 0 and wide > room:
                font.setPointSizeF(max(base.pointSizeF() * 0.7, base.pointSizeF() * room / wide))
            if item.font() != font:
                item.setFont(font)

    def resizeEvent(self, event) -> None:  # Qt's name
        super().resizeEvent(event)
        self.fit_header()

    def set_entries(self, entries: list[MoveEntry]) -> None:
        rows = arrange(entries)
        if rows == self._rows:
            return
        old = self._rows
        self._rows = rows
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            if r < len(old) and old[r] == row:
                continue  # unchanged rows keep their items and height
            self.setVerticalHeaderItem(r, QTableWidgetItem(loc(r + 1)))
            for c, text in enumerate(row):
                self.setItem(r, c, QTableWidgetItem(text))
            self.resizeRowToContents(r)
        if rows:
            self.scrollToBottom()

    def retranslate_numbers(self) -> None:
        """Row numbers in the current locale's digits (after a language switch)."""
        for r in range(len(self._rows)):
            self.setVerticalHeaderItem(r, QTableWidgetItem(loc(r + 1)))

    def rows(self) -> list[list[str]]:
        return [list(r) for r in self._rows]
