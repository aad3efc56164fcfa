"""Where everything sits on the board, in scene units.

The board is laid out for the player at the bottom: the bottom player's
points are numbered 1–24 ("board points" here) counter-clockwise from the
bottom corner of the home board.  With the home board on the right (the
default) point 1 is at the bottom right, 12 at the bottom left, 13 at the top
left and 24 at the top right; with the home board on the left everything is
mirrored.  The bear-off trays sit beside the home boards, the cube on the
other side.

A *slot* is where checkers rest: ``("point", n, seat)`` for board point n,
``("bar", seat)``, ``("off", seat)``; ``seat`` names whose checkers they are,
``bottom`` (True) or the top player.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

CHECKER = 52.0  # checker diameter
POINT_W = 56.0
POINT_H = 5 * CHECKER
GAP = 84.0  # between the top and bottom points: dice live here
FRAME = 30.0  # outer frame; the point numbers are written in it
INNER = 12.0  # frame between a side column and the playing field
BAR_W = 64.0
SIDE_W = 78.0
DIE = 44.0
CUBE = 54.0
SLAB_H = POINT_H / 15.0
VISIBLE_STACK = 5  # checkers drawn per point before the count is shown
VISIBLE_BAR = 3


class BoardGeometry:
    """Coordinates of points, bar, trays, dice and cube for one orientation."""

    def __init__(self, home_on_right: bool = True) -> None:
        self.home_on_right = home_on_right
        self.width = 2 * FRAME + 2 * SIDE_W + 2 * INNER + 12 * POINT_W + BAR_W
        self.height = 2 * FRAME + 2 * POINT_H + GAP
        self.field_top = FRAME
        self.field_bottom = FRAME + 2 * POINT_H + GAP
        self.mid_y = self.height / 2
        # Unmirrored x positions (home on the right).
        self._left_col = FRAME
        self._left_field = FRAME + SIDE_W + INNER
        self._bar = self._left_field + 6 * POINT_W
        self._right_field = self._bar + BAR_W
        self._right_col = self._right_field + 6 * POINT_W + INNER
        self._slot_cache: dict[tuple, QPointF] = {}

    # ----------------------------------------------------------- mirroring
    def _x(self, x: float) -> float:
        return x if self.home_on_right else self.width - x

    def _rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        if self.home_on_right:
            return QRectF(x, y, w, h)
        return QRectF(self.width - x - w, y, w, h)

    @property
    def scene_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    # -------------------------------------------------------------- areas
    def field_rect(self, right: bool) -> QRectF:
        """One half of the playing field (right: the home-board half, unmirrored)."""
        x = self._right_field if right else self._left_field
        return self._rect(x, FRAME, 6 * POINT_W, self.field_bottom - FRAME)

    def bar_rect(self) -> QRectF:
        return self._rect(self._bar, FRAME, BAR_W, self.field_bottom - FRAME)

    def tray_column(self) -> QRectF:
        return self._rect(self._right_col, FRAME, SIDE_W, self.field_bottom - FRAME)

    def cube_column(self) -> QRectF:
        return self._rect(self._left_col, FRAME, SIDE_W, self.field_bottom - FRAME)

    def tray_rect(self, bottom: bool) -> QRectF:
        """The bear-off tray of the bottom (or top) player."""
        inset = 8.0
        y = self.field_bottom - POINT_H if bottom else FRAME
        return self._rect(self._right_col + inset, y, SIDE_W - 2 * inset, POINT_H)

    @staticmethod
    def _column(point: int) -> tuple[bool, int, bool]:
        """(in the right field, column 0–5 from the left, top row) of a board point."""
        if not 1 <= point <= 24:
            raise ValueError(f"no board point {point}")
        if point <= 6:
            return True, 6 - point, False
        if point <= 12:
            return False, 12 - point, False
        if point <= 18:
            return False, point - 13, True
        return True, point - 19, True

    def point_is_top(self, point: int) -> bool:
        return self._column(point)[2]

    def point_rect(self, point: int) -> QRectF:
        """The triangle's bounding box."""
        right, col, top = self._column(point)
        x = (self._right_field if right else self._left_field) + col * POINT_W
        y = FRAME if top else self.field_bottom - POINT_H
        return self._rect(x, y, POINT_W, POINT_H)

    def point_drop_rect(self, point: int) -> QRectF:
        """Where a dropped checker counts as dropped on the point: its column
        down (or up) to the middle of the board."""
        right, col, top = self._column(point)
        x = (self._right_field if right else self._left_field) + col * POINT_W
        if top:
            return self._rect(x, FRAME, POINT_W, self.mid_y - FRAME)
        return self._rect(x, self.mid_y, POINT_W, self.field_bottom - self.mid_y)

    def number_pos(self, point: int) -> QRectF:
        """Where the point's number is written, in the frame beside it."""
        r = self.point_rect(point)
        y = 0.0 if self.point_is_top(point) else self.field_bottom
        return QRectF(r.x(), y, r.width(), FRAME)

    # ----------------------------------------------------------- checkers
    def checker_pos(self, point: int, index: int) -> QPointF:
        """Centre of the ``index``-th checker (0 at the edge) on a board point."""
        r = self.point_rect(point)
        i = min(index, VISIBLE_STACK - 1)
        if self.point_is_top(point):
            y = FRAME + CHECKER / 2 + i * CHECKER
        else:
            y = self.field_bottom - CHECKER / 2 - i * CHECKER
        return QPointF(r.center().x(), y)

    def bar_pos(self, bottom: bool, index: int) -> QPointF:
        """The bottom player's bar checkers wait in the upper half of the bar,
        next to the board they enter (and the top player's in the lower half)."""
        r = self.bar_rect()
        i = min(index, VISIBLE_BAR - 1)
        off = GAP / 2 + CHECKER / 2 + 4 + i * CHECKER
        return QPointF(r.center().x(), self.mid_y - off if bottom else self.mid_y + off)

    def off_pos(self, bottom: bool, index: int) -> QPointF:
        """Centre of the ``index``-th slab in a tray, stacked from the outer edge."""
        r = self.tray_rect(bottom)
        if bottom:
            y = r.bottom() - SLAB_H / 2 - index * SLAB_H
        else:
            y = r.top() + SLAB_H / 2 + index * SLAB_H
        return QPointF(r.center().x(), y)

    def slot_pos(self, slot: tuple, index: int, bottom_seat: int) -> QPointF:
        """Centre of the ``index``-th checker of a slot.

        Asked for every checker at every change of the board, so each answer
        is kept (a geometry never changes: new options make a new one), and a
        copy is handed out, free to be changed."""
        key = (slot, index, bottom_seat)
        pos = self._slot_cache.get(key)
        if pos is None:
            kind = slot[0]
            if kind == "point":
                pos = self.checker_pos(slot[1], index)
            elif kind == "bar":
                pos = self.bar_pos(slot[-1] == bottom_seat, index)
            else:
                pos = self.off_pos(slot[-1] == bottom_seat, index)
            self._slot_cache[key] = pos
        return QPointF(pos)

    # --------------------------------------------------------- dice, cube
    def dice_centre(self, bottom: bool) -> QPointF:
        """The bottom player rolls in the home-board half, the top player in the other."""
        r = self.field_rect(bottom)
        return QPointF(r.center().x(), self.mid_y)

    def dice_positions(self, bottom: bool, count: int) -> list[QPointF]:
        c = self.dice_centre(bottom)
        step = DIE * 1.25
        first = c.x() - step * (count - 1) / 2
        return [QPointF(first + i * step, c.y()) for i in range(count)]

    def cube_pos(self, where: str) -> QPointF:
        """``where``: "centre", "top", "bottom" (the owner's side), or
        "offer_top" / "offer_bottom" (offered to that player)."""
        col = self.cube_column()
        x = col.center().x()
        if where == "top":
            return QPointF(x, FRAME + CUBE / 2 + 10)
        if where == "bottom":
            return QPointF(x, self.field_bottom - CUBE / 2 - 10)
        if where == "offer_top":
            return self.dice_centre(False)
        if where == "offer_bottom":
            return self.dice_centre(True)
        return QPointF(x, self.mid_y)

    def pip_rect(self, bottom: bool) -> QRectF:
        """Where a player's pip count is written: the middle of the tray column."""
        col = self.tray_column()
        h = GAP / 2
        return QRectF(col.x(), self.mid_y if bottom else self.mid_y - h, col.width(), h)

    # ------------------------------------------------------------ hit-test
    def slot_at(self, pos: QPointF, bottom_seat: int) -> tuple | None:
        """The slot under a scene position (checkers' owner left open as -1 for
        points; trays name their owner)."""
        for bottom in (True, False):
            if self.tray_rect(bottom).adjusted(-6, -6, 6, 6).contains(pos):
                return ("off", bottom_seat if bottom else 1 - bottom_seat)
        if self.bar_rect().contains(pos):
            return ("bar", bottom_seat if pos.y() < self.mid_y else 1 - bottom_seat)
        for point in range(1, 25):
            if self.point_drop_rect(point).contains(pos):
                return ("point", point, -1)
        return None
