"""Cube and resignation decisions, and cubeful equity.

Cubeful equity from cubeless probabilities (Janowski's model)
-------------------------------------------------------------
The evaluator gives cubeless probabilities.  What the cube adds is estimated
the way Rick Janowski proposed: the cubeful equity is a blend

    E = x · E_live + (1 − x) · E_dead

of the *dead-cube* equity (the cubeless one: nobody will ever double again)
and the *live-cube* equity of an ideal continuous game where every double
comes exactly at the opponent's take point.  The live equity is linear in
the winning chance ``p`` between two anchors: below the point where the
opponent would double us out (our take point) we lose the current stake,
above the point where we double them out (their take point) we win it, and
the ends ``p = 0`` / ``p = 1`` are the game played out with this position's
gammon and backgammon shares.  A side that cannot double (the opponent owns
the cube, Crawford game, cube at 64) keeps the far end as its anchor; a side
for whom playing on beats cashing is "too good" and also keeps the far end.

``x`` is the cube efficiency: 0.68 in contact positions; in races it rises
with the pip count of the side on roll from 0.60 (short races, where a roll
swings a lot) to 0.80.  With ``x`` = 0.68 and no gammons the money take point
is 21.4 %, the familiar figure.

**Money play**: the take points come from the position's own average win
``W`` and loss ``L`` (self-consistent live-cube take points), values are per
unit of the current cube; Jacoby makes gammons count single while the cube
is centred and unturned (in the no-double branch only: a double turns it).
**Match play**: values are match winning chances from the match equity
table, and the take points are those of the table's live-cube model at this
score and cube level (:meth:`MatchEquityTable.take_point`); the score's own
gammon values enter through the anchors.  No cube in the Crawford game; a
post-Crawford trailer doubles at once; a cube that can no longer change the
result is dead (the model finds that doubling gains nothing).  The last-roll
(dead cube at the very end of a race) case is only approximated by the low
race efficiency.

Decisions compare three equities for the player on roll: no double (ND),
double/take (DT), double/pass (DP = winning the current stake).  Beavers and
raccoons are only offered in money play when the rules allow them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from nard_desktop.engine import Position, RuleSet
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.errors import IllegalActionError
from nard_desktop.engine.rules import CUBE_LIMIT

from .equity import (_check, game_state, mwc_to_emg, outcome_shares,
                     outcome_values)
from .evaluator import Evaluator, default_evaluator
from .met import match_equity_table

__all__ = [
    "CONTACT_EFFICIENCY", "CubeDecision", "cube_efficiency", "cubeful_equity", "cube_equities",
    "cube_decision", "cube_hint", "should_double", "take_decision", "raccoon_decision", "beaver_answer",
    "resign_decision", "accept_resignation", "RESIGN_VALUES",
]

CONTACT_EFFICIENCY = 0.68
RESIGN_VALUES = {1: "single", 2: "gammon", 3: "backgammon"}


def cube_efficiency(positions: Sequence[Position]) -> np.ndarray:
    """Janowski's ``x`` for each position (see the module notes)."""
    out = np.empty(len(positions))
    for i, pos in enumerate(positions):
        if pos.is_contact():
            out[i] = CONTACT_EFFICIENCY
        else:
            pips = pos.pips()[0]
            out[i] = min(0.80, max(0.60, 0.55 + 0.0025 * pips))
    return out


# ------------------------------------------------------------ the model
def _can_double(rules: RuleSet, match: MatchContext, who: str) -> bool:
    """May ``who`` ("me", the side on roll, or "them") double the cube as it is?"""
    if not rules.cube_enabled or 2 * match.cube_value > CUBE_LIMIT:
        return False
    if game_state(rules, match) == "crawford":
        return False
    return match.cube_owner in ("centre", who)


def _anchors(probs: np.ndarray, values: np.ndarray):
    """Average value of a win (at p = 1) and of a loss (at p = 0)."""
    shares = outcome_shares(probs)
    p = probs[:, 0]
    win_mass = shares[:, :3].sum(axis=1)
    lose_mass = shares[:, 3:].sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        va1 = np.where(win_mass > 1e-12, shares[:, :3] @ values[:3] / np.where(win_mass > 1e-12, win_mass, 1), values[0])
        vb0 = np.where(lose_mass > 1e-12, shares[:, 3:] @ values[3:] / np.where(lose_mass > 1e-12, lose_mass, 1), values[3])
    dead = shares @ values
    return p, va1, vb0, dead


