"""Cubeful equity: the cube's value added to cubeless probabilities.

The maths below both the cube decisions (:mod:`nard_desktop.ai.cube`) and
the search (:mod:`nard_desktop.ai.search`), which both import it.

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
the cube, Crawford game, cube at 64) keeps the far end as its anchor.  A
side past its doubling point for whom playing on beats cashing is "too
good": it plays on with the cube still in hand, so its live value runs from
the cash at the doubling point (where it could still double the other side
out) to the far end.

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
post-Crawford trailer doubles at once unless he is too good; a cube that can
no longer change the result is dead (the model finds that doubling gains
nothing).

**After the Crawford game** the leader's cube is worth nothing to him, and
the trailer's only cube question is when to double: the leader passes exactly
when the trailer is the favourite.  So a trailer who is ahead can play on
for his gammons and cash later, at any turn while he is still the favourite
(a single win and a pass are worth the same to him), and one bad roll rarely
takes a clear favourite below even.  The blend's dead part (nobody ever
doubles again) undervalues that, so at these scores ``x`` is at least
:data:`POST_CRAWFORD_EFFICIENCY`, a figure chosen by our own cubeful
self-play (``training/post_crawford_cube.py``).  The last-roll
(dead cube at the very end of a race) case is only approximated by the low
race efficiency.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from nard_desktop.engine import CubeOwner, Position, RuleSet
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.rules import CUBE_LIMIT

from .equity import checked_context, game_state, outcome_shares, outcome_values
from .features import boards, contact_mask
from .met import match_equity_table

__all__ = ["CONTACT_EFFICIENCY", "POST_CRAWFORD_EFFICIENCY", "cube_efficiency", "efficiency_of_boards",
           "cubeful_equity", "cube_equities"]

CONTACT_EFFICIENCY = 0.68

POST_CRAWFORD_EFFICIENCY: float | None = 0.8
"""The least cube efficiency after the Crawford game while one side is
1-away and the other is not (module notes); None leaves ``x`` as it is.
``training/post_crawford_cube.py`` compares values by cubeful self-play."""


def cube_efficiency(positions: Sequence[Position]) -> np.ndarray:
    """Janowski's ``x`` for each position (see the module notes)."""
    if len(positions) > 8:
        return efficiency_of_boards(*boards(positions))
    # A few positions (the rollouts ask for one at a time): no arrays.
    out = np.empty(len(positions))
    for i, pos in enumerate(positions):
        if pos.is_contact():
            out[i] = CONTACT_EFFICIENCY
        else:
            out[i] = min(0.80, max(0.60, 0.55 + 0.0025 * pos.pips()[0]))
    return out


_PIPS = np.arange(26, dtype=np.int64)


def efficiency_of_boards(mine: np.ndarray, theirs: np.ndarray) -> np.ndarray:
    """:func:`cube_efficiency` for ``(n, 26)`` count arrays (``mine`` on
    roll): 0.68 in contact, else 0.55 + 0.0025 × the pips of the side on
    roll, within 0.60–0.80 (the same numbers as position by position:
    exact integer pips, the same float operations)."""
    mine = np.asarray(mine, dtype=np.int64).reshape(-1, 26)
    theirs = np.asarray(theirs, dtype=np.int64).reshape(-1, 26)
    race = np.minimum(0.80, np.maximum(0.60, 0.55 + 0.0025 * (mine @ _PIPS)))
    return np.where(contact_mask(mine, theirs), CONTACT_EFFICIENCY, race)


# ------------------------------------------------------------ the model
def can_double(rules: RuleSet, match: MatchContext, who: str) -> bool:
    """May ``who`` ("me", the side on roll, or "them") double the cube as it is?"""
    if not rules.cube_enabled or 2 * match.cube_value > CUBE_LIMIT:
        return False
    if game_state(rules, match) == "crawford":
        return False
    return match.cube_owner in (CubeOwner.CENTRE, who)


