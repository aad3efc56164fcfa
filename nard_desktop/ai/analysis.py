"""Analysis of played games: errors, marks, luck and per-player statistics.

Qt-free; numpy and the engine only.  A game record is first turned into a
sequence of :class:`Decision` objects (``nard_desktop.app.analysis`` does it
for saved matches, ``.mat`` files and the match in progress); :func:`analyse`
then looks at every decision of both players and returns a
:class:`MatchAnalysis` with one frozen :class:`DecisionAnalysis` per decision
and one :class:`PlayerStatistics` per player.

What is measured (the figures follow GNU Backgammon's analysis, whose
definitions are described in its manual, "Analysis" and "show statistics")

* **Checker plays**: every legal play of the roll is ranked at the chosen
  depth (:class:`AnalysisOptions`); the error is the equity of the best play
  minus that of the play made, in normalized equity (EMG: per unit of the
  cube in money play, "equivalent to money game" in match play, see
  :mod:`nard_desktop.ai.equity`) and, in match play, in match winning
  chance.  A play is *forced* when the roll allows only one (or none): it is
  recorded, never counted.
* **Cube decisions**: at every turn where the player on roll could double,
  and at every answer to a double, the right action
  (:func:`nard_desktop.ai.cube.cube_decision`) is compared with the action
  taken.  The equity of doubling is what the opponent's right answer leaves
  (``min(DT, DP)``, or the beaver); the error is the right action's equity
  minus the taken one's.  In match play a cube that is dead for the player
  on roll (a single win at the cube as it is already wins the match) is not
  a decision.  Raccoons are not analysed.
* **Marks** on each error (GNU Backgammon's default thresholds, EMG):
  doubtful ≥ 0.04, bad ≥ 0.08, very bad ≥ 0.16 (:class:`MarkThresholds`).
* **Luck** of each roll: the equity after the best play for the roll made
  minus the mean of that over all 36 rolls (over the 30 non-doubles for the
  opening roll, which cannot be a double, and decides who moves first as
  well: see :func:`roll_luck`); marks at ±0.3 (lucky / unlucky)
  and ±0.6 (very).  Luck is measured at 0-ply, as GNU Backgammon's default
  luck analysis does.

Depth
-----
``depth`` follows this program's own levels (:mod:`nard_desktop.ai.levels`):
``0``: plays and cube at 0-ply (the position after each play evaluated as
it is); ``1``: plays at 0-ply, cube decisions averaged over the coming roll
(the hint's cube analysis); ``2`` (default): the 2-ply search for the
plays (the opponent's 21 replies looked at, :func:`~nard_desktop.ai.search.rank_two_ply`,
which is GNU Backgammon's "1-ply" look-ahead) and the cube at one ply;
``3``: the World-class search of the hint and the tutor, which looks the best
two plays a roll deeper when they are close
(:func:`~nard_desktop.ai.search.rank_three_ply`, GNU Backgammon's "2-ply"),
the cube at one ply.  A play made outside the search's move filter is
searched too, so the play made and the best play are always compared at the
same depth.

At depths 2 and 3 an error is confirmed before it is counted: when the play
made loses at least ``AnalysisOptions.confirm`` (0.04 EMG, the doubtful
mark) against the best play, and the two were not both looked at three
plies, both are searched at three plies (:func:`~nard_desktop.ai.search.rank_three_ply`
on the two) and the error is the one found there.  The marked errors are
where a wrong verdict costs the player most (a sound play called a blunder),
and where the network's own mistakes gather: on three sets of 12 matches
that GNU Backgammon played against itself (``bench/analysis.py``, seeds 2,
4 and 5) the confirmation took our error rate over all moves from 4.1, 3.5
and 7.0 to 1.1, 1.8 and 2.5 mEMG above GNU Backgammon's 1-ply analysis,
for 1.8-2.6 times the time of depth 2 alone.  A play that ends the game
needs no search and keeps its value.

Rollouts
--------
With ``AnalysisOptions(rollout=RolloutOptions(...))`` the best ``top``
plays of that ranking, and the play made wherever it ranks, are then rolled
out (:func:`nard_desktop.ai.rollouts.rollout_plays`, every candidate with
the same dice) and ranked by the rollout: the play made and the best play
are compared on their rollouts.  A rollout gives cubeless probabilities;
they are turned into equity exactly as the evaluator's are
(:func:`~nard_desktop.ai.search.play_equities`: cubeful where the cube is in
use), so errors mean the same at every depth.  The dice of a decision's
rollout come from the options' seed and the position and roll
(:func:`decision_seed`), never from the order of the work, so the figures
are reproducible and the same with any number of worker processes.

Work runs in worker processes (``jobs``, all cores by default), one chunk of
decisions at a time, and the results are put back in decision order: every
decision is computed by itself, so the figures are the same with any number
of workers (to float32 rounding, below).

Speed
-----
Without rollouts each worker keeps the boards it has evaluated
(:mod:`~nard_desktop.ai.evalcache`): the luck of a roll, the cube's one-ply
look and the next decision's plays are the previous search's leaves, and
the luck and the cube's one-ply look read the boards of the search's
expansion of the position (:func:`~nard_desktop.ai.search.roll_equities`,
:func:`~nard_desktop.ai.search.roll_boards`) without generating the plays
again.  The
boards go through the float32 networks (:func:`analysis_evaluator`: the
evaluator's :func:`~nard_desktop.ai.evaluator.float32_twin`, in
:func:`analyse_decision` too, so a decision looked at again gets the
analysis's numbers), whose outputs differ from the float64 ones by about
1e-6: an equity may move
in its sixth decimal, and two plays equal to that precision may change
places.  The choice stays deterministic (the first of equal values is taken;
the same file gives the same figures in every run); a different number of
workers may evaluate a board in another batch, which moves a figure by
float32 rounding at most.  On the 690 decisions of three corpus files
(``galaxy_1486073.txt``, ``gnubg_charlot_7p.mat``, ``xg_aachen_2024.txt``)
at depth 2 the largest change was 2.3e-6 EMG, and no best play, mark or
count changed.
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass, field, fields, replace
from typing import Any, Callable, Sequence

import numpy as np

from nard_desktop.engine import Play, Position, RuleSet, legal_plays
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.notation import format_play

from .cube import cube_decision
from .equity import checked_context, emg_to_mwc
from .default import default_evaluator
from .evalcache import cached_evaluator
from .evalcache import forget as forget_cached_boards
from .evaluator import Evaluator, float32_twin
from .pool import cancel_test, default_jobs, run_tasks
from .rollouts import RolloutResult, rollout_plays
from .search import (ROLLS, WORLD_CLASS_FILTER, MoveFilter, RankedPlay, first_best,
                     play_equities, rank_three_ply, rank_two_ply, rank_zero_ply, roll_equities)

__all__ = [
    "Decision", "GameDecisions", "MatchDecisions", "MarkThresholds", "RolloutOptions", "AnalysisOptions",
    "Alternative", "ROLLED_OUT", "DEPTHS", "decision_seed", "rank_plays_rollout",
    "DecisionAnalysis", "PlayerStatistics", "MatchAnalysis", "AnalysisCancelled", "analyse",
    "analyse_decision", "rank_plays", "roll_luck", "error_mark", "luck_mark", "rating_label",
    "fibs_rating", "RATING_LABELS", "default_jobs", "decision_to_json", "decision_ids", "analysis_evaluator",
]


# ================================================================ input
@dataclass(frozen=True)
class Decision:
    """One decision of a game, as the analyser needs it.

    ``kind``: ``"checker"`` (a roll and the play made with it), ``"cube"``
    (the player on roll could double: ``action`` is ``"double"`` or
    ``"no_double"``) or ``"take"`` (the answer to a double: ``"take"``,
    ``"drop"`` or ``"beaver"``).  ``position`` and ``match`` are seen from
    the player on roll before the roll (for ``"take"``: from the doubler,
    with the cube as it was before the offer, which is how
    :func:`~nard_desktop.ai.cube.cube_decision` reads them); ``player`` is
    the one who decides (0 or 1, the file's order).  ``opening``: the roll
    is the game's opening roll (never a double).
    """

    game: int
    move: int
    player: int
    kind: str
    position: Position
    match: MatchContext
    rules: RuleSet
    dice: tuple[int, int] | None = None
    play: Play | None = None
    action: str | None = None
    opening: bool = False


@dataclass(frozen=True)
class GameDecisions:
    """The decisions of one game and what it scored: ``points[p]`` is what
    player ``p`` won (0 for both while the game is unfinished)."""

    number: int
    decisions: tuple[Decision, ...]
    points: tuple[int, int] = (0, 0)
    finished: bool = False


@dataclass(frozen=True)
class MatchDecisions:
    """A whole match (or money session, ``length`` 0) ready for analysis."""

    players: tuple[str, str]
    length: int
    rules: RuleSet
    games: tuple[GameDecisions, ...]

    @property
    def decisions(self) -> tuple[Decision, ...]:
        return tuple(d for g in self.games for d in g.decisions)


# ============================================================== options
@dataclass(frozen=True)
class MarkThresholds:
    """Error marks in EMG; the defaults are GNU Backgammon's (its manual,
    "Analysis": doubtful 0.04, bad 0.08, very bad 0.16)."""

    doubtful: float = 0.04
    bad: float = 0.08
    very_bad: float = 0.16
    lucky: float = 0.3
    very_lucky: float = 0.6


@dataclass(frozen=True)
class RolloutOptions:
    """The rollout of the top candidates of each checker play (see the
    module notes): ``trials`` per candidate, the ``top`` candidates of the
    depth's ranking (the play made is always rolled out too), ``truncate``
    plies (None: to the end), the rollout's own checker play depth
    ``plies`` (0, 1, 2), ``variance_reduction`` and the ``seed`` the dice of
    every decision are drawn from (:func:`decision_seed`)."""

    trials: int = 324
    top: int = 3
    truncate: int | None = None
    plies: int = 0
    variance_reduction: bool = False
    seed: int = 1

    def __post_init__(self) -> None:
        if type(self.trials) is not int or self.trials < 1:
            raise ValueError(f"rollout trials are a whole number >= 1, not {self.trials!r}")
        if type(self.top) is not int or self.top < 1:
            raise ValueError(f"the rolled-out candidates are a whole number >= 1, not {self.top!r}")
        if self.truncate is not None and (type(self.truncate) is not int or self.truncate < 1):
            raise ValueError(f"rollout truncation is a number of plies >= 1 or None, not {self.truncate!r}")
        if self.plies not in (0, 1, 2):
            raise ValueError(f"rollout checker play is 0, 1 or 2 plies deep, not {self.plies!r}")
        if type(self.seed) is not int or self.seed < 0:
            raise ValueError(f"a rollout seed is a whole number >= 0, not {self.seed!r}")

    def to_json(self) -> dict[str, Any]:
        return {"trials": self.trials, "top": self.top, "truncate": self.truncate, "plies": self.plies,
                "variance_reduction": self.variance_reduction, "seed": self.seed}


DEPTHS = (0, 1, 2, 3)
"""The analysis depths (see the module notes)."""


@dataclass(frozen=True)
class AnalysisOptions:
    """How deep to look (see the module notes on ``depth``), the move filter
    of the 2-ply search, how many ranked alternatives to keep per checker
    play, the marks, the "close cube decision" margin (0.16 EMG, as GNU
    Backgammon counts "close or actual" cube decisions), optionally the
    rollout of the top candidates of each checker play (:class:`RolloutOptions`),
    and ``confirm``: at depths 2 and 3, a checker-play error of at least this
    much (EMG; the doubtful mark by default) is looked at a roll deeper
    (see the module notes on depth); None looks no deeper."""

    depth: int = 2
    move_filter: MoveFilter = WORLD_CLASS_FILTER
    alternatives: int = 5
    marks: MarkThresholds = field(default_factory=MarkThresholds)
    close: float = 0.16
    rollout: RolloutOptions | None = None
    confirm: float | None = 0.04

    def __post_init__(self) -> None:
        if self.depth not in DEPTHS:
            raise ValueError(f"the analysis depth is 0, 1, 2 or 3, not {self.depth!r}")
        if self.confirm is not None and (isinstance(self.confirm, bool) or not isinstance(self.confirm, (int, float))
                                         or not 0 <= self.confirm < math.inf):
            raise ValueError(f"the confirmation margin is a number of at least 0 or None, not {self.confirm!r}")
        if self.rollout is not None and not isinstance(self.rollout, RolloutOptions):
            raise ValueError(f"the rollout option is RolloutOptions or None, not {self.rollout!r}")

    @property
    def checker_plies(self) -> int:
        return self.depth if self.depth >= 2 else 0

    @property
    def cube_plies(self) -> int:
        return 1 if self.depth >= 1 else 0


# ============================================================== results
ROLLED_OUT = -1
"""The ``plies`` of a play ranked by a rollout (:class:`Alternative`,
:class:`~nard_desktop.ai.search.RankedPlay`): deeper than any search."""


@dataclass(frozen=True)
class Alternative:
    """One ranked play: notation, the mover's equity (EMG), its five
    probabilities after the play, and the depth it was looked at
    (:data:`ROLLED_OUT` for a rollout; then ``trials`` and the standard
    error ``equity_se`` of its cubeless equity are filled in)."""

    play: str
    equity: float
    probabilities: tuple[float, ...]
    plies: int
    trials: int = 0
    equity_se: float | None = None


@dataclass(frozen=True)
class DecisionAnalysis:
    """What the analysis found at one decision.

    ``error`` is a loss (≥ 0) in EMG, ``error_mwc`` the same in match
    winning chance (match play only).  ``counted``: the decision enters the
    error rates (unforced plays; cube decisions that were close or actual).
    For cube decisions ``right``/``taken`` are the actions, ``nd``/``dt``/``dp``
    the doubler's equities and ``error_type`` one of ``missed_double_below_cp``,
    ``missed_double_above_cp``, ``wrong_double_below_dp``,
    ``wrong_double_above_tg``, ``wrong_take``, ``wrong_pass`` or None.
    ``luck`` (checker decisions) is the roll's luck for the mover in EMG.
    ``probabilities`` (cube decisions): the five cubeless probabilities of
    the player on roll before the double (for an answer, the doubler's) that
    the cube decision was judged on, at the analysis' own depth; what the
    explanation's chances are taken from (empty in an analysis saved
    before they were kept).
    """

    game: int
    move: int
    player: int
    kind: str
    dice: tuple[int, int] | None
    played: str
    best: str
    equity_played: float
    equity_best: float
    error: float
    error_mwc: float | None
    forced: bool
    counted: bool
    close: bool
    mark: str | None
    cube_value: int = 1
    alternatives: tuple[Alternative, ...] = ()
    right: str | None = None
    taken: str | None = None
    error_type: str | None = None
    nd: float | None = None
    dt: float | None = None
    dp: float | None = None
    luck: float | None = None
    luck_mark: str | None = None
    rollout_trials: int = 0
    probabilities: tuple[float, ...] = ()


RATING_LABELS: tuple[tuple[float, str], ...] = (
    (0.002, "supernatural"), (0.005, "world_class"), (0.008, "expert"), (0.012, "advanced"),
    (0.018, "intermediate"), (0.026, "casual"), (0.035, "beginner"), (math.inf, "awful"),
)
"""GNU Backgammon's skill labels by error per decision in EMG (its manual,
"Statistics": Supernatural < 0.002, World class < 0.005, Expert < 0.008,
Advanced < 0.012, Intermediate < 0.018, Casual < 0.026, Beginner < 0.035,
else Awful)."""


@dataclass(frozen=True)
class PlayerStatistics:
    """One player's figures over the analysed games.

    Rates are in mEMG (thousandths of EMG) per decision, losses positive,
    luck signed, as GNU Backgammon's ``show statistics match`` prints them.
    """

    name: str
    moves: int
    checker_decisions: int
    checker_error_total: float
    checker_error_total_mwc: float
    cube_decisions_total: int
    cube_decisions: int
    cube_error_total: float
    cube_error_total_mwc: float
    doubles: int
    takes: int
    passes: int
    cube_errors: dict[str, int]
    marks: dict[str, int]
    luck_marks: dict[str, int]
    luck_total: float
    luck_total_points: float
    result: float
    luck_adjusted_result: float

    @property
    def checker_error_rate(self) -> float:
        """1000 × checker error total / unforced moves (GNU Backgammon's
        "Error rate mEMG" of the checker play statistics)."""
        return 1000.0 * self.checker_error_total / self.checker_decisions if self.checker_decisions else 0.0

    @property
    def cube_error_rate(self) -> float:
        """1000 × cube error total / close or actual cube decisions (GNU
        Backgammon's cube statistics)."""
        return 1000.0 * self.cube_error_total / self.cube_decisions if self.cube_decisions else 0.0

    @property
    def decisions(self) -> int:
        return self.checker_decisions + self.cube_decisions

    @property
    def error_total(self) -> float:
        return self.checker_error_total + self.cube_error_total

    @property
    def error_rate(self) -> float:
        """1000 × (checker + cube error) / (unforced moves + close or actual
        cube decisions): GNU Backgammon's overall "Error rate (per
        decision)", as Jørn Thyssen explained it on bug-gnubg (Jan 2003)."""
        return 1000.0 * self.error_total / self.decisions if self.decisions else 0.0

    @property
    def pr(self) -> float:
        """Performance rating as eXtreme Gammon defines it: 500 × the mean
        error (EMG) per non-obvious decision.  Non-obvious here: unforced
        checker plays and the close or actual cube decisions (XG's own test
        of "obvious" is unpublished; this is the same count the error rate
        uses), so PR = error rate / 2."""
        return 500.0 * self.error_total / self.decisions if self.decisions else 0.0

    @property
    def rating(self) -> str:
        """GNU Backgammon's label for the overall error per decision
        (:data:`RATING_LABELS`)."""
        return rating_label(self.error_rate / 1000.0)

    @property
    def fibs_rating(self) -> float:
        """An error-based FIBS-style rating estimate (:func:`fibs_rating`)."""
        return fibs_rating(self.error_rate / 1000.0)

    @property
    def luck_rate(self) -> float:
        """1000 × luck total / moves: GNU Backgammon's "Luck rate mEMG"
        (total luck divided by the number of rolls)."""
        return 1000.0 * self.luck_total / self.moves if self.moves else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "moves": self.moves, "checker_decisions": self.checker_decisions,
            "checker_error_total": _r(self.checker_error_total, 4),
            "checker_error_rate": _r(self.checker_error_rate, 1),
            "cube_decisions": self.cube_decisions, "cube_error_total": _r(self.cube_error_total, 4),
            "cube_error_rate": _r(self.cube_error_rate, 1), "error_rate": _r(self.error_rate, 1),
            "pr": _r(self.pr, 1), "rating": self.rating, "fibs_rating": _r(self.fibs_rating, 0),
            "luck_rate": _r(self.luck_rate, 1), "luck_total": _r(self.luck_total, 3),
            "result": _r(self.result, 3), "luck_adjusted_result": _r(self.luck_adjusted_result, 3),
            "marks": dict(self.marks), "luck_marks": dict(self.luck_marks),
            "doubles": self.doubles, "takes": self.takes, "passes": self.passes,
            "cube_errors": dict(self.cube_errors),
        }


