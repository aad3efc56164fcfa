"""Review of an analysed match: the analysis run in the background, and the
board's picture of each decision (no widgets here).

:class:`AnalysisJob` turns the match in progress into decisions in the UI
thread (a quick replay of its events, so the worker never reads a match that
the controller is changing), then runs :func:`nard_desktop.ai.analysis.analyse`
in a worker thread with one job: the window's thread pool is small and the
analysis of one match at depth 2 takes seconds, not minutes.  Progress comes
back by signal; a cancelled job delivers nothing at all, so no half result
is ever kept.

:func:`review_snapshot` draws one decision as a :class:`Snapshot` that the
board scene shows like any other, with nobody to move: the match being played
is not touched.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from nard_desktop.ai.analysis import (AnalysisCancelled, AnalysisOptions, Decision, MatchAnalysis,
                                      MatchDecisions, analyse)
from nard_desktop.ai.equity import emg_to_mwc
from nard_desktop.engine import CubeState, GamePhase, Match, Play, legal_plays
from nard_desktop.engine.context import CubeOwner
from nard_desktop.engine.notation import format_play

from .analysis import decisions_from_match
from .analysis_store import match_fingerprint
from .snapshot import DiceView, Snapshot
from .worker import Worker

__all__ = ["AnalysisJob", "RolloutJob", "RolloutSettings", "review_snapshot", "REVIEW_DICE_SERIAL", "win_chances",
           "play_of", "plays_of"]

# The dice serial of every review picture: stepping through a review never
# starts the dice's roll animation.
REVIEW_DICE_SERIAL = -2


# How much less CPU priority ("nice") the analysis and the rollouts take than the window.
BACKGROUND_NICENESS = 5


def _lower_priority() -> None:
    """Give the calling worker thread (and the worker processes it starts,
    which inherit it) a lower CPU priority than the window's thread, so that
    on a busy machine the window gets the processor first.  Linux only: there
    the priority belongs to the thread; elsewhere ``nice`` would slow the
    whole program, window included."""
    if not sys.platform.startswith("linux"):
        return
    try:
        if os.getpriority(os.PRIO_PROCESS, 0) < BACKGROUND_NICENESS:  # once per pool thread
            os.nice(BACKGROUND_NICENESS)
    except (AttributeError, OSError):
        pass


def _run(decisions: MatchDecisions, options: AnalysisOptions, jobs: int, progress, *,
         cancel) -> MatchAnalysis | None:
    _lower_priority()
    try:
        return analyse(decisions, options, jobs=jobs, progress=progress, cancel=cancel)
    except AnalysisCancelled:
        return None


class _BackgroundJob(QObject):
    """One task at a time in a worker thread, with its progress relayed.

    Subclasses submit through :meth:`_submit` and say, in :meth:`_take`, what
    goes with the result (it is forgotten then).  :meth:`cancel` guarantees
    that neither ``finished`` nor ``progress`` comes afterwards."""

    progress = Signal(int, int)
    finished = Signal(object, object)  # what _take gave, the result
    failed = Signal(str)
    running_changed = Signal(bool)
    # Emitted from the worker thread; queued to the UI thread.
    _progress_from_worker = Signal(int, int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_done)
        self.worker.failed.connect(self._on_failed)
        self._progress_from_worker.connect(self._on_progress)
        self._task: int | None = None

    @property
    def running(self) -> bool:
        return self._task is not None

    def _take(self) -> Any:
        """What goes with the task's result, forgotten as the task ends."""
        raise NotImplementedError

    def _submit(self, fn, *args) -> None:
        task = [0]

        def report(done: int, total: int) -> None:
            self._progress_from_worker.emit(task[0], done, total)

        task[0] = self._task = self.worker.submit(fn, *args, report)
        self.running_changed.emit(True)

    def cancel(self) -> None:
        if self._task is None:
            return
        self._task = None
        self._take()
        self.worker.cancel_all()
        self.running_changed.emit(False)

    def shutdown(self) -> None:
        self.cancel()
        self.worker.wait(5000)

    @Slot(int, int, int)
    def _on_progress(self, task: int, done: int, total: int) -> None:
        if task == self._task:
            self.progress.emit(done, total)

    @Slot(int, object)
    def _on_done(self, task: int, result: object) -> None:
        if task != self._task:
            return
        taken = self._take()
        self._task = None
        self.running_changed.emit(False)
        if result is not None:
            self.finished.emit(taken, result)

    @Slot(int, str)
    def _on_failed(self, task: int, text: str) -> None:
        if task != self._task:
            return
        self._take()
        self._task = None
        self.running_changed.emit(False)
        self.failed.emit(text)


