"""Arrows on the board: a play drawn checker by checker.

Review (and anything else that wants to show a play without making it)
hands the scene a position and up to two plays; each single step of a play
becomes one arrow, from the checker that moves (the top one of its point, as
the play goes on) to where it lands.  The best play and the play made are
drawn in the theme's two arrow colours (``arrow_best``, ``arrow_played``),
each with a dark outline, the two nudged apart sideways so that a step they
share shows both colours.  The arrows are a picture of a play: the next
position drawn on the board clears them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from nard_desktop.engine import Play, Position

from .geometry import BoardGeometry
from .theme import THEMES, BoardTheme

__all__ = ["Arrow", "ArrowsItem", "play_arrows", "BEST", "PLAYED"]

BEST = "best"
PLAYED = "played"
_WIDTH = 7.0
_HEAD = 20.0



@dataclass(frozen=True)
class Arrow:
    """One step of a play: ``src``/``dst`` in the mover's numbering (25 the
    bar, 0 off), drawn from ``start`` to ``end`` (scene units)."""

    kind: str  # BEST or PLAYED
    src: int
    dst: int
    start: QPointF
    end: QPointF


def play_arrows(geometry: BoardGeometry, slot_for, seat: int, bottom: int, position: Position, play: Play,
                kind: str, nudge: float = 0.0) -> list[Arrow]:
    """The arrows of ``play`` by ``seat`` from ``position`` (seen by the
    mover): each step starts at the top checker of its point as the play has
    left it so far, and ends where that checker comes to rest.  ``slot_for``
    is the scene's ``slot_for(seat, point)``."""
    counts = list(position.mine)
    out = []
    for src, dst in play.moves:
        start = geometry.slot_pos(slot_for(seat, src), max(0, counts[src] - 1), bottom)
        counts[src] -= 1
        end = geometry.slot_pos(slot_for(seat, dst), counts[dst], bottom)
        counts[dst] += 1
        if nudge:
            dx, dy = end.x() - start.x(), end.y() - start.y()
            n = math.hypot(dx, dy) or 1.0
            side = QPointF(-dy / n * nudge, dx / n * nudge)
            start, end = start + side, end + side
        out.append(Arrow(kind, src, dst, start, end))
    return out


class ArrowsItem(QGraphicsItem):
    """Every arrow on the board, above the checkers."""

    def __init__(self) -> None:
        super().__init__()
        self.arrows: list[Arrow] = []
        self.theme: BoardTheme = THEMES["classic"]
        self.setZValue(150)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._rect = QRectF()

    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.update()

    def set_arrows(self, arrows: list[Arrow]) -> None:
        self.prepareGeometryChange()
        self.arrows = list(arrows)
        rect = QRectF()
        for a in self.arrows:
            rect = rect.united(QRectF(a.start, a.end).normalized())
        pad = _HEAD + _WIDTH
        self._rect = rect.adjusted(-pad, -pad, pad, pad) if self.arrows else QRectF()
        self.setVisible(bool(self.arrows))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        t = self.theme
        edge = t.c("arrow_edge")
        # The play made first, so that the best play's arrows lie on top.
        for a in sorted(self.arrows, key=lambda a: a.kind == BEST):
            colour = t.c("arrow_best" if a.kind == BEST else "arrow_played")
            shaft, head = self._shape(a)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(edge, _WIDTH + 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(shaft)
            painter.setPen(QPen(colour, _WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(shaft)
            painter.setPen(QPen(edge, 1.5))
            painter.setBrush(colour)
            painter.drawPath(head)

    @staticmethod
    def _shape(a: Arrow) -> tuple[QPainterPath, QPainterPath]:
        dx, dy = a.end.x() - a.start.x(), a.end.y() - a.start.y()
        n = math.hypot(dx, dy) or 1.0
        ux, uy = dx / n, dy / n
        head_len = min(_HEAD, n * 0.6)
        base = QPointF(a.end.x() - ux * head_len, a.end.y() - uy * head_len)
        shaft = QPainterPath(a.start)
        shaft.lineTo(base)
        half = head_len * 0.55
        head = QPainterPath(a.end)
        head.lineTo(QPointF(base.x() - uy * half, base.y() + ux * half))
        head.lineTo(QPointF(base.x() + uy * half, base.y() - ux * half))
        head.closeSubpath()
        return shaft, head
