"""Every way out of the review, learning and the editor gives the side panel back
with Roll in sight and working (issue 42: the review and learning take the side
panel's place; the monkey once found Roll "not rolling" after them).

The monkey's case was an opening roll of doubles: both players rolled the same, so
the opening is rolled again and the phase stays the opening; Roll stays there to
click again.  Its end check now rolls dice it knows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from nard_desktop.ai.analysis import AnalysisOptions
from nard_desktop.app.review import RolloutSettings
from nard_desktop.app.controller import MatchConfig
from nard_desktop.engine import GamePhase, ManualRoller
from random_play import random_money_game


def wholly_shown(widget) -> bool:
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def check_roll_works(w, qtbot, helpers, notices=None) -> None:
    """A new match between two people: the side panel is back and a click on Roll rolls."""
    w.controller.new_match(MatchConfig(length=1, players=helpers.TWO_HUMANS, roller=ManualRoller([(3, 1)])))
    qtbot.wait(1)
    roll = w.action_bar.roll_button
    assert w.side.isVisible() and w.side.isEnabled()
    assert roll.isEnabled() and wholly_shown(roll)
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    assert w.controller.game.phase != GamePhase.OPENING and w.controller.snapshot.dice is not None


def test_a_tie_at_the_opening_leaves_roll_to_click_again(window, helpers, qtbot):
    w, _ = window
    notices: list[str] = []
    w.controller.notice.connect(notices.append)
    w.controller.new_match(MatchConfig(length=1, players=helpers.TWO_HUMANS, roller=ManualRoller([(4, 4), (3, 1)])))
    roll = w.action_bar.roll_button
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    # Both rolled 4: the opening is rolled again, and the player is told so.
    assert w.controller.game.phase == GamePhase.OPENING and notices
    assert roll.isEnabled() and wholly_shown(roll)
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    assert w.controller.game.phase != GamePhase.OPENING


def reviewing(w, qtbot, helpers):
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    c.load_match(random_money_game(7, 24))
    w.review.options = AnalysisOptions(depth=0)
    w.review.jobs = 1
    w.review.act_analyse.trigger()
    qtbot.waitUntil(lambda: w.review.active, timeout=120000)
    qtbot.wait(1)
    return w.review


@pytest.mark.parametrize("way", ["leave", "escape", "leave_during_rollout", "new_match", "new_match_during_rollout",
                                 "new_match_from_learn", "back_from_learn_then_leave", "new_analysis_from_learn"])
def test_every_way_out_of_the_review_gives_the_side_panel_back(make_window, helpers, qtbot, way):
    w, _ = make_window(size=(1024, 600))
    review = reviewing(w, qtbot, helpers)
    assert not w.side.isVisible() and not w.action_bar.roll_button.isEnabled()
    if "rollout" in way:
        review.rollout_settings = RolloutSettings(trials=1296, truncate=0)
        row = next(i for i, a in enumerate(review.analysis.decisions)
                   if a.kind == "checker" and len(a.alternatives) > 1)
        review.select(row)
        review.panel.select_candidate(1)
        qtbot.mouseClick(review.panel.rollout_button, Qt.MouseButton.LeftButton)
        assert review.rollout_job.running
    if "learn" in way:
        qtbot.mouseClick(w.learn.review_button, Qt.MouseButton.LeftButton)
        assert w.learn.active and w.learn.panel.isVisible()
    if way in ("leave", "leave_during_rollout"):
        qtbot.mouseClick(review.panel.leave_button, Qt.MouseButton.LeftButton)
    elif way == "escape":
        review.act_leave.trigger()
    elif way == "back_from_learn_then_leave":
        qtbot.mouseClick(w.learn.panel.leave_button, Qt.MouseButton.LeftButton)
        assert review.active and review.panel.isVisible() and not w.side.isVisible()
        review.act_leave.trigger()
    elif way == "new_analysis_from_learn":
        review.act_analyse.trigger()  # a new analysis of the same match: learning ends, the review comes back
        qtbot.waitUntil(lambda: review.active and not review.job.running, timeout=120000)
        assert not w.learn.active and review.panel.isVisible()
        review.act_leave.trigger()
    # "new_match…": the new match of check_roll_works ends the review by itself.
    if not way.startswith("new_match"):
        assert not review.active and not w.learn.active
        assert w.side.isVisible() and w.action_bar.roll_button.isEnabled()
    check_roll_works(w, qtbot, helpers)
    assert not review.active and not w.learn.active and not review.panel.isVisible()
    assert w.learn._panel is None or not w.learn.panel.isVisible()
    assert w.view.scene() is w.scene
    qtbot.waitUntil(lambda: not review.rollout_job.running, timeout=20000)
