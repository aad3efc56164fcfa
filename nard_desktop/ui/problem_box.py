"""A message box for what went wrong: the sentence in the player's language, and the
technical detail (English, for a bug report) behind the box's "Details" button
(Qt's own, translated by Qt's catalogue), never inside the sentence."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QTextEdit, QWidget

__all__ = ["problem_box", "show_problem", "run_box"]


def problem_box(parent: QWidget | None, title: str, message: str,
                icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
    """The box for ``message`` (a :class:`~nard_desktop.app.problem.Problem` brings its
    ``detail``; a plain ``str`` has none), not yet shown."""
    box = QMessageBox(icon, title, str(message), QMessageBox.StandardButton.Ok, parent)
    detail = getattr(message, "detail", "")
    if detail:
        box.setDetailedText(detail)
        # The detail is English: it reads left to right in a Persian window too.
        for area in box.findChildren(QTextEdit):
            area.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    return box


def run_box(box: QMessageBox) -> None:
    """Show ``box`` and wait for the player's OK (tests answer it at once)."""
    box.exec()


def show_problem(parent: QWidget | None, title: str, message: str) -> None:
    """Tell the player what went wrong: a warning box with the sentence, its detail
    behind the Details button when there is one."""
    if not getattr(message, "detail", ""):
        QMessageBox.warning(parent, title, str(message))
        return
    run_box(problem_box(parent, title, message))
