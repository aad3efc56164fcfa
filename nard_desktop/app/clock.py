"""The match clock as it runs in the window (docs/rules.md §9).

The engine keeps the clock's accounts (:class:`~nard_desktop.engine.match.MatchClock`:
free seconds per move, a reserve for the whole match, a longest move) and decides when
a player has run out (:meth:`Match.charge_clock`).  This module measures the time.

A *move*, for the clock, is the stretch during which one player is the one the game
waits for (``Game.awaiting``): rolling, moving and picking up the dice are one move;
offering a double ends the doubler's move and starts the taker's.  When the game starts
waiting for someone else, the seconds the last player spent are charged to them.  While
a player's time runs, a timer looks every :data:`TICK_MS` milliseconds whether it has run
out; if so it says so (:attr:`ClockKeeper.ran_out`), the controller charges the seconds
and the match is lost on time.

The time source is injected (``time.monotonic`` by default), so tests move the clock by
hand and never sleep.
"""

from __future__ import annotations

import dataclasses
import math
import time
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QLocale, QObject, QTimer, Signal, Slot

from nard_desktop.engine import Match, MatchClock

__all__ = ["TICK_MS", "ClockView", "SeatTime", "ClockKeeper", "out_of_time", "clock_text"]

TICK_MS = 200
"""How often the running clock is looked at (and redrawn)."""


@dataclass(frozen=True)
class SeatTime:
    """One player's time as the clock shows it now."""

    reserve: float
    """Seconds left of the reserve for the whole match (drawn down live while the move runs)."""
    free: float
    """Free seconds left in the current move (the full free seconds when not moving)."""
    left: float
    """Seconds this player has left in the current move before losing on time."""


@dataclass(frozen=True)
class ClockView:
    """Everything the clock display needs, at one moment."""

    active: bool
    """The match is played with the clock."""
    running: int | None = None
    """The seat whose time runs now, or None."""
    seats: tuple[SeatTime, SeatTime] | None = None

    @staticmethod
    def off() -> "ClockView":
        return ClockView(False)


def out_of_time(clock: MatchClock, seat: int, seconds: float) -> bool:
    """Whether a move of ``seconds`` loses ``seat`` the match on time.

    Asks the engine's own rule (a copy of the clock is charged), so the display and the
    verdict can never disagree.
    """
    probe = dataclasses.replace(clock, reserves=list(clock.reserves))
    return not probe.charge(seat, seconds)


class ClockKeeper(QObject):
    """Measures each player's moves for the controller and charges them to the match clock.

    :attr:`changed` carries a :class:`ClockView` whenever the clock's state changes and on
    every tick while a player's time runs; :attr:`ran_out` ``(seat, seconds)`` says that
    ``seat`` has run out of time after ``seconds`` in this move (nothing is charged yet:
    the owner of the match charges it).
    """

    changed = Signal(object)
    ran_out = Signal(int, float)

    def __init__(self, parent: QObject | None = None, time_source: Callable[[], float] | None = None) -> None:
        super().__init__(parent)
        self.time_source: Callable[[], float] = time_source or time.monotonic
        self._match: Match | None = None
        self._game: object | None = None
        self._seat: int | None = None
        self._since = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        # False: measure and show only (a network match, where the session charges each move).
        self.charges = True

    # ------------------------------------------------------------ reading
    @property
    def running(self) -> int | None:
        """The seat whose time runs now."""
        return self._seat

    def elapsed(self) -> float:
        """Seconds into the running move (0 when no time runs)."""
        if self._seat is None:
            return 0.0
        return max(0.0, self.time_source() - self._since)

    def view(self) -> ClockView:
        """The clock now, for the display."""
        m = self._match
        clock = m.clock if m is not None else None
        if clock is None:
            return ClockView.off()
        elapsed = self.elapsed()
        seats = []
        for seat in (0, 1):
            if seat == self._seat:
                over = max(0.0, elapsed - clock.free_seconds)
                seats.append(SeatTime(max(0.0, clock.reserves[seat] - over),
                                      max(0.0, clock.free_seconds - elapsed),
                                      clock.time_left(seat, elapsed)))
            else:
                seats.append(SeatTime(clock.reserves[seat], float(clock.free_seconds),
                                      clock.time_left(seat, 0.0)))
        return ClockView(True, self._seat, (seats[0], seats[1]))

    # ------------------------------------------------------------ running
    def _awaited(self, m: Match) -> int | None:
        g = m.game
        if m.clock is None or m.is_over or g.is_over:
            return None
        return g.awaiting

    def settle(self, m: Match | None) -> None:
        """Called by the controller after every action on the match ``m``: when the game
        now waits for someone else, charge the last player's move (which may lose the
        match on time), and start the clock of the player awaited now."""
        if m is not self._match:
            # A new match, or one loaded from elsewhere: nothing of the old one is charged.
            self._match, self._seat = m, None
        if m is None or m.clock is None:
            self._seat = None
            self._timer.stop()
            self.changed.emit(ClockView.off())
            return
        now = self.time_source()
        if self._seat is not None and (self._awaited(m) != self._seat or m.game is not self._game):
            seat, self._seat = self._seat, None
            if self.charges:
                m.charge_clock(seat, max(0.0, now - self._since))
        if self._seat is None:
            seat = self._awaited(m)
            if seat is not None:
                self._seat, self._game, self._since = seat, m.game, now
        if self._seat is None:
            self._timer.stop()
        elif not self._timer.isActive():
            self._timer.start()
        self.changed.emit(self.view())

    def stop(self) -> None:
        """Stop measuring (the window is closing)."""
        self._timer.stop()
        self._seat = None

    @Slot()
    def tick(self) -> None:
        """Look at the running clock: lose the match on time, or show the seconds."""
        m = self._match
        if self._seat is None or m is None or m.clock is None:
            self._timer.stop()
            return
        elapsed = self.elapsed()
        if out_of_time(m.clock, self._seat, elapsed):
            seat, self._seat = self._seat, None
            self._timer.stop()
            self.ran_out.emit(seat, elapsed)
            return
        self.changed.emit(self.view())


def clock_text(seconds: float) -> str:
    """Seconds as ``m:ss`` (rounded up, as a countdown shows them) in the locale's digits."""
    total = max(0, math.ceil(seconds - 1e-9))
    locale = QLocale()
    minutes, secs = divmod(total, 60)
    two = locale.toString(secs)
    if secs < 10:
        two = locale.toString(0) + two
    return f"{locale.toString(minutes)}:{two}"
