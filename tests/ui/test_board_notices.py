"""The computer's answers to a double (take, drop, beaver) and to a resignation appear
as a short notice over the board as well as in the move list (docs/rules.md §6 the cube, §7
resignations, §8 beavers).  The computer is a scripted opponent: it answers as the test
says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.opponent import Opponent
from nard_desktop.engine import GamePhase, Position, ResultType, RuleSet

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})
BEAVERS = RuleSet.preset("money").replace(beavers=True)
PLAYERS = (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))


class Scripted(Opponent):
    """Never doubles nor resigns of itself; answers offers as told."""

    def __init__(self, take: str = "take", accept: bool = True) -> None:
        super().__init__("beginner", seed=1)
        self.take, self.accept = take, accept

    def double_decision(self, position, context, rules):
        return False

    def resign_decision(self, position, context, rules):
        return None

    def take_decision(self, position, context, rules, can_beaver=False):
        return self.take

    def accept_resignation(self, position, context, rules, level):
        return self.accept


@pytest.fixture
def play_against(qtbot, helpers):
    from nard_desktop.ui.main_window import MainWindow

    made = []

    def make(opponent: Scripted):
        opts = helpers.instant_options()
        c = GameController(opts, opponent_factory=lambda level: opponent)
        w = MainWindow(c, opts)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        made.append(w)
        c.new_match(MatchConfig(rules=BEAVERS, players=PLAYERS))
        c.load_state(RACE, 0)  # the person is to roll, and may double
        return w, c

    yield make
    for w in made:
        w.controller.shutdown()


@pytest.mark.parametrize("answer,notice,row", [
    ("take", "Computer (beginner) takes.", "Takes"),
    ("drop", "Computer (beginner) drops.", "Drops"),
    ("beaver", "Computer (beginner) beavers: the cube is on 4.", "Beavers to 4"),
])
def test_the_computers_answer_to_a_double_is_told_on_the_board(play_against, qtbot, answer, notice, row):
    w, c = play_against(Scripted(take=answer))
    assert w.scene.notice_text() == ""
    assert c.double()
    qtbot.waitUntil(lambda: c.game.phase != GamePhase.DOUBLE_OFFERED and not c.thinking, timeout=10000)
    assert w.scene.notice_text() == notice
    assert w.scene.notice.isVisible() and w.scene.notice.opacity() == 1.0
    rows = [text for _, text in w.move_list.rows()]
    assert row in rows
    # The notice stands halfway down the board, inside it, and hides none of the dice.
    n = w.scene.notice
    assert n.sceneBoundingRect().center().y() == w.scene.sceneRect().center().y()
    assert w.scene.sceneRect().contains(n.sceneBoundingRect())
    dice = w.scene.element_rect(("dice",))
    assert dice is None or not n.sceneBoundingRect().intersects(dice)


def test_a_notice_moves_off_the_dice(play_against, qtbot):
    w, c = play_against(Scripted())
    c.load_state(RACE, 0, dice=(6, 4))
    dice = w.scene.element_rect(("dice",))
    assert dice is not None
    w.scene.show_notice("A notice")
    n = w.scene.notice.sceneBoundingRect()
    assert not n.intersects(dice) and w.scene.sceneRect().contains(n)
    # Within one half of the field: the cube and the trays beside the field stay in view.
    g = w.scene.geometry
    assert any(g.field_rect(right).contains(n) for right in (False, True))
    assert not n.intersects(w.scene.cube.sceneBoundingRect())


@pytest.mark.parametrize("accept,notice,row", [
    (True, "Computer (beginner) accepts the resignation.", "Accepts the resignation"),
    (False, "Computer (beginner) declines the resignation.", "Declines the resignation"),
])
def test_the_computers_answer_to_a_resignation_is_told_on_the_board(play_against, qtbot, accept, notice, row):
    w, c = play_against(Scripted(accept=accept))
    assert c.resign(int(ResultType.SINGLE))
    qtbot.waitUntil(lambda: c.game.phase != GamePhase.RESIGN_OFFERED and not c.thinking, timeout=10000)
    assert w.scene.notice_text() == notice
    assert row in [text for _, text in w.move_list.rows()]


def test_the_notice_goes_at_the_players_next_click_or_after_a_while(play_against, qtbot):
    w, c = play_against(Scripted(take="take"))
    assert c.double()
    qtbot.waitUntil(lambda: w.scene.notice_text() != "", timeout=10000)
    vp = w.view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=w.view.mapFromScene(w.scene.geometry.cube_column().center()))
    assert w.scene.notice_text() == ""
    w.scene.show_notice("x", ms=10)
    qtbot.waitUntil(lambda: w.scene.notice_text() == "", timeout=3000)


def test_the_persons_own_answers_raise_no_notice(play_against, qtbot):
    """Only the computer's answers are told: the person knows what they clicked."""
    doubler = Scripted()
    w, c = play_against(doubler)
    doubler.double_decision = lambda *a: True
    c.load_state(RACE.swapped(), 1)
    qtbot.waitUntil(lambda: c.game.phase == GamePhase.DOUBLE_OFFERED, timeout=10000)
    assert c.take()
    assert w.scene.notice_text() == ""