@dataclass(frozen=True)
class MatchAnalysis:
    """The analysis of a match: every decision in order and both players'
    statistics (players in the file's order)."""

    players: tuple[PlayerStatistics, PlayerStatistics]
    decisions: tuple[DecisionAnalysis, ...]
    options: AnalysisOptions
    length: int = 0
    games: int = 0

    def to_json(self, decisions: Sequence[Decision] | None = None,
                explanations: Sequence[dict[str, Any] | None] | None = None) -> dict[str, Any]:
        """The report as one JSON-ready object (numbers plain).  With the
        match's ``decisions`` (in the analysis' order) each decision also
        carries its Position IDs, and with ``explanations`` (one per
        decision, None where there is none) its explanation
        (:func:`decision_to_json`)."""
        n = len(self.decisions)
        inputs = list(decisions) if decisions is not None else [None] * n
        why = list(explanations) if explanations is not None else [None] * n
        if len(inputs) != n or len(why) != n:
            raise ValueError("one decision and one explanation (or None) per analysed decision")
        return {
            "length": self.length, "games": self.games, "depth": self.options.depth,
            "confirm": self.options.confirm if self.options.checker_plies >= 2 else None,
            "rollout": self.options.rollout.to_json() if self.options.rollout else None,
            "players": [p.to_json() for p in self.players],
            "decisions": [decision_to_json(d, decision=i, explanation=w)
                          for d, i, w in zip(self.decisions, inputs, why)],
        }


