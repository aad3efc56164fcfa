"""The computer player's front door: pick a play, or rank them for a hint.

>>> from nard_desktop.engine import Position, legal_plays
>>> from nard_desktop.ai.simple import SimpleEvaluator
>>> pos = Position.initial()
>>> play = choose_play(pos, (3, 1), evaluator=SimpleEvaluator())
>>> play in legal_plays(pos, (3, 1))
True
"""

from __future__ import annotations

import random
from typing import Sequence

import numpy as np

from nard_desktop.engine import Play, Position, RuleSet, legal_plays
from nard_desktop.engine.context import MatchContext

from .equity import checked_context
from .default import default_evaluator
from .evaluator import Evaluator
from .levels import DEFAULT_LEVEL, Level, level as _level
from .search import DEEP_FILTER, RankedPlay, rank_three_ply, rank_two_ply, rank_zero_ply

__all__ = ["choose_play", "hint", "RankedPlay"]


def _noise(rng: random.Random | None, seed: int | None, n: int, sd: float) -> np.ndarray:
    r = rng if rng is not None else random.Random(seed)
    return np.array([r.gauss(0.0, sd) for _ in range(n)])


def choose_play(position: Position, dice: Sequence[int], level: str | Level = DEFAULT_LEVEL,
                rules: RuleSet | None = None, match: MatchContext | None = None, *,
                evaluator: Evaluator | None = None, rng: random.Random | None = None,
                seed: int | None = None) -> Play:
    """The play the computer makes with ``dice`` at ``level``.

    Returns one of the objects in ``legal_plays(position, dice, rules)``
    (the same object).  ``match`` None means money play with the cube
    centred on 1.  Levels with noise draw it from ``rng`` (or a
    ``random.Random(seed)``), so a fixed seed gives a fixed choice.
    ``evaluator`` defaults to :func:`default_evaluator`.
    """
    rules, match = checked_context(rules, match)
    spec = _level(level)
    plays = legal_plays(position, dice, rules)
    if len(plays) == 1:
        return plays[0]
    ev = evaluator or default_evaluator()
    if spec.plies >= 2:
        ranked = _ranked(plays, rules, match, ev, spec)
        if not spec.noise:
            return ranked[0].play
        eq = np.array([r.equity for r in ranked])
        choice = int(np.argmax(eq + _noise(rng, seed, len(eq), spec.noise)))
        return ranked[choice].play
    eq, _ = rank_zero_ply(plays, rules, match, ev)
    if spec.noise:
        eq = eq + _noise(rng, seed, len(eq), spec.noise)
    return plays[int(np.argmax(eq))]


def _ranked(plays, rules: RuleSet, match: MatchContext, ev: Evaluator, spec: Level) -> list[RankedPlay]:
    """The plays ranked by a searching level (2 or 3 plies)."""
    if spec.plies >= 3:
        return rank_three_ply(plays, rules, match, ev, spec.move_filter, spec.deep_filter or DEEP_FILTER)
    return rank_two_ply(plays, rules, match, ev, spec.move_filter)


def hint(position: Position, dice: Sequence[int], rules: RuleSet | None = None,
         match: MatchContext | None = None, *, evaluator: Evaluator | None = None,
         level: str | Level = "world_class") -> list[RankedPlay]:
    """Every legal play ranked best first, each as ``(play, equity,
    probabilities)`` (a :class:`RankedPlay`, which also says how many plies
    deep it was looked at).

    Equities are the mover's: money per unit of the current cube, match play
    as EMG; cubeful when the cube is in use.  The probabilities are the
    mover's five (win, win gammon, win backgammon, lose gammon, lose
    backgammon) after the play.  ``level`` picks the depth (default the
    World class search, up to 3 plies deep; noise is never added to a hint).
    """
    rules, match = checked_context(rules, match)
    spec = _level(level)
    plays = legal_plays(position, dice, rules)
    ev = evaluator or default_evaluator()
    if spec.plies >= 2:
        return _ranked(plays, rules, match, ev, spec)
    eq, probs = rank_zero_ply(plays, rules, match, ev)
    order = np.argsort(-eq, kind="stable")
    return [RankedPlay(plays[i], float(eq[i]), tuple(float(v) for v in probs[i]), 0) for i in order]
