"""Game ▸ Analysis report: the report dialog of the analysed match shows the
analysis engine's figures for each player (Persian digits, right to left in
Persian), and exports them as HTML and PDF; a file that cannot be written is
reported in the dialog in the player's language and nothing is lost."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel

from nard_desktop.ai.analysis import AnalysisOptions, analyse
from nard_desktop.app import i18n
from nard_desktop.app.analysis import decisions_from_match
from nard_desktop.app.controller import MatchConfig, PlayerSpec, HUMAN
from nard_desktop.app.report_model import FEW_DECISIONS, MARKED_COLUMNS, build_report
from nard_desktop.ui import file_dialog, report_view
from nard_desktop.ui.sizing import refit
from pdf_text import pdf_strings
from random_play import random_money_game

DEPTH0 = AnalysisOptions(depth=0)
PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")
NAMED = (PlayerSpec(HUMAN, name="Ali"), PlayerSpec(HUMAN, name="Sara"))


def analysed_window(window, qtbot):
    w, _ = window
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=NAMED))
    c.load_match(random_money_game(5, 14))
    w.review.options = DEPTH0
    # In the window's own thread, so its figures are bit for bit those of the
    # in-process analysis below (worker processes may round the last bits apart).
    w.review.jobs = 1
    assert w.report.act_report in w.game_menu.actions()
    assert not w.report.act_report.isEnabled()  # nothing analysed yet
    w.review.act_analyse.trigger()
    qtbot.waitUntil(lambda: w.review.active, timeout=120000)
    assert w.report.act_report.isEnabled()
    return w


def open_report(w, qtbot):
    w.report.act_report.trigger()
    dialog = w.report.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def expected(w):
    c = w.controller
    md = decisions_from_match(c.match, {"players": [{"name": c.seat_name(0)}, {"name": c.seat_name(1)}]})
    return md, analyse(md, DEPTH0, jobs=1)


def check_dialog(dialog, w):
    md, analysis = expected(w)
    assert dialog.analysis.players == analysis.players
    report = build_report(analysis, md, names=("Ali", "Sara"), expert=dialog.expert)
    rows = dialog.figure_rows()
    shown = 0
    for s in report.sections:
        for f in s.figures:
            assert rows[f.key] == (f.label, f.texts[0], f.texts[1])
            shown += 1
    assert shown == len(rows) > 25
    t = dialog.figures
    assert [t.horizontalHeaderItem(c).text() for c in (1, 2)] == ["Ali", "Sara"]
    marked = [d for d in analysis.decisions if d.mark]
    assert dialog.marked.rowCount() == len(marked) > 0
    for r, d in enumerate(marked):
        assert dialog.marked.item(r, 2).text() == ("Ali", "Sara")[d.player]
        assert [dialog.marked.item(r, c).text() for c in range(dialog.marked.columnCount())] == \
            [report.marked[r].cell(k) for k in report.columns]
    return report


def test_the_report_shows_the_engines_figures_in_english(window, qtbot):
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    report = check_dialog(dialog, w)
    assert dialog.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert not PERSIAN_DIGITS & set(report.figure("moves").texts[0])


def test_the_report_in_persian_runs_right_to_left_with_persian_digits(persian, window, qtbot):
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    report = check_dialog(dialog, w)
    assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert dialog.windowTitle() == "گزارش تحلیل"
    moves = dialog.figure_rows()["moves"]
    assert PERSIAN_DIGITS & set(moves[1]) and moves[0] == "حرکت‌ها"
    assert report.direction == "rtl"
    # A language switch while it is open shows it again in English.
    i18n.switch_language(persian, "en")
    assert dialog.windowTitle() == "Analysis report"
    assert not PERSIAN_DIGITS & set(dialog.figure_rows()["moves"][1])
    i18n.switch_language(persian, "fa")


def test_export_html_and_pdf(persian, window, qtbot, tmp_path):
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    html_path, pdf_path = tmp_path / "r.html", tmp_path / "r.pdf"
    assert dialog.export_html(str(html_path))
    text = html_path.read_text(encoding="utf-8")
    assert '<html lang="fa" dir="rtl">' in text and "Ali" in text and "Sara" in text
    assert "ذخیره شد" in dialog.message.text()
    assert dialog.export_pdf(str(pdf_path))
    data = pdf_path.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    strings = pdf_strings(data)
    if not strings:
        pytest.skip("the PDF's text could not be read back without a PDF library")
    joined = "\n".join(strings)
    assert "Ali" in joined and "Sara" in joined


def test_the_export_buttons_ask_where_and_cancel_writes_nothing(window, qtbot, tmp_path, monkeypatch):
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    asked = []

    def choose(parent, caption, path, filters, default_suffix=""):
        # As the dialog does: the default suffix is added to a name typed without one.
        asked.append((caption, path, filters, default_suffix))
        return "" if len(asked) == 1 else str(tmp_path / "chosen") + "." + default_suffix

    monkeypatch.setattr(report_view, "save_file_name", choose)
    qtbot.mouseClick(dialog.html_button, Qt.MouseButton.LeftButton)  # cancelled
    assert list(tmp_path.iterdir()) == [] and dialog.last_saved is None
    qtbot.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)
    assert (tmp_path / "chosen.pdf").read_bytes().startswith(b"%PDF")
    assert asked[0][2].endswith("(*.html *.htm)") and asked[1][2].endswith("(*.pdf)")
    assert [a[3] for a in asked] == ["html", "pdf"]
    # The save dialog itself asks before a file is replaced.
    d = file_dialog.make_dialog(dialog, "x", str(tmp_path), "*.pdf", save=True)
    assert not d.testOption(QFileDialog.Option.DontConfirmOverwrite)
    assert d.acceptMode() == QFileDialog.AcceptMode.AcceptSave


def test_a_file_that_cannot_be_written_is_reported_in_persian(persian, window, qtbot, tmp_path):
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    keep = tmp_path / "kept.html"
    keep.write_text("my own page", encoding="utf-8")
    # A file where a folder should be: no file can be written under it (even by root).
    target = keep / "report.html"
    assert not dialog.export_html(str(target))
    assert "ذخیره نشد" in dialog.message.text()
    assert not dialog.export_pdf(str(target))
    assert keep.read_text(encoding="utf-8") == "my own page"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.html"]  # no temporary file left


def test_a_new_match_turns_the_report_off(window, qtbot):
    w = analysed_window(window, qtbot)
    open_report(w, qtbot)
    w.controller.new_match(MatchConfig(length=0, preset="money", players=NAMED))
    assert not w.report.act_report.isEnabled() and w.report.dialog is None


def test_a_marked_decision_opens_in_the_review(window, qtbot):
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    marked = dialog.report.marked
    assert len(marked) >= 2
    dialog.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: dialog.marked.isVisible())
    target = marked[1]
    rect = dialog.marked.visualItemRect(dialog.marked.item(1, 0))
    chosen = []
    dialog.decision_chosen.connect(chosen.append)
    qtbot.mouseClick(dialog.marked.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(dialog.marked.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert chosen == [target.index]
    assert w.review.panel.decisions.currentRow() == target.index
    assert w.scene.snapshot.game_number == target.game
    # From outside the review too: it comes back at that decision.
    w.review.leave()
    dialog.marked.setCurrentCell(0, 0)
    qtbot.keyClick(dialog.marked, Qt.Key.Key_Return)
    assert w.review.active and w.review.panel.decisions.currentRow() == marked[0].index


# ------------------------------------------------------------------ plain and expert numbers
EXPERT_WORDS = re.compile(r"\bm?EMG\b|\d-ply\b|\bply\b|\bplies\b|لایه|عمق")


def dialog_texts(dialog) -> str:
    """Every text the report dialog shows: heading, both tables (with their headers), note."""
    parts = [dialog.note.text()]
    for i in range(dialog.heading.count()):
        item = dialog.heading.itemAt(i).widget()
        if isinstance(item, QLabel):
            parts.append(item.text())
    for table in (dialog.figures, dialog.marked):
        parts += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        parts += [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())
                  if table.item(r, c) is not None]
    return "\n".join(parts)


def test_plain_numbers_by_default_expert_numbers_on_request(window, qtbot, tmp_path):
    w = analysed_window(window, qtbot)
    assert not w.options.expert_numbers
    dialog = open_report(w, qtbot)
    text = dialog_texts(dialog)
    assert not EXPERT_WORDS.search(text), EXPERT_WORDS.search(text)
    rows = dialog.figure_rows()
    assert rows["pr"][0] == "Error index (PR), lower is better"
    assert "error_rate" not in rows and "luck_rate" not in rows
    # The summary comes first, in plain words.
    assert dialog.figures.item(0, 0).text() == "Summary"
    # Each marked checker play: its cost in points a game and the winning chance best → played.
    report = dialog.report
    assert report.columns == MARKED_COLUMNS[False]
    chances = [m.chances_text for m in report.marked if m.kind == "checker"]
    assert chances and all(c.count("%") == 2 and "\u2192" in c for c in chances if c)
    assert any(chances)
    md, analysis = expected(w)
    for m in report.marked:
        d = analysis.decisions[m.index]
        assert abs(float(m.cost_text) - d.error * d.cube_value) <= 0.005 + 1e-9
    # A few decisions behind it: the FIBS estimate says it is provisional, and why.
    assert min(p.decisions for p in analysis.players) < FEW_DECISIONS
    assert "provisional" in rows["fibs_rating"][0] and "provisional" in dialog.note.text()
    # The HTML says the same, in plain numbers.
    assert dialog.export_html(str(tmp_path / "plain.html"))
    # (The style sheet's embedded font is left out: its base64 may spell anything.)
    html_text = re.sub(r"<style>.*</style>", "", (tmp_path / "plain.html").read_text(encoding="utf-8"), flags=re.S)
    assert not EXPERT_WORDS.search(html_text) and "Error index (PR), lower is better" in html_text
    # Expert numbers: the full table again, errors in EMG and rates in mEMG, the depth in plies.
    w.options.expert_numbers = True
    dialog.refresh()
    text = dialog_texts(dialog)
    assert "EMG" in text and "mEMG" in text and "0-ply" in text
    assert dialog.report.columns == MARKED_COLUMNS[True]
    check_dialog(dialog, w)
    assert dialog.export_html(str(tmp_path / "expert.html"))
    assert "mEMG" in (tmp_path / "expert.html").read_text(encoding="utf-8")


def test_plain_numbers_in_persian(persian, window, qtbot):
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    text = dialog_texts(dialog)
    assert not EXPERT_WORDS.search(text), EXPERT_WORDS.search(text)
    assert dialog.figure_rows()["pr"][0] == "شاخص خطا (PR)، هرچه کمتر بهتر"
    assert "٪" in text and PERSIAN_DIGITS & set(dialog.figure_rows()["error_total"][1])


def test_the_settings_ok_shows_open_views_in_expert_numbers(qtbot, tmp_path, helpers):
    """The check box in Settings, OK, and the report already open shows the expert figures."""
    from nard_desktop.app.controller import GameController
    from nard_desktop.app.settings import Settings
    from nard_desktop.ui.main_window import MainWindow

    settings = Settings.open(tmp_path / "s.ini")
    opts = helpers.instant_options()
    settings.apply_to(opts)
    w = MainWindow(GameController(opts), opts, settings=settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    try:
        analysed_window((w, None), qtbot)
        dialog = open_report(w, qtbot)
        assert "EMG" not in dialog_texts(dialog)
        w.act_settings.trigger()
        box = w.prefs.dialog.setting_widget("display/expert_numbers")
        assert not box.isChecked()
        box.setChecked(True)
        w.prefs.dialog.accept()
        assert settings.expert_numbers and w.options.expert_numbers
        assert w.report.dialog is dialog and "mEMG" in dialog_texts(dialog)
        # And back: plain again.
        w.act_settings.trigger()
        w.prefs.dialog.setting_widget("display/expert_numbers").setChecked(False)
        w.prefs.dialog.accept()
        assert not EXPERT_WORDS.search(dialog_texts(dialog))
    finally:
        w.controller.shutdown()


def test_the_report_fits_a_small_screen_with_its_buttons_in_sight(window, qtbot):
    """At 1024x600 the report is no taller than the screen allows, and its export and
    close buttons lie inside it (seen cut off under the screen's bottom edge)."""
    from PySide6.QtCore import QRect

    from nard_desktop.ui.sizing import SCREEN_SHARE

    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    small = QRect(0, 0, 1024, 600)
    refit(dialog, available=small)
    qtbot.waitUntil(lambda: dialog.height() <= 600 * SCREEN_SHARE + 1)
    assert dialog.width() <= 1024 * SCREEN_SHARE + 1
    for button in (dialog.html_button, dialog.pdf_button, dialog.close_button):
        top_left = button.mapTo(dialog, button.rect().topLeft())
        assert dialog.rect().contains(QRect(top_left, button.size())), button.text()


def test_a_closed_report_is_rebuilt_in_the_new_language_only_when_shown_again(window, qtbot):
    """A language switch while the report is hidden does not rebuild its tables then; showing it
    again does, in the language now in force."""
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    dialog.hide()
    before = dialog.figures.item(1, 0).text()
    dialog.setWindowTitle("stale")
    dialog.retranslate()
    assert dialog._stale and dialog.windowTitle() == "stale" and dialog.figures.item(1, 0).text() == before
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog._stale and dialog.windowTitle() == "Analysis report"


def test_closing_the_window_closes_its_report(window, qtbot):
    """The report (and the rules page) go with their window: nothing is left to rebuild on a later language
    switch (rebuilding a report whose window was closed crashed Qt in a teardown)."""
    w = analysed_window(window, qtbot)
    dialog = open_report(w, qtbot)
    rules = w.prefs.show_rules()
    qtbot.waitExposed(rules)
    gone = []
    dialog.destroyed.connect(lambda *_: gone.append(True))
    w.close()
    assert w.report.dialog is None and not dialog.isVisible() and not rules.isVisible()
    qtbot.waitUntil(lambda: bool(gone))  # closed with WA_DeleteOnClose: deleted
