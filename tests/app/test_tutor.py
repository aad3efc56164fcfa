"""The controller's tutor gate (app/controller.py) and the tutor's decisions
(app/tutor.py): a person's play or cube action waits for the tutor, which
sees it as the analysis does."""

from __future__ import annotations

import pytest

from nard_desktop.app.analysis import decisions_from_match
from nard_desktop.app.controller import HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.options import ViewOptions
from nard_desktop.app.tutor import tutor_decision
from nard_desktop.engine import GamePhase, ManualRoller, parse_play

pytestmark = pytest.mark.usefixtures("qapp")


def controller(rolls):
    c = GameController(ViewOptions(animation_speed="instant", show_dialogs=False, pass_delay_ms=0,
                                   computer_pause_ms=0))
    c.new_match(MatchConfig(length=0, preset="money", players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)),
                            roller=ManualRoller(rolls)))
    return c


def test_the_gate_holds_a_play_until_the_tutor_lets_it_through():
    c = controller([(3, 1), (6, 5)])
    asked = []
    c.tutor_gate = lambda action: asked.append(action) or False
    assert c.roll()
    for src, dst in parse_play(c.game.turn.start, (3, 1), "8/5 6/5").moves:
        assert c.step(src, dst)
    assert not c.done() and asked == ["play"]
    assert c.game.phase == GamePhase.MOVE and c.game.turn.is_complete()  # held, not final
    assert c.pass_tutor("play") and c.game.on_roll == 1 and asked == ["play"]
    # Player 1 on roll can double: rolling is the "no double" action, doubling is "double".
    assert c.game.can_double()
    assert not c.roll() and not c.double() and asked == ["play", "roll", "double"]
    assert c.game.phase == GamePhase.ROLL and c.game.cube.value == 1
    assert c.pass_tutor("double") and c.game.phase == GamePhase.DOUBLE_OFFERED
    assert not c.take() and not c.drop() and asked[-2:] == ["take", "drop"]
    assert c.pass_tutor("take") and c.game.cube.value == 2
    c.shutdown()


def test_the_tutors_decisions_are_the_analysis_decisions():
    """What the tutor asks the analysis about is the decision the analysis of
    the finished record finds at the same place."""
    c = controller([(3, 1), (6, 5)])
    seen = []

    def gate(action):
        d = tutor_decision(c.match, action)
        if d is not None:
            seen.append(d)
        return True

    c.tutor_gate = gate
    assert c.roll()
    for src, dst in parse_play(c.game.turn.start, (3, 1), "8/5 6/5").moves:
        c.step(src, dst)
    assert c.done()
    assert c.double() and c.take()
    assert c.roll()
    md = decisions_from_match(c.match)
    want = md.decisions
    assert [(d.game, d.move, d.player, d.kind, d.position, d.match, d.dice, d.action) for d in seen] == \
        [(d.game, d.move, d.player, d.kind, d.position, d.match, d.dice, d.action) for d in want]
    assert seen[0].play.result == want[0].play.result
    c.shutdown()
