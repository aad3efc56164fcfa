"""The analysis report: its figures are the analysis engine's, in Persian
(Persian digits) and in English; the HTML export is one self-contained file
that says its language and direction; the command line's report shows the
same figures."""

from __future__ import annotations

import datetime
import html.parser
import random
import re

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from nard_desktop.ai.analysis import AnalysisOptions, analyse
from nard_desktop.app import i18n
from nard_desktop.app.analysis import decisions_from_match
from nard_desktop.app.analysis_report import report_text
from nard_desktop.app.record import new_meta
from nard_desktop.app.report_export import report_html, write_html
from nard_desktop.app.report_model import RATINGS, build_report, date_text
from nard_desktop.app.text import LRI, PDI
from nard_desktop.engine import Match, RuleSet, SeededRoller
from random_play import play_random

PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"


@pytest.fixture(scope="module")
def analysed():
    """A 3-point match played at random with seeded dice, analysed at depth 0."""
    match = Match(3, RuleSet.preset("international_match"), roller=SeededRoller(4))
    play_random(match, random.Random(4), None, cube=0.08, resign=0.0)
    md = decisions_from_match(match, new_meta([{"name": "Ali"}, {"name": "Sara"}]))
    return md, analyse(md, AnalysisOptions(depth=0), jobs=1)


@pytest.fixture(params=["fa", "en"])
def language(request, qapp):
    locale, direction = QLocale(), qapp.layoutDirection()
    i18n.install_translations(qapp, request.param)
    yield request.param
    i18n.uninstall_translations(qapp)
    QLocale.setDefault(locale)
    qapp.setLayoutDirection(direction)


def plain_number(text: str) -> float:
    """A figure as shown, read back: the locale's digits, separators and signs
    to Python's."""
    loc = QLocale()
    t = text.replace(LRI, "").replace(PDI, "").replace(loc.percent(), "").replace("\u2212", "-")
    t = t.replace(loc.groupSeparator(), "").replace(loc.decimalPoint(), ".")
    t = "".join(str(PERSIAN_DIGITS.index(ch)) if ch in PERSIAN_DIGITS else ch for ch in t)
    return float(t)


# Each figure's value as the engine gives it, and the decimals it is shown with
# (None: a count).
ENGINE = {
    "moves": (lambda s: s.moves, None),
    "checker_decisions": (lambda s: s.checker_decisions, None),
    "checker_error_total": (lambda s: s.checker_error_total, 3),
    "checker_error_rate": (lambda s: s.checker_error_rate, 1),
    "cube_decisions_total": (lambda s: s.cube_decisions_total, None),
    "cube_decisions": (lambda s: s.cube_decisions, None),
    "doubles": (lambda s: s.doubles, None),
    "takes": (lambda s: s.takes, None),
    "passes": (lambda s: s.passes, None),
    "missed_double_below_cp": (lambda s: s.cube_errors["missed_double_below_cp"], None),
    "missed_double_above_cp": (lambda s: s.cube_errors["missed_double_above_cp"], None),
    "wrong_double_below_dp": (lambda s: s.cube_errors["wrong_double_below_dp"], None),
    "wrong_double_above_tg": (lambda s: s.cube_errors["wrong_double_above_tg"], None),
    "wrong_take": (lambda s: s.cube_errors["wrong_take"], None),
    "wrong_pass": (lambda s: s.cube_errors["wrong_pass"], None),
    "cube_error_total": (lambda s: s.cube_error_total, 3),
    "cube_error_rate": (lambda s: s.cube_error_rate, 1),
    "decisions": (lambda s: s.decisions, None),
    "error_total": (lambda s: s.error_total, 3),
    "error_rate": (lambda s: s.error_rate, 1),
    "pr": (lambda s: s.pr, 1),
    "fibs_rating": (lambda s: s.fibs_rating, 0),
    "luck_rate": (lambda s: s.luck_rate, 1),
    "luck_total": (lambda s: s.luck_total, 3),
    "luck_total_points": (lambda s: s.luck_total_points, 3),
    "very_lucky": (lambda s: s.luck_marks["very_lucky"], None),
    "lucky": (lambda s: s.luck_marks["lucky"], None),
    "unlucky": (lambda s: s.luck_marks["unlucky"], None),
    "very_unlucky": (lambda s: s.luck_marks["very_unlucky"], None),
    "result": (lambda s: s.result, 0),
    "luck_adjusted_result": (lambda s: s.luck_adjusted_result, 3),
}


