"""The doubling-cube panel: the cube's value and owner, Double, the answers to
a double (take, drop, beaver, raccoon), and the Crawford-game notice.  Hidden
entirely when the rules have no cube."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from nard_desktop.app.controller import Snapshot
from nard_desktop.app.text import fill, is_you, loc
from nard_desktop.engine import GamePhase
from nard_desktop.ui.retranslating import Retranslating


def _button(text: str, parent: QWidget) -> QPushButton:
    b = QPushButton(text, parent)
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space stays the roll key
    return b


class CubeWidget(Retranslating, QGroupBox):
    double_requested = Signal()
    take_requested = Signal()
    drop_requested = Signal()
    beaver_requested = Signal()
    raccoon_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.value_label = QLabel(self)
        self.value_label.setWordWrap(True)
        self.crawford_label = QLabel(self)
        self.crawford_label.setWordWrap(True)
        self.crawford_label.setStyleSheet("color: #b5651d; font-weight: bold;")
        self.offer_label = QLabel(self)
        self.offer_label.setWordWrap(True)
        self.offer_label.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.value_label)
        layout.addWidget(self.crawford_label)
        layout.addWidget(self.offer_label)
        row1 = QHBoxLayout()
        self.double_button = _button("", self)
        row1.addWidget(self.double_button)
        layout.addLayout(row1)
        row2 = QHBoxLayout()
        self.take_button = _button("", self)
        self.drop_button = _button("", self)
        self.beaver_button = _button("", self)
        self.raccoon_button = _button("", self)
        for b in (self.take_button, self.drop_button, self.beaver_button, self.raccoon_button):
            row2.addWidget(b)
        layout.addLayout(row2)
        self.double_button.clicked.connect(self.double_requested)
        self.take_button.clicked.connect(self.take_requested)
        self.drop_button.clicked.connect(self.drop_requested)
        self.beaver_button.clicked.connect(self.beaver_requested)
        self.raccoon_button.clicked.connect(self.raccoon_requested)
        self.crawford_label.setVisible(False)
        self.offer_label.setVisible(False)
        for b in (self.take_button, self.drop_button, self.beaver_button, self.raccoon_button):
            b.setVisible(False)
        self.double_button.setEnabled(False)  # until there is a game to act in
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language (the rest comes with the next snapshot)."""
        self.setTitle(self.tr("Doubling cube"))
        self.crawford_label.setText(self.tr("Crawford game: no doubling in this game."))
        self.double_button.setText(self.tr("Double"))
        self.double_button.setToolTip(self.tr("Offer the cube at twice its value, before rolling."))
        self.take_button.setText(self.tr("Take"))
        self.drop_button.setText(self.tr("Drop"))
        self.beaver_button.setText(self.tr("Beaver"))
        self.raccoon_button.setText(self.tr("Raccoon"))

    def set_snapshot(self, snap: Snapshot) -> None:
        self.setVisible(snap.cube_enabled)
        if not snap.cube_enabled:
            return
        cube = snap.cube
        if cube.owner is None:
            where = self.tr("in the centre")
        else:
            where = fill(self.tr("owned by %1"), snap.names[cube.owner])
        self.value_label.setText(fill(self.tr("Value %1, %2."), loc(cube.value), where))
        self.crawford_label.setVisible(snap.crawford)
        offered = snap.phase == GamePhase.DOUBLE_OFFERED
        if offered and is_you(snap.names[snap.on_roll]):
            self.offer_label.setText(fill(self.tr("You double to %1."), loc(snap.pending_double)))
        elif offered:
            self.offer_label.setText(fill(self.tr("%1 doubles to %2."), snap.names[snap.on_roll],
                                          loc(snap.pending_double)))
        elif snap.phase == GamePhase.BEAVERED:
            self.offer_label.setText(fill(self.tr("Beaver! The cube is on %1."), loc(cube.value)))
        self.offer_label.setVisible(offered or snap.phase == GamePhase.BEAVERED)
        self.double_button.setVisible(not snap.crawford)
        self.double_button.setEnabled(snap.can_double)
        self.take_button.setVisible(snap.can_answer_double)
        self.drop_button.setVisible(snap.can_answer_double)
        self.beaver_button.setVisible(snap.can_beaver)
        self.raccoon_button.setVisible(snap.can_raccoon)
