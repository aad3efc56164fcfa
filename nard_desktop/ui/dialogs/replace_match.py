"""The question before a match in progress gives way to another."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


class ReplaceMatchDialog(QMessageBox):
    """Save / Don't save / Cancel.  Whatever the answer, the replaced match
    stays among File ▸ Recent unfinished matches: the text says so."""

    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Replace the match in progress?"))
        self.setText(self.tr("A match is in progress. Save it to a file before it is replaced?"))
        self.setInformativeText(self.tr("If you do not save it, it is still kept for a while: File ▸ Recent "
                                        "unfinished matches brings it back."))
        self.save_button = self.addButton(self.tr("Save…"), QMessageBox.ButtonRole.AcceptRole)
        self.discard_button = self.addButton(self.tr("Don't save"), QMessageBox.ButtonRole.DestructiveRole)
        self.cancel_button = self.addButton(self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)

    def ask(self) -> str:
        """Show the question; :attr:`SAVE`, :attr:`DISCARD` or :attr:`CANCEL`."""
        self.exec()
        clicked = self.clickedButton()
        if clicked is self.save_button:
            return self.SAVE
        if clicked is self.discard_button:
            return self.DISCARD
        return self.CANCEL


__all__ = ["ReplaceMatchDialog"]