class AnalysisJob(_BackgroundJob):
    """One analysis at a time, off the UI thread.

    ``start(match, names)`` begins; ``progress(done, total)`` follows as
    decisions are done, then ``finished(decisions, analysis)`` (MatchDecisions,
    MatchAnalysis) or ``failed(text)``.  :meth:`cancel` stops it and guarantees
    that neither ``finished`` nor ``progress`` comes afterwards.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._decisions: MatchDecisions | None = None
        # The match analysed by the latest start, and where it stood then
        # (see :func:`~nard_desktop.app.analysis_store.match_fingerprint`).
        self.match: Match | None = None
        self.fingerprint: tuple[int, int] | None = None

    def start(self, match: Match, names: tuple[str, str], options: AnalysisOptions | None = None,
              jobs: int = 1) -> None:
        """Analyse ``match`` (its decisions are taken now, in this thread) with
        ``jobs`` worker processes (1: in the worker thread itself).
        Raises :class:`~nard_desktop.app.record.RecordError` when its history
        cannot be replayed."""
        self.cancel()
        meta: dict[str, Any] = {"players": [{"name": names[0]}, {"name": names[1]}]}
        decisions = decisions_from_match(match, meta)
        options = options or AnalysisOptions()
        self._decisions = decisions
        self.match, self.fingerprint = match, match_fingerprint(match)
        self._submit(_run, decisions, options, jobs)

    def _take(self) -> MatchDecisions | None:
        decisions, self._decisions = self._decisions, None
        return decisions


def review_snapshot(decision: Decision, *, bottom: int, colours: tuple[str, str], names: tuple[str, str],
                    kinds: tuple[str, str], game_number: int, status: str = "") -> Snapshot:
    """The board at ``decision``: the position before it, the dice of a
    checker play, the cube (offered, for an answer to a double) and the
    score, with nobody able to move."""
    # A decision's position and score are seen from the player on roll (the
    # doubler for an answer to a double).
    seat = 1 - decision.player if decision.kind == "take" else decision.player
    board = decision.position if seat == bottom else decision.position.swapped()
    ctx = decision.match
    owner = {CubeOwner.CENTRE: None, CubeOwner.ME: seat, CubeOwner.THEM: 1 - seat}[CubeOwner(ctx.cube_owner)]
    score = [0, 0]
    score[seat], score[1 - seat] = ctx.my_score, ctx.their_score
    b_pips, t_pips = board.pips()
    pips = (b_pips, t_pips) if bottom == 0 else (t_pips, b_pips)
    off = (board.mine[0], board.theirs[0]) if bottom == 0 else (board.theirs[0], board.mine[0])
    dice = None
    if decision.kind == "checker" and decision.dice is not None:
        a, b = decision.dice
        values = (a, a, a, a) if a == b else (max(a, b), min(a, b))
        dice = DiceView(values, (False,) * len(values), decision.player, False, REVIEW_DICE_SERIAL)
    phase = {"checker": GamePhase.MOVE, "cube": GamePhase.ROLL, "take": GamePhase.DOUBLE_OFFERED}[decision.kind]
    return Snapshot(
        board=board, bottom=bottom, phase=phase, on_roll=seat, awaiting=decision.player, dice=dice, mover=None,
        destinations={}, turn_complete=False, can_undo=False, can_roll=False, can_double=False,
        can_answer_double=False, can_beaver=False, can_raccoon=False, can_resign=False,
        can_answer_resignation=False, cube=CubeState(ctx.cube_value, owner), cube_enabled=decision.rules.cube_enabled,
        pending_double=2 * ctx.cube_value if decision.kind == "take" else 0, crawford=ctx.crawford_game,
        score=(score[0], score[1]), match_length=ctx.match_length, pips=pips, off=off, colours=colours,
        names=names, kinds=kinds, thinking=False, result=None, match_winner=None, resign_offer=None,
        game_number=game_number, status=status,
    )


# ================================================================ the graph
def win_chances(decisions: MatchDecisions, analysis: MatchAnalysis, bottom: int) -> list[float | None]:
    """The bottom player's chance after every decision: the chance to win
    the game in money play, the match winning chance in match play.

    After a checker play: the play made's chances as the analysis found them
    (match play: its equity as a match winning chance).  A cube decision
    changes no game chance in money play, nor does a forced play: the value
    before it is kept (None at the start of a game before any value).  In
    match play a cube action's value is its equity for the one who took it,
    as a match winning chance at the score and cube of the moment.
    """
    out: list[float | None] = []
    last: float | None = None
    game = None
    money = decisions.length == 0
    for d, a in zip(decisions.decisions, analysis.decisions):
        if d.game != game:
            game = d.game
            if money:
                last = None
        value: float | None = None
        if not a.forced:
            if a.kind == "checker":
                alt = next((x for x in a.alternatives if x.play == a.played), None)
                if money:
                    value = alt.probabilities[0] if alt is not None else None
                else:
                    value = float(emg_to_mwc(a.equity_played, d.rules, d.match))
            elif not money:
                if a.kind == "cube":
                    value = float(emg_to_mwc(a.equity_played, d.rules, d.match))
                else:  # the taker's equity; the context is the doubler's
                    value = 1.0 - float(emg_to_mwc(-a.equity_played, d.rules, d.match))
        if value is not None:
            last = value if a.player == bottom else 1.0 - value
            last = min(1.0, max(0.0, last))
        out.append(last)
    return out


# ================================================================ plays
def plays_of(decision: Decision) -> dict[str, Play]:
    """The legal plays of a checker decision by their notation."""
    if decision.kind != "checker" or decision.dice is None:
        return {}
    return {format_play(p): p for p in legal_plays(decision.position, tuple(decision.dice), decision.rules)}


def play_of(decision: Decision, text: str | None) -> Play | None:
    """The legal play of ``decision`` written ``text`` (the analysis's notation), or None."""
    if not text:
        return None
    return plays_of(decision).get(text)


# ================================================================ rollouts
class RolloutSettings:
    """How a candidate is rolled out from the review: trials (a multiple of
    36 keeps the first roll balanced), truncation, cube play, and the seed
    (one seed for every candidate, so that they meet the same dice)."""

    def __init__(self, trials: int = 324, truncate: int | None = None, cubeful: bool = False, seed: int = 1,
                 variance_reduction: bool = False) -> None:
        self.trials = trials
        self.truncate = truncate
        self.cubeful = cubeful
        self.seed = seed
        self.variance_reduction = variance_reduction


def _rollout(decision: Decision, play: Play, settings: RolloutSettings, progress, *, cancel):
    from nard_desktop.ai import rollout_plays  # loaded when first used

    _lower_priority()

    found = rollout_plays(decision.position, tuple(decision.dice), [play], settings.trials, seed=settings.seed,
                          rules=decision.rules, match=decision.match, truncate=settings.truncate,
                          cubeful=settings.cubeful, variance_reduction=settings.variance_reduction, jobs=1,
                          progress=progress, cancel=cancel)
    if cancel.is_set():
        return None  # a rollout cut short is no result: nothing is kept
    return found[0]


class RolloutJob(_BackgroundJob):
    """One rollout of a candidate play at a time, off the UI thread.

    ``start(key, decision, play, settings)``; then ``progress(done, total)``
    and ``finished(key, PlayRollout)`` or ``failed(text)``.  :meth:`cancel`
    guarantees that nothing more comes of it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.key: Any = None

    def start(self, key: Any, decision: Decision, play: Play, settings: RolloutSettings | None = None) -> None:
        self.cancel()
        self.key = key
        self._submit(_rollout, decision, play, settings or RolloutSettings())

    def _take(self) -> Any:
        key, self.key = self.key, None
        return key
