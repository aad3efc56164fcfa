"""The controller: intents in, engine actions and snapshots out; the
computer's turns in the worker thread; cancellation on a new game."""

from __future__ import annotations

import threading

import pytest

from late_answers import deliver_answers

from nard_desktop.app.text import NBSP, ltr
from nard_desktop.app.controller import (COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec,
                                         Transition)
from nard_desktop.app.opponent import Opponent
from nard_desktop.app.options import ViewOptions
from nard_desktop.engine import (CubeState, GamePhase, ManualRoller, Position, ResultType, SeededRoller,
                                 TurnBuilder, legal_plays)

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})
VS_COMPUTER = (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))


def opts() -> ViewOptions:
    return ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, computer_pause_ms=0)


class Scripted(Opponent):
    """A computer opponent whose cube and resignation answers are set by the test."""

    def __init__(self, level: str = "beginner", **answers) -> None:
        super().__init__(level, seed=1)
        self.answers = answers
        self.calls: list[str] = []

    def _answer(self, name, default):
        self.calls.append(name)
        value = self.answers.get(name, default)
        return value() if callable(value) else value

    def double_decision(self, position, context, rules):
        return self._answer("double", False)

    def take_decision(self, position, context, rules, can_beaver=False):
        return self._answer("take", "take")

    def resign_decision(self, position, context, rules):
        return self._answer("resign", None)

    def accept_resignation(self, position, context, rules, level):
        return self._answer("accept", False)


@pytest.fixture
def make(qtbot):
    made = []

    def build(factory=None, **config) -> GameController:
        c = GameController(opts(), opponent_factory=factory or (lambda level: Opponent(level, seed=3)))
        made.append(c)
        config.setdefault("players", VS_COMPUTER)
        c.new_match(MatchConfig(**config))
        return c

    yield build
    for c in made:
        c.shutdown()


def test_the_opening_roll_gives_the_higher_die_the_first_move(make):
    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=ManualRoller([(3, 3), (2, 6)]))
    snaps = []
    c.position_changed.connect(lambda s, t: snaps.append(s))
    assert c.roll()  # a tie: roll again (docs/rules.md §2)
    assert c.game.phase == GamePhase.OPENING
    assert snaps[-1].dice.opening and snaps[-1].dice.values == (3, 3)
    assert c.roll()
    g = c.game
    assert g.on_roll == 1 and g.dice == (6, 2)
    s = c.snapshot
    assert s.mover == 1 and s.dice.opening and s.dice.values == (2, 6)  # one die per side
    tb = TurnBuilder(g.board_for(1), (6, 2), g.rules)
    assert s.destinations == {src: frozenset(tb.destinations(src)) for src in tb.movable_points()}


def test_a_step_publishes_the_move_and_undo_takes_it_back(make):
    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=ManualRoller([(5, 2)]))
    transitions = []
    c.position_changed.connect(lambda s, t: transitions.append(t))
    c.roll()
    assert c.step(13, 8)
    assert transitions[-1] == Transition("move", (transitions[-1].moves[0],))
    m = transitions[-1].moves[0]
    assert (m.seat, m.src, m.dst, m.hit) == (0, 13, 8, False)
    assert c.snapshot.can_undo and c.snapshot.dice.used == (True, False)
    assert c.undo()
    assert transitions[-1].kind == "undo" and transitions[-1].moves[0].src == 8
    assert c.game.turn.steps == () and not c.snapshot.can_undo


def test_an_illegal_step_is_refused_and_changes_nothing(make):
    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=ManualRoller([(5, 2)]))
    c.roll()
    before = c.snapshot
    assert not c.step(13, 12)
    assert not c.step(6, 0)
    assert c.game.turn.steps == () and c.snapshot is before


def test_done_needs_a_complete_turn(make):
    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=ManualRoller([(5, 2)]))
    c.roll()
    c.step(13, 8)
    assert not c.done()
    c.step(13, 11)
    assert c.snapshot.turn_complete and c.done()
    assert c.game.on_roll == 1 and c.game.phase == GamePhase.ROLL


def test_automatic_turn_confirmation_ends_the_turn_with_the_last_checker(make):
    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=ManualRoller([(5, 2)]))
    c.options.confirm_turn = "automatic"
    c.roll()
    c.step(13, 8)
    c.step(13, 11)
    assert c.game.on_roll == 1 and c.game.phase == GamePhase.ROLL


