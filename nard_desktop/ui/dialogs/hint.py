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
from nard_desktop.app.text import dice_text, fill, notation_text
from nard_desktop.engine.notation import format_play
from nard_desktop.ui.sizing import fit_dialog
from nard_desktop.ui.retranslating import Retranslating

__all__ = ["HintDialog", "equity_text", "percent_text"]


def equity_text(value: float) -> str:
    """An equity with its sign and three decimals, in the locale's digits."""
    locale = QLocale()
    text = locale.toString(float(value), "f", 3)
    return (locale.positiveSign() + text) if value > 0.0005 else text


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
        row = row if 0 <= row < min(len(hint.ranked), HINT_ROWS) else 0
        if not self._service.is_current(hint):
            return False
        played = self._service.play(hint, hint.ranked[row][0])
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

    def _fill_plays(self, hint: PlayHint) -> None:
        locale = QLocale()
        self.table.setVisible(True)
        self._fit_table(None)
        shown = hint.ranked[:HINT_ROWS]
        self.heading.setText(fill(self.tr("The best plays for %1, best first:"), dice_text(hint.dice)))
        self._set_headers([self.tr("#"), self.tr("Play"), self.tr("Equity"), self.tr("Win"),
                           self.tr("Win gammon"), self.tr("Lose gammon"), self.tr("Depth")])
        self.table.setRowCount(len(shown))
        best = shown[0][1] if shown else 0.0
        depth = shown[0][3] if shown else 0
        for r, ranked in enumerate(shown):
            play, equity, probs, plies = ranked[0], ranked[1], ranked[2], ranked[3]
            text = notation_text(format_play(play)) or self.tr("(no move)")
            # Only plays looked at as deeply as the best are ranked against it: a play
            # looked at less deeply gets no rank and no difference (its equity is not
            # comparable), and the depth says why.
            ranked_here = plies == depth
            equity_cell = equity_text(equity) if r == 0 or not ranked_here \
                else f"{equity_text(equity)} ({equity_text(equity - best)})"
            cells = [locale.toString(r + 1) if ranked_here else "–", text, equity_cell, percent_text(probs[0]),
                     percent_text(probs[1]), percent_text(probs[3]), fill(self.tr("%1-ply"), locale.toString(plies))]
            for c, cell in enumerate(cells):
                self.table.setItem(r, c, self._item(cell, bold=(r == 0), number=(c != 1)))
        if shown:
            self.table.selectRow(0)
        more = len(hint.ranked) - len(shown)
        notes = []
        if hint.ranked and all(x[2][0] <= 0.0 and abs(x[1] - best) < 1e-9 for x in hint.ranked):
            notes.append(self.tr("Whatever you play, this game is lost: every play comes to the same."))
        if any(x[3] != depth for x in shown):
            notes.append(self.tr("Plays without a rank were looked at less deeply than the best and are not "
                                 "ranked with them."))
        notes.append(fill(self.tr("%1 legal plays in all. Equity: what the play is worth to you, "
                                  "in points per unit of the cube (in a match, in match equity)."),
                          locale.toString(len(hint.ranked))) if more > 0 else
                     self.tr("Equity: what the play is worth to you, in points per unit of the cube "
                             "(in a match, in match equity)."))
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
        self._set_headers([self.tr("#"), self.tr("Action"), self.tr("Equity")])
        self.table.setRowCount(len(rows))
        locale = QLocale()
        for r, (name, equity, right) in enumerate(rows):
            for c, cell in enumerate((locale.toString(r + 1), name, equity_text(equity))):
                self.table.setItem(r, c, self._item(cell, bold=right, number=(c != 1)))
        self.table.clearSelection()
        self._fit_table(len(rows))
        self.note.setText(fill(self.tr("Your chances: win %1, win a gammon %2, lose a gammon %3."),
                               percent_text(win), percent_text(gammon), percent_text(lose_gammon)))
