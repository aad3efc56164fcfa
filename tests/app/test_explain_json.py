"""``nard-desktop --analyse FILE --json`` on a real match: Position IDs and explanations
(docs/files.md, "The analysis on the command line")."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont

from nard_desktop.app import i18n
from nard_desktop.app.analysis_report import run_analyse

ROOT = Path(__file__).resolve().parents[2]
MATCH = ROOT / "tests" / "data" / "matches" / "gnubg_charlot_7p.mat"  # a 7-point match GNU Backgammon played
SEVEN = ("shots", "blots", "home_points", "prime", "pips", "win", "gammon")

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture(scope="module")
def reports(qapp):
    out = {}
    # The language, locale, direction and font are put back as they were afterwards.
    locale, direction, font = QLocale(), qapp.layoutDirection(), QFont(qapp.font())
    try:
        for language in ("en", "fa"):
            i18n.install_translations(qapp, language)
            text = io.StringIO()
            assert run_analyse(str(MATCH), 0, True, jobs=1, out=text, err=io.StringIO()) == 0
            out[language] = json.loads(text.getvalue())
            plain = io.StringIO()
            assert run_analyse(str(MATCH), 0, False, jobs=1, out=plain, err=io.StringIO()) == 0
            out[language + "-text"] = plain.getvalue()
    finally:
        i18n.uninstall_translations(qapp)
        QLocale.setDefault(locale)
        qapp.setLayoutDirection(direction)
        qapp.setFont(font)
    return out


def test_every_decision_has_its_position_id_and_every_checker_play_the_ids_after(reports):
    decisions = reports["en"]["decisions"]
    assert decisions
    for d in decisions:
        assert re.fullmatch(r"[A-Za-z0-9+/]{14}", d["position_id"]), d
        if d["kind"] == "checker":
            assert set(d["after"]) == {"played", "best"}
            assert all(re.fullmatch(r"[A-Za-z0-9+/]{14}", d["after"][k]) for k in ("played", "best"))
            if d["played"] == d["best"]:
                assert d["after"]["played"] == d["after"]["best"]
        else:
            assert "after" not in d


def test_the_ids_are_gnubgs_own():
    gnubg_nn = pytest.importorskip("gnubg_nn")
    # One run is enough here: the IDs do not depend on the language.
    text = io.StringIO()
    assert run_analyse(str(MATCH), 0, True, jobs=1, out=text, err=io.StringIO()) == 0
    checked = 0
    for d in json.loads(text.getvalue())["decisions"]:
        if d["kind"] != "checker" or d.get("forced"):
            continue
        before = gnubg_nn.board_from_position_id(d["position_id"])
        assert gnubg_nn.position_id(before) == d["position_id"]
        reachable = set(gnubg_nn.moves(before, *d["dice"]))
        for which in ("played", "best"):
            # GNU Backgammon shows the next position with the opponent on roll; its move
            # list gives the mover's view of it.
            theirs, mine = gnubg_nn.board_from_position_id(d["after"][which])
            assert gnubg_nn.key_of_board([mine, theirs]) in reachable, (d, which)
        checked += 1
    assert checked > 50


def test_a_marked_decision_is_explained_with_its_facts(reports):
    marked = [d for d in reports["en"]["decisions"] if d["mark"]]
    assert len(marked) >= 5
    assert any(d["kind"] == "checker" for d in marked) and any(d["kind"] != "checker" for d in marked)
    for d in marked:
        e = d["explanation"]
        facts = e["facts"]
        assert set(SEVEN) <= set(facts)
        for name, pair in facts.items():
            assert set(pair) == {"played", "best"}
            if name in ("win", "gammon", "opp_gammon"):
                assert all(0.0 <= pair[k] <= 1.0 for k in pair), (name, pair)
            else:
                assert all(type(pair[k]) is int for k in pair), (name, pair)
        assert isinstance(e["text"], str)
    assert sum(bool(d["explanation"]["text"]) for d in marked) >= len(marked) - 1
    assert all("explanation" not in d for d in reports["en"]["decisions"] if not d["mark"])


def test_the_text_is_in_the_outputs_language(reports):
    en = [d["explanation"]["text"] for d in reports["en"]["decisions"] if d["mark"]]
    fa = [d["explanation"]["text"] for d in reports["fa"]["decisions"] if d["mark"]]
    assert any(en) and any(fa)
    assert all(not re.search("[\u0600-\u06ff]", t) for t in en)
    assert all(re.search("[\u0600-\u06ff]", t) for t in fa if t)
    # The facts do not depend on the language.
    assert ([d["explanation"]["facts"] for d in reports["en"]["decisions"] if d["mark"]]
            == [d["explanation"]["facts"] for d in reports["fa"]["decisions"] if d["mark"]])


def test_the_text_report_explains_each_marked_decision(reports):
    for language in ("en", "fa"):
        texts = [d["explanation"]["text"] for d in reports[language]["decisions"] if d["mark"]]
        report = reports[language + "-text"]
        for t in filter(None, texts):
            assert "    " + t in report
