"""docs/rules.md §8, beavers: the original doubler answers a beaver with take, drop or (where
raccoons are on) raccoon, through the window's cube panel and, for the computer, by its
own equity."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.opponent import Opponent
from nard_desktop.app.options import ViewOptions
from nard_desktop.engine import CubeState, GamePhase, Position, RuleSet

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})
BEAVERS = RuleSet.preset("money").replace(beavers=True)
RACCOONS = BEAVERS.replace(raccoons=True)


class Scripted(Opponent):
    """The computer doubles at once and answers a beaver as the test says."""

    def __init__(self, answer: str) -> None:
        super().__init__("beginner", seed=1)
        self.answer = answer
        self.asked: list[tuple] = []

    def double_decision(self, position, context, rules):
        return True

    def beaver_answer(self, position, context, rules):
        self.asked.append((position, context.cube_value, context.cube_owner))
        return self.answer


@pytest.fixture
def make(qtbot):
    made = []

    def build(rules, players, factory=None) -> GameController:
        opts = ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0, computer_pause_ms=0)
        c = GameController(opts, opponent_factory=factory or (lambda level: Opponent(level, seed=3)))
        made.append(c)
        c.new_match(MatchConfig(rules=rules, players=players))
        return c

    yield build
    for c in made:
        c.shutdown()


@pytest.mark.parametrize("answer,phase,cube,points", [
    ("take", GamePhase.ROLL, CubeState(4, 0), None),
    ("drop", GamePhase.OVER, CubeState(2, 0), 2),
    ("raccoon", GamePhase.ROLL, CubeState(8, 0), None),
])
def test_the_computer_answers_a_beaver(make, qtbot, answer, phase, cube, points):
    """The computer (player 1) doubles, the person beavers, the computer answers."""
    c = make(RACCOONS, (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner")), lambda level: Scripted(answer))
    c.load_state(RACE.swapped(), 1)
    qtbot.waitUntil(lambda: c.game.phase == GamePhase.DOUBLE_OFFERED, timeout=5000)
    assert c.snapshot.can_beaver and c.beaver()
    qtbot.waitUntil(lambda: c.game.phase == phase, timeout=5000)
    assert c.game.cube == cube
    if points is not None:
        assert c.game.result.winner == 0 and c.game.result.points == points
    opp = c._opponents[1]
    # The computer judged from its own side with the cube as before its double.
    assert opp.asked == [(RACE.swapped(), 1, "centre")]


def test_the_panel_offers_take_and_drop_after_a_beaver(make, qtbot):
    """Without raccoons: take and drop, no raccoon; dropping loses the doubled value."""
    from nard_desktop.ui.widgets.cube import CubeWidget

    c = make(BEAVERS, (PlayerSpec(HUMAN), PlayerSpec(HUMAN)))
    panel = CubeWidget()
    qtbot.addWidget(panel)
    c.position_changed.connect(lambda s, t: panel.set_snapshot(s))
    panel.take_requested.connect(c.take)
    panel.drop_requested.connect(c.drop)
    panel.beaver_requested.connect(c.beaver)
    panel.raccoon_requested.connect(c.raccoon)
    panel.show()
    c.load_state(RACE, 0)
    assert c.double()
    qtbot.mouseClick(panel.beaver_button, Qt.MouseButton.LeftButton)
    assert c.game.phase == GamePhase.BEAVERED
    assert panel.take_button.isVisible() and panel.drop_button.isVisible()
    assert not panel.raccoon_button.isVisible()
    assert "drop" in c.snapshot.status
    qtbot.mouseClick(panel.drop_button, Qt.MouseButton.LeftButton)
    assert c.game.is_over and c.game.result.winner == 1 and c.game.result.points == 2


def test_the_panel_offers_three_answers_with_raccoons(make, qtbot):
    from nard_desktop.ui.widgets.cube import CubeWidget

    c = make(RACCOONS, (PlayerSpec(HUMAN), PlayerSpec(HUMAN)))
    panel = CubeWidget()
    qtbot.addWidget(panel)
    c.position_changed.connect(lambda s, t: panel.set_snapshot(s))
    panel.take_requested.connect(c.take)
    panel.beaver_requested.connect(c.beaver)
    panel.show()
    c.load_state(RACE, 0)
    c.double()
    qtbot.mouseClick(panel.beaver_button, Qt.MouseButton.LeftButton)
    assert all(b.isVisible() for b in (panel.take_button, panel.drop_button, panel.raccoon_button))
    qtbot.mouseClick(panel.take_button, Qt.MouseButton.LeftButton)
    assert c.game.phase == GamePhase.ROLL and c.game.cube == CubeState(4, 1) and c.game.on_roll == 0
