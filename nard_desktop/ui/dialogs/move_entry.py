"""Typing a move: the keyboard's way to play a turn, in the notation the
move list uses (``13/7 8/7``, ``bar/20*``, ``6/off``), Persian digits and
words accepted.  A move that cannot be read or is not legal leaves the
dialog open with the reason; nothing on the board changes."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from nard_desktop.app.text import dice_text, fill, notation_text


class MoveEntryDialog(QDialog):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(self.tr("Type a move"))
        layout = QVBoxLayout(self)
        turn = controller.game.turn
        roll = dice_text(turn.roll) if turn is not None else ""
        self.prompt = QLabel(fill(self.tr("Your move with %1, for example %2:"), roll,
                                  notation_text("24/18 13/8")), self)
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        self.edit = QLineEdit(self)
        self.edit.setMinimumWidth(340)
        layout.addWidget(self.edit)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.edit.setFocus()

    def accept(self) -> None:
        message = self.controller.play_text(self.edit.text())
        if message is None:
            super().accept()
            return
        self.error.setText(message)
        self.error.show()
        self.adjustSize()  # room for the wrapped reason
        self.edit.selectAll()
        self.edit.setFocus()


__all__ = ["MoveEntryDialog"]
