"""The review panel: every analysed decision with its mark and the luck of
its roll, a graph above the list of the bottom player's chances after every
decision (a click on it selects that decision), and the ranked alternatives
of the selected decision in a table, where any candidate can be rolled out.

The panel only shows and asks: :class:`~nard_desktop.ui.review_actions.ReviewActions`
runs the analysis and the rollouts and puts the selected decision on the
board.  Other parts of the window add to the panel through its public
methods: :meth:`ReviewPanel.add_button` (a button above *Leave review*) and
:meth:`ReviewPanel.append_detail` (notes under the selected decision's
summary).

The panel takes the side panel's place beside the board, at its width, so
that the board keeps its size and place when the review opens or closes.  At
that width it speaks plainly by default: the chance of winning and what a
play costs in points a game, in a few columns that fit without a horizontal
scroll bar.  With the expert numbers on (:attr:`ReviewPanel.expert`) it shows
the full table of equities, probabilities and depths, which may scroll.  What
does not fit the panel's height scrolls up and down; a rollout's progress and
result are shown under the selected decision's candidates, in words."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelectionModel, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QLabel, QProgressBar, QPushButton,
                               QScrollArea, QSizePolicy, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from nard_desktop.ai.analysis import ROLLED_OUT, DecisionAnalysis, MatchAnalysis
from nard_desktop.ai.explain import Explanation
from nard_desktop.app.text import dice_text, fill, loc, ltr, notation_text, with_mark
from nard_desktop.ui.retranslating import Retranslating

from nard_desktop.app.numbers import percent, points_value
from .dialogs.hint import equity_text, percent_text
from .equity_graph import EquityGraph
from .explanation import ExplanationLabel

# Marks as players write them, and their colours (doubtful, bad, very bad).
MARK_SYMBOLS = {"doubtful": "?!", "bad": "?", "very_bad": "??"}
MARK_COLOURS = {"doubtful": "#b8860b", "bad": "#d2691e", "very_bad": "#c0392b"}
LUCK_COLOURS = {"very_lucky": "#1e8449", "lucky": "#27ae60", "unlucky": "#a04000", "very_unlucky": "#922b21"}


# The alternatives table's columns: the rank, the play, the expert figures
# (equity, its difference from the best, the five probabilities from RANK_WIN
# on, the depth, a rollout's equity), then the plain ones (the chance of
# winning, the cost in points a game).
RANK, PLAY, EQUITY, DIFFERENCE, RANK_WIN, DEPTH, ROLLOUT, CHANCE, COST = 0, 1, 2, 3, 4, 9, 10, 11, 12
EXPERT_COLUMNS = tuple(range(ROLLOUT + 1))
PLAIN_COLUMNS = (PLAY, CHANCE, COST)
# The decisions table's columns, and those left out (in this order) where the panel is too narrow.
MOVE, PLAYER, ROLL, PLAYED, LUCK = range(5)
OPTIONAL_DECISION_COLUMNS = (PLAYER, LUCK)
# The plain candidates' column left out where the panel is too narrow (the
# selected decision's summary says the chances of the best play and the one made).
OPTIONAL_PLAIN_COLUMNS = (CHANCE,)

# The room, in pixels, left on either side of the panel's wrapped texts.
LABEL_MARGIN = 4

# A loss below this (in points a game) is no loss: the right decision.
NO_LOSS = 0.0005


# One way to write a chance and a loss everywhere (the tutor, learn, the hint, the report).
chance_text = percent
cost_number = points_value


class ReviewPanel(Retranslating, QWidget):
    """The analysed decisions, and the ranked alternatives of the selected one."""

    _built = False  # every part made (a font change may come before)

    decision_selected = Signal(int)  # index into the analysis's decisions
    leave_requested = Signal()
    rollout_requested = Signal(int, str)  # decision index, the candidate's notation
    rollout_cancelled = Signal()

    ROLLOUT_COLUMN = ROLLOUT

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-panel")
        self.analysis: MatchAnalysis | None = None
        self.names: tuple[str, str] = ("", "")
        self.played_row = -1
        self.row_plays: list[str] = []  # the alternatives table's plays (checker decisions)
        # Expert numbers (equities, probabilities, depths) instead of plain ones.
        self.expert = False
        # Rollout results: (decision index, play) -> PlayRollout.
        self.rollouts: dict[tuple[int, str], object] = {}
        self._rollout_running = False
        self._running_key: tuple[int, str] | None = None
        self._last_rollout: tuple[int, str] | None = None  # the latest finished
        # The decisions table's columns at their contents' widths, all shown (measured once a filling).
        self._decision_widths: list[int] = []
        # The same for the candidates' columns.
        self._alternative_widths: dict[int, int] = {}
        # What does not fit the panel's height scrolls up and down, never sideways.
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("review-scroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = self.body = QWidget(self.scroll)
        col = QVBoxLayout(body)
        col.setContentsMargins(6, 6, 6, 6)
        self.heading = QLabel(body)
        self.heading.setWordWrap(True)
        self.graph = EquityGraph(body)
        self.graph_label = QLabel(body)
        self.graph_label.setWordWrap(True)
        self.decisions = QTableWidget(0, 5, body)
        self.alternatives = QTableWidget(0, COST + 1, body)
        for table in (self.decisions, self.alternatives):
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.verticalHeader().setVisible(False)
            table.setWordWrap(False)
            table.setTextElideMode(Qt.TextElideMode.ElideNone)
            table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
            # Sized by hand after each filling (ResizeToContents would measure again at every cell).
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            table.horizontalHeader().setStretchLastSection(True)
            table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._size_tables()
        self.alternatives.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.alternatives.itemSelectionChanged.connect(self._update_rollout_button)
        # Plain numbers: what the columns mean.
        self.legend = QLabel(body)
        self.legend.setWordWrap(True)
        self.detail = QLabel(body)
        self.detail.setWordWrap(True)
        # Why the selected decision loses (marked decisions), with links to the glossary.
        self.explanation = ExplanationLabel(body)
        # Roll out the candidate selected in the table: the progress and the
        # result right under it, in words.
        row = QHBoxLayout()
        self.rollout_button = QPushButton(body)
        self.rollout_button.clicked.connect(self._rollout_clicked)
        self.rollout_progress = QProgressBar(body)
        self.rollout_progress.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.rollout_cancel = QPushButton(body)
        self.rollout_cancel.clicked.connect(self.rollout_cancelled)
        row.addWidget(self.rollout_button)
        row.addWidget(self.rollout_progress, 1)
        row.addWidget(self.rollout_cancel)
        self.rollout_status = QLabel(body)
        self.rollout_status.setObjectName("rollout-status")
        self.rollout_status.setWordWrap(True)
        self.rollout_status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rollout_status.setVisible(False)
        for label in (self.heading, self.graph_label, self.legend, self.detail, self.explanation, self.rollout_status):
            # A little room on both sides: a wrapped line that just fits by the font's
            # advances can draw a pixel or more past them (Persian letters overhang)
            # and lose the edge of its last letter.
            label.setContentsMargins(LABEL_MARGIN, 0, LABEL_MARGIN, 0)
        col.addWidget(self.heading)
        col.addWidget(self.graph)
        col.addWidget(self.graph_label)
        col.addWidget(self.decisions, 3)
        col.addWidget(self.detail)
        col.addWidget(self.explanation)
        col.addWidget(self.alternatives, 2)
        col.addWidget(self.legend)
        col.addLayout(row)
        col.addWidget(self.rollout_status)
        self.scroll.setWidget(body)
        # The buttons stay in sight below the scrolled part.
        self.leave_button = QPushButton(self)
        self.leave_button.clicked.connect(self.leave_requested)
        buttons = self._buttons = QVBoxLayout()
        buttons.setContentsMargins(6, 0, 6, 6)
        buttons.addWidget(self.leave_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        outer.addWidget(self.scroll, 1)
        outer.addLayout(buttons)
        self.set_rollout_running(False)
        self.decisions.currentCellChanged.connect(self._current_changed)
        self.graph.decision_clicked.connect(self.select)
        self._body = col
        self._built = True
        self._show_columns()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review"))
        self.setAccessibleName(self.tr("Review"))
        self.leave_button.setText(self.tr("&Leave review"))
        self.leave_button.setToolTip(self.tr("Back to the match being played, exactly as it was"))
        self.decisions.setHorizontalHeaderLabels([self.tr("Move"), self.tr("Player"), self.tr("Roll"),
                                                  self.tr("Played"), self.tr("Luck")])
        self.alternatives.setHorizontalHeaderLabels([
            self.tr("#"), self.tr("Play"), self.tr("Equity (EMG)"), self.tr("Difference"), self.tr("Win"),
            self.tr("Win gammon"), self.tr("Win backgammon"), self.tr("Lose gammon"), self.tr("Lose backgammon"),
            self.tr("Depth"), self.tr("Rollout"), self.tr("Wins"), self.tr("Costs")])
        self.alternatives.horizontalHeaderItem(CHANCE).setToolTip(
            self.tr("The chance of winning the game after this play"))
        self.alternatives.horizontalHeaderItem(COST).setToolTip(
            self.tr("What this play costs against the best one, in points a game"))
        self.legend.setText(self.tr("Wins: the chance of winning after the play. "
                                    "Costs: points a game lost against the best play."))
        self.rollout_button.setText(self.tr("&Roll out"))
        self.rollout_button.setToolTip(self.tr("Play the selected candidate out many times and see how often "
                                               "it wins"))
        self.rollout_cancel.setText(self.tr("Cancel"))
        self.rollout_progress.setFormat(self.tr("%p%"))
        self.graph_label.setText(self.tr("The bottom player's chances after each decision (match winning chance "
                                         "in a match); click to go there. Dots: the marked errors."))
        if self.analysis is not None:
            self.set_analysis(self.analysis, self.names, self.current())

    # ------------------------------------------------------------ for the rest of the window
    def add_button(self, button: QPushButton) -> None:
        """Put ``button`` in the panel, above *Leave review* (always in sight)."""
        self._buttons.insertWidget(self._buttons.indexOf(self.leave_button), button)

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

    def set_expert(self, on: bool) -> None:
        """Expert numbers (the full table, equities, depths) or plain ones (chances, points a game)."""
        if on == self.expert:
            return
        self.expert = on
        self._show_columns()
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
        # The mark bound to the move, at the end of the line in either direction.
        return with_mark(text, MARK_SYMBOLS.get(d.mark or "", ""))

    def points_text(self, error: float) -> str:
        """A loss in points a game, in words ("0.05 points a game")."""
        return fill(self.tr("%1 points a game"), cost_number(error))

    def heading_text(self, analysis: MatchAnalysis) -> str:
        if self.expert:
            return fill(self.tr("%1 decisions analysed (depth %2). Marks: ?! doubtful, ? bad, ?? very bad."),
                        loc(len(analysis.decisions)), loc(analysis.options.depth))
        return fill(self.tr("%1 decisions analysed. Marks: ?! doubtful, ? bad, ?? very bad."),
                    loc(len(analysis.decisions)))

    def detail_text(self, d: DecisionAnalysis) -> str:
        """The selected decision in a sentence or two: what was played, what was best, what it cost."""
        none = self.tr("(no move)")
        if d.kind == "checker":
            if d.forced:
                return self.tr("Forced: this roll had only one play.")
            played, best = notation_text(d.played) or none, notation_text(d.best) or none
            if self.expert:
                return fill(self.tr("Played %1, best %2; the play lost %3 EMG."), played, best, loc(d.error, 3))
            by_play = {a.play: a.probabilities[0] for a in d.alternatives}
            if d.error < NO_LOSS:
                if d.played in by_play:
                    return fill(self.tr("Played %1, the best play: a chance of winning of %2."), played,
                                chance_text(by_play[d.played]))
                return fill(self.tr("Played %1, the best play."), played)
            if d.played in by_play and d.best in by_play:
                return fill(self.tr("Played %1; the best was %2. The chance of winning goes from %3 to %4: "
                                    "the play costs about %5."), played, best, chance_text(by_play[d.best]),
                            chance_text(by_play[d.played]), self.points_text(d.error))
            return fill(self.tr("Played %1; the best was %2. The play costs about %3."), played, best,
                        self.points_text(d.error))
        taken, right = self.action_text(d.taken or d.played), self.action_text(d.right or d.best)
        if self.expert:
            return fill(self.tr("Taken: %1; right: %2; the decision lost %3 EMG."), taken, right, loc(d.error, 3))
        if d.error < NO_LOSS:
            text = fill(self.tr("Taken: %1, the right decision."), taken)
        else:
            text = fill(self.tr("Taken: %1; right: %2. This costs about %3."), taken, right,
                        self.points_text(d.error))
        win = self.decider_chance(d)
        if win is not None:
            # The chance the decision was judged on, beside it (the plain table has no chance column
            # for the cube: the chance is the same whatever the cube does).
            text += " " + fill(self.tr("The chance of winning of the player deciding: %1."), chance_text(win))
        return text

    @staticmethod
    def decider_chance(d: DecisionAnalysis) -> float | None:
        """A cube decision's winning chance for the player deciding (the doubler, or for an
        answer the taker), as the decision was judged; None where the analysis did not keep it."""
        if d.kind == "checker" or len(d.probabilities) < 1:
            return None
        win = float(d.probabilities[0])
        return 1.0 - win if d.kind == "take" else win

    # ------------------------------------------------------------ filling
    def set_analysis(self, analysis: MatchAnalysis, names: tuple[str, str], select: int = 0) -> None:
        self.analysis = analysis
        self.names = names
        t = self.decisions
        t.blockSignals(True)
        # Filled with the columns fixed and sized once at the end (sizing them to
        # their contents at every cell would cost a long pause on a long match).
        t.setUpdatesEnabled(False)
        t.setRowCount(len(analysis.decisions))
        for row, d in enumerate(analysis.decisions):
            cells = [fill(self.tr("%1.%2"), loc(d.game), loc(d.move)), names[d.player],
                     dice_text(d.dice) if d.dice else "", self.played_text(d), self.luck_text(d.luck_mark)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == PLAYED and d.mark:
                    item.setForeground(QBrush(QColor(MARK_COLOURS[d.mark])))
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if c == LUCK and d.luck_mark:
                    item.setForeground(QBrush(QColor(LUCK_COLOURS[d.luck_mark])))
                t.setItem(row, c, item)
        for c in range(t.columnCount()):
            t.setColumnHidden(c, False)
        t.horizontalHeader().setStretchLastSection(False)
        t.resizeColumnsToContents()
        self._decision_widths = [t.columnWidth(c) for c in range(t.columnCount())]
        t.horizontalHeader().setStretchLastSection(True)
        t.setUpdatesEnabled(True)
        t.blockSignals(False)
        self.heading.setText(self.heading_text(analysis))
        self._fit_columns()
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
                loss = best - a.equity
                rows.append([loc(i + 1), notation_text(a.play) or self.tr("(no move)"), equity_text(a.equity),
                             equity_text(a.equity - best), *(percent_text(p) for p in a.probabilities[:5]),
                             self.depth_text(a.plies), self.rollout_text(self.rollouts.get((index, a.play))),
                             chance_text(a.probabilities[0]),
                             self.tr("best") if loss < NO_LOSS else cost_number(loss)])
                self.row_plays.append(a.play)
        else:
            taker = d.kind == "take"
            if d.nd is not None and d.dt is not None and d.dp is not None:
                names = {"no_double": self.tr("No double"), "double": self.tr("Double"),
                         "double_take": self.tr("Double, take"), "double_pass": self.tr("Double, pass"),
                         "take": self.tr("Take"), "drop": self.tr("Pass")}
                taken = d.taken or d.played
                if self.expert or taker:
                    # The doubler's equities; the answer is judged by the taker's.
                    options = ([("take", -d.dt), ("drop", -d.dp)] if taker else
                               [("no_double", d.nd), ("double_take", d.dt), ("double_pass", d.dp)])
                    if taken == "double":
                        # Doubling is worth what the opponent's right answer leaves.
                        played_row = 2 if d.dp <= d.dt else 1
                else:
                    # In plain numbers the doubler's own two choices: doubling is
                    # worth what the opponent's right answer leaves.
                    options = [("no_double", d.nd), ("double", min(d.dt, d.dp))]
                    if taken == "double":
                        played_row = 1
                if taken in ("take", "beaver", "no_double"):
                    played_row = 0
                elif taken == "drop":
                    played_row = 1
                top = max(v for _, v in options)
                for i, (key, value) in enumerate(options):
                    rows.append([loc(i + 1), names[key], equity_text(value), equity_text(value - top)] + [""] * 8
                                + [self.tr("best") if top - value < NO_LOSS else cost_number(top - value)])
        self.detail.setText(self.detail_text(d))
        # The table's items are reused from one decision to the next and its
        # columns sized once at the end: stepping through a review stays quick.
        t.setUpdatesEnabled(False)
        t.setRowCount(len(rows))
        bold = t.font()
        bold.setBold(True)
        for r, cells in enumerate(rows):
            if r == played_row:
                cells[RANK] = fill(self.tr("%1 (played)"), loc(r + 1))
            for c, text in enumerate(cells):
                item = t.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    t.setItem(r, c, item)
                item.setText(text)
                item.setFont(bold if r == played_row else t.font())
                item.setToolTip(self.tr("The play made") if r == played_row else "")
        self._size_alternatives()
        t.setUpdatesEnabled(True)
        self.played_row = played_row
        if self.row_plays:
            self.select_candidate(max(0, played_row))
        self._update_rollout_button()
        self._show_rollout_status()

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

    # ------------------------------------------------------------ fitting
    def _show_columns(self) -> None:
        """The columns for the numbers shown (plain or expert) and the panel's width."""
        self.legend.setVisible(not self.expert)
        self._fit_columns()

    def _size_tables(self) -> None:
        """Rows one line of text high; each table at least a few rows high (the
        panel scrolls rather than squeeze them to nothing)."""
        for table, rows in ((self.decisions, 5), (self.alternatives, 4)):
            row_height = table.fontMetrics().height() + 8
            table.verticalHeader().setDefaultSectionSize(row_height)
            table.verticalHeader().setMinimumSectionSize(row_height)
            header = table.horizontalHeader().sizeHint().height()
            table.setMinimumHeight(header + rows * row_height + 2 * table.frameWidth()
                                   + table.horizontalScrollBar().sizeHint().height())

    def _room(self, table: QTableWidget) -> int:
        """The width a table's columns may take without a horizontal scroll bar
        (room is kept for a vertical one)."""
        return table.maximumViewportSize().width() - table.verticalScrollBar().sizeHint().width()

    @staticmethod
    def _choose(shown: tuple[int, ...], optional: tuple[int, ...], widths: list[int], room: int) -> set[int]:
        """The columns of ``shown`` that fit ``room``, leaving out those of
        ``optional`` in turn while they do not."""
        kept = set(shown)
        for c in optional:
            if sum(widths[i] for i in kept) <= room:
                break
            kept.discard(c)
        return kept

    def _fit_columns(self) -> None:
        """Plain numbers: leave out the least needed columns where they would not
        fit the panel's width.  The expert table keeps all of its, and may scroll."""
        t = self.decisions
        if self.expert or not self._decision_widths:
            kept = set(range(t.columnCount()))
        else:
            kept = self._choose(tuple(range(t.columnCount())), OPTIONAL_DECISION_COLUMNS, self._decision_widths,
                                self._room(t))
        for c in range(t.columnCount()):
            if t.isColumnHidden(c) != (c not in kept):
                t.setColumnHidden(c, c not in kept)
        t = self.alternatives
        widths = [t.columnWidth(c) if c not in self._alternative_widths else self._alternative_widths[c]
                  for c in range(t.columnCount())]
        if self.expert:
            kept = set(EXPERT_COLUMNS)
        else:
            kept = self._choose(PLAIN_COLUMNS, OPTIONAL_PLAIN_COLUMNS, widths, self._room(t))
        for c in range(t.columnCount()):
            if t.isColumnHidden(c) != (c not in kept):
                t.setColumnHidden(c, c not in kept)

    def _size_alternatives(self) -> None:
        """The candidates' columns at their contents' widths (measured, then the last one stretched)."""
        t = self.alternatives
        # Every column of the numbers shown, measured (a hidden one would keep its old width).
        shown = EXPERT_COLUMNS if self.expert else PLAIN_COLUMNS
        for c in range(t.columnCount()):
            t.setColumnHidden(c, c not in shown)
        t.horizontalHeader().setStretchLastSection(False)
        t.resizeColumnsToContents()
        self._alternative_widths = {c: t.columnWidth(c) for c in range(t.columnCount())}
        t.horizontalHeader().setStretchLastSection(True)
        self._fit_columns()

    def resizeEvent(self, event) -> None:  # Qt's name
        super().resizeEvent(event)
        self._fit_columns()

    def changeEvent(self, event) -> None:  # Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._built:
            self._size_tables()
            self._fit_columns()

    # ------------------------------------------------------------ rollouts
    def rollout_text(self, found) -> str:
        """A rollout's equity and standard error, e.g. "+0.123 ± 0.012"."""
        if found is None:
            return ""
        r = found.result
        eq, se = (r.cubeful_equity, r.cubeful_equity_se) if r.cubeful_equity is not None else (r.equity, r.equity_se)
        return fill(self.tr("%1 ± %2"), equity_text(eq), loc(se or 0.0, 3))

    def rollout_result_text(self, play: str, found) -> str:
        """A finished rollout in a sentence: how often the play won, and (expert) its equity."""
        r = found.result
        name = notation_text(play) or self.tr("(no move)")
        win, win_se = r.probabilities[0], r.std_errors[0] if r.std_errors else 0.0
        if self.expert:
            return fill(self.tr("Rollout of %1 (%2 games): equity %3, wins %4."), name, loc(r.trials),
                        ltr(self.rollout_text(found)), percent_text(win))
        return fill(self.tr("%1, played out %2 times: it wins %3 of the games (give or take %4)."), name,
                    loc(r.trials), percent_text(win), percent_text(win_se))

    def set_rollout(self, index: int, play: str, found) -> None:
        """Show a finished rollout of ``play`` at decision ``index``."""
        self.rollouts[(index, play)] = found
        self._last_rollout = (index, play)
        if index == self.current() and play in self.row_plays:
            r = self.row_plays.index(play)
            item = QTableWidgetItem(self.rollout_text(found))
            item.setToolTip(fill(self.tr("%1 games played out"), loc(found.result.trials)))
            self.alternatives.setItem(r, self.ROLLOUT_COLUMN, item)
            self._size_alternatives()
        self._show_rollout_status()

    def clear_rollouts(self) -> None:
        """Forget the rollouts shown (a new review)."""
        self.rollouts = {}
        self._last_rollout = None
        self._show_rollout_status()

    def rollout_started(self, index: int, play: str) -> None:
        """A rollout of ``play`` at decision ``index`` runs: say so under the candidates."""
        self._running_key = (index, play)
        self.set_rollout_progress(0, 0)
        self._show_rollout_status()

    def set_rollout_running(self, on: bool) -> None:
        self.rollout_progress.setVisible(on)
        self.rollout_cancel.setVisible(on)
        self._rollout_running = on
        if not on:
            self._running_key = None
        self._update_rollout_button()
        self._show_rollout_status()

    def set_rollout_progress(self, done: int, total: int) -> None:
        self.rollout_progress.setRange(0, max(1, total))
        self.rollout_progress.setValue(done)

    def _show_rollout_status(self) -> None:
        """Under the candidates: the rollout running, then every rollout of the selected decision."""
        lines = []
        key = self._running_key
        if self._rollout_running and key is not None and self.analysis is not None:
            d = self.analysis.decisions[key[0]] if 0 <= key[0] < len(self.analysis.decisions) else None
            move = fill(self.tr("%1.%2"), loc(d.game), loc(d.move)) if d is not None else ""
            lines.append(fill(self.tr("Rolling out %1 (move %2)…"), notation_text(key[1]) or self.tr("(no move)"),
                              move))
        index = self.current()
        for play in self.row_plays:
            found = self.rollouts.get((index, play))
            if found is not None:
                lines.append(self.rollout_result_text(play, found))
        last = self._last_rollout
        if last is not None and last[0] != index and last in self.rollouts and self.analysis is not None:
            # Finished while another decision was selected: said here all the same, with its move.
            d = self.analysis.decisions[last[0]]
            lines.append(fill(self.tr("Move %1: %2"), fill(self.tr("%1.%2"), loc(d.game), loc(d.move)),
                              self.rollout_result_text(last[1], self.rollouts[last])))
        self.rollout_status.setText("\n".join(lines))
        self.rollout_status.setVisible(bool(lines))
        if lines and self.isVisible():
            # Where the player looks: scrolled into sight, now and once the
            # label has its height for its new text.
            self.reveal_rollout_status()
            QTimer.singleShot(0, self.reveal_rollout_status)

    @Slot()
    def reveal_rollout_status(self) -> None:
        """Scroll the panel so that the rollout's progress and results are in sight."""
        if self.rollout_status.isVisible():
            self.body.layout().activate()
            self.scroll.ensureWidgetVisible(self.rollout_status, 0, 4)

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
        """The alternatives table as text, every column (for tests and the accessibility tree)."""
        t = self.alternatives
        return [[t.item(r, c).text() if t.item(r, c) else "" for c in range(t.columnCount())]
                for r in range(t.rowCount())]

    def shown_texts(self) -> list[str]:
        """Every text the panel shows now: its labels, the visible columns' headers and cells."""
        texts = [w.text() for w in (self.heading, self.graph_label, self.detail, self.legend, self.rollout_status)
                 if not w.isHidden()]
        if not self.explanation.isHidden():
            texts.append(self.explanation.plain_text())
        for t in (self.decisions, self.alternatives):
            columns = [c for c in range(t.columnCount()) if not t.isColumnHidden(c)]
            texts += [t.horizontalHeaderItem(c).text() for c in columns]
            texts += [t.item(r, c).text() for r in range(t.rowCount()) for c in columns if t.item(r, c)]
        return texts
