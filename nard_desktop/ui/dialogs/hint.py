"""The hint: the best plays of the roll, or what to do with the cube.

The dialog asks the :class:`~nard_desktop.app.hints.HintService`, shows "thinking" until
the answer comes, and closes itself when the game moves on.  A play can be carried out
from the list (double-click, or the button): the controller plays it step by step as a
drag would, and the player picks up the dice as usual.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from nard_desktop.app.controller import GameController
from nard_desktop.app.hints import HINT_ROWS, CubeHint, HintService, PlayHint
from nard_desktop.app.numbers import percent, plies_text, points_value
from nard_desktop.app.text import dice_text, fill, notation_text
from nard_desktop.engine.notation import format_play
from nard_desktop.ui.sizing import fit_dialog
from nard_desktop.ui.retranslating import Retranslating

__all__ = ["HintDialog", "equity_text", "percent_text", "all_alike", "depth_groups"]


def equity_text(value: float) -> str:
    """An equity with its sign and three decimals, in the locale's digits."""
    locale = QLocale()
    text = locale.toString(float(value), "f", 3)
    return (locale.positiveSign() + text) if value > 0.0005 else text


# At or below this chance of winning, a game is lost whatever is played.
LOST = 0.0005
# Equities closer than this read the same (three decimals).
ALIKE = 0.0005


def all_alike(ranked) -> bool:
    """Every play of a hint comes to the same (a lost position where each reads −1.000)."""
    return all(abs(x[1] - ranked[0][1]) < ALIKE and abs(x[2][0] - ranked[0][2][0]) < ALIKE for x in ranked)


def depth_groups(ranked) -> list[list[int]]:
    """The plays' indices grouped by the depth they were looked at, the best's
    depth first, each group best first: plays of different depths are never
    ranked together (a 0-ply figure is not comparable with a 2-ply one)."""
    if not ranked:
        return []
    order: list[int] = []
    groups: dict[int, list[int]] = {}
    for i, x in enumerate(ranked):
        plies = x[3]
        if plies not in groups:
            groups[plies] = []
            order.append(plies)
        groups[plies].append(i)
    first = [order[0]]
    rest = sorted(order[1:], key=lambda p: (p < 0, -p))  # deeper first (a rollout deepest of all)
    return [sorted(groups[p], key=lambda i: -ranked[i][1]) for p in first + rest]


def percent_text(p: float) -> str:
    """A chance as a percentage with one decimal, in the locale's digits and sign."""
    locale = QLocale()
    return locale.toString(100.0 * float(p), "f", 1) + locale.percent()


