"""The computer opponent as the controller sees it.

:class:`Opponent` asks :mod:`nard_desktop.ai` for its plays and its cube and
resignation decisions.  Should the AI be missing or fail on a position (a
bug there must not stop a game), a small honest rule decides instead: it
sees only the board, the dice rolled and the score, like any player, and
always plays a legal move.  :attr:`Opponent.fallbacks` says when that
happened.

Every method runs in a worker thread: it gets immutable inputs only and
returns a value.  ``cancel`` (a ``threading.Event``) is checked between
steps; the AI's own search runs to its end, and the controller drops the
answer of a cancelled task.
"""

from __future__ import annotations

import logging
import random
import threading
from typing import Any, Callable

from nard_desktop.engine import (BAR, OFF, MatchContext, Play, Position, ResultType, RuleSet,
                                 legal_plays)

_log = logging.getLogger(__name__)

LEVELS = ("beginner", "intermediate", "advanced", "expert", "world_class")
DEFAULT_LEVEL = "intermediate"


def _ai(module: str, name: str) -> Callable[..., Any] | None:
    try:
        mod = __import__(module, fromlist=[name])
        fn = getattr(mod, name)
    except Exception:  # noqa: BLE001 - no AI: the simple rule plays
        return None
    return fn if callable(fn) else None


def _cube_plies(level: str) -> int:
    try:
        from nard_desktop.ai.levels import level as ai_level
        return int(ai_level(level).cube_plies)
    except Exception:  # noqa: BLE001
        return 0


