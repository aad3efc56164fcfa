"""Moves, marks and file paths as the real labels lay them out: a move never parts
across two lines however narrow the label, the mark ?! stands at the end of a
right-to-left line and reads "?!", and a path reads as it is written inside
Persian text."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption

from nard_desktop.app.text import LRI, NBSP, PDI, WJ, notation_text, path_text, with_mark
from nard_desktop.app.tutor import TutorWarning
from nard_desktop.ui.tutor_bar import TutorBar

LONG_PLAY = "bar/22 13/11(2) 6/off"


def layout(text: str, font, width: float, direction: Qt.LayoutDirection) -> QTextLayout:
    lay = QTextLayout(text, font)
    option = QTextOption()
    option.setTextDirection(direction)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # as a word-wrapped QLabel lays out
    lay.setTextOption(option)
    lay.beginLayout()
    while True:
        line = lay.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
    lay.endLayout()
    return lay


def line_of(lay: QTextLayout, index: int) -> int:
    return lay.lineForTextPosition(index).lineNumber()


def runs(text: str) -> list[tuple[int, int]]:
    """Each isolated run of move notation in ``text``: (start, end) of its inside."""
    return [(m.start() + 1, m.end() - 1) for m in re.finditer(f"{LRI}[^{PDI}]*/[^{PDI}]*{PDI}", text)]


def split_moves(text: str, font, width: float, direction) -> bool:
    lay = layout(text, font, width, direction)
    return any(line_of(lay, a) != line_of(lay, b - 1) for a, b in runs(text))


def glyph_x(lay: QTextLayout, index: int) -> float | None:
    xs = [p.x() for run in lay.glyphRuns(index, 1) for p in run.positions()]
    return min(xs) if xs else None


@pytest.fixture
def tutor_bar(qtbot):
    bar = TutorBar(None)
    qtbot.addWidget(bar)
    bar.resize(300, 300)
    bar.show()

    def warn(mark: str = "doubtful") -> TutorBar:
        bar.show_warning(TutorWarning(seat=0, action="play", kind="checker", tried="24/18 13/11",
                                      best=LONG_PLAY, error=0.081, mark=mark, game=1, move=3, key=(),
                                      chances=(0.55, 0.48)))
        return bar

    return warn


@pytest.mark.parametrize("language", ["fa", "en"])
def test_a_move_never_parts_across_two_lines_of_the_tutor_bar(tutor_bar, request, language):
    request.getfixturevalue("persian" if language == "fa" else "qapp")
    bar = tutor_bar()
    label = bar.text
    text = label.text()
    assert runs(text), text  # the best play is in it, as one run
    direction = Qt.LayoutDirection.RightToLeft if language == "fa" else Qt.LayoutDirection.LeftToRight
    widths = []
    for a, b in runs(text):
        alone = layout(text[a:b], label.font(), 10000, direction)  # kept: its lines live in it
        widths.append(alone.lineAt(0).naturalTextWidth())
    widest_move = max(widths)
    naive = text.replace(NBSP, " ").replace(WJ, "")
    naive_split = False
    # Every width from one where the move (with a comma after it) has room on a line.
    for width in range(int(widest_move) + label.fontMetrics().averageCharWidth() * 2, 460, 5):
        lay = layout(text, label.font(), width, direction)
        assert lay.lineCount() > 1 or width > 200
        assert not split_moves(text, label.font(), width, direction), width
        naive_split = naive_split or split_moves(naive, label.font(), width, direction)
    # With ordinary spaces the same sentence does part a move somewhere: the test can fail.
    assert naive_split


def test_the_mark_ends_the_right_to_left_line_and_reads_right(tutor_bar, persian):
    bar = tutor_bar("doubtful")
    title = bar.title.text()
    assert "?!" in title
    lay = layout(title, bar.title.font(), 4000, Qt.LayoutDirection.RightToLeft)
    q, bang = title.index("?!"), title.index("?!") + 1
    xs = [x for x in (glyph_x(lay, i) for i in range(len(title))) if x is not None]
    # At the line's end (its left in Persian), and "?" before "!" as it is written.
    assert glyph_x(lay, q) == min(xs) and glyph_x(lay, q) < glyph_x(lay, bang)


@pytest.mark.parametrize("mark", ["?!", "?", "??"])
def test_a_marked_move_keeps_its_mark_at_the_end_in_both_directions(persian, qapp, mark):
    text = with_mark(notation_text("24/18 13/11"), mark)
    font = qapp.font()
    rtl = layout(text, font, 4000, Qt.LayoutDirection.RightToLeft)
    start = text.rindex(LRI) + 1
    move = [glyph_x(rtl, i) for i in range(1, text.index(PDI))]
    marks = [glyph_x(rtl, i) for i in range(start, start + len(mark))]
    assert max(marks) < min(x for x in move if x is not None)  # left of the move: the end of the line
    assert marks == sorted(marks)  # "?!" reads "?!", not "!?"
    ltr_layout = layout(text, font, 4000, Qt.LayoutDirection.LeftToRight)
    assert glyph_x(ltr_layout, start) > max(x for x in (glyph_x(ltr_layout, i) for i in range(1, text.index(PDI)))
                                             if x is not None)
    # Never alone on a line: it is bound to its move.
    narrow = layout(text, font, 10, Qt.LayoutDirection.RightToLeft)
    assert line_of(narrow, start) == line_of(narrow, 1)


def test_a_path_reads_as_written_inside_persian_text(persian, qapp):
    path = "/home/player/بازی‌ها/match 1.nardmatch"
    sentence = f"در {path_text(path)} ذخیره شد"
    lay = layout(sentence, qapp.font(), 4000, Qt.LayoutDirection.RightToLeft)
    start = sentence.index(path)
    # The Latin pieces stand left to right in the order they are written, the first slash leftmost.
    slash, home, suffix = start, start + 1, start + path.index(".nardmatch")
    assert glyph_x(lay, slash) < glyph_x(lay, home) < glyph_x(lay, suffix)
    bare = f"در {path} ذخیره شد"
    bare_lay = layout(bare, qapp.font(), 4000, Qt.LayoutDirection.RightToLeft)
    s = bare.index(path)
    assert not (glyph_x(bare_lay, s) < glyph_x(bare_lay, s + 1) < glyph_x(bare_lay, s + path.index(".nardmatch")))


def test_a_saved_file_is_named_as_one_left_to_right_run(make_window, persian, tmp_path, helpers):
    from nard_desktop.app.controller import MatchConfig

    w, _ = make_window()
    w.controller.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    path = tmp_path / "کار" / "a.nardmatch"
    path.parent.mkdir()
    assert w.files.save_to(path) is None
    assert path_text(path) in w.statusBar().currentMessage()


def test_bar_and_off_read_one_way_everywhere(persian, qapp):
    bar = qapp.translate("Words", "bar", "notation: the bar")
    off = qapp.translate("Words", "off", "notation: borne off")
    text = notation_text("bar/22 6/off")
    # The words, never the numbers 25 and 0 that some programs write for them.
    assert bar in text and off in text and "۲۵" not in text and not re.search("/[۰0](?![۰-۹0-9])", text)


def test_the_move_list_and_the_hint_write_the_bar_and_off_as_words(make_window, persian, qtbot, helpers):
    from nard_desktop.app.controller import MatchConfig
    from nard_desktop.engine import Position

    w, _ = make_window()
    c = w.controller
    bar = persian.translate("Words", "bar", "notation: the bar")
    off = persian.translate("Words", "off", "notation: borne off")
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    entering = Position.from_points({6: 5, 8: 3, 13: 5, 24: 1}, {24: 1, 13: 5, 8: 3, 6: 5, 2: 1}, mine_bar=1)
    c.load_state(entering, 0, dice=(5, 3))
    assert c.play_text("bar/22 6/1*") is None
    c.done()
    row = " ".join(" ".join(r) for r in w.move_list.rows())
    assert notation_text("bar/22 6/1*") in row and bar in row and "۲۵" not in row
    # A close race (the opponent bears off too), so the plays differ and the hint ranks them.
    home = Position.from_points({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {6: 4, 5: 4, 4: 4, 3: 3})
    c.load_state(home, 0, dice=(6, 5))
    w.act_hint.trigger()
    dlg = w.hint_dialog
    qtbot.waitUntil(lambda: dlg.hint is not None, timeout=20000)
    best = dlg.rows()[0][1]
    assert best == notation_text("6/off 5/off") and off in best and not re.search("/[۰0](?![۰-۹0-9])", best)
    dlg.close()
    assert c.play_text("6/off 5/off") is None
    c.done()
    rows = " ".join(" ".join(r) for r in w.move_list.rows())
    assert notation_text("6/off 5/off") in rows
