"""Rollouts: settle a position by playing it out many times (numpy only).

A rollout plays the position to the end (or to a truncation point) again and
again with the computer making every play, and averages what happened:

>>> from nard_desktop.engine import Position
>>> r = rollout(Position.initial(), trials=36, truncate=2, seed=1)  # doctest: +SKIP
>>> r.probabilities, r.equity, r.trials                              # doctest: +SKIP

Dice
----
Quasi-random, as GNU Backgammon rolls them (the idea, not its code): in every
block of 36 trials the first roll runs through all 36 rolls once, in an order
drawn from the seed; in every block of 1,296 trials the second roll is
stratified within each first roll, so each (first roll, second roll) pair is
played exactly once.  Later rolls are pseudo-random.  Trial ``i``'s dice
depend only on the seed and ``i`` (:func:`trial_rolls`), so a rollout gives
the same figures whatever the number of worker processes.

Checker play
------------
``plies`` 0 picks each play with the evaluator in one batch: the plays of
every trial that is still running are evaluated together, so each network
call sees a big batch (trials are played in lock-step, in fixed groups of
:data:`CHUNK` trials that do not depend on ``jobs``).  1 and 2 use the AI's
search (:func:`nard_desktop.ai.search.rank_two_ply`; 1 looks at the two best
0-ply plays only).  A cubeless rollout ranks plays by the cubeless equity
under the rules and score; a cubeful one as the AI plays, cube included.

Truncation and variance reduction
---------------------------------
With ``truncate=n`` a trial stops after ``n`` plies (one player's turn each)
and scores the evaluator's probabilities of the position reached, before its
roll.  Games where both sides reach their home boards are scored from the
exact bear-off database (``bearoff_truncation``, on by default, as GNU
Backgammon does for cubeless rollouts).

``variance_reduction`` is the usual lookahead scheme: before each roll the
evaluator's value of the position after each of the 21 rolls (best 0-ply
play) gives their mean; the *luck* of the roll actually made is its value
minus that mean, zero on average whatever the evaluator, and each trial's
result has its luck subtracted.  The mean stays the same; the spread
shrinks as far as the evaluator is good.

The cube
--------
With ``cubeful=True`` both sides also double, take and pass with the AI's
cube model (:func:`nard_desktop.ai.cube.cube_equities`, decided as
:func:`nard_desktop.ai.cube.cube_decision` does, at 0-ply), and
``cubeful_equity`` holds the result: money points per unit of the starting
cube, or match EMG from the match equity table.  A beaver is answered as a
take.  A pass ends the trial; its cubeless probabilities are then the
evaluator's at that point.
"""

from __future__ import annotations

import math
import secrets
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, NamedTuple, Sequence

import numpy as np

from nard_desktop.engine import Play, Position, RuleSet, legal_plays
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.errors import EngineError
from nard_desktop.engine.movegen import batch_results, board_keys, standard_plays

from .equity import checked_context, cubeless_equity, mwc_to_emg, outcome_shares, outcome_values, swap_probabilities
from .evaluator import Evaluator, finished_probabilities, float32_twin
from .pool import cancel_test, default_jobs, run_tasks

__all__ = [
    "CHUNK", "RolloutResult", "PlayRollout", "rollout", "rollout_plays", "trial_rolls",
]

CHUNK = 324
"""Trials played in lock-step in one group (a multiple of 36)."""

_ROLL36 = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
_ROLL21 = tuple((a, b) for a in range(1, 7) for b in range(a, 7))
_W21 = np.array([1.0 if a == b else 2.0 for a, b in _ROLL21]) / 36.0
_INDEX21 = {r: k for k, r in enumerate(_ROLL21)}
for _a, _b in _ROLL36:
    _INDEX21[(_a, _b)] = _INDEX21[(min(_a, _b), max(_a, _b))]
_EXTRA = 64  # pseudo-random rolls drawn at a time for the later plies


# ------------------------------------------------------------------ dice
@lru_cache(maxsize=8192)
def _perm(seed: int, tag: int, block: int) -> tuple[int, ...]:
    return tuple(int(v) for v in np.random.default_rng([seed, tag, block]).permutation(36))