class _Outcomes:
    """What :func:`_anchors` reads from a batch of probabilities whatever
    the outcomes' values: worked out once for all the values a cube
    decision weighs (the cube as it is, doubled, redoubled)."""

    __slots__ = ("p", "shares", "win_ok", "lose_ok", "win_div", "lose_div")

    def __init__(self, probs: np.ndarray) -> None:
        shares = outcome_shares(probs)
        self.p = probs[:, 0]
        self.shares = shares
        win_mass = shares[:, :3].sum(axis=1)
        lose_mass = shares[:, 3:].sum(axis=1)
        self.win_ok = win_mass > 1e-12
        self.lose_ok = lose_mass > 1e-12
        self.win_div = np.where(self.win_ok, win_mass, 1)
        self.lose_div = np.where(self.lose_ok, lose_mass, 1)


def _anchors(probs: "np.ndarray | _Outcomes", values: np.ndarray):
    """Average value of a win (at p = 1) and of a loss (at p = 0)."""
    o = probs if isinstance(probs, _Outcomes) else _Outcomes(probs)
    with np.errstate(invalid="ignore", divide="ignore"):
        va1 = np.where(o.win_ok, o.shares[:, :3] @ values[:3] / o.win_div, values[0])
        vb0 = np.where(o.lose_ok, o.shares[:, 3:] @ values[3:] / o.lose_div, values[3])
    dead = o.shares @ values
    return o.p, va1, vb0, dead


def _line(p, x0, y0, x1, y1):
    span = x1 - x0
    safe = np.where(span > 1e-12, span, 1.0)
    mid = y0 + (y1 - y0) * (p - x0) / safe
    return np.where(p <= x0, y0, np.where(p >= x1, y1, mid))


def _live(p, va1, vb0, cash_win, cash_lose, t_up, t_low):
    """Live-cube value at ``p``: ``t_up`` is where we double them out (None
    if we cannot double), ``t_low`` where they double us out (None if they
    cannot).  Between the two the value is linear; beyond its doubling point
    a side cashes unless playing on is better for it ("too good").  A side
    that plays on there keeps its cube: if the game drifts back to the
    doubling point it cashes then (the live cube loses no market), and if
    it goes on to the end it wins the game's average value.  So its value
    is the line from the cash at the doubling point to the far end, which
    beats cashing now exactly when the far end does (any gammons), and the
    dead-cube part of the blend decides how many gammons make it right.
    (The continuous-game argument of Keeler and Spencer, "Optimal doubling
    in backgammon", Operations Research 23, 1975, applied to the far end's
    gammon value as in Janowski's anchors.)"""
    n = p.shape[0]
    lo_x = np.zeros(n) if t_low is None else np.broadcast_to(t_low, (n,))
    lo_v = vb0 if t_low is None else np.full(n, cash_lose)
    hi_x = np.ones(n) if t_up is None else np.broadcast_to(t_up, (n,))
    hi_v = va1 if t_up is None else np.full(n, cash_win)
    value = _line(p, lo_x, lo_v, hi_x, hi_v)
    if t_up is not None:
        # Playing on keeps the cube: should the game come back to the
        # doubling point, the side still cashes there.
        play_on = _line(p, hi_x, np.full(n, cash_win), np.ones(n), va1)
        value = np.where(p >= hi_x, np.maximum(value, play_on), value)
    if t_low is not None:
        play_on = _line(p, np.zeros(n), vb0, lo_x, np.full(n, cash_lose))
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


def _match_take_points(rules: RuleSet, match: MatchContext, probs: "np.ndarray | _Outcomes"):
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