def _line(p, x0, y0, x1, y1):
    span = x1 - x0
    safe = np.where(span > 1e-12, span, 1.0)
    mid = y0 + (y1 - y0) * (p - x0) / safe
    return np.where(p <= x0, y0, np.where(p >= x1, y1, mid))


def _live(p, va1, vb0, cash_win, cash_lose, t_up, t_low):
    """Live-cube value at ``p``: ``t_up`` is where we double them out (None
    if we cannot double), ``t_low`` where they double us out (None if they
    cannot).  Between the two the value is linear; beyond its doubling point
    a side cashes unless playing on (towards the far end of the game) is
    better for it: "too good"."""
    n = p.shape[0]
    lo_x = np.zeros(n) if t_low is None else np.broadcast_to(t_low, (n,))
    lo_v = vb0 if t_low is None else np.full(n, cash_lose)
    hi_x = np.ones(n) if t_up is None else np.broadcast_to(t_up, (n,))
    hi_v = va1 if t_up is None else np.full(n, cash_win)
    value = _line(p, lo_x, lo_v, hi_x, hi_v)
    if t_up is not None:
        play_on = _line(p, lo_x, lo_v, np.ones(n), va1)
        value = np.where(p >= hi_x, np.maximum(value, play_on), value)
    if t_low is not None:
        play_on = _line(p, np.zeros(n), vb0, hi_x, hi_v)
        value = np.where(p <= lo_x, np.minimum(value, play_on), value)
    return value


def _money_take_points(w: np.ndarray, l: np.ndarray):
    """Self-consistent live-cube take points for average win w, loss l
    (positive numbers, per unit): (our doubling point, our take point)."""
    w = np.maximum(w, 1.0)
    l = np.maximum(l, 1.0)
    r = (l - 0.5) / (l + 1.0)
    s = 1.5 / (w + 1.0)
    t_up = s / (1.0 - r * (1.0 - s))
    t_low = np.clip(r * t_up, 0.0, 1.0)
    return np.clip(t_up, 0.0, 1.0), t_low


def _solve(x0, y0, x1, y1, target):
    """Where the line through (x0, y0), (x1, y1) reaches ``target``, in [0, 1]."""
    dy = y1 - y0
    safe = np.where(np.abs(dy) > 1e-12, dy, 1e-12)
    return np.clip(x0 + (target - y0) * (x1 - x0) / safe, 0.0, 1.0)


def _match_take_points(rules: RuleSet, match: MatchContext, probs: np.ndarray):
    """Take points at this score from the position's own gammon values one
    cube level up and the match table's live-cube model beyond.

    Returns (our doubling point, our take point, our take point of a
    redouble to four times the cube); a missing level is None.
    """
    met = match_equity_table(rules)
    a, b, c = match.my_away, match.their_away, match.cube_value
    if 2 * c > CUBE_LIMIT:
        return None, None, None
    values_c = outcome_values(rules, match, c, jacoby=False)
    values_2c = outcome_values(rules, match, 2 * c, jacoby=False)
    _, va1_2, vb0_2, _ = _anchors(probs, values_2c)
    up4 = 4 * c <= CUBE_LIMIT
    t_low4 = met.take_point(a, b, 4 * c, "me") if up4 else None
    t_up4 = met.take_point(a, b, 4 * c, "them") if up4 else None
    # They own the cube at 2c: they redouble us out at our take point of 4c.
    if t_low4 is not None:
        t_up = _solve(t_low4, values_2c[3], 1.0, va1_2, values_c[0])
    else:
        t_up = _solve(0.0, vb0_2, 1.0, va1_2, values_c[0])
    # We own it at 2c: we redouble them out at their take point of 4c.
    if t_up4 is not None:
        t_low = _solve(0.0, vb0_2, t_up4, values_2c[0], values_c[3])
    else:
        t_low = _solve(0.0, vb0_2, 1.0, va1_2, values_c[3])
    return t_up, t_low, t_low4


