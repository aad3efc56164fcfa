"""A checker let go where it may not go snaps back, and the status line says why
(docs/rules.md §3: a point held by two or more of the opponent's checkers is blocked)."""

from __future__ import annotations

from nard_desktop.app.controller import MatchConfig
from nard_desktop.app.text import refusal_text
from nard_desktop.engine import GamePhase, ManualRoller
from nard_desktop.engine.explain import why_not


def test_an_illegal_drop_snaps_back_and_says_why(window, helpers):
    w, d = window
    w.controller.new_match(MatchConfig(roller=ManualRoller([(5, 2)]), players=helpers.TWO_HUMANS))
    assert w.controller.roll()
    g = w.controller.game
    assert g.phase == GamePhase.MOVE and g.on_roll == 0
    before = w.scene.slot_counts()
    d.drag(d.checker(0, 24), d.target(0, 19))  # 24/19 with the 5: the opponent's 6 point
    assert g.turn.steps == ()
    assert w.scene.slot_counts() == before and w.scene.consistency_problems() == []
    expected = refusal_text(why_not(g.turn, 24, 19))
    assert w.status_label.text() == expected
    assert "19" in expected and "5" in expected


def test_a_legal_drop_says_nothing_of_the_kind(window, helpers):
    w, d = window
    w.controller.new_match(MatchConfig(roller=ManualRoller([(5, 2)]), players=helpers.TWO_HUMANS))
    w.controller.roll()
    d.drag(d.checker(0, 13), d.target(0, 8))
    assert w.controller.game.turn.steps == ((13, 8),)
    assert "blocked" not in w.status_label.text()
