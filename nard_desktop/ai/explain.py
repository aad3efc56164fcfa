"""Why a marked decision loses: the few differences that explain it.

Qt-free.  :func:`explain` takes a decision and what the analysis found for
it (:mod:`nard_desktop.ai.analysis`) and returns an :class:`Explanation`:
the facts of the play made and of the best play side by side (the board
facts of :mod:`nard_desktop.engine.facts` and the chances from the analysis'
own evaluation), and one to three :class:`Reason` s, the differences that
explain the loss best, most important first.  The words are the app's
(``nard_desktop.app.explain_text``); the method, with examples, is in
``docs/analysis.md`` ("Why: the explanation").

The method in short.  Every fact on which the play made is *worse* than the
best play becomes a candidate reason, weighed by a rough price of that
difference in equity (a shot costs about 0.6 of a game times the chance of
being hit, a hit not made about 0.25 a checker, a home point 0.1, …: the
table :data:`WEIGHTS`); a fact on which the play made is better or equal is
never said.  The two heaviest candidates above :data:`MINIMUM` are kept,
and a last sentence gives the chances (winning, winning a gammon, the
opponent's gammon) when they differ by a whole percent or more.  A sentence
is made only from the facts shown beside it, so it can never contradict
them.

For a cube error the reason is what the cube decision misjudged, with the
decider's chances and, where the program's own cube model gives one that
agrees with the verdict, the winning chance from which the right action
starts (:func:`cube_threshold`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from nard_desktop.engine import Play, Position, legal_plays
from nard_desktop.engine.context import MatchContext
from nard_desktop.engine.facts import BoardFacts, board_facts, points_held
from nard_desktop.engine.notation import format_play
from nard_desktop.engine.rules import RuleSet

from .analysis import Decision, DecisionAnalysis, MatchAnalysis, analysis_evaluator
from .cube import cube_decision
from .cubeful import cube_efficiency, cube_equities
from .equity import checked_context
from .evaluator import Evaluator

__all__ = ["FACT_NAMES", "WEIGHTS", "MINIMUM", "Reason", "Explanation", "explain", "explain_play",
           "explain_cube", "explain_marked", "cube_threshold", "cube_probabilities", "chances", "whole_percent",
           "adverse_chances"]

FACT_NAMES = ("shots", "blots", "home_points", "prime", "pips", "win", "gammon", "opp_gammon", "anchors",
              "back", "hits", "stacked", "off")
"""The facts an explanation lists, in this order: the seven of the issue
first (``shots`` … ``gammon``), then the others (``docs/analysis.md``)."""

#: The rough price (EMG) of one unit of each difference, the played play worse.
WEIGHTS = {
    "shots": 0.6 / 36,   # a throw more that hits: being hit costs about 0.6 of a game
    "hits": 0.25,        # a checker not sent back
    "home_points": 0.10,  # a home point not made
    "prime": 0.07,       # a point less in the longest prime
    "anchors": 0.08,     # an anchor given up
    "blots": 0.03,       # a blot more
    "stacked": 0.03,     # a checker more piled beyond the third
    "back": 0.03,        # a checker more left back (contact only)
    "pips": 0.02,        # a pip wasted (race only)
    "off": 0.06,         # a checker less borne off
}

MINIMUM = 0.02
"""A candidate reason weighing less than this is not said."""


@dataclass(frozen=True)
class Reason:
    """One difference, in the facts' own numbers.

    ``code`` names it: a fact of :data:`WEIGHTS` (``"shots"``, ``"hits"`` …),
    ``"chances"`` (``played``/``best`` are the winning chances, ``extra``
    ``(gammon played, gammon best, opponent's gammon played, opponent's
    gammon best)``), or a cube code (see :func:`explain_cube`).  ``point``:
    for ``"home_points"`` the highest home point the best play holds and the
    play made does not.  ``weight``: the price used to choose (EMG)."""

    code: str
    played: float
    best: float
    weight: float = 0.0
    point: int | None = None
    extra: tuple[float, ...] = ()


@dataclass(frozen=True)
class Explanation:
    """The facts side by side and the reasons (most important first).

    ``facts``: ``(name, played, best)`` for each name of :data:`FACT_NAMES`
    (integers, chances 0..1); for a cube decision both values are the
    position's as it stands.  ``cube``: for a cube decision the decider's
    ``win``, ``gammon``, ``opp_gammon`` and the ``threshold`` (or None)."""

    kind: str
    facts: tuple[tuple[str, Any, Any], ...]
    reasons: tuple[Reason, ...]
    cube: tuple[tuple[str, float | None], ...] = ()

    def facts_json(self) -> dict[str, dict[str, Any]]:
        """``{name: {"played": x, "best": y}}``, chances rounded to 4 places."""
        return {name: {"played": _plain(p), "best": _plain(b)} for name, p, b in self.facts}

    def to_json(self, text: str) -> dict[str, Any]:
        """The ``explanation`` object of ``--analyse --json``: the facts, the
        ``text`` (in the output's language) and, for a cube decision, the
        decider's chances and threshold under ``"cube"``."""
        out: dict[str, Any] = {"facts": self.facts_json(), "text": text}
        if self.cube:
            out["cube"] = {k: None if v is None else round(float(v), 4) for k, v in self.cube}
        return out

    def fact(self, name: str) -> tuple[Any, Any]:
        for n, p, b in self.facts:
            if n == name:
                return p, b
        raise KeyError(name)


def _plain(x: Any) -> Any:
    if isinstance(x, bool) or isinstance(x, int):
        return x
    return round(float(x), 4)


def whole_percent(chance: float) -> int:
    """A chance (0..1) as the whole percent it is shown as (``0.625`` → 62,
    Python's rounding, as every view of a chance rounds it)."""
    return int(round(100 * float(chance)))


def chances(probabilities: Sequence[float]) -> tuple[float, float, float]:
    """``(win, gammon, opponent's gammon)`` from five cubeless probabilities
    in GNU Backgammon's order (the gammons include backgammons)."""
    p = [float(x) for x in probabilities]
    return p[0], p[1], p[3]


# ========================================================== checker play
def adverse_chances(wp: float, wb: float, gp: float, gb: float, op: float, ob: float) -> tuple[str, ...]:
    """Which chances the play made gives up, each by a whole percent or more
    as shown: ``"win"`` (lower), ``"gammon"`` (lower), ``"opp_gammon"`` (higher)."""
    out = []
    if whole_percent(wp) < whole_percent(wb):
        out.append("win")
    if whole_percent(gp) < whole_percent(gb):
        out.append("gammon")
    if whole_percent(op) > whole_percent(ob):
        out.append("opp_gammon")
    return tuple(out)


def _play_by_text(decision: Decision, text: str) -> Play | None:
    if decision.play is not None and format_play(decision.play) == text:
        return decision.play
    assert decision.dice is not None
    for p in legal_plays(decision.position, decision.dice, decision.rules):
        if format_play(p) == text:
            return p
    return None


def _probabilities(found: DecisionAnalysis, text: str) -> tuple[float, ...] | None:
    for a in found.alternatives:
        if a.play == text and len(a.probabilities) == 5:
            return tuple(a.probabilities)
    return None


def _facts_row(board: BoardFacts, probs: Sequence[float]) -> dict[str, Any]:
    win, gammon, opp = chances(probs)
    row: dict[str, Any] = {name: getattr(board, name) for name in FACT_NAMES if hasattr(board, name)}
    row.update(win=win, gammon=gammon, opp_gammon=opp)
    return row


def explain_play(before: Position, played: Play, best: Play, played_probs: Sequence[float],
                 best_probs: Sequence[float], rules: RuleSet | None = None) -> Explanation:
    """The explanation of ``played`` against ``best`` (both plays of the same
    roll from ``before``), with the mover's probabilities after each."""
    fp, fb = board_facts(before, played.result, rules), board_facts(before, best.result, rules)
    rp, rb = _facts_row(fp, played_probs), _facts_row(fb, best_probs)
    facts = tuple((name, rp[name], rb[name]) for name in FACT_NAMES)
    candidates: list[Reason] = []

    def worse(code: str, amount: float, point: int | None = None) -> None:
        if amount > 0:
            candidates.append(Reason(code, rp[code], rb[code], amount * WEIGHTS[code], point))

    if fp.contact or fb.contact:
        worse("shots", fp.shots - fb.shots)
        worse("hits", fb.hits - fp.hits)
        missing = [p for p in points_held(best.result) if p <= 6 and played.result.mine[p] < 2]
        if fb.home_points > fp.home_points and missing:
            worse("home_points", fb.home_points - fp.home_points, max(missing))
        if fb.prime >= 3:
            worse("prime", fb.prime - fp.prime)
        worse("anchors", fb.anchors - fp.anchors)
        worse("blots", fp.blots - fb.blots)
        worse("stacked", fp.stacked - fb.stacked)
        worse("back", fp.back - fb.back)
    else:
        # A race: only the pips and the checkers off matter to the board.
        worse("pips", fp.pips - fb.pips)
    worse("off", fb.off - fp.off)
    candidates = [c for c in candidates if c.weight >= MINIMUM]
    if any(c.code == "shots" for c in candidates):
        # The shots already say what the blots would: the blots are not said twice.
        candidates = [c for c in candidates if c.code != "blots"]
    candidates.sort(key=lambda c: -c.weight)
    reasons = candidates[:2]
    wp, gp, op = chances(played_probs)
    wb, gb, ob = chances(best_probs)
    if adverse_chances(wp, wb, gp, gb, op, ob):
        reasons.append(Reason("chances", wp, wb, abs(wb - wp) + abs(gb - gp) + abs(op - ob),
                              extra=(gp, gb, op, ob)))
    return Explanation("checker", facts, tuple(reasons))


# ================================================================= cube
def _scaled(probs: np.ndarray, wins: np.ndarray) -> np.ndarray:
    """Probability rows with the winning chance ``wins`` and the gammon and
    backgammon shares of the wins and of the losses kept as in ``probs``."""
    w = max(float(probs[0]), 1e-9)
    lose = max(1.0 - float(probs[0]), 1e-9)
    out = np.empty((len(wins), 5))
    out[:, 0] = wins
    out[:, 1] = wins * probs[1] / w
    out[:, 2] = wins * probs[2] / w
    out[:, 3] = (1.0 - wins) * probs[3] / lose
    out[:, 4] = (1.0 - wins) * probs[4] / lose
    return out


def cube_threshold(position: Position, probs: Sequence[float], rules: RuleSet, match: MatchContext,
                   kind: str) -> float | None:
    """The winning chance (of the player on roll, 0..1, to the half percent)
    from which the program's 0-ply cube model (Janowski's, with this
    position's gammon shares and cube efficiency) says ``kind``:
    ``"double"`` — doubling is right (``min(DT, DP) > ND``); ``"pass"`` — the
    opponent should pass (``DT > DP``).  None when there is no such chance."""
    rules, match = checked_context(rules, match)
    grid = np.linspace(0.0, 1.0, 201)
    rows = _scaled(np.asarray(probs, dtype=float), grid)
    eq = cube_equities(rows, rules, match, cube_efficiency([position])[0])
    if kind == "double":
        ok = (np.minimum(eq["dt"], eq["dp"]) > eq["nd"]) & eq["can_double"]
    else:
        ok = eq["dt"] > eq["dp"]
    where = np.nonzero(ok)[0]
    return float(grid[where[0]]) if len(where) else None


def explain_cube(decision: Decision, found: DecisionAnalysis, probs: Sequence[float]) -> Explanation | None:
    """What the cube decision misjudged, from ``probs`` (the five cubeless
    probabilities of the player on roll, the doubler).  Reason codes:
    ``double_early`` (doubled below the doubling point), ``too_good``
    (doubled when playing on for the gammon was better), ``missed_double``
    (did not double; the opponent should have taken), ``missed_double_pass``
    (did not double; the opponent should have passed), ``wrong_take``,
    ``wrong_pass``.  ``played`` is the decider's winning chance, ``best``
    the threshold or ``-1`` when none is said; ``extra``: the decider's
    gammon and opponent's gammon chances."""
    codes = {"wrong_double_below_dp": "double_early", "wrong_double_above_tg": "too_good",
             "missed_double_below_cp": "missed_double", "missed_double_above_cp": "missed_double_pass",
             "wrong_take": "wrong_take", "wrong_pass": "wrong_pass"}
    code = codes.get(found.error_type or "")
    if code is None:
        return None
    win, gammon, opp = chances(probs)
    threshold: float | None
    if code in ("double_early", "missed_double"):
        threshold = cube_threshold(decision.position, probs, decision.rules, decision.match, "double")
    elif code in ("wrong_take", "wrong_pass"):
        passing = cube_threshold(decision.position, probs, decision.rules, decision.match, "pass")
        # The taker's view: a take needs at least 1 - (the doubler's pass point).
        threshold = None if passing is None else 1.0 - passing
        win, gammon, opp = 1.0 - win, opp, gammon
    else:
        threshold = None
    # The threshold is said only when it agrees with the verdict as the two
    # whole percents read (the analysis looks a roll deeper than this 0-ply
    # model, and "62 %; doubling pays from about 62 %" would say nothing):
    # below it for an action taken too soon, at or above it for one missed.
    if threshold is not None:
        shown, at = whole_percent(win), whole_percent(threshold)
        if (shown >= at) if code in ("double_early", "wrong_take") else (shown < at):
            threshold = None
    board = board_facts(decision.position, decision.position, decision.rules)
    if decision.kind == "take":
        board = board_facts(decision.position.swapped(), decision.position.swapped(), decision.rules)
    row = _facts_row(board, (win, gammon, 0.0, opp, 0.0))
    facts = tuple((name, row[name], row[name]) for name in FACT_NAMES)
    reason = Reason(code, win, -1.0 if threshold is None else threshold, found.error, extra=(gammon, opp))
    return Explanation("cube", facts, (reason,),
                       (("win", win), ("gammon", gammon), ("opp_gammon", opp), ("threshold", threshold)))


# ================================================================ front
def cube_probabilities(decision: Decision, found: DecisionAnalysis, evaluator: Evaluator | None = None,
                       plies: int | None = None) -> tuple[float, ...] | None:
    """The probabilities a cube decision was judged on: those the analysis
    kept (:attr:`DecisionAnalysis.probabilities`); for an analysis saved
    before they were kept, and only when its cube depth ``plies`` is known,
    the same evaluation made again (the program's cube analysis at that
    depth); else None."""
    if len(found.probabilities) == 5:
        return tuple(float(x) for x in found.probabilities)
    if plies is None:
        return None
    if evaluator is None:
        from .default import default_evaluator

        evaluator = default_evaluator()
    cd = cube_decision(decision.position, decision.rules, decision.match, evaluator, plies=plies)
    return tuple(float(x) for x in cd.probabilities)


def explain(decision: Decision, found: DecisionAnalysis, evaluator: Evaluator | None = None,
            probabilities: Sequence[float] | None = None, *, plies: int | None = None) -> Explanation | None:
    """The explanation of one analysed decision, or None when there is
    nothing to say (a forced play, no error, a play or probabilities the
    analysis did not keep).

    Every chance it gives is the analysis' own: for a checker play the
    probabilities of the ranked plays (:attr:`DecisionAnalysis.alternatives`),
    for a cube decision those it was judged on (``probabilities`` when
    given, else :func:`cube_probabilities` with ``evaluator`` and the
    analysis' cube depth ``plies``).  It never looks at the position again at
    another depth: a chance that could differ from the figures shown beside
    it is not said at all."""
    if found.forced or found.error <= 0 or found.played == found.best:
        return None
    if decision.kind == "checker":
        if decision.dice is None:
            return None
        played, best = _play_by_text(decision, found.played), _play_by_text(decision, found.best)
        pp, pb = _probabilities(found, found.played), _probabilities(found, found.best)
        if played is None or best is None or pp is None or pb is None:
            return None
        return explain_play(decision.position, played, best, pp, pb, decision.rules)
    if decision.kind in ("cube", "take"):
        if probabilities is None:
            probabilities = cube_probabilities(decision, found, evaluator, plies)
            if probabilities is None:
                return None
        return explain_cube(decision, found, probabilities)
    return None


def explain_marked(decisions: Sequence[Decision], analysis: MatchAnalysis,
                   evaluator: Evaluator | None = None) -> list[Explanation | None]:
    """An explanation for each decision of ``analysis`` that has a mark
    (doubtful or worse), None for the others; ``decisions`` are the match's,
    in the analysis' order.  A cube decision of an analysis saved without
    its probabilities is evaluated again at the analysis' cube depth."""
    if len(decisions) != len(analysis.decisions):
        raise ValueError("one decision per analysed decision")
    plies = analysis.options.cube_plies
    if evaluator is None:
        from .default import default_evaluator

        evaluator = default_evaluator()
    # The evaluator the analysis judged with (its float32 twin without rollouts), so a
    # chance worked out again is the analysis' own.
    evaluator = analysis_evaluator(evaluator, analysis.options)
    out: list[Explanation | None] = []
    for decision, found in zip(decisions, analysis.decisions):
        if found.mark is None:
            out.append(None)
            continue
        out.append(explain(decision, found, evaluator, plies=plies))
    return out
