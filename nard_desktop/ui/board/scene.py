"""The board scene: draws a :class:`~nard_desktop.app.controller.Snapshot`
and turns the player's gestures into intents.

Dragging is done with the scene's own mouse events (never ``QDrag``): a press
on a checker that may move *holds* it and lights exactly its legal
destinations (the snapshot carries them, computed by the engine); moving the
mouse 4 pixels starts a drag; a release on a lit point asks the controller for
that move, anywhere else the checker goes back.  A release without a drag is a
click:

* left click on a checker that may move: play it by the larger usable die
  (the other die if the larger cannot move it); right click: the smaller die;
* Shift+click (or any click, with "click selects" on) selects the checker
  instead; then a click on a lit point or the tray moves it there;
* a click on a point (or the tray) that exactly one checker can reach moves
  that checker there;
* a click on the dice rolls, or picks them up once the turn is complete; a
  click on the cube doubles when that is allowed; a click anywhere else on the
  board rolls when the game waits for a roll.

The scene never decides a rule: everything it allows comes from the snapshot.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import (QCoreApplication, QEasingCurve, QPoint, QPointF, QRectF, Qt, QTimer,
                            QVariantAnimation, Signal)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from nard_desktop.app.controller import COMPUTER, HUMAN, Snapshot, Transition
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.text import loc
from nard_desktop.engine import GamePhase

from .geometry import FRAME, VISIBLE_BAR, VISIBLE_STACK, BoardGeometry
from .accessibility import BoardDescriber
from .arrows import BEST, PLAYED, ArrowsItem, play_arrows
from .items import BoardItem, CheckerItem, CubeItem, DieItem, HighlightItem, NoticeItem, TextBoxItem
from .keyboard import KeyboardPlay
from .theme import BoardTheme, theme_named

_ARROW_NUDGE = 6.0  # the best play's and the played play's arrows, apart sideways

DRAG_THRESHOLD = 4  # pixels the mouse moves before a press becomes a drag

Z_CHECKER = 10
Z_MOVING = 150
Z_DRAGGED = 300


@dataclass
class _Press:
    src: int | None  # the held checker's point (mover's numbering), None: not on a movable checker
    item: CheckerItem | None
    screen: QPoint
    scene: QPointF
    button: Qt.MouseButton
    offset: QPointF
    shift: bool
    dragging: bool = False


class BoardScene(QGraphicsScene):
    """The board, its checkers, dice and cube."""

    drop_requested = Signal(int, int)  # src, dst in the mover's numbering
    illegal_drop = Signal(int, int)  # a checker let go over a point it may not reach: src, dst
    checker_clicked = Signal(int, bool)  # src, larger die first
    point_clicked = Signal(int)  # dst in the mover's numbering (0 = the tray)
    dice_clicked = Signal()
    board_clicked = Signal()
    cube_clicked = Signal()
    # The keyboard cursor moved, lifted or put down a checker (for announcements).
    keyboard_moved = Signal()
    # After each new snapshot: what a screen reader should say (may be empty).
    announcement = Signal(str)

    def __init__(self, options: ViewOptions | None = None, parent=None) -> None:
        super().__init__(parent)
        self.options = options or ViewOptions()
        self.geometry = BoardGeometry(self.options.home_on_right)
        self.setSceneRect(self.geometry.scene_rect)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.board = BoardItem(self.geometry)
        self.addItem(self.board)
        self.snapshot: Snapshot | None = None
        self._serial = 0  # counts snapshots, to tell whether an intent changed anything
        self._checkers: list[CheckerItem] = []
        self._slots: dict[tuple, list[CheckerItem]] = {}
        self._anims: dict[CheckerItem, QVariantAnimation] = {}
        self._highlights: dict[int, HighlightItem] = {}
        self._held_src: int | None = None
        self._selected: int | None = None
        self._press: _Press | None = None
        self._dice = [DieItem() for _ in range(4)]
        for die in self._dice:
            die.setVisible(False)
            self.addItem(die)
        self._dice_serial = -1
        self._dice_anim: QVariantAnimation | None = None
        self.cube = CubeItem()
        self.cube.setVisible(False)
        self.addItem(self.cube)
        self._pips = {b: TextBoxItem(self.geometry.pip_rect(b)) for b in (True, False)}
        self._offs = {b: TextBoxItem(QRectF()) for b in (True, False)}
        for item in (*self._pips.values(), *self._offs.values()):
            self.addItem(item)
        self.notice = NoticeItem()
        self.addItem(self.notice)
        self.arrows = ArrowsItem()
        self.arrows.setVisible(False)
        self.addItem(self.arrows)
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self._fade_notice)
        self._notice_fade: QVariantAnimation | None = None
        self.keys = KeyboardPlay(self)
        self.editor = None  # a PositionEditor while the position is being edited
        self._held_back: tuple | None = None  # the game's snapshot, kept while editing
        self.describer = BoardDescriber(self)
        self.theme: BoardTheme = theme_named(self.options.board_theme)
        self._apply_theme()

    # ============================================================= themes
    def set_theme(self, theme: BoardTheme) -> None:
        """Draw everything in ``theme`` from now on (nothing moves)."""
        if theme is not self.theme:
            self.theme = theme
            self._apply_theme()

    def _themed_items(self) -> list:
        return [self.board, *self._checkers, *self._dice, self.cube, *self._pips.values(),
                *self._offs.values(), self.notice, *self._highlights.values(), self.keys.item, self.arrows]

    def _apply_theme(self) -> None:
        theme = self.theme
        self.setBackgroundBrush(theme.c("background"))
        for item in self._themed_items():
            setter = getattr(item, "set_theme", None)
            if setter is not None:
                setter(theme)
            else:
                item.theme = theme
                item.update()

    # ============================================================ mapping
    def _bottom(self) -> int:
        return self.snapshot.bottom if self.snapshot else 0

    def slot_for(self, seat: int, point: int) -> tuple:
        """The slot of ``seat``'s point (its own numbering; 25 bar, 0 off)."""
        if point == 25:
            return ("bar", seat)
        if point == 0:
            return ("off", seat)
        g = point if seat == self._bottom() else 25 - point
        return ("point", g, seat)

    def point_for(self, seat: int, slot: tuple) -> int | None:
        """``seat``'s number for a slot (None when the slot is not one of its)."""
        kind = slot[0]
        if kind == "point":
            g = slot[1]
            return g if seat == self._bottom() else 25 - g
        if slot[1] != seat:
            return None
        return 25 if kind == "bar" else 0

    # ============================================================ drawing
    def set_options(self, options: ViewOptions) -> None:
        self.options = options
        self.set_theme(theme_named(options.board_theme))
        if options.home_on_right != self.geometry.home_on_right:
            self.geometry = BoardGeometry(options.home_on_right)
            self.board.set_geometry(self.geometry)
        if self.snapshot is not None:
            self.set_snapshot(self.snapshot, Transition("new"))

    def set_snapshot(self, snap: Snapshot, transition: Transition | None = None) -> None:
        """Draw ``snap``; animate ``transition`` unless it is a fresh start.
        While the position is being edited the game's snapshots wait."""
        transition = transition or Transition("other")
        if self.editor is not None:
            self._held_back = (snap, transition)
            return
        self._draw(snap, transition)

    # ========================================================= edit mode
    def start_editing(self, setup) -> "object":
        """Edit mode: the scene shows ``setup`` (an EditedPosition) and its gestures edit it."""
        from .editor import PositionEditor

        assert self.snapshot is not None, "a game must be on the board to edit from"
        self.cancel_hold()
        if self.editor is None:
            self._held_back = (self.snapshot, Transition("new"))
        self.editor = PositionEditor(self, setup, self._held_back[0])
        self.editor.redraw()
        return self.editor

    def stop_editing(self) -> None:
        """Back to the game: draw its latest snapshot."""
        if self.editor is None:
            return
        self.editor = None
        held, self._held_back = self._held_back, None
        if held is not None:
            self._draw(held[0], Transition("new"))

    def draw_edited(self, snap: Snapshot) -> None:
        self._draw(snap, Transition("new"))

    def _draw(self, snap: Snapshot, transition: Transition) -> None:
        self._cancel_press()
        self._serial += 1
        new_roll = snap.dice is not None and snap.dice.serial != self._dice_serial
        self.snapshot = snap
        self.arrows.set_arrows([])  # a picture of a play belongs to the position it was drawn on
        if self._selected is not None and self._selected not in snap.destinations:
            self._selected = None
        self._layout_checkers(snap, transition)
        self._update_marks(snap)
        self._update_dice(snap)
        self._update_cube(snap)
        self._update_texts(snap)
        self._clear_highlights()
        if self._selected is not None:
            self._show_highlights(self._selected)
        self.keys.refresh()
        self.announcement.emit(self.describer.announcement(snap, transition, new_roll))

    def _target_counts(self, snap: Snapshot) -> dict[tuple, int]:
        board, bottom = snap.board, snap.bottom
        top = 1 - bottom
        counts: dict[tuple, int] = {}
        for g in range(1, 25):
            if board.mine[g]:
                counts[("point", g, bottom)] = board.mine[g]
            if board.theirs[25 - g]:
                counts[("point", g, top)] = board.theirs[25 - g]
        for seat, side in ((bottom, board.mine), (top, board.theirs)):
            if side[25]:
                counts[("bar", seat)] = side[25]
            if side[0]:
                counts[("off", seat)] = side[0]
        return counts

    def _layout_checkers(self, snap: Snapshot, transition: Transition) -> None:
        counts = self._target_counts(snap)
        fresh = transition.kind == "new" or not self._checkers
        if not self._checkers:
            for seat in (0, 1):
                for _ in range(15):
                    item = CheckerItem(snap.colours[seat], seat)
                    item.set_theme(self.theme)
                    self._checkers.append(item)
                    self.addItem(item)
        for item in self._checkers:
            item.set_look(colour=snap.colours[item.seat])
        moved: set[CheckerItem] = set()
        if fresh:
            self._slots = {}
            pool = {0: [c for c in self._checkers if c.seat == 0], 1: [c for c in self._checkers if c.seat == 1]}
            for key in sorted(counts, key=_slot_order):
                seat = key[-1]
                # (More than fifteen only while an impossible setup is being edited.)
                self._slots[key] = [pool[seat].pop() for _ in range(min(counts[key], len(pool[seat])))]
        else:
            for seat in (0, 1):
                moved |= self._move_diff(seat, counts, transition)
        animate = not fresh and not self.options.instant
        for key, items in self._slots.items():
            n = len(items)
            cap = VISIBLE_STACK if key[0] == "point" else (VISIBLE_BAR if key[0] == "bar" else 99)
            for i, item in enumerate(items):
                item.slot = key
                pos = self.geometry.slot_pos(key, i, snap.bottom)
                z = Z_CHECKER + i
                item.set_look(count_text=loc(n) if (n > cap and i == n - 1) else "", held=False)
                if animate and item in moved:
                    self._animate(item, pos, z, slab=key[0] == "off")
                else:
                    self._stop_anim(item)
                    item.set_look(slab=key[0] == "off")
                    item.setPos(pos)
                    item.setZValue(z)
                item.setVisible(True)

    def _move_diff(self, seat: int, counts: dict[tuple, int], transition: Transition) -> set[CheckerItem]:
        """Move checkers between this seat's slots so the counts match,
        pairing departures and arrivals along the transition's steps."""
        cur = {k: v for k, v in self._slots.items() if k[-1] == seat}
        keys = set(cur) | {k for k in counts if k[-1] == seat}
        surplus = {k: len(cur.get(k, ())) - counts.get(k, 0) for k in keys}
        surplus = {k: n for k, n in surplus.items() if n > 0}
        deficit = {k: counts.get(k, 0) - len(cur.get(k, ())) for k in keys}
        deficit = {k: n for k, n in deficit.items() if n > 0}
        if not surplus and not deficit:
            return set()
        chains: list[list[tuple]] = []
        for m in transition.moves:
            if m.seat != seat:
                continue
            a, b = self.slot_for(seat, m.src), self.slot_for(seat, m.dst)
            for chain in reversed(chains):
                if chain[1] == a:
                    chain[1] = b
                    break
            else:
                chains.append([a, b])
        moved: set[CheckerItem] = set()

        def carry(a: tuple, b: tuple) -> None:
            item = self._slots[a].pop()
            surplus[a] -= 1
            deficit[b] -= 1
            self._slots.setdefault(b, []).append(item)
            moved.add(item)

        for a, b in chains:
            if surplus.get(a, 0) > 0 and deficit.get(b, 0) > 0:
                carry(a, b)
        for a in sorted(surplus, key=_slot_order):
            while surplus[a] > 0:
                b = next((k for k in sorted(deficit, key=_slot_order) if deficit[k] > 0), None)
                if b is None:
                    break
                carry(a, b)
        for k in [k for k, v in self._slots.items() if not v]:
            del self._slots[k]
        return moved

    def _animate(self, item: CheckerItem, pos: QPointF, z: float, *, slab: bool) -> None:
        self._stop_anim(item)
        start = item.pos()
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(pos)
        dist = (pos - start).manhattanLength()
        anim.setDuration(int(self.options.step_ms * min(1.6, max(0.6, dist / 300.0))))
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        item.setZValue(Z_MOVING)
        anim.valueChanged.connect(item.setPos)

        def finished() -> None:
            item.setPos(pos)
            item.setZValue(z)
            item.set_look(slab=slab)
            self._anims.pop(item, None)

        anim.finished.connect(finished)
        self._anims[item] = anim
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _stop_anim(self, item: CheckerItem) -> None:
        anim = self._anims.pop(item, None)
        if anim is not None:
            anim.finished.disconnect()
            anim.stop()

    @property
    def animating(self) -> bool:
        return bool(self._anims) or self._dice_anim is not None

    def finish_animations(self) -> None:
        """Jump every running animation to its end (tests, the self-test)."""
        for item, anim in list(self._anims.items()):
            anim.setCurrentTime(anim.duration())
            anim.stop()
            anim.finished.emit()
        anim = self._dice_anim
        if anim is not None:
            # Moved to its end, the roll finishes at once, and its end clears
            # _dice_anim: stop it through the local name.
            anim.setCurrentTime(anim.duration())
            anim.stop()

    def _update_marks(self, snap: Snapshot) -> None:
        movable_items: set[CheckerItem] = set()
        if snap.mover is not None:
            for src in snap.destinations:
                items = self._slots.get(self.slot_for(snap.mover, src))
                if items:
                    movable_items.add(items[-1])
        for item in self._checkers:
            movable = item in movable_items
            item.set_look(movable=movable)
            # An arrow, not unsetCursor(): Qt 6.11 crashes in unsetCursor() on an item
            # under the pointer of a view that has had no mouse event yet.
            item.setCursor(Qt.CursorShape.OpenHandCursor if movable else Qt.CursorShape.ArrowCursor)

    def _update_dice(self, snap: Snapshot) -> None:
        dice = snap.dice
        if dice is None:
            for die in self._dice:
                die.setVisible(False)
            return
        if dice.opening:
            spots = [self.geometry.dice_centre(seat == snap.bottom) for seat in (0, 1)]
            colours = [snap.colours[0], snap.colours[1]]
        else:
            assert dice.seat is not None
            spots = self.geometry.dice_positions(dice.seat == snap.bottom, len(dice.values))
            colours = [snap.colours[dice.seat]] * len(dice.values)
        for i, die in enumerate(self._dice):
            if i < len(dice.values):
                die.set_die(dice.values[i], colours[i], dice.used[i])
                die.setPos(spots[i])
                die.setVisible(True)
            else:
                die.setVisible(False)
        if dice.serial != self._dice_serial:
            self._dice_serial = dice.serial
            if not self.options.instant:
                self._roll_animation(dice.values)

    def _roll_animation(self, values: tuple[int, ...]) -> None:
        if self._dice_anim is not None:
            self._dice_anim.stop()
        dice = [d for d in self._dice if d.isVisible()]
        rng = random.Random()
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(200, min(600, self.options.step_ms * 2)))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        spins = [rng.choice((-1, 1)) * rng.uniform(200, 380) for _ in dice]
        real = [(d.value, d.colour, d.used) for d in dice]

        def step(t: float) -> None:
            for die, spin, (value, colour, used) in zip(dice, spins, real):
                die.setRotation((1 - t) * spin)
                die.setScale(0.55 + 0.45 * t)
                die.set_die(value if t > 0.7 else rng.randint(1, 6), colour, used)

        def done() -> None:
            for die, (value, colour, used) in zip(dice, real):
                die.setRotation(0)
                die.setScale(1)
                die.set_die(value, colour, used)
            self._dice_anim = None

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._dice_anim = anim
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _update_cube(self, snap: Snapshot) -> None:
        if not snap.cube_enabled:
            self.cube.setVisible(False)
            return
        self.cube.setVisible(True)
        value = snap.cube.value
        if snap.phase == GamePhase.DOUBLE_OFFERED and snap.awaiting is not None:
            where = "offer_bottom" if snap.awaiting == snap.bottom else "offer_top"
            text = loc(snap.pending_double)
            offered = True
        else:
            owner = snap.cube.owner
            where = "centre" if owner is None else ("bottom" if owner == snap.bottom else "top")
            text = loc(64 if (owner is None and value == 1) else value)
            offered = False
        self.cube.set_cube(text, offered, snap.can_double)
        self.cube.setPos(self.geometry.cube_pos(where))
        if snap.can_double:
            self.cube.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.cube.setCursor(Qt.CursorShape.ArrowCursor)  # see _update_marks

    def _update_texts(self, snap: Snapshot) -> None:
        g = self.geometry
        if self.options.show_point_numbers:
            for_top = not self.options.numbers_for_bottom and snap.on_roll != snap.bottom
            self.board.set_numbers({p: loc(25 - p if for_top else p) for p in range(1, 25)})
        else:
            self.board.set_numbers({})
        top = 1 - snap.bottom
        for bottom, seat in ((True, snap.bottom), (False, top)):
            box = self._pips[bottom]
            box.set_rect(g.pip_rect(bottom))
            box.set_lines([(pip_owner(snap, seat), 13, False), (loc(snap.pips[seat]), 21, True)])
            tray = g.tray_rect(bottom)
            off = self._offs[bottom]
            y = tray.bottom() if bottom else 0.0
            off.set_rect(QRectF(tray.x() - 6, y, tray.width() + 12, FRAME))
            n = snap.off[seat]
            off.set_lines([(loc(n), 16, True)] if n else [])

    # ========================================================== highlights
    def _show_highlights(self, src: int) -> None:
        self._clear_highlights()
        snap = self.snapshot
        if snap is None or snap.mover is None:
            return
        seat = snap.mover
        for dst in sorted(snap.destinations.get(src, ())):
            if dst == 0:
                bottom = seat == snap.bottom
                item = HighlightItem(self.geometry.tray_rect(bottom), top=None)
            else:
                key = self.slot_for(seat, dst)
                g = key[1]
                own = len(self._slots.get(key, ()))
                landing = self.geometry.checker_pos(g, own)
                item = HighlightItem(self.geometry.point_rect(g), top=self.geometry.point_is_top(g),
                                     landing=landing)
            item.theme = self.theme
            self.addItem(item)
            self._highlights[dst] = item
        self._held_src = src
        items = self._slots.get(self.slot_for(seat, src))
        if items:
            items[-1].set_look(held=True)

    def _clear_highlights(self) -> None:
        for item in self._highlights.values():
            self.removeItem(item)
        self._highlights = {}
        if self._held_src is not None and self.snapshot is not None and self.snapshot.mover is not None:
            items = self._slots.get(self.slot_for(self.snapshot.mover, self._held_src))
            if items:
                items[-1].set_look(held=False)
        self._held_src = None

    def highlighted_destinations(self) -> frozenset[int]:
        """The destinations now lit, in the mover's numbering (0 = off)."""
        return frozenset(self._highlights)

    def highlighted_items(self) -> list[HighlightItem]:
        return [i for i in self.items() if isinstance(i, HighlightItem)]

    # ============================================================ queries
    def checkers_in(self, slot: tuple) -> list[CheckerItem]:
        return list(self._slots.get(slot, ()))

    def slot_counts(self) -> dict[tuple, int]:
        return {k: len(v) for k, v in self._slots.items() if v}

    def consistency_problems(self) -> list[str]:
        """Differences between what is drawn and the snapshot (the self-test
        checks there are none)."""
        if self.snapshot is None:
            return []
        want = self._target_counts(self.snapshot)
        have = self.slot_counts()
        problems = [f"{k}: drawn {have.get(k, 0)}, should be {want.get(k, 0)}"
                    for k in sorted(set(want) | set(have), key=_slot_order) if want.get(k, 0) != have.get(k, 0)]
        if len(self._checkers) != 30:
            problems.append(f"{len(self._checkers)} checker items instead of 30")
        return problems

    def point_scene_pos(self, seat: int, point: int) -> QPointF:
        """Where to grab ``seat``'s top checker on ``point`` (or aim a drop there)."""
        key = self.slot_for(seat, point)
        items = self._slots.get(key)
        if items:
            return items[-1].scenePos()
        if key[0] == "off":
            return self.geometry.tray_rect(seat == self._bottom()).center()
        if key[0] == "bar":
            return self.geometry.bar_pos(seat == self._bottom(), 0)
        return self.geometry.checker_pos(key[1], 0)

    def element_rect(self, element: tuple) -> QRectF | None:
        """Where one of the board's accessible parts is, in scene units."""
        g = self.geometry
        kind = element[0]
        if kind == "point":
            return g.point_drop_rect(element[1])
        if kind == "bar":
            return g.bar_rect()
        if kind == "off":
            return g.tray_column()
        if kind == "dice":
            dice = [d.sceneBoundingRect() for d in self._dice if d.isVisible()]
            if not dice:
                return None
            rect = dice[0]
            for r in dice[1:]:
                rect = rect.united(r)
            return rect
        return self.cube.sceneBoundingRect() if self.cube.isVisible() else None

    def focused_element(self) -> tuple | None:
        """The accessible part under the keyboard cursor."""
        target = self.keys.target()
        snap = self.snapshot
        if target is None or snap is None or snap.mover is None:
            return None
        point = target[1] if target[0] == "checker" else target[2]
        return self.describer.element_of(snap.mover, point)

    def dice_scene_pos(self) -> QPointF | None:
        for die in self._dice:
            if die.isVisible():
                return die.scenePos()
        return None

    # ============================================================== arrows
    def show_arrows(self, seat: int, position, best=None, played=None) -> list:
        """Draw plays by ``seat`` from ``position`` (the mover's view; draw the
        snapshot of that position first): ``best`` and ``played``
        (:class:`~nard_desktop.engine.Play` or None) checker by checker, in the
        theme's two arrow colours.  The next snapshot drawn clears them.
        Returns the arrows drawn."""
        arrows = []
        both = best is not None and played is not None and best != played
        for play, kind, nudge in ((played, PLAYED, _ARROW_NUDGE), (best, BEST, -_ARROW_NUDGE)):
            if play is None or (kind == PLAYED and not both and best is not None):
                continue  # the play made was the best: one set of arrows says it
            arrows += play_arrows(self.geometry, self.slot_for, seat, self._bottom(), position, play, kind,
                                  nudge if both else 0.0)
        self.arrows.set_arrows(arrows)
        return arrows

    def clear_arrows(self) -> None:
        self.arrows.set_arrows([])

    # ============================================================= notices
    def show_notice(self, text: str, ms: int = 2200) -> None:
        """A short message over the board's centre: it fades after ``ms`` or goes at
        the player's next click or key."""
        self._stop_fade()
        self.notice.set_text(text)
        self.notice.setPos(self._notice_place())
        self.notice.setOpacity(1.0)
        self.notice.setVisible(True)
        self._notice_timer.start(ms)

    def _notice_place(self) -> QPointF:
        """The board's centre, or the middle of the half of the field without the dice
        when the notice would hide them."""
        centre = self.sceneRect().center()
        dice = self.element_rect(("dice",))
        if dice is None or not self.notice.rect.translated(centre).intersects(dice):
            return centre
        halves = [self.geometry.field_rect(right) for right in (False, True)]
        far = max(halves, key=lambda r: abs(r.center().x() - dice.center().x()))
        self.notice.set_text(self.notice.text, max_width=far.width() - 12)  # within that half
        return QPointF(far.center().x(), centre.y())

    def notice_text(self) -> str:
        """The notice on the board now ("" when none)."""
        return self.notice.text if self.notice.isVisible() else ""

    def hide_notice(self) -> None:
        self._notice_timer.stop()
        self._stop_fade()
        self.notice.setVisible(False)

    def _fade_notice(self) -> None:
        if self.options.instant:
            self.notice.setVisible(False)
            return
        self._stop_fade()
        anim = QVariantAnimation(self)
        anim.setStartValue(1.0)
        anim.setEndValue(0.0)
        anim.setDuration(450)
        anim.valueChanged.connect(self.notice.setOpacity)
        anim.finished.connect(self.hide_notice)
        self._notice_fade = anim
        anim.start()

    def _stop_fade(self) -> None:
        anim, self._notice_fade = self._notice_fade, None
        if anim is not None:
            anim.stop()
            anim.deleteLater()

    # =============================================================== mouse
    def _movable_src_at(self, pos: QPointF) -> tuple[int, CheckerItem] | None:
        snap = self.snapshot
        if snap is None or snap.mover is None:
            return None
        for item in self.items(pos):
            if isinstance(item, CheckerItem) and item.slot is not None:
                point = self.point_for(snap.mover, item.slot)
                if item.seat == snap.mover and point in snap.destinations:
                    top = self._slots[item.slot][-1]
                    return point, top
                return None
        return None

    def _dst_at(self, pos: QPointF) -> int | None:
        """The mover's point under ``pos`` (0 for its tray), or None."""
        snap = self.snapshot
        if snap is None or snap.mover is None:
            return None
        slot = self.geometry.slot_at(pos, snap.bottom)
        if slot is None:
            return None
        if slot[0] == "point":
            return self.point_for(snap.mover, slot)
        if slot[0] == "off" and slot[1] == snap.mover:
            return 0
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            event.ignore()
            return
        self.hide_notice()  # the player acts: the passing notice goes
        if self.keys.lifted:
            self._clear_highlights()
        self.keys.mouse_used()
        if self.editor is not None:
            self.editor.press(event.scenePos(), event.button())
            event.accept()
            return
        self._cancel_press()
        pos = event.scenePos()
        found = self._movable_src_at(pos)
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if self._selected is not None and self._dst_at(pos) in self._highlights:
            found = None  # a click on a lit point: the selected checker goes there
        if found is not None:
            src, item = found
            self._press = _Press(src, item, event.screenPos(), pos, event.button(), item.pos() - pos, shift)
            if event.button() == Qt.MouseButton.LeftButton:
                self._show_highlights(src)
        else:
            self._press = _Press(None, None, event.screenPos(), pos, event.button(), QPointF(), shift)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.editor is not None:
            self.editor.move(event.scenePos())
            event.accept()
            return
        press = self._press
        if press is None or press.src is None or press.item is None \
                or press.button != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        if not press.dragging:
            if (event.screenPos() - press.screen).manhattanLength() < DRAG_THRESHOLD:
                return
            press.dragging = True
            self._stop_anim(press.item)
            press.item.setZValue(Z_DRAGGED)
            press.item.setCursor(Qt.CursorShape.ClosedHandCursor)
        pos = event.scenePos()
        press.item.setPos(pos + press.offset)
        hot = self._dst_at(pos)
        for dst, h in self._highlights.items():
            h.set_hot(dst == hot)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.editor is not None:
            self.editor.release(event.scenePos(), event.button())
            event.accept()
            return
        press = self._press
        if press is None or event.button() != press.button:
            event.ignore()
            return
        self._press = None
        pos = event.scenePos()
        serial = self._serial
        if press.dragging and press.src is not None and press.item is not None:
            dst = self._dst_at(pos)
            legal = dst is not None and dst in self._highlights
            item, src = press.item, press.src
            self._clear_highlights()
            if legal:
                self.drop_requested.emit(src, dst)
            elif dst is not None and dst != src:
                self.illegal_drop.emit(src, dst)
            if self._serial == serial:  # nothing changed: the checker goes back
                self._snap_back(item)
            event.accept()
            return
        self._click(press, pos)
        if self._serial == serial and self._selected is None:
            self._clear_highlights()
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A double click is two clicks: each plays a die.
        self.mousePressEvent(event)

    def _click(self, press: _Press, pos: QPointF) -> None:
        snap = self.snapshot
        if snap is None:
            return
        left = press.button == Qt.MouseButton.LeftButton
        if press.src is not None:
            if left and (press.shift or self.options.click_selects):
                self._select(press.src)
                return
            self._selected = None
            self._clear_highlights()
            self.checker_clicked.emit(press.src, left)
            return
        for item in self.items(pos):
            if isinstance(item, DieItem) and item.isVisible():
                self._selected = None
                self.dice_clicked.emit()
                return
            if isinstance(item, CubeItem) and item.isVisible():
                self.cube_clicked.emit()
                return
        dst = self._dst_at(pos)
        if self._selected is not None:
            src = self._selected
            self._selected = None
            self._clear_highlights()
            if dst is not None and dst in snap.destinations.get(src, ()):
                self.drop_requested.emit(src, dst)
            return
        if dst is not None and any(dst in d for d in snap.destinations.values()):
            self.point_clicked.emit(dst)
            return
        if left:
            self.board_clicked.emit()

    def _select(self, src: int) -> None:
        self._selected = src
        self._show_highlights(src)

    def _snap_back(self, item: CheckerItem) -> None:
        if item.slot is None or self.snapshot is None:
            return
        items = self._slots.get(item.slot, [])
        index = items.index(item) if item in items else 0
        pos = self.geometry.slot_pos(item.slot, index, self.snapshot.bottom)
        item.setCursor(Qt.CursorShape.OpenHandCursor)
        if self.options.instant:
            item.setPos(pos)
            item.setZValue(Z_CHECKER + index)
        else:
            self._animate(item, pos, Z_CHECKER + index, slab=item.slot[0] == "off")

    def _cancel_press(self) -> None:
        press = self._press
        self._press = None
        if press is not None and press.dragging and press.item is not None:
            self._snap_back(press.item)

    def cancel_hold(self) -> None:
        """Escape: put a held or selected checker back."""
        self._cancel_press()
        self._selected = None
        self._clear_highlights()

    def has_hold(self) -> bool:
        """Whether a checker is held, selected or lit."""
        return self._press is not None or self._selected is not None or bool(self._highlights)

    def lift_from_keyboard(self, src: int) -> None:
        """Light ``src``'s destinations, as a press on it does."""
        self._cancel_press()
        self._selected = None
        self._show_highlights(src)

    def set_hot_destination(self, dst: int | None) -> None:
        for d, h in self._highlights.items():
            h.set_hot(d == dst)

    def wants_key(self, key: int) -> bool:
        """Whether the board takes ``key`` now rather than leaving it to a shortcut."""
        return self.keys.wants(key)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.hide_notice()
        if event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier) == Qt.KeyboardModifier.NoModifier \
                and self.keys.key(event.key()):
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.cancel_hold()
            event.accept()
            return
        super().keyPressEvent(event)


def pip_owner(snap: Snapshot, seat: int) -> str:
    """Whose pip count this is, in a word that fits the tray: "You" and "Computer"
    where one of each plays, otherwise the checkers' colour."""
    kind = snap.kinds[seat]
    if snap.kinds.count(kind) == 1:
        if kind == HUMAN:
            return QCoreApplication.translate("BoardScene", "You")
        if kind == COMPUTER:
            return QCoreApplication.translate("BoardScene", "Computer")
    if snap.colours[seat] == "light":
        return QCoreApplication.translate("BoardScene", "White")
    return QCoreApplication.translate("BoardScene", "Black")


def _slot_order(key: tuple) -> tuple:
    kind = {"off": 0, "point": 1, "bar": 2}[key[0]]
    return (key[-1], kind, key[1] if key[0] == "point" else 0)


__all__ = ["BoardScene", "DRAG_THRESHOLD"]