def test_the_computer_plays_its_turn_step_by_step(make, qtbot):
    c = make(roller=ManualRoller([(2, 6)]))
    moves = []
    c.position_changed.connect(lambda s, t: t.kind == "move" and moves.extend(t.moves))
    c.roll()  # the computer wins the opening roll
    qtbot.waitUntil(lambda: c.game.on_roll == 0 and c.game.phase == GamePhase.ROLL, timeout=10000)
    played = c.game.history[-1].play
    assert [(m.src, m.dst) for m in moves] == list(played.moves)
    assert all(m.seat == 1 for m in moves)
    assert played.result in {p.result for p in legal_plays(Position.initial(), (6, 2))}


def test_a_forced_pass_passes_with_a_notice(make, qtbot):
    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)))
    notices = []
    c.notice.connect(notices.append)
    pos = Position.from_points({13: 5, 8: 4, 6: 5}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}, mine_bar=1)
    c.load_state(pos, 0, dice=(6, 6))
    assert len(notices) == 1
    assert c.snapshot.mover is None  # nothing to lift while the pass is shown
    qtbot.waitUntil(lambda: c.game.on_roll == 1, timeout=2000)
    assert c.game.history[-1].kind == "move" and c.game.history[-1].play.moves == ()


def test_auto_play_of_forced_moves(make, qtbot):
    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)))
    c.options.auto_play_forced = True
    pos = Position.from_points({13: 5, 8: 4, 6: 5}, {1: 2, 3: 4, 7: 2, 13: 3, 18: 2, 20: 2}, mine_bar=1)
    plays = legal_plays(pos, (6, 1))
    assert len(plays) == 1  # bar/19, and then the 1 cannot be played
    c.load_state(pos, 0, dice=(6, 1))
    qtbot.waitUntil(lambda: c.game.on_roll == 1, timeout=2000)
    assert c.game.history[-1].play.result == plays[0].result


class NeverResigns(Opponent):
    def resign_decision(self, position, context, rules):
        return None


def test_a_whole_game_of_computer_against_computer(make, qtbot):
    c = make(factory=lambda level: NeverResigns(level, seed=3),
             players=(PlayerSpec(COMPUTER, "beginner"), PlayerSpec(COMPUTER, "expert")),
             preset="iranian_cafe", length=1, roller=SeededRoller(7))
    with qtbot.waitSignal(c.game_over, timeout=120000) as blocker:
        pass
    result = blocker.args[0]
    assert c.match.is_over and c.match.score[result.winner] == result.points
    # No cube and nobody resigns: the game is played out to the last checker borne off.
    assert result.reason == "bearoff"
    assert c.game.board_for(result.winner).mine[0] == 15
    assert len(c.move_entries()) > 20


def test_a_computer_resignation_accepted_by_the_other_computer_ends_the_game(make, qtbot):
    c = make(factory=lambda level: Scripted(level, resign=ResultType.SINGLE, accept=True),
             players=(PlayerSpec(COMPUTER, "beginner"), PlayerSpec(COMPUTER, "beginner")),
             roller=ManualRoller([(6, 1)]))
    with qtbot.waitSignal(c.game_over, timeout=20000) as blocker:
        pass
    result = blocker.args[0]
    # Seat 0 wins the opening roll (6 against 1) and plays it; seat 1, the first to roll a
    # turn of its own, resigns a single game, and seat 0 accepts.
    assert (result.winner, result.reason, result.kind) == (0, "resign", ResultType.SINGLE)
    assert [e.kind for e in c.game.history][-3:] == ["resign", "accept", "end"]


class Slow(Scripted):
    """A search that does not look at its cancel event: it thinks until the test
    releases it (or 5 seconds pass)."""

    def __init__(self, level="beginner") -> None:
        super().__init__(level)
        self.started = threading.Event()
        self.release = threading.Event()
        self.returned = threading.Event()
        self.cancels: list[threading.Event] = []

    def choose_play(self, position, dice, context, rules, cancel=None):
        self.cancels.append(cancel)
        self.started.set()
        self.release.wait(5)
        self.returned.set()
        return legal_plays(position, dice, rules)[0]


def test_a_new_game_cancels_the_computers_search(make, qtbot):
    slow = Slow()
    c = make(factory=lambda level: slow, players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER)))
    c.load_state(RACE, 1, dice=(6, 5))
    assert slow.started.wait(2) and c.thinking and c.snapshot.thinking
    assert "thinking" in c.snapshot.status
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    assert slow.cancels[0].is_set() and not c.thinking
    assert not slow.returned.is_set()  # the new game did not wait for the search to end
    slow.release.set()
    assert slow.returned.wait(5)
    deliver_answers(c.worker)  # the old search's answer has reached the controller (and was dropped)
    g = c.game
    assert g.phase == GamePhase.OPENING and g.history == []  # no stale move reached the new game


