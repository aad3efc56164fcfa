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

from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from nard_desktop.ai.analysis import AnalysisCancelled, AnalysisOptions, Decision, MatchAnalysis, MatchDecisions, analyse
from nard_desktop.engine import CubeState, GamePhase, Match
from nard_desktop.engine.context import CubeOwner

from .analysis import decisions_from_match
from .snapshot import DiceView, Snapshot
from .worker import Worker

__all__ = ["AnalysisJob", "review_snapshot", "REVIEW_DICE_SERIAL"]

#: The dice serial of every review picture: stepping through a review never
#: starts the dice's roll animation.
REVIEW_DICE_SERIAL = -2


def _run(decisions: MatchDecisions, options: AnalysisOptions, progress, *, cancel) -> MatchAnalysis | None:
    try:
        return analyse(decisions, options, jobs=1, progress=progress, cancel=cancel)
    except AnalysisCancelled:
        return None


class AnalysisJob(QObject):
    """One analysis at a time, off the UI thread.

    ``start(match, names)`` begins; ``progress(done, total)`` follows as
    decisions are done, then ``finished(decisions, analysis)`` or
    ``failed(text)``.  :meth:`cancel` stops it and guarantees that neither
    ``finished`` nor ``progress`` comes afterwards.
    """

    progress = Signal(int, int)
    finished = Signal(object, object)  # MatchDecisions, MatchAnalysis
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
        self._decisions: MatchDecisions | None = None

    @property
    def running(self) -> bool:
        return self._task is not None

    def start(self, match: Match, names: tuple[str, str], options: AnalysisOptions | None = None) -> None:
        """Analyse ``match`` (its decisions are taken now, in this thread).
        Raises :class:`~nard_desktop.app.record.RecordError` when its history
        cannot be replayed."""
        self.cancel()
        meta: dict[str, Any] = {"players": [{"name": names[0]}, {"name": names[1]}]}
        decisions = decisions_from_match(match, meta)
        options = options or AnalysisOptions()
        self._decisions = decisions
        task = [0]

        def report(done: int, total: int) -> None:
            self._progress_from_worker.emit(task[0], done, total)

        task[0] = self._task = self.worker.submit(_run, decisions, options, report)
        self.running_changed.emit(True)

    def cancel(self) -> None:
        if self._task is None:
            return
        self._task = None
        self._decisions = None
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
        decisions = self._decisions
        self._task = None
        self._decisions = None
        self.running_changed.emit(False)
        if result is not None:
            self.finished.emit(decisions, result)

    @Slot(int, str)
    def _on_failed(self, task: int, text: str) -> None:
        if task != self._task:
            return
        self._task = None
        self._decisions = None
        self.running_changed.emit(False)
        self.failed.emit(text)


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