def _r(x: float, digits: int) -> float:
    v = round(float(x), digits)
    return 0.0 if v == 0 else v


def _r_or_none(x: float | None, digits: int) -> float | None:
    return None if x is None else _r(x, digits)


def _finite(x: float | None) -> float | None:
    if x is None:
        return None
    x = float(x)
    return x if math.isfinite(x) else None


def decision_ids(decision: Decision, found: DecisionAnalysis) -> dict[str, Any]:
    """GNU Backgammon Position IDs of a decision: ``position_id`` before it,
    the decider on roll (for an answer to a double, the taker); for a checker
    play ``after``: ``{"played": ID, "best": ID}``, the position after each
    play with the opponent on roll, as GNU Backgammon shows the next
    position (``best`` None when the best play is not a legal play of the
    roll, which cannot happen for an analysis of this decision)."""
    before = decision.position.swapped() if decision.kind == "take" else decision.position
    out: dict[str, Any] = {"position_id": before.position_id()}
    if decision.kind == "checker" and decision.play is not None and decision.dice is not None:
        best = None
        if found.best == found.played:
            best = decision.play
        else:
            best = next((p for p in legal_plays(decision.position, decision.dice, decision.rules)
                         if format_play(p) == found.best), None)
        out["after"] = {"played": decision.play.result.swapped().position_id(),
                        "best": None if best is None else best.result.swapped().position_id()}
    return out