def cube_equities(probs: np.ndarray, rules: RuleSet | None = None, match: MatchContext | None = None,
                  x: np.ndarray | float = CONTACT_EFFICIENCY) -> dict[str, np.ndarray]:
    """ND, DT and DP for the side on roll, one entry per row of ``probs``.

    Values are money equities per unit of the current cube, or match winning
    chances in match play.  Also returns ``can_double`` (bool) and
    ``cubeless`` (the dead-cube value of ND).
    """
    rules, match = _check(rules, match)
    probs = np.atleast_2d(np.asarray(probs, dtype=float))
    n = probs.shape[0]
    x = np.broadcast_to(np.asarray(x, dtype=float), (n,))
    c = match.cube_value
    money = match.is_money
    values_c = outcome_values(rules, match)
    values_c_full = outcome_values(rules, match, jacoby=False)
    values_2c = outcome_values(rules, match, 2 * c, jacoby=False) if 2 * c <= CUBE_LIMIT else values_c_full
    cash_win, cash_lose = values_c_full[0], values_c_full[3]
    p, va1, vb0, dead = _anchors(probs, values_c)
    if not rules.cube_enabled:
        return {"nd": dead, "dt": dead, "dp": dead, "can_double": np.zeros(n, dtype=bool), "cubeless": dead}
    me_can = _can_double(rules, match, "me")
    them_can = _can_double(rules, match, "them")
    if money:
        _, w_avg, l_neg, _ = _anchors(probs, values_c_full)
        t_up, t_low = _money_take_points(w_avg, -l_neg)
        t_low2 = t_low
    else:
        t_up, t_low, t_low2 = _match_take_points(rules, match, probs)
    live_nd = _live(p, va1, vb0, cash_win, cash_lose, t_up if me_can else None, t_low if them_can else None)
    nd = x * live_nd + (1.0 - x) * dead
    if me_can:
        _, va1_2, vb0_2, dead_2 = _anchors(probs, values_2c)
        them_redouble = rules.cube_enabled and 4 * c <= CUBE_LIMIT and game_state(rules, match) != "crawford"
        live_dt = _live(p, va1_2, vb0_2, values_2c[0], values_2c[3], None, t_low2 if them_redouble else None)
        dt = x * live_dt + (1.0 - x) * dead_2
        dp = np.full(n, cash_win)
    else:
        dt = nd.copy()
        dp = nd.copy()
    return {"nd": nd, "dt": dt, "dp": dp, "can_double": np.full(n, me_can), "cubeless": dead}


def cubeful_equity(probs: np.ndarray, rules: RuleSet | None = None, match: MatchContext | None = None,
                   x: np.ndarray | float = CONTACT_EFFICIENCY) -> np.ndarray:
    """The side on roll's cubeful value with its best cube action:
    ``max(ND, min(DT, DP))`` where it may double, else ND (money equity per
    current cube, or match winning chance)."""
    eq = cube_equities(probs, rules, match, x)
    best = np.maximum(eq["nd"], np.minimum(eq["dt"], eq["dp"]))
    return np.where(eq["can_double"], best, eq["nd"])


# ------------------------------------------------------------ decisions
@dataclass(frozen=True)
class CubeDecision:
    """The cube analysis for the player on roll, before rolling.

    ``action``: ``"no_double"``, ``"double"``, ``"too_good"`` (would be
    passed, but playing on for gammon is better) or ``"no_cube"`` (doubling
    is not allowed now).  ``take``: the right answer to a double,
    ``"take"``, ``"drop"`` or ``"beaver"``.  ``nd``, ``dt``, ``dp``: equities
    of no double, double/take, double/pass for the player on roll, money
    per unit of the current cube or match EMG (cashing the current stake is
    +1).  ``mwc``: in match play the same three as match winning chances.
    ``probabilities``: the five cubeless probabilities used.
    """

    action: str
    take: str
    nd: float
    dt: float
    dp: float
    probabilities: tuple[float, ...]
    mwc: tuple[float, float, float] | None = None
    #: The post-Crawford leader may double, but it gains nothing: the trailer
    #: always takes (RULES.md §8).  The action is then ``"no_double"``.
    pointless: bool = False

    @property
    def double(self) -> bool:
        return self.action == "double"

    @property
    def equity(self) -> float:
        """The cubeful equity with the right action by both sides."""
        if self.action in ("no_cube", "no_double", "too_good"):
            return self.nd
        # After a beaver the doubler plays on at twice the stake or refuses it
        # and loses the doubled value (-2 in units of the cube before the double).
        return min(self.dt, self.dp) if self.take != "beaver" else max(2 * self.dt, -2.0)

    @property
    def verdict(self) -> str:
        """A short code for the hint: ``no_double_take``, ``no_double_beaver``,
        ``double_take``, ``double_beaver``, ``double_pass``, ``too_good_pass``,
        ``no_cube``."""
        if self.action == "no_cube":
            return "no_cube"
        if self.action == "too_good":
            return "too_good_pass"
        answer = "pass" if self.take == "drop" else self.take
        return f"{self.action}_{answer}"


