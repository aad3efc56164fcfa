"""The explanation's sentences in both languages (docs/analysis.md, "Why: the explanation").

Every kind of reason makes a sentence in Persian and in English; numbers come
from QLocale (Persian digits in Persian), chances as whole percents, and a
Persian sentence has no left-to-right run outside a directional isolate.
"""

from __future__ import annotations

import re

import pytest

from nard_desktop.ai.explain import Explanation, Reason
from nard_desktop.app import i18n
from nard_desktop.app.explain_text import (GLOSSARY_TERMS, explanation_html, explanation_text, glossary_entries,
                                           glossary_html, reason_text)

LRI, PDI = "\u2066", "\u2069"
PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"

#: One reason of each kind, with what its sentence must show (numbers in ASCII).
CASES = [
    (Reason("shots", 11, 4), ["11", "4"]),
    (Reason("shots", 17, 0), ["17"]),
    (Reason("shots", 36, 11), ["36", "11"]),
    (Reason("shots", 36, 0), ["36"]),
    (Reason("hits", 0, 1), ["1"]),
    (Reason("hits", 1, 2), ["1", "2"]),
    (Reason("home_points", 1, 2, point=5), ["5"]),
    (Reason("prime", 4, 6), ["4", "6"]),
    (Reason("prime", 1, 3), ["3"]),
    (Reason("anchors", 0, 1), ["0", "1"]),
    (Reason("blots", 3, 1), ["3", "1"]),
    (Reason("stacked", 4, 0), ["4", "0"]),
    (Reason("back", 3, 1), ["3", "1"]),
    (Reason("pips", 25, 22), ["3", "25", "22"]),
    (Reason("off", 0, 1), ["0", "1"]),
    (Reason("chances", 0.48, 0.55, extra=(0.10, 0.10, 0.15, 0.08)), ["48", "55", "15", "8"]),
    (Reason("double_early", 0.62, 0.68), ["62", "68"]),
    (Reason("double_early", 0.62, -1.0), ["62"]),
    (Reason("too_good", 0.9, -1.0, extra=(0.55, 0.0)), ["55"]),
    (Reason("missed_double", 0.72, 0.68), ["72", "68"]),
    (Reason("missed_double", 0.72, -1.0), ["72"]),
    (Reason("missed_double_pass", 0.85, -1.0), ["85"]),
    (Reason("wrong_take", 0.18, 0.24, extra=(0.01, 0.3)), ["18", "24"]),
    (Reason("wrong_take", 0.18, -1.0, extra=(0.01, 0.3)), ["18", "30"]),
    (Reason("wrong_pass", 0.3, 0.24), ["30", "24"]),
    (Reason("wrong_pass", 0.3, -1.0), ["30"]),
]


@pytest.fixture(params=["en", "fa"])
def language(request, app):
    i18n.install_translations(app, request.param)
    return request.param


def _digits(text: str, language: str) -> str:
    """The numbers of ``text`` as ASCII, after checking they are in the language's digits."""
    if language == "fa":
        assert not re.search(r"[0-9]", text), text
        return text.translate(str.maketrans(PERSIAN_DIGITS, "0123456789"))
    assert not re.search(f"[{PERSIAN_DIGITS}]", text), text
    return text


def _no_bare_ltr(text: str) -> bool:
    """No Latin letter or ASCII digit outside an LRI … PDI isolate."""
    outside = re.sub(f"{LRI}.*?{PDI}", "", text)
    return not re.search(r"[A-Za-z0-9]", outside)


@pytest.mark.parametrize("reason, shown", CASES, ids=[f"{r.code}-{i}" for i, (r, _) in enumerate(CASES)])
def test_every_kind_of_reason_makes_a_sentence_in_both_languages(language, reason, shown):
    text = reason_text(reason)
    assert text and text.endswith(".")
    ascii_text = _digits(text, language)
    numbers = re.findall(r"\d+", ascii_text)
    for n in shown:
        assert n in numbers, (text, n)
    if language == "fa":
        assert re.search("[\u0600-\u06ff]", text) and _no_bare_ltr(text), text
        assert "٪" in text or "%" not in ascii_text
    else:
        assert not re.search("[\u0600-\u06ff]", text)


def test_the_issues_example_reads_as_written(language):
    shots = Reason("shots", 11, 4)
    chances = Reason("chances", 0.48, 0.55, extra=(0.10, 0.10, 0.15, 0.08))
    text = explanation_text(Explanation("checker", (), (shots, chances)))
    if language == "fa":
        assert text == ("این حرکت به حریف ۱۱ تاس (از ۳۶) برای زدن می‌دهد؛ حرکت بهتر فقط ۴ تاس. "
                        "با این حرکت شانس بردن شما از ۵۵٪ به ۴۸٪ و شانس مارس حریف از ۸٪ به ۱۵٪ می‌رسد.")
    else:
        assert text == ("This play gives the opponent 11 of 36 rolls to hit you; the better play only 4. "
                        "This play takes your winning chance from 55% to 48% and the opponent's gammon chance "
                        "from 8% to 15%.")


def test_a_chance_the_play_does_not_give_up_is_not_said(language):
    # The gammon chance went up with the play made: only the winning chance is said.
    r = Reason("chances", 0.48, 0.55, extra=(0.20, 0.10, 0.08, 0.08))
    assert len(re.findall(r"\d+", _digits(reason_text(r), language))) == 2
    # Nothing given up by a whole percent: nothing said.
    assert reason_text(Reason("chances", 0.551, 0.554, extra=(0.1, 0.1, 0.1, 0.1))) == ""


def test_the_sentences_link_to_the_glossary(language):
    e = Explanation("checker", (), (Reason("shots", 11, 4), Reason("prime", 4, 6)))
    html = explanation_html(e)
    assert 'href="glossary:shot"' in html and 'href="glossary:prime"' in html
    names = dict((t, n) for t, n, _ in glossary_entries())
    assert names["prime"] in html
    if language == "fa":
        assert names["prime"] == "پل" and names["anchor"] == "لنگر" and names["blot"] == "تک"


def test_the_glossary_has_every_term_in_both_languages(language):
    entries = glossary_entries()
    assert [t for t, _, _ in entries] == list(GLOSSARY_TERMS)
    page = glossary_html()
    for term, name, text in entries:
        assert f'name="{term}"' in page and name and text
        if language == "fa":
            assert not re.search(r"[A-Za-z0-9]", name + text), (name, text)


def test_a_chance_that_is_not_nil_never_reads_nothing(language):
    """Chances are written as every view writes them: a gammon chance of 0.3% is "<1%",
    never "0%" (which would say it cannot happen); 99.7% is ">99%"."""
    text = _digits(reason_text(Reason("chances", 0.40, 0.45, extra=(0.003, 0.012, 0.10, 0.08))), language)
    assert "<1" in text and not re.search(r"(?<!\d)0\s*[%٪]", text)
    text = _digits(reason_text(Reason("wrong_take", 0.997, 0.25)), language)
    assert ">99" in text