class HintDialog(Retranslating, QDialog):
    """The hint for the person the game waits for."""

    PLAY_COLUMNS = 6
    # Whether the chosen play can be played on the board (not for a position being edited).
    can_play = True

    def __init__(self, service: HintService, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HintDialog")
        self._service = service
        self._controller = controller
        self.hint: PlayHint | CubeHint | None = None
        # For each row of the table, the index of its play in the hint's ranking
        # (-1 for a heading row).
        self._row_plays: list[int] = []
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.table = QTableWidget(0, self.PLAY_COLUMNS, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.itemDoubleClicked.connect(lambda _item: self.play_selected())
        self.table.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(self.table, 1)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.play_button = QPushButton(self)
        self.buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.play_button.clicked.connect(self.play_selected)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        service.ready.connect(self._on_ready)
        service.failed.connect(self._on_failed)
        controller.position_changed.connect(self._on_position)
        self.retranslate()
        fit_dialog(self, width_chars=90, height=380)

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Hint"))
        self.play_button.setText(self.tr("&Play this move"))
        self.play_button.setToolTip(self.tr("Play the chosen move on the board (then pick up the dice as usual)"))
        self._fill()

    # ------------------------------------------------------------ flow
    def ask(self) -> bool:
        """Ask for the hint; False when no hint can be given now."""
        self.hint = None
        ok = self._service.request()
        self._fill()
        return ok

    @Slot(object)
    def _on_ready(self, hint: PlayHint | CubeHint) -> None:
        if not self._service.is_current(hint):
            return
        self.hint = hint
        self._fill()

    @Slot(str)
    def _on_failed(self, text: str) -> None:
        self.heading.setText(self.tr("The hint could not be worked out."))
        self.note.setText(text.strip().splitlines()[-1] if text.strip() else "")

    @Slot(object, object)
    def _on_position(self, _snap, _transition) -> None:
        if self.hint is not None and not self._service.is_current(self.hint) and self.isVisible():
            self.reject()

    def rows(self) -> list[list[str]]:
        """The table as text, row by row."""
        return [[self.table.item(r, c).text() if self.table.item(r, c) else ""
                 for c in range(self.table.columnCount())] for r in range(self.table.rowCount())]

    def play_selected(self) -> bool:
        """Carry out the selected play (the best when none is selected) and close."""
        hint = self.hint
        if not self.can_play or not isinstance(hint, PlayHint) or not hint.ranked:
            return False
        row = self.table.currentRow()
        index = self._row_plays[row] if 0 <= row < len(self._row_plays) else -1
        index = index if index >= 0 else (self._row_plays[0] if self._row_plays else 0)
        if not self._service.is_current(hint):
            return False
        played = self._service.play(hint, hint.ranked[index][0])
        if played:
            self.accept()
        return played

    def _update_buttons(self) -> None:
        self.play_button.setVisible(self.can_play and isinstance(self.hint, PlayHint))
        self.play_button.setEnabled(self.can_play and isinstance(self.hint, PlayHint) and bool(self.hint.ranked))

    # ------------------------------------------------------------ filling
    def _fill(self) -> None:
        hint = self.hint
        self.note.setText("")
        self._row_plays = []
        self.table.clearSpans()
        self.table.clearContents()
        if hint is None:
            self.heading.setText(self.tr("Thinking…"))
            self.table.setRowCount(0)
            self.table.setVisible(False)
        elif isinstance(hint, PlayHint):
            self._fill_plays(hint)
        else:
            self._fill_cube(hint)
        self._update_buttons()

    def _set_headers(self, labels: list[str]) -> None:
        self.table.setColumnCount(len(labels))
        self.table.setHorizontalHeaderLabels(labels)
        header = self.table.horizontalHeader()
        for c in range(len(labels)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def _item(self, text: str, *, bold: bool = False, number: bool = True) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        if number:
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if bold:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
        return item

    def _fit_table(self, rows: int | None) -> None:
        """A short table (the cube's three rows) takes only the room it needs."""
        if rows is None:
            self.table.setMaximumHeight(16777215)
            return
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(rows))
        self.table.setMaximumHeight(height + 2)
        self.resize(self.width(), self.sizeHint().height())

    @property
    def expert(self) -> bool:
        """Expert numbers: equities and depths (off: winning chances and points)."""
        return bool(getattr(self._controller.options, "expert_numbers", False))

    def refresh(self) -> None:
        """Show the hint again after a change of the view options (expert numbers)."""
        self._fill()

    def _fill_plays(self, hint: PlayHint) -> None:
        locale = QLocale()
        self.table.setVisible(True)
        self._fit_table(None)
        self._row_plays = []
        ranked = hint.ranked
        self.heading.setText(fill(self.tr("The best plays for %1, best first:"), dice_text(hint.dice)))
        if len(ranked) > 1 and all_alike(ranked):
            # Every play comes to the same: a table of equal numbers says nothing.
            self.table.setRowCount(0)
            self.table.setVisible(False)
            self._row_plays = [0]
            if ranked[0][2][0] <= LOST:
                self.heading.setText(self.tr("Whatever you play, this game is lost: every play comes to the same."))
            else:
                self.heading.setText(self.tr("Every play comes to the same here: whichever you choose changes "
                                             "nothing."))
            self.note.setText(fill(self.tr("%1 legal plays; Play this move plays one of them."),
                                   locale.toString(len(ranked))))
            return
        expert = self.expert
        if expert:
            self._set_headers([self.tr("#"), self.tr("Play"), self.tr("Equity"), self.tr("Win"),
                               self.tr("Win gammon"), self.tr("Lose gammon"), self.tr("Depth")])
        else:
            self._set_headers([self.tr("#"), self.tr("Play"), self.tr("Win"), self.tr("Win gammon"),
                               self.tr("Lose gammon"), self.tr("Points lost")])
        groups = depth_groups(ranked[:HINT_ROWS])
        columns = self.table.columnCount()
        lines: list[tuple[int, int, bool]] = []  # (index into ranked, rank or 0, first group) or a heading (-1)
        for g, group in enumerate(groups):
            if g > 0:
                lines.append((-1, 0, False))
            for k, i in enumerate(group):
                lines.append((i, k + 1 if g == 0 else 0, g == 0))
        self.table.clearSpans()
        self.table.setRowCount(len(lines))
        best = ranked[0][1] if ranked else 0.0
        for r, (i, rank, first) in enumerate(lines):
            if i < 0:
                # Plays looked at less deeply than the best: apart, without a rank.
                item = self._item(self.tr("Looked at less deeply: not ranked with the plays above"), number=False)
                font = QFont(item.font())
                font.setItalic(True)
                item.setFont(font)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(r, 0, item)
                self.table.setSpan(r, 0, 1, columns)
                self._row_plays.append(-1)
                continue
            play, equity, probs, plies = ranked[i][0], ranked[i][1], ranked[i][2], ranked[i][3]
            text = notation_text(format_play(play)) or self.tr("(no move)")
            number = locale.toString(rank) if rank else "–"
            if expert:
                equity_cell = equity_text(equity) if rank <= 1 \
                    else f"{equity_text(equity)} ({equity_text(equity - best)})"
                cells = [number, text, equity_cell, percent_text(probs[0]), percent_text(probs[1]),
                         percent_text(probs[3]), plies_text(plies)]
            else:
                # The difference in points against the best, only between plays looked at alike.
                lost = "" if not rank else ("–" if rank == 1 else points_value(max(0.0, best - equity)))
                cells = [number, text, percent(probs[0]), percent(probs[1]), percent(probs[3]), lost]
            for c, cell in enumerate(cells):
                self.table.setItem(r, c, self._item(cell, bold=(rank == 1), number=(c != 1)))
            self._row_plays.append(i)
        if lines:
            self.table.selectRow(0)
        notes = []
        if len(groups) > 1:
            notes.append(self.tr("Plays without a rank were looked at less deeply than the best and are not "
                                 "ranked with them."))
        more = len(ranked) - min(len(ranked), HINT_ROWS)
        if expert:
            notes.append(fill(self.tr("%1 legal plays in all. Equity: what the play is worth to you, "
                                      "in points per unit of the cube (in a match, in match equity)."),
                              locale.toString(len(ranked))) if more > 0 else
                         self.tr("Equity: what the play is worth to you, in points per unit of the cube "
                                 "(in a match, in match equity)."))
        else:
            if more > 0:
                notes.append(fill(self.tr("%1 legal plays in all."), locale.toString(len(ranked))))
            notes.append(self.tr("Win: your chance of winning this game after the play. Points lost: what the "
                                 "play costs against the best, in points a game."))
        self.note.setText(" ".join(notes))

    def _verdict(self, hint: CubeHint) -> str:
        d = hint.decision
        if hint.answering:
            if d.take == "drop":
                return self.tr("Pass: giving up the game now costs less than playing on at the doubled cube.")
            if d.take == "beaver":
                return self.tr("Take, and you may even beaver.")
            return self.tr("Take: playing on at the doubled cube is worth more than passing.")
        if not hint.can_double or d.action == "no_cube":
            return self.tr("You cannot double now: roll the dice.")
        if d.action == "too_good":
            return self.tr("Too good to double: play on for a gammon.")
        if d.action == "double":
            if d.take == "drop":
                return self.tr("Double: your opponent should pass.")
            if d.take == "beaver":
                return self.tr("Double, although your opponent could beaver.")
            return self.tr("Double: your opponent should take.")
        if d.pointless:
            return self.tr("No double: after the Crawford game the leader gains nothing by doubling "
                           "(the trailer always takes). Roll the dice.")
        return self.tr("No double: roll the dice.")

    def _fill_cube(self, hint: CubeHint) -> None:
        d = hint.decision
        self.heading.setText(self._verdict(hint))
        self.table.setVisible(True)
        probs = d.probabilities
        if hint.answering:
            # The analysis is the doubler's; the person answering sees its mirror image.
            win, gammon, lose_gammon = 1.0 - probs[0], probs[3], probs[1]
            rows = [(self.tr("Take"), -d.dt, d.take in ("take", "beaver")),
                    (self.tr("Pass"), -d.dp, d.take == "drop")]
        else:
            win, gammon, lose_gammon = probs[0], probs[1], probs[3]
            may = hint.can_double and d.action != "no_cube"
            best = d.action if may else "no_double"
            rows = [(self.tr("No double"), d.nd, best in ("no_double", "too_good")),
                    (self.tr("Double, take"), d.dt, best == "double" and d.take != "drop"),
                    (self.tr("Double, pass"), d.dp, best == "double" and d.take == "drop")]
        locale = QLocale()
        if not self.expert:
            self._fill_cube_plain(hint, rows)
        else:
            self._set_headers([self.tr("#"), self.tr("Action"), self.tr("Equity")])
            self.table.setRowCount(len(rows))
            for r, (name, equity, right) in enumerate(rows):
                for c, cell in enumerate((locale.toString(r + 1), name, equity_text(equity))):
                    self.table.setItem(r, c, self._item(cell, bold=right, number=(c != 1)))
        self.table.clearSelection()
        self._fit_table(self.table.rowCount())
        self.note.setText(fill(self.tr("Your chances: win %1, win a gammon %2, lose a gammon %3."),
                               percent_text(win), percent_text(gammon), percent_text(lose_gammon)))

    def _cube_value(self) -> int:
        m = self._controller.match
        return int(m.game.cube.value) if m is not None else 1

    def _fill_cube_plain(self, hint: CubeHint, rows: list[tuple[str, float, bool]]) -> None:
        """The cube's choices and what each costs against the best, in points a game."""
        d = hint.decision
        if not hint.answering:
            # The doubler's two choices; a double is worth what the right answer leaves.
            doubled = 2.0 * d.dt if d.take == "beaver" else min(d.dt, d.dp)
            rows = [(rows[0][0], d.nd, rows[0][2]),
                    (self.tr("Double"), doubled, not rows[0][2])]
        right = next((value for _name, value, is_right in rows if is_right), max(v for _n, v, _r in rows))
        self._set_headers([self.tr("#"), self.tr("Action"), self.tr("Points lost")])
        self.table.setRowCount(len(rows))
        locale = QLocale()
        cube = self._cube_value()
        for r, (name, value, is_right) in enumerate(rows):
            lost = "–" if is_right else points_value(max(0.0, right - value) * cube)
            for c, cell in enumerate((locale.toString(r + 1), name, lost)):
                self.table.setItem(r, c, self._item(cell, bold=is_right, number=(c != 1)))
