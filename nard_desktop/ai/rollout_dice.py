"""The dice of a rollout (see :mod:`nard_desktop.ai.rollouts`, "Dice").

Quasi-random for the first two rolls of every trial, pseudo-random after
them; trial ``i``'s dice depend only on the seed and ``i``.  :class:`TrialDice`
rolls one trial at a time, :class:`DiceBlock` the same rolls for a block of
trials as arrays.  The 21 distinct rolls and their weights are here too.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from nard_desktop.engine.errors import EngineError

ROLLS36 = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
ROLLS21 = tuple((a, b) for a in range(1, 7) for b in range(a, 7))
WEIGHTS21 = np.array([1.0 if a == b else 2.0 for a, b in ROLLS21]) / 36.0
INDEX21 = {r: k for k, r in enumerate(ROLLS21)}
for _a, _b in ROLLS36:
    INDEX21[(_a, _b)] = INDEX21[(min(_a, _b), max(_a, _b))]
_EXTRA = 64  # pseudo-random rolls drawn at a time for the later plies


# ------------------------------------------------------------------ dice
@lru_cache(maxsize=8192)
def _perm(seed: int, tag: int, block: int) -> tuple[int, ...]:
    return tuple(int(v) for v in np.random.default_rng([seed, tag, block]).permutation(36))


class TrialDice:
    """The rolls of one trial: quasi-random for the first two plies."""

    __slots__ = ("seed", "trial", "_extra")

    def __init__(self, seed: int, trial: int) -> None:
        self.seed = seed
        self.trial = trial
        self._extra: list[int] = []

    def roll(self, ply: int) -> tuple[int, int]:
        i = self.trial
        if ply == 0:
            return ROLLS36[_perm(self.seed, 0, i // 1296)[i % 36]]
        if ply == 1:
            return ROLLS36[_perm(self.seed, 1, (i // 1296) * 36 + i % 36)[(i // 36) % 36]]
        k = ply - 2
        if k >= len(self._extra):
            gen = np.random.default_rng([self.seed, 2, i])
            need = (k // _EXTRA + 1) * _EXTRA
            self._extra = gen.integers(0, 36, size=need).tolist()
        return ROLLS36[self._extra[k]]


LOW36 = np.array([min(a, b) for a, b in ROLLS36], np.int64)
HIGH36 = np.array([max(a, b) for a, b in ROLLS36], np.int64)
K21_OF36 = np.array([INDEX21[r] for r in ROLLS36], np.int64)


class DiceBlock:
    """The rolls of trials ``start`` … ``stop - 1`` as arrays, ply by ply:
    the same rolls as :class:`TrialDice` (each drawn the same way) for many
    trials at once.  :meth:`roll` gives indices into ``ROLLS36``."""

    def __init__(self, seed: int, start: int, stop: int) -> None:
        self.seed = seed
        self.trials = np.arange(start, stop)
        i = self.trials
        first = {b: np.array(_perm(seed, 0, b)) for b in set((i // 1296).tolist())}
        self.first = np.array([first[b][j] for b, j in zip((i // 1296).tolist(), (i % 36).tolist())], np.int64)
        self.second = np.array([_perm(seed, 1, (t // 1296) * 36 + t % 36)[(t // 36) % 36] for t in i.tolist()],
                               np.int64)
        self.extra = np.zeros((i.size, 0), np.int64)

    def roll(self, ply: int, rows: np.ndarray) -> np.ndarray:
        """Roll indices of ply ``ply`` for the trials at ``rows``."""
        if ply == 0:
            return self.first[rows]
        if ply == 1:
            return self.second[rows]
        k = ply - 2
        if k >= self.extra.shape[1]:
            need = (k // _EXTRA + 1) * _EXTRA
            grown = np.zeros((self.trials.size, need), np.int64)
            for r in rows.tolist():  # only these trials still play
                grown[r] = np.random.default_rng([self.seed, 2, int(self.trials[r])]).integers(0, 36, size=need)
            self.extra = grown
        return self.extra[rows, k]


def trial_rolls(seed: int, trial: int, plies: int) -> list[tuple[int, int]]:
    """The first ``plies`` rolls of trial ``trial`` of a rollout with ``seed``
    (ordered dice pairs; what a trial actually uses is a prefix of these)."""
    d = TrialDice(check_seed(seed), int(trial))
    return [d.roll(k) for k in range(plies)]


def check_seed(seed) -> int:
    if type(seed) is not int or seed < 0:
        raise EngineError(f"a rollout seed is a whole number >= 0, not {seed!r}", code="bad_seed")
    return seed
