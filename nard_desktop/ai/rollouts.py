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
from typing import Callable, NamedTuple, Sequence

import numpy as np

from nard_desktop.engine import Play, Position, RuleSet, legal_plays
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.errors import EngineError
from nard_desktop.engine.movegen import standard_plays

from .equity import checked_context, cubeless_equity, mwc_to_emg, outcome_shares, outcome_values, swap_probabilities
from .evaluator import Evaluator
from .pool import cancel_test, default_jobs, run_tasks
from .rollout_dice import check_seed, trial_rolls
from .rollout_trials import ArrayTrialGroup, TrialGroup, TrialSpec, probabilities_of_finished

__all__ = [
    "CHUNK", "RolloutResult", "PlayRollout", "rollout", "rollout_plays", "trial_rolls",
]

CHUNK = 324
"""Trials played in lock-step in one group (a multiple of 36)."""

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


# ---------------------------------------------------------------- workers
def _group(spec: TrialSpec, start: int, stop: int, ev: Evaluator):
    """The way to play these trials: batched boards where they serve."""
    # The batch generator serves the standard rules only: with a house
    # option that changes the legal plays, position by position.
    if spec.cubeful or spec.plies or not standard_plays(spec.rules):
        return TrialGroup(spec, start, stop, ev)
    return ArrayTrialGroup(spec, start, stop, ev)


def _play_chunk(task: tuple[TrialSpec, int, int], ev: Evaluator, cancelled: Callable[[], bool]) -> np.ndarray | None:
    """The rows of trials ``start:stop`` of a spec (a task of :func:`~nard_desktop.ai.pool.run_tasks`)."""
    spec, start, stop = task
    return _group(spec, start, stop, ev).run(cancelled)


def _run(specs: list[TrialSpec], trials: int, evaluator: Evaluator | None, jobs: int | None,
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


def _summarise(spec: TrialSpec, rows: np.ndarray) -> RolloutResult:
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
               bearoff_truncation) -> TrialSpec:
    if not isinstance(position, Position):
        raise EngineError(f"a rollout needs a Position, not {type(position).__name__}", code="bad_position")
    if position.is_game_over():
        raise EngineError("the game is over: there is nothing to roll out", code="game_over")
    rules, match = checked_context(rules, match)
    if truncate is not None and (type(truncate) is not int or truncate < 0):
        raise EngineError(f"truncate is a number of plies >= 0 or None, not {truncate!r}", code="bad_truncate")
    if plies not in (0, 1, 2):
        raise EngineError(f"checker play is 0, 1 or 2 plies deep, not {plies!r}", code="bad_plies")
    return TrialSpec(position, rules, match, seed, truncate, plies, bool(variance_reduction), bool(cubeful),
                 bool(bearoff_truncation))


def _trials_seed(trials, seed) -> tuple[int, int]:
    if type(trials) is not int or trials < 1:
        raise EngineError(f"trials is a whole number >= 1, not {trials!r}", code="bad_trials")
    seed = secrets.randbelow(2 ** 32) if seed is None else check_seed(seed)
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
            p = probabilities_of_finished(finished[k])
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
