"""Learn from your mistakes: a player's marked errors of an analysed match,
asked again one by one (no widgets here).

After an analysis, :func:`mistakes` lists one player's marked decisions
(doubtful, bad or very bad; forced plays never) worst first or in game order.
:class:`LearnSession` walks through them, keeping what the player found;
:class:`LearnBoard` is the board of one checker-play mistake: the position
and the dice of the decision, moved checker by checker through the engine's
:class:`~nard_desktop.engine.TurnBuilder` exactly as in a game, drawn as a
:class:`~nard_desktop.app.snapshot.Snapshot`.  Nothing here touches the match
being played.

A retried choice is judged with the analysis engine's own numbers
(:func:`judge_play`, :func:`judge_cube`): the best (no loss against the best
choice of the analysis), good enough (it loses less than the doubtful mark,
0.04 EMG by default), or still an error.  A retried play that the analysis
kept among its ranked alternatives at the best play's depth is judged by the
equity found there; any other play is evaluated again at the analysis's depth
with :func:`~nard_desktop.ai.analysis.analyse_decision`, which searches the
play and the best play alike.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Sequence

from nard_desktop.ai.analysis import (AnalysisOptions, Decision, DecisionAnalysis, MarkThresholds, MatchAnalysis,
                                      MatchDecisions, analyse_decision)
from nard_desktop.ai.explain import Explanation, explain, explain_play
from nard_desktop.engine import IllegalMoveError, Play, TurnBuilder
from nard_desktop.engine.notation import format_play

from .clicks import sources_for, step_by_die
from .snapshot import DiceView, Snapshot
from .review import review_snapshot

__all__ = ["ORDERS", "BEST", "GOOD", "ERROR", "Mistake", "Verdict", "mistakes", "verdict_kind", "judge_play",
           "judge_cube", "cube_choices", "winning_chances", "LearnSession", "LearnBoard"]

ORDERS = ("worst", "game")
"""Worst first (largest error first; ties in game order), or in the order played."""

BEST, GOOD, ERROR = "best", "good", "error"
# Below this an equity difference is rounding: the choice is the best.
_SAME = 1e-9


@dataclass(frozen=True)
class Mistake:
    """One marked decision: ``index`` into the analysis's decisions, the
    decision as played and what the analysis found."""

    index: int
    decision: Decision
    analysis: DecisionAnalysis

    @property
    def kind(self) -> str:
        return self.analysis.kind


@dataclass(frozen=True)
class Verdict:
    """How good a retried choice is: ``kind`` :data:`BEST`, :data:`GOOD` or
    :data:`ERROR`; ``tried`` and ``best`` in notation (checker plays) or as
    actions (``"double"``, ``"take"`` …); ``error`` what it loses against the
    best, in EMG (≥ 0)."""

    kind: str
    tried: str
    best: str
    error: float
    #: For a retried play that is still an error: why it is worse than the best.
    explanation: Explanation | None = None
    #: Checker plays: the mover's chance of winning after the best play and after
    #: the play tried, when the analysis has both (what the player reads first).
    chances: tuple[float, float] | None = None

    @property
    def found(self) -> bool:
        """The best or good enough."""
        return self.kind in (BEST, GOOD)


def mistakes(decisions: MatchDecisions, analysis: MatchAnalysis, player: int, order: str = "worst") -> list[Mistake]:
    """``player``'s marked decisions of the analysed match, in ``order``
    (:data:`ORDERS`)."""
    if order not in ORDERS:
        raise ValueError(f"the order is one of {', '.join(ORDERS)}, not {order!r}")
    found = [Mistake(i, d, a) for i, (d, a) in enumerate(zip(decisions.decisions, analysis.decisions))
             if a.player == player and a.mark is not None and a.counted and not a.forced]
    if order == "worst":
        found.sort(key=lambda m: (-m.analysis.error, m.index))
    return found


def verdict_kind(error: float, marks: MarkThresholds = MarkThresholds()) -> str:
    """:data:`BEST` for no loss, :data:`GOOD` for a loss below the doubtful
    mark, else :data:`ERROR`."""
    if error <= _SAME:
        return BEST
    if error < marks.doubtful:
        return GOOD
    return ERROR


def winning_chances(analysis: DecisionAnalysis, best: str, tried: str) -> tuple[float, float] | None:
    """The mover's chance of winning after the play ``best`` and after the
    play ``tried`` (notation), as the analysis ranked them; None when it did
    not rank both (or not at the same depth)."""
    found = {a.play: a for a in analysis.alternatives if a.probabilities}
    b, t = found.get(best), found.get(tried)
    if b is None or t is None or b.plies != t.plies:
        return None
    return (float(b.probabilities[0]), float(t.probabilities[0]))


def _legal_play(decision: Decision, play: Play) -> Play:
    """The legal play of the decision's roll that ends where ``play`` ends
    (the form the analysis writes in its notation)."""
    assert decision.dice is not None
    turn = TurnBuilder(decision.position, decision.dice, decision.rules)
    legal = next((p for p in turn.plays if p.result == play.result), None)
    if legal is None:
        raise IllegalMoveError("the play is not one of the legal plays of the roll", code="illegal_play")
    return legal


def judge_play(mistake: Mistake, play: Play, options: AnalysisOptions | None = None, *,
               evaluator=None) -> Verdict:
    """Judge ``play`` (a whole legal play of the mistake's roll) by the
    analysis's numbers; ``options`` must be the analysis's own (its depth and
    marks).  May take a search at the analysis's depth: call it off the UI
    thread."""
    options = options or AnalysisOptions()
    d, a = mistake.decision, mistake.analysis
    if a.kind != "checker":
        raise ValueError("a checker play is judged only at a checker-play decision")
    legal = _legal_play(d, play)
    tried = format_play(legal)
    best_alt = a.alternatives[0] if a.alternatives else None
    if tried == a.best:
        return Verdict(BEST, tried, a.best, 0.0)
    alt = next((x for x in a.alternatives if x.play == tried), None)
    if alt is not None and best_alt is not None and alt.plies >= best_alt.plies:
        error = max(0.0, a.equity_best - alt.equity)
        kind = verdict_kind(error, options.marks)
        why = None
        if kind == ERROR:
            best = d.play if a.best == a.played else next(
                (p for p in TurnBuilder(d.position, d.dice, d.rules).plays if format_play(p) == a.best), None)
            best_probs = next((x.probabilities for x in a.alternatives if x.play == a.best), None)
            if best is not None and best_probs is not None:
                why = explain_play(d.position, legal, best, alt.probabilities, best_probs, d.rules)
        return Verdict(kind, tried, a.best, error, why, winning_chances(a, a.best, tried))
    # Judged by the new analysis alone: its best play and the play tried were
    # looked at alike (an error it confirmed a roll deeper, both deeper).
    retried = dataclasses.replace(d, play=legal)
    again = analyse_decision(retried, options, evaluator=evaluator)
    kind = verdict_kind(again.error, options.marks)
    return Verdict(kind, tried, again.best, again.error,
                   explain(retried, again, evaluator) if kind == ERROR else None,
                   winning_chances(again, again.best, tried))


def cube_choices(mistake: Mistake) -> tuple[str, ...]:
    """The actions to choose from at a cube mistake: no double / double, or
    take / pass (and beaver where the rules allow it in money play)."""
    a = mistake.analysis
    if a.kind == "cube":
        return ("no_double", "double")
    if a.kind == "take":
        d = mistake.decision
        if d.rules.beavers and d.match.is_money:
            return ("take", "drop", "beaver")
        return ("take", "drop")
    return ()


def judge_cube(mistake: Mistake, action: str, options: AnalysisOptions | None = None) -> Verdict:
    """Judge a cube action at a cube mistake by the analysis's equities (no
    new search; the choice made in the game again is explained as the mistake
    is, with the chances the analysis judged it on)."""
    options = options or AnalysisOptions()
    a = mistake.analysis
    if action not in cube_choices(mistake):
        raise ValueError(f"{action!r} is not a choice at this decision")
    right = a.right or a.best
    if action == right:
        return Verdict(BEST, action, right, 0.0)
    if action == a.taken:
        # The choice made in the game again: the mistake's own explanation says why.
        kind = verdict_kind(a.error, options.marks)
        why = explain(mistake.decision, a, plies=options.cube_plies) if kind == ERROR else None
        return Verdict(kind, action, right, a.error, why)
    # The answers to a double, by the taker's equities (the doubler's negated).
    assert a.dt is not None and a.dp is not None
    value = {"take": -a.dt, "drop": -a.dp, "beaver": -2.0 * a.dt}
    error = max(0.0, value[right] - value[action])
    return Verdict(verdict_kind(error, options.marks), action, right, error)


class LearnSession:
    """The mistakes to go through, and what the player made of each.

    A mistake counts as *found* when a retried choice was the best or good
    enough before the answer was shown.
    """

    def __init__(self, found: Sequence[Mistake], player: int, order: str) -> None:
        self.mistakes = list(found)
        self.player = player
        self.order = order
        self.position = 0
        self.tries: dict[int, list[Verdict]] = {}
        self.revealed: set[int] = set()
        self.found: set[int] = set()

    @property
    def current(self) -> Mistake | None:
        return self.mistakes[self.position] if 0 <= self.position < len(self.mistakes) else None

    @property
    def finished(self) -> bool:
        return self.position >= len(self.mistakes)

    def record(self, verdict: Verdict) -> None:
        """A retried choice of the current mistake and its verdict."""
        if self.finished:
            return
        self.tries.setdefault(self.position, []).append(verdict)
        # A find that comes only after the answer was shown does not count.
        if verdict.found and self.position not in self.revealed:
            self.found.add(self.position)

    def reveal(self) -> None:
        if not self.finished:
            self.revealed.add(self.position)

    def next(self) -> Mistake | None:
        """Go on to the next mistake (None at the end)."""
        if not self.finished:
            self.position += 1
        return self.current

    def summary(self) -> tuple[int, int]:
        """(mistakes found, mistakes in all)."""
        return len(self.found), len(self.mistakes)


class LearnBoard:
    """The board of a checker-play mistake, played on like a game's turn.

    The intents are the controller's (``step``, ``undo``, ``move_by_die``,
    ``move_to``), in the mover's numbering; :meth:`snapshot` draws the turn
    so far with the legal destinations of each checker that may move.
    """

    def __init__(self, mistake: Mistake, *, bottom: int, colours: tuple[str, str], names: tuple[str, str],
                 kinds: tuple[str, str]) -> None:
        d = mistake.decision
        self.mistake = mistake
        self.seat = d.player
        self.bottom = bottom
        self._base = review_snapshot(d, bottom=bottom, colours=colours, names=names, kinds=kinds,
                                     game_number=d.game)
        self.turn: TurnBuilder | None = (TurnBuilder(d.position, d.dice, d.rules)
                                         if d.kind == "checker" and d.dice is not None else None)
        self.locked = False  # after the answer is shown, the board only shows

    # ------------------------------------------------------------ drawing
    def snapshot(self) -> Snapshot:
        turn = self.turn
        if turn is None:
            return self._base
        pos = turn.position
        board = pos if self.seat == self.bottom else pos.swapped()
        b_pips, t_pips = board.pips()
        pips = (b_pips, t_pips) if self.bottom == 0 else (t_pips, b_pips)
        off = (board.mine[0], board.theirs[0]) if self.bottom == 0 else (board.theirs[0], board.mine[0])
        may_move = not self.locked and not turn.is_complete()
        dests = ({src: frozenset(turn.destinations(src)) for src in turn.movable_points()} if may_move else {})
        dice = self._base.dice
        if dice is not None:
            left = list(turn.dice_left())
            used = []
            for v in dice.values:
                if v in left:
                    left.remove(v)
                    used.append(False)
                else:
                    used.append(True)
            dice = DiceView(dice.values, tuple(used), dice.seat, False, dice.serial)
        return dataclasses.replace(self._base, board=board, pips=pips, off=off, dice=dice,
                                   mover=None if self.locked else self.seat, destinations=dests,
                                   turn_complete=turn.is_complete(), can_undo=bool(turn.steps) and not self.locked)

    # ------------------------------------------------------------ intents
    def _may_move(self) -> bool:
        return self.turn is not None and not self.locked

    def step(self, src: int, dst: int) -> bool:
        if not self._may_move():
            return False
        try:
            self.turn.step(src, dst)  # type: ignore[union-attr]
        except IllegalMoveError:
            return False
        return True

    def undo(self) -> bool:
        if not self._may_move() or not self.turn.steps:  # type: ignore[union-attr]
            return False
        self.turn.undo()  # type: ignore[union-attr]
        return True

    def undo_all(self) -> None:
        if self.turn is not None:
            self.turn.undo_all()

    def move_by_die(self, src: int, larger_first: bool = True) -> bool:
        """A click on a checker: by the larger die first (or the smaller), as in play."""
        if not self._may_move():
            return False
        assert self.turn is not None
        step = step_by_die(self.turn, src, larger_first)
        return step is not None and self.step(*step)

    def move_to(self, dst: int) -> bool:
        """A click on a point: the one checker that can go there (one die's
        step first; the highest checker for bearing off)."""
        if not self._may_move():
            return False
        assert self.turn is not None
        sources = sources_for(self.turn, dst)
        return len(sources) == 1 and self.step(sources[0], dst)

    def play(self) -> Play | None:
        """The whole play once every die that can be played is played."""
        if self.turn is None or not self.turn.is_complete():
            return None
        return self.turn.play()
