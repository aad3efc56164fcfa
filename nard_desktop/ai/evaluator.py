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

This module is the protocol only and imports no evaluator; the factory that
picks one, :func:`nard_desktop.ai.default.default_evaluator` (the neural
evaluator when its weights load, else the simple hand-written one), lives in
:mod:`nard_desktop.ai.default`, above both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence, runtime_checkable

import numpy as np

from nard_desktop.engine import Position, ResultType

__all__ = ["WeightsError", "Evaluator", "EvaluatorStatus", "finished_probabilities", "float32_twin"]


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
    """Which evaluator :func:`nard_desktop.ai.default.default_evaluator` chose, and why.

    ``kind`` is ``"neural"`` or ``"simple"``; ``reason`` is empty when the
    neural evaluator loaded, else an English sentence saying why not (the
    window translates a notice of its own and may show this as detail).
    """

    kind: str
    reason: str = ""

    @property
    def is_fallback(self) -> bool:
        return self.kind != "neural"


def finished_probabilities(position: Position) -> np.ndarray | None:
    """The exact five probabilities of a finished game, seen by the side on
    roll, or None while the game goes on.

    In a finished position the side on roll is normally the loser (the
    winner bore off last and handed the turn over); either side is handled.
    The result is the engine's rule (:meth:`Position.result_type`).
    """
    if position.mine[0] == 15:
        kind = position.result_type()
        sign = 1
    elif position.theirs[0] == 15:
        kind = position.swapped().result_type()
        sign = -1
    else:
        return None
    g = 1.0 if kind >= ResultType.GAMMON else 0.0
    b = 1.0 if kind == ResultType.BACKGAMMON else 0.0
    if sign > 0:
        return np.array([1.0, g, b, 0.0, 0.0])
    return np.array([0.0, 0.0, 0.0, g, b])


def float32_twin(evaluator: Evaluator) -> Evaluator:
    """The evaluator's float32 twin where it has one (the neural evaluator:
    outputs within about 1e-6, faster on the large batches of rollouts and
    deep searches), else the evaluator itself."""
    twin = getattr(evaluator, "float32", None)
    return twin() if callable(twin) else evaluator