def test_the_computer_takes_or_drops_a_double(make, qtbot):
    c = make(factory=lambda level: Scripted(take="drop"))
    c.load_state(RACE, 0)
    assert c.double()
    qtbot.waitUntil(lambda: c.game.is_over, timeout=5000)
    r = c.game.result
    assert r.reason == "drop" and r.winner == 0 and r.points == 1

    c = make(factory=lambda level: Scripted(take="take"))
    c.load_state(RACE, 0)
    c.double()
    qtbot.waitUntil(lambda: c.game.phase == GamePhase.ROLL, timeout=5000)
    assert c.game.cube == CubeState(2, 1) and c.snapshot.can_roll


def test_the_computer_doubles_through_the_same_flow(make, qtbot):
    answers = iter([True])
    c = make(factory=lambda level: Scripted(double=lambda: next(answers, False)))
    c.load_state(RACE.swapped(), 1)
    qtbot.waitUntil(lambda: c.game.phase == GamePhase.DOUBLE_OFFERED, timeout=5000)
    s = c.snapshot
    assert s.can_answer_double and s.pending_double == 2 and "take or drop" in s.status
    assert c.take()
    qtbot.waitUntil(lambda: c.game.on_roll == 0, timeout=10000)
    assert c.game.cube == CubeState(2, 0)


def test_the_computer_accepts_or_declines_a_resignation(make, qtbot):
    c = make(factory=lambda level: Scripted(accept=False))
    c.load_state(RACE, 0)
    assert c.resign(2)
    qtbot.waitUntil(lambda: c.game.phase == GamePhase.ROLL, timeout=5000)
    assert c.game.history[-1].kind == "decline" and c.snapshot.can_roll

    c = make(factory=lambda level: Scripted(accept=True))
    c.load_state(RACE, 0)
    c.resign(3)
    qtbot.waitUntil(lambda: c.game.is_over, timeout=5000)
    r = c.game.result
    assert r.winner == 1 and r.kind == ResultType.BACKGAMMON and r.reason == "resign"


def test_a_declined_computer_resignation_is_not_offered_again(make, qtbot):
    scripted = Scripted(resign=ResultType.GAMMON)
    c = make(factory=lambda level: scripted)
    c.load_state(RACE.swapped(), 1)
    qtbot.waitUntil(lambda: c.snapshot.can_answer_resignation, timeout=5000)
    assert c.snapshot.resign_offer == (1, ResultType.GAMMON)
    assert c.decline_resignation()
    # It plays on: rolls and moves, and the turn comes back to the person.
    qtbot.waitUntil(lambda: c.game.on_roll == 0 and c.game.phase == GamePhase.ROLL, timeout=10000)
    assert [e.kind for e in c.game.history].count("resign") == 1


def test_the_move_list_uses_standard_notation(make):
    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=ManualRoller([(5, 2), (6, 4)]))
    c.roll()
    c.step(13, 8)
    c.step(13, 11)
    c.done()
    c.double()
    c.take()
    c.roll()
    c.step(24, 14)
    entries = [(e.seat, e.text) for e in c.move_entries()]
    # The roll high die first, each run isolated left to right (app.text.ltr).
    assert entries == [(0, f"{ltr('5-2')}: {ltr('13/11' + NBSP + '13/8')}"), (1, "Doubles to 2"), (0, "Takes")]
    c.done()
    assert c.move_entries()[-1].text == f"{ltr('6-4')}: {ltr('24/14*')}"  # hits the blot left on 11


def test_checkpoints_come_between_turns_not_inside_one(make):
    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=ManualRoller([(5, 2)]))
    seen = []
    c.checkpoint.connect(lambda: seen.append(c.game.phase))
    c.roll()
    c.step(13, 8)
    c.step(13, 11)
    assert seen == []
    c.done()
    c.double()
    assert seen == [GamePhase.ROLL, GamePhase.DOUBLE_OFFERED]


class Chooser(Opponent):
    """A computer that plays the legal play ``pick`` chooses, and notes the board it was shown."""

    def __init__(self, pick) -> None:
        super().__init__("beginner", seed=1)
        self.pick = pick
        self.shown: list[Position] = []

    def choose_play(self, position, dice, context, rules, cancel=None):
        self.shown.append(position)
        return self.pick(legal_plays(position, dice, rules))


