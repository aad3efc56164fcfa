"""The controller: owns the running match and turns intents into engine actions.

The board scene and the widgets never decide a rule.  They send intents
(``roll``, ``step(src, dst)``, ``double``, ``resign(level)`` …); the controller
checks with the engine, applies what is allowed, and publishes a
:class:`Snapshot` — everything the window draws — with the
:class:`Transition` that led to it, so that the board can animate it.

The computer's decisions are made by :class:`~nard_desktop.app.opponent.Opponent`
in the :class:`~nard_desktop.app.worker.Worker`'s threads; its moves are played
step by step through the same engine calls a human's drag makes.
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Protocol, Sequence

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from nard_desktop.engine import (CubeState, EngineError, Game, GamePhase, IllegalMoveError, Match, MatchContext,
                                 Play, Position, ResultType, RuleSet, TurnBuilder)
from nard_desktop.engine.dice import check_roll
from nard_desktop.engine.explain import why_not
from nard_desktop.engine.fairdice import FairRoller

from .clicks import sources_for, step_by_die
from .clock import ClockKeeper
from .opponent import Opponent
from .options import ViewOptions
from .snapshot import (COMPUTER, HUMAN, REMOTE, DiceView, MatchConfig, Move, MoveEntry, PlayerSpec, Snapshot,
                       Transition)
from .text import dice_text, fill, loc, notation_input, notation_text, points_text, refusal_text, result_kind_name
from . import wording

__all__ = ["GameController", "RemoteSeat", "HUMAN", "COMPUTER", "REMOTE", "PlayerSpec", "MatchConfig", "Move",
           "Transition", "DiceView", "MoveEntry", "Snapshot"]


# ------------------------------------------------------------- worker tasks
def _pre_roll_task(opp: Opponent, position: Position, context: MatchContext, rules: RuleSet,
                   can_double: bool, declined: int, *, cancel) -> tuple:
    level = opp.resign_decision(position, context, rules)
    if level is not None and int(level) > declined:
        return ("resign", ResultType(int(level)))
    if cancel.is_set():
        return ("roll",)
    if can_double and opp.double_decision(position, context, rules):
        return ("double",)
    return ("roll",)


def _play_task(opp: Opponent, position: Position, dice, context, rules, *, cancel) -> Play:
    return opp.choose_play(position, dice, context, rules, cancel=cancel)


def _take_task(opp: Opponent, position: Position, context, rules, can_beaver: bool, *, cancel) -> str:
    return opp.take_decision(position, context, rules, can_beaver=can_beaver)


def _beaver_answer_task(opp: Opponent, position: Position, context, rules, *, cancel) -> str:
    return opp.beaver_answer(position, context, rules)


def _accept_task(opp: Opponent, position: Position, context, rules, level, *, cancel) -> bool:
    return opp.accept_resignation(position, context, rules, level)


class RemoteSeat(Protocol):
    """The friend's seat of a network match, as the controller sees it (the
    session with the friend's program, :class:`~nard_desktop.app.netgame.NetGame`).

    The friend's own actions arrive by themselves (:meth:`GameController.remote_acted`);
    this side's actions go through these methods instead of straight to the
    engine: the session applies them to the same match, checks them and
    sends them.  Each returns whether it was done."""

    def my_turn(self) -> bool: ...

    def roll(self) -> bool: ...

    def move(self, steps: list[tuple[int, int]], seconds: float) -> bool: ...

    def cube(self, action: str, seconds: float) -> bool: ...

    def resign(self, level: int) -> bool: ...

    def answer(self, accept: bool) -> bool: ...


class GameController(QObject):
    """Owns the running :class:`Match` and the seats' players."""

    # (Snapshot, Transition): redraw the board, animating the transition.
    position_changed = Signal(object, object)
    status_changed = Signal(str)
    move_list_changed = Signal(object)  # list[MoveEntry]
    notice = Signal(str)  # a passing message for the board (e.g. a forced pass)
    game_over = Signal(object)  # GameResult
    match_over = Signal(int)  # the winning seat
    thinking_changed = Signal(bool)
    match_started = Signal()
    error = Signal(str)  # an internal failure (traceback text)
    # A settled moment worth saving: a turn ended, a cube action or an offer
    # was made or answered, a game ended (never in the middle of a turn).
    checkpoint = Signal()

    def __init__(self, options: ViewOptions | None = None,
                 opponent_factory: Callable[[str], Opponent] = Opponent,
                 parent: QObject | None = None, *, time_source: Callable[[], float] | None = None) -> None:
        super().__init__(parent)
        from .worker import Worker

        self.options = options or ViewOptions()
        self._opponent_factory = opponent_factory
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_task_done)
        self.worker.failed.connect(self._on_task_failed)
        self.config = MatchConfig()
        self.match: Match | None = None
        self.bottom = 0
        self._opponents: dict[int, Opponent] = {}
        self._gen = 0  # bumped by a new match: timers of the old one do nothing
        self._task: tuple[int, str] | None = None
        self._busy = False  # a computer play or a forced pass is being carried out
        self._declined: dict[int, int] = {}
        self._cube_before_double: CubeState = CubeState()
        self._dice_serial = 0
        self._last_moves: list[MoveEntry] | None = None
        self._dest_cache: tuple | None = None
        self.snapshot: Snapshot | None = None
        # The match clock (docs/rules.md §9): measures each move; ``time_source`` is injectable.
        self.clock = ClockKeeper(self, time_source)
        self.clock.ran_out.connect(self.time_ran_out)
        # Manual dice: when set, every roll asks it for the dice, with the
        # seat to roll (None for the opening roll, one die each); it returns
        # the two dice, or None for "not now".
        self.dice_source: Callable[[int | None], tuple[int, int] | None] | None = None
        self._awaiting_dice = False  # the computer waits for its roll to be entered by hand
        # The tutor: asked with the action ("play", "roll", "double", "take",
        # "drop", "beaver") before a person's play or cube action is final;
        # True lets it through, False holds it (the tutor then carries it out
        # with :meth:`pass_tutor`, or the player takes it back).
        self.tutor_gate: Callable[[str], bool] | None = None
        self._tutor_passing = False
        # A network match: the friend's seat (its kind REMOTE), through which
        # this side's actions go; None for a match at this machine.
        self.remote: RemoteSeat | None = None
        # Whether the player may ask for hints and have the tutor (a network
        # match's host may forbid them for both).
        self.hints_allowed = True
        self.tutor_allowed = True

    # ================================================================ reading
    @property
    def game(self) -> Game:
        assert self.match is not None, "no match has been started"
        return self.match.game

    @property
    def players(self) -> tuple[PlayerSpec, PlayerSpec]:
        return self.config.players

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.players[seat].kind == HUMAN

    @property
    def thinking(self) -> bool:
        return self._task is not None

    @property
    def busy(self) -> bool:
        """True while the computer acts or an automatic step is pending."""
        return self._busy or self._task is not None

    def seat_name(self, seat: int) -> str:
        return wording.seat_name(self.players, seat)

    def colour(self, seat: int) -> str:
        light = self.config.seat0_colour == "light"
        return "light" if (seat == 0) == light else "dark"

    def _remote_waits(self) -> bool:
        """In a network match, whether nothing may be done here now (the friend
        or their program is to act, or the match with them has ended)."""
        return self.remote is not None and not self.remote.my_turn()

    def _human_mover(self) -> int | None:
        m = self.match
        if m is None or self._busy or self._task is not None or self._remote_waits():
            return None
        g = m.game
        if g.phase == GamePhase.MOVE and self.is_human(g.on_roll) and g.turn is not None:
            return g.on_roll
        return None

    def destinations(self, src: int) -> dict[int, list[tuple[int, int]]]:
        """Where the mover's checker on ``src`` may go now, with its paths
        (empty when no person may move now)."""
        if self._human_mover() is None:
            return {}
        turn = self.game.turn
        assert turn is not None
        if src not in turn.movable_points():
            return {}
        return turn.destinations(src)

    def _all_destinations(self) -> dict[int, frozenset[int]]:
        if self._human_mover() is None:
            return {}
        turn = self.game.turn
        assert turn is not None
        key = (id(turn), turn.steps, turn.position)
        if self._dest_cache is not None and self._dest_cache[0] == key:
            return self._dest_cache[1]
        out = {src: frozenset(turn.destinations(src)) for src in turn.movable_points()}
        self._dest_cache = (key, out)
        return out

    # ============================================================ publishing
    def _dice_view(self, g: Game) -> DiceView | None:
        opening = next((e for e in reversed(g.history) if e.kind in ("opening", "roll")), None)
        if g.phase == GamePhase.OPENING:
            if opening is None or opening.kind != "opening" or opening.dice is None:
                return None
            d = opening.dice
            return DiceView((d[0], d[1]), (False, False), None, True, self._dice_serial)
        if g.phase != GamePhase.MOVE or g.dice is None or g.turn is None:
            return None
        left = list(g.turn.dice_left())
        first_turn = not any(e.kind == "move" for e in g.history)
        opening_event = next((e for e in reversed(g.history) if e.kind == "opening"), None)
        if first_turn and not g.rules.opening_reroll and opening_event is not None:
            d = opening_event.dice
            assert d is not None
            return DiceView((d[0], d[1]), _used_flags((d[0], d[1]), left), None, True, self._dice_serial)
        a, b = g.dice
        values = (a, a, a, a) if a == b else (a, b)
        return DiceView(values, _used_flags(values, left), g.on_roll, False, self._dice_serial)

    def _make_snapshot(self) -> Snapshot:
        m = self.match
        assert m is not None
        g = m.game
        board = g.board_for(self.bottom)
        b_pips, t_pips = board.pips()
        pips = (b_pips, t_pips) if self.bottom == 0 else (t_pips, b_pips)
        off = (board.mine[0], board.theirs[0]) if self.bottom == 0 else (board.theirs[0], board.mine[0])
        mover = self._human_mover()
        idle = not self._busy and self._task is None and not self._remote_waits()
        awaiting = g.awaiting
        human_awaits = idle and self.is_human(awaiting)
        turn = g.turn
        can_roll = idle and (
            (g.phase == GamePhase.OPENING and self.remote is None and any(self.is_human(s) for s in (0, 1)))
            or (g.phase in (GamePhase.ROLL, GamePhase.BEAVERED) and human_awaits))
        snap = Snapshot(
            board=board,
            bottom=self.bottom,
            phase=g.phase,
            on_roll=g.on_roll,
            awaiting=awaiting,
            dice=self._dice_view(g),
            mover=mover,
            destinations=self._all_destinations() if mover is not None else {},
            turn_complete=bool(mover is not None and turn is not None and turn.is_complete()),
            can_undo=bool(mover is not None and turn is not None and turn.steps),
            can_roll=can_roll,
            can_double=human_awaits and g.can_double(),
            # After a beaver the doubler answers it like a double (docs/rules.md §8).
            can_answer_double=human_awaits and g.phase in (GamePhase.DOUBLE_OFFERED, GamePhase.BEAVERED),
            can_beaver=human_awaits and g.can_beaver(),
            can_raccoon=human_awaits and g.can_raccoon(),
            can_resign=human_awaits and g.phase in (GamePhase.ROLL, GamePhase.MOVE),
            can_answer_resignation=human_awaits and g.phase == GamePhase.RESIGN_OFFERED,
            cube=g.cube,
            cube_enabled=g.rules.cube_enabled,
            pending_double=g.pending_double,
            crawford=g.crawford_game,
            score=(m.score[0], m.score[1]),
            match_length=m.length,
            pips=pips,
            off=off,
            colours=(self.colour(0), self.colour(1)),
            names=(self.seat_name(0), self.seat_name(1)),
            kinds=(self.players[0].kind, self.players[1].kind),
            thinking=self._task is not None,
            result=g.result,
            match_winner=m.winner,
            resign_offer=g.resignation_offer,
            game_number=len(m.games),
            status="",
        )
        thinking = self._task_seat() if self._task is not None else None
        return dataclasses.replace(snap, status=wording.status_text(snap, g, thinking=thinking,
                                                                    awaiting_dice=self._awaiting_dice,
                                                                    busy=self._busy))

    def _publish(self, transition: Transition | None = None) -> None:
        snap = self._make_snapshot()
        self.snapshot = snap
        self.position_changed.emit(snap, transition or Transition("other"))
        moves = self.move_entries()
        if moves != self._last_moves:
            self._last_moves = moves
            self.move_list_changed.emit(moves)
        self.status_changed.emit(snap.status)

    def _context_before_double(self, g: Game) -> MatchContext:
        """The doubler's (on roll) context with the cube as before the first
        double, as the AI wants it for a raccoon."""
        ctx = g.context_for(g.on_roll)
        before = self._cube_before_double
        if g.phase == GamePhase.BEAVERED and 2 * before.value != g.beaver_stake:
            # Set up from IDs: the cube before the double was half the stake.
            half = g.beaver_stake // 2
            before = CubeState(half, None if half == 1 else g.on_roll)
        owner = "centre" if before.owner is None else ("me" if before.owner == g.on_roll else "them")
        return dataclasses.replace(ctx, cube_value=before.value, cube_owner=owner)

    def _task_seat(self) -> int:
        g = self.game
        return g.awaiting if g.awaiting is not None else g.on_roll

    # ------------------------------------------------------------ move list
    def move_entries(self) -> list[MoveEntry]:
        """The current game's history in words, one entry per action."""
        return wording.move_entries(self.game) if self.match is not None else []

    # ============================================================ the flow
    def _later(self, ms: int, fn: Callable[[], None]) -> None:
        gen = self._gen

        def fire() -> None:
            if gen == self._gen:
                fn()

        QTimer.singleShot(max(0, int(ms)), self, fire)

    def _advance(self) -> None:
        """Start whatever happens next without a person: the computer's turn,
        a forced pass, the computer's answer to an offer."""
        if self.match is None or self._busy or self._task is not None:
            return
        g = self.game
        if g.phase == GamePhase.OVER:
            return
        if g.phase == GamePhase.OPENING:
            if self.remote is None and not any(self.is_human(s) for s in (0, 1)):
                self._busy = True
                self._later(self.options.pause_ms(self.options.computer_pause_ms), self._auto_opening)
            return
        seat = g.awaiting
        assert seat is not None
        if self.remote is not None and (not self.is_human(seat) or not self.remote.my_turn()):
            return  # the friend's program acts for its seat (remote_acted)
        if g.phase == GamePhase.MOVE and g.turn is not None and g.turn.length == 0:
            self._busy = True
            self.notice.emit(fill(self.tr("%1 cannot move: the turn passes."), self.seat_name(seat)))
            delay = self.options.pass_delay_ms if not self.options.instant else 0
            self._later(delay, self._finish_pass)
            self._publish()
            return
        if self.is_human(seat):
            if (g.phase == GamePhase.MOVE and self.options.auto_play_forced and g.turn is not None
                    and len(g.turn.plays) == 1 and not g.turn.steps):
                self._carry_out(g.turn.plays[0])
            return
        opp = self._opponents[seat]
        rules = g.rules
        if g.phase == GamePhase.ROLL:
            self._think("pre_roll", _pre_roll_task, opp, g.board_for(seat), g.context_for(seat), rules,
                        g.can_double(), self._declined.get(seat, 0))
        elif g.phase == GamePhase.MOVE:
            assert g.dice is not None and g.turn is not None
            # A play of the whole roll, from where the turn began: a match resumed from a
            # file may stop in the middle of the computer's turn (docs/rules.md §10: the steps
            # stand until the dice are picked up), and a play from the half-played board
            # with the whole roll would be no play of this turn at all.
            self._think("play", _play_task, opp, g.turn.start, g.dice, g.context_for(seat), rules)
        elif g.phase == GamePhase.DOUBLE_OFFERED:
            # The AI judges a double from the doubler's side, cube as before the offer.
            doubler = g.on_roll
            self._think("take", _take_task, opp, g.board_for(doubler), g.context_for(doubler), rules,
                        g.can_beaver())
        elif g.phase == GamePhase.BEAVERED:
            self._think("beaver_answer", _beaver_answer_task, opp, g.board_for(seat),
                        self._context_before_double(g), rules)
        elif g.phase == GamePhase.RESIGN_OFFERED:
            offer = g.resignation_offer
            assert offer is not None
            resigner = offer[0]
            start = g.turn.start if (g.turn is not None and g.on_roll == resigner) else g.board_for(resigner)
            self._think("accept", _accept_task, opp, start, g.context_for(resigner), rules, offer[1])

    def _think(self, kind: str, fn, *args) -> None:
        task_id = self.worker.submit(fn, *args)
        self._task = (task_id, kind)
        self.thinking_changed.emit(True)
        self._publish()

    @Slot(int, object)
    def _on_task_done(self, task_id: int, result: object) -> None:
        if self._task is None or self._task[0] != task_id:
            return
        kind = self._task[1]
        self._task = None
        self.thinking_changed.emit(False)
        g = self.game
        seat = g.awaiting
        told = len(g.history)  # the computer's answer is told on the board too
        try:
            if kind == "pre_roll":
                action = result[0]  # type: ignore[index]
                if action == "resign":
                    g.offer_resignation(seat, result[1])  # type: ignore[index]
                elif action == "double" and g.can_double():
                    self._cube_before_double = g.cube
                    g.double()
                else:
                    self._busy = True
                    self._publish()
                    self._later(self.options.pause_ms(self.options.computer_pause_ms), self._computer_roll)
                    return
            elif kind == "play":
                assert isinstance(result, Play)
                self._carry_out(result)
                return
            elif kind == "take":
                if result == "beaver" and g.can_beaver():
                    g.beaver()
                elif result == "drop":
                    g.drop()
                else:
                    g.take()
            elif kind == "beaver_answer":
                if result == "raccoon" and g.can_raccoon():
                    g.raccoon()
                elif result == "drop":
                    g.drop()
                else:
                    g.take()
            elif kind == "accept":
                if result:
                    g.accept_resignation()
                else:
                    self._decline_resignation()
        except EngineError as exc:
            self.error.emit(f"the computer's {kind} decision could not be applied: {exc}")
            return
        if seat is not None:
            text = wording.answer_notice(g, told, self.seat_name(seat))
            if text:
                self.notice.emit(text)
        self._after_action()

    @Slot(int, str)
    def _on_task_failed(self, task_id: int, text: str) -> None:
        if self._task is None or self._task[0] != task_id:
            return
        self._task = None
        self.thinking_changed.emit(False)
        self._publish()
        self.error.emit(text)

    def _auto_opening(self) -> None:
        self._busy = False
        g = self.game
        if g.phase != GamePhase.OPENING:
            return
        self._roll_opening()

    def _computer_roll(self) -> None:
        self._busy = False
        g = self.game
        if g.phase not in (GamePhase.ROLL, GamePhase.BEAVERED) or self.is_human(g.on_roll):
            return
        answer, dice = self._ask_dice(g.on_roll)
        if answer != "roll" or self.game is not g or g.phase not in (GamePhase.ROLL, GamePhase.BEAVERED):
            if answer == "cancel":
                self._awaiting_dice = True
                self._publish()
            return
        g.roll(dice)
        self._dice_serial += 1
        self._after_action()

    def _finish_pass(self) -> None:
        self._busy = False
        g = self.game
        if g.phase == GamePhase.MOVE and g.turn is not None and g.turn.is_complete():
            self._commit_turn()
            return
        self._after_action()

    def _carry_out(self, play: Play) -> None:
        """Play ``play`` one step at a time, as a drag would, then pick up the dice.

        Steps already made in this turn (a match resumed in the middle of it) are kept
        when ``play`` goes on from them, and taken back first when it does not."""
        self._busy = True
        steps = list(play.moves)
        seat = self.game.on_roll
        turn0 = self.game.turn
        if turn0 is not None and turn0.steps:
            made = list(turn0.steps)
            if steps[:len(made)] == made:
                steps = steps[len(made):]
            else:
                back = _moves_back(seat, turn0.steps, turn0.hits)
                turn0.undo_all()
                self._publish(Transition("undo", back))

        def next_step() -> None:
            g = self.game
            if g.phase != GamePhase.MOVE or g.on_roll != seat:
                self._busy = False
                return
            if not steps:
                self._busy = False
                if g.turn is not None and g.turn.is_complete():
                    self._commit_turn()
                    return
                self._after_action()
                return
            src, dst = steps.pop(0)
            turn = g.turn
            assert turn is not None
            before = len(turn.steps)
            try:
                g.step(src, dst)
            except IllegalMoveError:
                # The steps may not replay in this order: play the whole play at once.
                turn.undo_all()
                for s in _replayable(turn, play):
                    turn.step(*s)
                steps.clear()
                self._publish(Transition("move", _moves(seat, turn.steps, turn.hits)))
                self._later(self.options.step_ms + 40, next_step)
                return
            made = turn.steps[before:]
            hits = turn.hits[before:]
            self._publish(Transition("move", _moves(seat, made, hits)))
            self._later(self.options.step_ms + (40 if self.options.step_ms else 0), next_step)

        self._publish()
        self._later(self.options.pause_ms(self.options.computer_pause_ms // 2), next_step)

    def _after_action(self, transition: Transition | None = None) -> None:
        self.clock.settle(self.match)  # charges a finished move; running out of time ends the match here
        g = self.game
        self._publish(transition)
        if g.phase != GamePhase.MOVE and g.history:
            self.checkpoint.emit()
        if g.phase == GamePhase.OVER:
            assert g.result is not None
            self.game_over.emit(g.result)
            if self.match is not None and self.match.is_over:
                self.match_over.emit(self.match.winner)
            return
        self._advance()

    # ================================================================ intents
    @Slot(object)
    def new_match(self, config: MatchConfig | None = None) -> None:
        """Start a new match (or money session), dropping any search in progress."""
        self._stop()
        self._local_match()
        self.config = config or self.config
        rules = self.config.rule_set()
        roller = self.config.roller
        if roller is None and self.config.dice == "fair":
            roller = FairRoller()  # a fresh seed for every match: an old one may have been revealed
        self.match = Match(self.config.length, rules, roller=roller) if roller else Match(self.config.length, rules)
        self.bottom = 0
        self._opponents = {s: self._opponent_factory(self.players[s].level)
                           for s in (0, 1) if self.players[s].kind == COMPUTER}
        self._declined = {}
        self.match_started.emit()
        self._after_action(Transition("new"))

    def _stop(self) -> None:
        self._gen += 1
        self.worker.cancel_all()
        if self._task is not None:
            self._task = None
            self.thinking_changed.emit(False)
        self._busy = False
        self._awaiting_dice = False
        self._dest_cache = None
        self._last_moves = None

    def time_ran_out(self, seat: int, seconds: float) -> None:
        """``seat``'s clock ran out after ``seconds`` in this move: charge them, and the
        match is lost on time (docs/rules.md §9)."""
        if self.match is None or self.match.game.is_over or self.remote is not None:
            return  # a network match: the time is charged when the move is reported, on both sides
        self._stop()
        self.match.charge_clock(seat, seconds)
        self._after_action()

    def shutdown(self) -> None:
        """Stop background work (the window is closing)."""
        self.clock.stop()
        self._stop()
        self.worker.wait(2000)

    def load_state(self, position: Position, on_roll: int, *, dice: tuple[int, int] | None = None,
                   cube: CubeState = CubeState()) -> None:
        """Continue the current match from a given position (``position`` seen
        from ``on_roll``); with ``dice`` the turn is already rolled."""
        self._stop()
        if self.match is None:
            self.new_match()
            self._stop()
        self.game.set_state(position, on_roll, cube=cube, dice=dice)
        self._after_action(Transition("new"))

    def load_match(self, match: Match) -> None:
        """Continue a match built elsewhere (from GNU Backgammon IDs, a file)."""
        self._stop()
        self._local_match()
        self.match = match
        self._opponents = {s: self._opponent_factory(self.players[s].level)
                           for s in (0, 1) if self.players[s].kind == COMPUTER}
        self._after_action(Transition("new"))

    def _human_can(self, *phases: GamePhase) -> bool:
        if self.match is None or self._busy or self._task is not None or self._remote_waits():
            return False
        g = self.game
        return g.phase in phases and self.is_human(g.awaiting)

    def _ask_dice(self, seat: int | None) -> tuple[str, tuple[int, int] | None]:
        """With manual dice on, ask for ``seat``'s roll (None: the opening).
        Returns ("roll", dice), dice None meaning the match's own dice;
        ("cancel", None) when no dice were given; ("stale", None) when a new
        match or position replaced this one meanwhile."""
        if self.dice_source is None:
            return "roll", None
        gen = self._gen
        dice = self.dice_source(seat)
        if gen != self._gen:
            return "stale", None
        if dice is None:
            return "cancel", None
        return "roll", check_roll(dice)

    def _roll_opening(self) -> bool:
        answer, dice = self._ask_dice(None)
        g = self.game
        if answer != "roll" or g.phase != GamePhase.OPENING:
            if answer == "cancel" and not any(self.is_human(s) for s in (0, 1)):
                self._awaiting_dice = True
                self._publish()
            return False
        self._opening_roll(dice)
        return True

    def _opening_roll(self, dice: tuple[int, int] | None) -> None:
        g = self.game
        d = g.roll_opening(dice)
        self._dice_serial += 1
        if d[0] == d[1]:
            self.notice.emit(fill(self.tr("Both rolled %1: roll again."), loc(d[0])))
        self._after_action()

    @Slot()
    def roll(self) -> bool:
        """Roll: the opening roll, a turn's roll, or (after a beaver) play on."""
        if self.match is None or self._busy or self._task is not None:
            return False
        g = self.game
        if g.phase == GamePhase.OPENING and any(self.is_human(s) for s in (0, 1)):
            return self._roll_opening()
        if not self._human_can(GamePhase.ROLL, GamePhase.BEAVERED):
            return False
        if g.phase == GamePhase.ROLL and g.can_double() and not self._tutor_allows("roll"):
            return False
        if self.remote is not None:
            remote = self.remote
            return self._by_remote(remote.roll)
        answer, dice = self._ask_dice(g.on_roll)
        if answer != "roll" or not self._human_can(GamePhase.ROLL, GamePhase.BEAVERED):
            return False
        g.roll(dice)
        self._dice_serial += 1
        self._after_action()
        return True

    def can_enter_dice(self) -> bool:
        """Whether dice entered by hand (:meth:`roll_with`) may be rolled now."""
        if self.match is None or self._busy or self._task is not None or self.remote is not None:
            return False
        if self._awaiting_dice:
            return True
        g = self.game
        if g.phase == GamePhase.OPENING:
            return any(self.is_human(s) for s in (0, 1))
        return self._human_can(GamePhase.ROLL, GamePhase.BEAVERED)

    def roll_with(self, dice: tuple[int, int]) -> bool:
        """Roll ``dice`` entered by hand for whoever rolls now: a person, or
        the computer waiting for its roll with manual dice on.  For the
        opening roll ``dice`` is (seat 0's die, seat 1's die)."""
        if not self.can_enter_dice():
            return False
        try:
            dice = check_roll(tuple(dice))
        except EngineError:
            return False
        self._awaiting_dice = False
        g = self.game
        if g.phase == GamePhase.OPENING:
            self._opening_roll(dice)
            return True
        g.roll(dice)
        self._dice_serial += 1
        self._after_action()
        return True

    @Slot(int, int)
    def step(self, src: int, dst: int) -> bool:
        """Move the mover's checker from ``src`` to ``dst`` (its numbering)."""
        seat = self._human_mover()
        if seat is None:
            return False
        turn = self.game.turn
        assert turn is not None
        before = len(turn.steps)
        try:
            self.game.step(src, dst)
        except IllegalMoveError:
            return False
        made = turn.steps[before:]
        hits = turn.hits[before:]
        transition = Transition("move", _moves(seat, made, hits))
        if turn.is_complete() and self.options.confirm_turn == "automatic" and self._tutor_allows("play"):
            return self._commit_turn(transition)
        self._after_action(transition)
        return True

    @Slot(int, int)
    def explain_refusal(self, src: int, dst: int) -> str:
        """Say in the status line why the checker on ``src`` may not go to ``dst``
        (the board has put it back); returns the words ("" when it may go)."""
        turn = self.game.turn if self.match is not None else None
        if turn is None or self._human_mover() is None:
            return ""
        refusal = why_not(turn, src, dst)
        if refusal is None:
            return ""
        text = refusal_text(refusal)
        self.status_changed.emit(text)
        return text

    @Slot(int, bool)
    def move_by_die(self, src: int, larger_first: bool = True) -> bool:
        """Click-to-move: play the checker on ``src`` by one die — the larger
        usable die first (a left click), or the smaller (a right click); the
        other die when the first cannot move it."""
        if self._human_mover() is None:
            return False
        turn = self.game.turn
        assert turn is not None
        step = step_by_die(turn, src, larger_first)
        return step is not None and self.step(*step)

    @Slot(int)
    def move_to(self, dst: int) -> bool:
        """Click on a point (or the tray, ``dst`` 0): move the one checker that
        can go there; when several can, the one that needs a single die, and
        for bearing off the one on the highest point."""
        if self._human_mover() is None:
            return False
        turn = self.game.turn
        assert turn is not None
        sources = sources_for(turn, dst)
        if not sources:
            return False
        if len(sources) > 1:
            self.notice.emit(self.tr("Several checkers can go there: drag the one you mean."))
            return False
        return self.step(sources[0], dst)

    def play_text(self, text: str) -> str | None:
        """Play the move typed in standard notation (``13/7 8/7``, ``bar/20*``;
        Persian digits and words too) as the whole turn, replacing any steps
        already made.  Returns None when it was played, else a message in
        the user's language saying why not; nothing changes then."""
        from nard_desktop.engine.notation import NotationError, parse_play

        seat = self._human_mover()
        if seat is None:
            return self.tr("It is not your turn to move.")
        turn = self.game.turn
        assert turn is not None
        roll = dice_text(turn.roll)
        try:
            play = parse_play(turn.start, turn.roll, notation_input(text), self.game.rules)
        except NotationError as exc:
            if exc.code == "ambiguous_play":
                return fill(self.tr("That could mean more than one play of %1: mark the hits with *."), roll)
            if exc.code == "illegal_play":
                return fill(self.tr("That is not a legal play of %1 here."), roll)
            return fill(self.tr("That move could not be read. Write it like %1, with the words %2 and %3 "
                                "for the bar and the checkers borne off."),
                        notation_text("13/7 8/7"), notation_text("bar"), notation_text("off"))
        back = _moves_back(seat, turn.steps, turn.hits)
        turn.undo_all()
        for s in play.moves:
            turn.step(*s)
        made = _moves(seat, turn.steps, turn.hits)
        if back:
            self._publish(Transition("undo", back))
        if turn.is_complete() and self.options.confirm_turn == "automatic" and self._tutor_allows("play"):
            self._commit_turn(Transition("move", made))
            return None
        self._after_action(Transition("move", made))
        return None

    @Slot()
    def undo(self) -> bool:
        """Take back the last step of the current turn."""
        seat = self._human_mover()
        if seat is None:
            return False
        turn = self.game.turn
        assert turn is not None
        if not turn.steps:
            return False
        hit = turn.hits[-1]
        step = self.game.undo()
        assert step is not None
        self._publish(Transition("undo", (Move(seat, step[1], step[0], hit),)))
        return True

    @Slot()
    def undo_turn(self) -> bool:
        """Take back every step of the current turn."""
        done = False
        while self.undo():
            done = True
        return done

    @Slot()
    def done(self) -> bool:
        """Pick up the dice: the turn is final (docs/rules.md §10)."""
        seat = self._human_mover()
        if seat is None:
            return False
        turn = self.game.turn
        assert turn is not None
        if not turn.is_complete():
            self.notice.emit(self.tr("Play the rest of the roll first."))
            return False
        if not self._tutor_allows("play"):
            return False
        return self._commit_turn()

    @Slot()
    def dice_clicked(self) -> bool:
        """The dice on the board were clicked: roll, or pick them up."""
        s = self.snapshot
        if s is None:
            return False
        if s.can_roll:
            return self.roll()
        if s.mover is not None:
            return self.done()
        return False

    @Slot()
    def board_clicked(self) -> bool:
        """A click on the board away from any checker: roll when that is what
        the game waits for."""
        s = self.snapshot
        if s is not None and s.can_roll:
            return self.roll()
        return False

    @Slot()
    def double(self) -> bool:
        if not self._human_can(GamePhase.ROLL) or not self.game.can_double():
            return False
        if not self._tutor_allows("double"):
            return False
        self._cube_before_double = self.game.cube
        if self.remote is not None:
            return self._remote_cube("double")
        self.game.double()
        self._after_action()
        return True

    @Slot()
    def take(self) -> bool:
        if not self._human_can(GamePhase.DOUBLE_OFFERED, GamePhase.BEAVERED):
            return False
        if self.game.phase == GamePhase.DOUBLE_OFFERED and not self._tutor_allows("take"):
            return False
        if self.remote is not None:
            return self._remote_cube("take")
        self.game.take()
        self._after_action()
        return True

    @Slot()
    def drop(self) -> bool:
        if not self._human_can(GamePhase.DOUBLE_OFFERED, GamePhase.BEAVERED):
            return False
        if self.game.phase == GamePhase.DOUBLE_OFFERED and not self._tutor_allows("drop"):
            return False
        if self.remote is not None:
            return self._remote_cube("drop")
        self.game.drop()
        self._after_action()
        return True

    @Slot()
    def beaver(self) -> bool:
        if not self._human_can(GamePhase.DOUBLE_OFFERED) or not self.game.can_beaver():
            return False
        if not self._tutor_allows("beaver"):
            return False
        if self.remote is not None:
            return self._remote_cube("beaver")
        self.game.beaver()
        self._after_action()
        return True

    @Slot()
    def raccoon(self) -> bool:
        if not self._human_can(GamePhase.BEAVERED) or not self.game.can_raccoon():
            return False
        if self.remote is not None:
            return self._remote_cube("raccoon")
        self.game.raccoon()
        self._after_action()
        return True

    @Slot(int)
    def resign(self, level: int) -> bool:
        """The person to act offers to resign at ``level`` (1, 2 or 3)."""
        if not self._human_can(GamePhase.ROLL, GamePhase.MOVE):
            return False
        g = self.game
        if self.remote is not None:
            remote = self.remote
            return self._by_remote(lambda: remote.resign(int(ResultType(int(level)))))
        g.offer_resignation(g.on_roll, ResultType(int(level)))
        self._after_action()
        return True

    def resignation_points(self, level: int) -> int:
        return self.game.resignation_points(ResultType(int(level)))

    @Slot()
    def accept_resignation(self) -> bool:
        if not self._human_can(GamePhase.RESIGN_OFFERED):
            return False
        if self.remote is not None:
            remote = self.remote
            return self._by_remote(lambda: remote.answer(True))
        self.game.accept_resignation()
        self._after_action()
        return True

    @Slot()
    def decline_resignation(self) -> bool:
        if not self._human_can(GamePhase.RESIGN_OFFERED):
            return False
        if self.remote is not None:
            remote = self.remote
            return self._by_remote(lambda: remote.answer(False))
        self._decline_resignation()
        self._after_action()
        return True

    def _decline_resignation(self) -> None:
        g = self.game
        offer = g.resignation_offer
        assert offer is not None
        self._declined[offer[0]] = max(self._declined.get(offer[0], 0), int(offer[1]))
        g.decline_resignation()

    @Slot()
    def next_game(self) -> bool:
        """Start the match's next game once this one is over."""
        m = self.match
        if m is None or not m.game.is_over or m.is_over or self.remote is not None:
            return False  # (a network match goes on to its next game by itself)
        self._stop()
        m.next_game()
        self._declined = {}
        self._after_action(Transition("new"))
        return True

    def _tutor_allows(self, action: str) -> bool:
        if self.tutor_gate is None or self._tutor_passing or not self.tutor_allowed:
            return True
        return bool(self.tutor_gate(action))

    def pass_tutor(self, action: str) -> bool:
        """Carry out ``action`` (see :attr:`tutor_gate`; "play" ends the
        complete turn) without asking the tutor again."""
        fn = {"play": self.done, "roll": self.roll, "double": self.double, "take": self.take,
              "drop": self.drop, "beaver": self.beaver}[action]
        self._tutor_passing = True
        try:
            return fn()
        finally:
            self._tutor_passing = False

    # ============================================================ a network match
    def start_remote(self, match: Match, config: MatchConfig, seat: int, remote: RemoteSeat, *,
                     hints: bool = True, tutor: bool = True) -> None:
        """Play ``match`` (a network match's, owned by its session) from ``seat``
        against the friend in the other seat (``config``'s players: this side
        HUMAN, the friend REMOTE).  ``hints``/``tutor``: what the host's rules allow."""
        self._stop()
        self.config = config
        self.match = match
        self.bottom = seat
        self._opponents = {}
        self._declined = {}
        self.remote = remote
        self.hints_allowed, self.tutor_allowed = hints, tutor
        self.clock.charges = False  # the session charges both sides the seconds each move reports
        self.match_started.emit()
        self._after_action(Transition("new"))

    def _local_match(self) -> None:
        self.remote = None
        self.hints_allowed = self.tutor_allowed = True
        self.clock.charges = True

    def remote_acted(self, game_before: Game, rolls_before: int, transition: Transition | None = None) -> None:
        """The session changed the match by the friend's message (a roll, their
        move, a cube action, an answer): show it, ``transition`` animating it.
        ``game_before`` and ``rolls_before`` (:meth:`rolls_drawn`): the game and
        the rolls before the message."""
        if self.match is None:
            return
        self._settle_remote(game_before, rolls_before, transition)

    def rolls_drawn(self) -> int:
        """How many rolls the match has had (a network match's rolls come with messages)."""
        m = self.match
        if m is None:
            return 0
        return sum(1 for g in m.games for e in g.history if e.kind in ("opening", "roll"))

    def _seconds(self) -> float:
        """The seconds of this side's decision so far (reported with it in a network match)."""
        return self.clock.elapsed() if self.clock.running is not None else 0.0

    def _by_remote(self, action: Callable[[], bool], transition: Transition | None = None) -> bool:
        """Do this side's ``action`` through the network session, then show what follows."""
        if self.match is None:
            return False
        game, rolls = self.game, self.rolls_drawn()
        done = bool(action())
        self._settle_remote(game, rolls, transition)
        return done

    def _remote_cube(self, action: str) -> bool:
        remote = self.remote
        assert remote is not None
        seconds = self._seconds()
        return self._by_remote(lambda: remote.cube(action, seconds))

    def _commit_turn(self, transition: Transition | None = None) -> bool:
        """Pick up the dice: the turn is final (in a network match the session
        plays and sends it).  Shows what follows."""
        g = self.game
        if self.remote is None:
            g.commit()
            self._after_action(transition)
            return True
        turn = g.turn
        assert turn is not None
        steps = list(turn.steps)
        seconds = self._seconds()
        turn.undo_all()  # the session plays the same steps again, checks and commits them
        remote = self.remote
        return self._by_remote(lambda: remote.move(steps, seconds), transition)

    def _settle_remote(self, game_before: Game, rolls_before: int, transition: Transition | None) -> None:
        m = self.match
        assert m is not None
        if self.rolls_drawn() != rolls_before:
            self._dice_serial += 1
        if m.game is not game_before:
            # The game ended and the session has begun the next one (both sides do it alike).
            result = game_before.result
            if result is not None:
                self.notice.emit(fill(self.tr("%1 wins a %2 (%3)."), self.seat_name(result.winner),
                                      result_kind_name(result.kind), points_text(result.points)))
            self._declined = {}
            transition = Transition("new")
        self._after_action(transition)

    def refresh(self) -> None:
        """Publish the current state again (after a view option changed)."""
        if self.match is not None:
            self._publish(Transition("new"))


# ------------------------------------------------------------------ helpers
def _moves(seat: int, steps: Sequence[tuple[int, int]], hits: Sequence[bool]) -> tuple[Move, ...]:
    """The board's moves for ``seat``'s steps (and whether each hit)."""
    return tuple(Move(seat, s, d, h) for (s, d), h in zip(steps, hits))


def _moves_back(seat: int, steps: Sequence[tuple[int, int]], hits: Sequence[bool]) -> tuple[Move, ...]:
    """The board's moves that take ``seat``'s steps back, the last one first."""
    return tuple(Move(seat, d, s, h) for (s, d), h in reversed(list(zip(steps, hits))))


def _used_flags(values: Sequence[int], left: list[int]) -> tuple[bool, ...]:
    """Which dice are spent: a die is live while its number is still to play."""
    left = list(left)
    used = []
    for v in values:
        if v in left:
            left.remove(v)
            used.append(False)
        else:
            used.append(True)
    return tuple(used)


def _replayable(turn: TurnBuilder, play: Play) -> Sequence[tuple[int, int]]:
    for legal in turn.plays:
        if legal.result == play.result:
            return legal.moves
    raise IllegalMoveError("the computer's play is not legal here", code="illegal_play")
