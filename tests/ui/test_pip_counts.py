"""The pip counts in the tray column say whose they are: "You" and "Computer" where one
of each plays, the checkers' colour otherwise, in the player's language and fitting in
the narrow space between the trays (docs/rules.md §2, the pip count)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.engine import Position

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 1, 13: 5, 8: 2, 6: 5, 3: 2})


def _pip_lines(w):
    return {bottom: [text for text, _, _ in w.scene._pips[bottom].lines] for bottom in (True, False)}


def _fits(w) -> None:
    for bottom in (True, False):
        box = w.scene._pips[bottom]
        for text, size, bold in box.lines:
            f = QFont()
            f.setPixelSize(int(size))
            f.setBold(bold)
            wide = QFontMetricsF(f).horizontalAdvance(text)
            # Drawn at this size, or shrunk (never elided) to the box's width.
            assert wide <= box.rect.width() - 4 or size * (box.rect.width() - 4) / wide >= 7, text
        assert box.rect.height() >= sum(size * 1.2 for _, size, _ in box.lines) - 1


def test_against_the_computer_the_counts_say_you_and_computer(make_window):
    w, d = make_window()
    c = w.controller
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))))
    c.load_state(RACE, 0, dice=(6, 4))
    snap = c.snapshot
    lines = _pip_lines(w)
    assert lines[True] == ["You", str(snap.pips[snap.bottom])]
    assert lines[False] == ["Computer", str(snap.pips[1 - snap.bottom])]
    assert snap.pips[0] != snap.pips[1]  # so that a swapped pair would fail
    _fits(w)


def test_two_people_are_told_apart_by_their_checkers_colour(make_window, helpers):
    w, d = make_window()
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, seat0_colour="dark"))
    c.load_state(RACE, 0, dice=(6, 4))
    lines = _pip_lines(w)
    # Seat 0 (at the bottom) plays the dark checkers.
    assert lines[True][0] == "Black" and lines[False][0] == "White"


def test_in_persian_the_owners_are_persian_words_that_fit(persian, make_window):
    w, d = make_window()
    c = w.controller
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))))
    c.load_state(RACE, 0, dice=(6, 4))
    lines = _pip_lines(w)
    assert lines[True][0] == "شما" and lines[False][0] == "رایانه"
    assert all("0" <= ch <= "9" for ch in str(c.snapshot.pips[0]))
    assert not any("0" <= ch <= "9" for ch in lines[True][1])  # Persian digits
    _fits(w)