def decision_to_json(d: DecisionAnalysis, *, complete: bool = False, decision: Decision | None = None,
                     explanation: dict[str, Any] | None = None) -> dict[str, Any]:
    """One decision's result as a JSON-ready object.

    By default the report's summary (``--analyse --json``): where and what,
    the error and the luck rounded to 4 places, the cube equities of a cube
    decision, and the optional fields only when they say something; with the
    ``decision`` analysed, its Position IDs (:func:`decision_ids`); with an
    ``explanation`` (``{"facts": …, "text": …}``, made by the app in the
    output's language), that object under ``"explanation"``.  With
    ``complete`` every field of :class:`DecisionAnalysis` (as kept in a match
    file): floats as Python writes them, so they read back equal, and None
    for a number that is not finite; each alternative's play, equity,
    probabilities and depth.

    >>> d = DecisionAnalysis(1, 3, 0, "checker", (6, 5), "24/13", "24/13", 0.1234567, 0.1234567, 0.0, None,
    ...                      False, True, False, None)
    >>> decision_to_json(d)  # doctest: +NORMALIZE_WHITESPACE
    {'game': 1, 'move': 3, 'player': 0, 'kind': 'checker', 'dice': [6, 5], 'played': '24/13',
     'best': '24/13', 'error': 0.0, 'mark': None, 'luck': None}
    >>> decision_to_json(d, complete=True)["equity_best"]
    0.1234567
    """
    if complete:
        full: dict[str, Any] = {}
        for f in fields(DecisionAnalysis):
            v = getattr(d, f.name)
            if f.name == "alternatives":
                v = [{"play": a.play, "equity": _finite(a.equity),
                      "probabilities": [_finite(p) for p in a.probabilities], "plies": a.plies} for a in v]
            elif f.name == "dice":
                v = list(v) if v is not None else None
            elif f.name == "probabilities":
                v = [_finite(p) for p in v]
            elif isinstance(v, float):
                v = _finite(v)
            full[f.name] = v
        return full
    out: dict[str, Any] = {
        "game": d.game, "move": d.move, "player": d.player, "kind": d.kind,
        "dice": list(d.dice) if d.dice else None, "played": d.played, "best": d.best,
        "error": _r(d.error, 4), "mark": d.mark, "luck": None if d.luck is None else _r(d.luck, 4),
    }
    if d.error_mwc is not None:
        out["error_mwc"] = _r(d.error_mwc, 5)
    if d.forced:
        out["forced"] = True
    if d.kind != "checker":
        out.update({"close": d.close, "error_type": d.error_type,
                    "nd": _r_or_none(d.nd, 4), "dt": _r_or_none(d.dt, 4), "dp": _r_or_none(d.dp, 4)})
    if d.luck_mark:
        out["luck_mark"] = d.luck_mark
    if d.rollout_trials:
        out["rollout_trials"] = d.rollout_trials
    if decision is not None:
        out.update(decision_ids(decision, d))
    if explanation is not None:
        out["explanation"] = explanation
    return out