class Opponent:
    """The computer player at one of :data:`LEVELS`.

    ``seed`` makes the noise of the weaker levels reproducible (tests).
    """

    def __init__(self, level: str = DEFAULT_LEVEL, *, seed: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; levels are {', '.join(LEVELS)}")
        self.level = level
        self._rng = random.Random(seed) if seed is not None else random.Random()
        self._fallbacks: set[str] = set()
        self._lock = threading.Lock()
        self._cube_plies = _cube_plies(level)

    @property
    def fallbacks(self) -> frozenset[str]:
        """Decisions that the simple rule made because the AI could not."""
        with self._lock:
            return frozenset(self._fallbacks)

    def _fallback(self, what: str, exc: BaseException | None) -> None:
        with self._lock:
            first = what not in self._fallbacks
            self._fallbacks.add(what)
        if first:
            _log.warning("computer opponent: %s by the simple rule (%s)", what,
                         "no AI" if exc is None else f"{type(exc).__name__}: {exc}")

    # -------------------------------------------------------------- decisions
    def choose_play(self, position: Position, dice: tuple[int, int], context: MatchContext,
                    rules: RuleSet, cancel: threading.Event | None = None) -> Play:
        """The play for ``dice`` in ``position`` (the computer's view, on
        roll): always one of ``legal_plays(position, dice, rules)``."""
        plays = legal_plays(position, dice, rules)
        if len(plays) == 1:
            return plays[0]
        fn = _ai("nard_desktop.ai.player", "choose_play")
        if fn is not None:
            try:
                with self._lock:
                    rng = random.Random(self._rng.random())
                play = fn(position, dice, self.level, rules, context, rng=rng)
                for legal in plays:
                    if legal.result == play.result:
                        return legal
                raise ValueError(f"the AI chose a play that is not legal: {play!r}")
            except Exception as exc:  # noqa: BLE001
                self._fallback("choose_play", exc)
        else:
            self._fallback("choose_play", None)
        return max(plays, key=lambda p: _simple_score(p.result))

    def double_decision(self, position: Position, context: MatchContext, rules: RuleSet) -> bool:
        """Should the computer (on roll, before rolling) offer the cube?"""
        fn = _ai("nard_desktop.ai.cube", "cube_decision")
        if fn is not None:
            try:
                return fn(position, rules, context, plies=self._cube_plies).action == "double"
            except Exception as exc:  # noqa: BLE001
                self._fallback("double_decision", exc)
        else:
            self._fallback("double_decision", None)
        me, them = position.pips()
        # A clear race lead only: a rough old guide.
        return not position.is_contact() and me > 30 and them - me >= max(8, me // 10)

    def take_decision(self, position: Position, context: MatchContext, rules: RuleSet,
                      can_beaver: bool = False) -> str:
        """``"take"``, ``"drop"`` or ``"beaver"`` for a double.  ``position``
        and ``context`` are seen from the *doubler* (on roll), with the cube
        as it was before the offer."""
        fn = _ai("nard_desktop.ai.cube", "take_decision")
        if fn is not None:
            try:
                answer = fn(position, rules, context, plies=self._cube_plies)
                if answer == "beaver" and not can_beaver:
                    return "take"
                if answer in ("take", "drop", "beaver"):
                    return answer
                raise ValueError(f"unknown answer {answer!r}")
            except Exception as exc:  # noqa: BLE001
                self._fallback("take_decision", exc)
        else:
            self._fallback("take_decision", None)
        doubler, taker = position.pips()
        if not position.is_contact() and taker > 30 and (taker - doubler) > taker // 5:
            return "drop"
        return "take"

    def raccoon_decision(self, position: Position, context: MatchContext, rules: RuleSet) -> bool:
        """After a beaver: does the doubler (on roll; cube as before the first
        double) redouble at once?"""
        fn = _ai("nard_desktop.ai.cube", "raccoon_decision")
        if fn is not None:
            try:
                return bool(fn(position, rules, context))
            except Exception as exc:  # noqa: BLE001
                self._fallback("raccoon_decision", exc)
        return False

    def beaver_answer(self, position: Position, context: MatchContext, rules: RuleSet) -> str:
        """After a beaver: the doubler's (on roll; cube as before the first
        double) answer, ``"take"``, ``"drop"`` or ``"raccoon"`` (RULES.md §8)."""
        fn = _ai("nard_desktop.ai.cube", "beaver_answer")
        if fn is not None:
            try:
                answer = fn(position, rules, context, plies=self._cube_plies)
                if answer in ("take", "drop", "raccoon"):
                    return answer
                raise ValueError(f"unknown answer {answer!r}")
            except Exception as exc:  # noqa: BLE001
                self._fallback("beaver_answer", exc)
        else:
            self._fallback("beaver_answer", None)
        return "take"

    def resign_decision(self, position: Position, context: MatchContext, rules: RuleSet) -> ResultType | None:
        """The level the computer (on roll, before rolling) offers to resign
        at, or None to play on."""
        fn = _ai("nard_desktop.ai.cube", "resign_decision")
        if fn is not None:
            try:
                level = fn(position, rules, context)
                return None if level is None else ResultType(int(level))
            except Exception as exc:  # noqa: BLE001
                self._fallback("resign_decision", exc)
        else:
            self._fallback("resign_decision", None)
        return _hopeless_level(position)

    def accept_resignation(self, position: Position, context: MatchContext, rules: RuleSet,
                           level: ResultType) -> bool:
        """Accept the opponent's offer to lose at ``level``?  ``position`` and
        ``context`` are seen from the *resigning* side, on roll."""
        fn = _ai("nard_desktop.ai.cube", "accept_resignation")
        if fn is not None:
            try:
                return bool(fn(position, int(level), rules, context, resigner_on_roll=True))
            except Exception as exc:  # noqa: BLE001
                self._fallback("accept_resignation", exc)
        else:
            self._fallback("accept_resignation", None)
        surely = _hopeless_level(position)
        return surely is not None and int(level) >= int(surely)


# ---------------------------------------------------------------- the simple rule
def _simple_score(result: Position) -> float:
    """A plain static judgement of a play's result, from the mover's view:
    racing lead, checkers off, hits, made points, and exposed blots."""
    mine, theirs = result.mine, result.theirs
    my_pips, their_pips = result.pips()
    score = (their_pips - my_pips) * 0.1 + mine[OFF] * 3.0 + theirs[BAR] * 6.0
    # Their checker on their point q stands on my point 25 - q and moves up my numbers.
    their_back = max((q for q in range(1, 26) if theirs[q]), default=0)
    for p in range(1, 25):
        n = mine[p]
        if n >= 2:
            score += 2.0 if p <= 6 else (1.5 if p <= 9 else 0.7)
        elif n == 1 and their_back and p > 25 - their_back:
            score -= 2.5 if p <= 12 else 1.5
    return score


def _hopeless_level(position: Position) -> ResultType | None:
    """The side on roll has no realistic chance in a race: what it surely loses."""
    mine = position.mine
    if position.is_contact():
        return None
    my_pips, their_pips = position.pips()
    their_rolls = (their_pips + 7) // 8
    if their_pips > 24 or my_pips <= 8 * (their_rolls + 1):
        return None
    if mine[OFF] == 0 and my_pips - 8 * their_rolls > 30:
        return ResultType.GAMMON
    return ResultType.SINGLE
