"""Review mode in the window: Game ▸ Analyse runs the analysis of the match
in the background (a progress bar with Cancel in the status bar), then the
review panel (:class:`~nard_desktop.ui.review_panel.ReviewPanel`) lists every
decision and the selected one is shown on the board: its position, dice,
cube and score, and arrows for the best play and the play made.  The board's
pictures are review snapshots: the match being played is never touched, and
"Leave review" draws it again as it was.

The analysis is kept with the match (:class:`~nard_desktop.app.session.MatchSession`
writes it into the autosave and every file saved), so reopening an analysed
match reviews it without computing again.

What the rest of the window may use (lessons from the mistakes, the
players' report, the tutor's notes): :attr:`ReviewActions.analysis` and
:attr:`ReviewActions.decisions` are the review's analysis and the decisions
it describes (index ``i`` of one is index ``i`` of the other);
:meth:`~ReviewActions.decision` is one of them, :meth:`~ReviewActions.select`
puts the review at a decision, :meth:`~ReviewActions.current_index` says
which is shown, :meth:`~ReviewActions.add_notes` adds lines under it, and
:meth:`~ReviewActions.set_panel_shown` hides the panel while another takes
its place.  The signals say when a review begins and ends, when a decision
is selected and when an analysis runs or finishes.  The board's
:meth:`~nard_desktop.ui.board.scene.BoardScene.show_arrows` draws any play."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QGraphicsView, QMainWindow, QMessageBox, QProgressBar, QPushButton,
                               QStatusBar, QWidget)

from nard_desktop.ai.analysis import AnalysisOptions, Decision, MatchAnalysis, MatchDecisions, default_jobs
from nard_desktop.ai.explain import Explanation, explain
from nard_desktop.app.analysis_store import StoredAnalysis
from nard_desktop.app.controller import GameController
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.record import RecordError
from nard_desktop.app.review import AnalysisJob, RolloutJob, RolloutSettings, play_of, review_snapshot, win_chances
from nard_desktop.app.session import MatchSession
from nard_desktop.app.snapshot import Transition
from nard_desktop.app.text import fill, loc

from .board.scene import BoardScene
from .review_panel import ReviewPanel

__all__ = ["ReviewActions"]


class ReviewActions(QObject):
    """Game ▸ Analyse, the status bar's progress, and review mode in the window.

    It is given the controller and the session of the match, the window
    (``parent``: its dialogs and its actions), the match's board (``scene``)
    and the view showing it, the view options, the status bar (for the
    progress), ``show_status`` (a line on the status label) and
    ``place_panel``, which puts the review panel in the window (in the side
    panel's place).  It asks the window to turn its game controls off and on
    again with :attr:`game_controls_enabled`.  The Game menu's entries are
    :attr:`act_analyse` and :attr:`act_leave`; the window puts them there."""

    # A review begins (its analysis and decisions are set).
    entered = Signal()
    # The review ended: the board shows the match being played again.
    left = Signal()
    # A decision was selected in the panel (its index; after the board shows it).
    decision_selected = Signal(int)
    # Review mode begins (True) or ends (False); emitted as it changes, before
    # the panel and the board follow.
    active_changed = Signal(bool)
    # An analysis starts (True) or stops (False) running.
    running_changed = Signal(bool)
    # An analysis was computed: (decisions, analysis), once it is on show.
    analysis_finished = Signal(object, object)
    # A computed analysis was kept with its match: (match, analysis).
    analysis_kept = Signal(object, object)
    # The window's ways of acting on the match go off (False) while the board
    # shows a review, and on again (True) when it is left.
    game_controls_enabled = Signal(bool)

    def __init__(self, controller: GameController, session: MatchSession, parent: QMainWindow, *,
                 scene: BoardScene, view: QGraphicsView, options: ViewOptions, status_bar: QStatusBar,
                 show_status: Callable[[str], None], place_panel: Callable[[QWidget], None]) -> None:
        super().__init__(parent)
        # Where the panel goes: the window puts it in the side panel's place, at
        # its width, so that the board keeps its size and place.
        self.place_panel = place_panel
        self.widget = parent
        self.controller = controller
        self.scene = scene
        self.view = view
        self.view_options = options
        self.show_status = show_status
        # The analysis's depth and marks; depth 2 (the 2-ply search) by default:
        # a whole match in seconds. The tutor judges at depth 3, the hint's
        # World-class search.
        self.options = AnalysisOptions()
        # Worker processes for the analysis: its work then never holds this
        # process's interpreter lock, so the window does not stall while it runs
        # (and it is done sooner).  The figures do not depend on the number.
        self.jobs = max(2, min(4, default_jobs()))
        self.job = AnalysisJob(self)
        self.job.progress.connect(self._on_progress)
        self.job.finished.connect(self._on_finished)
        self.job.failed.connect(self._on_failed)
        self.job.running_changed.connect(self._running)
        self.job.running_changed.connect(self.running_changed)
        self.job.finished.connect(self.analysis_finished)
        self.decisions: MatchDecisions | None = None
        self.analysis: MatchAnalysis | None = None
        self.active = False
        self._best_plays: dict[int, object] = {}  # the best play of a decision, found once
        self._explanations: dict[int, Explanation | None] = {}  # why a marked decision loses, found once
        # How "Roll out" plays a candidate out.
        self.rollout_settings = RolloutSettings()
        self.rollout_job = RolloutJob(self)
        self.rollout_job.progress.connect(self._on_rollout_progress)
        self.rollout_job.finished.connect(self._on_rollout_finished)
        self.rollout_job.failed.connect(self._on_rollout_failed)
        self.rollout_job.running_changed.connect(self._rollout_running)
        self.act_analyse = QAction(parent)
        self.act_analyse.triggered.connect(self.analyse)
        parent.addAction(self.act_analyse)
        self.act_leave = QAction(parent)
        self.act_leave.setShortcut(Qt.Key.Key_Escape)
        self.act_leave.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_leave.setEnabled(False)  # and so Escape reaches the board outside review
        self.act_leave.triggered.connect(self.leave)
        parent.addAction(self.act_leave)
        self.progress_bar = QProgressBar(parent)
        self.progress_bar.setMaximumWidth(220)
        self.cancel_button = QPushButton(parent)
        self.cancel_button.clicked.connect(self.cancel)
        status_bar.addPermanentWidget(self.progress_bar)
        status_bar.addPermanentWidget(self.cancel_button)
        self.progress_bar.setVisible(False)
        self.cancel_button.setVisible(False)
        # The panel is made when first needed (most sessions never review): see ``panel``.
        self._panel: ReviewPanel | None = None
        self._panel_hooks: list[Callable[[ReviewPanel], None]] = []
        # A new match makes an analysis of the old one (running or shown) beside the point.
        self.controller.match_started.connect(self._match_started)
        # A match opened with its analysis: a finished one is reviewed at once.
        self.session = session
        self.session.loaded.connect(self._loaded)
        self.retranslate()

    @property
    def panel(self) -> ReviewPanel:
        """The review panel (beside the board, hidden outside review), made on first use."""
        if self._panel is None:
            panel = self._panel = ReviewPanel(self.widget)
            panel.setVisible(False)
            self.place_panel(panel)
            panel.set_expert(self.view_options.expert_numbers)
            panel.decision_selected.connect(self.show_decision)
            panel.decision_selected.connect(self.decision_selected)
            panel.leave_requested.connect(self.leave)
            panel.rollout_requested.connect(self.roll_out)
            panel.rollout_cancelled.connect(self.cancel_rollout)
            for hook in self._panel_hooks:
                hook(panel)
        return self._panel

    def when_panel_made(self, hook: Callable[[ReviewPanel], None]) -> None:
        """Call ``hook(panel)`` once the panel exists (now, if it does)."""
        self._panel_hooks.append(hook)
        if self._panel is not None:
            hook(self._panel)

    @Slot()
    def _match_started(self) -> None:
        self.job.cancel()
        self.leave()

    @Slot(object, object)
    def _loaded(self, match, _meta) -> None:
        stored = self.session.analysis_for(match)
        if stored is None:
            return
        if match.is_over:
            self.show_stored(stored)
        else:
            self.show_status(self.tr("This match was saved with its analysis: Game ▸ Analyse shows it at once."))

    def retranslate(self) -> None:
        self.act_analyse.setText(self.tr("&Analyse the match"))
        self.act_analyse.setToolTip(self.tr("Look at every decision of this match and mark the errors"))
        self.act_leave.setText(self.tr("&Leave review"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.progress_bar.setFormat(self.tr("Analysing… %p%"))

    # ------------------------------------------------------------ running
    @Slot()
    def analyse(self) -> bool:
        match = self.controller.match
        if match is None or self.job.running:
            return False
        if self.controller.remote is not None and not match.is_over:
            # The friend is playing on: an analysis now would be help the host's rules may not allow.
            self._tell(self.tr("A match with a friend can be analysed once it is over."))
            return False
        if self.active:
            self.leave()
        stored = self.session.analysis_for(match)
        if stored is not None and stored.analysis.options == self.options:
            # Kept with the match and nothing played since: no need to compute it again.
            self.show_stored(stored)
            return True
        names = (self.controller.seat_name(0), self.controller.seat_name(1))
        try:
            self.job.start(match, names, self.options, self.jobs)
        except RecordError:
            self._tell(self.tr("This match cannot be analysed: its moves could not be replayed."))
            return False
        self.progress_bar.setRange(0, 0)
        return True

    @Slot()
    def cancel(self) -> None:
        self.job.cancel()
        self.show_status(self.tr("The analysis was cancelled; nothing was kept."))

    @Slot(bool)
    def _running(self, on: bool) -> None:
        self.progress_bar.setVisible(on)
        self.cancel_button.setVisible(on)
        self.act_analyse.setEnabled(not on)

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)

    @Slot(object, object)
    def _on_finished(self, decisions: MatchDecisions, analysis: MatchAnalysis) -> None:
        self.decisions = decisions
        self.analysis = analysis
        match, fingerprint = self.job.match, self.job.fingerprint
        if match is not None and fingerprint is not None:
            # Kept with the match (the autosave and the files it is saved to).
            self.session.keep_analysis(StoredAnalysis(match, fingerprint, decisions, analysis))
            self.analysis_kept.emit(match, analysis)
        self.enter()

    def show_stored(self, stored: StoredAnalysis) -> None:
        """Review an analysis kept with the match (nothing is computed)."""
        if self.active:
            self.leave()
        self.decisions = stored.decisions
        self.analysis = stored.analysis
        self.enter()

    @Slot(str)
    def _on_failed(self, text: str) -> None:
        self._tell(self.tr("The analysis could not be finished."), text)

    def _tell(self, message: str, details: str = "") -> None:
        self.show_status(message)
        if self.view_options.show_dialogs:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Analysis"), message, QMessageBox.StandardButton.Ok,
                              self.widget)
            if details:
                box.setDetailedText(details)
            box.open()

    # ------------------------------------------------------------ review
    def enter(self) -> None:
        """Show the analysis in the panel and put the board at its first decision."""
        if self.analysis is None or self.decisions is None:
            return
        self.active = True
        self.act_leave.setEnabled(True)
        self.active_changed.emit(True)
        self.view.setInteractive(False)  # no gesture on a picture reaches the match
        self.game_controls_enabled.emit(False)
        self.panel.set_expert(self.view_options.expert_numbers)
        self.panel.setVisible(True)
        self.panel.clear_rollouts()
        self._best_plays = {}
        self._explanations = {}
        self.panel.set_analysis(self.analysis, (self.controller.seat_name(0), self.controller.seat_name(1)))
        self.panel.set_graph(win_chances(self.decisions, self.analysis, self.controller.bottom))
        self.panel.focus_decisions()
        self.entered.emit()

    def current_index(self) -> int | None:
        """The decision the review shows, or None outside review."""
        return self.panel.current() if self.active else None

    def select(self, index: int) -> None:
        """Show decision ``index`` (the move list, the graph and the board follow)."""
        if self.active:
            self.panel.select(index)

    def decision(self, index: int) -> Decision | None:
        """Decision ``index`` of the review's decisions (None if there is none)."""
        decisions = self.decisions.decisions if self.decisions is not None else ()
        return decisions[index] if 0 <= index < len(decisions) else None

    def add_notes(self, notes: list[str]) -> None:
        """Lines under the selected decision's summary in the panel (until another is selected)."""
        self.panel.append_detail(notes)

    @Slot()
    def refresh_numbers(self) -> None:
        """Show plain or expert numbers as the view options now say (after Settings' OK)."""
        if self._panel is not None:
            self._panel.set_expert(self.view_options.expert_numbers)

    def set_panel_shown(self, on: bool) -> None:
        """Hide the panel while another takes its place, or show it again (with
        the keyboard in its list of decisions), as it was."""
        self.panel.setVisible(on)
        if on:
            self.panel.focus_decisions()

    @Slot(int)
    def show_decision(self, index: int) -> None:
        if not self.active or self.decisions is None:
            return
        decisions = self.decisions.decisions
        if not 0 <= index < len(decisions):
            return
        d = decisions[index]
        c = self.controller
        snap = review_snapshot(d, bottom=c.bottom, colours=(c.colour(0), c.colour(1)),
                               names=(c.seat_name(0), c.seat_name(1)),
                               kinds=(c.players[0].kind, c.players[1].kind), game_number=d.game)
        scene = self.scene
        scene.set_snapshot(snap, Transition("new"))
        scene.finish_animations()
        a = self.analysis.decisions[index] if self.analysis is not None else None
        if d.kind == "checker" and a is not None and not a.forced:
            best = d.play if a.best == a.played else self._best_plays.get(index)
            if best is None:
                best = self._best_plays[index] = play_of(d, a.best)
            scene.show_arrows(d.player, d.position, best=best, played=d.play)
        self.panel.set_explanation(self.explanation(index))
        self.show_status(fill(self.tr("Review: game %1, move %2"), loc(d.game), loc(d.move)))

    def explanation(self, index: int) -> Explanation | None:
        """Why the decision ``index`` loses, for a marked one (None otherwise)."""
        if index not in self._explanations:
            d = self.decision(index)
            a = self.analysis.decisions[index] if self.analysis is not None else None
            plies = self.analysis.options.cube_plies if self.analysis is not None else None
            why = None
            if d is not None and a is not None and a.mark:
                why = explain(d, a, plies=plies)
            self._explanations[index] = why
        return self._explanations[index]

    @Slot()
    def leave(self) -> None:
        """Back to the match being played, drawn as it is."""
        if not self.active:
            return
        self.active = False
        self.act_leave.setEnabled(False)
        self.active_changed.emit(False)
        self.rollout_job.cancel()
        self.scene.clear_arrows()
        self.panel.setVisible(False)
        self.view.setInteractive(True)
        self.game_controls_enabled.emit(True)
        self.controller.refresh()
        self.scene.finish_animations()
        self.left.emit()

    # ------------------------------------------------------------ rollouts
    @Slot(int, str)
    def roll_out(self, index: int, play: str) -> bool:
        """Roll out candidate ``play`` of decision ``index`` in the background."""
        if not self.active or self.decisions is None or self.rollout_job.running:
            return False
        decisions = self.decisions.decisions
        if not 0 <= index < len(decisions):
            return False
        d = decisions[index]
        found = play_of(d, play)
        if found is None:
            return False
        self.rollout_job.start((index, play), d, found, self.rollout_settings)
        self.panel.rollout_started(index, play)
        return True

    @Slot()
    def cancel_rollout(self) -> None:
        self.rollout_job.cancel()

    @Slot(bool)
    def _rollout_running(self, on: bool) -> None:
        self.panel.set_rollout_running(on)

    @Slot(int, int)
    def _on_rollout_progress(self, done: int, total: int) -> None:
        self.panel.set_rollout_progress(done, total)

    @Slot(object, object)
    def _on_rollout_finished(self, key, found) -> None:
        if self.active:
            self.panel.set_rollout(key[0], key[1], found)

    @Slot(str)
    def _on_rollout_failed(self, text: str) -> None:
        self._tell(self.tr("The rollout could not be finished."), text)

    def shutdown(self) -> None:
        self.rollout_job.shutdown()
        self.job.shutdown()
