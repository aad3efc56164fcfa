"""The tutor's bar: a notice in the window (never a modal dialog) when the
play or cube action about to be made is an error, with *Play anyway*, *Take
back* and *Show hint*.  The judging is :mod:`nard_desktop.app.tutor`'s."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from nard_desktop.app.controller import GameController
from nard_desktop.app.session import MatchSession
from nard_desktop.app.numbers import emg_text, percent, points_a_game
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.text import fill, ltr, notation_text
from nard_desktop.app.tutor import TutorEvent, TutorService, TutorWarning
from nard_desktop.ui.retranslating import Retranslating

from .explanation import ExplanationLabel
from .review_actions import ReviewActions

__all__ = ["TutorBar", "TutorActions", "action_words", "percent", "points_a_game"]

MARK_SYMBOLS = {"doubtful": "?!", "bad": "?", "very_bad": "??"}


def action_words(action: str) -> str:
    """A cube action as the analysis names it, in words."""
    # Each call written out: the catalogue's extractor does not see through an alias.
    texts = {"no_double": QCoreApplication.translate("CubeActions", "no double"),
             "double": QCoreApplication.translate("CubeActions", "double"),
             "double_take": QCoreApplication.translate("CubeActions", "double, take"),
             "double_pass": QCoreApplication.translate("CubeActions", "double, pass"),
             "double_beaver": QCoreApplication.translate("CubeActions", "double, beaver"),
             "too_good": QCoreApplication.translate("CubeActions", "too good to double"),
             "take": QCoreApplication.translate("CubeActions", "take"),
             "drop": QCoreApplication.translate("CubeActions", "pass"),
             "beaver": QCoreApplication.translate("CubeActions", "beaver")}
    return texts.get(action, action)


class TutorBar(Retranslating, QFrame):
    """The notice: what the choice loses, the best, and the three buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutor-bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#tutor-bar { background: #fff4d6; border: 1px solid #d4a017; border-radius: 4px; }"
                           "#tutor-bar QLabel { color: #3b2a00; }")
        # As tall as its words and buttons, no taller: spare room stays with the move list.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        col = QVBoxLayout(self)
        col.setContentsMargins(8, 6, 8, 6)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Why the choice loses, in a sentence or three (hidden when there is nothing to say).
        self.why = ExplanationLabel(self)
        # Two rows: the side panel keeps one width, and three buttons side by side would
        # cut their words.
        row = QGridLayout()
        self.play_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.hint_button = QPushButton(self)
        row.addWidget(self.back_button, 0, 0)
        row.addWidget(self.play_button, 0, 1)
        row.addWidget(self.hint_button, 1, 0, 1, 2)
        col.addWidget(self.title)
        col.addWidget(self.text)
        col.addWidget(self.why)
        col.addLayout(row)
        self.warning: TutorWarning | None = None
        # The window's view options: expert numbers (an equity in EMG) only when they say so.
        self.options: ViewOptions | None = None
        self.retranslate()
        self.setVisible(False)

    def resizeEvent(self, event) -> None:
        # A wrapped text in a panel of fixed width: its whole height, never cut.
        super().resizeEvent(event)
        self._fit_text()

    def _fit_text(self) -> None:
        # The layout has given the text its width by the time the bar is resized.
        if self.text.width() > 0:
            self.text.setMinimumHeight(self.text.heightForWidth(self.text.width()))

    def _refit_text(self) -> None:
        # A new message: the last one's height no longer holds (a short message after a long one
        # left a gap under it), and its width is known once the layout has run.
        self.text.setMinimumHeight(0)
        self.text.updateGeometry()
        self._fit_text()
        QTimer.singleShot(0, self, self._fit_text)  # not after the bar is gone

    def retranslate(self) -> None:
        self.play_button.setText(self.tr("Play anyway"))
        self.back_button.setText(self.tr("Take back"))
        self.hint_button.setText(self.tr("Show hint"))
        self.play_button.setToolTip(self.tr("Make this choice final as it is"))
        self.back_button.setToolTip(self.tr("Undo this choice and choose again"))
        if self.warning is not None:
            self.show_warning(self.warning)

    @property
    def expert(self) -> bool:
        return bool(self.options is not None and self.options.expert_numbers)

    def message(self, w: TutorWarning) -> str:
        # Winning chances first, then the cost in points a game: never a bare equity.
        cost = points_a_game(w.error, w.cube_value)
        best = notation_text(w.best) or self.tr("(no move)")
        if w.kind == "checker" and w.chances is not None:
            text = fill(self.tr("With this play your chance of winning this game goes from %1 to %2; "
                                "the best play, %3, keeps it at %1. This play costs about %4."),
                        percent(w.chances[0]), percent(w.chances[1]), best, cost)
        elif w.kind == "checker":
            text = fill(self.tr("This play costs about %1; the best is %2."), cost, best)
        else:
            text = fill(self.tr("“%1” costs about %2 here; the best is “%3”."), action_words(w.tried), cost,
                        action_words(w.best))
        if self.expert:
            # The expert's figure after the player's words: the loss in equity.
            text += " " + fill(self.tr("Equity lost: %1."), emg_text(w.error))
        return text

    def show_warning(self, w: TutorWarning) -> None:
        self.warning = w
        mark = ltr(MARK_SYMBOLS.get(w.mark or "", ""))
        words = {"doubtful": self.tr("a doubtful choice"), "bad": self.tr("a bad choice"),
                 "very_bad": self.tr("a very bad choice")}.get(w.mark or "", self.tr("an error"))
        self.title.setText(fill(self.tr("Tutor: %1 %2"), words, mark).strip())
        self.text.setText(self.message(w))
        # The message gives the winning chances of a play already: the explanation does not repeat them.
        self.why.set_explanation(w.explanation, ("win",) if w.kind == "checker" and w.chances is not None else ())
        self.setVisible(True)
        self._refit_text()

    def clear(self) -> None:
        self.warning = None
        self.why.set_explanation(None)
        self.setVisible(False)


