"""Side-panel pieces: the players and score, the answer bar for a resignation
offer, and the roll / done / undo buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton,
                               QVBoxLayout, QWidget)

from nard_desktop.app.controller import Snapshot
from nard_desktop.app.text import fill, loc, points_text, result_kind_name
from nard_desktop.engine import GamePhase
from nard_desktop.ui.retranslating import Retranslating


class _Swatch(QWidget):
    """A small checker in a player's colour; ringed while that player is to act."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = "light"
        self.active = False
        self.setFixedSize(22, 22)

    def set_state(self, colour: str, active: bool) -> None:
        if (colour, active) != (self.colour, self.active):
            self.colour, self.active = colour, active
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = QColor("#fbf7ee") if self.colour == "light" else QColor("#2f2824")
        if self.active:
            p.setPen(QColor(255, 190, 30))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(1, 1, 20, 20)
        p.setPen(QColor("#222"))
        p.setBrush(face)
        p.drawEllipse(4, 4, 14, 14)


def _button(text: str, parent: QWidget) -> QPushButton:
    b = QPushButton(text, parent)
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return b


class PlayersPanel(Retranslating, QGroupBox):
    """Who plays which colour, their pip counts and the match score."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        self.match_label = QLabel(self)
        self.match_label.setWordWrap(True)
        grid.addWidget(self.match_label, 0, 0, 1, 4)
        self.headers = [QLabel(self) for _ in range(3)]
        for c, lab in enumerate(self.headers):
            grid.addWidget(lab, 1, c + 1)
        self.swatches = [_Swatch(self), _Swatch(self)]
        self.names = [QLabel(self), QLabel(self)]
        self.pips = [QLabel(self), QLabel(self)]
        self.scores = [QLabel(self), QLabel(self)]
        for seat in (0, 1):
            row = 2 + (1 - seat)  # the top player is listed first, as on the board
            grid.addWidget(self.swatches[seat], row, 0)
            grid.addWidget(self.names[seat], row, 1)
            grid.addWidget(self.pips[seat], row, 2)
            grid.addWidget(self.scores[seat], row, 3)
            self.names[seat].setWordWrap(True)
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language (the rest comes with the next snapshot)."""
        self.setTitle(self.tr("Players"))
        for lab, text in zip(self.headers, (self.tr("Player"), self.tr("Pips"), self.tr("Score"))):
            # Upright and muted: italic type is a Latin convention that slants Persian wrongly.
            lab.setTextFormat(Qt.TextFormat.PlainText)
            lab.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            lab.setText(text)

    def set_snapshot(self, snap: Snapshot) -> None:
        if snap.match_length == 1:  # "Match to 1 points" is wrong English
            self.match_label.setText(fill(self.tr("One-point match — game %1"), loc(snap.game_number)))
        elif snap.match_length:
            self.match_label.setText(fill(self.tr("Match to %1 points — game %2"),
                                          loc(snap.match_length), loc(snap.game_number)))
        else:
            self.match_label.setText(fill(self.tr("Money session — game %1"), loc(snap.game_number)))
        acting = snap.awaiting if snap.awaiting is not None else None
        for seat in (0, 1):
            self.swatches[seat].set_state(snap.colours[seat], acting == seat)
            name = snap.names[seat]
            self.names[seat].setText(f"<b>{name}</b>" if acting == seat else name)
            self.pips[seat].setText(loc(snap.pips[seat]))
            self.scores[seat].setText(loc(snap.score[seat]))


class OfferBar(Retranslating, QFrame):
    """Shown while a person must answer an offer to resign."""

    accept_requested = Signal()
    decline_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("OfferBar { background: #fff3c4; border: 1px solid #d4a017; border-radius: 6px; }"
                           "QLabel { color: #3a2a00; }")
        layout = QVBoxLayout(self)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        self.accept_button = _button("", self)
        self.decline_button = _button("", self)
        row.addWidget(self.accept_button)
        row.addWidget(self.decline_button)
        layout.addLayout(row)
        self.accept_button.clicked.connect(self.accept_requested)
        self.decline_button.clicked.connect(self.decline_requested)
        self.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language."""
        self.accept_button.setText(self.tr("Accept"))
        self.decline_button.setText(self.tr("Decline"))

    def set_snapshot(self, snap: Snapshot, points: int | None) -> None:
        show = snap.can_answer_resignation and snap.resign_offer is not None
        if show:
            seat, level = snap.resign_offer  # type: ignore[misc]
            self.label.setText(fill(self.tr("%1 offers to resign a %2 (%3)."), snap.names[seat],
                                    result_kind_name(level), points_text(points or 0)))
        self.setVisible(show)


class ActionBar(Retranslating, QWidget):
    """Roll, Done (pick up the dice) and Undo."""

    roll_requested = Signal()
    done_requested = Signal()
    undo_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.roll_button = _button("", self)
        self.done_button = _button("", self)
        self.undo_button = _button("", self)
        self._beavered = False
        self.retranslate()
        for b in (self.roll_button, self.done_button, self.undo_button):
            row.addWidget(b)
        self.roll_button.clicked.connect(self.roll_requested)
        self.done_button.clicked.connect(self.done_requested)
        self.undo_button.clicked.connect(self.undo_requested)
        for b in (self.roll_button, self.done_button, self.undo_button):
            b.setEnabled(False)  # until there is a game to act in

    def retranslate(self) -> None:
        """Set the fixed texts in the current language."""
        self.roll_button.setText(self.tr("Play on") if self._beavered else self.tr("Roll"))
        self.done_button.setText(self.tr("Done"))
        self.undo_button.setText(self.tr("Undo"))
        self.roll_button.setToolTip(self.tr("Roll the dice (Space, or click the board)"))
        self.done_button.setToolTip(self.tr("Pick up the dice: the turn is final (Enter, or click the dice)"))
        self.undo_button.setToolTip(self.tr("Take back the last checker moved (Ctrl+Z)"))

    def set_snapshot(self, snap: Snapshot) -> None:
        self.roll_button.setEnabled(snap.can_roll)
        self.done_button.setEnabled(snap.turn_complete)
        self.undo_button.setEnabled(snap.can_undo)
        self._beavered = snap.phase == GamePhase.BEAVERED
        self.roll_button.setText(self.tr("Play on") if self._beavered else self.tr("Roll"))
