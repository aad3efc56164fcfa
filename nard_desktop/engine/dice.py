"""Dice behind a roller interface: secure by default, seeded for tests and
replays, manual for playing out a game from a real board."""

from __future__ import annotations

import random
import secrets
from collections import deque
from typing import Any, Iterable, Protocol

from .errors import IllegalActionError, IllegalMoveError

Roll = tuple[int, int]

ROLLS: tuple[Roll, ...] = tuple((a, b) for a in range(1, 7) for b in range(a, 7))
"""The 21 different rolls, smaller die first: 6 doubles and 15 others."""

ROLL_COUNTS: tuple[int, ...] = tuple(1 if a == b else 2 for a, b in ROLLS)
"""How many of the 36 equally likely throws give each roll of :data:`ROLLS`."""


def check_roll(dice: object) -> Roll:
    """Validate a pair of dice; raises :class:`IllegalMoveError` if it is not one."""
    unchecked: Any = dice  # anything a caller passed, checked below
    try:
        a, b = unchecked
    except (TypeError, ValueError):
        raise IllegalMoveError(f"a roll is two dice, not {dice!r}", code="bad_dice") from None
    if type(a) is not int or type(b) is not int or not (1 <= a <= 6 and 1 <= b <= 6):
        raise IllegalMoveError(f"dice show 1–6, not {dice!r}", code="bad_dice")
    return (a, b)


class DiceRoller(Protocol):
    """Where dice come from.  ``roll`` gives two dice."""

    def roll(self) -> Roll: ...


class SecureRoller:
    """Dice from the operating system's secure random source (the default)."""

    def __init__(self) -> None:
        self._rng = secrets.SystemRandom()

    def roll(self) -> Roll:
        return (self._rng.randint(1, 6), self._rng.randint(1, 6))


class SeededRoller:
    """Reproducible dice from a seed, for tests and replays."""

    def __init__(self, seed: int | str | None = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def roll(self) -> Roll:
        return (self._rng.randint(1, 6), self._rng.randint(1, 6))


class ManualRoller:
    """Dice entered by hand: rolls are queued with :meth:`push` (or given up
    front) and handed out in order."""

    def __init__(self, rolls: Iterable[Roll] = ()) -> None:
        self._queue: deque[Roll] = deque(check_roll(r) for r in rolls)

    def push(self, dice: Roll) -> None:
        self._queue.append(check_roll(dice))

    def pending(self) -> int:
        return len(self._queue)

    def roll(self) -> Roll:
        if not self._queue:
            raise IllegalActionError("no dice have been entered for this roll", code="no_manual_dice")
        return self._queue.popleft()
