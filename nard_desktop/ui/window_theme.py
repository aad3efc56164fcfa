"""The high-contrast theme for the whole window, not only the board: the panels, the
tables and the text take black, white and yellow, as the board's high-contrast theme
does; any other board theme leaves the window in the system's colours."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

__all__ = ["apply_window_theme", "high_contrast_palette"]

HIGH_CONTRAST = "high_contrast"


def high_contrast_palette() -> QPalette:
    """White on black, with yellow for what is selected or a link, and grey for what is off."""
    p = QPalette()
    black, white, yellow, grey = QColor("#000000"), QColor("#ffffff"), QColor("#ffd700"), QColor("#a0a0a0")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role, colour in ((QPalette.ColorRole.Window, black), (QPalette.ColorRole.WindowText, white),
                             (QPalette.ColorRole.Base, black), (QPalette.ColorRole.AlternateBase, QColor("#1a1a1a")),
                             (QPalette.ColorRole.Text, white), (QPalette.ColorRole.Button, black),
                             (QPalette.ColorRole.ButtonText, white), (QPalette.ColorRole.Highlight, yellow),
                             (QPalette.ColorRole.HighlightedText, black), (QPalette.ColorRole.ToolTipBase, black),
                             (QPalette.ColorRole.ToolTipText, white), (QPalette.ColorRole.Link, yellow),
                             (QPalette.ColorRole.PlaceholderText, grey), (QPalette.ColorRole.Light, white),
                             (QPalette.ColorRole.Mid, grey), (QPalette.ColorRole.Dark, white)):
            p.setColor(group, role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, grey)
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button):
        p.setColor(QPalette.ColorGroup.Disabled, role, black)
    return p


def apply_window_theme(window: QWidget, board_theme: str) -> None:
    """Give ``window`` (and every widget in it) the high-contrast colours when the board's
    theme is high contrast, and the system's colours otherwise."""
    if board_theme == HIGH_CONTRAST:
        window.setPalette(high_contrast_palette())
    else:
        window.setPalette(QPalette())