class AnalysisCancelled(Exception):
    """The analysis was cancelled before it finished."""


# ============================================================ formulas
def error_mark(error: float, marks: MarkThresholds = MarkThresholds()) -> str | None:
    """``"very_bad"``, ``"bad"``, ``"doubtful"`` or None for an error in EMG
    (GNU Backgammon's default thresholds, :class:`MarkThresholds`)."""
    if error >= marks.very_bad:
        return "very_bad"
    if error >= marks.bad:
        return "bad"
    if error >= marks.doubtful:
        return "doubtful"
    return None


def luck_mark(luck: float, marks: MarkThresholds = MarkThresholds()) -> str | None:
    """``"very_lucky"`` (≥ 0.6), ``"lucky"`` (≥ 0.3), ``"unlucky"``
    (≤ −0.3), ``"very_unlucky"`` (≤ −0.6) or None (GNU Backgammon's
    defaults for marking rolls)."""
    if luck >= marks.very_lucky:
        return "very_lucky"
    if luck >= marks.lucky:
        return "lucky"
    if luck <= -marks.very_lucky:
        return "very_unlucky"
    if luck <= -marks.lucky:
        return "unlucky"
    return None


def rating_label(error_per_decision: float) -> str:
    """GNU Backgammon's skill label for an error per decision in EMG
    (:data:`RATING_LABELS`)."""
    for limit, name in RATING_LABELS:
        if error_per_decision < limit:
            return name
    return "awful"


_FIBS_POINTS = ((0.0, 2200.0), (0.005, 2050.0), (0.010, 1950.0), (0.015, 1850.0), (0.020, 1750.0),
                (0.025, 1600.0), (0.030, 1500.0))


def fibs_rating(error_per_decision: float) -> float:
    """A FIBS-style rating estimated from the error per decision (EMG).

    Source: the anchor points GNU Backgammon's "guesstimated" absolute rating
    uses, published by Jørn Thyssen on the bug-gnubg list (25 Jan 2003):
    2200 at no error, 2050 at 0.005, 1950 at 0.010, 1850 at 0.015, 1750 at
    0.020, 1600 at 0.025, 1500 at 0.030, linear in between; above 0.030 we
    let it fall off as ``500 + 1000·exp(−10·(r − 0.030))`` (continuous at
    1500, tending to 500).  A rough guide only, as its author says.
    """
    r = max(0.0, float(error_per_decision))
    xs = [p[0] for p in _FIBS_POINTS]
    if r <= xs[-1]:
        return float(np.interp(r, xs, [p[1] for p in _FIBS_POINTS]))
    return 500.0 + 1000.0 * math.exp(-10.0 * (r - xs[-1]))


# ============================================================= checker
def rank_plays(position: Position, dice: Sequence[int], rules: RuleSet, match: MatchContext,
               evaluator: Evaluator, options: AnalysisOptions, *, played: Play | None = None,
               cancel: Any = None) -> tuple[list[Play], list[RankedPlay]]:
    """The legal plays of the roll and their ranking at the options' depth,
    best first; with ``options.rollout`` the top candidates (and ``played``,
    the play made, when given) are rolled out and come first, ranked by
    their rollouts (``plies`` :data:`ROLLED_OUT`), the others after them in
    the depth's order (:func:`rank_plays_rollout` also returns the
    rollouts)."""
    plays, ranked, _ = rank_plays_rollout(position, dice, rules, match, evaluator, options, played=played,
                                          cancel=cancel)
    return plays, ranked


def _rank_depth(plays: list[Play], rules: RuleSet, match: MatchContext, evaluator: Evaluator,
                options: AnalysisOptions) -> list[RankedPlay]:
    if options.checker_plies >= 3:
        return rank_three_ply(plays, rules, match, evaluator, options.move_filter)
    if options.checker_plies >= 2:
        return rank_two_ply(plays, rules, match, evaluator, options.move_filter)
    eq, probs = rank_zero_ply(plays, rules, match, evaluator)
    order = np.argsort(-eq, kind="stable")
    return [RankedPlay(plays[i], float(eq[i]), tuple(float(v) for v in probs[i]), 0) for i in order]


def decision_seed(position: Position, dice: Sequence[int], seed: int) -> int:
    """The seed of the rollout of one checker decision: ``seed`` and a CRC-32
    of the board and the roll, so that the same decision gets the same dice
    in every run and whichever worker analyses it, and different decisions
    different dice."""
    key = bytes(position.mine) + bytes(position.theirs) + bytes(sorted(int(v) for v in dice))
    return int(seed) * (1 << 32) + zlib.crc32(key)


