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
