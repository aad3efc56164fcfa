"""A position pasted as IDs or set up in the editor is played under the rules in force
(docs/rules.md §9: the presets); where the IDs contradict them — a turned cube under
rules without a cube — the player chooses which to keep; Help ▸ Rules names the rules
actually in force."""

from __future__ import annotations

import pytest

from nard_desktop.app.controller import MatchConfig
from nard_desktop.engine import CubeState, MatchKey, Position, RuleSet, SeededRoller
from nard_desktop.ui.file_actions import FileActions

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})
IRANIAN = RuleSet.preset("iranian_cafe")


@pytest.fixture
def iranian(window, helpers):
    w, _ = window
    w.controller.new_match(MatchConfig(length=5, preset="iranian_cafe", players=helpers.TWO_HUMANS,
                                       roller=SeededRoller(3)))
    assert w.controller.match.rules == IRANIAN
    return w


def test_pasted_ids_are_played_under_the_rules_in_force(iranian, monkeypatch):
    monkeypatch.setattr(FileActions, "ask_rules", lambda self: pytest.fail("nothing to ask: the IDs fit the rules"))
    key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1, dice=(3, 1))
    assert iranian.files.set_up_from_ids(RACE.position_id(), key.encode()) is None
    match = iranian.controller.match
    assert match.length == 7 and match.rules == IRANIAN  # not the international rules the ID reader assumes


@pytest.mark.parametrize("keep", [True, False])
def test_a_turned_cube_under_rules_without_one_asks_which_to_keep(iranian, monkeypatch, keep):
    asked = []
    monkeypatch.setattr(FileActions, "ask_rules", lambda self: asked.append(True) or keep)
    key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1, dice=(3, 1), cube_value=2, cube_owner=0)
    assert iranian.files.set_up_from_ids(RACE.position_id(), key.encode()) is None
    assert asked == [True]
    match = iranian.controller.match
    if keep:
        assert match.rules == IRANIAN and match.game.cube == CubeState(1, None)
    else:
        assert match.rules.cube_enabled and match.game.cube == CubeState(2, 1)
    assert iranian.scene.consistency_problems() == []


def test_the_rules_page_names_the_rules_in_force_after_a_paste(iranian, monkeypatch):
    key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1, dice=(3, 1))
    assert iranian.files.set_up_from_ids(RACE.position_id(), key.encode()) is None
    page = iranian.prefs.show_rules()
    text = page.browser.toPlainText()
    assert "The rules in force: Iranian café" in text
    page.close()


def test_a_position_set_up_in_the_editor_plays_under_the_rules_in_force(iranian):
    iranian.editing.act_edit.trigger()
    panel, editor = iranian.editing.panel, iranian.scene.editor
    panel.rolled.setChecked(True)
    panel.die1.setValue(3)
    panel.die2.setValue(1)
    editor.redraw()
    assert iranian.editing.play_on()
    assert iranian.controller.match.rules == IRANIAN