def rank_plays_rollout(position: Position, dice: Sequence[int], rules: RuleSet, match: MatchContext,
                       evaluator: Evaluator, options: AnalysisOptions, *, played: Play | None = None,
                       cancel: Any = None) -> tuple[list[Play], list[RankedPlay], dict[Position, RolloutResult]]:
    """:func:`rank_plays` and the rollout of each rolled-out play, by the
    position after it (empty without ``options.rollout``).  A cancelled
    rollout raises :class:`AnalysisCancelled`."""
    plays = legal_plays(position, tuple(dice), rules)
    if len(plays) <= 1:
        return plays, [], {}
    ranked = _rank_depth(plays, rules, match, evaluator, options)
    ro = options.rollout
    if ro is None:
        return plays, ranked, {}
    candidates = [r.play for r in ranked[: ro.top]]
    if played is not None and all(c.result != played.result for c in candidates):
        entry = next((r.play for r in ranked if r.play.result == played.result), None)
        if entry is None:
            raise ValueError("the play made is not one of the legal plays of the roll")
        candidates.append(entry)
    rolled = rollout_plays(position, tuple(dice), candidates, ro.trials, seed=decision_seed(position, dice, ro.seed),
                           rules=rules, match=match, truncate=ro.truncate, plies=ro.plies,
                           variance_reduction=ro.variance_reduction, jobs=1, cancel=cancel, evaluator=evaluator)
    if cancel_test(cancel)() or any(r.result.trials < ro.trials for r in rolled):
        raise AnalysisCancelled()
    results = [r.play.result for r in rolled]
    probs = np.array([r.result.probabilities for r in rolled])
    eq = play_equities(results, probs, rules, match)
    top = sorted((RankedPlay(r.play, float(e), tuple(float(v) for v in r.result.probabilities), ROLLED_OUT)
                  for r, e in zip(rolled, eq)), key=lambda r: -r.equity)
    done = {r.play.result for r in rolled}
    return plays, top + [r for r in ranked if r.play.result not in done], {r.play.result: r.result for r in rolled}


_SEARCH_BOTH = MoveFilter(keep=2, threshold=math.inf)


def _played_entry(ranked: list[RankedPlay], played: Play, rules: RuleSet, match: MatchContext,
                  evaluator: Evaluator) -> RankedPlay:
    """The ranked entry of the play made, searched as deep as the best."""
    entry = next((r for r in ranked if r.play.result == played.result), None)
    if entry is None:
        raise ValueError("the play made is not one of the legal plays of the roll")
    best = ranked[0]
    if entry.plies < best.plies and entry.plies != ROLLED_OUT:
        entry = _search_pair(best.play, entry.play, best.plies, rules, match, evaluator)[played.result]
    return entry


def _search_pair(best: Play, played: Play, plies: int, rules: RuleSet, match: MatchContext,
                 evaluator: Evaluator) -> dict[Position, RankedPlay]:
    """The two plays searched alike, at three plies when ``plies`` >= 3, else
    at two, by the position after each."""
    if plies >= 3:
        pair = rank_three_ply([best, played], rules, match, evaluator, _SEARCH_BOTH, _SEARCH_BOTH)
    else:
        pair = rank_two_ply([best, played], rules, match, evaluator, _SEARCH_BOTH)
    return {r.play.result: r for r in pair}


def _confirmed(ranked: list[RankedPlay], entry: RankedPlay, rules: RuleSet, match: MatchContext,
               evaluator: Evaluator, options: AnalysisOptions) -> tuple[list[RankedPlay], RankedPlay]:
    """``(ranked, entry)`` with the best play and the play made searched at
    three plies when the error between them reaches ``options.confirm`` (the
    module notes on depth); otherwise as they are."""
    best = ranked[0]
    if (options.confirm is None or options.checker_plies < 2 or best.play.result == entry.play.result
            or ROLLED_OUT in (best.plies, entry.plies) or min(best.plies, entry.plies) >= 3
            or best.equity - entry.equity < options.confirm):
        return ranked, entry
    deep = _search_pair(best.play, entry.play, 3, rules, match, evaluator)
    best3, entry3 = deep[best.play.result], deep[entry.play.result]
    if min(best3.plies, entry3.plies) < 3:
        return ranked, entry  # one of them ends the game: nothing deeper to see
    return [best3] + ranked[1:], entry3


def _best_by_roll(position: Position, rules: RuleSet, match: MatchContext, evaluator: Evaluator,
                  rolls: Sequence[tuple[int, int]]) -> np.ndarray:
    """The mover's 0-ply equity after the best play for each of ``rolls``."""
    segments, eq = roll_equities(position, rules, match, evaluator)
    chosen = first_best(eq, [s[1] for s in segments], [s[2] for s in segments])
    best = {ROLLS[k]: eq[j] for (k, _, _), j in zip(segments, chosen.tolist())}
    return np.array([best[roll] for roll in rolls])


def roll_luck(position: Position, dice: Sequence[int], rules: RuleSet, match: MatchContext,
              evaluator: Evaluator, *, opening: bool = False) -> float:
    """The luck of ``dice`` for the player on roll in ``position`` (EMG).

    Definition (GNU Backgammon's luck analysis, its manual "Luck"): the
    equity after the best play for the roll made minus what was to be
    expected before the roll: the mean of that equity over all 36 rolls
    (non-doubles weigh twice).  Equities are this program's 0-ply ones,
    cubeful where the cube is in use (:func:`~nard_desktop.ai.search.play_equities`).

    The opening roll decides who moves first as well as the dice: before it
    each of 30 outcomes is as likely (15 non-doubles, each won by either
    player), so what was to be expected is the mean of the mover's equity
    after its best play and of the same for the opponent, had it won the roll
    with those dice (seen from the mover's side), as GNU Backgammon counts it.
    At an even score that mean is 0 by symmetry, and the luck of the opening
    roll is the equity of the position after its best play.
    """
    rolls = [r for r in ROLLS if not (opening and r[0] == r[1])]
    weights = np.array([1.0 if a == b else 2.0 for a, b in rolls])
    weights /= weights.sum()
    best = _best_by_roll(position, rules, match, evaluator, rolls)
    low, high = sorted(dice)
    rolled = rolls.index((low, high))
    if not opening:
        return float(best[rolled] - weights @ best)
    theirs = _best_by_roll(position.swapped(), rules, match.swapped(), evaluator, rolls)
    return float(best[rolled] - 0.5 * (weights @ best - weights @ theirs))


