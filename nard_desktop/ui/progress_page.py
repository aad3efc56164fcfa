"""The Progress page: the player's results against each computer level, the
PR of the last analysed games as a graph, and a FIBS rating against each level.

It only reads :class:`nard_desktop.app.player_record.PlayerRecord`; numbers
go through QLocale, so the Persian page has Persian digits.
"""

from __future__ import annotations

import datetime as _dt
import math

from PySide6.QtCore import QCalendar, QCoreApplication, QDate, QEvent, QLocale, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QHelpEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView,
                               QLabel, QTableWidget, QTableWidgetItem, QToolTip, QVBoxLayout, QWidget)

from nard_desktop.app.player_record import PROVISIONAL_EXPERIENCE, START_RATING, PlayerRecord
from nard_desktop.app.text import fill, level_name, loc
from nard_desktop.ui.sizing import fit_dialog
from nard_desktop.ui.retranslating import Retranslating

# Levels in the order of their strength.
LEVEL_ORDER = ("beginner", "intermediate", "advanced", "expert", "world_class")


def number(value: float, decimals: int) -> str:
    return QLocale().toString(float(value), "f", decimals)


def nice_ticks(top: float, most: int = 5) -> list[float]:
    """The values marked on the PR scale: 0 up to at least ``top``, in steps of 1, 2
    or 5 times a power of ten, at most ``most`` + 1 marks."""
    top = max(float(top), 1e-9)
    raw = top / most
    power = 10 ** math.floor(math.log10(raw))
    step = next(k * power for k in (1, 2, 5, 10) if k * power >= raw)
    count = math.ceil(top / step - 1e-9)
    return [round(i * step, 6) for i in range(count + 1)]


def played_date(played_at: str) -> str:
    """The date of a game (``played_at``: ISO 8601) as the locale writes it (the
    Persian calendar in Persian); empty when it cannot be read."""
    try:
        when = _dt.datetime.fromisoformat(played_at)
    except (TypeError, ValueError):
        return ""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)  # the year ۱۴۰۵, not ۱٬۴۰۵
    calendar = QCalendar(QCalendar.System.Jalali) if locale.language() == QLocale.Language.Persian else QCalendar()
    parts = calendar.partsFromDate(QDate(when.year, when.month, when.day))
    if not parts.isValid():
        return ""
    # Day, month's name, year: the order both languages write a date in.
    return " ".join((locale.toString(parts.day), calendar.monthName(locale, parts.month, parts.year),
                     locale.toString(parts.year)))


