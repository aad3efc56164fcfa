"""The review's graph: the bottom player's chance after every decision.

Drawn with Qt's own painter (a small QWidget): one line over the decisions,
the marked errors as coloured dots on it, game boundaries as faint lines, the
selected decision as an upright bar.  A click selects the decision under it.
In a right-to-left layout the decisions run from right to left, as the
move list reads.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from nard_desktop.app.text import fill, loc

__all__ = ["EquityGraph"]


class EquityGraph(QWidget):
    """Values (0–1, or None where none is known yet) per decision, their marks."""

    decision_clicked = Signal(int)

    MARGIN_X = 34.0  # room for the 0 %, 50 %, 100 % labels
    MARGIN_Y = 8.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float | None] = []
        self.marks: list[str | None] = []
        self.games: list[int] = []
        self.current = -1
        self.mark_colours: dict[str, str] = {}
        self.setMinimumHeight(80)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The curve, the marks and the labels change only with the data, the
        # size, the direction and the palette: drawn once into a pixmap, so
        # that moving the selection repaints one bar over it.
        self._cache: QPixmap | None = None
        self._cache_key: tuple | None = None

    def sizeHint(self) -> QSize:  # Qt's name
        return QSize(420, 96)

    def set_data(self, values: list[float | None], marks: list[str | None], games: list[int],
                 mark_colours: dict[str, str]) -> None:
        self.values = list(values)
        self.marks = list(marks)
        self.games = list(games)
        self.mark_colours = dict(mark_colours)
        self.current = min(self.current, len(self.values) - 1)
        self._cache = None
        self.update()

    def changeEvent(self, event) -> None:  # Qt's name
        # The labels' digits and the direction follow the language.
        self._cache = None
        super().changeEvent(event)

    def set_current(self, index: int) -> None:
        if index != self.current:
            self.current = index
            self.update()

    # ------------------------------------------------------------ mapping
    def _plot(self) -> QRectF:
        # The labels stand where the graph begins: on the left, on the right in right to left.
        left = 6.0 if self._rtl() else self.MARGIN_X
        return QRectF(left, self.MARGIN_Y, max(1.0, self.width() - self.MARGIN_X - 6.0),
                      max(1.0, self.height() - 2 * self.MARGIN_Y))

    def _rtl(self) -> bool:
        return self.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def x_of(self, index: int) -> float:
        """The x (widget pixels) of decision ``index``: the middle of its column."""
        r = self._plot()
        n = max(1, len(self.values))
        step = r.width() / n
        col = n - 1 - index if self._rtl() else index
        return r.left() + (col + 0.5) * step

    def y_of(self, value: float) -> float:
        r = self._plot()
        return r.bottom() - value * r.height()

    def index_at(self, x: float) -> int | None:
        """The decision whose column holds ``x``, or None off the plot."""
        n = len(self.values)
        r = self._plot()
        if not n or not r.left() - 1 <= x <= r.right() + 1:
            return None
        col = int((x - r.left()) / (r.width() / n))
        col = max(0, min(n - 1, col))
        return n - 1 - col if self._rtl() else col

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            index = self.index_at(event.position().x())
            if index is not None:
                self.decision_clicked.emit(index)
                event.accept()
                return
        super().mousePressEvent(event)

    # ------------------------------------------------------------ drawing
    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self._rtl(), self.palette().cacheKey())
        if self._cache is None or self._cache_key != key:
            self._cache = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            self._cache.setDevicePixelRatio(ratio)
            self._cache.fill(Qt.GlobalColor.transparent)
            painter = QPainter(self._cache)
            self._paint_curve(painter)
            painter.end()
            self._cache_key = key
        p = QPainter(self)
        p.drawPixmap(0, 0, self._cache)
        n = len(self.values)
        if 0 <= self.current < n:
            r = self._plot()
            step = r.width() / n
            hl = QColor(self.palette().highlight().color())
            hl.setAlpha(90)
            x = self.x_of(self.current)
            p.fillRect(QRectF(x - max(2.0, step / 2), r.top(), max(4.0, step), r.height()), hl)
        p.end()

    def _paint_curve(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pal = self.palette()
        r = self._plot()
        p.fillRect(r, pal.base())
        text = pal.text().color()
        faint = QColor(text)
        faint.setAlpha(60)
        # The 0 %, 50 % and 100 % lines and their labels.
        p.setPen(QPen(faint, 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(r.left(), self.y_of(0.5)), QPointF(r.right(), self.y_of(0.5)))
        p.setPen(QPen(faint, 1))
        p.drawRect(r)
        small = p.font()
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.8))
        p.setFont(small)
        p.setPen(text)
        for v in (0.0, 0.5, 1.0):
            y = self.y_of(v)
            box = QRectF(r.right() + 4, y - 8, self.MARGIN_X - 4, 16) if self._rtl() else \
                QRectF(0, y - 8, self.MARGIN_X - 4, 16)
            align = Qt.AlignmentFlag.AlignLeft if self._rtl() else Qt.AlignmentFlag.AlignRight
            p.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, fill(self.tr("%1%"), loc(round(v * 100))))
        n = len(self.values)
        if not n:
            return
        # Game boundaries.
        step = r.width() / n
        p.setPen(QPen(faint, 1))
        for i in range(1, n):
            if self.games[i] != self.games[i - 1]:
                x = (self.x_of(i) + self.x_of(i - 1)) / 2
                p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
        # The line, broken where no value is known.
        line = QColor(pal.highlight().color()).darker(120) if self.palette().base().color().lightness() > 128 \
            else QColor(pal.highlight().color()).lighter(130)
        path = QPainterPath()
        drawing = False
        for i, v in enumerate(self.values):
            if v is None:
                drawing = False
                continue
            pt = QPointF(self.x_of(i), self.y_of(v))
            if drawing and self.games[i] == self.games[i - 1]:
                path.lineTo(pt)
            else:
                path.moveTo(pt)
            drawing = True
        p.setPen(QPen(line, 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        # The marks.
        radius = max(3.0, min(5.0, step / 2))
        for i, (v, m) in enumerate(zip(self.values, self.marks)):
            if not m or v is None:
                continue
            p.setPen(QPen(QColor("#000000"), 1))
            p.setBrush(QColor(self.mark_colours.get(m, "#c0392b")))
            p.drawEllipse(QPointF(self.x_of(i), self.y_of(v)), radius, radius)