def _checker(d: Decision, evaluator: Evaluator, options: AnalysisOptions, cancel: Any = None) -> DecisionAnalysis:
    assert d.dice is not None and d.play is not None
    rules, match = d.rules, d.match
    plays, ranked, rolled = rank_plays_rollout(d.position, d.dice, rules, match, evaluator, options, played=d.play,
                                               cancel=cancel)
    luck = roll_luck(d.position, d.dice, rules, match, evaluator, opening=d.opening)
    played_text = format_play(d.play)
    if not ranked:
        return DecisionAnalysis(d.game, d.move, d.player, "checker", (d.dice[0], d.dice[1]), played_text, played_text,
                                0.0, 0.0, 0.0, None, True, False, False, None, match.cube_value,
                                luck=luck, luck_mark=luck_mark(luck, options.marks))
    entry = _played_entry(ranked, d.play, rules, match, evaluator)
    ranked, entry = _confirmed(ranked, entry, rules, match, evaluator, options)
    best = ranked[0] if ranked[0].equity >= entry.equity else entry
    error = max(0.0, best.equity - entry.equity)
    error_mwc = None
    if not match.is_money:
        error_mwc = max(0.0, float(emg_to_mwc(best.equity, rules, match) - emg_to_mwc(entry.equity, rules, match)))

    def alternative(r: RankedPlay) -> Alternative:
        ro = rolled.get(r.play.result)
        if ro is None:
            return Alternative(format_play(r.play), r.equity, r.probabilities, r.plies)
        return Alternative(format_play(r.play), r.equity, r.probabilities, r.plies, ro.trials, ro.equity_se)

    # The play made is listed as it was judged: searched as deep as the best.
    alts = [alternative(entry if r.play.result == entry.play.result else r)
            for r in ranked[: max(1, options.alternatives)]]
    if all(a.play != played_text for a in alts):
        alts.append(alternative(entry))
    return DecisionAnalysis(d.game, d.move, d.player, "checker", (d.dice[0], d.dice[1]), played_text,
                            format_play(best.play), entry.equity, best.equity, error, error_mwc, False, True,
                            False, error_mark(error, options.marks), match.cube_value, tuple(alts),
                            luck=luck, luck_mark=luck_mark(luck, options.marks),
                            rollout_trials=options.rollout.trials if rolled and options.rollout else 0)


# ================================================================= cube
def _cube(d: Decision, evaluator: Evaluator, options: AnalysisOptions) -> DecisionAnalysis:
    rules, match = d.rules, d.match
    cd = cube_decision(d.position, rules, match, evaluator, plies=options.cube_plies)
    nd, dt, dp = cd.nd, cd.dt, cd.dp
    money = match.is_money
    beaver_ok = money and rules.beavers
    dead = d.kind == "cube" and not money and match.cube_value >= match.my_away
    if cd.action == "no_cube" or dead:
        # No cube action possible, or a dead cube: winning this game at the
        # cube as it is already wins the match, so doubling cannot gain.
        return DecisionAnalysis(d.game, d.move, d.player, d.kind, None, d.action or "", d.action or "", 0.0, 0.0,
                                0.0, None, True, False, False, None, match.cube_value, nd=nd, dt=dt, dp=dp,
                                taken=d.action, probabilities=cd.probabilities)
    error_type = None
    if d.kind == "cube":
        doubled = 2 * dt if (cd.take == "beaver" and beaver_ok) else min(dt, dp)
        right = "double" if cd.action == "double" else "no_double"
        taken = "double" if d.action == "double" else "no_double"
        value = {"double": doubled, "no_double": nd}
        error = max(0.0, value[right] - value[taken])
        close = abs(doubled - nd) < options.close
        counted = close or taken == "double" or error > 0
        mwc_err = None
        if cd.mwc is not None:
            m_nd, m_dt, m_dp = cd.mwc
            mv = {"double": min(m_dt, m_dp), "no_double": m_nd}
            mwc_err = max(0.0, mv[right] - mv[taken])
        if right != taken:
            if taken == "no_double":
                error_type = "missed_double_below_cp" if cd.take != "drop" else "missed_double_above_cp"
            else:
                error_type = "wrong_double_above_tg" if cd.action == "too_good" else "wrong_double_below_dp"
        played, best = taken, right
        eq_played, eq_best = value[taken], value[right]
        if right == "double":
            best = "double_pass" if cd.take == "drop" else "double_" + cd.take
        elif cd.action == "too_good":
            best = "too_good"
    else:
        # The taker's equities are the doubler's negated (EMG is symmetric).
        value = {"take": -dt, "drop": -dp}
        if beaver_ok:
            value["beaver"] = -2 * dt
        right = cd.take if cd.take in value else "take"
        taken = d.action if d.action in value else "take"
        error = max(0.0, value[right] - value[taken])
        close = abs(dt - dp) < options.close
        counted = True
        mwc_err = None
        if cd.mwc is not None:
            _, m_dt, m_dp = cd.mwc
            mv = {"take": 1.0 - m_dt, "drop": 1.0 - m_dp}
            mwc_err = max(0.0, mv.get(right, mv["take"]) - mv.get(taken, mv["take"]))
        if right != taken:
            if taken == "drop":
                error_type = "wrong_pass"
            elif right == "drop":
                error_type = "wrong_take"
        played, best = taken, right
        eq_played, eq_best = value[taken], value[right]
    return DecisionAnalysis(d.game, d.move, d.player, d.kind, None, played, best, eq_played, eq_best, error,
                            mwc_err, False, counted, close, error_mark(error, options.marks) if counted else None,
                            match.cube_value, right=right, taken=taken, error_type=error_type, nd=nd, dt=dt, dp=dp,
                            probabilities=cd.probabilities)


def analyse_decision(decision: Decision, options: AnalysisOptions | None = None, *,
                     evaluator: Evaluator | None = None, cancel: Any = None) -> DecisionAnalysis:
    """Analyse one decision (see the module notes).  ``cancel`` (as for
    :func:`analyse`) stops a rollout under way with :class:`AnalysisCancelled`.
    Without a rollout the evaluator's float32 twin judges (module notes on
    speed), as in :func:`analyse`: a decision looked at again gets the
    analysis's numbers."""
    options = options or AnalysisOptions()
    return _analyse_one(decision, options, analysis_evaluator(evaluator or default_evaluator(), options), cancel)


def analysis_evaluator(evaluator: Evaluator, options: AnalysisOptions) -> Evaluator:
    """The evaluator the analysis judges with: the float32 twin of
    ``evaluator`` (:func:`~nard_desktop.ai.evaluator.float32_twin`), or
    ``evaluator`` itself with rollouts (module notes on speed)."""
    return evaluator if options.rollout is not None else float32_twin(evaluator)


