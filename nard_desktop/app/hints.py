"""Hints for the person to act: the best plays of a roll, or the cube decision.

Before rolling, the hint is the cube analysis (no double / double, take / double, pass)
from :func:`nard_desktop.ai.cube.cube_hint`; while a double waits for an answer, the same
analysis seen from the doubler says whether to take; after rolling, every legal play is
ranked by :func:`nard_desktop.ai.player.hint` at the world-class depth (a 2-ply search
with a move filter, the close plays a ply deeper; a few tenths of a second at most,
see ``bench/ai_decision_time.py``).

The analysis runs in a :class:`~nard_desktop.app.worker.Worker` thread of its own, so the
window never waits for it and the computer opponent's work is never disturbed.  A chosen
play is carried out through the controller's own intents (``undo``/``step``), exactly as
if the player had dragged the checkers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from nard_desktop.engine import GamePhase, MatchContext, Play, Position, RuleSet

from .worker import Worker

if TYPE_CHECKING:  # pragma: no cover
    from .controller import GameController

__all__ = ["HINT_LEVEL", "HINT_ROWS", "PlayHint", "CubeHint", "HintService", "hint_key"]

HINT_LEVEL = "world_class"
"""The depth of a play hint: the strongest level (0.02–0.2 s a roll on one core)."""
HINT_ROWS = 10
"""How many of the best plays the hint shows."""


@dataclass(frozen=True)
class PlayHint:
    """The plays of ``dice`` from ``position`` (the mover's view), best first."""

    seat: int
    position: Position
    dice: tuple[int, int]
    ranked: tuple[Any, ...]  # RankedPlay: (play, equity, probabilities, plies)
    key: tuple


@dataclass(frozen=True)
class CubeHint:
    """The cube analysis (a :class:`nard_desktop.ai.cube.CubeDecision`) seen from the
    player on roll.  ``answering``: the person asking must answer that player's double;
    ``can_double``: the player on roll may double now (only asked when not answering)."""

    seat: int
    decision: Any
    answering: bool
    can_double: bool
    money: bool
    key: tuple


def hint_key(controller: "GameController") -> tuple | None:
    """What a hint is about: the game, its phase, the seat to act and the roll.  A hint
    whose key no longer matches the controller's is out of date."""
    m = controller.match
    if m is None:
        return None
    g = m.game
    return (id(g), len(g.history), g.phase, g.awaiting, g.dice)


def _play_task(position: Position, dice: tuple[int, int], rules: RuleSet, context: MatchContext, *, cancel):
    from nard_desktop.ai.player import hint

    return tuple(hint(position, dice, rules, context, level=HINT_LEVEL))


def _cube_task(position: Position, rules: RuleSet, context: MatchContext, *, cancel):
    from nard_desktop.ai.cube import cube_hint

    return cube_hint(position, rules, context)


class HintService(QObject):
    """Asks the AI for a hint for the person the game waits for."""

    ready = Signal(object)  # PlayHint or CubeHint
    failed = Signal(str)

    def __init__(self, controller: "GameController", parent: QObject | None = None) -> None:
        super().__init__(parent or controller)
        self._controller = controller
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_done)
        self.worker.failed.connect(self._on_failed)
        self._pending: dict[int, tuple[str, dict]] = {}

    def available(self) -> bool:
        """Whether a hint can be given now: a person is to roll (or double), to answer a
        double, or to move, and the computer is not busy."""
        c = self._controller
        snap = c.snapshot
        if snap is None or c.match is None or c.busy or not c.hints_allowed:
            return False
        g = c.game
        if snap.mover is not None:
            return g.turn is not None and g.turn.length > 0
        if g.phase == GamePhase.ROLL and not g.rules.cube_enabled:
            return False  # nothing to decide before the roll without a cube
        return c.is_human(g.awaiting) and g.phase in (GamePhase.ROLL, GamePhase.DOUBLE_OFFERED)

    def request(self) -> bool:
        """Start working out a hint; :attr:`ready` follows.  False when none can be given."""
        if not self.available():
            return False
        c = self._controller
        g = c.game
        key = hint_key(c)
        seat = g.awaiting
        assert seat is not None
        if g.phase == GamePhase.MOVE:
            turn = g.turn
            assert turn is not None and g.dice is not None
            meta = {"seat": seat, "position": turn.start, "dice": tuple(g.dice), "key": key}
            task = self.worker.submit(_play_task, turn.start, tuple(g.dice), g.rules, g.context_for(seat))
            self._pending[task] = ("play", meta)
            return True
        answering = g.phase == GamePhase.DOUBLE_OFFERED
        roller = g.on_roll
        meta = {"seat": seat, "answering": answering, "can_double": (not answering) and g.can_double(),
                "money": g.is_money, "key": key}
        task = self.worker.submit(_cube_task, g.board_for(roller), g.rules, g.context_for(roller))
        self._pending[task] = ("cube", meta)
        return True

    def cancel(self) -> None:
        """Drop any hint still being worked out."""
        self.worker.cancel_all()
        self._pending.clear()

    def is_current(self, hint: PlayHint | CubeHint) -> bool:
        """Whether ``hint`` still fits the game (nothing has happened since it was asked)."""
        return hint.key == hint_key(self._controller)

    @Slot(int, object)
    def _on_done(self, task: int, result: object) -> None:
        kind, meta = self._pending.pop(task, (None, {}))
        if kind == "play":
            self.ready.emit(PlayHint(meta["seat"], meta["position"], meta["dice"], tuple(result), meta["key"]))
        elif kind == "cube":
            self.ready.emit(CubeHint(meta["seat"], result, meta["answering"], meta["can_double"], meta["money"],
                                     meta["key"]))

    @Slot(int, str)
    def _on_failed(self, task: int, text: str) -> None:
        self._pending.pop(task, None)
        self.failed.emit(text)

    def play(self, hint: PlayHint, play: Play) -> bool:
        """Carry out ``play`` (one of ``hint``'s) for the person on roll, through the
        controller's normal steps: the turn so far is taken back first.  The player then
        picks up the dice as usual."""
        c = self._controller
        if not self.is_current(hint):
            return False
        turn = c.game.turn
        if c.snapshot is None or c.snapshot.mover is None or turn is None:
            return False
        moves = next((p.moves for p in turn.plays if p.result == play.result), None)
        if moves is None:
            return False
        c.undo_turn()
        for src, dst in moves:
            if not c.step(src, dst):
                return False
        return True
