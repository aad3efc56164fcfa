"""Left-to-right runs inside right-to-left Persian text (notation, rolls, scores) keep
their own order on screen: checked on the laid-out glyphs, not only on the string."""

from __future__ import annotations

import re

import unicodedata

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from nard_desktop import __version__
from nard_desktop.app.text import LRI, NBSP, PDI, WJ, dice_text, notation_input, notation_text, score_text, version_text




def visual_x(text: str) -> list[float | None]:
    """The on-screen x of each character's glyphs in ``text`` laid out as a
    right-to-left paragraph (as every Persian label is); None for a character
    that draws nothing (the direction marks)."""
    layout = QTextLayout(text, QFont("Vazirmatn", 12))
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine().setLineWidth(4000)
    layout.endLayout()
    out = []
    for i in range(len(text)):
        xs = [p.x() for run in layout.glyphRuns(i, 1) for p in run.positions()]
        out.append(min(xs) if xs else None)
    return out


def segments(run: str) -> list[tuple[int, int]]:
    """``run`` cut into its pieces: each number, each word (a Persian word such as
    "off" is right to left inside itself, as it should be) and each sign."""
    out, i = [], 0
    while i < len(run):
        j = i + 1
        if run[i].isalnum():
            while j < len(run) and run[j].isalnum() and run[j].isdigit() == run[i].isdigit():
                j += 1
        out.append((i, j))
        i = j
    return out


def reads_left_to_right(sentence: str, run: str) -> bool:
    """Whether the pieces of ``run`` inside ``sentence`` stand left to right on
    screen, each after the one before it."""
    start = sentence.index(run)
    xs = visual_x(sentence)
    centres = []
    for a, b in segments(run):
        if unicodedata.category(run[a]) == "Cf":  # a direction mark: draws nothing
            continue
        seen = [x for x in xs[start + a:start + b] if x is not None]
        centres.append(sum(seen) / len(seen))
    return all(q > p for p, q in zip(centres, centres[1:]))


def in_sentence(run: str) -> str:
    return f"حرکت شما {run} بود"


@pytest.mark.parametrize("notation", ["24/18*/16*", "bar/22 13/11(2)", "6/off(2) 5/off", "8/5 6/5"])
def test_notation_reads_as_in_english_inside_persian_text(persian, notation):
    text = notation_text(notation)
    assert text.startswith(LRI) and text.endswith(PDI)
    inner = text[1:-1]
    # Every number in Persian digits, none left in Latin ones, the same numbers in the same order.
    assert not re.search("[0-9]", inner)
    assert re.findall("[۰-۹]+", inner) == [n.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
                                           for n in re.findall("[0-9]+", notation)]
    assert reads_left_to_right(in_sentence(text), inner)
    # Without the isolates (and the joiners) the same run is scrambled: the test can fail.
    naive = inner.replace(NBSP, " ").replace(WJ, "")
    assert not reads_left_to_right(in_sentence(naive), naive)


def test_roll_is_high_die_first_and_reads_left_to_right(persian):
    assert dice_text((2, 6)) == dice_text((6, 2)) == f"{LRI}۶-۲{PDI}"
    assert dice_text((1, 2)) == f"{LRI}۲-۱{PDI}"
    assert reads_left_to_right(in_sentence(dice_text((2, 6))), "۶-۲")


def test_score_reads_left_to_right(persian):
    text = score_text(5, 2)
    assert text == f"{LRI}۵\u2013۲{PDI}"
    assert reads_left_to_right(in_sentence(text), "۵\u2013۲")


def test_typed_notation_round_trips_through_the_display_form(persian):
    assert notation_input(notation_text("bar/22* 13/off")) == "bar/22* 13/off"


def test_empty_notation_stays_empty(persian):
    assert notation_text("") == ""


def test_version_in_persian_digits(persian):
    persian_digits = "".join("۰۱۲۳۴۵۶۷۸۹"[int(c)] if c.isdigit() else c for c in __version__)
    assert version_text() == f"{LRI}{persian_digits}{PDI}"