def test_the_figures_are_the_analysis_engines(analysed, language):
    md, analysis = analysed
    report = build_report(analysis, md)
    keys = {f.key for s in report.sections for f in s.figures}
    assert set(ENGINE) <= keys
    for key, (get, decimals) in ENGINE.items():
        fig = report.figure(key)
        for p, st in enumerate(analysis.players):
            want = get(st)
            assert fig.values[p] == want, key
            shown = plain_number(fig.texts[p])
            if decimals is None:
                assert shown == want, key
            else:
                assert shown == pytest.approx(round(want, decimals), abs=10.0 ** -decimals / 2 + 1e-9), key
            digits = re.findall(r"\d", fig.texts[p])
            assert digits and all((d in PERSIAN_DIGITS) == (language == "fa") for d in digits), fig.texts[p]
    # The rating is the engine's label, in the report's language.
    for p, st in enumerate(analysis.players):
        assert report.figure("rating").values[p] == st.rating
        assert report.figure("rating").texts[p] == QCoreApplication.translate("AnalysisReport", RATINGS[st.rating])
    if language == "fa":
        assert re.search("[\u0600-\u06ff]", report.figure("rating").texts[0])
        assert report.direction == "rtl" and report.language == "fa"
    else:
        assert report.direction == "ltr" and report.language == "en"


def test_the_mark_counts_and_the_marked_decisions_are_the_engines(analysed, language):
    md, analysis = analysed
    report = build_report(analysis, md)
    for p in (0, 1):
        for mark in ("doubtful", "bad", "very_bad"):
            count = sum(1 for d in analysis.decisions if d.player == p and d.counted and d.mark == mark)
            assert report.figure(mark).values[p] == count
            assert plain_number(report.figure(mark).texts[p]) == count
    marked = [d for d in analysis.decisions if d.mark]
    assert len(marked) > 5  # random play errs: the list below checks real entries
    assert [m.index for m in report.marked] == [i for i, d in enumerate(analysis.decisions) if d.mark]
    for m, d in zip(report.marked, marked):
        assert (m.game, m.move, m.player, m.mark, m.error) == (d.game, d.move, d.player, d.mark, d.error)
        assert plain_number(m.error_text) == pytest.approx(round(d.error, 3), abs=6e-4)
        assert m.player_name == ("Ali", "Sara")[d.player]


def test_the_heading_has_the_players_score_and_date(analysed, language):
    md, analysis = analysed
    when = datetime.date(2026, 3, 21)
    report = build_report(analysis, md, when=when)
    score = (sum(g.points[0] for g in md.games), sum(g.points[1] for g in md.games))
    assert report.score == score and max(score) >= 3  # the match was played to its end
    heading = " ".join(text for _, text in report.heading)
    assert "Ali" in heading and "Sara" in heading and date_text(when) in heading
    if language == "fa":
        # Nowruz 1405 in the Persian calendar, in Persian digits.
        assert "۱۴۰۵" in date_text(when) and "فروردین" in date_text(when)


def test_the_command_line_report_shows_the_same_figures(analysed, language):
    md, analysis = analysed
    report = build_report(analysis, md)
    text = report_text(analysis, "m.mat")
    for p in (0, 1):
        for key in ("error_rate", "pr", "checker_error_rate", "cube_error_rate", "rating"):
            shown = report.figure(key).texts[p].replace(LRI, "").replace(PDI, "")
            assert shown in text, key