def _analyse_one(decision: Decision, options: AnalysisOptions, ev: Evaluator, cancel: Any) -> DecisionAnalysis:
    rules, match = checked_context(decision.rules, decision.match)
    if rules is not decision.rules or match is not decision.match:
        decision = replace(decision, rules=rules, match=match)
    if decision.kind == "checker":
        return _checker(decision, ev, options, cancel)
    if decision.kind in ("cube", "take"):
        return _cube(decision, ev, options)
    raise ValueError(f"a decision is checker, cube or take, not {decision.kind!r}")


# ============================================================ workers
def _analyse_chunk(task: tuple[Sequence[Decision], AnalysisOptions], ev: Evaluator,
                   cancelled: Callable[[], bool]) -> list[DecisionAnalysis] | None:
    """Analyse a few decisions (a task of :func:`~nard_desktop.ai.pool.run_tasks`);
    None when cancelled."""
    chunk, options = task
    ev = analysis_evaluator(ev, options)
    if options.rollout is None:
        # Decisions in a row meet the same boards (module notes of evalcache).
        ev = cached_evaluator(ev)
    out = []
    for d in chunk:
        if cancelled():
            return None
        try:
            out.append(_analyse_one(d, options, ev, cancelled))
        except AnalysisCancelled:
            return None
    return out


def _analyse_all(decisions: Sequence[Decision], options: AnalysisOptions, evaluator: Evaluator | None,
                 jobs: int, progress: Callable[[int, int], Any] | None, cancel: Any) -> list[DecisionAnalysis]:
    total = len(decisions)
    if progress:
        progress(0, total)
    if jobs <= 1 or total < 2 or options.rollout:
        # In this process one at a time, for the progress; with rollouts a
        # decision takes long: one at a time too.
        size = 1
    else:
        size = max(1, min(16, total // (jobs * 4) or 1))
    chunks = [list(decisions[i:i + size]) for i in range(0, total, size)]
    results: list[list[DecisionAnalysis]] = [[] for _ in chunks]
    done = 0

    def finished(k: int, part: list[DecisionAnalysis]) -> None:
        nonlocal done
        results[k] = part
        done += len(part)
        if progress:
            progress(done, total)

    try:
        if not run_tasks([(c, options) for c in chunks], _analyse_chunk, jobs=1 if total < 2 else jobs,
                         on_result=finished, evaluator=evaluator, cancel=cancel):
            raise AnalysisCancelled()
    finally:
        forget_cached_boards()
    return [r for part in results for r in part]


# ========================================================== statistics
def _statistics(name: str, player: int, found: Sequence[DecisionAnalysis], match: MatchDecisions) -> PlayerStatistics:
    mine = [a for a in found if a.player == player]
    theirs = [a for a in found if a.player != player]
    checker = [a for a in mine if a.kind == "checker"]
    unforced = [a for a in checker if a.counted]
    cube = [a for a in mine if a.kind in ("cube", "take") and not a.forced]
    cube_counted = [a for a in cube if a.counted]
    marks = {"doubtful": 0, "bad": 0, "very_bad": 0}
    for a in mine:
        if a.counted and a.mark:
            marks[a.mark] += 1
    luck_marks = {"very_lucky": 0, "lucky": 0, "unlucky": 0, "very_unlucky": 0}
    for a in checker:
        if a.luck_mark:
            luck_marks[a.luck_mark] += 1
    errors = {k: 0 for k in ("missed_double_below_cp", "missed_double_above_cp", "wrong_double_below_dp",
                             "wrong_double_above_tg", "wrong_take", "wrong_pass")}
    for a in cube:
        if a.error_type:
            errors[a.error_type] += 1
    luck = sum(a.luck or 0.0 for a in checker)
    luck_pts = sum((a.luck or 0.0) * a.cube_value for a in checker)
    opp_luck_pts = sum((a.luck or 0.0) * a.cube_value for a in theirs if a.kind == "checker")
    result = float(sum(g.points[player] - g.points[1 - player] for g in match.games))
    return PlayerStatistics(
        name=name, moves=len(checker), checker_decisions=len(unforced),
        checker_error_total=sum(a.error for a in unforced),
        checker_error_total_mwc=sum(a.error_mwc or 0.0 for a in unforced),
        cube_decisions_total=len(cube), cube_decisions=len(cube_counted),
        cube_error_total=sum(a.error for a in cube_counted),
        cube_error_total_mwc=sum(a.error_mwc or 0.0 for a in cube_counted),
        doubles=sum(a.kind == "cube" and a.taken == "double" for a in cube),
        takes=sum(a.kind == "take" and a.taken in ("take", "beaver") for a in cube),
        passes=sum(a.kind == "take" and a.taken == "drop" for a in cube),
        cube_errors=errors, marks=marks, luck_marks=luck_marks, luck_total=luck, luck_total_points=luck_pts,
        result=result, luck_adjusted_result=result - luck_pts + opp_luck_pts,
    )


def analyse(match: MatchDecisions, options: AnalysisOptions | None = None, *, evaluator: Evaluator | None = None,
            jobs: int | None = None, progress: Callable[[int, int], Any] | None = None,
            cancel: Any = None) -> MatchAnalysis:
    """Analyse every decision of ``match`` and sum up both players.

    ``jobs``: worker processes (default: all cores; 1 works in this
    process).  ``progress(done, total)`` is called as decisions are
    finished; ``cancel`` (a callable returning True, or an object with
    ``is_set()`` such as :class:`threading.Event`) stops the work with
    :class:`AnalysisCancelled`.  The result does not depend on ``jobs``.

    The luck-adjusted result of a player is (the points won minus the points
    lost) minus their own luck plus the opponent's luck, luck counted in
    points (EMG × the cube at the roll), as GNU Backgammon's "Luck adjusted
    result" defines it.
    """
    options = options or AnalysisOptions()
    decisions = match.decisions
    found = _analyse_all(decisions, options, evaluator, default_jobs() if jobs is None else max(1, int(jobs)),
                         progress, cancel)
    players = (_statistics(match.players[0], 0, found, match), _statistics(match.players[1], 1, found, match))
    return MatchAnalysis(players, tuple(found), options, match.length, len(match.games))