class _Dice:
    """The rolls of one trial: quasi-random for the first two plies."""

    __slots__ = ("seed", "trial", "_extra")

    def __init__(self, seed: int, trial: int) -> None:
        self.seed = seed
        self.trial = trial
        self._extra: list[int] = []

    def roll(self, ply: int) -> tuple[int, int]:
        i = self.trial
        if ply == 0:
            return _ROLL36[_perm(self.seed, 0, i // 1296)[i % 36]]
        if ply == 1:
            return _ROLL36[_perm(self.seed, 1, (i // 1296) * 36 + i % 36)[(i // 36) % 36]]
        k = ply - 2
        if k >= len(self._extra):
            gen = np.random.default_rng([self.seed, 2, i])
            need = (k // _EXTRA + 1) * _EXTRA
            self._extra = gen.integers(0, 36, size=need).tolist()
        return _ROLL36[self._extra[k]]


_LO36 = np.array([min(a, b) for a, b in _ROLL36], np.int64)
_HI36 = np.array([max(a, b) for a, b in _ROLL36], np.int64)
_K21_OF36 = np.array([_INDEX21[r] for r in _ROLL36], np.int64)


class _DiceBlock:
    """The rolls of trials ``start`` … ``stop - 1`` as arrays, ply by ply:
    the same rolls as :class:`_Dice` (each drawn the same way) for many
    trials at once.  :meth:`roll` gives indices into ``_ROLL36``."""

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
    d = _Dice(_check_seed(seed), int(trial))
    return [d.roll(k) for k in range(plies)]


def _check_seed(seed) -> int:
    if type(seed) is not int or seed < 0:
        raise EngineError(f"a rollout seed is a whole number >= 0, not {seed!r}", code="bad_seed")
    return seed


# --------------------------------------------------------------- results
@dataclass(frozen=True)
class RolloutResult:
    """What a rollout found, for the player on roll in the rolled-out position.

    ``probabilities``: P(win), P(win gammon), P(win backgammon), P(lose
    gammon), P(lose backgammon), and ``std_errors`` their standard errors.
    ``equity``/``equity_se``: the cubeless equity under the rules and score
    (money: points per unit of the cube; match: EMG).  ``cubeful_equity``/
    ``cubeful_equity_se``: the same with the cube in play (None unless the
    rollout was cubeful).  ``trials``: trials played (fewer than asked when
    cancelled; 0 leaves the figures NaN).  ``seed`` reproduces the dice.
    """

    probabilities: tuple[float, ...]
    std_errors: tuple[float, ...]
    equity: float
    equity_se: float
    trials: int
    seed: int
    cubeful_equity: float | None = None
    cubeful_equity_se: float | None = None
    plies: int = 0
    truncate: int | None = None
    variance_reduction: bool = False

    def swapped(self) -> "RolloutResult":
        """The same result seen by the other player (their equity is minus ours:
        money, and EMG too since its scale is symmetric)."""
        p = swap_probabilities(np.array(self.probabilities))
        se = self.std_errors
        return replace(self, probabilities=tuple(float(v) for v in p),
                       std_errors=(se[0], se[3], se[4], se[1], se[2]), equity=-self.equity,
                       cubeful_equity=None if self.cubeful_equity is None else -self.cubeful_equity)


class PlayRollout(NamedTuple):
    """One candidate play of :func:`rollout_plays` and its rollout, seen by
    the player who makes the play."""

    play: Play
    result: RolloutResult

    @property
    def equity(self) -> float:
        r = self.result
        return r.cubeful_equity if r.cubeful_equity is not None else r.equity


@dataclass(frozen=True)
class _Spec:
    """Everything a worker needs to play a group of trials."""

    position: Position
    rules: RuleSet
    match: MatchContext
    seed: int
    truncate: int | None
    plies: int
    variance_reduction: bool
    cubeful: bool
    bearoff_truncation: bool


# ------------------------------------------------------------ evaluation
def _swap_diff(d: np.ndarray) -> np.ndarray:
    """A difference of probability vectors seen by the other side."""
    return d[..., [0, 3, 4, 1, 2]] * np.array([-1.0, 1.0, 1.0, 1.0, 1.0])


_rollout_evaluator = float32_twin


def _boards(rows: list[tuple[int, ...]]) -> np.ndarray:
    return np.frombuffer(b"".join(map(bytes, rows)), np.uint8).reshape(-1, 26).astype(np.int64)


_BATCH = 2048
"""Most positions per network call."""


def _evaluate(ev: Evaluator, mine: list, theirs: list) -> np.ndarray:
    """Five probabilities for the side ``mine`` on roll, boards as tuples."""
    if not mine:
        return np.zeros((0, 5))
    if len(mine) > _BATCH:
        return np.concatenate([_evaluate(ev, mine[a:a + _BATCH], theirs[a:a + _BATCH])
                               for a in range(0, len(mine), _BATCH)])
    if hasattr(ev, "probabilities_boards"):
        return ev.probabilities_boards(_boards(mine), _boards(theirs))
    out = np.empty((len(mine), 5))
    live = []
    for i, (m, t) in enumerate(zip(mine, theirs)):
        pos = Position._trusted(m, t)
        f = finished_probabilities(pos)
        if f is None:
            live.append(i)
        else:
            out[i] = f
    if live:
        out[live] = ev.probabilities([Position._trusted(mine[i], theirs[i]) for i in live])
    return out


def _after_play_probs(ev: Evaluator, results: list[Position]) -> np.ndarray:
    """The mover's probabilities after each play (its opponent on roll)."""
    probs = _evaluate(ev, [r.theirs for r in results], [r.mine for r in results])
    return swap_probabilities(probs)


def _both_home(pos: Position) -> bool:
    m, t = pos.mine, pos.theirs
    return not any(m[7:]) and not any(t[7:])


# ------------------------------------------------------- picking a play
_GAMMONS_COUNT = np.array([1.0, 2.0, 3.0, -1.0, -2.0, -3.0])


def _pick(parent: np.ndarray, eq: np.ndarray, probs: np.ndarray, M: np.ndarray, T: np.ndarray,
          groups: int) -> np.ndarray:
    """Row of the best play of each parent: the highest equity; equal
    equities (a sure win under Jacoby, say) go to the play with more
    gammons, then to the first board in a fixed order, so that both ways of
    playing a rollout pick the same play."""
    counts = np.bincount(parent, minlength=groups)
    starts = np.zeros(groups, np.int64)
    np.cumsum(counts[:-1], out=starts[1:])
    top = np.maximum.reduceat(eq, starts)
    at_top = np.flatnonzero(eq == top[parent])
    best = np.empty(groups, np.int64)
    best[parent[at_top[::-1]]] = at_top[::-1]  # the first row at the top of each group
    ties = np.bincount(parent[at_top], minlength=groups) > 1
    if ties.any():
        rows = at_top[ties[parent[at_top]]]
        tie = outcome_shares(probs[rows]) @ _GAMMONS_COUNT
        a, b = board_keys(M[rows], T[rows])
        order = rows[np.lexsort((b, a, -tie, parent[rows]))]
        p = parent[order]
        first = np.ones(order.size, bool)
        first[1:] = p[1:] != p[:-1]
        best[p[first]] = order[first]
    return best


# ------------------------------------------------------------- one group
class _Group:
    """A group of trials played in lock-step (see the module notes)."""

    def __init__(self, spec: _Spec, start: int, stop: int, ev: Evaluator) -> None:
        self.spec = spec
        self.ev = _rollout_evaluator(ev)
        n = stop - start
        self.n = n
        self.pos = [spec.position] * n
        self.side = [0] * n  # 0: the root player on roll, 1: the opponent
        self.dice = [_Dice(spec.seed, start + i) for i in range(n)]
        self.cube = [spec.match.cube_value] * n
        self.owner = [spec.match.cube_owner] * n  # relative to the root player
        self.probs = np.zeros((n, 5))  # root player's outcome
        self.cubeful = np.zeros(n)
        self.luck = np.zeros((n, 5))  # root view, cubeless
        self.luck_cf = np.zeros(n)  # in cubeful units
        self._ctx: dict = {}
        self._values: dict = {}

    # contexts and values ------------------------------------------------
    def ctx(self, i: int) -> MatchContext:
        key = (self.cube[i], self.owner[i], self.side[i])
        c = self._ctx.get(key)
        if c is None:
            root = self.spec.match
            if (self.cube[i], self.owner[i]) != (root.cube_value, root.cube_owner):
                root = replace(root, cube_value=self.cube[i], cube_owner=self.owner[i])
            c = root if self.side[i] == 0 else root.swapped()
            self._ctx[key] = c
        return c

    def values(self, ctx: MatchContext) -> np.ndarray:
        v = self._values.get(ctx)
        if v is None:
            v = outcome_values(self.spec.rules, ctx)
            self._values[ctx] = v
        return v

    def _cf_scale(self, i: int, mover_value: float, ctx: MatchContext) -> float:
        """A cubeful value of the mover in ``ctx`` (money per ctx cube, or
        MWC) as the root player's cubeful equity."""
        root = self.spec.match
        sign = 1.0 if self.side[i] == 0 else -1.0
        if root.is_money:
            return sign * mover_value * ctx.cube_value / root.cube_value
        mwc = mover_value if self.side[i] == 0 else 1.0 - mover_value
        return float(mwc_to_emg(mwc, self.spec.rules, root))

    def _cf_luck_scale(self, i: int, ctx: MatchContext) -> float:
        """Factor turning a cubeless value difference of the mover (in
        ``values(ctx)`` units) into the root's cubeful units."""
        root = self.spec.match
        sign = 1.0 if self.side[i] == 0 else -1.0
        if root.is_money:
            return sign * ctx.cube_value / root.cube_value
        v = self.values(root)
        return sign * 2.0 / (v[0] - v[3]) if v[0] != v[3] else 0.0

    # finishing ------------------------------------------------------------
    def finish_eval(self, idx: list[int], probs_mover: np.ndarray) -> None:
        """End trials ``idx`` with the evaluator's probabilities of the
        position on roll (mover = side on roll)."""
        spec = self.spec
        for j, i in enumerate(idx):
            p = probs_mover[j]
            self.probs[i] = p if self.side[i] == 0 else swap_probabilities(p)
        if spec.cubeful and idx:
            from .cube import cube_efficiency, cubeful_equity  # cube imports search

            for j, i in enumerate(idx):
                ctx = self.ctx(i)
                x = cube_efficiency([self.pos[i]])
                v = float(cubeful_equity(probs_mover[j][None, :], spec.rules, ctx, x)[0])
                self.cubeful[i] = self._cf_scale(i, v, ctx)

    def finish_won(self, i: int, result: Position) -> None:
        """The mover (side ``self.side[i]``) bore off its last checker."""
        p = finished_probabilities(result)  # the mover's view: [1, g, b, 0, 0]
        self.probs[i] = p if self.side[i] == 0 else swap_probabilities(p)
        if self.spec.cubeful:
            ctx = self.ctx(i)
            v = float(outcome_shares(p)[0] @ self.values(ctx))
            self.cubeful[i] = self._cf_scale(i, v, ctx)

    # the cube ---------------------------------------------------------------
    def cube_turn(self, active: list[int]) -> list[int]:
        """Cube actions before the roll; returns the trials still going."""
        from .cube import cube_efficiency, cube_equities
        from .equity import game_state

        spec = self.spec
        rules = spec.rules
        if not rules.cube_enabled:
            return active
        groups: dict = {}
        for i in active:
            ctx = self.ctx(i)
            if 2 * ctx.cube_value > 64 or ctx.cube_owner == "them" or game_state(rules, ctx) == "crawford":
                continue
            groups.setdefault(ctx, []).append(i)
        if not groups:
            return active
        ask = [i for g in groups.values() for i in g]
        probs = _evaluate(self.ev, [self.pos[i].mine for i in ask], [self.pos[i].theirs for i in ask])
        row = {i: k for k, i in enumerate(ask)}
        ended = set()
        for ctx, members in groups.items():
            rows = [row[i] for i in members]
            p = probs[rows]
            x = cube_efficiency([self.pos[i] for i in members])
            eq = cube_equities(p, rules, ctx, x)
            trailer = (not ctx.is_money and rules.crawford and not ctx.crawford_game
                       and ctx.their_away == 1 and ctx.my_away > 1)
            for k, i in enumerate(members):
                if not eq["can_double"][k]:
                    continue
                nd, dt, dp = eq["nd"][k], eq["dt"][k], eq["dp"][k]
                if dt >= dp:
                    if nd > dp:
                        continue  # too good to double
                    # Double, pass: the doubler wins the current stake.
                    self.probs[i] = p[k] if self.side[i] == 0 else swap_probabilities(p[k])
                    self.cubeful[i] = self._cf_scale(i, float(self.values(ctx)[0]), ctx)
                    ended.add(i)
                elif dt > nd or trailer:
                    self.cube[i] *= 2
                    self.owner[i] = "them" if self.side[i] == 0 else "me"
        return [i for i in active if i not in ended] if ended else active

    # checker play -------------------------------------------------------------
    def choose(self, items: list[tuple[object, int, list[Play]]]) -> dict[object, tuple[int, np.ndarray]]:
        """For each ``(key, trial, plays)``: the index of the best 0-ply play
        and the mover's probabilities after it, by key."""
        spec = self.spec
        results: list[Position] = []
        segs = []
        for key, i, plays in items:
            start = len(results)
            results.extend(p.result for p in plays)
            segs.append((key, i, start, len(results)))
        probs = _after_play_probs(self.ev, results) if results else np.zeros((0, 5))
        out = {}
        if spec.cubeful and spec.rules.cube_enabled:
            from .search import play_equities

            for key, i, s, e in segs:
                k = int(np.argmax(play_equities(results[s:e], probs[s:e], spec.rules, self.ctx(i))))
                out[key] = (k, probs[s + k])
            return out
        shares = outcome_shares(probs)
        eq = np.empty(len(results))
        parent = np.empty(len(results), np.int64)
        for g, (key, i, s, e) in enumerate(segs):
            eq[s:e] = shares[s:e] @ self.values(self.ctx(i))
            parent[s:e] = g
        M = np.array([r.mine for r in results], np.int8).reshape(-1, 26)
        T = np.array([r.theirs for r in results], np.int8).reshape(-1, 26)
        best = _pick(parent, eq, probs, M, T, len(segs))
        for g, (key, i, s, e) in enumerate(segs):
            out[key] = (int(best[g]) - s, probs[best[g]])
        return out

    def _search(self, i: int, plays: list[Play]) -> int:
        from .search import MoveFilter, WORLD_CLASS_FILTER, rank_two_ply

        filt = (WORLD_CLASS_FILTER if self.spec.plies >= 2
                else MoveFilter(keep=2, threshold=WORLD_CLASS_FILTER.threshold))
        best = rank_two_ply(plays, self.spec.rules, self.ctx(i), self.ev, filt)[0].play
        return plays.index(best)

    # the loop -------------------------------------------------------------------
    def run(self, cancelled: Callable[[], bool]) -> np.ndarray | None:
        spec = self.spec
        rules = spec.rules
        active = list(range(self.n))
        ply = 0
        while active:
            if cancelled():
                return None
            # Truncation, and the exact bear-off database.
            stop = active if spec.truncate is not None and ply >= spec.truncate else []
            if not stop and spec.bearoff_truncation and not spec.cubeful:
                stop = [i for i in active if _both_home(self.pos[i])]
            if stop:
                p = _evaluate(self.ev, [self.pos[i].mine for i in stop], [self.pos[i].theirs for i in stop])
                self.finish_eval(stop, p)
                gone = set(stop)
                active = [i for i in active if i not in gone]
                if not active:
                    break
            if spec.cubeful:
                active = self.cube_turn(active)
                if not active:
                    break
            rolls = {i: self.dice[i].roll(ply) for i in active}
            if spec.variance_reduction:
                chosen = self._vr_turn(active, rolls)
            else:
                plays_of = {i: legal_plays(self.pos[i], rolls[i], rules) for i in active}
                chosen = {}
                if spec.plies > 0:
                    for i in active:
                        plays = plays_of[i]
                        chosen[i] = plays[self._search(i, plays) if len(plays) > 1 else 0]
                else:
                    multi = [(i, i, plays_of[i]) for i in active if len(plays_of[i]) > 1]
                    best = self.choose(multi) if multi else {}
                    for i in active:
                        k = best[i][0] if i in best else 0
                        chosen[i] = plays_of[i][k]
            still = []
            for i in active:
                result = chosen[i].result
                if result.mine[0] == 15:
                    self.finish_won(i, result)
                else:
                    self.pos[i] = result.swapped()
                    self.side[i] ^= 1
                    still.append(i)
            active = still
            ply += 1
        probs = self.probs - self.luck
        cubeful = self.cubeful - self.luck_cf
        return np.column_stack([probs, cubeful])

    def _vr_turn(self, active: list[int], rolls: dict) -> dict[int, Play]:
        """Play one turn of each trial, measuring the luck of its roll."""
        spec = self.spec
        rules = spec.rules
        items = []
        plays_of = {}
        for i in active:
            for k, roll in enumerate(_ROLL21):
                plays = legal_plays(self.pos[i], roll, rules)
                plays_of[(i, k)] = plays
                items.append(((i, k), i, plays))
        best = self.choose(items)
        chosen = {}
        for i in active:
            vals = np.array([best[(i, k)][1] for k in range(21)])
            mean = _W21 @ vals
            k_r = _INDEX21[rolls[i]]
            plays = plays_of[(i, k_r)]
            if spec.plies > 0 and len(plays) > 1:
                chosen[i] = plays[self._search(i, plays)]
            else:
                chosen[i] = plays[best[(i, k_r)][0]]
            d = vals[k_r] - mean
            self.luck[i] += d if self.side[i] == 0 else _swap_diff(d)
            if spec.cubeful:
                ctx = self.ctx(i)
                v = self.values(ctx)
                dv = float(outcome_shares(vals[k_r])[0] @ v - _W21 @ (outcome_shares(vals) @ v))
                self.luck_cf[i] += dv * self._cf_luck_scale(i, ctx)
        return chosen


def _distinct(M: np.ndarray, T: np.ndarray, key: np.ndarray | None):
    """``(first, back)``: rows ``first`` hold each distinct board (and key)
    once and ``back`` maps every row to its copy; ``(None, None)`` when all
    rows differ."""
    seen: dict[bytes, int] = {}
    first, back = [], []
    extra = key.tolist() if key is not None else None
    for i, (m, t) in enumerate(zip(M, T)):
        b = m.tobytes() + t.tobytes() + (bytes((extra[i],)) if extra is not None else b"")
        j = seen.get(b)
        if j is None:
            j = seen[b] = len(first)
            first.append(i)
        back.append(j)
    if len(first) == M.shape[0]:
        return None, None
    return np.array(first), np.array(back)


class _ArrayGroup:
    """Cubeless 0-ply trials in lock-step on numpy boards: the engine's batch
    generator (:func:`~nard_desktop.engine.movegen.batch_results`, standard
    rules only), one network call per ply for every trial's plays.
    Plays the same games as :class:`_Group` (which serves the cube, deeper
    checker play and the hit-and-stack house option)."""

    def __init__(self, spec: _Spec, start: int, stop: int, ev: Evaluator) -> None:
        self.spec = spec
        self.ev = _rollout_evaluator(ev)
        self.n = stop - start
        self.dice = _DiceBlock(spec.seed, start, stop)
        self.values = (outcome_values(spec.rules, spec.match), outcome_values(spec.rules, spec.match.swapped()))

    def _eval(self, M: np.ndarray, T: np.ndarray) -> np.ndarray:
        n = M.shape[0]
        if n > _BATCH:  # big batches fall out of the cache
            return np.concatenate([self._eval(M[a:a + _BATCH], T[a:a + _BATCH]) for a in range(0, n, _BATCH)])
        if n == 0:
            return np.zeros((0, 5))
        if hasattr(self.ev, "probabilities_boards"):
            return self.ev.probabilities_boards(M, T)
        return _evaluate(self.ev, [tuple(r) for r in M.tolist()], [tuple(r) for r in T.tolist()])

    def _best(self, parent: np.ndarray, M: np.ndarray, T: np.ndarray, groups: int, side: int,
              evaluate_all: bool) -> tuple[np.ndarray, np.ndarray | None]:
        """Row of the best result of each parent (0-ply, cubeless), and the
        mover's probabilities after it when ``evaluate_all``."""
        counts = np.bincount(parent, minlength=groups)
        if evaluate_all:
            rows = np.arange(parent.size)
        else:
            rows = np.flatnonzero(counts[parent] > 1)
        probs = np.zeros((parent.size, 5))
        if rows.size:
            probs[rows] = swap_probabilities(self._eval(T[rows], M[rows]))
        eq = np.zeros(parent.size)
        eq[rows] = outcome_shares(probs[rows]) @ self.values[side]
        best = _pick(parent, eq, probs, M, T, groups)
        return best, (probs[best] if evaluate_all else None)

    def run(self, cancelled: Callable[[], bool]) -> np.ndarray | None:
        spec = self.spec
        n = self.n
        M = np.tile(np.array(spec.position.mine, np.int8), (n, 1))
        T = np.tile(np.array(spec.position.theirs, np.int8), (n, 1))
        alive = np.arange(n)
        probs_out = np.zeros((n, 5))
        luck = np.zeros((n, 5))
        side = 0
        ply = 0
        r21 = np.array(_ROLL21, np.int64)
        while alive.size:
            if cancelled():
                return None
            stop = np.zeros(alive.size, bool)
            if spec.truncate is not None and ply >= spec.truncate:
                stop[:] = True
            elif spec.bearoff_truncation:
                stop = ~(M[:, 7:] > 0).any(axis=1) & ~(T[:, 7:] > 0).any(axis=1)
            if stop.any():
                p = self._eval(M[stop], T[stop])
                probs_out[alive[stop]] = p if side == 0 else swap_probabilities(p)
                keep = ~stop
                alive, M, T = alive[keep], M[keep], T[keep]
                if not alive.size:
                    break
            k = alive.size
            r36 = self.dice.roll(ply, alive)
            rolls = np.column_stack([_LO36[r36], _HI36[r36]])
            kr = _K21_OF36[r36]
            # Early on many trials stand in the same position with the same
            # roll (all of them, before the first): work each out once.
            first, back = _distinct(M, T, None if spec.variance_reduction else kr) if ply < 2 else (None, None)
            uM, uT = (M, T) if first is None else (M[first], T[first])
            u = uM.shape[0]
            if spec.variance_reduction:
                rep = np.repeat(np.arange(u), 21)
                d = np.tile(r21, (u, 1))
                parent, RM, RT = batch_results(uM[rep], uT[rep], d[:, 0], d[:, 1])
                best, vals = self._best(parent, RM, RT, u * 21, side, True)
                vals = vals.reshape(u, 21, 5)
                mean = np.einsum("r,krp->kp", _W21, vals)
                row = np.arange(k) if back is None else back
                pick = best.reshape(u, 21)[row, kr]
                diff = vals[row, kr] - mean[row]
                luck[alive] += diff if side == 0 else _swap_diff(diff)
            else:
                ur = rolls if first is None else rolls[first]
                parent, RM, RT = batch_results(uM, uT, ur[:, 0], ur[:, 1])
                pick, _ = self._best(parent, RM, RT, u, side, False)
                if back is not None:
                    pick = pick[back]
            RM, RT = RM[pick], RT[pick]
            won = RM[:, 0] == 15
            if won.any():
                loser = RT[won]
                gammon = loser[:, 0] == 0
                bg = gammon & ((loser[:, 25] > 0) | (loser[:, 19:25] > 0).any(axis=1))
                p = np.zeros((int(won.sum()), 5))
                p[:, 0] = 1.0
                p[:, 1] = gammon
                p[:, 2] = bg
                probs_out[alive[won]] = p if side == 0 else swap_probabilities(p)
            keep = ~won
            alive, M, T = alive[keep], RT[keep], RM[keep]
            side ^= 1
            ply += 1
        return np.column_stack([probs_out - luck, np.zeros(n)])


# ---------------------------------------------------------------- workers
def _group(spec: _Spec, start: int, stop: int, ev: Evaluator):
    """The way to play these trials: batched boards where they serve."""
    # The batch generator serves the standard rules only: with a house
    # option that changes the legal plays, position by position.
    if spec.cubeful or spec.plies or not standard_plays(spec.rules):
        return _Group(spec, start, stop, ev)
    return _ArrayGroup(spec, start, stop, ev)


def _play_chunk(task: tuple[_Spec, int, int], ev: Evaluator, cancelled: Callable[[], bool]) -> np.ndarray | None:
    """The rows of trials ``start:stop`` of a spec (a task of :func:`~nard_desktop.ai.pool.run_tasks`)."""
    spec, start, stop = task
    return _group(spec, start, stop, ev).run(cancelled)


def _run(specs: list[_Spec], trials: int, evaluator: Evaluator | None, jobs: int | None,
         progress, cancel) -> list[tuple[np.ndarray, int]]:
    """Play ``trials`` trials of each spec; per spec the rows of the finished
    groups (in trial order) and how many trials they hold."""
    chunks = [(s, a, min(a + CHUNK, trials)) for s in range(len(specs)) for a in range(0, trials, CHUNK)]
    total = trials * len(specs)
    cancel_test(cancel)  # a bad cancel is refused before any work
    if jobs is None:
        jobs = default_jobs()
    if type(jobs) is not int or jobs < 1:
        raise EngineError(f"jobs is a whole number >= 1 or None, not {jobs!r}", code="bad_jobs")
    done_rows: dict[tuple[int, int], np.ndarray] = {}
    done = 0

    def finished(k: int, rows: np.ndarray) -> None:
        nonlocal done
        s, a, b = chunks[k]
        done_rows[(s, a)] = rows
        done += b - a
        if progress is not None:
            progress(done, total)

    if progress is not None:
        progress(0, total)
    run_tasks([(specs[s], a, b) for s, a, b in chunks], _play_chunk, jobs=jobs, on_result=finished,
              evaluator=evaluator, cancel=cancel)
    out = []
    for s in range(len(specs)):
        parts = [done_rows[(t, a)] for (t, a) in sorted(done_rows) if t == s]
        rows = np.concatenate(parts) if parts else np.zeros((0, 6))
        out.append((rows, rows.shape[0]))
    return out


def _summarise(spec: _Spec, rows: np.ndarray) -> RolloutResult:
    n = rows.shape[0]
    kw = dict(trials=n, seed=spec.seed, plies=spec.plies, truncate=spec.truncate,
              variance_reduction=spec.variance_reduction)
    if n == 0:
        nan = float("nan")
        return RolloutResult((nan,) * 5, (nan,) * 5, nan, nan,
                             cubeful_equity=nan if spec.cubeful else None,
                             cubeful_equity_se=nan if spec.cubeful else None, **kw)
    probs = rows[:, :5]
    eq = cubeless_equity(probs, spec.rules, spec.match)

    def mean_se(x):
        m = x.mean(axis=0)
        se = x.std(axis=0, ddof=1) / math.sqrt(n) if n > 1 else np.zeros_like(m)
        return m, se

    pm, pse = mean_se(probs)
    em, ese = mean_se(eq)
    cf = cf_se = None
    if spec.cubeful:
        c, cse = mean_se(rows[:, 5])
        cf, cf_se = float(c), float(cse)
    return RolloutResult(tuple(float(v) for v in pm), tuple(float(v) for v in pse), float(em), float(ese),
                         cubeful_equity=cf, cubeful_equity_se=cf_se, **kw)


def _make_spec(position, rules, match, seed, truncate, plies, variance_reduction, cubeful,
               bearoff_truncation) -> _Spec:
    if not isinstance(position, Position):
        raise EngineError(f"a rollout needs a Position, not {type(position).__name__}", code="bad_position")
    if position.is_game_over():
        raise EngineError("the game is over: there is nothing to roll out", code="game_over")
    rules, match = checked_context(rules, match)
    if truncate is not None and (type(truncate) is not int or truncate < 0):
        raise EngineError(f"truncate is a number of plies >= 0 or None, not {truncate!r}", code="bad_truncate")
    if plies not in (0, 1, 2):
        raise EngineError(f"checker play is 0, 1 or 2 plies deep, not {plies!r}", code="bad_plies")
    return _Spec(position, rules, match, seed, truncate, plies, bool(variance_reduction), bool(cubeful),
                 bool(bearoff_truncation))


def _trials_seed(trials, seed) -> tuple[int, int]:
    if type(trials) is not int or trials < 1:
        raise EngineError(f"trials is a whole number >= 1, not {trials!r}", code="bad_trials")
    seed = secrets.randbelow(2 ** 32) if seed is None else _check_seed(seed)
    return trials, seed


# ------------------------------------------------------------------ front
def rollout(position: Position, trials: int = 1296, *, seed: int | None = None, rules: RuleSet | None = None,
            match: MatchContext | None = None, truncate: int | None = None, plies: int = 0,
            variance_reduction: bool = False, cubeful: bool = False, bearoff_truncation: bool = True,
            jobs: int | None = None, progress: Callable[[int, int], object] | None = None, cancel=None,
            evaluator: Evaluator | None = None) -> RolloutResult:
    """Roll ``position`` out (the player on roll about to roll) and return a
    :class:`RolloutResult` for that player.

    ``seed`` fixes the dice (None draws one, kept in the result); ``rules``
    and ``match`` (default: money, cube centred) set what outcomes are worth
    and how the computer plays; ``truncate`` stops each trial after that
    many plies; ``plies`` is the checker-play depth (0, 1, 2);
    ``variance_reduction`` subtracts the luck of every roll; ``cubeful``
    plays the cube too (``cubeful_equity``).  ``jobs`` worker processes
    (None: one per core, 1: this process) give the same figures whatever
    their number.  ``progress(done, total)`` is called as groups of trials
    finish; ``cancel`` (a callable or an object with ``is_set()``, checked
    every ply) stops early, keeping the finished groups.  ``evaluator``
    defaults to :func:`~nard_desktop.ai.evaluator.default_evaluator`.
    """
    trials, seed = _trials_seed(trials, seed)
    spec = _make_spec(position, rules, match, seed, truncate, plies, variance_reduction, cubeful,
                      bearoff_truncation)
    rows, _ = _run([spec], trials, evaluator, jobs, progress, cancel)[0]
    return _summarise(spec, rows)


def rollout_plays(position: Position, dice: Sequence[int], plays, trials: int = 1296, *, top: int | None = None,
                  seed: int | None = None, rules: RuleSet | None = None, match: MatchContext | None = None,
                  truncate: int | None = None, plies: int = 0, variance_reduction: bool = False,
                  cubeful: bool = False, bearoff_truncation: bool = True, jobs: int | None = None,
                  progress: Callable[[int, int], object] | None = None, cancel=None,
                  evaluator: Evaluator | None = None) -> list[PlayRollout]:
    """Roll out candidate plays of ``dice`` in ``position``: each play's
    resulting position with the opponent on roll, the result turned back to
    the mover's view.

    ``plays`` is a list of :class:`~nard_desktop.engine.Play` or a ranked
    hint (:class:`~nard_desktop.ai.search.RankedPlay` items, best first);
    ``top`` keeps only the first so many.  Every candidate gets the same
    dice (the same seed), which sharpens the comparison.  Returns
    :class:`PlayRollout` items, best first (by cubeful equity when cubeful).
    Other arguments as for :func:`rollout`; ``progress`` counts trials over
    all candidates.
    """
    rules, match = checked_context(rules, match)
    candidates = [getattr(p, "play", p) for p in plays]
    if top is not None:
        candidates = candidates[:top]
    legal = legal_plays(position, tuple(dice), rules)
    for c in candidates:
        if not isinstance(c, Play) or c not in legal:
            raise EngineError(f"{c!r} is not a legal play of {tuple(dice)!r} here", code="bad_play")
    if not candidates:
        return []
    trials, seed = _trials_seed(trials, seed)
    specs, finished = [], {}
    for k, c in enumerate(candidates):
        after = c.result
        if after.mine[0] == 15:
            finished[k] = after
            continue
        specs.append(_make_spec(after.swapped(), rules, match.swapped(), seed, truncate, plies, variance_reduction,
                                cubeful, bearoff_truncation))
    ran = iter(_run(specs, trials, evaluator, jobs, progress, cancel)) if specs else iter(())
    out = []
    for k, c in enumerate(candidates):
        if k in finished:
            p = finished_probabilities(finished[k])
            eq = float(cubeless_equity(p, rules, match)[0])
            cf = None
            if cubeful:
                cf = eq if match.is_money else float(mwc_to_emg(outcome_shares(p)[0] @ outcome_values(rules, match),
                                                               rules, match))
            res = RolloutResult(tuple(float(v) for v in p), (0.0,) * 5, eq, 0.0, trials, seed, cf,
                                0.0 if cubeful else None, plies, truncate, bool(variance_reduction))
        else:
            spec = specs[len([j for j in range(k) if j not in finished])]
            rows, _ = next(ran)
            res = _summarise(spec, rows).swapped()
        out.append(PlayRollout(c, res))
    out.sort(key=lambda r: -r.equity if not math.isnan(r.equity) else math.inf)
    return out