class TrendGraph(QWidget):
    """PR over the last analysed games, oldest on the reading side's start
    (the right in Persian, the left in English); lower is better.

    It has a scale of PR on the side where reading starts and the games'
    numbers along the bottom, both with their titles; hovering over a point
    shows that game's PR and date.  :meth:`y_ticks`, :meth:`x_ticks` and
    :meth:`axis_titles` are what is drawn (``painted`` lists the texts of the
    last painting, each with the rectangle its letters took)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.dates: list[str] = []
        self.painted: list[tuple[str, QRectF]] = []
        self.setMinimumSize(320, 180)
        self.setMouseTracking(True)
        self.setAccessibleName(QCoreApplication.translate("ProgressPage", "PR over the last games"))

    def set_values(self, values: list[float], dates: list[str] | None = None) -> None:
        """The PR of each game, oldest first, and when each was played (ISO 8601)."""
        self.values = list(values)
        self.dates = list(dates) if dates is not None else [""] * len(self.values)
        desc = QCoreApplication.translate("ProgressPage", "games: %1; last PR: %2")
        if self.values:
            self.setAccessibleDescription(desc.replace("%1", loc(len(self.values)))
                                          .replace("%2", number(self.values[-1], 1)))
        self.update()

    # ------------------------------------------------------------ the scale
    def _top(self) -> float:
        return nice_ticks(max(max(self.values), 1.0))[-1] if self.values else 1.0

    def _decimals(self) -> int:
        ticks = nice_ticks(max(max(self.values), 1.0)) if self.values else [0.0, 1.0]
        step = ticks[1] - ticks[0] if len(ticks) > 1 else 1.0
        return 0 if abs(step - round(step)) < 1e-9 else 1

    def y_ticks(self) -> list[tuple[float, str]]:
        """The PR scale: each mark's value and its label (the locale's digits)."""
        if not self.values:
            return []
        decimals = self._decimals()
        return [(v, number(v, decimals)) for v in nice_ticks(max(max(self.values), 1.0))]

    def x_ticks(self) -> list[tuple[int, str]]:
        """The games marked along the bottom: each one's index (0: the oldest) and
        its number (1, 2, ...), as many as fit side by side, the first and last always."""
        n = len(self.values)
        if n == 0:
            return []
        room = max(1.0, self._plot_area().width())
        label_w = self.fontMetrics().horizontalAdvance(loc(n)) * 2 + 8
        fits = max(2, int(room // label_w))
        step = max(1, math.ceil((n - 1) / (fits - 1))) if n > 1 else 1
        picked = list(range(0, n, step))
        if picked[-1] != n - 1:
            if len(picked) > 1 and (n - 1 - picked[-1]) <= step / 2:
                picked[-1] = n - 1
            else:
                picked.append(n - 1)
        return [(i, loc(i + 1)) for i in picked]

    @staticmethod
    def axis_titles() -> tuple[str, str]:
        """The titles of the bottom axis and of the PR scale."""
        return (QCoreApplication.translate("ProgressPage", "Games, oldest to newest"),
                QCoreApplication.translate("ProgressPage", "PR (lower is better)"))

    def _rtl(self) -> bool:
        return self.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def point_positions(self) -> list[QPointF]:
        """Where each game's PR is drawn (also what a test checks)."""
        area = self._plot_area()
        if not self.values:
            return []
        top = self._top()
        n = len(self.values)
        rtl = self._rtl()
        out = []
        for i, v in enumerate(self.values):
            frac = 0.5 if n == 1 else i / (n - 1)
            if rtl:
                frac = 1 - frac
            out.append(QPointF(area.left() + frac * area.width(), area.bottom() - (v / top) * area.height()))
        return out

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.9))
        return font

    def _plot_area(self) -> QRectF:
        m = QFontMetricsF(self._small_font())
        pad = m.height() * 0.6
        widest = max([m.horizontalAdvance(label) for _, label in self.y_ticks()] or [0.0])
        side_room = widest + pad * 1.5
        # Above: the scale's title; below: the games' numbers and the axis title.
        r = QRectF(self.rect()).adjusted(pad, pad + m.height() * 1.9, -pad, -(pad + m.height() * 2.4))
        if self._rtl():
            r.adjust(0, 0, -side_room, 0)
        else:
            r.adjust(side_room, 0, 0, 0)
        return r

    # ------------------------------------------------------------ hovering
    def point_at(self, pos: QPointF | QPoint) -> int | None:
        """The game whose point is nearest ``pos`` (within a finger's width), or None."""
        pts = self.point_positions()
        if not pts:
            return None
        p = QPointF(pos)
        best = min(range(len(pts)), key=lambda i: (pts[i].x() - p.x()) ** 2 + (pts[i].y() - p.y()) ** 2)
        reach = max(12.0, self.fontMetrics().height() * 1.2)
        if abs(pts[best].x() - p.x()) > reach or abs(pts[best].y() - p.y()) > reach * 2:
            return None
        return best

    def point_text(self, index: int) -> str:
        """What the tooltip of a game's point says: its number, date and PR."""
        pr = number(self.values[index], 1)
        when = played_date(self.dates[index]) if index < len(self.dates) else ""
        if when:
            return fill(QCoreApplication.translate("ProgressPage", "Game %1 (%2): PR %3"), loc(index + 1), when, pr)
        return fill(QCoreApplication.translate("ProgressPage", "Game %1: PR %2"), loc(index + 1), pr)

    def event(self, event: QEvent) -> bool:  # Qt's name
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.point_at(event.pos())
            if index is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.point_text(index), self)
            return True
        return super().event(event)

    # ------------------------------------------------------------ painting
    def _text(self, p: QPainter, rect: QRectF, align: Qt.AlignmentFlag, text: str) -> None:
        p.drawText(rect, align, text)
        self.painted.append((text, p.boundingRect(rect, align, text)))

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        self.painted = []
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._plot_area()
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        if not self.values:
            p.setPen(pal.placeholderText().color())
            self._text(p, QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter,
                       QCoreApplication.translate("ProgressPage", "No analysed games yet"))
            return
        top = self._top()
        rtl = self._rtl()
        font = self._small_font()
        p.setFont(font)
        m = QFontMetricsF(font)
        text_pen = QPen(pal.text().color(), 1)
        grid_pen = QPen(pal.mid().color(), 1, Qt.PenStyle.DotLine)
        # Absolute sides: in a right-to-left widget Qt would mirror a plain left or right.
        h_align = (Qt.AlignmentFlag.AlignLeft if rtl else Qt.AlignmentFlag.AlignRight) | Qt.AlignmentFlag.AlignAbsolute
        # The PR scale: a mark and a grid line at each value.
        for value, label in self.y_ticks():
            y = area.bottom() - (value / top) * area.height()
            p.setPen(grid_pen)
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(text_pen)
            tick_x = area.right() if rtl else area.left()
            p.drawLine(QPointF(tick_x - 4, y), QPointF(tick_x + 4, y))
            rect = (QRectF(area.right() + 6, y - m.height() / 2, self.width() - area.right() - 6, m.height()) if rtl
                    else QRectF(0, y - m.height() / 2, area.left() - 6, m.height()))
            self._text(p, rect, h_align | Qt.AlignmentFlag.AlignVCenter, label)
        # The axes: the scale on the side where reading starts, the games along the bottom.
        p.setPen(QPen(pal.text().color(), 1.5))
        axis_x = area.right() if rtl else area.left()
        p.drawLine(QPointF(axis_x, area.top()), QPointF(axis_x, area.bottom()))
        p.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()))
        points = self.point_positions()
        p.setPen(text_pen)
        for index, label in self.x_ticks():
            x = points[index].x()
            p.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 4))
            w = max(m.horizontalAdvance(label) + 8, 24.0)
            left = max(0.0, min(self.width() - w, x - w / 2))  # the end games' numbers stay inside
            self._text(p, QRectF(left, area.bottom() + 4, w, m.height()),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        x_title, y_title = self.axis_titles()
        self._text(p, QRectF(area.left(), area.bottom() + 4 + m.height(), area.width(), m.height() * 1.2),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, x_title)
        # Above the top mark's label (centred on the plot's top edge).
        title_rect = QRectF(0, area.top() - m.height() * 1.9, self.width(), m.height() * 1.2)
        title_rect = title_rect.adjusted(4, 0, -4, 0)
        self._text(p, title_rect, (Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft)
                   | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter, y_title)
        # The games' PR.
        path = QPainterPath(points[0])
        for pt in points[1:]:
            path.lineTo(pt)
        p.setPen(QPen(QColor("#2a6fb0"), 2))
        p.drawPath(path)
        p.setBrush(QColor("#2a6fb0"))
        for pt in points:
            p.drawEllipse(pt, 3.5, 3.5)


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
        layout.addWidget(self.table, 1)  # a row a level: the chart gets the room
        row = QHBoxLayout()
        self.trend_label = QLabel(self)
        self.level_combo = QComboBox(self)
        self.level_combo.currentIndexChanged.connect(self._show_trend)
        self.trend_label.setBuddy(self.level_combo)
        row.addWidget(self.trend_label)
        row.addWidget(self.level_combo, 1)
        layout.addLayout(row)
        self.graph = TrendGraph(self)
        layout.addWidget(self.graph, 2)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()
        fit_dialog(self, width_chars=100, height=640)

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
            name = level_name(lv)  # a word for sentences: a cell of its own starts with a capital
            cells = [name[:1].upper() + name[1:], loc(s.games), loc(s.wins), number(s.points_per_game, 2),
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
        trend = self.record.pr_trend(level=level)
        self.graph.set_values([pr for _, pr in trend], [when for when, _ in trend])


__all__ = ["ProgressDialog", "TrendGraph", "LEVEL_ORDER"]
