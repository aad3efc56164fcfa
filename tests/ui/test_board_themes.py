"""Board themes: each theme draws every board position, never moves anything,
is applied from the settings at once, and the high-contrast theme passes the
WCAG 2.1 AA contrast ratios.  The board's own tests (test_board_moves) run
again under the other themes at the end of this file."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from nard_desktop.app.controller import GameController, MatchConfig
from nard_desktop.app.settings import BOARD_THEMES, Settings, choice_label
from nard_desktop.engine import Position
from nard_desktop.ui.board.items import CheckerItem, DieItem
from nard_desktop.ui.board.scene import BoardScene
from nard_desktop.ui.board.theme import (DEFAULT_THEME, THEME_NAMES, THEMES, contrast_ratio, relative_luminance,
                                        theme_named)

AA_TEXT = 4.5  # WCAG 2.1 success criterion 1.4.3, normal text
AA_SHAPE = 3.0  # WCAG 2.1 success criterion 1.4.11, graphical objects


def test_the_settings_offer_exactly_the_themes_the_board_draws():
    assert set(BOARD_THEMES) == set(THEME_NAMES)
    assert BOARD_THEMES[0] == "persian"
    for name in THEME_NAMES:
        assert choice_label("display/board_theme", name) not in ("", name)


def test_contrast_ratio_matches_the_wcag_definition():
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#777777") == pytest.approx(1.0)
    # #767676 on white is the classic "just passes 4.5:1" grey.
    assert contrast_ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)
    assert relative_luminance("#ff0000") == pytest.approx(0.2126, abs=1e-4)


def test_high_contrast_theme_passes_wcag_aa():
    t = THEMES["high_contrast"]
    points = (t.point_a, t.point_b)
    surfaces = (t.field, *points)  # where checkers stand
    # Points against the field they are drawn on.
    for p in points:
        assert contrast_ratio(p, t.field) >= AA_SHAPE, p
    # Each checker stands out from the field, from every point, and from the other
    # side's checkers, by its face or by its outline.
    light, dark = t.checker("light"), t.checker("dark")
    for look in (light, dark):
        for s in surfaces:
            assert max(contrast_ratio(look.face, s), contrast_ratio(look.edge, s)) >= AA_SHAPE, (look, s)
        assert contrast_ratio(look.face, look.edge) >= AA_SHAPE
        # The count on a tall stack and the pips of a die are text/marks on the face.
        assert contrast_ratio(look.ink, look.face) >= AA_TEXT
    assert contrast_ratio(light.face, dark.face) >= AA_SHAPE
    # Numbers (point numbers, pip counts, tray counts) on the frame.
    assert contrast_ratio(t.number, t.frame) >= AA_TEXT
    assert contrast_ratio(t.notice_text, t.notice_back) >= AA_TEXT
    assert contrast_ratio(t.cube_ink, t.cube_face) >= AA_TEXT
    assert contrast_ratio(t.cube_face, t.groove) >= AA_SHAPE
    # A lit destination against the field and the points around it; a checker
    # standing on a lit point is still seen against it.
    # (The fill is opaque: the same colour over every point.)
    assert contrast_ratio(t.highlight, t.field) >= AA_SHAPE
    for p in points:
        assert contrast_ratio(t.highlight, p) >= AA_SHAPE or contrast_ratio(t.highlight_edge, p) >= AA_SHAPE
    for look in (light, dark):
        assert max(contrast_ratio(look.face, t.highlight), contrast_ratio(look.edge, t.highlight)) >= AA_SHAPE
    # The ring on a checker that may move and the keyboard cursor, against what they
    # are drawn over (the field, a point); a dark line parts them from the checker's
    # outline, which may be white or black.
    assert t.mark_separator is not None
    for mark in (t.movable, t.cursor):
        for s in surfaces:
            assert contrast_ratio(mark, s) >= AA_SHAPE, (mark, s)
        assert contrast_ratio(mark, t.mark_separator) >= AA_SHAPE
    # The separator itself is seen against a white outline (a black one is the
    # checker's black face's own edge, with the white checker's face inside).
    assert contrast_ratio(t.mark_separator, dark.edge) >= AA_SHAPE


def test_the_other_themes_keep_their_numbers_readable():
    for name in THEME_NAMES:
        t = THEMES[name]
        assert contrast_ratio(t.number, t.frame) >= AA_TEXT, name
        for colour in ("light", "dark"):
            look = t.checker(colour)
            assert contrast_ratio(look.ink, look.face) >= AA_TEXT, (name, colour)


POSITIONS = [
    Position.initial(),
    Position.from_points({24: 1, 13: 4, 8: 3, 6: 4, 5: 2, 4: 1}, {6: 6, 8: 2, 13: 4, 2: 2},
                         mine_bar=0, theirs_bar=1),
    Position.from_points({6: 2, 5: 3, 4: 2, 2: 3}, {6: 4, 5: 3, 18: 2}),  # a bear-off, checkers off
    Position.from_points({13: 2, 6: 13}, {18: 2, 6: 13}),  # tall stacks with counts
]


def _render(scene: BoardScene, w: int = 980, h: int = 670) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(p, QRectF(0, 0, w, h), scene.sceneRect())
    p.end()
    return img


def _scene_with(controller: GameController, theme: str) -> BoardScene:
    scene = BoardScene(controller.options)
    scene.set_options(controller.options)
    controller.position_changed.connect(scene.set_snapshot)
    return scene


@pytest.mark.parametrize("theme", THEME_NAMES)
def test_each_theme_draws_every_board_position(qtbot, helpers, theme):
    opts = helpers.instant_options(board_theme=theme)
    c = GameController(opts)
    scene = _scene_with(c, theme)
    try:
        c.new_match(MatchConfig(players=helpers.TWO_HUMANS))
        rng = random.Random(7)
        positions = POSITIONS + [helpers.random_position(rng) for _ in range(12)]
        t = THEMES[theme]
        for pos in positions:
            c.load_state(pos, 0, dice=(6, 4))
            assert scene.theme is t and scene.consistency_problems() == []
            snap = scene.snapshot
            if snap.destinations:
                scene._show_highlights(max(snap.destinations))
            img = _render(scene)
            # The field is drawn in the theme's colours: sample the middle of the
            # board, between the dice (wood grain varies a little around its colour).
            g = scene.geometry
            sx, sy = img.width() / g.width, img.height() / g.height
            spot = g.field_rect(False).center()
            px = QColor(img.pixel(int(spot.x() * sx), int(spot.y() * sy)))
            field = QColor(t.field)
            assert max(abs(px.red() - field.red()), abs(px.green() - field.green()),
                       abs(px.blue() - field.blue())) < 40, (theme, px.name(), t.field)
            # Every checker item is themed and in its place.
            for item in scene.items():
                if isinstance(item, (CheckerItem, DieItem)):
                    assert item.theme is t
            scene.cancel_hold()
    finally:
        c.shutdown()


def test_themes_change_no_geometry_or_hit_area(qtbot, helpers):
    """Every item has the same place, bounding box and shape under every theme."""
    opts = helpers.instant_options(board_theme="classic")
    c = GameController(opts)
    scene = _scene_with(c, "classic")
    try:
        c.new_match(MatchConfig(players=helpers.TWO_HUMANS))
        c.load_state(POSITIONS[1], 0, dice=(6, 6))
        scene._show_highlights(max(scene.snapshot.destinations))

        def picture():
            return sorted((type(i).__name__, i.pos().x(), i.pos().y(), i.zValue(), i.isVisible(),
                           i.boundingRect().getRect(), i.shape().boundingRect().getRect())
                          for i in scene.items())
        before = picture()
        lit = scene.highlighted_destinations()
        for name in THEME_NAMES:
            opts.board_theme = name
            scene.set_options(opts)
            scene._show_highlights(max(scene.snapshot.destinations))
            assert scene.theme is THEMES[name]
            assert picture() == before, name
            assert scene.highlighted_destinations() == lit
    finally:
        c.shutdown()


def test_the_theme_chosen_in_the_settings_applies_at_once(qtbot, tmp_path, helpers):
    from nard_desktop.ui.main_window import MainWindow

    settings = Settings.open(tmp_path / "nard-desktop.ini")
    opts = settings.apply_to(helpers.instant_options())
    assert opts.board_theme == "persian"
    w = MainWindow(GameController(opts), opts, settings=settings)
    qtbot.addWidget(w)
    w.show()
    try:
        w.controller.new_match(MatchConfig(players=helpers.TWO_HUMANS))
        assert w.scene.theme is theme_named("persian")
        before = w.scene.slot_counts()
        for name in ("high_contrast", "classic"):
            w.act_settings.trigger()
            dlg = w.prefs.dialog
            combo = dlg.setting_widget("display/board_theme")
            combo.setCurrentIndex(combo.findData(name))
            dlg.accept()
            assert w.scene.theme is THEMES[name]
            assert w.scene.board.theme is THEMES[name]
            assert w.scene.backgroundBrush().color() == QColor(THEMES[name].background)
            assert w.scene.slot_counts() == before  # the game goes on untouched
        assert Settings.open(tmp_path / "nard-desktop.ini").board_theme == "classic"
    finally:
        w.controller.shutdown()


def test_a_theme_name_the_program_does_not_know_falls_back_to_the_default():
    assert theme_named("no such theme") is THEMES["persian"]


@pytest.mark.parametrize("theme", THEME_NAMES)
def test_a_lit_destination_has_one_colour_over_light_and_dark_points(qtbot, helpers, theme):
    """Issue: the translucent fill turned olive over the blue points. From 13 with 6-5 the
    checker reaches 8 (an even point) and 7 (an odd one): the rendered fill is the
    theme's highlight colour on both, and on the far point 2 too."""
    opts = helpers.instant_options(board_theme=theme)
    c = GameController(opts)
    scene = _scene_with(c, theme)
    try:
        c.new_match(MatchConfig(players=helpers.TWO_HUMANS))
        c.load_state(Position.initial(), 0, dice=(6, 5))
        scene._show_highlights(13)
        assert {7, 8} <= scene.highlighted_destinations()
        img = _render(scene)
        g = scene.geometry
        sx, sy = img.width() / g.width, img.height() / g.height
        seen = {}
        for dst, item in scene._highlights.items():
            spot = item.landing  # the middle of the dashed ring: the fill alone
            seen[dst] = QColor(img.pixel(int(spot.x() * sx), int(spot.y() * sy))).name()
        assert (7 % 2) != (8 % 2)
        assert seen[7] == seen[8] == QColor(THEMES[theme].highlight).name(), seen
        assert len(set(seen.values())) == 1, seen
    finally:
        c.shutdown()


# --------------------------------------------------- the board tests, per theme
# The tests of test_board_moves are collected again here, with the window
# fixtures below: they run once under each theme but the default one (under which
# test_board_moves.py runs them itself).  No theme moves an item, its bounding box or
# its shape (test_themes_change_no_geometry_or_hit_area), so by default they run here
# under the high-contrast theme only, and under the others with -m slow.
def _board_tests() -> dict:
    spec = importlib.util.spec_from_file_location("board_moves_under_each_theme",
                                                  Path(__file__).with_name("test_board_moves.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {name: f for name, f in vars(module).items() if name.startswith("test_") and callable(f)}


globals().update(_board_tests())


@pytest.fixture(params=[pytest.param(name, marks=() if name == "high_contrast" else pytest.mark.slow)
                        for name in THEME_NAMES if name != DEFAULT_THEME])
def board_theme(request):
    return request.param


@pytest.fixture
def make_window(make_window, board_theme, helpers):
    def make(options=None, size=(1280, 800)):
        opts = options or helpers.instant_options()
        opts.board_theme = board_theme
        w, d = make_window(opts, size)
        assert w.scene.theme is THEMES[board_theme]
        return w, d

    return make


@pytest.fixture
def window(make_window):
    return make_window()