def _evaluate_root(position: Position, rules: RuleSet, match: MatchContext, evaluator: Evaluator | None,
                   plies: int) -> np.ndarray:
    from .search import evaluate_positions, roll_average  # noqa: PLC0415 (search imports this module)

    if position.is_game_over():
        raise IllegalActionError("the game is over", code="game_over")
    ev = evaluator or default_evaluator()
    if plies <= 0:
        return evaluate_positions(ev, [position])[0]
    return roll_average(position, rules, match, ev)


def cube_decision(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                  evaluator: Evaluator | None = None, *, plies: int = 0) -> CubeDecision:
    """Should the player on roll double, and what should the opponent answer?

    ``position`` and ``match`` are seen from the player on roll, before the
    roll.  ``plies`` 1 averages the evaluation over the coming roll (slower,
    steadier).
    """
    rules, match = _check(rules, match)
    probs = _evaluate_root(position, rules, match, evaluator, plies)
    return _decide(probs, position, rules, match)


def _decide(probs: np.ndarray, position: Position, rules: RuleSet, match: MatchContext) -> CubeDecision:
    x = cube_efficiency([position])
    eq = cube_equities(probs[None, :], rules, match, x)
    nd, dt, dp = float(eq["nd"][0]), float(eq["dt"][0]), float(eq["dp"][0])
    if not eq["can_double"][0]:
        action, take = "no_cube", "take"
    else:
        if dt >= dp:
            take = "drop"
            action = "too_good" if nd > dp else "double"
        else:
            take = "take"
            action = "double" if dt > nd else "no_double"
            if _post_crawford_trailer(rules, match):
                action = "double"  # the leader's cube is worthless: double at once
        if take == "take" and match.is_money and rules.beavers and _as_equity(dt, rules, match) < 0:
            take = "beaver"
    pointless = False
    if action != "no_cube" and _post_crawford_leader(rules, match):
        # RULES.md §8: allowed, but it gains nothing; the computer never does it.
        action, take, pointless = "no_double", "take", True
    mwc = None
    if not match.is_money:
        mwc = (nd, dt, dp)
        nd, dt, dp = (float(mwc_to_emg(v, rules, match)) for v in (nd, dt, dp))
    return CubeDecision(action, take, nd, dt, dp, tuple(float(v) for v in probs), mwc, pointless)


def _as_equity(value: float, rules: RuleSet, match: MatchContext) -> float:
    return value if match.is_money else float(mwc_to_emg(value, rules, match))


def _post_crawford_trailer(rules: RuleSet, match: MatchContext) -> bool:
    return (not match.is_money and rules.crawford and rules.cube_enabled and not match.crawford_game
            and match.their_away == 1 and match.my_away > 1)


def _post_crawford_leader(rules: RuleSet, match: MatchContext) -> bool:
    return (not match.is_money and rules.crawford and rules.cube_enabled and not match.crawford_game
            and match.my_away == 1 and match.their_away > 1)


def cube_hint(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
              evaluator: Evaluator | None = None, *, plies: int = 1) -> CubeDecision:
    """The cube analysis shown as a hint ("no double / double, take /
    double, pass" with equities): :func:`cube_decision` at one ply."""
    return cube_decision(position, rules, match, evaluator, plies=plies)


def should_double(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                  evaluator: Evaluator | None = None, *, plies: int = 0) -> bool:
    """True when the player on roll should offer a double now."""
    return cube_decision(position, rules, match, evaluator, plies=plies).action == "double"


def take_decision(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                  evaluator: Evaluator | None = None, *, plies: int = 0) -> str:
    """The answer to a double: ``"take"``, ``"drop"`` or ``"beaver"``.

    ``position`` and ``match`` are seen from the *doubler* (the player on
    roll who has just offered), with the cube as it was before the offer.
    """
    rules, match = _check(rules, match)
    if not rules.cube_enabled:
        raise IllegalActionError("the cube is off in these rules", code="no_cube")
    return cube_decision(position, rules, match, evaluator, plies=plies).take


def raccoon_decision(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                     evaluator: Evaluator | None = None, *, plies: int = 0) -> bool:
    """After the opponent beavered, should the doubler raccoon (redouble at
    once)?  Seen from the doubler, cube as before the first double.  Only
    with beavers and raccoons allowed in money play."""
    rules, match = _check(rules, match)
    if not (match.is_money and rules.cube_enabled and rules.beavers and rules.raccoons):
        return False
    d = cube_decision(position, rules, match, evaluator, plies=plies)
    return d.dt > 0


