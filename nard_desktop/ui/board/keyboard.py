"""Playing on the board with the keyboard.

The arrow keys move a cursor among the checkers that may move; Enter lifts the
checker under it and lights its destinations, the arrow keys then choose one
and Enter puts the checker down there (the same ``drop_requested`` intent a
drag makes); Escape puts a lifted checker back.  The cursor shows once a key
has been used and hides again at a mouse press, so it never gets in the way of
play with the mouse.

Everything allowed comes from the snapshot, as for the mouse: the cursor only
ever rests on a checker the engine says may move, or on one of its
destinations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .geometry import CHECKER

if TYPE_CHECKING:  # pragma: no cover
    from .scene import BoardScene

__all__ = ["KeyboardPlay", "CursorItem", "ARROWS", "BOARD_KEYS"]

ARROWS = {
    Qt.Key.Key_Left: QPointF(-1, 0),
    Qt.Key.Key_Right: QPointF(1, 0),
    Qt.Key.Key_Up: QPointF(0, -1),
    Qt.Key.Key_Down: QPointF(0, 1),
}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
BOARD_KEYS = (*ARROWS, *ENTER, Qt.Key.Key_Escape)


class CursorItem(QGraphicsItem):
    """The keyboard cursor: a rounded frame round a checker or a destination."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(-CHECKER / 2 - 5, -CHECKER / 2 - 5, CHECKER + 10, CHECKER + 10)
        self.lifted = False
        self.theme = None
        self.setZValue(250)
        self.setVisible(False)

    def set_rect(self, rect: QRectF, lifted: bool) -> None:
        if rect != self.rect or lifted != self.lifted:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.lifted = lifted
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        t = self.theme
        colour = t.c("cursor") if t is not None else QColor("#1e88ff")
        path = QPainterPath()
        path.addRoundedRect(self.rect, 9, 9)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # A dark line under the bright one: the cursor shows on light and dark alike.
        painter.setPen(QPen(QColor(0, 0, 0, 200), 5.5))
        painter.drawPath(path)
        pen = QPen(colour, 3.2, Qt.PenStyle.DashLine if self.lifted else Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        painter.drawPath(path)


def _nearest(here: QPointF, candidates: list[tuple[int, QPointF]], direction: QPointF) -> int | None:
    """The candidate in ``direction`` from ``here`` nearest to it (straight ahead
    counts more than off to the side); when there is none, wrap round to the
    farthest one the other way, as a cursor at the edge of a list does."""
    best, best_cost = None, None
    for key, pos in candidates:
        d = pos - here
        along = d.x() * direction.x() + d.y() * direction.y()
        if along <= 1.0:
            continue
        side = abs(d.x() * direction.y() - d.y() * direction.x())
        cost = along + 2.5 * side
        if best_cost is None or cost < best_cost:
            best, best_cost = key, cost
    if best is not None:
        return best
    far, far_along = None, None
    for key, pos in candidates:
        d = pos - here
        along = d.x() * direction.x() + d.y() * direction.y()
        side = abs(d.x() * direction.y() - d.y() * direction.x())
        score = -along - 0.1 * side
        if far_along is None or score > far_along:
            far, far_along = key, score
    return far


class KeyboardPlay:
    """The keyboard cursor's state on one scene."""

    def __init__(self, scene: "BoardScene") -> None:
        self.scene = scene
        self.item = CursorItem()
        scene.addItem(self.item)
        self.active = False  # the cursor shows (a key has been used since the last mouse press)
        self.src: int | None = None  # the checker under the cursor (mover's numbering)
        self.dst: int | None = None  # while lifted: the destination under the cursor
        self.lifted = False

    # --------------------------------------------------------------- state
    def sources(self) -> list[int]:
        snap = self.scene.snapshot
        if snap is None or snap.mover is None:
            return []
        return sorted(snap.destinations, reverse=True)

    def destinations(self) -> list[int]:
        snap = self.scene.snapshot
        if snap is None or self.src is None:
            return []
        return sorted(snap.destinations.get(self.src, ()), reverse=True)

    def wants(self, key: int) -> bool:
        """Whether the board takes this key now (else it may be a window shortcut:
        Enter ends a complete turn, for instance)."""
        if key == Qt.Key.Key_Escape:
            return self.lifted or self.scene.has_hold()
        if key in ARROWS:
            return bool(self.sources())
        if key in ENTER:
            return self.lifted or bool(self.sources())
        return False

    def target(self) -> tuple | None:
        """What the cursor is on: ("checker", src) or ("destination", src, dst)."""
        if not self.active:
            return None
        if self.lifted and self.src is not None and self.dst is not None:
            return ("destination", self.src, self.dst)
        if self.src is not None:
            return ("checker", self.src)
        return None

    # ------------------------------------------------------------- drawing
    def _src_pos(self, src: int) -> QPointF:
        snap = self.scene.snapshot
        assert snap is not None and snap.mover is not None
        return self.scene.point_scene_pos(snap.mover, src)

    def _dst_pos(self, dst: int) -> QPointF:
        snap = self.scene.snapshot
        assert snap is not None and snap.mover is not None
        scene = self.scene
        if dst == 0:
            return scene.geometry.tray_rect(snap.mover == snap.bottom).center()
        key = scene.slot_for(snap.mover, dst)
        own = len(scene.checkers_in(key))
        return scene.geometry.checker_pos(key[1], own)

    def _place(self) -> None:
        snap = self.scene.snapshot
        if not self.active or snap is None or snap.mover is None or self.src is None:
            self.item.setVisible(False)
            return
        self.item.theme = self.scene.theme
        h = CHECKER / 2 + 5
        if self.lifted and self.dst is not None:
            if self.dst == 0:
                rect = self.scene.geometry.tray_rect(snap.mover == snap.bottom).adjusted(-4, -4, 4, 4)
            else:
                c = self._dst_pos(self.dst)
                rect = QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h)
        else:
            c = self._src_pos(self.src)
            rect = QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h)
        self.item.setPos(0, 0)
        self.item.set_rect(rect, self.lifted)
        self.item.setVisible(True)
        self.item.update()

    # -------------------------------------------------------------- events
    def refresh(self) -> None:
        """After a new snapshot: keep the cursor on something that may move."""
        sources = self.sources()
        if not sources:
            self.src, self.dst, self.lifted = None, None, False
            self._place()
            return
        if self.src not in sources:
            if self.src is not None:
                # The nearest checker that may move, in pips.
                self.src = min(sources, key=lambda s: (abs(s - self.src), -s))
            else:
                self.src = sources[0]
            self.lifted = False
            self.dst = None
        if self.lifted and self.dst not in self.destinations():
            self.lifted, self.dst = False, None
        if self.lifted and self.src is not None:
            # A new snapshot clears the lit points: light them again.
            self.scene.lift_from_keyboard(self.src)
            self.scene.set_hot_destination(self.dst)
        self._place()

    def mouse_used(self) -> None:
        """A mouse press hides the cursor (and drops a keyboard lift)."""
        if self.lifted:
            self.lifted, self.dst = False, None
        if self.active:
            self.active = False
            self._place()

    def key(self, key: int) -> bool:
        """Handle a key; True when it was the board's."""
        if not self.wants(key):
            return False
        scene = self.scene
        first = not self.active
        self.active = True
        if self.src is None or self.src not in self.sources():
            self.refresh()
        if key == Qt.Key.Key_Escape:
            if self.lifted:
                self.lifted, self.dst = False, None
                scene.cancel_hold()
            else:
                scene.cancel_hold()
            self._place()
            scene.keyboard_moved.emit()
            return True
        if first and key in ARROWS:
            # The first key only shows where the cursor is.
            self._place()
            scene.keyboard_moved.emit()
            return True
        if key in ARROWS:
            direction = ARROWS[key]
            if self.lifted and self.dst is not None:
                cands = [(d, self._dst_pos(d)) for d in self.destinations()]
                nxt = _nearest(self._dst_pos(self.dst), cands, direction)
                if nxt is not None:
                    self.dst = nxt
                    scene.set_hot_destination(nxt)
            elif self.src is not None:
                cands = [(s, self._src_pos(s)) for s in self.sources()]
                nxt = _nearest(self._src_pos(self.src), cands, direction)
                if nxt is not None:
                    self.src = nxt
            self._place()
            scene.keyboard_moved.emit()
            return True
        # Enter.
        if self.lifted and self.src is not None and self.dst is not None:
            src, dst = self.src, self.dst
            self.lifted, self.dst = False, None
            scene.cancel_hold()
            self.src = dst if dst != 0 else src
            scene.drop_requested.emit(src, dst)
            self.refresh()
            scene.keyboard_moved.emit()
            return True
        if self.src is not None:
            dests = self.destinations()
            if dests:
                self.lifted = True
                self.dst = dests[0]
                scene.lift_from_keyboard(self.src)
                scene.set_hot_destination(self.dst)
                self._place()
                scene.keyboard_moved.emit()
                return True
        return False
