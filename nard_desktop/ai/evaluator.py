"""The evaluator interface every decision of the AI stands on.

An evaluator turns positions into five cubeless probabilities for the side
on roll in each position (``position.mine``), about to roll:

====  ==========================================================
0     P(win)
1     P(win a gammon)       (includes backgammons)
2     P(win a backgammon)
3     P(lose a gammon)      (includes backgammons)
4     P(lose a backgammon)
====  ==========================================================

This is GNU Backgammon's order.  Everything above this layer (equity, cube,
search, levels) works only through :class:`Evaluator`, so the neural network
and the hand-written fallback are interchangeable.

:func:`default_evaluator` returns the neural evaluator when its weights load
and otherwise the simple hand-written one; :func:`default_evaluator_status`
says which one is in use and why, for the window to show a notice.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Protocol, Sequence, runtime_checkable

import numpy as np

from nard_desktop.engine import Position

__all__ = [
    "WeightsError", "Evaluator", "EvaluatorStatus",
    "default_evaluator", "default_evaluator_status", "set_default_evaluator",
    "finished_probabilities",
]

_log = logging.getLogger(__name__)


class WeightsError(ValueError):
    """Network weights are missing, unreadable or do not fit the network.

    The message says which file and what is wrong with it.
    """


@runtime_checkable
class Evaluator(Protocol):
    """Anything that gives five cubeless probabilities per position."""

    def probabilities(self, positions: Sequence[Position]) -> np.ndarray:
        """An ``(n, 5)`` float64 array, one row per position, for the side on
        roll in that position, about to roll (see the module notes)."""
        ...


@dataclass(frozen=True)
class EvaluatorStatus:
    """Which evaluator :func:`default_evaluator` chose, and why.

    ``kind`` is ``"neural"`` or ``"simple"``; ``reason`` is empty when the
    neural evaluator loaded, else an English sentence saying why not (the
    window translates a notice of its own and may show this as detail).
    """

    kind: str
    reason: str = ""

    @property
    def is_fallback(self) -> bool:
        return self.kind != "neural"


_lock = threading.Lock()
_default: Evaluator | None = None
_status: EvaluatorStatus | None = None


def _load_default() -> tuple[Evaluator, EvaluatorStatus]:
    try:
        from nard_desktop.ai.neural import NeuralEvaluator  # noqa: PLC0415 (optional module)
    except ImportError as exc:
        reason = f"the neural evaluator is not available ({exc})"
    else:
        try:
            return NeuralEvaluator.load(), EvaluatorStatus("neural")
        except WeightsError as exc:
            reason = f"the network weights could not be loaded: {exc}"
        except (OSError, ValueError) as exc:
            reason = f"the network could not be loaded: {exc}"
    from nard_desktop.ai.simple import SimpleEvaluator  # noqa: PLC0415 (avoid an import cycle)

    _log.warning("using the simple evaluator: %s", reason)
    return SimpleEvaluator(), EvaluatorStatus("simple", reason)


def default_evaluator() -> Evaluator:
    """The evaluator the AI uses unless told otherwise (loaded once, shared).

    The neural evaluator when its weights load, else the simple one; see
    :func:`default_evaluator_status` for which and why.
    """
    global _default, _status
    with _lock:
        if _default is None:
            _default, _status = _load_default()
        return _default


def default_evaluator_status() -> EvaluatorStatus:
    """Which evaluator :func:`default_evaluator` uses and, for the simple
    fallback, why the network did not load.  Loads it if not yet loaded."""
    default_evaluator()
    assert _status is not None
    return _status


def set_default_evaluator(evaluator: Evaluator | None, reason: str = "") -> None:
    """Replace the shared evaluator (``None`` forgets it, so the next call to
    :func:`default_evaluator` loads afresh).  For tests and the settings."""
    global _default, _status
    with _lock:
        _default = evaluator
        if evaluator is None:
            _status = None
        else:
            kind = "neural" if type(evaluator).__name__ == "NeuralEvaluator" else "simple"
            _status = EvaluatorStatus(kind, reason)


def finished_probabilities(position: Position) -> np.ndarray | None:
    """The exact five probabilities of a finished game, seen by the side on
    roll, or None while the game goes on.

    In a finished position the side on roll is normally the loser (the
    winner bore off last and handed the turn over); either side is handled.
    """
    if position.mine[0] == 15:
        winner, loser = position.mine, position.theirs
        sign = 1
    elif position.theirs[0] == 15:
        winner, loser = position.theirs, position.mine
        sign = -1
    else:
        return None
    gammon = loser[0] == 0
    # Backgammon: a loser's checker on the bar or in the winner's home board,
    # which is the loser's own points 19-24.
    backgammon = gammon and (loser[25] > 0 or any(loser[19:25]))
    g = 1.0 if gammon else 0.0
    b = 1.0 if backgammon else 0.0
    if sign > 0:
        return np.array([1.0, g, b, 0.0, 0.0])
    return np.array([0.0, 0.0, 0.0, g, b])
