"""Cubeless equity of the five probabilities under the rules and score in force.

The five probabilities (see :mod:`nard_desktop.ai.evaluator`) split into six
outcomes for the side they belong to: win single / gammon / backgammon, lose
single / gammon / backgammon.  What each outcome is worth depends on the
rules and the score:

* **money**: 1, 2, 3 points (a backgammon 2 under
  ``backgammon_counts_as_gammon``); with the ``jacoby`` rule, the cube in use
  and still centred on 1, gammons and backgammons count single.  Money
  equities are per unit of the current cube (cashing a game is +1).
* **match**: the chance to win the match after that outcome, from the match
  equity table of :mod:`nard_desktop.ai.met` (the cube's value multiplies the
  points).  It is also shown as an "equivalent to money game" equity (EMG):
  the match winning chance scaled so that winning a single game at the
  current cube is +1 and losing one is −1.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from nard_desktop.engine import CubeOwner, RuleSet
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.errors import EngineError

from .met import match_equity_table

__all__ = [
    "MONEY", "outcome_shares", "outcome_values", "cubeless_equity", "cubeless_mwc",
    "mwc_to_emg", "emg_to_mwc", "jacoby_active", "game_state", "swap_probabilities",
]

MONEY = MatchContext()
_DEFAULT_RULES = RuleSet()


def swap_probabilities(probs: np.ndarray) -> np.ndarray:
    """The same five probabilities seen by the other side."""
    p = np.asarray(probs, dtype=float)
    out = np.empty_like(p)
    out[..., 0] = 1.0 - p[..., 0]
    out[..., 1] = p[..., 3]
    out[..., 2] = p[..., 4]
    out[..., 3] = p[..., 1]
    out[..., 4] = p[..., 2]
    return out


def outcome_shares(probs: np.ndarray | Sequence[float]) -> np.ndarray:
    """``(n, 6)`` chances of win single, win gammon (only), win backgammon,
    lose single, lose gammon (only), lose backgammon."""
    p = np.atleast_2d(np.asarray(probs, dtype=float))
    return np.stack([
        p[:, 0] - p[:, 1], p[:, 1] - p[:, 2], p[:, 2],
        1.0 - p[:, 0] - p[:, 3], p[:, 3] - p[:, 4], p[:, 4],
    ], axis=1)


def jacoby_active(rules: RuleSet, match: MatchContext) -> bool:
    """True when gammons count single (money play, Jacoby rule, cube unturned)."""
    return (match.is_money and rules.jacoby and rules.cube_enabled and match.cube_value == 1
            and match.cube_owner == CubeOwner.CENTRE)


def game_state(rules: RuleSet, match: MatchContext) -> str:
    """``"pre"``, ``"crawford"`` or ``"post"`` for the game being played."""
    if match.is_money or not (rules.crawford and rules.cube_enabled):
        return "pre"
    if match.my_away == 1 or match.their_away == 1:
        return "crawford" if match.crawford_game else "post"
    return "pre"


def checked_context(rules: RuleSet | None, match: MatchContext | None) -> tuple[RuleSet, MatchContext]:
    """The rules and the score in force, defaults filled in (the standard
    rules, a money game), checked: every public function of the AI that takes
    them starts here."""
    rules = rules or _DEFAULT_RULES
    match = match or MONEY
    if not isinstance(rules, RuleSet):
        raise EngineError(f"rules must be a RuleSet, not {type(rules).__name__}", code="bad_rule")
    if not isinstance(match, MatchContext):
        raise EngineError(f"match must be a MatchContext, not {type(match).__name__}", code="bad_match")
    if not rules.cube_enabled and match.cube_value != 1:
        raise EngineError("the cube is off in these rules, so it must show 1", code="bad_cube")
    return rules, match


def points_values(rules: RuleSet, match: MatchContext, cube: int | None = None, *,
                  jacoby: bool | None = None) -> np.ndarray:
    """Points each of the six outcomes scores for the first side (signed)."""
    c = match.cube_value if cube is None else cube
    bg = 2 if rules.backgammon_counts_as_gammon else 3
    if jacoby is None:
        jacoby = jacoby_active(rules, match) and c == 1
    if jacoby:
        base = np.array([1, 1, 1, -1, -1, -1], dtype=float)
    else:
        base = np.array([1, 2, bg, -1, -2, -bg], dtype=float)
    return base * c


def outcome_values(rules: RuleSet | None = None, match: MatchContext | None = None, cube: int | None = None,
                   *, jacoby: bool | None = None) -> np.ndarray:
    """What each of the six outcomes is worth to the first side.

    Money: points per unit of ``match.cube_value`` (``cube`` overrides the
    cube: a doubled game's outcomes are worth twice as much).  Match: the
    match winning chance after the outcome.  The array is shared (kept for
    the next call with the same arguments): read-only.
    """
    rules, match = checked_context(rules, match)
    met = None if match.is_money else match_equity_table(rules)
    key = (rules, match, cube, jacoby)
    found = _OUTCOME_VALUES.get(key)
    if found is not None and found[0] is met:
        return found[1]
    if match.is_money:
        out = points_values(rules, match, cube, jacoby=jacoby) / match.cube_value
    else:
        assert met is not None
        c = match.cube_value if cube is None else cube
        pts = points_values(rules, match, c, jacoby=False)
        state = game_state(rules, match)
        a, b = match.my_away, match.their_away
        out = np.empty(6)
        for i, v in enumerate(pts):
            k = int(round(v))
            out[i] = met.after_game(a - k, b, state=state) if k > 0 else met.after_game(a, b + k, state=state)
    out.flags.writeable = False
    if len(_OUTCOME_VALUES) >= 4096:
        _OUTCOME_VALUES.clear()
    _OUTCOME_VALUES[key] = (met, out)
    return out


_OUTCOME_VALUES: dict[tuple, tuple[object, np.ndarray]] = {}
""":func:`outcome_values` by its arguments, with the match table they were
read from (a table made anew, as a test may, is read again)."""


def cubeless_mwc(probs: np.ndarray, rules: RuleSet | None = None, match: MatchContext | None = None) -> np.ndarray:
    """Match winning chance, cube left where it is (match play only)."""
    rules, match = checked_context(rules, match)
    if match.is_money:
        raise EngineError("match winning chances need a match, not money play", code="bad_match")
    return outcome_shares(probs) @ outcome_values(rules, match)


def mwc_to_emg(mwc, rules: RuleSet | None = None, match: MatchContext | None = None, cube: int | None = None):
    """Scale a match winning chance to an equity: +1 for winning a single
    game at the cube (``cube`` defaults to the current one), −1 for losing one."""
    rules, match = checked_context(rules, match)
    values = outcome_values(rules, match, cube)
    win, lose = values[0], values[3]
    if win == lose:
        return np.zeros_like(np.asarray(mwc, dtype=float))
    return 2.0 * (np.asarray(mwc, dtype=float) - lose) / (win - lose) - 1.0


def emg_to_mwc(emg, rules: RuleSet | None = None, match: MatchContext | None = None, cube: int | None = None):
    """The inverse of :func:`mwc_to_emg`."""
    rules, match = checked_context(rules, match)
    values = outcome_values(rules, match, cube)
    win, lose = values[0], values[3]
    return lose + (np.asarray(emg, dtype=float) + 1.0) * (win - lose) / 2.0


def cubeless_equity(probs: np.ndarray | Sequence[float], rules: RuleSet | None = None,
                    match: MatchContext | None = None) -> np.ndarray:
    """Cubeless equity of each row of five probabilities for their side.

    Money: points per unit of the current cube (with Jacoby and how
    backgammons count).  Match: the EMG of the cubeless match winning chance.
    Returns an array of shape ``(n,)`` (a 1-D input gives ``(1,)``).
    """
    rules, match = checked_context(rules, match)
    shares = outcome_shares(probs)
    values = outcome_values(rules, match)
    if match.is_money:
        return shares @ values
    return mwc_to_emg(shares @ values, rules, match)
