"""Ranking the plays of a roll: 0-ply, 2-ply with a move filter, and 3-ply.

**0-ply** evaluates the position after each legal play, with the opponent on
roll, in one batch, and ranks the plays by the mover's equity under the
rules and score (cubeful when the cube is in use: the opponent's best cube
action in that position counts, :mod:`nard_desktop.ai.cube`).

**2-ply** works like GNU Backgammon's move filter:
evaluate every play at 0-ply, keep the best few within a threshold, then for
each of those look at all 21 rolls of the opponent, let the opponent pick
its best 0-ply reply to each, and average the probabilities of those replies
(weighting non-doubles twice).  All the opponent's replies for all the kept
plays are evaluated in one batch.  Plays not kept stay ranked by their 0-ply
equity, below the searched ones.  (GNU Backgammon counts plies from the
position after the play: its 1-ply is this 2-ply.)

**3-ply** takes the best plays of the 2-ply search that are close to the best
(:data:`DEEP_FILTER`: the best two within 0.04; World class uses the wider
:data:`WORLD_CLASS_DEEP_FILTER`: the best three within 0.08) and looks a roll further: after each of the
opponent's 21 replies, the mover's own 21 rolls, each played by its best
0-ply play, the positions after them evaluated with the opponent on roll
(GNU Backgammon's 2-ply).  That is about 9,000 positions per play, in one
batch through the float32 networks, each distinct board once.

The replies of the 2-ply search and the mover's plays of the third ply come
from the engine's batch generator (:func:`~nard_desktop.engine.movegen.batch_results`,
numpy: every roll of every position asked for at once, no play or position
made for each result), whose boards go to the networks as they are; the
results are those of :func:`legal_plays`, but a roll's come in the order of
their boards, which matters only between plays of exactly equal value (the
first is taken): where a search goes on from the chosen replies
(:func:`rank_three_ply`), and where the cube's two-ply look or
:func:`results_by_roll` go on from a roll's chosen play, the replies come
in :func:`legal_plays`'s order.

Finished games never reach the evaluator: their probabilities are exact.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from dataclasses import dataclass
from typing import NamedTuple, Sequence

import numpy as np

from nard_desktop.engine import ROLL_COUNTS, ROLLS, Play, Position, RuleSet, legal_plays
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.movegen import batch_results, board_keys, standard_plays

from .cubeful import cubeful_equity, efficiency_of_boards
from .equity import checked_context, cubeless_equity, mwc_to_emg, swap_probabilities
from .evaluator import Evaluator, finished_probabilities, float32_twin

__all__ = [
    "ROLLS", "ROLL_WEIGHTS", "MoveFilter", "WORLD_CLASS_FILTER", "DEEP_FILTER", "WORLD_CLASS_DEEP_FILTER",
    "RankedPlay",
    "evaluate_positions", "evaluate_boards", "play_equities", "rank_zero_ply", "rank_two_ply", "rank_three_ply",
    "roll_average", "roll_equities", "roll_boards", "after_boards", "after_efficiency", "first_best",
]

ROLL_WEIGHTS = np.array(ROLL_COUNTS) / 36.0
"""The chance of each roll of :data:`ROLLS` (the engine's 21 rolls)."""


class RankedPlay(NamedTuple):
    """One play with the mover's equity and five probabilities.

    Unpacks as ``(play, equity, probabilities)``; ``plies`` says how deep it
    was looked at (0, 2 or 3; the analysis marks a rolled-out play -1).
    """

    play: Play
    equity: float
    probabilities: tuple[float, ...]
    plies: int = 0


@dataclass(frozen=True)
class MoveFilter:
    """Which plays the 2-ply search looks at: at most ``keep`` plays, all
    within ``threshold`` (equity) of the best at 0-ply."""

    keep: int = 8
    threshold: float = 0.16


WORLD_CLASS_FILTER = MoveFilter()

DEEP_FILTER = MoveFilter(keep=2, threshold=0.04)
"""Which of the 2-ply search's plays :func:`rank_three_ply` looks at a
roll deeper by default (the analysis at depth 3): the best two, when the
second is within 0.04 of the best (GNU Backgammon's filter for its 2-ply)."""

WORLD_CLASS_DEEP_FILTER = MoveFilter(keep=3, threshold=0.08)
"""The World class level's (and so the hint's and the tutor's) third ply:
the best three plays of the 2-ply search within 0.08 of the best.  Judged
by GNU Backgammon's 2-ply, decision by decision over whole games, it gave
up 0.006 to 0.014 ppg less than :data:`DEEP_FILTER` on three seeds, for
about 2.5 times the decision time (``training/LOG.md`` §3m,
``bench/search_quality.py``, ``bench/ai_decision_time.py --deep``)."""


def evaluate_positions(evaluator: Evaluator, positions: Sequence[Position]) -> np.ndarray:
    """Five probabilities per position for its side on roll; finished games
    are filled in exactly and never passed to the evaluator."""
    n = len(positions)
    out = np.empty((n, 5))
    live_idx = []
    for i, pos in enumerate(positions):
        if pos.mine[0] == 15 or pos.theirs[0] == 15:
            out[i] = finished_probabilities(pos)
        else:
            live_idx.append(i)
    if live_idx:
        if len(live_idx) == n:
            out[:] = evaluator.probabilities(positions)
        else:
            out[live_idx] = evaluator.probabilities([positions[i] for i in live_idx])
    return out


def play_equities(results: Sequence[Position], probs: np.ndarray, rules: RuleSet, match: MatchContext, *,
                  efficiency: np.ndarray | None = None) -> np.ndarray:
    """The mover's equity for each play, from the probabilities (mover's view)
    of the positions after it (``results``, still seen by the mover).

    Cubeful when the cube is in use: the opponent, on roll next, takes its
    best cube action.  Money: per unit of the current cube; match: EMG.
    ``efficiency``: the opponent's cube efficiency in each position after
    the play, when the caller has it already (:func:`after_efficiency`).
    """
    probs = np.atleast_2d(probs)
    if not rules.cube_enabled or len(results) == 0:
        return cubeless_equity(probs, rules, match)
    x = after_efficiency(results) if efficiency is None else efficiency
    return _cubeful_after(probs, rules, match, x, np.array([r.mine[0] == 15 for r in results]))


def _cubeful_after(probs: np.ndarray, rules: RuleSet, match: MatchContext, efficiency: np.ndarray,
                   finished: np.ndarray) -> np.ndarray:
    """:func:`play_equities` with the cube in use, from the other side's cube
    efficiency after each play and whether the play ends the game."""
    theirs = swap_probabilities(probs)
    their_value = cubeful_equity(theirs, rules, match.swapped(), efficiency)
    if match.is_money:
        eq = -their_value
    else:
        eq = mwc_to_emg(1.0 - their_value, rules, match)
    if finished.any():
        eq = np.where(finished, cubeless_equity(probs, rules, match), eq)
    return eq


def after_boards(results: Sequence[Position]) -> tuple[np.ndarray, np.ndarray]:
    """``(mine, theirs)`` int64 ``(n, 26)`` counts of the positions after
    plays (``results``, seen by the mover) with the other side on roll:
    the boards of ``[r.swapped() for r in results]`` without the positions."""
    return _key_boards(_after_keys(results))


def after_efficiency(results: Sequence[Position]) -> np.ndarray:
    """The cube efficiency of the side on roll after each play of ``results``
    (seen by the mover): ``cube_efficiency([r.swapped() for r in results])``
    worked out on the boards."""
    return efficiency_of_boards(*after_boards(results))


def _after_keys(results: Sequence[Position]) -> list[bytes]:
    """The board cache's key of each position after a play, the other side on roll."""
    # Turning a count tuple into bytes is most of the cost, and most plays of
    # a roll hit nothing and share the other side's tuple: each distinct
    # one is turned once (by identity: ``results`` keeps them all alive).
    theirs: dict[int, bytes] = {}
    get = theirs.get
    keys: list[bytes] = []
    append = keys.append
    for r in results:
        t = r.theirs
        b = get(id(t))
        if b is None:
            b = theirs[id(t)] = bytes(t)
        append(b + bytes(r.mine))
    return keys


def _key_boards(keys: Sequence[bytes]) -> tuple[np.ndarray, np.ndarray]:
    """``(mine, theirs)`` int64 ``(n, 26)`` counts of boards given by their
    cache keys (the side on roll's 26 counts, then the other's)."""
    rows = np.frombuffer(b"".join(keys), np.uint8).reshape(-1, 52).astype(np.int64)
    return rows[:, :26], rows[:, 26:]


def _after_probs(evaluator: Evaluator, results: Sequence[Position], keys: list[bytes] | None = None) -> np.ndarray:
    """Five probabilities for the side on roll after each play of ``results``
    (the other side): ``evaluate_positions`` of the swapped positions, by
    the board cache's keys where the evaluator has them (no positions made;
    a finished game gets the same exact numbers from the evaluator)."""
    keyed = getattr(evaluator, "probabilities_keys", None)
    if keyed is None:
        return evaluate_positions(evaluator, [r.swapped() for r in results])
    return keyed(_after_keys(results) if keys is None else keys)


def _mover_probs(evaluator: Evaluator, results: Sequence[Position]) -> np.ndarray:
    """Probabilities for the mover of positions the mover just produced."""
    return swap_probabilities(_after_probs(evaluator, results))


def rank_zero_ply(plays: Sequence[Play], rules: RuleSet, match: MatchContext,
                  evaluator: Evaluator) -> tuple[np.ndarray, np.ndarray]:
    """(equities, probabilities) of each play at 0-ply, mover's view."""
    results = [p.result for p in plays]
    probs = _mover_probs(evaluator, results)
    return play_equities(results, probs, rules, match), probs


def _as_boards(rows: list[tuple[int, ...]]) -> np.ndarray:
    """``(n, 26)`` int64 counts from tuples of counts (0–15 each: one byte)."""
    return np.frombuffer(b"".join(map(bytes, rows)), np.uint8).reshape(-1, 26).astype(np.int64)


def evaluate_boards(evaluator: Evaluator, mine: list[tuple[int, ...]], theirs: list[tuple[int, ...]]) -> np.ndarray:
    """Like :func:`evaluate_positions` for boards given as count tuples
    (``mine`` on roll): the search's leaves go to the network as arrays
    without becoming positions first."""
    tuples = getattr(evaluator, "probabilities_tuples", None)
    if tuples is not None:
        return tuples(mine, theirs)
    if hasattr(evaluator, "probabilities_boards"):
        return evaluator.probabilities_boards(_as_boards(mine), _as_boards(theirs))
    return evaluate_positions(evaluator, [Position._trusted(m, t) for m, t in zip(mine, theirs)])


def _evaluate_after(evaluator: Evaluator, expansions: Sequence["_Expansion"]) -> np.ndarray:
    """Five probabilities for the side on roll after each play of the
    ``expansions``, one after the other: :func:`_after_probs` of their
    results, the boards read from the expansions' keys."""
    keys = [k for found in expansions for k in found.keys]
    keyed = getattr(evaluator, "probabilities_keys", None)
    if keyed is not None:
        return keyed(keys)
    if not hasattr(evaluator, "probabilities_boards"):
        return evaluate_positions(evaluator, [r.swapped() for found in expansions for r in found.results])
    # A quarter of the third ply's leaves are met more than once (the same
    # board reached by different replies and rolls): each is evaluated once
    # (a board's numbers do not depend on the rest of its batch).
    index = dict(zip(dict.fromkeys(keys), itertools.count()))
    if len(index) == len(keys):
        return evaluator.probabilities_boards(*_key_boards(keys))
    probs = evaluator.probabilities_boards(*_key_boards(list(index)))
    return probs[np.fromiter(map(index.__getitem__, keys), np.intp, count=len(keys))]


class _Expansion:
    """The results of every legal play of each of the 21 rolls of one
    position (:func:`_expansions`), and what the analysis works out from
    them more than once, each the first time it is asked for: the boards
    after the plays with the other side on roll (``(n, 52)`` bytes, that
    side's counts first), the board cache's keys of those boards, the cube
    efficiency there, and the results as positions (seen by the mover).
    Made from the positions (the plays of :func:`legal_plays`) or from the
    boards (the batch generator's)."""

    __slots__ = ("segments", "_results", "_boards", "_keys", "_efficiency")

    def __init__(self, segments: list[tuple[int, int, int]], results: list[Position] | None = None,
                 boards: np.ndarray | None = None) -> None:
        self.segments = segments
        self._results = results
        self._boards = boards
        self._keys: list[bytes] | None = None
        self._efficiency: np.ndarray | None = None

    def __len__(self) -> int:
        return self.segments[-1][2]

    @property
    def results(self) -> list[Position]:
        if self._results is None:
            b = self.boards
            self._results = [Position._trusted(tuple(m), tuple(t))
                             for m, t in zip(b[:, 26:].tolist(), b[:, :26].tolist())]
        return self._results

    @property
    def boards(self) -> np.ndarray:
        if self._boards is None:
            self._boards = np.frombuffer(b"".join(self.keys), np.uint8).reshape(-1, 52)
        return self._boards

    @property
    def keys(self) -> list[bytes]:
        if self._keys is None:
            if self._boards is None:
                self._keys = _after_keys(self._results or [])
            else:
                blob = self._boards.tobytes()
                self._keys = [blob[i:i + 52] for i in range(0, len(blob), 52)]
        return self._keys

    @property
    def efficiency(self) -> np.ndarray:
        if self._efficiency is None:
            b = self.boards
            self._efficiency = efficiency_of_boards(b[:, :26], b[:, 26:])
        return self._efficiency


_EXPANSIONS: OrderedDict[tuple[Position, RuleSet, bool], _Expansion] = OrderedDict()
_EXPANSIONS_KEPT = 48
"""How many positions' expansions :func:`_expansions` remembers, the most
recently used: the analysis of a decision expands the position after the
play made (the replies the search looks at), and the next decision expands
it again (the cube's one-ply look, the luck of the roll)."""

_DICE = np.array(ROLLS, np.int64).T  # the two dice of each of the 21 rolls


def _expansions(positions: Sequence[Position], rules: RuleSet, *, batch: bool = False) -> list[_Expansion]:
    """The remembered :class:`_Expansion` of each position (the caller must
    not change them), those not remembered made together.

    ``batch``: under the standard rules the batch generator makes them
    (:func:`~nard_desktop.engine.movegen.batch_results`: the same results
    as :func:`legal_plays`, checked by the engine's tests, for all the
    positions' 21 rolls at once, in numpy), without a play or a position
    made for each result; a roll's results then come in the order of their
    boards (:func:`_batch_expansions`), not :func:`legal_plays`'s, which
    matters only between plays of exactly equal value (the first is taken).
    Without, they come in :func:`legal_plays`'s order."""
    batch = batch and standard_plays(rules)
    out: list[_Expansion | None] = []
    missing: dict[Position, list[int]] = {}
    for i, position in enumerate(positions):
        key = (position, rules, batch)
        found = _EXPANSIONS.get(key)
        if found is not None:
            _EXPANSIONS.move_to_end(key)
        else:
            missing.setdefault(position, []).append(i)
        out.append(found)
    if not missing:
        return out  # type: ignore[return-value]
    todo = list(missing)
    if batch:
        made = _batch_expansions(todo)
    else:
        made = []
        for position in todo:
            results: list[Position] = []
            segments = []
            for k, roll in enumerate(ROLLS):
                start = len(results)
                results.extend([p.result for p in legal_plays(position, roll, rules)])
                segments.append((k, start, len(results)))
            made.append(_Expansion(segments, results=results))
    for position, found in zip(todo, made):
        for i in missing[position]:
            out[i] = found
        _EXPANSIONS[(position, rules, batch)] = found
    while len(_EXPANSIONS) > _EXPANSIONS_KEPT:
        _EXPANSIONS.popitem(last=False)
    return out  # type: ignore[return-value]


def _batch_expansions(positions: Sequence[Position]) -> list[_Expansion]:
    """The expansions of ``positions`` by the batch generator (standard
    rules), each roll's results in the order of their exact keys
    (:func:`~nard_desktop.engine.movegen.board_keys`), so that a position's
    expansion is the same whatever others it is made with."""
    k = len(positions)
    mine = np.repeat(np.array([p.mine for p in positions], np.int8), len(ROLLS), axis=0)
    theirs = np.repeat(np.array([p.theirs for p in positions], np.int8), len(ROLLS), axis=0)
    parent, m, t = batch_results(mine, theirs, np.tile(_DICE[0], k), np.tile(_DICE[1], k))
    low, high = board_keys(m, t)
    order = np.lexsort((high, low, parent))
    parent, m, t = parent[order], m[order], t[order]
    # The boards after the plays with the other side on roll: its counts first.
    after = np.empty((parent.size, 52), np.uint8)
    after[:, :26] = t
    after[:, 26:] = m
    ends = np.cumsum(np.bincount(parent, minlength=k * len(ROLLS))).tolist()
    made = []
    for j in range(k):
        first = ends[j * len(ROLLS) - 1] if j else 0
        cuts = [first] + ends[j * len(ROLLS):(j + 1) * len(ROLLS)]
        segments = [(r, cuts[r] - first, cuts[r + 1] - first) for r in range(len(ROLLS))]
        made.append(_Expansion(segments, boards=after[first:cuts[-1]]))
    return made


def _expansion(position: Position, rules: RuleSet) -> _Expansion:
    """The remembered :class:`_Expansion` of ``position`` in :func:`legal_plays`'s
    order (:func:`_expansions`)."""
    return _expansions([position], rules)[0]


def _expanded(position: Position, rules: RuleSet) -> tuple[list[Position], list[tuple[int, int, int]]]:
    """The results of every legal play of each of the 21 rolls of the side
    on roll, in one list, and the slice ``(k, start, stop)`` of that list
    that holds the ``k``-th roll's (remembered: the caller must not change
    them)."""
    found = _expansion(position, rules)
    return found.results, found.segments


def _any_expansion(position: Position, rules: RuleSet) -> _Expansion:
    """The expansion of ``position`` with each roll's plays in any order:
    the 2-ply search's (the batch generator's order) when it is remembered,
    else :func:`legal_plays`'s.  For what reads only each roll's best value
    (or the values of equally good plays, which are the same)."""
    found = _EXPANSIONS.get((position, rules, standard_plays(rules)))
    return _expansion(position, rules) if found is None else found


def roll_boards(position: Position, rules: RuleSet) -> tuple[list[tuple[int, int, int]], np.ndarray]:
    """:func:`results_by_roll` as boards: each roll's slice ``(k, start,
    stop)`` and the ``(n, 52)`` uint8 boards after the plays with the other
    side on roll (its 26 counts, then the mover's), each roll's plays in
    any order (:func:`_any_expansion`: for what reads only each roll's best
    value; the caller must not change them)."""
    found = _any_expansion(position, rules)
    return found.segments, found.boards


def roll_equities(position: Position, rules: RuleSet, match: MatchContext,
                  evaluator: Evaluator) -> tuple[list[tuple[int, int, int]], np.ndarray]:
    """The mover's 0-ply equity after every legal play of each of the 21
    rolls: ``(segments, equities)``, what :func:`play_equities` gives for
    the results of :func:`results_by_roll` (``segments`` as there), worked
    out on the expansion's boards.  Each roll's results may come in the
    batch generator's order where the 2-ply search has expanded the position
    (:func:`_any_expansion`): only each roll's best value is to be read.
    The boards' keys and efficiencies are remembered with the expansion: the
    luck of a roll, the cube's one-ply look and the search before them meet
    the same positions."""
    rules, match = checked_context(rules, match)
    found = _any_expansion(position, rules)
    probs = swap_probabilities(_evaluate_after(evaluator, [found]))
    if not rules.cube_enabled or len(found) == 0:
        return found.segments, cubeless_equity(probs, rules, match)
    return found.segments, _cubeful_after(probs, rules, match, found.efficiency, found.boards[:, 26] == 15)


def first_best(values: np.ndarray, starts: Sequence[int] | np.ndarray, ends: Sequence[int] | np.ndarray) -> np.ndarray:
    """For each slice ``values[starts[i]:ends[i]]`` (non-empty, one after
    the other without gaps, the last ending at ``len(values)``), the index
    into ``values`` of its largest value, the first of equal ones: what
    ``start + np.argmax(values[start:end])`` gives slice by slice, in a
    few passes over the whole array."""
    starts = np.asarray(starts, dtype=np.intp)
    ends = np.asarray(ends, dtype=np.intp)
    n = values.shape[0]
    if starts.size == 0:
        return starts
    best = np.maximum.reduceat(values, starts)
    at_best = values == np.repeat(best, ends - starts)
    index = np.where(at_best, np.arange(n), n)
    return np.minimum.reduceat(index, starts)


def _two_ply(plays: Sequence[Play], rules: RuleSet, match: MatchContext, evaluator: Evaluator,
             move_filter: MoveFilter, batch: bool = False):
    """The 2-ply search itself: ``(eq0, probs0, order, searched, replies)``.

    ``searched`` maps each looked-at play's index to its 2-ply probabilities
    (mover's view, opponent on roll); ``replies`` maps it to the opponent's
    chosen reply to each of its 21 rolls as ``(roll index, mine, theirs,
    exact)``: the boards seen by the original mover, now on roll, and the
    exact probabilities when the reply ends the game (else None).

    ``batch``: the replies come from the batch generator (:func:`_expansions`),
    in another order than :func:`legal_plays`'s: the probabilities are the
    same (two replies of equal equity tie only with the same probabilities,
    but for a hand-made evaluator's coincidences), but which of two equal
    replies is chosen may differ, so a search that goes on from the chosen
    replies (:func:`rank_three_ply`) asks for :func:`legal_plays`'s order."""
    eq0, probs0 = rank_zero_ply(plays, rules, match, evaluator)
    order = np.argsort(-eq0, kind="stable")
    best = eq0[order[0]]
    kept = [int(i) for i in order[: move_filter.keep] if eq0[i] >= best - move_filter.threshold]
    if len(plays) == 1:
        kept = []

    # The opponent's replies: every play of each of its 21 rolls after each
    # kept play, the positions after them seen by the mover, on roll again.
    segments: list[tuple[int, int, int, int]] = []  # (candidate, roll, start, end)
    searched: dict[int, np.ndarray] = {}
    replies: dict[int, list] = {}
    live = []
    for ci in kept:
        if plays[ci].result.mine[0] == 15:
            searched[ci] = probs0[ci]
        else:
            live.append(ci)
    found = _expansions([plays[ci].result.swapped() for ci in live], rules, batch=batch)
    leaves = 0
    for ci, f in zip(live, found):
        segments.extend([(ci, k, leaves + start, leaves + end) for k, start, end in f.segments])
        leaves += len(f)
    if segments:
        leaf_probs = _evaluate_after(evaluator, found)
        leaf_eq = cubeless_equity(leaf_probs, rules, match)
        # The opponent's best reply to each roll: the mover's lowest equity.
        chosen = first_best(-leaf_eq, [s[2] for s in segments], [s[3] for s in segments])
        # The chosen replies' boards, seen by the mover (on roll again).
        boards = np.concatenate([f.boards for f in found])[chosen].tolist()
        acc: dict[int, np.ndarray] = {}
        for (ci, k, start, end), j, board in zip(segments, chosen.tolist(), boards):
            acc[ci] = acc.get(ci, 0.0) + ROLL_WEIGHTS[k] * leaf_probs[j]
            done = board[26] == 15  # the opponent has borne off its last checker
            replies.setdefault(ci, []).append((k, tuple(board[:26]), tuple(board[26:]),
                                               leaf_probs[j] if done else None))
        searched.update(acc)
    return eq0, probs0, order, searched, replies


def _ranking(plays: Sequence[Play], rules: RuleSet, match: MatchContext, eq0: np.ndarray,
             probs0: np.ndarray, order: np.ndarray,
             levels: list[tuple[dict[int, np.ndarray], int]]) -> list[RankedPlay]:
    """Plays ranked best first: those of the deepest level first (by their
    equity there), then those of the next level, ..., then the rest at 0-ply."""
    ranked: list[RankedPlay] = []
    done: set[int] = set()
    for searched, plies in levels:
        idx = [i for i in searched if i not in done]
        if not idx:
            continue
        probs = np.array([searched[i] for i in idx])
        eq = play_equities([plays[i].result for i in idx], probs, rules, match)
        part = [RankedPlay(plays[i], float(e), tuple(float(v) for v in p), plies) for i, e, p in zip(idx, eq, probs)]
        part.sort(key=lambda r: -r.equity)
        ranked.extend(part)
        done.update(idx)
    for i in order:
        i = int(i)
        if i not in done:
            ranked.append(RankedPlay(plays[i], float(eq0[i]), tuple(float(v) for v in probs0[i]), 0))
    return ranked


def rank_two_ply(plays: Sequence[Play], rules: RuleSet, match: MatchContext, evaluator: Evaluator,
                 move_filter: MoveFilter = WORLD_CLASS_FILTER) -> list[RankedPlay]:
    """All plays ranked best first, the filtered ones looked at 2 plies deep."""
    rules, match = checked_context(rules, match)
    eq0, probs0, order, searched, _ = _two_ply(plays, rules, match, evaluator, move_filter, batch=True)
    return _ranking(plays, rules, match, eq0, probs0, order, [(searched, 2)])


def rank_three_ply(plays: Sequence[Play], rules: RuleSet, match: MatchContext, evaluator: Evaluator,
                   move_filter: MoveFilter = WORLD_CLASS_FILTER,
                   deep_filter: MoveFilter = DEEP_FILTER) -> list[RankedPlay]:
    """All plays ranked best first: the 2-ply search, then the plays it
    leaves close (``deep_filter``, measured at 2 plies) looked at a roll
    deeper.

    Three plies: the opponent's 21 rolls, each answered by its best 0-ply
    reply (the same replies as at 2 plies), and then the mover's own 21
    rolls, each played by its best 0-ply play, the position after it
    evaluated with the opponent on roll again -- what GNU Backgammon calls
    2-ply.  The deep plays are ranked above the others."""
    rules, match = checked_context(rules, match)
    eq0, probs0, order, searched, replies = _two_ply(plays, rules, match, evaluator, move_filter)
    two = _ranking(plays, rules, match, eq0, probs0, order, [(searched, 2)])
    index = {id(p): i for i, p in enumerate(plays)}
    best = two[0].equity
    deep = [index[id(r.play)] for r in two[: deep_filter.keep]
            if r.plies == 2 and r.equity >= best - deep_filter.threshold]
    deep = [ci for ci in deep if ci in replies]  # a play that ends the game needs no search
    if len(deep) < 2:
        return two  # nothing close enough: the 2-ply ranking as it is
    deeper = _three_ply(deep, replies, rules, match, evaluator)
    return _ranking(plays, rules, match, eq0, probs0, order, [(deeper, 3), (searched, 2)])


def _three_ply(deep: list[int], replies: dict[int, list], rules: RuleSet, match: MatchContext,
               evaluator: Evaluator) -> dict[int, np.ndarray]:
    """Mover's probabilities (opponent on roll) of each play in ``deep``,
    from the positions after the opponent's replies averaged over the
    mover's 21 rolls (best 0-ply play each)."""
    leaves = 0
    # (candidate, opponent roll weight, own roll weight, start, end), or exact probabilities
    segments: list[tuple[int, float, float, int, int]] = []
    acc: dict[int, np.ndarray] = {ci: np.zeros(5) for ci in deep}
    backs = []  # (candidate, opponent roll): the mover on roll again
    for ci in deep:
        for k, mine, theirs, exact in replies[ci]:
            if exact is not None:
                acc[ci] += ROLL_WEIGHTS[k] * exact
            else:
                backs.append((ci, k, Position._trusted(mine, theirs)))
    # Every play of each of the mover's rolls after each reply.
    expansions = _expansions([b[2] for b in backs], rules, batch=True)
    for (ci, k, _), found in zip(backs, expansions):
        segments.extend([(ci, ROLL_WEIGHTS[k], ROLL_WEIGHTS[r], leaves + start, leaves + end)
                         for r, start, end in found.segments])
        leaves += len(found)
    if segments:
        # Thousands of leaves: the float32 networks (within 1e-6) are faster.
        mover = swap_probabilities(_evaluate_after(float32_twin(evaluator), expansions))
        eq = cubeless_equity(mover, rules, match)
        chosen = first_best(eq, [s[3] for s in segments], [s[4] for s in segments]).tolist()
        for (ci, wk, wr, start, end), j in zip(segments, chosen):
            acc[ci] += wk * wr * mover[j]
    return acc


def results_by_roll(position: Position, rules: RuleSet,
                    rolls: Sequence[tuple[int, int]] = ROLLS) -> tuple[list[Position], list[tuple[int, int, int]]]:
    """The results of every legal play of each roll in ``rolls``, in one
    list, and for the ``k``-th roll the slice ``(k, start, stop)`` of that
    list that holds its plays' results."""
    every, by_roll = _expanded(position, rules)
    if tuple(rolls) == ROLLS:
        return list(every), list(by_roll)
    results: list[Position] = []
    segments = []
    for k, roll in enumerate(rolls):
        start = len(results)
        if roll in _ROLL_INDEX:
            _, a, b = by_roll[_ROLL_INDEX[roll]]
            results.extend(every[a:b])
        else:
            results.extend(p.result for p in legal_plays(position, roll, rules))
        segments.append((k, start, len(results)))
    return results, segments


_ROLL_INDEX = {roll: k for k, roll in enumerate(ROLLS)}


def roll_average(position: Position, rules: RuleSet, match: MatchContext, evaluator: Evaluator) -> np.ndarray:
    """The side on roll's probabilities averaged over its 21 rolls, each
    played by its best 0-ply (cubeless) play: a one-ply look before rolling."""
    rules, match = checked_context(rules, match)
    results, segments = results_by_roll(position, rules)
    probs = _mover_probs(evaluator, results)
    eq = cubeless_equity(probs, rules, match)
    total = np.zeros(5)
    chosen = first_best(eq, [s[1] for s in segments], [s[2] for s in segments]).tolist()
    for (k, start, end), j in zip(segments, chosen):
        total += ROLL_WEIGHTS[k] * probs[j]
    return total