# ------------------------------------------------------------------ HTML
class _Reader(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.style = ""
        self._in_style = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_style = tag == "style"

    def handle_endtag(self, tag):
        self._in_style = False

    def handle_data(self, data):
        if self._in_style:
            self.style += data
        else:
            self.text.append(data)


def _read(text: str) -> _Reader:
    reader = _Reader()
    reader.feed(text)
    reader.close()
    return reader


def test_the_html_is_self_contained_and_says_its_language(analysed, language, tmp_path):
    md, analysis = analysed
    report = build_report(analysis, md, when=datetime.date(2026, 12, 1))
    path = write_html(tmp_path / "report.html", report)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>")
    reader = _read(text)
    tags = [t for t, _ in reader.tags]
    assert tags[0] == "html" and "body" in tags and "table" in tags
    attrs = reader.tags[0][1]
    assert attrs["lang"] == language
    assert attrs["dir"] == ("rtl" if language == "fa" else "ltr")
    # Nothing outside the file: no links, sources, scripts or remote URLs.
    assert not re.search(r"https?:", text, re.I)
    assert "script" not in tags and "link" not in tags and "img" not in tags
    for _, a in reader.tags:
        for name in ("src", "href"):
            assert name not in a or (a[name] or "").startswith(("data:", "#")), a
    urls = re.findall(r"url\(([^)]*)\)", reader.style)
    assert urls and all(u.strip("'\" ").startswith("data:") for u in urls)
    assert "@font-face" in reader.style and "Vazirmatn" in reader.style
    body = "".join(reader.text)
    for name in ("Ali", "Sara"):
        assert name in body
    for _, value in report.heading:
        assert value in body
    # One row per marked decision, with its error as the report shows it.
    decisions = text.split('class="decisions"', 1)[1]
    assert decisions.count("<tr>") == len(report.marked) + 1
    for m in report.marked:
        assert m.error_text in decisions
    for s in report.sections:
        for f in s.figures:
            assert f.texts[0] in body and f.texts[1] in body
    if language == "fa":
        assert any(ch in body for ch in PERSIAN_DIGITS)


def test_names_are_written_as_text_never_as_markup(analysed, qapp):
    md, analysis = analysed
    report = build_report(analysis, md, names=("<script>alert(1)</script>", 'A "B" & C'))
    text = report_html(report)
    assert "<script>" not in text and "&lt;script&gt;" in text
    assert "A &quot;B&quot; &amp; C" in text
    assert "script" not in [t for t, _ in _read(text).tags]


def test_a_report_without_marks_says_so_and_money_play_has_no_match_chances(analysed, qapp):
    import dataclasses

    md, analysis = analysed
    clean = dataclasses.replace(analysis, decisions=tuple(d for d in analysis.decisions if not d.mark), length=0)
    report = build_report(clean)
    assert report.marked == () and report.score is None
    text = report_html(report)
    assert report.texts["none_marked"] in text and 'class="decisions"' not in text
    keys = {f.key for s in report.sections for f in s.figures}
    assert "checker_error_total_mwc" not in keys and "cube_error_total_mwc" not in keys
    assert {"checker_error_total_mwc", "cube_error_total_mwc"} <= {f.key for s in build_report(analysis).sections
                                                                    for f in s.figures}


def test_an_exported_file_is_readable_like_any_new_file(analysed, qapp, tmp_path):
    import os
    import stat

    md, analysis = analysed
    mask = os.umask(0o022)
    try:
        path = write_html(tmp_path / "r.html", build_report(analysis, md))
    finally:
        os.umask(mask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_plain_figures_have_no_emg_and_the_fibs_estimate_says_when_it_is_provisional(analysed, language):
    import dataclasses

    from nard_desktop.app.report_model import FEW_DECISIONS

    md, analysis = analysed
    plain = build_report(analysis, md, expert=False)
    expert = build_report(analysis, md, expert=True)
    words = re.compile(r"\bm?EMG\b|\d-ply\b|لایه|عمق")
    texts = [f.label for s in plain.sections for f in s.figures] + [t for _, t in plain.heading] + \
        [plain.texts[k] for k in plain.columns] + [plain.texts["note"]]
    assert not any(words.search(t) for t in texts)
    assert any("EMG" in f.label for s in expert.sections for f in s.figures)
    # The same engine values behind the plain figures.
    for key in ("error_total", "pr", "decisions", "checker_error_total", "cube_error_total"):
        assert plain.figure(key).values == expert.figure(key).values
    assert plain.figure("error_per_game").values == tuple(p.error_total / analysis.games for p in analysis.players)
    assert abs(plain_number(plain.figure("error_total").texts[0]) - analysis.players[0].error_total) <= 0.005
    # A short match: the FIBS estimate is provisional; with enough decisions it is not.
    assert min(p.decisions for p in analysis.players) < FEW_DECISIONS
    provisional = plain.figure("fibs_rating").label
    many = dataclasses.replace(analysis, players=tuple(dataclasses.replace(p, checker_decisions=FEW_DECISIONS)
                                                       for p in analysis.players))
    settled = build_report(many, md, expert=False).figure("fibs_rating").label
    assert provisional != settled and settled == build_report(many, md).figure("fibs_rating").label
    if language == "en":
        assert "provisional" in provisional and "provisional" not in settled
