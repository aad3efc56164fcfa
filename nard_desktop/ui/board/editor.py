"""The position editor: a mode of the board scene in which checkers of either
colour are set up by hand.

In edit mode the scene's gestures are a different set of intents:

* drag a checker of either side anywhere: a point, the bar, or its tray (off);
* a left click on a point or the bar adds a checker of the chosen side there
  (taken from its tray), a right click takes one away (back to the tray).

The editor's panel sets the player on roll, the dice, the cube's value and
owner, the score and the match length, and shows each side's checker count.
An impossible setup is refused with a message that says why; from a possible
one the player can play on against the computer, ask for a hint, or copy the
position's GNU Backgammon IDs.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFormLayout, QGridLayout, QHBoxLayout, QLabel,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from nard_desktop.app.controller import DiceView, Snapshot
from nard_desktop.app.text import fill, loc
from nard_desktop.engine import CubeState, GamePhase, InvalidPositionError, MatchKey, Position

if TYPE_CHECKING:  # pragma: no cover
    from .scene import BoardScene

__all__ = ["EditedPosition", "PositionEditor", "EditorPanel", "CHECKERS"]

translate = QCoreApplication.translate
CHECKERS = 15
CUBE_VALUES = (1, 2, 4, 8, 16, 32, 64)


def _side_name(colour: str) -> str:
    return translate("PositionEditor", "White") if colour == "light" else translate("PositionEditor", "Black")


@dataclasses.dataclass
class EditedPosition:
    """A setup being edited: each seat's checkers in its own numbering (25 the
    bar; the rest of its fifteen are off), whose turn it is, the dice, the cube,
    the score and the match length."""

    counts: list[list[int]]  # [seat][0..25]; index 0 unused (off is what is left)
    colours: tuple[str, str] = ("light", "dark")
    on_roll: int = 0
    dice: tuple[int, int] | None = None
    cube_value: int = 1
    cube_owner: int | None = None
    score: list[int] = dataclasses.field(default_factory=lambda: [0, 0])
    length: int = 0
    crawford: bool = False

    @classmethod
    def from_position(cls, position: Position, on_roll: int, **kw) -> "EditedPosition":
        """From ``position`` seen by ``on_roll``."""
        mine, theirs = list(position.mine), list(position.theirs)
        seats = {on_roll: mine, 1 - on_roll: theirs}
        counts = [[0] + seats[s][1:26] for s in (0, 1)]
        return cls(counts=counts, on_roll=on_roll, **kw)

    # ----------------------------------------------------------- counts
    def off(self, seat: int) -> int:
        return CHECKERS - sum(self.counts[seat][1:26])

    def on_point(self, seat: int, point: int) -> int:
        if point == 0:
            return self.off(seat)
        return self.counts[seat][point]

    def _blocked(self, seat: int, point: int) -> bool:
        """Whether the other side holds ``seat``'s board point ``point``."""
        return 1 <= point <= 24 and self.counts[1 - seat][25 - point] > 0

    def name(self, seat: int) -> str:
        return _side_name(self.colours[seat])

    def move(self, seat: int, src: int, dst: int) -> str | None:
        """Move one of ``seat``'s checkers (its numbering; 25 bar, 0 off).
        Returns the reason when it cannot be done (nothing changes then)."""
        if src == dst:
            return None
        if self.on_point(seat, src) <= 0:
            return fill(translate("PositionEditor", "%1 has no checker there."), self.name(seat))
        if dst != 0 and self._blocked(seat, dst):
            return translate("PositionEditor", "A point holds checkers of one colour only.")
        if src != 0:
            self.counts[seat][src] -= 1
        if dst != 0:
            self.counts[seat][dst] += 1
        return None

    def add(self, seat: int, point: int) -> str | None:
        """One more of ``seat``'s checkers on ``point`` (refused past fifteen)."""
        if self.off(seat) <= 0:
            return fill(translate("PositionEditor", "%1 already has all %2 checkers on the board; a side "
                                                    "has %2 checkers."), self.name(seat), loc(CHECKERS))
        return self.move(seat, 0, point)

    def remove(self, seat: int, point: int) -> str | None:
        return self.move(seat, point, 0)

    def set_count(self, seat: int, point: int, n: int) -> str | None:
        """Put exactly ``n`` of ``seat``'s checkers on ``point`` (refused past fifteen)."""
        if n < 0:
            return translate("PositionEditor", "A point cannot hold fewer than no checkers.")
        others = sum(self.counts[seat][1:26]) - self.counts[seat][point]
        if others + n > CHECKERS:
            return fill(translate("PositionEditor", "%1 would have %2 checkers; a side has %3 checkers."),
                        self.name(seat), loc(others + n), loc(CHECKERS))
        if n and self._blocked(seat, point):
            return translate("PositionEditor", "A point holds checkers of one colour only.")
        self.counts[seat][point] = n
        return None

    # --------------------------------------------------------- checking
    def problems(self) -> list[str]:
        """Why this setup cannot be played, in the player's language (empty: it can)."""
        out = []
        for seat in (0, 1):
            total = sum(self.counts[seat][1:26])
            if total > CHECKERS or min(self.counts[seat][1:26]) < 0:
                out.append(fill(translate("PositionEditor", "%1 has %2 checkers; a side has %3 checkers."),
                                self.name(seat), loc(total), loc(CHECKERS)))
        for p in range(1, 25):
            if self.counts[0][p] and self.counts[1][25 - p]:
                out.append(translate("PositionEditor", "A point holds checkers of one colour only."))
                break
        for seat in (0, 1):
            if self.off(seat) == CHECKERS:
                out.append(fill(translate("PositionEditor", "%1 has borne off every checker: the game is over."),
                                self.name(seat)))
        if self.cube_value not in CUBE_VALUES:
            out.append(fill(translate("PositionEditor", "A turned cube shows %1, %2, %3, %4, %5 or %6."),
                            *(loc(v) for v in CUBE_VALUES[1:])))
        elif self.cube_value == 1 and self.cube_owner is not None:
            out.append(translate("PositionEditor", "A cube nobody has doubled yet stays in the middle."))
        elif self.cube_value > 1 and self.cube_owner is None:
            out.append(translate("PositionEditor", "A doubled cube belongs to the player who took it."))
        if self.length:
            for seat in (0, 1):
                if not 0 <= self.score[seat] < self.length:
                    out.append(fill(translate("PositionEditor", "A score in a %1-point match is below %1."),
                                    loc(self.length)))
                    break
            if self.crawford and self.cube_value > 1:
                out.append(translate("PositionEditor", "The cube cannot be turned in the Crawford game."))
            if self.crawford and self.length - 1 not in self.score:
                out.append(translate("PositionEditor", "The Crawford game is played when a player is one point "
                                                       "from winning the match."))
        elif any(self.score):
            out.append(translate("PositionEditor", "A money session has no match score."))
        if self.dice is not None and not all(1 <= d <= 6 for d in self.dice):
            out.append(fill(translate("PositionEditor", "A die shows %1 to %2."), loc(1), loc(6)))
        if not out:
            try:
                self.position()
            except InvalidPositionError:
                out.append(translate("PositionEditor", "This position cannot occur in a game."))
        return out

    def position(self) -> Position:
        """The position seen by the player on roll (InvalidPositionError if impossible)."""
        seat = self.on_roll
        mine = [self.off(seat), *self.counts[seat][1:26]]
        theirs = [self.off(1 - seat), *self.counts[1 - seat][1:26]]
        return Position(mine, theirs)

    def ids(self) -> tuple[str, str]:
        """GNU Backgammon's Position ID and Match ID of the setup (check :meth:`problems` first)."""
        key = MatchKey(cube_value=self.cube_value, cube_owner=self.cube_owner, dice_owner=self.on_roll,
                       crawford=self.crawford, turn=self.on_roll, dice=self.dice or (0, 0), length=self.length,
                       score=(self.score[0], self.score[1]))
        return self.position().position_id(), key.encode()

    def board_for_bottom(self, bottom: int) -> Position:
        seat = bottom
        mine = [max(0, self.off(seat)), *self.counts[seat][1:26]]
        theirs = [max(0, self.off(1 - seat)), *self.counts[1 - seat][1:26]]
        return Position._trusted(tuple(mine), tuple(theirs))


