"""docs/rules.md §8: the hint after the Crawford game: the leader's double is pointless, and a
trailer with gammons is too good to double (ai/cubeful.py, the post-Crawford efficiency)."""

from __future__ import annotations

from nard_desktop.app.controller import MatchConfig
from nard_desktop.engine import Position

RACE_LEAD = Position.from_points({6: 4, 5: 4, 4: 3, 3: 2, 2: 2}, {6: 5, 5: 4, 4: 4, 3: 2})


def post_crawford_hint(window, qtbot, helpers, length: int, score: tuple[int, int], position: Position):
    """The hint dialog for ``position``, player 0 on roll at ``score`` after the Crawford game."""
    w, _ = window
    c = w.controller
    c.new_match(MatchConfig(length=length, preset="international_match", players=helpers.TWO_HUMANS))
    c.match.score = list(score)
    c.match.crawford_played = True
    c.game.score = score
    c.game.post_crawford = True
    c.load_state(position, 0)
    assert c.game.can_double()  # allowed (docs/rules.md §8)
    w.act_hint.trigger()
    dlg = w.hint_dialog
    qtbot.waitUntil(lambda: dlg.hint is not None, timeout=20000)
    return dlg


def test_the_hint_says_the_leaders_double_is_pointless(window, qtbot, helpers):
    dlg = post_crawford_hint(window, qtbot, helpers, 5, (4, 2), RACE_LEAD)
    assert dlg.hint.decision.pointless  # allowed, but pointless, and the hint says so
    assert "gains nothing by doubling" in dlg.heading.text()


def test_the_hint_tells_a_trailer_with_gammons_to_play_on(window, qtbot, helpers):
    # 2-away trailer against a 1-away leader, a favourite (61 %) with gammons (19 %): the
    # leader would pass, but playing on and cashing later is worth more: "too good", not
    # "double, pass".
    dlg = post_crawford_hint(window, qtbot, helpers, 7, (5, 6), Position.from_position_id("g3PwARHg64YBBg"))
    assert dlg.hint.decision.action == "too_good" and not dlg.hint.decision.pointless
    assert "Too good to double" in dlg.heading.text()