def beaver_answer(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                  evaluator: Evaluator | None = None, *, plies: int = 0) -> str:
    """The original doubler's answer to a beaver (RULES.md §8): ``"take"``
    (play on at the beavered value), ``"drop"`` (lose the doubled value) or
    ``"raccoon"`` (where raccoons are allowed and the cube may go up).

    ``position`` and ``match`` are seen from the doubler (on roll), with the
    cube as it was before the first double.  With DT the doubler's equity of
    double/take (per unit of the cube before the double, the other side
    owning the doubled cube), playing on after the beaver is worth 2·DT,
    dropping -2 and raccooning 4·DT: the doubler raccoons when DT > 0, drops
    when DT < -1, and takes otherwise.
    """
    rules, match = _check(rules, match)
    if not (match.is_money and rules.cube_enabled and rules.beavers):
        raise IllegalActionError("beavers are for money play with the beaver rule on", code="no_beavers")
    d = cube_decision(position, rules, match, evaluator, plies=plies)
    if rules.raccoons and 8 * match.cube_value <= CUBE_LIMIT and d.dt > 0:
        return "raccoon"
    if 2 * d.dt < -2.0:
        return "drop"
    return "take"


# ----------------------------------------------------------- resignation
def _resign_value(level: int, rules: RuleSet, match: MatchContext, for_winner: bool) -> float:
    """What a resignation at ``level`` is worth to the side on roll when the
    other side (``for_winner`` False: the side on roll resigns) wins it."""
    values = outcome_values(rules, match)
    idx = level - 1
    return values[idx] if for_winner else values[3 + idx]


def _check_level(level) -> int:
    if level not in RESIGN_VALUES or type(level) is not int:
        raise IllegalActionError(f"a resignation is single (1), gammon (2) or backgammon (3), not {level!r}",
                                 code="bad_resignation")
    return level


def _expected(position: Position, rules: RuleSet, match: MatchContext, evaluator: Evaluator | None,
              *, may_double: bool) -> tuple[float, np.ndarray]:
    """The side on roll's cubeful value and its probabilities; with
    ``may_double`` it takes its best cube action, else it plays on."""
    probs = _evaluate_root(position, rules, match, evaluator, 0)
    x = cube_efficiency([position])
    eq = cube_equities(probs[None, :], rules, match, x)
    value = eq["nd"][0]
    if may_double and eq["can_double"][0]:
        value = max(value, min(eq["dt"][0], eq["dp"][0]))
    return float(value), probs


def resign_decision(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                    evaluator: Evaluator | None = None, *, tolerance: float = 0.01) -> int | None:
    """The resignation the player on roll (the AI) should offer, or None.

    Offers only when the game is lost beyond doubt: the chance to win is
    practically nil and some resignation level costs what the AI expects to
    lose anyway (within ``tolerance``, in equity units).  Returns 1, 2 or 3
    (single, gammon, backgammon): the cheapest such level, counting what the
    rules make a gammon or backgammon worth (Jacoby, mars rule, the score).
    """
    rules, match = _check(rules, match)
    if position.is_game_over():
        return None
    value, probs = _expected(position, rules, match, evaluator, may_double=False)
    if probs[0] > 0.002:
        return None
    scale = 1.0 if match.is_money else 0.5 * (outcome_values(rules, match)[0] - outcome_values(rules, match)[3])
    for level in (1, 2, 3):
        offered = _resign_value(level, rules, match, for_winner=False)
        if abs(offered - value) <= tolerance * max(scale, 1e-9):
            return level
        if offered < value:
            break
    return None


def accept_resignation(position: Position, offered_value: int, rules: RuleSet | None = None,
                       match: MatchContext | None = None, evaluator: Evaluator | None = None, *,
                       resigner_on_roll: bool = True) -> bool:
    """Should the AI accept the opponent's resignation at ``offered_value``
    (1 single, 2 gammon, 3 backgammon)?

    ``position`` and ``match`` are seen from the side on roll; by default
    that is the resigning side (``resigner_on_roll``), else the AI.  The AI
    accepts when the offer is worth at least what it expects from playing on.
    """
    rules, match = _check(rules, match)
    level = _check_level(offered_value)
    if position.is_game_over():
        raise IllegalActionError("the game is over", code="game_over")
    value, _ = _expected(position, rules, match, evaluator, may_double=not resigner_on_roll)
    if resigner_on_roll:
        # The AI's expectation is what the resigner on roll expects to lose.
        offer_for_roller = _resign_value(level, rules, match, for_winner=False)
        return offer_for_roller <= value + 1e-9
    offer_for_roller = _resign_value(level, rules, match, for_winner=True)
    return offer_for_roller >= value - 1e-9