class PositionEditor:
    """Edit mode on one scene: turns the scene's mouse gestures into edits of
    :attr:`setup` and draws it."""

    def __init__(self, scene: "BoardScene", setup: EditedPosition, base: Snapshot) -> None:
        self.scene = scene
        self.setup = setup
        self.base = base
        self.message = ""  # the last edit's refusal, or ""
        self.chosen_seat = setup.on_roll  # whose checker a click adds
        self._drag: tuple | None = None  # (item, seat, src point, press pos, offset, moved)
        self.changed_callbacks: list = []

    # ------------------------------------------------------------- drawing
    def snapshot(self) -> Snapshot:
        s, base = self.setup, self.base
        bottom = base.bottom
        board = s.board_for_bottom(bottom)
        dice = None
        if s.dice is not None:
            dice = DiceView(values=tuple(s.dice), used=(False, False), seat=s.on_roll, opening=False,
                            serial=base.dice.serial if base.dice is not None else -1)
        pips_b = board.pips()
        pips = (pips_b[0], pips_b[1]) if bottom == 0 else (pips_b[1], pips_b[0])
        return dataclasses.replace(
            base, board=board, phase=GamePhase.MOVE if s.dice else GamePhase.ROLL, on_roll=s.on_roll,
            awaiting=None, dice=dice, mover=None, destinations={}, turn_complete=False, can_undo=False,
            can_roll=False, can_double=False, can_answer_double=False, can_beaver=False, can_raccoon=False,
            can_resign=False, can_answer_resignation=False, cube=CubeState(s.cube_value, s.cube_owner),
            cube_enabled=True, pending_double=s.cube_value * 2, score=(s.score[0], s.score[1]),
            match_length=s.length, pips=pips, off=(max(0, s.off(0)), max(0, s.off(1))), colours=s.colours,
            thinking=False, result=None, match_winner=None, resign_offer=None)

    def redraw(self) -> None:
        self.scene.draw_edited(self.snapshot())
        for callback in self.changed_callbacks:
            callback()

    def refuse(self, message: str | None) -> bool:
        self.message = message or ""
        if message:
            self.scene.show_notice(message, 2600)
        return not message

    # --------------------------------------------------------------- mouse
    def _slot_point(self, seat: int, pos: QPointF) -> int | None:
        """``seat``'s point number under ``pos`` (25 the bar, 0 either tray)."""
        slot = self.scene.geometry.slot_at(pos, self.scene.snapshot.bottom if self.scene.snapshot else 0)
        if slot is None:
            return None
        if slot[0] == "off":
            return 0
        if slot[0] == "bar":
            return 25
        return slot[1] if seat == self.base.bottom else 25 - slot[1]

    def press(self, pos: QPointF, button: Qt.MouseButton) -> None:
        from .items import CheckerItem

        self._drag = None
        for item in self.scene.items(pos):
            if isinstance(item, CheckerItem) and item.slot is not None and item.isVisible():
                seat = item.seat
                src = self.scene.point_for(seat, item.slot)
                if src is None:
                    break
                top = self.scene.checkers_in(item.slot)[-1]
                self._drag = (top, seat, src, QPointF(pos), top.pos() - pos, False, button)
                return
        self._drag = (None, None, None, QPointF(pos), QPointF(), False, button)

    def move(self, pos: QPointF) -> None:
        if self._drag is None or self._drag[0] is None or self._drag[6] != Qt.MouseButton.LeftButton:
            return
        item, seat, src, start, offset, moved, button = self._drag
        if not moved and (pos - start).manhattanLength() < 4:
            return
        self._drag = (item, seat, src, start, offset, True, button)
        item.setZValue(300)
        item.setPos(pos + offset)

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        drag, self._drag = self._drag, None
        if drag is None:
            return
        item, seat, src, start, offset, moved, _ = drag
        if item is not None and moved:
            dst = self._slot_point(seat, pos)
            if dst is not None:
                self.refuse(self.setup.move(seat, src, dst))
            self.redraw()
            return
        # A click: add (left) or take away (right) one checker.
        if item is not None:
            seat_here = seat
            point = src
        else:
            seat_here = self.chosen_seat
            point = self._slot_point(seat_here, pos)
            if point is None or point == 0:
                return
        if button == Qt.MouseButton.RightButton:
            self.refuse(self.setup.remove(seat_here, point))
        else:
            if item is None and self.setup._blocked(seat_here, point):
                seat_here = 1 - seat_here
                point = 25 - point
            self.refuse(self.setup.add(seat_here, point))
        self.redraw()


