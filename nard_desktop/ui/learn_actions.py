"""Learn from your mistakes: after an analysis, the player's own marked
errors one by one (worst first or in game order), each asked again on the
board itself.

The board of a mistake is a scene of its own (:class:`BoardScene`, the same
items, theme and gestures as in play) put in the board view while learning:
the match's scene is never touched, so leaving puts back exactly what was
there.  Checker plays are made by dragging or clicking as in a game, with the
legal points lit; cube actions with buttons.  A retried choice is judged by
:mod:`nard_desktop.app.learn` with the analysis's numbers, in a worker thread
when a new search is needed.

Learning starts from a review and ends with it: it reads the review's
analysis and follows it through :class:`~nard_desktop.ui.review_actions.ReviewActions`'
public attributes, methods and signals only."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGraphicsView, QMainWindow, QPushButton, QWidget

from nard_desktop.ai.analysis import AnalysisOptions
from nard_desktop.ai.explain import explain
from nard_desktop.app.controller import GameController
from nard_desktop.app.learn import (BEST, ERROR, GOOD, LearnBoard, LearnSession, Mistake, Verdict, cube_choices,
                                    judge_cube, judge_play, mistakes, winning_chances)
from nard_desktop.app.numbers import chance_change, emg_text, points_a_game
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.session import MatchSession
from nard_desktop.app.snapshot import Move, Transition
from nard_desktop.app.text import dice_text, fill, loc, notation_text, refusal_text
from nard_desktop.app.worker import Worker
from nard_desktop.engine.explain import why_not
from nard_desktop.engine.notation import parse_play

from .board.scene import BoardScene
from .learn_panel import LearnPanel
from .review_actions import ReviewActions
from .review_panel import ReviewPanel
from .tutor_bar import action_words

__all__ = ["LearnActions"]


def _judge_task(mistake: Mistake, play, options: AnalysisOptions, *, cancel) -> Verdict:
    return judge_play(mistake, play, options)


class LearnActions(QObject):
    """Game ▸ Learn from your mistakes, in one main window (after an analysis).

    It is given the review it starts from, the controller and the session of
    the match, the window (``parent``: its actions), ``place_panel`` (puts
    the learning panel in the window: in the side panel's place, at its
    width, as the review panel), the board view and the match's board (``scene``, put back in
    the view when learning ends), the view options and ``show_status`` (a
    line on the status label).  The Game menu's entry is :attr:`act_learn`;
    the window puts it there."""

    def __init__(self, review: ReviewActions, controller: GameController, session: MatchSession,
                 parent: QMainWindow, *, view: QGraphicsView, scene: BoardScene, options: ViewOptions,
                 show_status: Callable[[str], None], place_panel: Callable[[QWidget], None]) -> None:
        super().__init__(parent)
        self.place_panel = place_panel
        self.widget = parent
        self.review = review
        self.controller = controller
        self.match_session = session
        self.view = view
        self.match_scene = scene
        self.view_options = options
        self.show_status = show_status
        self.act_learn = QAction(parent)
        self.act_learn.triggered.connect(lambda _=False: self.start())
        self.act_learn.setEnabled(False)
        parent.addAction(self.act_learn)
        # The panel, its board and the button in the review panel are made when
        # first needed (most sessions never learn): see ``panel``, ``scene`` and
        # ``review_button``.
        self._panel: LearnPanel | None = None
        self._scene: BoardScene | None = None
        self._review_button: QPushButton | None = None
        self.worker = Worker(self)
        self.worker.finished.connect(self._judged)
        self.worker.failed.connect(self._judge_failed)
        self._task: int | None = None
        self.session: LearnSession | None = None
        self.board: LearnBoard | None = None
        self.active = False
        self.last_verdict: Verdict | None = None
        self.answer_shown = False  # the current mistake's answer is on show
        review.decision_selected.connect(self._update_action)
        review.running_changed.connect(self._update_action)
        review.left.connect(self._update_action)
        review.when_panel_made(self._add_review_button)
        # Review left (Escape, a new match, a new analysis): learning ends with it.
        review.active_changed.connect(self._review_changed)
        self.retranslate()
        self._update_action()

    # ------------------------------------------------------------ made on first use
    @property
    def panel(self) -> LearnPanel:
        """The learning panel (in the side panel's place, hidden outside learning)."""
        if self._panel is None:
            panel = self._panel = LearnPanel(self.widget)
            panel.setVisible(False)
            self.place_panel(panel)
            panel.restart_requested.connect(self._restart)
            panel.cube_chosen.connect(self.choose_cube)
            panel.retry_requested.connect(self.retry)
            panel.reveal_requested.connect(self.reveal)
            panel.next_requested.connect(self.next)
            panel.leave_requested.connect(self.leave)
        return self._panel

    @property
    def scene(self) -> BoardScene:
        """The board learning is played on (the window's view shows it while learning)."""
        if self._scene is None:
            scene = self._scene = BoardScene(self.view_options, self.widget)
            scene.drop_requested.connect(self.step)
            scene.illegal_drop.connect(self._refused)
            scene.checker_clicked.connect(self._by_die)
            scene.point_clicked.connect(self._to_point)
        return self._scene

    @property
    def review_button(self) -> QPushButton:
        """The button in the review panel (made with that panel)."""
        self.review.panel  # reading the property makes the panel, and with it the button
        assert self._review_button is not None
        return self._review_button

    def _add_review_button(self, review_panel: ReviewPanel) -> None:
        # A button in the review panel too, above its Leave button.
        button = self._review_button = QPushButton(review_panel)
        button.clicked.connect(lambda _=False: self.start())
        review_panel.add_button(button)
        button.setText(self.tr("Learn from your &mistakes"))
        button.setEnabled(self.act_learn.isEnabled())

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.act_learn.setText(self.tr("Learn from your &mistakes"))
        self.act_learn.setToolTip(self.tr("Go through your marked errors of the analysed match and find better "
                                          "choices on the board"))
        if self._review_button is not None:
            self._review_button.setText(self.tr("Learn from your &mistakes"))
        if self.active and self.session is not None:
            # Texts only: the board and what was tried stay as they are.
            enabled = {a: b.isEnabled() for a, b in self.panel.cube_buttons.items()}
            if self.session.finished:
                self._finish()
            else:
                self._texts()
                for a, b in self.panel.cube_buttons.items():
                    b.setEnabled(enabled.get(a, True))
                if self.answer_shown:
                    self._say_answer()
                elif self.last_verdict is not None:
                    self._say_verdict(self.last_verdict)

    @Slot(bool)
    def _review_changed(self, *_: object) -> None:
        if self.active and not self.review.active:
            self.leave()
        self._update_action()

    @Slot()
    def _update_action(self, *_: object) -> None:
        on = self.review.active and self.review.analysis is not None and not self.active
        self.act_learn.setEnabled(on)
        if self._review_button is not None:
            self._review_button.setEnabled(on)

    @property
    def options(self) -> AnalysisOptions:
        a = self.review.analysis
        return a.options if a is not None else AnalysisOptions()

    # ------------------------------------------------------------ mode
    @Slot()
    def start(self, player: int | None = None, order: str | None = None) -> bool:
        """Begin with ``player``'s mistakes (you by default), worst first by default."""
        r = self.review
        if not r.active or r.analysis is None or r.decisions is None:
            return False
        c = self.controller
        you = self.match_session.you()
        self.panel.set_players((c.seat_name(0), c.seat_name(1)), you)
        if player is not None:
            self.panel.player_combo.setCurrentIndex(0 if player == you else 1)
        if order is not None:
            self.panel.order_combo.setCurrentIndex(max(0, self.panel.order_combo.findData(order)))
        self.active = True
        self._update_action()
        r.set_panel_shown(False)
        self.panel.setVisible(True)
        self.view.setScene(self.scene)
        self.view.setInteractive(True)
        self.scene.set_options(self.view_options)
        self._restart()
        return True

    @Slot()
    def _restart(self) -> None:
        r = self.review
        if r.analysis is None or r.decisions is None:
            return
        player = self.panel.player_combo.currentData()
        order = self.panel.order_combo.currentData()
        self.session = LearnSession(mistakes(r.decisions, r.analysis, int(player), order), int(player), order)
        self._show_current()

    @Slot()
    def leave(self) -> None:
        """Back to the review, exactly as it was."""
        if not self.active:
            return
        self._cancel_judging()
        self.active = False
        self.panel.setVisible(False)
        self.view.setScene(self.match_scene)
        self.view.setInteractive(not self.review.active)
        if self.review.active:
            self.review.set_panel_shown(True)
        self.session = None
        self.board = None
        self._update_action()

    def shutdown(self) -> None:
        self._cancel_judging()
        self.worker.wait(5000)

    def _cancel_judging(self) -> None:
        self._task = None
        self.worker.cancel_all()

    # ------------------------------------------------------------ one mistake
    def _names(self) -> tuple[str, str]:
        c = self.controller
        return (c.seat_name(0), c.seat_name(1))

    def _show_current(self) -> None:
        s = self.session
        p = self.panel
        self._cancel_judging()
        self.last_verdict = None
        self.answer_shown = False
        if s is None:
            return
        m = s.current
        if m is None:
            self._finish()
            return
        c = self.controller
        self.board = LearnBoard(m, bottom=c.bottom, colours=(c.colour(0), c.colour(1)), names=self._names(),
                                kinds=(c.players[0].kind, c.players[1].kind))
        self._draw(Transition("new"))
        self._texts()
        p.show_verdict("", None)
        p.retry_button.setEnabled(False)
        p.reveal_button.setEnabled(True)
        p.next_button.setEnabled(True)
        for b in p.cube_buttons.values():
            b.setEnabled(True)

    def _texts(self) -> None:
        """The current mistake's heading and question in the current language."""
        s = self.session
        p = self.panel
        m = s.current if s is not None else None
        if s is None or m is None:
            return
        a = m.analysis
        p.heading.setText(fill(self.tr("Mistake %1 of %2: game %3, move %4"), loc(s.position + 1),
                               loc(len(s.mistakes)), loc(a.game), loc(a.move)))
        if m.kind == "checker":
            p.prompt.setText(fill(self.tr("Roll %1. Find a better play on the board: move the checkers as in "
                                          "a game."), dice_text(a.dice or ())))
            p.set_cube_choices(())
        elif m.kind == "cube":
            p.prompt.setText(self.tr("Before the roll: double or not?"))
            p.set_cube_choices(cube_choices(m))
        else:
            p.prompt.setText(fill(self.tr("The opponent doubles to %1: take or pass?"), loc(2 * a.cube_value)))
            p.set_cube_choices(cube_choices(m))
        p.next_button.setText(self.tr("&Next") if s.position + 1 < len(s.mistakes) else self.tr("&Finish"))
        self.show_status(p.heading.text())

    def _draw(self, transition: Transition) -> None:
        if self.board is not None:
            self.scene.set_snapshot(self.board.snapshot(), transition)

    def _finish(self) -> None:
        s = self.session
        p = self.panel
        assert s is not None
        self.board = None
        found, total = s.summary()
        p.set_cube_choices(())
        p.heading.setText(self.tr("The end"))
        if total == 0:
            p.prompt.setText(self.tr("No marked mistakes to go through: well played."))
        else:
            p.prompt.setText(fill(self.tr("You found a better choice for %1 of %2 mistakes."), loc(found),
                                  loc(total)))
        p.show_verdict("", None)
        for b in (p.retry_button, p.reveal_button, p.next_button):
            b.setEnabled(False)
        self.show_status(p.prompt.text())

    # ------------------------------------------------------------ the board's intents
    def _after_step(self, before: int) -> None:
        b = self.board
        assert b is not None and b.turn is not None
        made = b.turn.steps[before:]
        hits = b.turn.hits[before:]
        self._draw(Transition("move", tuple(Move(b.seat, s, d, h) for (s, d), h in zip(made, hits))))
        if b.turn.is_complete():
            self._judge_board_play()

    @Slot(int, int)
    def step(self, src: int, dst: int) -> bool:
        b = self.board
        if b is None or b.turn is None or self._task is not None:
            return False
        before = len(b.turn.steps)
        if not b.step(src, dst):
            return False
        self._after_step(before)
        return True

    @Slot(int, bool)
    def _by_die(self, src: int, larger_first: bool) -> None:
        b = self.board
        if b is None or b.turn is None or self._task is not None:
            return
        before = len(b.turn.steps)
        if b.move_by_die(src, larger_first):
            self._after_step(before)

    @Slot(int)
    def _to_point(self, dst: int) -> None:
        b = self.board
        if b is None or b.turn is None or self._task is not None:
            return
        before = len(b.turn.steps)
        if b.move_to(dst):
            self._after_step(before)

    @Slot(int, int)
    def _refused(self, src: int, dst: int) -> None:
        b = self.board
        if b is None or b.turn is None:
            return
        refusal = why_not(b.turn, src, dst)
        if refusal is not None:
            self.show_status(refusal_text(refusal))

    # ------------------------------------------------------------ judging
    def _judge_board_play(self) -> None:
        b = self.board
        assert b is not None
        play = b.play()
        if play is None:
            return
        b.locked = True
        self._draw(Transition("other"))
        self.panel.show_verdict(self.tr("Looking at your play…"), None)
        self._task = self.worker.submit(_judge_task, b.mistake, play, self.options)

    @Slot(int, object)
    def _judged(self, task: int, verdict: object) -> None:
        if task != self._task or not isinstance(verdict, Verdict):
            return
        self._task = None
        self._show_verdict(verdict)

    @Slot(int, str)
    def _judge_failed(self, task: int, text: str) -> None:
        if task != self._task:
            return
        self._task = None
        self.panel.show_verdict(self.tr("This play could not be judged."), ERROR)
        self.panel.retry_button.setEnabled(True)

    @Slot(str)
    def choose_cube(self, action: str) -> None:
        s = self.session
        if s is None or s.current is None or s.current.kind == "checker":
            return
        self._show_verdict(judge_cube(s.current, action, self.options))

    def _words(self, kind: str, text: str) -> str:
        if kind == "checker":
            return notation_text(text) or self.tr("(no move)")
        return action_words(text)

    def _show_verdict(self, v: Verdict) -> None:
        s = self.session
        p = self.panel
        if s is None or s.current is None:
            return
        s.record(v)
        self.last_verdict = v
        self._say_verdict(v)
        p.retry_button.setEnabled(s.current.kind == "checker")
        for b in p.cube_buttons.values():
            b.setEnabled(True)

    @property
    def expert(self) -> bool:
        """Expert numbers (equities in EMG) instead of winning chances and points."""
        return bool(self.view_options.expert_numbers)

    def refresh(self) -> None:
        """The texts again, after a change of the view options (expert numbers)."""
        self.retranslate()

    def _say_verdict(self, v: Verdict) -> None:
        s = self.session
        p = self.panel
        if s is None or s.current is None:
            return
        kind = s.current.kind
        tried = self._words(kind, v.tried)
        if v.kind == BEST:
            text = fill(self.tr("Your choice, %1, is the best. Well found!"), tried)
        elif self.expert:
            loss = emg_text(v.error)
            if v.kind == GOOD:
                text = fill(self.tr("Your choice, %1, is good enough: it loses only %2 against the best."),
                            tried, loss)
            else:
                text = fill(self.tr("Your choice, %1, is still an error: it loses %2. Try again, or see the "
                                    "answer."), tried, loss)
        else:
            cost = points_a_game(v.error, s.current.analysis.cube_value)
            if v.kind == GOOD and v.chances is not None:
                text = fill(self.tr("Your choice, %1, is good enough: %2; it costs only about %3."), tried,
                            chance_change(*v.chances), cost)
            elif v.kind == GOOD:
                text = fill(self.tr("Your choice, %1, is good enough: it costs only about %2."), tried, cost)
            elif v.chances is not None:
                text = fill(self.tr("Your choice, %1, is still an error: %2; it costs about %3. Try again, or "
                                    "see the answer."), tried, chance_change(*v.chances), cost)
            else:
                text = fill(self.tr("Your choice, %1, is still an error: it costs about %2. Try again, or see "
                                    "the answer."), tried, cost)
        p.show_verdict(text, v.kind)
        if v.kind == ERROR:
            p.show_explanation(v.explanation)

    # ------------------------------------------------------------ buttons
    @Slot()
    def retry(self) -> None:
        """The mistake's position and dice again, for another try."""
        b = self.board
        if b is None or b.turn is None:
            return
        self._cancel_judging()
        b.undo_all()
        b.locked = False
        self._draw(Transition("new"))
        self.answer_shown = False
        self.panel.show_verdict("", None)
        self.panel.retry_button.setEnabled(False)

    @Slot()
    def reveal(self) -> None:
        """The answer: the best choice and what the mistake lost; a best play
        is shown played on the board."""
        s = self.session
        b = self.board
        if s is None or s.current is None or b is None:
            return
        self._cancel_judging()
        s.reveal()
        m = s.current
        a = m.analysis
        if b.turn is not None:
            b.undo_all()
            b.locked = False
            d = m.decision
            try:
                best_play = parse_play(d.position, d.dice or (), a.best, d.rules)
            except Exception:  # noqa: BLE001 - the text is shown in any case
                best_play = None
            made = []
            if best_play is not None:
                for src, dst in best_play.moves:
                    before = len(b.turn.steps)
                    if not b.step(src, dst):
                        break
                    made.extend(Move(b.seat, s_, d_, h) for (s_, d_), h in
                                zip(b.turn.steps[before:], b.turn.hits[before:]))
            b.locked = True
            self._draw(Transition("move", tuple(made)))
        self.answer_shown = True
        self._say_answer()
        self.panel.retry_button.setEnabled(b.turn is not None)
        for button in self.panel.cube_buttons.values():
            button.setEnabled(False)

    def _say_answer(self) -> None:
        """The answer's words, in the language of the moment (said again on a switch)."""
        s = self.session
        if s is None or s.current is None:
            return
        m = s.current
        a = m.analysis
        played = self._words(m.kind, a.played if m.kind == "checker" else (a.taken or a.played))
        best = self._words(m.kind, a.best)
        chances = winning_chances(a, a.best, a.played) if m.kind == "checker" else None
        if self.expert:
            text = fill(self.tr("The best: %1. The choice made in the game, %2, lost %3."), best, played,
                        emg_text(a.error))
        elif chances is not None:
            text = fill(self.tr("The best: %1. With the choice made in the game, %2, %3: it cost about %4."),
                        best, played, chance_change(*chances), points_a_game(a.error, a.cube_value))
        else:
            text = fill(self.tr("The best: %1. The choice made in the game, %2, cost about %3."), best, played,
                        points_a_game(a.error, a.cube_value))
        self.panel.show_verdict(text, BEST)
        self.panel.show_explanation(explain(m.decision, a, plies=self.options.cube_plies))

    @Slot()
    def next(self) -> None:
        s = self.session
        if s is None:
            return
        s.next()
        self._show_current()