def _resumed_mid_turn(make, qtbot, pick, first_step):
    """A match saved while the computer (seat 1) had made one step of its opening turn,
    loaded again: the computer goes on with its turn.  Returns (controller, opponent,
    the turn's start, the transitions published)."""
    from nard_desktop.app.record import dumps, loads, record_from_match
    from nard_desktop.engine import Match

    m = Match(5, roller=ManualRoller([(2, 6)]))
    g = m.game
    g.roll_opening()
    assert g.on_roll == 1 and g.dice == (6, 2)
    start = g.turn.start
    g.step(*first_step)
    resumed, _ = loads(dumps(record_from_match(m)))  # "the steps of a turn in progress" are kept
    assert resumed.game.turn.steps == (first_step,)
    opponent = Chooser(pick)
    c = make(factory=lambda level: opponent)
    transitions = []
    c.position_changed.connect(lambda s, t: transitions.append(t))
    c.load_match(resumed)
    qtbot.waitUntil(lambda: c.game.on_roll == 0 and not c.busy, timeout=20000)
    return c, opponent, start, transitions


def test_a_match_resumed_in_the_middle_of_the_computers_turn_is_played_on_from_the_turns_start(make, qtbot):
    """docs/rules.md §10: the steps stand until the dice are picked up.  The computer is asked
    for a play of its whole roll from where the turn began (not from the half-played
    board, which once made it play a move of the wrong roll and raise IllegalMoveError
    in its step-by-step play), and takes its own earlier step back when it chooses
    another play."""
    other = {}

    def not_24_18(plays):
        other["play"] = next(p for p in plays if (24, 18) not in p.moves)
        return other["play"]

    c, opponent, start, transitions = _resumed_mid_turn(make, qtbot, not_24_18, (24, 18))
    assert opponent.shown == [start]
    last = c.game.history[-1]
    assert last.kind == "move" and last.player == 1 and last.play.result == other["play"].result
    assert [t.kind for t in transitions if t.kind == "undo"] == ["undo"]
    undo = next(t for t in transitions if t.kind == "undo")
    assert [(m.seat, m.src, m.dst) for m in undo.moves] == [(1, 18, 24)]


def test_a_resumed_computer_turn_keeps_the_steps_its_play_goes_on_from(make, qtbot):
    chosen = {}

    def with_24_18(plays):
        chosen["play"] = next(p for p in plays if p.moves and p.moves[0] == (24, 18))
        return chosen["play"]

    c, opponent, start, transitions = _resumed_mid_turn(make, qtbot, with_24_18, (24, 18))
    assert opponent.shown == [start]
    last = c.game.history[-1]
    assert last.kind == "move" and last.play.result == chosen["play"].result
    assert "undo" not in [t.kind for t in transitions]


def test_the_move_list_follows_a_language_switch_and_the_hits(make, persian):
    """Each move's words are made once (app/wording.py); the words of the same play
    follow the language, and two plays that differ only in a hit are written apart."""
    from nard_desktop.app import i18n
    from nard_desktop.app import wording
    from nard_desktop.engine import Play

    c = make(players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)), roller=ManualRoller([(5, 2)]))
    c.roll()
    c.step(13, 8)
    c.step(13, 11)
    c.done()
    assert c.move_entries()[0].text == f"{ltr('۵-۲')}: {ltr('۱۳/۱۱' + NBSP + '۱۳/۸')}"
    i18n.switch_language(persian, "en")
    assert c.move_entries()[0].text == f"{ltr('5-2')}: {ltr('13/11' + NBSP + '13/8')}"
    i18n.switch_language(persian, "fa")
    assert c.move_entries()[0].text == f"{ltr('۵-۲')}: {ltr('۱۳/۱۱' + NBSP + '۱۳/۸')}"
    i18n.switch_language(persian, "en")
    after = Position.initial()
    hit = Play(((24, 18),), after, (True,), (6,))
    quiet = Play(((24, 18),), after, (False,), (6,))
    assert hit == quiet  # equal plays (the hits are not compared) ...
    language = wording._language_key()
    assert wording._move_text(hit, (6, 1), language) == f"{ltr('6-1')}: {ltr('24/18*')}"
    assert wording._move_text(quiet, (6, 1), language) == f"{ltr('6-1')}: {ltr('24/18')}"  # ... written apart
