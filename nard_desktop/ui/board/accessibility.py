"""The board for screen readers, through Qt's accessibility interfaces.

The board view exposes one accessible child for each of the 24 points, the
bar, the trays, the dice and the cube, each named with what is on it in the
current language ("point 13: 5 white checkers", "your roll: 6 and 2"); the
child under the keyboard cursor has the focus.  A change of position (a move,
a roll) is announced.

:class:`BoardDescriber` makes the texts from the scene's snapshot and knows
nothing of Qt's accessibility classes, so tests can read exactly what a
screen reader is given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

from nard_desktop.app.controller import COMPUTER, Snapshot, Transition
from nard_desktop.app.text import fill, loc
from nard_desktop.engine import GamePhase

if TYPE_CHECKING:  # pragma: no cover
    from .scene import BoardScene
    from .view import BoardView

__all__ = ["BoardDescriber", "ELEMENTS", "install_board_accessibility"]

translate = QCoreApplication.translate


# The board's accessible children, in order.
ELEMENTS: tuple[tuple, ...] = (*(("point", g) for g in range(24, 0, -1)), ("bar",), ("off",), ("dice",),
                               ("cube",))


def _colour_word(colour: str) -> str:
    return translate("BoardAccessibility", "white") if colour == "light" else translate("BoardAccessibility", "black")


class BoardDescriber:
    """What a screen reader says about each part of the board, from the snapshot
    the scene draws (points in the bottom player's numbering, as on the board)."""

    def __init__(self, scene: "BoardScene") -> None:
        self.scene = scene

    @property
    def snapshot(self) -> Snapshot | None:
        return self.scene.snapshot

    # ------------------------------------------------------------ counts
    def point_contents(self, g: int) -> tuple[int, str | None]:
        """(how many checkers, their colour) on board point ``g``."""
        snap = self.snapshot
        if snap is None:
            return 0, None
        board = snap.board
        if board.mine[g]:
            return board.mine[g], snap.colours[snap.bottom]
        if board.theirs[25 - g]:
            return board.theirs[25 - g], snap.colours[1 - snap.bottom]
        return 0, None

    def _by_colour(self, index: int) -> dict[str, int]:
        snap = self.snapshot
        out = {"light": 0, "dark": 0}
        if snap is None:
            return out
        out[snap.colours[snap.bottom]] += snap.board.mine[index]
        out[snap.colours[1 - snap.bottom]] += snap.board.theirs[index]
        return out

    # ------------------------------------------------------------- texts
    def point_text(self, g: int) -> str:
        n, colour = self.point_contents(g)
        if n == 0 or colour is None:
            return fill(translate("BoardAccessibility", "point %1: empty"), loc(g))
        if n == 1:
            return fill(translate("BoardAccessibility", "point %1: one %2 checker"), loc(g), _colour_word(colour))
        return fill(translate("BoardAccessibility", "point %1: %2 %3 checkers"), loc(g), loc(n), _colour_word(colour))

    def bar_text(self) -> str:
        c = self._by_colour(25)
        return fill(translate("BoardAccessibility", "on the bar: %1 white, %2 black"), loc(c["light"]), loc(c["dark"]))

    def off_text(self) -> str:
        c = self._by_colour(0)
        return fill(translate("BoardAccessibility", "borne off: %1 white, %2 black"), loc(c["light"]), loc(c["dark"]))

    def _name(self, seat: int) -> str:
        snap = self.snapshot
        assert snap is not None
        return snap.names[seat] or _colour_word(snap.colours[seat])

    def _yours(self, seat: int) -> bool:
        """Whether ``seat`` is the one person at this machine facing the computer."""
        snap = self.snapshot
        return snap is not None and snap.kinds[seat] != COMPUTER and snap.kinds[1 - seat] == COMPUTER

    def dice_text(self) -> str:
        snap = self.snapshot
        dice = snap.dice if snap is not None else None
        if dice is None or not dice.values:
            return translate("BoardAccessibility", "no dice on the board")
        if dice.opening:
            by = {snap.colours[0]: dice.values[0], snap.colours[1]: dice.values[1]}
            return fill(translate("BoardAccessibility", "opening roll: %1 for white, %2 for black"),
                        loc(by.get("light", 0)), loc(by.get("dark", 0)))
        a, b = dice.values[0], dice.values[1] if len(dice.values) > 1 else dice.values[0]
        if dice.seat is not None and self._yours(dice.seat):
            return fill(translate("BoardAccessibility", "your roll: %1 and %2"), loc(a), loc(b))
        seat = dice.seat if dice.seat is not None else snap.on_roll
        return fill(translate("BoardAccessibility", "%1's roll: %2 and %3"), self._name(seat), loc(a), loc(b))

    def cube_text(self) -> str:
        snap = self.snapshot
        if snap is None or not snap.cube_enabled:
            return translate("BoardAccessibility", "no doubling cube in this game")
        if snap.phase == GamePhase.DOUBLE_OFFERED and snap.awaiting is not None:
            return fill(translate("BoardAccessibility", "doubling cube: %1 offered to %2"), loc(snap.pending_double),
                        self._name(snap.awaiting))
        owner = snap.cube.owner
        if owner is None:
            return fill(translate("BoardAccessibility", "doubling cube: %1, in the middle"), loc(snap.cube.value))
        return fill(translate("BoardAccessibility", "doubling cube: %1, owned by %2"), loc(snap.cube.value),
                    self._name(owner))

    def text(self, element: tuple) -> str:
        kind = element[0]
        if kind == "point":
            return self.point_text(element[1])
        if kind == "bar":
            return self.bar_text()
        if kind == "off":
            return self.off_text()
        if kind == "dice":
            return self.dice_text()
        return self.cube_text()

    def summary(self) -> str:
        """The board's own description: the dice, the cube, the pip counts."""
        snap = self.snapshot
        if snap is None:
            return ""
        pips = {snap.colours[0]: snap.pips[0], snap.colours[1]: snap.pips[1]}
        pip_text = fill(translate("BoardAccessibility", "pips: %1 white, %2 black"), loc(pips.get("light", 0)),
                        loc(pips.get("dark", 0)))
        return ". ".join((self.dice_text(), self.cube_text(), pip_text))

    def cursor_text(self) -> str | None:
        """What the keyboard cursor is on, or None when it is not shown."""
        target = self.scene.keys.target()
        snap = self.snapshot
        if target is None or snap is None or snap.mover is None:
            return None
        if target[0] == "checker":
            return self.text(self.element_of(snap.mover, target[1]))
        dst = target[2]
        if dst == 0:
            return translate("BoardAccessibility", "bear off")
        return fill(translate("BoardAccessibility", "move to %1"), self.text(self.element_of(snap.mover, dst)))

    def element_of(self, seat: int, point: int) -> tuple:
        """The accessible element of ``seat``'s point (25 the bar, 0 off)."""
        slot = self.scene.slot_for(seat, point)
        if slot[0] == "point":
            return ("point", slot[1])
        return (slot[0],)

    def announcement(self, snap: Snapshot, transition: Transition, new_roll: bool) -> str:
        """What to say after a new snapshot: the moves just made, a new roll."""
        parts = []
        if transition.kind in ("move", "undo") and transition.moves:
            by_seat: dict[int, list[str]] = {}
            for m in transition.moves:
                # An undo's moves run backwards: name the step that was taken back.
                src, dst = (m.dst, m.src) if transition.kind == "undo" else (m.src, m.dst)
                step = f"{'bar' if src == 25 else src}/{'off' if dst == 0 else dst}{'*' if m.hit else ''}"
                by_seat.setdefault(m.seat, []).append(step)
            for seat, steps in by_seat.items():
                template = translate("BoardAccessibility", "%1 took back %2") if transition.kind == "undo" else \
                    translate("BoardAccessibility", "%1 played %2")
                parts.append(fill(template, self._name(seat), " ".join(steps)))
        if new_roll:
            parts.append(self.dice_text())
        return ". ".join(parts)


# ---------------------------------------------------------- Qt interfaces
class _ElementAccessible(QAccessibleInterface):
    """One part of the board (a point, the bar, the trays, the dice, the cube)."""

    def __init__(self, board: "_BoardAccessible", index: int) -> None:
        super().__init__()
        self._board = board
        self.index = index
        self.element = ELEMENTS[index]

    def isValid(self) -> bool:  # Qt's names
        return self._board.isValid()

    def object(self):
        return None

    def window(self):
        return self._board.window()

    def relations(self, match=QAccessible.RelationFlag.AllRelations):
        return []

    def focusChild(self):
        return None

    def childAt(self, x: int, y: int):
        return None

    def parent(self):
        return self._board

    def child(self, index: int):
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child) -> int:
        return -1

    def text(self, t: QAccessible.Text) -> str:
        view = self._board.view
        if t == QAccessible.Text.Name:
            return view.describer.text(self.element)
        return ""

    def setText(self, t, text: str) -> None:
        pass

    def rect(self) -> QRect:
        view = self._board.view
        scene_rect = view.element_rect(self.element)
        if scene_rect is None:
            return QRect()
        local = view.mapFromScene(scene_rect).boundingRect()
        top_left = view.viewport().mapToGlobal(local.topLeft())
        return QRect(top_left, local.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.focusable = True
        if self._board.view.focused_element() == self.element:
            s.focused = True
        return s


class _BoardAccessible(QAccessibleWidget):
    """The board view with its parts as children."""

    def __init__(self, view: "BoardView") -> None:
        super().__init__(view, QAccessible.Role.Graphic, view.accessibleName())
        self.view = view
        self.children = [_ElementAccessible(self, i) for i in range(len(ELEMENTS))]
        for child in self.children:
            QAccessible.registerAccessibleInterface(child)

    def childCount(self) -> int:
        return len(self.children)

    def child(self, index: int):
        return self.children[index] if 0 <= index < len(self.children) else None

    def indexOfChild(self, child) -> int:
        for i, c in enumerate(self.children):
            if c is child:
                return i
        return -1

    def focusChild(self):
        element = self.view.focused_element()
        if element is None or element not in ELEMENTS:
            return None
        return self.children[ELEMENTS.index(element)]

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self.view.accessibleName()
        if t == QAccessible.Text.Description:
            return self.view.accessibleDescription()
        return super().text(t)


# The interfaces Qt asked for, kept alive for as long as their view lives.
_LIVE: dict[int, _BoardAccessible] = {}
_installed = False
# The widget class whose instances get the board's interface: the view hands
# itself in at install time, so this module needs no import of the view.
_VIEW_TYPE: type | None = None


def _factory(key: str, obj: QObject):
    if _VIEW_TYPE is not None and isinstance(obj, _VIEW_TYPE):
        iface = _LIVE.get(id(obj))
        if iface is None:
            iface = _BoardAccessible(obj)
            _LIVE[id(obj)] = iface
            obj.destroyed.connect(lambda *_, k=id(obj): _LIVE.pop(k, None))
        return iface
    return None


def install_board_accessibility(view_type: type) -> None:
    """Let Qt's accessibility ask us for the interface of ``view_type``'s
    widgets (the board view; once)."""
    global _installed, _VIEW_TYPE
    _VIEW_TYPE = view_type
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def board_interface(view: "BoardView") -> QAccessibleInterface | None:
    return QAccessible.queryAccessibleInterface(view)


def announce(view: "BoardView", text: str) -> None:
    """Have a screen reader say ``text`` (when one is listening)."""
    if text and QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(view, text))


def names_changed(view: "BoardView") -> None:
    """Tell a listening screen reader that the parts' names changed."""
    if not QAccessible.isActive():
        return
    iface = _LIVE.get(id(view))
    if iface is None:
        return
    for child in iface.children:
        QAccessible.updateAccessibility(QAccessibleEvent(child, QAccessible.Event.NameChanged))
