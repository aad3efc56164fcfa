"""The explanation where the player sees it (docs/analysis.md, "Why: the explanation"):
the tutor bar before the play is final, the review panel for a marked decision,
learn-from-mistakes after "Show the answer" and after a retry still in error, the
report (the window's and the HTML export), and the glossary page the sentences
link to."""

from __future__ import annotations

import re
import sys
from html import escape
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from nard_desktop.ai.cube import cube_hint
from nard_desktop.ai.explain import explain, whole_percent
from nard_desktop.app.controller import MatchConfig
from nard_desktop.app.explain_text import explanation_text, glossary_entries
from nard_desktop.app.text import loc
from nard_desktop.app.learn import ERROR
from nard_desktop.engine import ManualRoller, Position, parse_play
from nard_desktop.ui.explanation import GlossaryDialog

sys.path.insert(0, str(Path(__file__).parent))
from pdf_text import pdf_strings
from test_learn import reviewing
from test_report_view import analysed_window, open_report

ROLL = (3, 1)
BLUNDER = "8/7 8/5"  # leaves two blots where 8/5 6/5 makes the five point


def test_the_tutor_bar_says_why_before_the_play_is_final(window, qtbot, helpers):
    w, d = window
    w.options.tutor_checker = True
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS, roller=ManualRoller([ROLL])))
    assert c.roll() and c.game.on_roll == 0
    for src, dst in parse_play(c.game.turn.start, ROLL, BLUNDER, c.game.rules).moves:
        d.drag(d.checker(0, src), d.target(0, dst))
    qtbot.mouseClick(w.action_bar.done_button, Qt.MouseButton.LeftButton)
    bar = w.tutor.bar
    qtbot.waitUntil(bar.isVisible, timeout=60000)
    e = w.tutor.service.warning.explanation
    assert e is not None and e.reasons
    assert bar.why.isVisible() and bar.why.plain_text() == explanation_text(e, ("win",))
    # The bar's message gives the winning chances; the explanation does not say them again.
    assert "winning chance" in explanation_text(e) and "winning chance" not in bar.why.plain_text()
    assert any(r.code in ("shots", "home_points", "blots") for r in e.reasons)
    # Taking the play back takes the words away with the bar.
    qtbot.mouseClick(bar.back_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible() and bar.why.explanation is None


def test_the_review_panel_explains_the_selected_marked_decision(window, qtbot, helpers):
    w, _ = window
    c, md, ma = reviewing(w, qtbot, helpers)
    panel = w.review.panel
    marked = [i for i, a in enumerate(ma.decisions) if a.mark]
    assert marked
    for i in marked[:4]:
        panel.select(i)
        e = explain(md.decisions[i], ma.decisions[i])
        assert panel.explanation.plain_text() == explanation_text(e)
        assert panel.explanation.isHidden() == (not explanation_text(e))
    unmarked = next(i for i, a in enumerate(ma.decisions) if not a.mark)
    panel.select(unmarked)
    assert panel.explanation.isHidden() and panel.explanation.explanation is None


def test_learning_explains_the_answer_and_a_retry_still_in_error(window, qtbot, helpers):
    w, d = window
    c, md, ma = reviewing(w, qtbot, helpers)
    learn = w.learn
    learn.act_learn.trigger()
    while learn.session.current is not None and learn.session.current.kind != "checker":
        learn.next()
    m = learn.session.current
    assert m is not None
    dec = m.decision
    d.scene = learn.scene
    # The play made in the game, tried again: still the error, and why.
    for src, dst in dec.play.moves:
        d.drag(d.checker(dec.player, src), d.target(dec.player, dst))
    qtbot.waitUntil(lambda: learn.last_verdict is not None, timeout=60000)
    v = learn.last_verdict
    assert v.kind == ERROR
    assert v.explanation is not None and explanation_text(v.explanation)
    assert learn.panel.why.plain_text() == explanation_text(v.explanation)
    assert learn.panel.why.isVisible()
    # The answer: why the play made in the game loses.
    qtbot.mouseClick(learn.panel.reveal_button, Qt.MouseButton.LeftButton)
    expected = explanation_text(explain(dec, m.analysis))
    assert learn.panel.why.plain_text() == expected
    assert learn.panel.why.isHidden() == (not expected)


def test_the_report_shows_why_beside_each_marked_decision(window, qtbot, tmp_path):
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    report = dialog.report
    explained = [(r, m) for r, m in enumerate(report.marked) if m.why]
    assert explained
    dialog.tabs.setCurrentWidget(dialog.marked)
    for r, m in explained[:3]:
        dialog.marked.setCurrentCell(r, 0)
        assert dialog.why.isVisible() and dialog.why.text() == m.why
        assert dialog.marked.item(r, 4).toolTip() == m.why
    path = tmp_path / "r.html"
    assert dialog.export_html(str(path))
    text = path.read_text(encoding="utf-8")
    for _, m in explained:
        assert f'<tr class="why"><td colspan="{len(report.columns)}">{escape(m.why, quote=True)}</td></tr>' in text
    # The PDF prints the same sentences (its lines wrap: compared without the spaces).
    pdf = tmp_path / "r.pdf"
    assert dialog.export_pdf(str(pdf))
    strings = pdf_strings(pdf.read_bytes())
    if not strings:
        pytest.skip("the PDF's text could not be read back without a PDF library")
    lines = [re.sub(r"\s+", "", t) for t in strings]
    for _, m in explained:
        assert printed(re.sub(r"\s+", "", m.why), lines), m.why


def printed(text: str, lines: list[str]) -> bool:
    """Whether ``text`` is printed as lines that follow one another among ``lines``
    (the PDF reader gives each line once per font map, the wrong ones garbled: a
    piece of fewer than four characters is not taken for a line)."""
    at = 0
    for line in lines:
        if len(line) >= 4 and text.startswith(line, at):
            at += len(line)
            if at == len(text):
                return True
    return False


def test_a_term_opens_the_glossary_page(window, qtbot):
    w, _ = window
    label = w.tutor.bar.why
    label.linkActivated.emit("glossary:prime")
    dialog = w.findChild(GlossaryDialog, "glossary")
    assert dialog is not None and dialog.isVisible() and dialog.term == "prime"
    names = [name for _, name, _ in glossary_entries()]
    text = dialog.browser.toPlainText()
    assert all(name in text for name in names)
    dialog.close()


def test_the_cube_tutor_says_why_in_persian_words(persian, window, qtbot, helpers):
    w, _ = window
    w.options.tutor_cube = True
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    c.load_state(Position.initial(), 0)
    assert not c.double()  # doubling at the start: held
    bar = w.tutor.bar
    qtbot.waitUntil(bar.isVisible, timeout=60000)
    e = w.tutor.service.warning.explanation
    assert e is not None and e.reasons[0].code == "double_early"
    # The actions in Persian words (they were left in English), the reason beside them.
    assert not re.search(r"[A-Za-z]", bar.text.text()), bar.text.text()
    assert bar.why.isVisible() and bar.why.plain_text() == explanation_text(e)
    assert "داو" in bar.text.text() and "داو" in bar.why.plain_text()
    # The chance it quotes is the one the hint shows for this cube decision (one roll ahead).
    g = c.game
    hint = cube_hint(g.board_for(0), g.rules, g.context_for(0))
    assert dict(e.cube)["win"] == pytest.approx(hint.probabilities[0])
    assert loc(whole_percent(hint.probabilities[0])) in bar.why.plain_text()


def test_the_review_shows_the_chance_a_cube_decision_was_judged_on(window, qtbot, helpers):
    """Beside a cube decision's sentence, the deciding player's chance of winning kept on the
    analysis record (the taker's for an answer), written as every chance is."""
    from nard_desktop.app.numbers import percent

    w, _ = window
    c, md, ma = reviewing(w, qtbot, helpers)
    panel = w.review.panel
    cubes = [i for i, a in enumerate(ma.decisions) if a.kind != "checker" and a.probabilities]
    assert cubes
    for i in cubes[:6]:
        panel.select(i)
        a = ma.decisions[i]
        win = 1.0 - a.probabilities[0] if a.kind == "take" else a.probabilities[0]
        assert panel.detail.text().endswith(f"The chance of winning of the player deciding: {percent(win)}.")
        assert panel.detail.isVisible()
    checker = next(i for i, a in enumerate(ma.decisions) if a.kind == "checker")
    panel.select(checker)
    assert "player deciding" not in panel.detail.text()