def _at_once_redouble(probs: np.ndarray, rules: RuleSet, match: MatchContext, x: np.ndarray,
                      pass_value: float, outcomes: "_Outcomes | None" = None) -> np.ndarray:
    """Match play: the doubler's value when the taker redoubles at once
    (to four times the cube, the doubler answering as suits it best: pass
    and lose twice the cube, or take and own the cube).

    Janowski's blend counts the taker's redouble as live only in part (its
    ``1 - x`` dead share assumes no redouble), which is right when the
    taker has to wait for a good moment, but at some scores the redouble
    costs the taker nothing and should come at once: after the leader's
    double at 2-away, 4-away, the trailer's redouble makes the game the
    match for both, so the leader's double/take is worth just its chance to
    win, not the blend.  The taker picks the better of redoubling now and
    waiting, so double/take is worth at most this value.
    """
    own4 = MatchContext(match.match_length, match.my_score, match.their_score, 4 * match.cube_value,
                        CubeOwner.ME, match.crawford_game)
    take = cube_equities(probs, rules, own4, x, _redouble_check=False, _outcomes=outcomes)["nd"]
    return np.maximum(take, pass_value)


def cube_equities(probs: np.ndarray, rules: RuleSet | None = None, match: MatchContext | None = None,
                  x: np.ndarray | float = CONTACT_EFFICIENCY, *, _redouble_check: bool = True,
                  _outcomes: _Outcomes | None = None) -> dict[str, np.ndarray]:
    """ND, DT and DP for the side on roll, one entry per row of ``probs``.

    Values are money equities per unit of the current cube, or match winning
    chances in match play.  Also returns ``can_double`` (bool) and
    ``cubeless`` (the dead-cube value of ND).  In match play DT is at most
    what the double is worth when the taker redoubles at once
    (:func:`_at_once_redouble`).
    """
    rules, match = checked_context(rules, match)
    probs = np.atleast_2d(np.asarray(probs, dtype=float))
    n = probs.shape[0]
    x = np.broadcast_to(np.asarray(x, dtype=float), (n,))
    if POST_CRAWFORD_EFFICIENCY is not None and game_state(rules, match) == "post" \
            and max(match.my_away, match.their_away) > 1:
        x = np.asarray(np.maximum(x, POST_CRAWFORD_EFFICIENCY), dtype=float)
    c = match.cube_value
    money = match.is_money
    values_c = outcome_values(rules, match)
    values_c_full = outcome_values(rules, match, jacoby=False)
    values_2c = outcome_values(rules, match, 2 * c, jacoby=False) if 2 * c <= CUBE_LIMIT else values_c_full
    cash_win, cash_lose = values_c_full[0], values_c_full[3]
    outcomes = _Outcomes(probs) if _outcomes is None else _outcomes
    p, va1, vb0, dead = _anchors(outcomes, values_c)
    if not rules.cube_enabled:
        return {"nd": dead, "dt": dead, "dp": dead, "can_double": np.zeros(n, dtype=bool), "cubeless": dead}
    me_can = can_double(rules, match, CubeOwner.ME)
    them_can = can_double(rules, match, CubeOwner.THEM)
    if money:
        _, w_avg, l_neg, _ = _anchors(outcomes, values_c_full)
        t_up, t_low = _money_take_points(w_avg, -l_neg)
        t_low2 = t_low
    else:
        t_up, t_low, t_low2 = _match_take_points(rules, match, outcomes)
    live_nd = _live(p, va1, vb0, cash_win, cash_lose, t_up if me_can else None, t_low if them_can else None)
    nd = x * live_nd + (1.0 - x) * dead
    if me_can:
        _, va1_2, vb0_2, dead_2 = _anchors(outcomes, values_2c)
        them_redouble = rules.cube_enabled and 4 * c <= CUBE_LIMIT and game_state(rules, match) != "crawford"
        live_dt = _live(p, va1_2, vb0_2, values_2c[0], values_2c[3], None, t_low2 if them_redouble else None)
        dt = x * live_dt + (1.0 - x) * dead_2
        if them_redouble and not money and _redouble_check:
            dt = np.minimum(dt, _at_once_redouble(probs, rules, match, x, values_2c[3], outcomes))
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
