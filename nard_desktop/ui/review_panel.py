"""The review panel: every analysed decision with its mark and the luck of
its roll, a graph above the list of the bottom player's chances after every
decision (a click on it selects that decision), and the ranked alternatives
of the selected decision in a table, where any candidate can be rolled out.

The panel only shows and asks: :class:`~nard_desktop.ui.review_actions.ReviewActions`
runs the analysis and the rollouts and puts the selected decision on the
board.  Other parts of the window add to the panel through its public
methods: :meth:`ReviewPanel.add_button` (a button above *Leave review*) and
:meth:`ReviewPanel.append_detail` (notes under the selected decision's
summary)."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QProgressBar,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from nard_desktop.ai.analysis import ROLLED_OUT, DecisionAnalysis, MatchAnalysis
from nard_desktop.ai.explain import Explanation
from nard_desktop.app.text import dice_text, fill, loc, ltr, notation_text, with_mark
from nard_desktop.ui.retranslating import Retranslating

from .dialogs.hint import equity_text, percent_text
from .equity_graph import EquityGraph
from .explanation import ExplanationLabel

# Marks as players write them, and their colours (doubtful, bad, very bad).
MARK_SYMBOLS = {"doubtful": "?!", "bad": "?", "very_bad": "??"}
MARK_COLOURS = {"doubtful": "#b8860b", "bad": "#d2691e", "very_bad": "#c0392b"}
LUCK_COLOURS = {"very_lucky": "#1e8449", "lucky": "#27ae60", "unlucky": "#a04000", "very_unlucky": "#922b21"}


class ReviewPanel(Retranslating, QDockWidget):
    """The analysed decisions, and the ranked alternatives of the selected one."""

    decision_selected = Signal(int)  # index into the analysis's decisions
    leave_requested = Signal()
    rollout_requested = Signal(int, str)  # decision index, the candidate's notation
    rollout_cancelled = Signal()

    ROLLOUT_COLUMN = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-panel")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.setMinimumWidth(460)
        self.analysis: MatchAnalysis | None = None
        self.names: tuple[str, str] = ("", "")
        self.played_row = -1
        self.row_plays: list[str] = []  # the alternatives table's plays (checker decisions)
        # Rollout results: (decision index, play) -> PlayRollout.
        self.rollouts: dict[tuple[int, str], object] = {}
        self._rollout_running = False
        body = QWidget(self)
        col = QVBoxLayout(body)
        col.setContentsMargins(6, 6, 6, 6)
        self.heading = QLabel(body)
        self.heading.setWordWrap(True)
        self.graph = EquityGraph(body)
        self.graph_label = QLabel(body)
        self.graph_label.setWordWrap(True)
        self.decisions = QTableWidget(0, 5, body)
        self.alternatives = QTableWidget(0, 11, body)
        for table in (self.decisions, self.alternatives):
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.verticalHeader().setVisible(False)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Sized by hand after each filling (ResizeToContents would measure again at every cell).
        self.alternatives.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.alternatives.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.alternatives.itemSelectionChanged.connect(self._update_rollout_button)
        self.detail = QLabel(body)
        self.detail.setWordWrap(True)
        # Why the selected decision loses (marked decisions), with links to the glossary.
        self.explanation = ExplanationLabel(body)
        # Roll out the candidate selected in the table.
        row = QHBoxLayout()
        self.rollout_button = QPushButton(body)
        self.rollout_button.clicked.connect(self._rollout_clicked)
        self.rollout_progress = QProgressBar(body)
        self.rollout_cancel = QPushButton(body)
        self.rollout_cancel.clicked.connect(self.rollout_cancelled)
        row.addWidget(self.rollout_button)
        row.addWidget(self.rollout_progress, 1)
        row.addWidget(self.rollout_cancel)
        self.set_rollout_running(False)
        self.leave_button = QPushButton(body)
        self.leave_button.clicked.connect(self.leave_requested)
        col.addWidget(self.heading)
        col.addWidget(self.graph)
        col.addWidget(self.graph_label)
        col.addWidget(self.decisions, 3)
        col.addWidget(self.detail)
        col.addWidget(self.explanation)
        col.addWidget(self.alternatives, 2)
        col.addLayout(row)
        col.addWidget(self.leave_button)
        self.setWidget(body)
        self.decisions.currentCellChanged.connect(self._current_changed)
        self.graph.decision_clicked.connect(self.select)
        self._body = col
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review"))
        self.leave_button.setText(self.tr("&Leave review"))
        self.leave_button.setToolTip(self.tr("Back to the match being played, exactly as it was"))
        self.decisions.setHorizontalHeaderLabels([self.tr("Move"), self.tr("Player"), self.tr("Roll"),
                                                  self.tr("Played"), self.tr("Luck")])
        self.alternatives.setHorizontalHeaderLabels([
            self.tr("#"), self.tr("Play"), self.tr("Equity"), self.tr("Difference"), self.tr("Win"),
            self.tr("Win gammon"), self.tr("Win backgammon"), self.tr("Lose gammon"), self.tr("Lose backgammon"),
            self.tr("Depth"), self.tr("Rollout")])
        self.rollout_button.setText(self.tr("&Roll out"))
        self.rollout_button.setToolTip(self.tr("Play the selected candidate out many times and show its equity "
                                               "with its standard error"))
        self.rollout_cancel.setText(self.tr("Cancel"))
        self.rollout_progress.setFormat(self.tr("Rolling out… %p%"))
        self.graph_label.setText(self.tr("The bottom player's chances after each decision (match winning chance "
                                         "in a match); click to go there. Dots: the marked errors."))
        if self.analysis is not None:
            self.set_analysis(self.analysis, self.names, self.current())

    # ------------------------------------------------------------ for the rest of the window
    def add_button(self, button: QPushButton) -> None:
        """Put ``button`` in the panel, above *Leave review*."""
        self._body.insertWidget(self._body.indexOf(self.leave_button), button)

    def append_detail(self, lines: list[str]) -> None:
        """Add ``lines`` under the selected decision's summary (until another is selected)."""
        if lines:
            self.detail.setText("\n".join([self.detail.text(), *lines]))

    def set_explanation(self, e: Explanation | None) -> None:
        """Show why the selected decision loses (None: nothing to say)."""
        self.explanation.set_explanation(e)

    def focus_decisions(self) -> None:
        """Give the keyboard to the list of decisions."""
        self.decisions.setFocus()

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
        # The mark bound to the move, at the end of the line in either direction.
        return with_mark(text, MARK_SYMBOLS.get(d.mark or "", ""))

    # ------------------------------------------------------------ filling
    def set_analysis(self, analysis: MatchAnalysis, names: tuple[str, str], select: int = 0) -> None:
        self.analysis = analysis
        self.names = names
        t = self.decisions
        t.blockSignals(True)
        # Filled with the columns fixed and sized once at the end (sizing them to
        # their contents at every cell would cost a long pause on a long match).
        t.setUpdatesEnabled(False)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
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
        t.resizeColumnsToContents()
        t.setUpdatesEnabled(True)
        t.blockSignals(False)
        self.heading.setText(fill(self.tr("%1 decisions analysed (depth %2). Marks: ?! doubtful, ? bad, ?? very bad."),
                                  loc(len(analysis.decisions)), loc(analysis.options.depth)))
        if analysis.decisions:
            t.setCurrentCell(max(0, min(select, len(analysis.decisions) - 1)), 0)
            self._current_changed(t.currentRow(), 0, -1, -1)

    def set_graph(self, values: list[float | None]) -> None:
        """The graph's values (one per decision), with the analysis's marks."""
        a = self.analysis
        if a is None:
            return
        self.graph.set_data(values, [d.mark for d in a.decisions], [d.game for d in a.decisions], MARK_COLOURS)
        self.graph.set_current(self.current())

    def current(self) -> int:
        return max(0, self.decisions.currentRow())

    @Slot(int)
    def select(self, index: int) -> None:
        """Select decision ``index`` (the move list, the board and the graph follow)."""
        if self.analysis is not None and 0 <= index < len(self.analysis.decisions):
            self.decisions.setCurrentCell(index, 0)
            self.decisions.scrollToItem(self.decisions.item(index, 0))

    @Slot(int, int, int, int)
    def _current_changed(self, row: int, _col: int, _prev_row: int, _prev_col: int) -> None:
        if self.analysis is None or not 0 <= row < len(self.analysis.decisions):
            return
        self._show_alternatives(self.analysis.decisions[row])
        self.graph.set_current(row)
        self.decision_selected.emit(row)

    def _show_alternatives(self, d: DecisionAnalysis) -> None:
        t = self.alternatives
        rows: list[list[str]] = []
        played_row = -1
        self.row_plays = []
        index = self.current()
        if d.kind == "checker":
            best = d.alternatives[0].equity if d.alternatives else d.equity_best
            for i, a in enumerate(d.alternatives):
                if a.play == d.played:
                    played_row = i
                rows.append([loc(i + 1), notation_text(a.play) or self.tr("(no move)"), equity_text(a.equity),
                             equity_text(a.equity - best), *(percent_text(p) for p in a.probabilities[:5]),
                             self.depth_text(a.plies), self.rollout_text(self.rollouts.get((index, a.play)))])
                self.row_plays.append(a.play)
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
                    rows.append([loc(i + 1), names[key], equity_text(value), equity_text(value - top)] + [""] * 7)
            self.detail.setText(fill(self.tr("Taken: %1; right: %2; the decision lost %3."),
                                     self.action_text(d.taken or d.played), self.action_text(d.right or d.best),
                                     loc(d.error, 3)))
        # The table's items are reused from one decision to the next and its
        # columns sized once at the end: stepping through a review stays quick.
        t.setUpdatesEnabled(False)
        t.setRowCount(len(rows))
        bold = t.font()
        bold.setBold(True)
        for r, cells in enumerate(rows):
            if r == played_row:
                cells[0] = fill(self.tr("%1 (played)"), loc(r + 1))
            for c, text in enumerate(cells):
                item = t.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    t.setItem(r, c, item)
                item.setText(text)
                item.setFont(bold if r == played_row else t.font())
                item.setToolTip(self.tr("The play made") if r == played_row else "")
        t.resizeColumnsToContents()
        t.setUpdatesEnabled(True)
        self.played_row = played_row
        if self.row_plays:
            self.select_candidate(max(0, played_row))
        self._update_rollout_button()

    def depth_text(self, plies: int) -> str:
        """How deep a ranked play was looked at: "2-ply", or "rollout"."""
        if plies == ROLLED_OUT:
            return self.tr("rollout")
        # A play ranked at a shallower depth than the one above it can show a
        # higher equity: the depth says why.
        return fill(self.tr("%1-ply"), loc(plies))

    def select_candidate(self, row: int) -> None:
        """Select row ``row`` of the alternatives table (the candidate Roll out takes)."""
        t = self.alternatives
        # Through the selection model: QTableView.selectRow selects nothing in a
        # right-to-left table scrolled to its start (Qt 6.11).
        t.selectionModel().select(t.model().index(row, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
                                  | QItemSelectionModel.SelectionFlag.Rows)

    # ------------------------------------------------------------ rollouts
    def rollout_text(self, found) -> str:
        """A rollout's equity and standard error, e.g. "+0.123 ± 0.012"."""
        if found is None:
            return ""
        r = found.result
        eq, se = (r.cubeful_equity, r.cubeful_equity_se) if r.cubeful_equity is not None else (r.equity, r.equity_se)
        return fill(self.tr("%1 ± %2"), equity_text(eq), loc(se or 0.0, 3))

    def set_rollout(self, index: int, play: str, found) -> None:
        """Show a finished rollout of ``play`` at decision ``index``."""
        self.rollouts[(index, play)] = found
        if index == self.current() and play in self.row_plays:
            r = self.row_plays.index(play)
            item = QTableWidgetItem(self.rollout_text(found))
            item.setToolTip(fill(self.tr("%1 games played out"), loc(found.result.trials)))
            self.alternatives.setItem(r, self.ROLLOUT_COLUMN, item)
            self.alternatives.resizeColumnsToContents()

    def set_rollout_running(self, on: bool) -> None:
        self.rollout_progress.setVisible(on)
        self.rollout_cancel.setVisible(on)
        self._rollout_running = on
        self._update_rollout_button()

    def set_rollout_progress(self, done: int, total: int) -> None:
        self.rollout_progress.setRange(0, max(1, total))
        self.rollout_progress.setValue(done)

    def selected_candidate(self) -> str | None:
        rows = self.alternatives.selectionModel().selectedRows() if self.alternatives.selectionModel() else []
        if not rows or not 0 <= rows[0].row() < len(self.row_plays):
            return None
        return self.row_plays[rows[0].row()]

    @Slot()
    def _update_rollout_button(self) -> None:
        self.rollout_button.setEnabled(not self._rollout_running and self.selected_candidate() is not None)

    @Slot()
    def _rollout_clicked(self) -> None:
        play = self.selected_candidate()
        if play is not None:
            self.rollout_requested.emit(self.current(), play)

    def rows(self) -> list[list[str]]:
        """The alternatives table as text (for tests and the accessibility tree)."""
        t = self.alternatives
        return [[t.item(r, c).text() if t.item(r, c) else "" for c in range(t.columnCount())]
                for r in range(t.rowCount())]
