"""The clock panel (docs/rules.md §9): each player's free seconds for the move and the reserve
for the match, counting down for the player the game waits for.  Hidden in a match
without the clock and in money play."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from nard_desktop.app.clock import ClockView, clock_text
from nard_desktop.app.controller import GameController, Snapshot
from nard_desktop.app.text import fill
from nard_desktop.ui.retranslating import Retranslating

# Below this many seconds left in the move, the running clock turns red.
WARN_SECONDS = 10


class ClockWidget(Retranslating, QGroupBox):
    """Both players' clocks; follows the controller by itself."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clock")
        self._view = ClockView.off()
        self._names = ("", "")
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 4, 6, 4)
        self.names = [QLabel(self), QLabel(self)]
        self.free = [QLabel(self), QLabel(self)]
        self.reserve = [QLabel(self), QLabel(self)]
        self.header_free = QLabel(self)
        self.header_reserve = QLabel(self)
        grid.addWidget(self.header_free, 0, 1)
        grid.addWidget(self.header_reserve, 0, 2)
        for seat in (0, 1):
            row = 1 + (1 - seat)  # the top player first, as on the board
            grid.addWidget(self.names[seat], row, 0)
            grid.addWidget(self.free[seat], row, 1)
            grid.addWidget(self.reserve[seat], row, 2)
            self.names[seat].setWordWrap(True)
            for label in (self.free[seat], self.reserve[seat]):
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                font = label.font()
                font.setPointSizeF(font.pointSizeF() * 1.2)
                label.setFont(font)
        grid.setColumnStretch(0, 1)
        self.retranslate()
        self.setVisible(False)
        controller.clock.changed.connect(self.set_view)
        controller.position_changed.connect(self._on_position)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setTitle(self.tr("Clock"))
        this_move, reserve = self.tr("This move"), self.tr("Reserve")
        self.header_free.setText(f"<i>{this_move}</i>")
        self.header_reserve.setText(f"<i>{reserve}</i>")
        self.header_free.setToolTip(self.tr("Free seconds left in this move"))
        self.header_reserve.setToolTip(self.tr("Seconds left for the whole match, used after the free seconds"))
        self._show()

    @Slot(object, object)
    def _on_position(self, snap: Snapshot, _transition) -> None:
        if snap.names != self._names:
            self._names = snap.names
            self._show()

    @Slot(object)
    def set_view(self, view: ClockView) -> None:
        self._view = view
        self._show()

    def texts(self, seat: int) -> tuple[str, str]:
        """What the clock shows for ``seat``: (free seconds of this move, reserve)."""
        return self.free[seat].text(), self.reserve[seat].text()

    def _show(self) -> None:
        view = self._view
        self.setVisible(view.active)
        if not view.active or view.seats is None:
            return
        for seat in (0, 1):
            t = view.seats[seat]
            running = view.running == seat
            name = self._names[seat]
            self.names[seat].setText(f"<b>{name}</b>" if running else name)
            self.free[seat].setText(clock_text(t.free) if running else "")
            self.reserve[seat].setText(clock_text(t.reserve))
            warn = running and t.left <= WARN_SECONDS
            style = "color: #c0392b; font-weight: bold;" if warn else ("font-weight: bold;" if running else "")
            self.free[seat].setStyleSheet(style)
            self.reserve[seat].setStyleSheet(style if running and t.free <= 0 else "")
            self.reserve[seat].setToolTip(fill(self.tr("%1 left in this move before the time runs out"),
                                               clock_text(t.left)) if running else "")
