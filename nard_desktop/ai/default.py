"""The shared default evaluator: the factory above the evaluators.

:func:`default_evaluator` returns the neural evaluator when its weights and
the bear-off database load, and otherwise the simple hand-written one;
:func:`default_evaluator_status` says which one is in use and why, for the
window to show a notice.

The protocol (:mod:`nard_desktop.ai.evaluator`) sits below every evaluator
and this factory above them, so no evaluator module imports another's
factory and the modules form no import cycle.  A missing or damaged weights
file is a normal condition (the fallback is used and the reason kept); a
programming error in an evaluator is not caught here and fails loudly.
"""

from __future__ import annotations

import logging
import threading

from .evaluator import Evaluator, EvaluatorStatus, WeightsError
from .neural import NeuralEvaluator
from .simple import SimpleEvaluator

__all__ = ["default_evaluator", "default_evaluator_status", "set_default_evaluator"]

_log = logging.getLogger(__name__)

_lock = threading.Lock()
_default: Evaluator | None = None
_status: EvaluatorStatus | None = None


def _load_default() -> tuple[Evaluator, EvaluatorStatus]:
    try:
        return NeuralEvaluator.load(), EvaluatorStatus("neural")
    except WeightsError as exc:
        reason = f"the network weights could not be loaded: {exc}"
    except (OSError, ValueError) as exc:
        reason = f"the network could not be loaded: {exc}"
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
            kind = "neural" if isinstance(evaluator, NeuralEvaluator) else "simple"
            _status = EvaluatorStatus(kind, reason)