class TutorActions(QObject):
    """The tutor in one main window: the service, its bar beside the board's
    buttons, and its notes in the review panel.

    It is given the controller and the session of the match, the review its
    notes go into, the bar to show its warnings in (the window places it),
    the object it belongs to (``parent``) and ``show_status`` (a line on the
    status label).  *Show hint* asks the window for the hint with
    :attr:`hint_requested`."""

    # The player asked for the hint (the bar's *Show hint*).
    hint_requested = Signal()

    def __init__(self, controller: GameController, session: MatchSession, review: ReviewActions, bar: TutorBar,
                 parent: QObject, *, show_status: Callable[[str], None],
                 service: TutorService | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.review = review
        self.show_status = show_status
        self.service = service or TutorService(controller, self)
        self.bar = bar
        bar.options = controller.options
        s = self.service
        s.warned.connect(self._warned)
        s.cleared.connect(self.bar.clear)
        s.checking_changed.connect(self._checking)
        self.bar.play_button.clicked.connect(s.play_anyway)
        self.bar.back_button.clicked.connect(s.take_back)
        self.bar.hint_button.clicked.connect(self.show_hint)
        # The tutor's notes go into the record, and come back with it.
        session.app_extras["tutor"] = s.record_entries
        session.loaded.connect(s.restore)
        review.decision_selected.connect(self._review_note)

    @Slot(object)
    def _warned(self, w: TutorWarning) -> None:
        self.bar.show_warning(w)
        self.show_status(self.bar.message(w))

    @Slot(bool)
    def _checking(self, on: bool) -> None:
        if on:
            self.show_status(self.tr("The tutor is looking at your choice…"))

    @Slot()
    def show_hint(self) -> None:
        self.hint_requested.emit()

    def note(self, event: TutorEvent, cube_value: int = 1) -> str:
        """A tutor event in words, for the review: the loss in points a game
        at ``cube_value``, the cube of the decision (in EMG with expert numbers)."""
        tried = notation_text(event.tried) if event.kind == "checker" else action_words(event.tried)
        if getattr(self.controller.options, "expert_numbers", False):
            loss = emg_text(event.error)
            if event.answer == "played":
                return fill(self.tr("Tutor: warned that %1 loses %2, played anyway."), tried, loss)
            return fill(self.tr("Tutor: first chose %1 (it loses %2), then took it back."), tried, loss)
        cost = points_a_game(event.error, cube_value)
        if event.answer == "played":
            return fill(self.tr("Tutor: warned that %1 costs about %2, played anyway."), tried, cost)
        return fill(self.tr("Tutor: first chose %1 (it costs about %2), then took it back."), tried, cost)

    @Slot(int)
    def _review_note(self, index: int) -> None:
        d = self.review.decision(index)
        if d is None:
            return
        cube = int(getattr(d.match, "cube_value", 1) or 1)
        notes = [self.note(e, cube) for e in self.service.events_for(self.controller.match)
                 if (e.game, e.move, e.player, e.kind) == (d.game, d.move, d.player, d.kind)]
        self.review.add_notes(notes)

    def retranslate(self) -> None:
        self.bar.retranslate()

    def refresh(self) -> None:
        """The warning on show again, after a change of the view options (expert numbers)."""
        if self.bar.warning is not None:
            self.bar.show_warning(self.bar.warning)
            self.show_status(self.bar.message(self.bar.warning))

    def shutdown(self) -> None:
        self.service.cancel()
        self.service.worker.wait(5000)
