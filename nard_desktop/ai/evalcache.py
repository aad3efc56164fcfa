"""An evaluator that remembers the positions it has evaluated.

The analysis of a match meets the same positions again and again: the
positions after each play of the roll made are evaluated by the luck of the
roll and by the search of the play; the positions after every play of every
roll of the side on roll are the leaves of the previous decision's search
(the opponent's replies to the play made), the cube decision's one-ply look
and the luck's 21 rolls.  :class:`CachedEvaluator` evaluates each board once
and hands back the same five numbers when it meets the board again.

The five numbers of a board do not depend on the other boards of its batch
(the networks work row by row), except that a batch of one goes through a
matrix-vector product whose rounding may differ in the last bit (1e-16):
what the cache changes is that, at most.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from nard_desktop.engine import Position

from .evaluator import Evaluator, float32_twin

__all__ = ["CachedEvaluator", "cached_evaluator"]

_ROW = 52  # bytes of one board's key: 26 counts of each side, one byte each


class CachedEvaluator:
    """``evaluator`` (one with ``probabilities_boards``, as the neural
    evaluator has) with a table of the boards evaluated, at most ``limit``
    of them (emptied when full)."""

    def __init__(self, evaluator: Evaluator, limit: int = 60_000) -> None:
        self.evaluator = evaluator
        self.limit = limit
        self._table: dict[bytes, int] = {}  # board key -> its row of _rows
        self._rows = np.empty((0, 5))
        self.hits = 0
        self.misses = 0

    def float32(self) -> Evaluator:
        """The evaluator's float32 twin, not cached (the deep search's
        leaves are seldom met twice)."""
        return float32_twin(self.evaluator)

    def probabilities(self, positions: Sequence[Position]) -> np.ndarray:
        return self._probabilities([bytes(p.mine) + bytes(p.theirs) for p in positions])

    def probabilities_tuples(self, mine: Sequence[tuple[int, ...]], theirs: Sequence[tuple[int, ...]]) -> np.ndarray:
        """As :meth:`probabilities_boards` for boards given as count tuples
        (``mine`` on roll), with no arrays made for the boards met before."""
        return self._probabilities([bytes(a) + bytes(b) for a, b in zip(mine, theirs)])

    def probabilities_keys(self, keys: Sequence[bytes]) -> np.ndarray:
        """The five probabilities of each board given by its key: the 26
        counts of the side on roll, then the other's, one byte each
        (``bytes(mine) + bytes(theirs)``)."""
        return self._probabilities(keys)

    def probabilities_boards(self, m: np.ndarray, t: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
        """As the evaluator's, each distinct board evaluated once."""
        n = m.shape[0]
        rows = np.empty((n, _ROW), np.uint8)
        rows[:, :26] = m
        rows[:, 26:] = t
        buf = rows.tobytes()
        found = self._probabilities([buf[i:i + _ROW] for i in range(0, n * _ROW, _ROW)])
        if out is None:
            return found
        out[:] = found
        return out

    def _probabilities(self, keys: Sequence[bytes]) -> np.ndarray:
        """The five probabilities of each board, by its key (the 26 counts
        of the side on roll, then the other's, one byte each)."""
        n = len(keys)
        if n == 0:
            return np.zeros((0, 5))
        table = self._table
        # The boards not in the table, each once, in the order first met
        # (worked out on sets rather than key by key: most are new).
        new = dict.fromkeys(keys)
        for k in new.keys() & table.keys():
            del new[k]
        self.misses += len(new)
        self.hits += n - len(new)
        if new:
            boards = np.frombuffer(b"".join(new), np.uint8).reshape(-1, _ROW).astype(np.int64)
            probs = np.array(self.evaluator.probabilities_boards(boards[:, :26], boards[:, 26:]),  # type: ignore[attr-defined]
                             dtype=np.float64)
            if len(table) + len(new) > self.limit:
                # Keep what this batch still needs, forget the rest.
                keep = [k for k in dict.fromkeys(keys) if k in table]
                kept_rows = self._rows[[table[k] for k in keep]]
                table.clear()
                table.update(zip(keep, range(len(keep))))
                self._rows = kept_rows
            used = len(table)
            if used + len(new) > self._rows.shape[0]:
                grown = np.empty((max(2 * self._rows.shape[0], used + len(new), 1024), 5))
                grown[:used] = self._rows[:used]
                self._rows = grown
            self._rows[used:used + len(new)] = probs
            table.update(zip(new, range(used, used + len(new))))
        return self._rows[np.fromiter(map(table.__getitem__, keys), np.intp, count=n)]


_last: tuple[Evaluator, CachedEvaluator] | None = None


def cached_evaluator(evaluator: Evaluator) -> Evaluator:
    """``evaluator`` behind a :class:`CachedEvaluator`, the same one for the
    same evaluator until :func:`forget` (an evaluator without
    ``probabilities_boards`` as it is)."""
    global _last
    if isinstance(evaluator, CachedEvaluator) or not hasattr(evaluator, "probabilities_boards"):
        return evaluator
    if _last is None or _last[0] is not evaluator:
        _last = (evaluator, CachedEvaluator(evaluator))
    return _last[1]


def forget() -> None:
    """Drop the table of :func:`cached_evaluator` (its memory goes)."""
    global _last
    _last = None
