"""docs/rules.md §8: the hint tells the post-Crawford leader that doubling is pointless."""

from __future__ import annotations

from nard_desktop.app.controller import MatchConfig
from nard_desktop.engine import Position

RACE_LEAD = Position.from_points({6: 4, 5: 4, 4: 3, 3: 2, 2: 2}, {6: 5, 5: 4, 4: 4, 3: 2})


def test_the_hint_says_the_leaders_double_is_pointless(window, qtbot, helpers):
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(length=5, preset="international_match", players=helpers.TWO_HUMANS))
    m = c.match
    m.score = [4, 2]
    m.crawford_played = True
    c.game.score = (4, 2)
    c.game.post_crawford = True
    c.load_state(RACE_LEAD, 0)
    assert c.game.can_double()  # allowed (docs/rules.md §8) ...
    w.act_hint.trigger()
    dlg = w.hint_dialog
    qtbot.waitUntil(lambda: dlg.hint is not None, timeout=20000)
    assert dlg.hint.decision.pointless  # ... but pointless, and the hint says so
    assert "gains nothing by doubling" in dlg.heading.text()


def test_the_hint_tells_a_trailer_with_gammons_to_play_on(window, qtbot, helpers):
    # 2-away trailer against a 1-away leader, a favourite (61 %) with gammons (19 %): the
    # leader would pass, but playing on and cashing later is worth more (ai/cubeful.py,
    # post-Crawford efficiency): "too good", not "double, pass".
    w, d = window
    c = w.controller
    c.new_match(MatchConfig(length=7, preset="international_match", players=helpers.TWO_HUMANS))
    m = c.match
    m.score = [5, 6]
    m.crawford_played = True
    c.game.score = (5, 6)
    c.game.post_crawford = True
    c.load_state(Position.from_position_id("g3PwARHg64YBBg"), 0)
    assert c.game.can_double()
    w.act_hint.trigger()
    dlg = w.hint_dialog
    qtbot.waitUntil(lambda: dlg.hint is not None, timeout=20000)
    assert dlg.hint.decision.action == "too_good" and not dlg.hint.decision.pointless
    assert "Too good to double" in dlg.heading.text()
