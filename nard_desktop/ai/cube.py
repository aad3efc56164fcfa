"""Cube and resignation decisions.

Cubeful equities come from :mod:`nard_desktop.ai.cubeful` (Janowski's model,
explained there); this module compares them, at the root (0-ply) or after
looking one or two rolls ahead with the model applied where the game goes
(:func:`cubeful_one_ply`, :func:`cubeful_two_ply`).

Decisions compare three equities for the player on roll: no double (ND),
double/take (DT), double/pass (DP = winning the current stake).  Beavers and
raccoons are only offered in money play when the rules allow them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from nard_desktop.engine import CUBE_LIMIT, ROLLS, CubeOwner, Position, RuleSet, legal_plays
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.errors import IllegalActionError

from .cubeful import (CONTACT_EFFICIENCY, can_double, cube_efficiency, cube_equities, cubeful_equity,
                      efficiency_of_boards)
from .calibration import cube_evaluator
from .default import default_evaluator
from .equity import checked_context, mwc_to_emg, outcome_shares, outcome_values, swap_probabilities
from .evaluator import Evaluator, float32_twin
from .search import (ROLL_WEIGHTS, MoveFilter, after_boards, evaluate_positions, rank_two_ply, results_by_roll,
                     roll_average, roll_boards)

__all__ = [
    "CONTACT_EFFICIENCY", "CubeDecision", "cube_efficiency", "cubeful_equity", "cube_equities",
    "cube_decision", "cube_hint", "should_double", "take_decision", "raccoon_decision", "beaver_answer",
    "resign_decision", "accept_resignation", "RESIGN_VALUES", "CUBE_FILTER", "CUBE_WINDOW",
    "two_ply_average", "cubeful_one_ply", "cubeful_two_ply",
]

CUBE_FILTER = MoveFilter(keep=3, threshold=0.10)
"""The move filter of :func:`two_ply_average` (narrower than the checker
play's: only the value of the best play of each roll counts)."""

CUBE_WINDOW = 0.12
"""At ``plies`` 2 a decision is looked at 2 plies deep only when the 1-ply
look leaves it within this much equity (money per cube, or EMG) of changing:
no double against double, take against pass."""

RESIGN_VALUES = {1: "single", 2: "gammon", 3: "backgammon"}


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
    #: always takes (docs/rules.md §8).  The action is then ``"no_double"``.
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
    if position.is_game_over():
        raise IllegalActionError("the game is over", code="game_over")
    ev = evaluator or default_evaluator()
    if plies <= 0:
        return evaluate_positions(ev, [position])[0]
    if plies >= 2:
        return two_ply_average(position, rules, match, ev)
    return roll_average(position, rules, match, ev)


def two_ply_average(position: Position, rules: RuleSet, match: MatchContext, evaluator: Evaluator,
                    move_filter: MoveFilter = CUBE_FILTER) -> np.ndarray:
    """The side on roll's probabilities averaged over its 21 rolls, each
    played by the 2-ply search (:func:`rank_two_ply` with ``move_filter``):
    that search's own value of the position before the roll."""
    rules, match = checked_context(rules, match)
    total = np.zeros(5)
    for k, roll in enumerate(ROLLS):
        best = rank_two_ply(legal_plays(position, roll, rules), rules, match, evaluator, move_filter)[0]
        total += ROLL_WEIGHTS[k] * np.asarray(best.probabilities)
    return total


# ------------------------------------------------ cubeful look-ahead
def _doubled(match: MatchContext) -> MatchContext:
    """The cube state after the side on roll doubles and is taken: twice the
    cube, owned by the other side."""
    return MatchContext(match.match_length, match.my_score, match.their_score, 2 * match.cube_value,
                        CubeOwner.THEM, match.crawford_game)


class _Leaves:
    """Positions a side just produced (still seen by it), with its five
    probabilities, the opponent's cube efficiency there and which games are
    over: evaluated once, valued for each cube state.  The boards go to the
    evaluator as arrays where it takes them (the neural evaluator), so a
    batch of thousands makes no positions."""

    def __init__(self, m: np.ndarray, t: np.ndarray, ev: Evaluator) -> None:
        # ``m``, ``t``: int64 (n, 26) boards seen by the opponent, on roll next
        boards = getattr(ev, "probabilities_boards", None)
        if boards is not None:
            theirs = boards(m, t)
        else:
            theirs = evaluate_positions(ev, [Position._trusted(tuple(a), tuple(b))
                                             for a, b in zip(m.tolist(), t.tolist())])
        self.probs = swap_probabilities(theirs)
        self.x = efficiency_of_boards(m, t)
        self.finished = t[:, 0] == 15
        self.shares = outcome_shares(self.probs)

    def values(self, rules: RuleSet, state: MatchContext, unit: int) -> np.ndarray:
        """The mover's cubeful value of each position, with the cube as in
        ``state`` (the mover's view) and the opponent on roll, who takes its
        best cube action there (Janowski's model at the position's
        efficiency).  Money: per ``unit`` of cube; match: match winning
        chance.  A finished game scores exactly."""
        v = cubeful_equity(swap_probabilities(self.probs), rules, state.swapped(), self.x)
        exact = self.shares @ outcome_values(rules, state)
        if state.is_money:
            scale = state.cube_value / unit
            value, exact = -v * scale, exact * scale
        else:
            value = 1.0 - v
        return np.where(self.finished, exact, value)


def cubeful_one_ply(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                    evaluator: Evaluator | None = None) -> tuple[float, float, float, np.ndarray]:
    """No double, double/take and double/pass for the side on roll, looked
    one roll ahead with the cube at the leaves.

    For each of the 21 rolls the side on roll makes its best play for the
    cube state in question, and the position after it is valued *cubefully*
    (the opponent, on roll there, has its own cube action; Janowski's model
    at the leaf), then the values are averaged over the rolls:

        ND = Σ_r w_r · max_play V(after play | cube as it is)
        DT = Σ_r w_r · max_play V(after play | cube doubled, theirs)
        DP = what the current stake cashes

    This is the usual n-ply cubeful evaluation: the cube's value is taken
    where the game goes instead of from the average of the probabilities,
    so a roll that leaves the opponent a pass (a market loser) or a strong
    double counts as such, which Janowski's root formula only estimates
    through ``x``.  (R. Janowski, "Take-Points in Money Games", 1993, for
    the leaf formula; the look-ahead as described in the GNU Backgammon
    manual's appendix "Cubeful equities", J. Thyssen.)  Money: equity per
    unit of the current cube; match: match winning chances.  Also returns
    the roll-averaged probabilities of the no-double plays.
    """
    rules, match = checked_context(rules, match)
    ev = evaluator or default_evaluator()
    if position.is_game_over():
        raise IllegalActionError("the game is over", code="game_over")
    [(nd, dt, dp)], avg = _one_ply_states(position, rules, [match], ev)
    return nd, dt, dp, avg


def _root(position: Position, rules: RuleSet, ev: Evaluator,
          one_ply: bool = False) -> tuple[list[Position] | None, list, "_Leaves"]:
    """The side on roll's plays of every roll, their slices by roll and
    their leaves: what the one-ply and the two-ply looks both start from.
    ``one_ply``: for the one-ply look alone, which reads only each roll's
    best value (and its probabilities, the same for equally good plays):
    no results, each roll's plays in any order (:func:`~nard_desktop.ai.search.roll_boards`:
    the boards the search before it has made, when it has)."""
    if one_ply:
        segments, after = roll_boards(position, rules)
        return None, segments, _Leaves(after[:, :26].astype(np.int64), after[:, 26:].astype(np.int64), ev)
    results, segments = results_by_roll(position, rules)
    return results, segments, _Leaves(*after_boards(results), ev)


def _one_ply_states(position: Position, rules: RuleSet, states: Sequence[MatchContext], ev: Evaluator,
                    root: tuple | None = None):
    """:func:`cubeful_one_ply`'s ND, DT, DP for each cube state in
    ``states`` (the side on roll's view, money per unit of that state's
    cube), the plays evaluated once for all; and the roll-averaged
    probabilities of the first state's no-double plays."""
    _, segments, leaves = root or _root(position, rules, ev)
    probs = leaves.probs
    out = []
    avg = np.zeros(5)
    for si, state in enumerate(states):
        c = state.cube_value
        v_nd = leaves.values(rules, state, c)
        me_can = can_double(rules, state, CubeOwner.ME)
        v_dt = leaves.values(rules, _doubled(state), c) if me_can else v_nd
        nd = dt = 0.0
        for k, start, end in segments:
            j = start + int(np.argmax(v_nd[start:end]))
            nd += ROLL_WEIGHTS[k] * v_nd[j]
            if si == 0:
                avg += ROLL_WEIGHTS[k] * probs[j]
            dt += ROLL_WEIGHTS[k] * float(np.max(v_dt[start:end]))
        dp = float(outcome_values(rules, state, jacoby=False)[0])
        if not me_can:
            dt = dp = nd
        out.append((float(nd), float(dt), float(dp)))
    return out, avg


def cubeful_two_ply(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                    evaluator: Evaluator | None = None) -> tuple[float, float, float, np.ndarray]:
    """:func:`cubeful_one_ply` one roll deeper: for each of the side on
    roll's 21 rolls its best play for the cube state (by the cubeful 0-ply
    value), then the opponent's own cube decision there at one ply
    (:func:`cubeful_one_ply` from its side: no double, or double and our
    best answer), averaged over the rolls.  Same units and returns as
    :func:`cubeful_one_ply`; the probabilities are the roll average of the
    opponent's one-ply look, seen from the side on roll.

    The opponent's one-ply looks of every roll go to the network in one
    batch (the float32 networks: within about 1e-6), and their cube
    arithmetic is done once for the whole batch, per cube state.
    """
    rules, match = checked_context(rules, match)
    ev = evaluator or default_evaluator()
    if position.is_game_over():
        raise IllegalActionError("the game is over", code="game_over")
    return _two_ply(position, rules, match, ev, _root(position, rules, ev))


def _two_ply(position: Position, rules: RuleSet, match: MatchContext, ev: Evaluator,
             root: tuple) -> tuple[float, float, float, np.ndarray]:
    me_can = can_double(rules, match, CubeOwner.ME)
    states = [match, _doubled(match)] if me_can else [match]
    c = match.cube_value
    totals = np.zeros(len(states))
    avg = np.zeros(5)
    # The side on roll's best play of each roll, for each cube state.
    results, segments, first = root
    v0 = [first.values(rules, state, c) for state in states]
    chosen: dict[int, list[int]] = {}  # index in results -> the cube states that chose it
    roll_of: dict[int, int] = {}
    for k, start, end in segments:
        for si in range(len(states)):
            j = start + int(np.argmax(v0[si][start:end]))
            if first.finished[j]:
                totals[si] += ROLL_WEIGHTS[k] * v0[si][j]
                if si == 0:
                    avg += ROLL_WEIGHTS[k] * first.probs[j]
                continue
            chosen.setdefault(j, []).append(si)
            roll_of[j] = k
    if chosen:
        # Every play of every roll of the opponent after each chosen play.
        replies: list[Position] = []
        spans: dict[int, list[tuple[int, int, int]]] = {}
        for j in chosen:
            theirs, their_segments = results_by_roll(results[j].swapped(), rules)
            base = len(replies)
            replies.extend(theirs)
            spans[j] = [(k2, base + a, base + b) for k2, a, b in their_segments]
        leaves = _Leaves(*after_boards(replies), float32_twin(ev))
        starts = np.array([a for j in chosen for _, a, _ in spans[j]])
        weights = np.array([ROLL_WEIGHTS[k2] for j in chosen for k2, _, _ in spans[j]])
        groups = np.repeat(np.arange(len(chosen)), [len(spans[j]) for j in chosen])
        for si, state in enumerate(states):
            owners = [n for n, j in enumerate(chosen) if si in chosen[j]]
            if not owners:
                continue
            their_state = state.swapped()
            tc = their_state.cube_value
            they_can = can_double(rules, their_state, CubeOwner.ME)
            v_nd = leaves.values(rules, their_state, tc)
            best_nd = np.maximum.reduceat(v_nd, starts)
            tnd = np.bincount(groups, weights * best_nd, len(chosen))
            if they_can:
                v_dt = leaves.values(rules, _doubled(their_state), tc)
                tdt = np.bincount(groups, weights * np.maximum.reduceat(v_dt, starts), len(chosen))
                tdp = float(outcome_values(rules, their_state, jacoby=False)[0])
                best = np.maximum(tnd, np.minimum(tdt, tdp))
            else:
                best = tnd
            value = -best * tc / c if match.is_money else 1.0 - best
            keys = list(chosen)
            for n in owners:
                totals[si] += ROLL_WEIGHTS[roll_of[keys[n]]] * value[n]
            if si == 0:
                # the opponent's no-double plays, seen from the side on roll
                for n in owners:
                    j = keys[n]
                    their_avg = np.zeros(5)
                    for k2, a, b in spans[j]:
                        their_avg += ROLL_WEIGHTS[k2] * leaves.probs[a + int(np.argmax(v_nd[a:b]))]
                    avg += ROLL_WEIGHTS[roll_of[j]] * swap_probabilities(their_avg)
    nd = float(totals[0])
    if me_can:
        dt, dp = float(totals[1]), float(outcome_values(rules, match, jacoby=False)[0])
    else:
        dt = dp = nd
    return nd, dt, dp, avg


def _close(d: "CubeDecision") -> bool:
    """Could a deeper look change the decision (see :data:`CUBE_WINDOW`)?"""
    if d.action == "no_cube":
        return False
    if d.pointless:
        return False
    return abs(d.dt - d.nd) < CUBE_WINDOW or abs(d.dt - d.dp) < CUBE_WINDOW


def cube_decision(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                  evaluator: Evaluator | None = None, *, plies: int = 0) -> CubeDecision:
    """Should the player on roll double, and what should the opponent answer?

    ``position`` and ``match`` are seen from the player on roll, before the
    roll.  ``plies`` 0 applies Janowski's formula to the evaluator's
    probabilities of the position; ``plies`` 1 looks one roll ahead with
    the cube valued at each position reached (:func:`cubeful_one_ply`:
    slower, steadier, and the market losers count as such); ``plies`` 2
    decides at 1 ply and, when that leaves the decision within
    :data:`CUBE_WINDOW` of changing, decides again on
    :func:`cubeful_two_ply` (about a tenth of a second of CPU).  At one ply
    and more the evaluator's levels go through the cube's calibration
    (:func:`nard_desktop.ai.calibration.cube_evaluator`: the shipped
    network's, fitted on our own rollouts; the identity for another
    evaluator).
    """
    rules, match = checked_context(rules, match)
    if plies >= 1:
        if position.is_game_over():
            raise IllegalActionError("the game is over", code="game_over")
        # The looks read the levels through the cube's calibration (calibration.py).
        ev = cube_evaluator(evaluator or default_evaluator())
        root = _root(position, rules, ev, one_ply=plies < 2)
        [(nd, dt, dp)], probs = _one_ply_states(position, rules, [match], ev, root)
        d = _decide_from(nd, dt, dp, can_double(rules, match, CubeOwner.ME), probs, rules, match)
    else:
        probs = _evaluate_root(position, rules, match, evaluator, 0)
        d = _decide(probs, position, rules, match)
    if plies >= 2 and _close(d):
        nd, dt, dp, probs = _two_ply(position, rules, match, ev, root)
        d = _decide_from(nd, dt, dp, can_double(rules, match, CubeOwner.ME), probs, rules, match)
    return d


def _decide(probs: np.ndarray, position: Position, rules: RuleSet, match: MatchContext) -> CubeDecision:
    x = cube_efficiency([position])
    eq = cube_equities(probs[None, :], rules, match, x)
    return _decide_from(float(eq["nd"][0]), float(eq["dt"][0]), float(eq["dp"][0]), bool(eq["can_double"][0]),
                        probs, rules, match)


def _decide_from(nd: float, dt: float, dp: float, can_double: bool, probs: np.ndarray, rules: RuleSet,
                 match: MatchContext) -> CubeDecision:
    """The actions from the three equities (money per cube, or match winning
    chances)."""
    if not rules.cube_enabled:
        can_double = False
    if not can_double:
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
        # docs/rules.md §8: allowed, but it gains nothing; the computer never does it.
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
    rules, match = checked_context(rules, match)
    if not rules.cube_enabled:
        raise IllegalActionError("the cube is off in these rules", code="no_cube")
    return cube_decision(position, rules, match, evaluator, plies=plies).take


def raccoon_decision(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                     evaluator: Evaluator | None = None, *, plies: int = 0) -> bool:
    """After the opponent beavered, should the doubler raccoon (redouble at
    once)?  Seen from the doubler, cube as before the first double.  Only
    with beavers and raccoons allowed in money play."""
    rules, match = checked_context(rules, match)
    if not (match.is_money and rules.cube_enabled and rules.beavers and rules.raccoons):
        return False
    d = cube_decision(position, rules, match, evaluator, plies=plies)
    return d.dt > 0


def beaver_answer(position: Position, rules: RuleSet | None = None, match: MatchContext | None = None,
                  evaluator: Evaluator | None = None, *, plies: int = 0) -> str:
    """The original doubler's answer to a beaver (docs/rules.md §8): ``"take"``
    (play on at the beavered value), ``"drop"`` (lose the doubled value) or
    ``"raccoon"`` (where raccoons are allowed and the cube may go up).

    ``position`` and ``match`` are seen from the doubler (on roll), with the
    cube as it was before the first double.  With DT the doubler's equity of
    double/take (per unit of the cube before the double, the other side
    owning the doubled cube), playing on after the beaver is worth 2·DT,
    dropping -2 and raccooning 4·DT: the doubler raccoons when DT > 0, drops
    when DT < -1, and takes otherwise.
    """
    rules, match = checked_context(rules, match)
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
    rules, match = checked_context(rules, match)
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
    rules, match = checked_context(rules, match)
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
