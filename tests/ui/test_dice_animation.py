"""The dice's roll animation jumped to its end (what the review panel does
when it shows a decision while the dice are still spinning)."""

from __future__ import annotations

from nard_desktop.app.controller import MatchConfig


def test_finishing_a_running_roll_animation_leaves_the_dice_at_rest(make_window, helpers):
    w, _ = make_window(helpers.instant_options(animation_speed="normal"))
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    assert c.roll()
    scene = w.scene
    assert scene.animating  # the dice are spinning
    scene.finish_animations()  # raised AttributeError: the animation's end had already cleared it
    assert not scene.animating
    shown = [d for d in scene._dice if d.isVisible()]
    assert shown and all(d.rotation() == 0 and d.scale() == 1 for d in shown)
    assert sorted(d.value for d in shown) == sorted(c._dice_view(c.game).values)
