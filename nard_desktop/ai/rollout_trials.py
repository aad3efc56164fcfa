"""The trials of a rollout played in lock-step (see :mod:`nard_desktop.ai.rollouts`).

:class:`TrialSpec` is everything a worker needs; :class:`TrialGroup` plays a
group of trials position by position (any rules, the cube, the searches of
1 and 2 plies); :class:`ArrayTrialGroup` plays them as arrays of boards with
the batch generator (standard rules, cubeless, 0-ply).  Both give a row per
trial: the root player's five probabilities and the cubeful result, luck
subtracted when the variance reduction is on.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Hashable, Literal, Sequence, overload

import numpy as np

from nard_desktop.engine import CubeOwner, Play, Position, RuleSet, legal_plays
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.movegen import batch_results, board_keys

from .equity import mwc_to_emg, outcome_shares, outcome_values, swap_probabilities
from .evaluator import Evaluator, finished_probabilities, float32_twin
from .rollout_dice import HIGH36, INDEX21, K21_OF36, LOW36, ROLLS21, WEIGHTS21, DiceBlock, TrialDice


@dataclass(frozen=True)
class TrialSpec:
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


rollout_evaluator = float32_twin


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
class TrialGroup:
    """A group of trials played in lock-step (see the module notes)."""

    def __init__(self, spec: TrialSpec, start: int, stop: int, ev: Evaluator) -> None:
        self.spec = spec
        self.ev = rollout_evaluator(ev)
        n = stop - start
        self.n = n
        self.pos = [spec.position] * n
        self.side = [0] * n  # 0: the root player on roll, 1: the opponent
        self.dice = [TrialDice(spec.seed, start + i) for i in range(n)]
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
        p = probabilities_of_finished(result)  # the mover's view: [1, g, b, 0, 0]
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
                    self.owner[i] = CubeOwner.THEM if self.side[i] == 0 else CubeOwner.ME
        return [i for i in active if i not in ended] if ended else active

    # checker play -------------------------------------------------------------
    def choose(self, items: Sequence[tuple[Hashable, int, list[Play]]]) -> dict[Hashable, tuple[int, np.ndarray]]:
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
            for k, roll in enumerate(ROLLS21):
                plays = legal_plays(self.pos[i], roll, rules)
                plays_of[(i, k)] = plays
                items.append(((i, k), i, plays))
        best = self.choose(items)
        chosen = {}
        for i in active:
            vals = np.array([best[(i, k)][1] for k in range(21)])
            mean = WEIGHTS21 @ vals
            k_r = INDEX21[rolls[i]]
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
                dv = float(outcome_shares(vals[k_r])[0] @ v - WEIGHTS21 @ (outcome_shares(vals) @ v))
                self.luck_cf[i] += dv * self._cf_luck_scale(i, ctx)
        return chosen


def probabilities_of_finished(position: Position) -> np.ndarray:
    """:func:`finished_probabilities` of a position whose game is over."""
    p = finished_probabilities(position)
    if p is None:
        raise ValueError("the game of this position is not over")
    return p


def _distinct(M: np.ndarray, T: np.ndarray, key: np.ndarray | None):
    """``(first, back)``: rows ``first`` hold each distinct board (and key)
    once and ``back`` maps every row to its copy; ``(None, None)`` when all
    rows differ."""
    seen: dict[bytes, int] = {}
    first: list[int] = []
    back: list[int] = []
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


class ArrayTrialGroup:
    """Cubeless 0-ply trials in lock-step on numpy boards: the engine's batch
    generator (:func:`~nard_desktop.engine.movegen.batch_results`, standard
    rules only), one network call per ply for every trial's plays.
    Plays the same games as :class:`TrialGroup` (which serves the cube, deeper
    checker play and the hit-and-stack house option)."""

    def __init__(self, spec: TrialSpec, start: int, stop: int, ev: Evaluator) -> None:
        self.spec = spec
        self.ev = rollout_evaluator(ev)
        self.n = stop - start
        self.dice = DiceBlock(spec.seed, start, stop)
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

    @overload
    def _best(self, parent: np.ndarray, M: np.ndarray, T: np.ndarray, groups: int, side: int,
              evaluate_all: Literal[True]) -> tuple[np.ndarray, np.ndarray]: ...

    @overload
    def _best(self, parent: np.ndarray, M: np.ndarray, T: np.ndarray, groups: int, side: int,
              evaluate_all: Literal[False]) -> tuple[np.ndarray, None]: ...

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
        r21 = np.array(ROLLS21, np.int64)
        while alive.size:
            if cancelled():
                return None
            stop: np.ndarray = np.zeros(alive.size, bool)
            if spec.truncate is not None and ply >= spec.truncate:
                stop[:] = True
            elif spec.bearoff_truncation:
                # (any() along an axis of a 2-D array gives an array, whatever numpy's stubs allow)
                stop = ~(M[:, 7:] > 0).any(axis=1) & ~(T[:, 7:] > 0).any(axis=1)  # type: ignore[assignment]
            if stop.any():
                p = self._eval(M[stop], T[stop])
                probs_out[alive[stop]] = p if side == 0 else swap_probabilities(p)
                keep = ~stop
                alive, M, T = alive[keep], M[keep], T[keep]
                if not alive.size:
                    break
            k = alive.size
            r36 = self.dice.roll(ply, alive)
            rolls = np.column_stack([LOW36[r36], HIGH36[r36]])
            kr = K21_OF36[r36]
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
                mean = np.einsum("r,krp->kp", WEIGHTS21, vals)
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
