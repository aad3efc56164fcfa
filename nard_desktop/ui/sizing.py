"""Opening sizes for dialogs: wide enough that their texts wrap into readable
lines in either language, never wider or taller than the screen, and never a
horizontal scroll bar inside them.

Word-wrapped labels ask Qt for very little width (Qt wraps them to fit
whatever they get), so a dialog left to its own size hint opens narrow and
tall, and Persian text, which runs wider than English, ends up behind a
horizontal scroll bar.  :func:`fit_dialog` gives a dialog a width measured in
the font's own characters instead, then its height for that width.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea, QWidget

# The share of the screen a dialog may take at most.
SCREEN_SHARE = 0.92

# The main window's smallest size: it fits a 1024x600 screen with a task bar
# and the window's title bar.
MAIN_WINDOW_MINIMUM = QSize(800, 500)


def available_geometry(widget: QWidget) -> QRect:
    """The screen area the widget opens on (less panels and task bars)."""
    screen = widget.screen() if widget.screen() is not None else QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)


def fit_dialog(dialog: QWidget, *, width_chars: int = 60, height: int | None = None,
               available: QRect | None = None) -> QSize:
    """Resize ``dialog`` to about ``width_chars`` average characters of its font
    (or its own minimum, if wider), and to the height its content needs at that
    width, within :data:`SCREEN_SHARE` of ``available`` (default: its screen).
    ``height`` asks for that height instead (a page of text that scrolls).
    Scroll areas inside it lose their horizontal scroll bar: their content is
    laid out to the width they have.  Returns the size given."""
    dialog._fit_request = (width_chars, height)
    area = available if available is not None else available_geometry(dialog)
    max_w = int(area.width() * SCREEN_SHARE)
    max_h = int(area.height() * SCREEN_SHARE)
    for scroll in dialog.findChildren(QAbstractScrollArea):
        if isinstance(scroll, QScrollArea):
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    wanted_w = dialog.fontMetrics().averageCharWidth() * width_chars
    width = min(max_w, max(wanted_w, dialog.minimumSizeHint().width()))
    if height is not None:
        size = QSize(width, min(max_h, max(height, dialog.minimumSizeHint().height())))
        dialog.resize(size)
        return size
    height = dialog.heightForWidth(width) if dialog.hasHeightForWidth() else -1
    if height <= 0:
        height = max(dialog.sizeHint().height(), dialog.minimumSizeHint().height())
    for scroll in dialog.findChildren(QScrollArea):
        inner = scroll.widget()
        if inner is not None:
            # The scrolled content's own height at this width, not the area's small hint.
            inner_h = inner.heightForWidth(width) if inner.hasHeightForWidth() else inner.sizeHint().height()
            height = max(height, height - scroll.sizeHint().height() + inner_h)
    size = QSize(width, min(max_h, height))
    dialog.resize(size)
    return size


def refit(dialog: QWidget, *, available: QRect | None = None) -> QSize | None:
    """Fit ``dialog`` again as it asked the last time (after its content grew, or
    for another screen); None if it never asked."""
    request = getattr(dialog, "_fit_request", None)
    if request is None:
        return None
    return fit_dialog(dialog, width_chars=request[0], height=request[1], available=available)


# Screens this small (or smaller) get the window maximized: every pixel counts there.
SMALL_SCREEN = QSize(1366, 768)
# The share of a larger screen's width and height the main window opens at.
WINDOW_SHARE = 0.88


def opening_size(area: QRect) -> tuple[QSize, bool]:
    """The main window's size on a screen with ``area`` available (its size when not
    maximized), and whether it opens maximized (on a screen of :data:`SMALL_SCREEN`
    or smaller)."""
    small = area.width() <= SMALL_SCREEN.width() or area.height() <= SMALL_SCREEN.height()
    return QSize(int(area.width() * WINDOW_SHARE), int(area.height() * WINDOW_SHARE)), small


def place_window(window: QWidget, *, available: QRect | None = None, saved: bytes | None = None) -> bool:
    """Give a main window, before it is shown, the size and place it opens at: the
    geometry it had when it was last closed (``saved``, from ``saveGeometry``), or
    else :func:`opening_size` for its screen, centred (maximized on a small screen).
    Returns whether the saved geometry was used."""
    if saved:
        if window.restoreGeometry(QByteArray(saved)):
            return True
    area = available if available is not None else available_geometry(window)
    size, maximized = opening_size(area)
    minimum = window.minimumSize()
    size = QSize(max(minimum.width(), size.width()), max(minimum.height(), size.height()))
    window.resize(size)
    window.move(area.center().x() - size.width() // 2, area.center().y() - size.height() // 2)
    if maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    return False


def fit_window(window: QWidget, preferred: QSize, *, available: QRect | None = None) -> QSize:
    """Resize a main window to ``preferred``, or to what its screen has room for."""
    area = available if available is not None else available_geometry(window)
    minimum = window.minimumSize()
    size = QSize(max(minimum.width(), min(preferred.width(), int(area.width() * SCREEN_SHARE))),
                 max(minimum.height(), min(preferred.height(), int(area.height() * SCREEN_SHARE))))
    window.resize(size)
    return size
