"""The computer opponent as the controller sees it.

:class:`Opponent` is a thin adapter over :mod:`nard_desktop.ai`: the AI
chooses its plays and its cube and resignation decisions.  The AI is a
plain dependency: it is imported directly, and an error inside it is a bug
that propagates (the controller reports a failed task; the tests fail).
The only fallback is the AI's own: when the network weights cannot be
loaded, :func:`nard_desktop.ai.default.default_evaluator` uses the simple
hand-written evaluator, and the same search plays with it.

Every method runs in a worker thread: it gets immutable inputs only and
returns a value.  ``cancel`` (a ``threading.Event``) is accepted for the
controller's sake; the AI's own search runs to its end, and the controller
drops the answer of a cancelled task.
"""

from __future__ import annotations

import random
import threading

from nard_desktop.ai import cube as ai_cube
from nard_desktop.ai import player as ai_player
from nard_desktop.ai.levels import LEVEL_IDS
from nard_desktop.ai.levels import level as ai_level
from nard_desktop.engine import CubeAnswer, MatchContext, Play, Position, ResultType, RuleSet, legal_plays

LEVELS = LEVEL_IDS
DEFAULT_LEVEL = "intermediate"


class Opponent:
    """The computer player at one of :data:`LEVELS`.

    ``seed`` makes the noise of the weaker levels reproducible (tests).
    """

    def __init__(self, level: str = DEFAULT_LEVEL, *, seed: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; levels are {', '.join(LEVELS)}")
        self.level = level
        self._rng = random.Random(seed) if seed is not None else random.Random()
        self._lock = threading.Lock()
        self._cube_plies = ai_level(level).cube_plies

    # -------------------------------------------------------------- decisions
    def choose_play(self, position: Position, dice: tuple[int, int], context: MatchContext,
                    rules: RuleSet, cancel: threading.Event | None = None) -> Play:
        """The play for ``dice`` in ``position`` (the computer's view, on
        roll): always one of ``legal_plays(position, dice, rules)``."""
        plays = legal_plays(position, dice, rules)
        if len(plays) == 1:
            return plays[0]
        with self._lock:
            rng = random.Random(self._rng.random())
        play = ai_player.choose_play(position, dice, self.level, rules, context, rng=rng)
        for legal in plays:
            if legal.result == play.result:
                return legal
        raise ValueError(f"the AI chose a play that is not legal: {play!r}")

    def double_decision(self, position: Position, context: MatchContext, rules: RuleSet) -> bool:
        """Should the computer (on roll, before rolling) offer the cube?"""
        return ai_cube.cube_decision(position, rules, context, plies=self._cube_plies).action == "double"

    def take_decision(self, position: Position, context: MatchContext, rules: RuleSet,
                      can_beaver: bool = False) -> CubeAnswer:
        """Take, drop or beaver (:class:`CubeAnswer`) for a double.
        ``position`` and ``context`` are seen from the *doubler* (on roll),
        with the cube as it was before the offer."""
        answer = CubeAnswer(ai_cube.take_decision(position, rules, context, plies=self._cube_plies))
        if answer == CubeAnswer.BEAVER and not can_beaver:
            return CubeAnswer.TAKE
        return answer

    def raccoon_decision(self, position: Position, context: MatchContext, rules: RuleSet) -> bool:
        """After a beaver: does the doubler (on roll; cube as before the first
        double) redouble at once?"""
        return bool(ai_cube.raccoon_decision(position, rules, context))

    def beaver_answer(self, position: Position, context: MatchContext, rules: RuleSet) -> str:
        """After a beaver: the doubler's (on roll; cube as before the first
        double) answer, ``"take"``, ``"drop"`` or ``"raccoon"`` (docs/rules.md §8)."""
        return ai_cube.beaver_answer(position, rules, context, plies=self._cube_plies)

    def resign_decision(self, position: Position, context: MatchContext, rules: RuleSet) -> ResultType | None:
        """The level the computer (on roll, before rolling) offers to resign
        at, or None to play on."""
        level = ai_cube.resign_decision(position, rules, context)
        return None if level is None else ResultType(int(level))

    def accept_resignation(self, position: Position, context: MatchContext, rules: RuleSet,
                           level: ResultType) -> bool:
        """Accept the opponent's offer to lose at ``level``?  ``position`` and
        ``context`` are seen from the *resigning* side, on roll."""
        return bool(ai_cube.accept_resignation(position, int(level), rules, context, resigner_on_roll=True))
