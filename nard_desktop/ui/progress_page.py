"""The Progress page: the player's results against each computer level, the
PR of the last analysed games as a graph, and a FIBS rating against each level.

It only reads :class:`nard_desktop.app.player_record.PlayerRecord`; numbers
go through QLocale, so the Persian page has Persian digits.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView,
                               QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from nard_desktop.app.player_record import PROVISIONAL_EXPERIENCE, START_RATING, PlayerRecord
from nard_desktop.app.text import fill, level_name, loc
from nard_desktop.ui.sizing import fit_dialog
from nard_desktop.ui.retranslating import Retranslating

# Levels in the order of their strength.
LEVEL_ORDER = ("beginner", "intermediate", "advanced", "expert", "world_class")


def number(value: float, decimals: int) -> str:
    return QLocale().toString(float(value), "f", decimals)


class TrendGraph(QWidget):
    """PR over the last analysed games, oldest on the reading side's start
    (the right in Persian, the left in English); lower is better."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.setMinimumSize(320, 160)
        self.setAccessibleName(QCoreApplication.translate("ProgressPage", "PR over the last games"))

    def set_values(self, values: list[float]) -> None:
        self.values = list(values)
        desc = QCoreApplication.translate("ProgressPage", "games: %1; last PR: %2")
        if self.values:
            self.setAccessibleDescription(desc.replace("%1", loc(len(self.values)))
                                          .replace("%2", number(self.values[-1], 1)))
        self.update()

    def point_positions(self) -> list[QPointF]:
        """Where each game's PR is drawn (also what a test checks)."""
        area = self._plot_area()
        if not self.values:
            return []
        top = max(max(self.values), 1.0)
        n = len(self.values)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        out = []
        for i, v in enumerate(self.values):
            frac = 0.5 if n == 1 else i / (n - 1)
            if rtl:
                frac = 1 - frac
            out.append(QPointF(area.left() + frac * area.width(), area.bottom() - (v / top) * area.height()))
        return out

    def _plot_area(self) -> QRectF:
        m = self.fontMetrics()
        pad = m.height()
        left_room = m.horizontalAdvance(number(88.8, 1)) + pad
        r = QRectF(self.rect()).adjusted(pad, pad, -pad, -pad * 1.5)
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            return r.adjusted(0, 0, -left_room, 0)
        return r.adjusted(left_room, 0, 0, 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._plot_area()
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        p.setPen(QPen(pal.mid().color(), 1))
        p.drawRect(area)
        if not self.values:
            p.setPen(pal.placeholderText().color())
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                       QCoreApplication.translate("ProgressPage", "No analysed games yet"))
            return
        top = max(max(self.values), 1.0)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        p.setPen(pal.text().color())
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        p.setFont(font)
        for frac in (0.0, 0.5, 1.0):
            y = area.bottom() - frac * area.height()
            label = number(top * frac, 1)
            rect = (QRectF(area.right() + 4, y - 10, 200, 20) if rtl else QRectF(0, y - 10, area.left() - 4, 20))
            align = (Qt.AlignmentFlag.AlignLeft if rtl else Qt.AlignmentFlag.AlignRight) | Qt.AlignmentFlag.AlignVCenter
            p.drawText(rect, align, label)
            p.setPen(QPen(pal.mid().color(), 1, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(pal.text().color())
        points = self.point_positions()
        path = QPainterPath(points[0])
        for pt in points[1:]:
            path.lineTo(pt)
        p.setPen(QPen(QColor("#2a6fb0"), 2))
        p.drawPath(path)
        p.setBrush(QColor("#2a6fb0"))
        for pt in points:
            p.drawEllipse(pt, 3, 3)


class ProgressDialog(Retranslating, QDialog):
    """Results per computer level and the PR trend (Game ▸ Progress)."""

    def __init__(self, record: PlayerRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ProgressDialog")
        self.record = record
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.table = QTableWidget(0, 6, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.trend_label = QLabel(self)
        self.level_combo = QComboBox(self)
        self.level_combo.currentIndexChanged.connect(self._show_trend)
        self.trend_label.setBuddy(self.level_combo)
        row.addWidget(self.trend_label)
        row.addWidget(self.level_combo, 1)
        layout.addLayout(row)
        self.graph = TrendGraph(self)
        layout.addWidget(self.graph, 1)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()
        fit_dialog(self, width_chars=80, height=560)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Progress"))
        self.heading.setText(self.tr("Your results against the computer, level by level."))
        self.table.setHorizontalHeaderLabels([
            self.tr("Level"), self.tr("Games"), self.tr("Won"), self.tr("Points per game"), self.tr("Matches won"),
            self.tr("Rating")])
        self.trend_label.setText(self.tr("PR (lower is better) over the last games against:"))
        self.note.setText(fill(self.tr(
            "The rating is a FIBS rating against each level: you start at %1 and the level stays at %1, "
            "so above %1 you play better than that level. Each match counts with its length, each money "
            "game as a match of one point. It changes only when a match ends, so the games of a match "
            "not yet finished leave it where it was; until your matches add up to %2 points it is "
            "provisional, and moves faster."), loc(START_RATING), loc(PROVISIONAL_EXPERIENCE)))
        self.refresh()

    def rating_text(self, rating: float, experience: int) -> str:
        """The rating, said to be provisional while few matches are behind it."""
        if experience < PROVISIONAL_EXPERIENCE:
            return fill(self.tr("%1 (provisional)"), loc(round(rating)))
        return loc(round(rating))

    def levels(self) -> list[str]:
        known = self.record.levels()
        return [lv for lv in LEVEL_ORDER if lv in known] + [lv for lv in known if lv not in LEVEL_ORDER]

    def refresh(self) -> None:
        if self.record.closed:  # the window is closing: nothing more to show
            return
        levels = self.levels()
        self.table.setRowCount(len(levels))
        for r, lv in enumerate(levels):
            s = self.record.summary(lv)
            cells = [level_name(lv), loc(s.games), loc(s.wins), number(s.points_per_game, 2),
                     f"{loc(s.match_wins)} / {loc(s.matches)}", self.rating_text(s.rating, s.experience)]
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        current = self.level_combo.currentData()
        self.level_combo.blockSignals(True)
        self.level_combo.clear()
        self.level_combo.addItem(self.tr("every level"), None)
        for lv in levels:
            self.level_combo.addItem(level_name(lv), lv)
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(current)))
        self.level_combo.blockSignals(False)
        self._show_trend()

    def _show_trend(self, *_args) -> None:
        level = self.level_combo.currentData()
        self.graph.set_values([pr for _, pr in self.record.pr_trend(level=level)])


__all__ = ["ProgressDialog", "TrendGraph", "LEVEL_ORDER"]
