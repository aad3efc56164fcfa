"""The board for screen readers: the accessible children of the board view
(points, bar, trays, dice, cube) are named from the engine's state after every
move of a game, the keyboard cursor's part has the focus, and changes are
announced (docs/rules.md §2 for the board and its numbering)."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAccessible, QFont

from nard_desktop.app import i18n
from nard_desktop.app.controller import MatchConfig
from nard_desktop.engine import GamePhase, ManualRoller, SeededRoller, legal_plays
from nard_desktop.ui.board.accessibility import ELEMENTS

POINT = re.compile(r"^point (\d+): (?:(empty)|one (white|black) checker|(\d+) (white|black) checkers)$")
BAR = re.compile(r"^on the bar: (\d+) white, (\d+) black$")
OFF = re.compile(r"^borne off: (\d+) white, (\d+) black$")
ROLL = re.compile(r"roll: (\d) and (\d)$")
OPENING = re.compile(r"^opening roll: (\d) for white, (\d) for black$")
CUBE = re.compile(r"^doubling cube: (\d+), (in the middle|owned by (.+))$")


def names(view) -> dict[tuple, str]:
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface is not None and iface.childCount() == len(ELEMENTS)
    out = {}
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child.parent() is iface and iface.indexOfChild(child) == i
        out[ELEMENTS[i]] = child.text(QAccessible.Text.Name)
    return out


def check_against_engine(w) -> None:
    """Every accessible name says what the engine's game holds."""
    c = w.controller
    g = c.game
    colour = {0: c.config.seat0_colour, 1: "dark" if c.config.seat0_colour == "light" else "light"}
    word = {"light": "white", "dark": "black"}
    board = g.board_for(0)  # seat 0 plays at the bottom: its numbering is the board's
    got = names(w.view)
    for p in range(1, 25):
        m = POINT.match(got[("point", p)])
        assert m, got[("point", p)]
        assert int(m.group(1)) == p
        mine, theirs = board.mine[p], board.theirs[25 - p]
        if m.group(2):
            assert mine == theirs == 0, (p, got[("point", p)])
        else:
            n = 1 if m.group(3) else int(m.group(4))
            who = m.group(3) or m.group(5)
            if mine:
                assert (n, who) == (mine, word[colour[0]]), (p, got[("point", p)])
            else:
                assert (n, who) == (theirs, word[colour[1]]), (p, got[("point", p)])
    by = {colour[0]: board, colour[1]: board.swapped()}
    bar = BAR.match(got[("bar",)])
    off = OFF.match(got[("off",)])
    assert bar and off
    assert (int(bar.group(1)), int(bar.group(2))) == (by["light"].mine[25], by["dark"].mine[25])
    assert (int(off.group(1)), int(off.group(2))) == (by["light"].mine[0], by["dark"].mine[0])
    if g.dice is not None and g.phase != GamePhase.OPENING:
        roll = ROLL.search(got[("dice",)]) or OPENING.match(got[("dice",)])
        assert roll, got[("dice",)]
        said = (int(roll.group(1)), int(roll.group(2)))
        if roll.re is OPENING:  # the first move is played with the opening dice, one per side
            assert sorted(said) == sorted(g.dice)
        else:
            assert said == tuple(g.dice)[:2]
    cube = CUBE.match(got[("cube",)])
    assert cube, got[("cube",)]
    assert int(cube.group(1)) == g.cube.value
    assert (cube.group(2) == "in the middle") == (g.cube.owner is None)


def test_accessible_names_equal_the_engine_after_every_move_of_a_game(window, helpers):
    w, _ = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=SeededRoller(42)))
    rng = random.Random(5)
    c.roll()  # the opening roll
    check_against_engine(w)
    moves = 0
    for _ in range(400):
        g = c.game
        if g.phase == GamePhase.OVER:
            break
        if g.phase == GamePhase.ROLL:
            assert c.roll()
            check_against_engine(w)
            continue
        assert g.phase == GamePhase.MOVE
        plays = legal_plays(g.position, g.dice, g.rules)
        play = rng.choice(plays)
        for src, dst in play.moves:
            assert c.step(src, dst)
            moves += 1
            check_against_engine(w)
        assert c.done()
        check_against_engine(w)
    assert c.game.phase == GamePhase.OVER and moves > 60


def test_the_board_announces_moves_and_rolls(window, helpers):
    w, _ = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([(5, 2), (6, 4)])))
    c.roll()
    assert w.view.announcements[-1] == "opening roll: 5 for white, 2 for black"
    c.step(13, 8)
    assert w.view.announcements[-1] == "Player 1 played 13/8"
    c.undo()
    assert w.view.announcements[-1] == "Player 1 took back 13/8"
    assert "pips: 167 white, 167 black" in w.view.accessibleDescription()
    assert "opening roll: 5 for white, 2 for black" in w.view.accessibleDescription()


def test_the_keyboard_cursors_part_has_the_focus_and_names_the_board(window, qtbot, helpers):
    w, _ = window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([(5, 2)])))
    c.roll()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    src = w.scene.keys.src
    iface = QAccessible.queryAccessibleInterface(w.view)
    focused = iface.focusChild()
    assert focused is not None
    assert focused.text(QAccessible.Text.Name) == names(w.view)[("point", src)]
    assert focused.state().focused
    assert w.view.accessibleName() == f"Board: {focused.text(QAccessible.Text.Name)}"
    assert w.view.announcements[-1] == focused.text(QAccessible.Text.Name)
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert w.view.announcements[-1].startswith("move to point ")
    # Each part's rectangle is where it is drawn on the screen.
    rect = focused.rect()
    assert rect.isValid() and rect.width() > 10 and rect.height() > 10


def test_the_point_names_read_well_in_persian(window, qapp, helpers):
    w, _ = window
    locale, direction, font = QLocale(), qapp.layoutDirection(), QFont(qapp.font())
    try:
        i18n.install_translations(qapp, "fa")
        c = w.controller
        c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([(6, 2)])))
        c.roll()
        got = names(w.view)
        assert got[("point", 13)] == "خانهٔ ۱۳: ۵ مهرهٔ سفید"
        assert got[("point", 24)] == "خانهٔ ۲۴: ۲ مهرهٔ سفید"
        assert got[("point", 1)] == "خانهٔ ۱: ۲ مهرهٔ سیاه"
        assert got[("point", 3)] == "خانهٔ ۳: خالی"
        assert "۶" in got[("dice",)] and "۲" in got[("dice",)]
    finally:
        i18n.uninstall_translations(qapp)
        QLocale.setDefault(locale)
        qapp.setLayoutDirection(direction)
        qapp.setFont(font)


@pytest.mark.parametrize("element", [("point", 7), ("bar",), ("off",), ("cube",)])
def test_every_part_has_a_place_on_the_screen(window, helpers, element):
    w, _ = window
    w.controller.new_match(MatchConfig(players=helpers.TWO_HUMANS))
    iface = QAccessible.queryAccessibleInterface(w.view)
    child = iface.child(ELEMENTS.index(element))
    assert child.rect().isValid()
    assert child.role() == QAccessible.Role.StaticText
