"""The bundled Persian font, Vazirmatn (SIL OFL 1.1), for the whole interface.

Registered from the program's own files, so Persian text is drawn well on a machine with
no Persian font installed.
"""

from __future__ import annotations

import logging

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from nard_desktop import resources

__all__ = ["FAMILY", "install_fonts", "interface_font"]

_log = logging.getLogger(__name__)

FAMILY = "Vazirmatn"


def install_fonts(app: QApplication) -> str | None:
    """Register the Vazirmatn files and make Vazirmatn the application's font.

    Returns the family set, or None when the fonts could not be loaded (the program then
    keeps the system font rather than fail).  Call it once, before any widget exists.
    """
    try:
        files = resources.font_files()
    except resources.ResourceNotFoundError as exc:
        _log.warning("no bundled fonts: %s", exc)
        return None
    families: set[str] = set()
    for path in files:
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            _log.warning("the font %s did not load", path)
            continue
        families.update(QFontDatabase.applicationFontFamilies(font_id))
    if FAMILY not in families:
        _log.warning("Vazirmatn was not registered; keeping the system font")
        return None
    app.setFont(interface_font(app.font().pointSizeF()))
    return FAMILY


def interface_font(point_size: float = -1, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    """The interface font at a size and weight (Medium and Bold are bundled too)."""
    font = QFont(FAMILY)
    if point_size > 0:
        font.setPointSizeF(point_size)
    font.setWeight(weight)
    return font
