"""Review mode: Game ▸ Analyse runs the analysis of the match in the
background (a progress bar with Cancel in the status bar), then a panel lists
every decision with its mark and the luck of its roll; the selected decision
is shown on the board (its position, dice, cube and score) and its ranked
alternatives in a table.  The board's pictures are review snapshots: the
match being played is never touched, and "Leave review" draws it again as it
was."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHeaderView, QLabel, QMessageBox, QProgressBar,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from nard_desktop.ai.analysis import AnalysisOptions, DecisionAnalysis, MatchAnalysis, MatchDecisions
from nard_desktop.app.record import RecordError
from nard_desktop.app.review import AnalysisJob, review_snapshot
from nard_desktop.app.snapshot import Transition
from nard_desktop.app.text import dice_text, fill, loc, ltr, notation_text

from .dialogs.hint import equity_text, percent_text

# Marks as players write them, and their colours (doubtful, bad, very bad).
MARK_SYMBOLS = {"doubtful": "?!", "bad": "?", "very_bad": "??"}
MARK_COLOURS = {"doubtful": "#b8860b", "bad": "#d2691e", "very_bad": "#c0392b"}
LUCK_COLOURS = {"very_lucky": "#1e8449", "lucky": "#27ae60", "unlucky": "#a04000", "very_unlucky": "#922b21"}


class ReviewPanel(QDockWidget):
    """The analysed decisions, and the ranked alternatives of the selected one."""

    decision_selected = Signal(int)  # index into the analysis's decisions
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-panel")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.setMinimumWidth(460)
        self.analysis: MatchAnalysis | None = None
        self.names: tuple[str, str] = ("", "")
        body = QWidget(self)
        col = QVBoxLayout(body)
        col.setContentsMargins(6, 6, 6, 6)
        self.heading = QLabel(body)
        self.heading.setWordWrap(True)
        self.decisions = QTableWidget(0, 5, body)
        self.alternatives = QTableWidget(0, 9, body)
        for table in (self.decisions, self.alternatives):
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.verticalHeader().setVisible(False)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.alternatives.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.detail = QLabel(body)
        self.detail.setWordWrap(True)
        self.leave_button = QPushButton(body)
        self.leave_button.clicked.connect(self.leave_requested)
        col.addWidget(self.heading)
        col.addWidget(self.decisions, 3)
        col.addWidget(self.detail)
        col.addWidget(self.alternatives, 2)
        col.addWidget(self.leave_button)
        self.setWidget(body)
        self.decisions.currentCellChanged.connect(self._current_changed)
        self.played_row = -1
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review"))
        self.leave_button.setText(self.tr("&Leave review"))
        self.leave_button.setToolTip(self.tr("Back to the match being played, exactly as it was"))
        self.decisions.setHorizontalHeaderLabels([self.tr("Move"), self.tr("Player"), self.tr("Roll"),
                                                  self.tr("Played"), self.tr("Luck")])
        self.alternatives.setHorizontalHeaderLabels([
            self.tr("#"), self.tr("Play"), self.tr("Equity"), self.tr("Difference"), self.tr("Win"),
            self.tr("Win gammon"), self.tr("Win backgammon"), self.tr("Lose gammon"), self.tr("Lose backgammon")])
        if self.analysis is not None:
            self.set_analysis(self.analysis, self.names, self.current())

    # ------------------------------------------------------------ texts
    def mark_text(self, mark: str | None) -> str:
        """The mark as one left-to-right run: in a right-to-left line "?!" would show as "!?"."""
        return ltr(MARK_SYMBOLS.get(mark or "", ""))

    def luck_text(self, luck: str | None) -> str:
        if luck == "very_lucky":
            return self.tr("very lucky")
        if luck == "lucky":
            return self.tr("lucky")
        if luck == "unlucky":
            return self.tr("unlucky")
        if luck == "very_unlucky":
            return self.tr("very unlucky")
        return ""

    def action_text(self, action: str | None) -> str:
        texts = {"double": self.tr("double"), "no_double": self.tr("no double"), "take": self.tr("take"),
                 "drop": self.tr("pass"), "beaver": self.tr("beaver"), "too_good": self.tr("too good to double")}
        return texts.get(action or "", action or "")

    def played_text(self, d: DecisionAnalysis) -> str:
        if d.kind == "checker":
            text = notation_text(d.played) if d.played else self.tr("(no move)")
        else:
            text = self.action_text(d.taken or d.played)
        mark = self.mark_text(d.mark)
        return f"{text} {mark}" if mark else text

    # ------------------------------------------------------------ filling
    def set_analysis(self, analysis: MatchAnalysis, names: tuple[str, str], select: int = 0) -> None:
        self.analysis = analysis
        self.names = names
        t = self.decisions
        t.blockSignals(True)
        t.setRowCount(len(analysis.decisions))
        for row, d in enumerate(analysis.decisions):
            cells = [fill(self.tr("%1.%2"), loc(d.game), loc(d.move)), names[d.player],
                     dice_text(d.dice) if d.dice else "", self.played_text(d), self.luck_text(d.luck_mark)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 3 and d.mark:
                    item.setForeground(QBrush(QColor(MARK_COLOURS[d.mark])))
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if c == 4 and d.luck_mark:
                    item.setForeground(QBrush(QColor(LUCK_COLOURS[d.luck_mark])))
                t.setItem(row, c, item)
        t.blockSignals(False)
        self.heading.setText(fill(self.tr("%1 decisions analysed (depth %2). Marks: ?! doubtful, ? bad, ?? very bad."),
                                  loc(len(analysis.decisions)), loc(analysis.options.depth)))
        if analysis.decisions:
            t.setCurrentCell(max(0, min(select, len(analysis.decisions) - 1)), 0)
            self._current_changed(t.currentRow(), 0, -1, -1)

    def current(self) -> int:
        return max(0, self.decisions.currentRow())

    @Slot(int, int, int, int)
    def _current_changed(self, row: int, _col: int, _prev_row: int, _prev_col: int) -> None:
        if self.analysis is None or not 0 <= row < len(self.analysis.decisions):
            return
        self._show_alternatives(self.analysis.decisions[row])
        self.decision_selected.emit(row)

    def _show_alternatives(self, d: DecisionAnalysis) -> None:
        t = self.alternatives
        rows: list[list[str]] = []
        played_row = -1
        if d.kind == "checker":
            best = d.alternatives[0].equity if d.alternatives else d.equity_best
            for i, a in enumerate(d.alternatives):
                if a.play == d.played:
                    played_row = i
                rows.append([loc(i + 1), notation_text(a.play) or self.tr("(no move)"), equity_text(a.equity),
                             equity_text(a.equity - best), *(percent_text(p) for p in a.probabilities[:5])])
            if d.forced:
                self.detail.setText(self.tr("Forced: this roll had only one play."))
            else:
                self.detail.setText(fill(self.tr("Played %1, best %2; the play lost %3."),
                                         notation_text(d.played) or self.tr("(no move)"),
                                         notation_text(d.best) or self.tr("(no move)"), loc(d.error, 3)))
        else:
            taker = d.kind == "take"
            if d.nd is not None and d.dt is not None and d.dp is not None:
                # The doubler's equities; the answer is judged by the taker's.
                options = ([("take", -d.dt), ("drop", -d.dp)] if taker else
                           [("no_double", d.nd), ("double_take", d.dt), ("double_pass", d.dp)])
                top = max(v for _, v in options)
                names = {"no_double": self.tr("No double"), "double_take": self.tr("Double, take"),
                         "double_pass": self.tr("Double, pass"), "take": self.tr("Take"), "drop": self.tr("Pass")}
                taken = d.taken or d.played
                if taken in ("take", "beaver"):
                    played_row = 0
                elif taken == "drop":
                    played_row = 1
                elif taken == "no_double":
                    played_row = 0
                elif taken == "double":
                    # Doubling is worth what the opponent's right answer leaves.
                    played_row = 2 if d.dp <= d.dt else 1
                for i, (key, value) in enumerate(options):
                    rows.append([loc(i + 1), names[key], equity_text(value), equity_text(value - top)] + [""] * 5)
            self.detail.setText(fill(self.tr("Taken: %1; right: %2; the decision lost %3."),
                                     self.action_text(d.taken or d.played), self.action_text(d.right or d.best),
                                     loc(d.error, 3)))
        t.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if r == played_row:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setToolTip(self.tr("The play made"))
                t.setItem(r, c, item)
            if r == played_row:
                t.item(r, 0).setText(fill(self.tr("%1 (played)"), loc(r + 1)))
        self.played_row = played_row

    def rows(self) -> list[list[str]]:
        """The alternatives table as text (for tests and the accessibility tree)."""
        t = self.alternatives
        return [[t.item(r, c).text() if t.item(r, c) else "" for c in range(t.columnCount())]
                for r in range(t.rowCount())]


class ReviewActions(QObject):
    """Game ▸ Analyse, the status bar's progress, and review mode in the window."""

    def __init__(self, window: Any) -> None:
        # ``window``: the main window (not imported here, so that this module joins no import cycle).
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        # The analysis's depth and marks; depth 2 (the World-class search) by default.
        self.options = AnalysisOptions()
        self.job = AnalysisJob(self)
        self.job.progress.connect(self._on_progress)
        self.job.finished.connect(self._on_finished)
        self.job.failed.connect(self._on_failed)
        self.job.running_changed.connect(self._running)
        self.decisions: MatchDecisions | None = None
        self.analysis: MatchAnalysis | None = None
        self.active = False
        self.act_analyse = QAction(window)
        self.act_analyse.triggered.connect(self.analyse)
        window.addAction(self.act_analyse)
        self.act_leave = QAction(window)
        self.act_leave.setShortcut(Qt.Key.Key_Escape)
        self.act_leave.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_leave.setEnabled(False)  # and so Escape reaches the board outside review
        self.act_leave.triggered.connect(self.leave)
        window.addAction(self.act_leave)
        self.progress_bar = QProgressBar(window)
        self.progress_bar.setMaximumWidth(220)
        self.cancel_button = QPushButton(window)
        self.cancel_button.clicked.connect(self.cancel)
        window.statusBar().addPermanentWidget(self.progress_bar)
        window.statusBar().addPermanentWidget(self.cancel_button)
        self.progress_bar.setVisible(False)
        self.cancel_button.setVisible(False)
        self.panel = ReviewPanel(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        self.panel.setVisible(False)
        self.panel.decision_selected.connect(self.show_decision)
        self.panel.leave_requested.connect(self.leave)
        # A new match makes an analysis of the old one (running or shown) beside the point.
        self.controller.match_started.connect(self._match_started)
        self.retranslate()

    @Slot()
    def _match_started(self) -> None:
        self.job.cancel()
        self.leave()

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
        if self.active:
            self.leave()
        names = (self.controller.seat_name(0), self.controller.seat_name(1))
        try:
            # One worker thread (jobs=1): enough for one match, and the window stays responsive.
            self.job.start(match, names, self.options)
        except RecordError:
            self._tell(self.tr("This match cannot be analysed: its moves could not be replayed."))
            return False
        self.progress_bar.setRange(0, 0)
        return True

    @Slot()
    def cancel(self) -> None:
        self.job.cancel()
        self.window.status_label.setText(self.tr("The analysis was cancelled; nothing was kept."))

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
        self.enter()

    @Slot(str)
    def _on_failed(self, text: str) -> None:
        self._tell(self.tr("The analysis could not be finished."), text)

    def _tell(self, message: str, details: str = "") -> None:
        self.window.status_label.setText(message)
        if self.window.options.show_dialogs:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Analysis"), message, QMessageBox.StandardButton.Ok,
                              self.window)
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
        w = self.window
        w.view.setInteractive(False)  # no gesture on a picture reaches the match
        w.set_game_controls_enabled(False)
        self.panel.setVisible(True)
        self.panel.set_analysis(self.analysis, (self.controller.seat_name(0), self.controller.seat_name(1)))
        self.panel.decisions.setFocus()

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
        scene = self.window.scene
        scene.set_snapshot(snap, Transition("new"))
        scene.finish_animations()
        self.window.status_label.setText(fill(self.tr("Review: game %1, move %2"), loc(d.game), loc(d.move)))

    @Slot()
    def leave(self) -> None:
        """Back to the match being played, drawn as it is."""
        if not self.active:
            return
        self.active = False
        self.act_leave.setEnabled(False)
        w = self.window
        self.panel.setVisible(False)
        w.view.setInteractive(True)
        w.set_game_controls_enabled(True)
        self.controller.refresh()
        w.scene.finish_animations()

    def shutdown(self) -> None:
        self.job.shutdown()
