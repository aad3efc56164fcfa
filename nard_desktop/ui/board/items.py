"""The board's graphics items, all drawn with vector paths so they stay crisp
at any size and on HiDPI screens."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QLinearGradient, QPainter, QPainterPath,
                           QPen, QRadialGradient)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .geometry import CHECKER, CUBE, DIE, FRAME, POINT_W, SLAB_H, BoardGeometry
from .theme import THEMES, BoardTheme, WoodPainter

_CLEAN = THEMES["classic"]

# Every colour comes from the theme an item is handed (see theme.py); the
# clean board is the theme of an item that has been handed none.
_WOOD = WoodPainter()


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    return f


class BoardItem(QGraphicsItem):
    """The board itself: frame, points, bar, trays and the point numbers."""

    def __init__(self, geometry: BoardGeometry, theme: BoardTheme = _CLEAN) -> None:
        super().__init__()
        self.geometry = geometry
        self.theme = theme
        self.numbers: dict[int, str] = {}
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, geometry: BoardGeometry) -> None:
        self.prepareGeometryChange()
        self.geometry = geometry
        self.update()

    def set_theme(self, theme: BoardTheme) -> None:
        if theme is not self.theme:
            self.theme = theme
            self.update()

    def set_numbers(self, numbers: dict[int, str]) -> None:
        if numbers != self.numbers:
            self.numbers = dict(numbers)
            self.update()

    def boundingRect(self) -> QRectF:
        return self.geometry.scene_rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g, t = self.geometry, self.theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        outer = g.scene_rect
        frame = QPainterPath()
        frame.addRoundedRect(outer, 14, 14)
        frame_colour, edge = t.c("frame"), t.c("frame_edge")
        wood = _WOOD.figures(g) if t.wood else None
        # A flat fill and a light bevel line on the clean board; the wooden board
        # fills with a gradient of many stops (its grain) and a few hairlines.
        if wood is not None:
            painter.fillPath(frame, WoodPainter.wood_gradient(outer, frame_colour, True, 5))
            WoodPainter.paint_figure(painter, wood[0], frame_colour)
        else:
            painter.fillPath(frame, frame_colour)
        painter.setPen(QPen(edge, 2))
        painter.drawPath(frame)
        painter.setPen(QPen(frame_colour.lighter(135), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(outer.adjusted(3, 3, -3, -3), 11, 11)

        # Playing field halves.
        field = t.c("field")
        field_pen = QPen(edge, t.field_line) if t.field_line else Qt.PenStyle.NoPen
        for right in (False, True):
            r = g.field_rect(right)
            if wood is not None:
                # The grain runs along the board, as in a real one; a gradient across
                # the rows is also far cheaper to fill than one across the columns.
                painter.fillRect(r, WoodPainter.wood_gradient(r, field, True, 7 + right))
                WoodPainter.paint_figure(painter, wood[1][right], field)
            else:
                painter.fillRect(r, field)
        # Bar.
        bar = g.bar_rect()
        if wood is not None:
            painter.fillRect(bar, WoodPainter.wood_gradient(bar, t.c("bar"), True, 9))
            WoodPainter.paint_figure(painter, wood[2], t.c("bar"))
        else:
            painter.fillRect(bar, t.c("bar"))

        # Points, one polygon each: one path of all 24 costs ten times as much
        # to fill in software rendering.  An outline is a slightly larger
        # triangle underneath (a stroke costs more again).
        edge_w = 1.3 if t.point_edge else 0.0
        painter.setPen(Qt.PenStyle.NoPen)
        colours = {"a": t.c("point_a"), "b": t.c("point_b"), "edge": t.c("point_edge") if edge_w else None}
        for point in range(1, 25):
            r = g.point_rect(point)
            top = g.point_is_top(point)
            for key, grow in (("edge", edge_w), ("a" if point % 2 == 0 else "b", 0.0)):
                if key == "edge" and not edge_w:
                    continue
                inset = 2.0 - grow + edge_w
                tip = 4 - 2.2 * grow + 2.2 * edge_w
                if top:
                    tri = [QPointF(r.left() + inset, r.top()), QPointF(r.right() - inset, r.top()),
                           QPointF(r.center().x(), r.bottom() - tip)]
                else:
                    tri = [QPointF(r.left() + inset, r.bottom()), QPointF(r.right() - inset, r.bottom()),
                           QPointF(r.center().x(), r.top() + tip)]
                painter.setBrush(colours[key])
                painter.drawPolygon(tri)

        # Field and bar edges over the points' bases.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(field_pen)
        for right in (False, True):
            painter.drawRect(g.field_rect(right))

        # Khatam inlay: bone, ebony and brass.
        if t.khatam:
            _WOOD.paint_khatam(painter, t, g, _device_scale(painter))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(t.c("inlay_metal"), 2.0))
            for right in (False, True):
                painter.drawRect(g.field_rect(right).adjusted(-1.5, -1.5, 1.5, 1.5))

        # Side columns: trays on the home side, the cube's place on the other.
        tray_colour, tray_edge = t.c("tray"), t.c("tray_edge")
        for bottom in (True, False):
            tray = QPainterPath()
            tray.addRoundedRect(g.tray_rect(bottom), 6, 6)
            painter.fillPath(tray, tray_colour)
            painter.setPen(QPen(tray_edge, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(tray)
        cube_col = g.cube_column()
        groove = QRectF(cube_col.center().x() - CUBE / 2 - 4, cube_col.top(), CUBE + 8, cube_col.height())
        gp = QPainterPath()
        gp.addRoundedRect(groove, 8, 8)
        painter.fillPath(gp, t.c("groove"))

        # Point numbers in the frame.
        if self.numbers:
            painter.setFont(_font(FRAME * 0.5, bold=True))
            painter.setPen(t.c("number"))
            for point, text in self.numbers.items():
                painter.drawText(g.number_pos(point), Qt.AlignmentFlag.AlignCenter, text)


class CheckerItem(QGraphicsItem):
    """One checker; on a point a disc, in the tray a slab seen edge-on."""

    def __init__(self, colour: str, seat: int) -> None:
        super().__init__()
        self.colour = colour
        self.seat = seat
        self.slot: tuple | None = None
        self.slab = False
        self.movable = False
        self.held = False
        self.count_text = ""  # shown on the top checker of a tall stack
        self.theme = _CLEAN

    def set_theme(self, theme: BoardTheme) -> None:
        if theme is not self.theme:
            self.theme = theme
            self.update()

    def set_look(self, *, slab: bool | None = None, movable: bool | None = None,
                 held: bool | None = None, count_text: str | None = None,
                 colour: str | None = None) -> None:
        # Called for every checker at every change of the board: plain
        # comparisons, and a repaint only when something shows differently.
        changed = False
        if slab is not None and slab != self.slab:
            self.prepareGeometryChange()
            self.slab = slab
            changed = True
        if movable is not None and movable != self.movable:
            self.movable = movable
            changed = True
        if held is not None and held != self.held:
            self.held = held
            changed = True
        if count_text is not None and count_text != self.count_text:
            self.count_text = count_text
            changed = True
        if colour is not None and colour != self.colour:
            self.colour = colour
            changed = True
        if changed:
            self.update()

    def boundingRect(self) -> QRectF:
        if self.slab:
            w = POINT_W - 4
            return QRectF(-w / 2 - 1, -SLAB_H / 2 - 1, w + 2, SLAB_H + 2)
        r = CHECKER / 2 + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.slab:
            path.addRect(self.boundingRect())
        else:
            path.addEllipse(QPointF(0, 0), CHECKER / 2, CHECKER / 2)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.theme.checker(self.colour)
        face, rim, edge, ink = QColor(look.face), QColor(look.rim), QColor(look.edge), QColor(look.ink)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.slab:
            w = POINT_W - 4
            rect = QRectF(-w / 2, -SLAB_H / 2 + 0.8, w, SLAB_H - 1.6)
            grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            grad.setColorAt(0, face)
            grad.setColorAt(1, rim)
            path = QPainterPath()
            path.addRoundedRect(rect, 3, 3)
            painter.fillPath(path, grad)
            painter.setPen(QPen(edge, min(2.0, look.edge_width * 0.7)))
            painter.drawPath(path)
            return
        if not _draw_sprite(painter, (self.theme.name, self.colour, self.movable, self.held), self._paint_disc):
            self._paint_disc(painter)
        if self.count_text:
            r = CHECKER / 2 - 1
            painter.setPen(ink)
            painter.setFont(_font(CHECKER * 0.42, bold=True))
            painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.count_text)

    def _paint_disc(self, painter: QPainter) -> None:
        t = self.theme
        look = t.checker(self.colour)
        face, rim, edge = QColor(look.face), QColor(look.rim), QColor(look.edge)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = CHECKER / 2 - 1
        if self.held or self.movable:
            glow = t.c("movable")
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if t.mark_separator is not None:
                painter.setPen(QPen(t.c("mark_separator"), 1.2))
                painter.drawEllipse(QPointF(0, 0), r + 1.1, r + 1.1)
                painter.setPen(QPen(glow, 3.0 if self.held else 2.2))
                painter.drawEllipse(QPointF(0, 0), r + 2.6 - (0 if self.held else -0.4), r + 2.6)
            else:
                glow.setAlpha(255 if self.held else 200)
                painter.setPen(QPen(glow, 4.5 if self.held else 3.2))
                painter.drawEllipse(QPointF(0, 0), r + 1.2, r + 1.2)
        grad = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.6)
        grad.setColorAt(0, face.lighter(108))
        grad.setColorAt(0.6, face)
        grad.setColorAt(1, rim)
        width = look.edge_width
        painter.setPen(QPen(edge, width))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(QPointF(0, 0), r - (width - 1.4) / 2, r - (width - 1.4) / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if look.ring is not None:
            # An inlaid ring, and a second fine one inside it, as on turned checkers.
            painter.setPen(QPen(QColor(look.ring), 2.2))
            painter.drawEllipse(QPointF(0, 0), r * 0.70, r * 0.70)
            fine = QColor(look.ring)
            fine.setAlpha(150)
            painter.setPen(QPen(fine, 1.0))
            painter.drawEllipse(QPointF(0, 0), r * 0.36, r * 0.36)
        else:
            ring = QColor(edge)
            ring.setAlpha(120 if width < 2 else 255)
            painter.setPen(QPen(ring, 1.2 if width < 2 else 2.0))
            painter.drawEllipse(QPointF(0, 0), r * 0.68, r * 0.68)


# Checker faces drawn once per look and device scale, then copied: thirty
# checkers share a handful of images, each rendered from the vector drawing at
# the screen's own resolution (so still crisp on HiDPI screens).
_SPRITES: dict[tuple, QImage] = {}
_SPRITE_HALF = CHECKER / 2 + 3


def _device_scale(painter: QPainter) -> float:
    """Device pixels per scene unit where ``painter`` draws now."""
    t = painter.worldTransform()
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return max(0.05, math.hypot(t.m11(), t.m12()) * dpr)


def _draw_sprite(painter: QPainter, look: tuple, draw) -> bool:
    t = painter.worldTransform()
    if t.m12() or t.m21() or t.m11() <= 0 or abs(t.m11() - t.m22()) > 1e-6:
        return False  # rotated or mirrored: draw the vectors directly
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    scale = t.m11() * dpr
    key = (*look, round(scale, 3))
    image = _SPRITES.get(key)
    if image is None:
        if len(_SPRITES) > 64:
            _SPRITES.clear()
        side = max(1, math.ceil(2 * _SPRITE_HALF * scale))
        image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.translate(side / 2, side / 2)
        p.scale(scale, scale)
        draw(p)
        p.end()
        image.setDevicePixelRatio(dpr)
        _SPRITES[key] = image
    centre = t.map(QPointF(0, 0))
    side_logical = image.width() / dpr
    painter.save()
    painter.resetTransform()
    # Whole device pixels: a copy at a fractional offset would be resampled (blurred).
    x = round((centre.x() - side_logical / 2) * dpr) / dpr
    y = round((centre.y() - side_logical / 2) * dpr) / dpr
    painter.drawImage(QPointF(x, y), image)
    painter.restore()
    return True


class HighlightItem(QGraphicsItem):
    """A legal destination of the held checker: a point's triangle or a tray."""

    def __init__(self, rect: QRectF, *, top: bool | None, landing: QPointF | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.top = top  # None: a tray
        self.landing = landing
        self.hot = False
        self.theme = _CLEAN
        self.setZValue(-5)

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        t = self.theme
        # Opaque: the same colour over a light point, a dark point or the field.
        fill = t.c("highlight")
        if self.hot:
            fill = fill.lighter(118) if fill.lightness() < 200 else fill.darker(112)
        edge = t.c("highlight_edge")
        pen = QPen(edge.darker(125) if self.hot else edge, 3 if self.hot else 2)
        r = self.rect
        path = QPainterPath()
        if self.top is None:
            path.addRoundedRect(r, 6, 6)
        elif self.top:
            path.moveTo(r.topLeft())
            path.lineTo(r.topRight())
            path.lineTo(r.center().x(), r.bottom())
            path.closeSubpath()
        else:
            path.moveTo(r.bottomLeft())
            path.lineTo(r.bottomRight())
            path.lineTo(r.center().x(), r.top())
            path.closeSubpath()
        painter.fillPath(path, fill)
        painter.setPen(pen)
        painter.drawPath(path)
        if self.landing is not None:
            ink = QColor("#000000") if fill.lightnessF() > 0.45 else QColor("#ffffff")
            painter.setPen(QPen(ink, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            local = self.landing
            painter.drawEllipse(local, CHECKER / 2 - 3, CHECKER / 2 - 3)


PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


class DieItem(QGraphicsItem):
    """One die, in the colour of the player who rolled it; a used die is dimmed."""

    def __init__(self, value: int = 1, colour: str = "light") -> None:
        super().__init__()
        self.value = value
        self.colour = colour
        self.used = False
        self.theme = _CLEAN
        self.setZValue(20)

    def set_theme(self, theme: BoardTheme) -> None:
        if theme is not self.theme:
            self.theme = theme
            self.setOpacity(theme.used_die_opacity if self.used else 1.0)
            self.update()

    def set_die(self, value: int, colour: str, used: bool) -> None:
        if (value, colour, used) != (self.value, self.colour, self.used):
            self.value, self.colour, self.used = value, colour, used
            self.setOpacity(self.theme.used_die_opacity if used else 1.0)
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-DIE / 2 - 2, -DIE / 2 - 2, DIE + 4, DIE + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not _draw_sprite(painter, ("die", self.theme.name, self.value, self.colour), self._paint_die):
            self._paint_die(painter)

    def _paint_die(self, painter: QPainter) -> None:
        look = self.theme.checker(self.colour)
        face, rim, edge, ink = QColor(look.face), QColor(look.rim), QColor(look.edge), QColor(look.ink)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-DIE / 2, -DIE / 2, DIE, DIE)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, face.lighter(106))
        grad.setColorAt(1, rim)
        path = QPainterPath()
        path.addRoundedRect(rect, DIE * 0.18, DIE * 0.18)
        painter.fillPath(path, grad)
        painter.setPen(QPen(edge, max(1.5, look.edge_width * 0.8)))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        s = DIE * 0.26
        for dx, dy in PIPS.get(self.value, []):
            painter.drawEllipse(QPointF(dx * s, dy * s), DIE * 0.085, DIE * 0.085)


class CubeItem(QGraphicsItem):
    """The doubling cube: its value (64 while centred at 1, as on a real cube)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = "64"
        self.offered = False
        self.active = False  # may be clicked to double
        self.theme = _CLEAN
        self.setZValue(25)

    def set_cube(self, text: str, offered: bool, active: bool) -> None:
        if (text, offered, active) != (self.text, self.offered, self.active):
            self.text, self.offered, self.active = text, offered, active
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-CUBE / 2 - 4, -CUBE / 2 - 4, CUBE + 8, CUBE + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-CUBE / 2, -CUBE / 2, CUBE, CUBE)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        t = self.theme
        grad.setColorAt(0, t.c("cube_face"))
        grad.setColorAt(1, t.c("cube_rim"))
        painter.fillPath(path, grad)
        lit = self.offered or self.active
        edge = t.c("highlight_edge").darker(110) if lit else t.c("cube_edge")
        painter.setPen(QPen(edge, 3.5 if lit else 1.6))
        painter.drawPath(path)
        painter.setPen(t.c("cube_ink"))
        painter.setFont(_font(CUBE * (0.46 if len(self.text) <= 2 else 0.36), bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class TextBoxItem(QGraphicsItem):
    """Centred lines of text in a box (pip counts, tray counts)."""

    def __init__(self, rect: QRectF, theme: BoardTheme = _CLEAN) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.lines: list[tuple[str, float, bool]] = []
        self.theme = theme
        self.setZValue(5)

    @property
    def colour(self) -> QColor:
        return self.theme.c("number")

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def set_lines(self, lines: list[tuple[str, float, bool]]) -> None:
        """``lines``: (text, pixel size, bold)."""
        if lines != self.lines:
            self.lines = list(lines)
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        painter.setPen(self.colour)
        total = sum(size * 1.2 for _, size, _ in self.lines)
        y = self.rect.center().y() - total / 2
        for text, size, bold in self.lines:
            font = _font(size, bold)
            room = self.rect.width() - 4
            wide = QFontMetricsF(font).horizontalAdvance(text)
            if wide > room > 0:  # shrink to fit rather than elide (elision drops marks)
                font = _font(max(7.0, size * room / wide), bold)
            painter.setFont(font)
            h = size * 1.2
            painter.drawText(QRectF(self.rect.x(), y, self.rect.width(), h), Qt.AlignmentFlag.AlignCenter, text)
            y += h


class NoticeItem(QGraphicsItem):
    """A short message over the middle of the board (a turn that passes)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.rect = QRectF(-220, -34, 440, 68)
        self.theme = _CLEAN
        self.setZValue(200)
        self.setVisible(False)

    def set_text(self, text: str, max_width: float = 596.0) -> None:
        """Show ``text``; the box grows to hold it, wrapped within ``max_width``."""
        self.text = text
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        box = QFontMetricsF(_font(22, bold=True)).boundingRect(QRectF(0, 0, max_width - 36, 400), flags, text)
        w = min(max_width, max(min(440.0, max_width), box.width() + 36))
        h = max(68.0, box.height() + 26)
        self.prepareGeometryChange()
        self.rect = QRectF(-w / 2, -h / 2, w, h)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        path = QPainterPath()
        path.addRoundedRect(self.rect, 14, 14)
        back = self.theme.c("notice_back")
        back.setAlpha(225)
        painter.fillPath(path, back)
        if self.theme.notice_edge:
            painter.setPen(QPen(self.theme.c("notice_edge"), 2.0))
            painter.drawPath(path)
        painter.setPen(self.theme.c("notice_text"))
        painter.setFont(_font(22, bold=True))
        painter.drawText(self.rect.adjusted(12, 0, -12, 0), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         self.text)


__all__ = ["BoardItem", "CheckerItem", "HighlightItem", "DieItem", "CubeItem", "TextBoxItem", "NoticeItem"]