def beside_board(panel: QSize, window: QRect, board: QRect, screen: QRect) -> QPoint:
    """Where the editor's panel goes so that it hides as little of the board as it can:
    beside the window where the screen has room (on the side of the window's own side
    panel first), otherwise over the window's side panel, at its outer edge.  All in
    global coordinates."""
    side_left = board.center().x() > window.center().x()  # the side panel is left of the board
    top = max(screen.top(), min(window.top(), screen.bottom() - panel.height()))
    left_room = window.left() - screen.left() >= panel.width()
    right_room = screen.right() - window.right() >= panel.width()
    if (side_left and left_room) or (left_room and not right_room):
        return QPoint(window.left() - panel.width(), top)
    if right_room:
        return QPoint(window.right() + 1, top)
    x = window.left() if side_left else window.right() + 1 - panel.width()
    x = max(screen.left(), min(x, screen.right() + 1 - panel.width()))
    y = max(screen.top(), min(window.center().y() - panel.height() // 2, screen.bottom() + 1 - panel.height()))
    return QPoint(x, y)


class EditorPanel(QDialog):
    """The editor's controls beside the board (not modal: the board stays usable)."""

    play_requested = Signal()
    hint_requested = Signal()
    rollout_requested = Signal()
    finished_editing = Signal()

    def __init__(self, editor: PositionEditor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PositionEditorPanel")
        self.editor = editor
        self.setModal(False)
        # A tool window beside the board: the board stays in view and usable.
        self.setWindowFlag(Qt.WindowType.Tool, True)
        self._filling = False
        layout = QVBoxLayout(self)
        self.help = QLabel(self)
        self.help.setWordWrap(True)
        layout.addWidget(self.help)
        form = QFormLayout()
        self.labels: dict[str, QLabel] = {}

        def row(key: str, widget: QWidget) -> QWidget:
            label = QLabel(self)
            label.setBuddy(widget)
            self.labels[key] = label
            form.addRow(label, widget)
            return widget

        self.add_for = row("add_for", QComboBox(self))
        self.on_roll = row("on_roll", QComboBox(self))
        for combo in (self.add_for, self.on_roll):
            combo.addItem("", 0)
            combo.addItem("", 1)
        dice_row = QWidget(self)
        dl = QHBoxLayout(dice_row)
        dl.setContentsMargins(0, 0, 0, 0)
        self.rolled = QCheckBox(dice_row)
        self.die1, self.die2 = QSpinBox(dice_row), QSpinBox(dice_row)
        for die in (self.die1, self.die2):
            die.setRange(1, 6)
        dl.addWidget(self.rolled)
        dl.addWidget(self.die1)
        dl.addWidget(self.die2)
        row("dice", dice_row)
        self.cube_value = row("cube_value", QComboBox(self))
        for v in CUBE_VALUES:
            self.cube_value.addItem(loc(v), v)
        self.cube_owner = row("cube_owner", QComboBox(self))
        for data in (None, 0, 1):
            self.cube_owner.addItem("", data)
        self.length = row("length", QSpinBox(self))
        self.length.setRange(0, 63)
        score_row = QWidget(self)
        sl = QHBoxLayout(score_row)
        sl.setContentsMargins(0, 0, 0, 0)
        self.score0, self.score1 = QSpinBox(score_row), QSpinBox(score_row)
        for sp in (self.score0, self.score1):
            sp.setRange(0, 63)
            sl.addWidget(sp)
        row("score", score_row)
        self.crawford = QCheckBox(self)
        form.addRow(self.crawford)
        layout.addLayout(form)
        self.counts = QLabel(self)
        self.counts.setObjectName("checker_counts")
        layout.addWidget(self.counts)
        self.problems = QLabel(self)
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b00020;")
        layout.addWidget(self.problems)
        # Two rows of buttons: a narrow panel hides less of the board beside it.
        buttons = QGridLayout()
        self.play_button = QPushButton(self)
        self.hint_button = QPushButton(self)
        self.rollout_button = QPushButton(self)
        self.copy_button = QPushButton(self)
        self.done_button = QPushButton(self)
        for i, b in enumerate((self.play_button, self.hint_button, self.rollout_button, self.copy_button,
                               self.done_button)):
            buttons.addWidget(b, i // 3, i % 3)
        layout.addLayout(buttons)
        self.play_button.clicked.connect(self.play_requested)
        self.hint_button.clicked.connect(self.hint_requested)
        self.rollout_button.clicked.connect(self.rollout_requested)
        self.copy_button.clicked.connect(self.copy_ids)
        self.done_button.clicked.connect(self.close)
        for w in (self.add_for, self.on_roll, self.cube_value, self.cube_owner):
            w.currentIndexChanged.connect(self._changed)
        for w in (self.die1, self.die2, self.length, self.score0, self.score1):
            w.valueChanged.connect(self._changed)
        for w in (self.rolled, self.crawford):
            w.toggled.connect(self._changed)
        editor.changed_callbacks.append(self.refresh)
        self.retranslate()
        self.load()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("PositionEditor", "Position editor"))
        self.help.setText(translate("PositionEditor", "Drag checkers of either side anywhere: onto a point, the "
                                                      "bar or its tray. A left click on a point adds a checker, "
                                                      "a right click takes one away."))
        texts = {"add_for": translate("PositionEditor", "A click adds checkers of:"),
                 "on_roll": translate("PositionEditor", "On roll:"),
                 "dice": translate("PositionEditor", "Dice:"),
                 "cube_value": translate("PositionEditor", "Cube:"),
                 "cube_owner": translate("PositionEditor", "Cube owner:"),
                 "length": fill(translate("PositionEditor", "Match length (%1: money game):"), loc(0)),
                 "score": translate("PositionEditor", "Score:")}
        for key, text in texts.items():
            self.labels[key].setText(text)
        s = self.editor.setup
        for combo in (self.add_for, self.on_roll):
            for i in (0, 1):
                combo.setItemText(i, s.name(i))
        self.cube_owner.setItemText(0, translate("PositionEditor", "In the middle"))
        self.cube_owner.setItemText(1, s.name(0))
        self.cube_owner.setItemText(2, s.name(1))
        self.rolled.setText(translate("PositionEditor", "rolled"))
        self.crawford.setText(translate("PositionEditor", "Crawford game"))
        self.play_button.setText(translate("PositionEditor", "Play on against the computer"))
        self.hint_button.setText(translate("PositionEditor", "Hint"))
        self.rollout_button.setText(translate("PositionEditor", "Roll out…"))
        self.copy_button.setText(translate("PositionEditor", "Copy IDs"))
        self.done_button.setText(translate("PositionEditor", "Close the editor"))
        self.refresh()

    def load(self) -> None:
        s = self.editor.setup
        self._filling = True
        try:
            self.add_for.setCurrentIndex(self.editor.chosen_seat)
            self.on_roll.setCurrentIndex(s.on_roll)
            self.rolled.setChecked(s.dice is not None)
            if s.dice is not None:
                self.die1.setValue(s.dice[0])
                self.die2.setValue(s.dice[1])
            self.cube_value.setCurrentIndex(max(0, self.cube_value.findData(s.cube_value)))
            self.cube_owner.setCurrentIndex({None: 0, 0: 1, 1: 2}.get(s.cube_owner, 0))
            self.length.setValue(s.length)
            self.score0.setValue(s.score[0])
            self.score1.setValue(s.score[1])
            self.crawford.setChecked(s.crawford)
        finally:
            self._filling = False
        self.refresh()

    def _changed(self, *_: object) -> None:
        if self._filling:
            return
        s = self.editor.setup
        self.editor.chosen_seat = self.add_for.currentIndex()
        s.on_roll = self.on_roll.currentIndex()
        s.dice = (self.die1.value(), self.die2.value()) if self.rolled.isChecked() else None
        s.cube_value = self.cube_value.currentData()
        s.cube_owner = self.cube_owner.currentData()
        s.length = self.length.value()
        s.score = [self.score0.value(), self.score1.value()]
        s.crawford = self.crawford.isChecked()
        self.editor.redraw()

    def refresh(self) -> None:
        s = self.editor.setup
        parts = []
        for seat in (0, 1):
            parts.append(fill(translate("PositionEditor", "%1: %2 on the board, %3 on the bar, %4 off"),
                              s.name(seat), loc(sum(s.counts[seat][1:25])), loc(s.counts[seat][25]),
                              loc(max(0, s.off(seat)))))
        self.counts.setText("\n".join(parts))
        problems = s.problems()
        self.problems.setText("\n".join(problems))
        ok = not problems
        for b in (self.play_button, self.hint_button, self.rollout_button, self.copy_button):
            b.setEnabled(ok)

    def copy_ids(self) -> bool:
        s = self.editor.setup
        if s.problems():
            return False
        pid, mid = s.ids()
        QGuiApplication.clipboard().setText(f"{pid}:{mid}")
        return True

    def done(self, result: int) -> None:
        """Every way out (the window's close button, Escape, Done) ends the editing:
        a dialog hidden by Escape alone would leave the game waiting for an editor
        nobody can see."""
        super().done(result)
        self.finished_editing.emit()
