"""The end of a game (and of a match): who won, how, the points and the score."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from nard_desktop.app.controller import Snapshot
from nard_desktop.app.text import fill, is_you, loc, points_text, result_kind_name
from nard_desktop.ui.sizing import fit_dialog


def result_text(snap: Snapshot) -> str:
    """The verdict in words, e.g. "You win a gammon (mars): 2 points." """
    r = snap.result
    if r is None:
        return ""
    why = ""
    if r.reason == "drop":
        why = fill(QCoreApplication.translate("EndOfGameDialog", "%1 dropped the double."), snap.names[r.loser])
    elif r.reason == "resign":
        why = fill(QCoreApplication.translate("EndOfGameDialog", "%1 resigned."), snap.names[r.loser])
    elif r.reason == "timeout":
        why = fill(QCoreApplication.translate("EndOfGameDialog", "%1 ran out of time."), snap.names[r.loser])
    # The winner may be "You": that sentence has its own template ("You win", not "You wins").
    you_won = is_you(snap.names[r.winner])
    if r.reason == "timeout":
        # Running out of time loses the match itself; no points are scored (docs/rules.md §9).
        if you_won:
            head = QCoreApplication.translate("EndOfGameDialog", "You win on time.")
        else:
            head = fill(QCoreApplication.translate("EndOfGameDialog", "%1 wins on time."), snap.names[r.winner])
    elif you_won:
        head = fill(QCoreApplication.translate("EndOfGameDialog", "You win a %1: %2."), result_kind_name(r.kind),
                    points_text(r.points))
    else:
        head = fill(QCoreApplication.translate("EndOfGameDialog", "%1 wins a %2: %3."), snap.names[r.winner],
                    result_kind_name(r.kind), points_text(r.points))
    if snap.match_length:
        score = fill(QCoreApplication.translate("EndOfGameDialog", "Score: %1 %2 – %3 %4 (match to %5)."), snap.names[0], loc(snap.score[0]),
                     snap.names[1], loc(snap.score[1]), loc(snap.match_length))
    else:
        score = fill(QCoreApplication.translate("EndOfGameDialog", "Session: %1 %2 – %3 %4."), snap.names[0], loc(snap.score[0]),
                     snap.names[1], loc(snap.score[1]))
    lines = [head] + ([why] if why else []) + [score]
    if snap.match_winner is not None:
        if is_you(snap.names[snap.match_winner]):
            lines.append(QCoreApplication.translate("EndOfGameDialog", "You win the match!"))
        else:
            lines.append(fill(QCoreApplication.translate("EndOfGameDialog", "%1 wins the match!"),
                              snap.names[snap.match_winner]))
    return "\n".join(lines)


class EndOfGameDialog(QDialog):
    next_game_requested = Signal()
    new_match_requested = Signal()
    # Analyse the match so far (every game played, this one included).
    analyse_requested = Signal()

    def __init__(self, snap: Snapshot, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        over = snap.match_winner is not None
        self.setWindowTitle(self.tr("Match over") if over else self.tr("Game over"))
        layout = QVBoxLayout(self)
        self.label = QLabel(result_text(snap), self)
        self.label.setWordWrap(True)
        f = self.label.font()
        f.setPointSizeF(f.pointSizeF() * 1.15)
        self.label.setFont(f)
        layout.addWidget(self.label)
        buttons = QDialogButtonBox(self)
        self.next_button: QPushButton | None = None
        if not over:
            self.next_button = buttons.addButton(self.tr("Next game"), QDialogButtonBox.ButtonRole.AcceptRole)
            self.next_button.clicked.connect(self.next_game_requested)
            self.next_button.setDefault(True)
        self.analyse_button = buttons.addButton(self.tr("Analyse"), QDialogButtonBox.ButtonRole.ActionRole)
        self.analyse_button.setToolTip(self.tr("Look at every decision of the match so far and mark the errors"))
        self.analyse_button.clicked.connect(self.analyse_requested)
        self.analyse_button.clicked.connect(self.accept)
        self.new_button = buttons.addButton(self.tr("New match…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.clicked.connect(self.new_match_requested)
        self.new_button.clicked.connect(self.accept)
        close = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.clicked.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        fit_dialog(self, width_chars=54)
