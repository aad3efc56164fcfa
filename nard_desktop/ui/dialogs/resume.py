"""The offer, at start-up, to resume the match that was in progress."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


class ResumeDialog(QMessageBox):
    """Resume / New match.  ``details`` describes the saved match (a line or two)."""

    def __init__(self, details: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Resume the match?"))
        self.setText(self.tr("A match was still in progress when the program last closed."))
        self.setInformativeText(details)
        self.resume_button = self.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button = self.addButton(self.tr("New match"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.resume_button)
        self.setEscapeButton(self.new_button)

    def ask(self) -> bool:
        """Show the offer; True when the player chose to resume."""
        self.exec()
        return self.clickedButton() is self.resume_button


__all__ = ["ResumeDialog"]
