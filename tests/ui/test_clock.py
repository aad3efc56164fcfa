"""The match clock in the window (docs/rules.md §9): free seconds per move, then the reserve
for the whole match, no move over the maximum; whoever runs out of time loses the match.
Time comes from a fake source moved by hand: nothing here sleeps."""

from __future__ import annotations

import pytest

from nard_desktop.app.clock import clock_text
from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.opponent import Opponent
from nard_desktop.engine import GamePhase, ManualRoller, RuleSet

CLOCK_RULES = RuleSet.preset("international_match").replace(clock=True)  # 12 s free, 120 s reserve, 60 s most


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def fake_time():
    return FakeTime()


@pytest.fixture
def clock_window(qtbot, fake_time, helpers):
    from nard_desktop.ui.main_window import MainWindow

    made = []

    def make(players=helpers.TWO_HUMANS, *, rules=CLOCK_RULES, length=5, dice=((5, 2),), factory=None,
             **option_changes):
        opts = helpers.instant_options(**option_changes)
        kwargs = {"opponent_factory": factory} if factory else {}
        c = GameController(opts, time_source=fake_time, **kwargs)
        w = MainWindow(c, opts)
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        c.new_match(MatchConfig(length=length, rules=rules, players=players, roller=ManualRoller(list(dice))))
        return w, c

    yield make
    for w in made:
        w.controller.shutdown()


def opening_and_move(c) -> None:
    """Seat 0 wins the opening roll with 5-2 and plays 13/8 13/11."""
    assert c.roll()
    assert c.game.phase == GamePhase.MOVE and c.game.on_roll == 0
    assert c.step(13, 8) and c.step(13, 11)


def test_no_clock_without_the_rule_or_in_money_play(clock_window, helpers):
    w, c = clock_window(rules=RuleSet.preset("international_match"))
    assert c.match.clock is None and not w.clock_widget.isVisible()
    w, c = clock_window(rules=RuleSet.preset("money").replace(clock=True), length=0)
    assert c.match.clock is None and not w.clock_widget.isVisible()


def test_the_clock_counts_down_for_the_player_to_act(clock_window, fake_time):
    w, c = clock_window()
    clock = w.clock_widget
    assert clock.isVisible()
    assert c.clock.running is None  # the opening roll is nobody's move
    assert clock.texts(0) == ("", "2:00") and clock.texts(1) == ("", "2:00")
    c.roll()
    assert c.clock.running == 0
    fake_time.advance(5)
    c.clock.tick()
    assert clock.texts(0) == ("0:07", "2:00")
    assert clock.texts(1) == ("", "2:00")
    fake_time.advance(15)  # 20 s into the move: the free 12 s are gone, 8 s of the reserve too
    c.clock.tick()
    assert clock.texts(0) == ("0:00", "1:52")


def test_a_finished_move_is_charged_and_the_other_clock_starts(clock_window, fake_time):
    w, c = clock_window(dice=((5, 2), (3, 1)))
    opening_and_move(c)
    fake_time.advance(20)
    assert c.done()
    assert c.match.clock.reserves == [112.0, 120.0]
    assert c.clock.running == 1
    assert w.clock_widget.texts(0) == ("", "1:52")
    assert w.clock_widget.texts(1) == ("0:12", "2:00")
    # A move within the free seconds costs nothing of the reserve.
    fake_time.advance(3)
    c.roll()
    fake_time.advance(4)
    turn = c.game.turn
    for src, dst in turn.plays[0].moves:
        c.step(src, dst)
    c.done()
    assert c.match.clock.reserves == [112.0, 120.0]
    assert c.clock.running == 0


def test_running_out_of_the_reserve_loses_the_match(clock_window, fake_time, helpers):
    w, c = clock_window(show_dialogs=True)
    opening_and_move(c)
    fake_time.advance(12 + 120 + 0.5)
    c.clock.tick()
    m = c.match
    assert m.is_over and m.winner == 1
    r = c.game.result
    assert r.reason == "timeout" and r.winner == 1
    assert m.score == [0, 0]  # the match is lost on time, not on points
    assert "wins the match" in w.status_label.text()
    assert w.move_list.rows()[-1][0] == "Runs out of time"
    assert not w.act_next.isEnabled()
    assert c.clock.running is None and w.clock_widget.texts(0)[1] == "0:00"
    assert w.end_dialog is not None and w.end_dialog.isVisible()
    text = w.end_dialog.label.text()
    assert "wins on time" in text and "ran out of time" in text and "wins the match!" in text
    assert "point" not in text.split("\n")[0]  # nothing is scored
    assert not c.roll() and not c.step(24, 18)  # the board is dead


def test_no_move_may_take_longer_than_the_maximum(clock_window, fake_time):
    w, c = clock_window()
    opening_and_move(c)
    fake_time.advance(59)
    c.clock.tick()
    assert not c.match.is_over  # 59 s: within the longest move, the reserve still has 73 s
    fake_time.advance(2)
    c.clock.tick()
    assert c.match.is_over and c.match.winner == 1


def test_a_move_finished_too_late_still_loses_on_time(clock_window, fake_time):
    """No tick came between (a busy machine): picking up the dice after 140 s is too late."""
    w, c = clock_window()
    opening_and_move(c)
    fake_time.advance(140)
    c.done()
    assert c.match.is_over and c.match.winner == 1 and c.game.result.reason == "timeout"


def test_the_computers_thinking_is_charged(clock_window, fake_time, qtbot):
    class SlowThinker(Opponent):
        def choose_play(self, position, dice, context, rules, cancel=None):
            fake_time.advance(30)  # the worker thread takes "30 s"
            return super().choose_play(position, dice, context, rules, cancel)

    w, c = clock_window((PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner")), dice=((2, 5),),
                        factory=lambda level: SlowThinker(level, seed=1))
    c.roll()  # the computer wins the opening roll and plays 5-2
    qtbot.waitUntil(lambda: c.game.on_roll == 0 and c.game.phase == GamePhase.ROLL, timeout=10000)
    assert c.match.clock.reserves == [120.0, 102.0]
    assert c.clock.running == 0


def test_clock_digits_follow_the_language(qapp):
    from PySide6.QtCore import QLocale

    before = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Persian, QLocale.Country.Iran))
        assert clock_text(112) == "۱:۵۲" and clock_text(7.2) == "۰:۰۸"
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        assert clock_text(112) == "1:52" and clock_text(0) == "0:00"
    finally:
        QLocale.setDefault(before)
