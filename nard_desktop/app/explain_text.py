"""The explanation of a marked decision in the player's words.

:func:`explanation_text` turns an :class:`~nard_desktop.ai.explain.Explanation`
(the facts and the chosen reasons, Qt-free) into one to three sentences in
the current language: every sentence through the translator, every number
through QLocale (Persian digits in Persian), chances as whole percents.
:func:`explanation_html` is the same text for a rich-text label, each
sentence followed by a link to its term in the glossary page
(``glossary:TERM``, :data:`GLOSSARY_TERMS`).
"""

from __future__ import annotations

import html
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from nard_desktop.ai.explain import Explanation, Reason, adverse_chances
from nard_desktop.app.numbers import percent

from .text import fill, loc

__all__ = ["explanation_text", "explanation_html", "explanation_sentences", "reason_text", "percent_text",
           "GLOSSARY_TERMS", "glossary_entries", "glossary_html"]


translate = QCoreApplication.translate


def percent_text(chance: float) -> str:
    """A chance (0..1) as a whole percent in the locale's digits: ``۵۵٪``; as
    every view of a chance shows it (:func:`nard_desktop.app.numbers.percent`),
    so a chance that is not nil never reads 0% ("<1%")."""
    return percent(chance)


def _join(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return translate("Explain", ", ").join(parts[:-1]) + translate("Explain", " and ") + parts[-1]


def _chances(r: Reason, said: Sequence[str] = ()) -> str:
    gp, gb, op, ob = r.extra
    given_up = [c for c in adverse_chances(r.played, r.best, gp, gb, op, ob) if c not in said]
    parts = []
    if "win" in given_up:
        parts.append(fill(translate("Explain", "your winning chance from %1 to %2"),
                          percent_text(r.best), percent_text(r.played)))
    if "gammon" in given_up:
        parts.append(fill(translate("Explain", "your gammon chance from %1 to %2"), percent_text(gb), percent_text(gp)))
    if "opp_gammon" in given_up:
        parts.append(fill(translate("Explain", "the opponent's gammon chance from %1 to %2"),
                          percent_text(ob), percent_text(op)))
    if not parts:
        return ""
    return fill(translate("Explain", "This play takes %1."), _join(parts))


def reason_text(r: Reason, said: Sequence[str] = ()) -> str:
    """One reason as one sentence ("" when there is nothing true to say).
    ``said``: chances (``"win"``, ``"gammon"``, ``"opp_gammon"``) the words
    beside it already give, left out of the chances' sentence."""
    c, p, b = r.code, r.played, r.best
    if c == "shots":
        if p >= 36:
            # "36 of 36" says it badly: every roll hits.
            if b == 0:
                return fill(translate("Explain", "After this play all %1 rolls of the opponent hit you; "
                                                 "the better play leaves no shot."), loc(36))
            return fill(translate("Explain", "After this play all %2 rolls of the opponent hit you; "
                                             "after the better play only %1."), loc(int(b)), loc(36))
        if b == 0:
            return fill(translate(
                "Explain", "This play gives the opponent %1 of %2 rolls to hit you; the better play leaves no shot."),
                        loc(int(p)), loc(36))
        return fill(translate(
            "Explain", "This play gives the opponent %1 of %3 rolls to hit you; the better play only %2."),
                    loc(int(p)), loc(int(b)), loc(36))
    if c == "hits":
        if p == 0:
            return fill(translate(
                "Explain", "The better play hits %1 of the opponent's checkers; this play hits none."), loc(int(b)))
        return fill(translate("Explain", "The better play hits %1 of the opponent's checkers; this play only %2."),
                    loc(int(b)), loc(int(p)))
    if c == "home_points":
        if r.point is None:
            return ""
        return fill(translate("Explain", "You do not make your %1 point; the better play makes it."), loc(r.point))
    if c == "prime":
        if p <= 1:
            return fill(translate(
                "Explain", "The better play builds a prime of %1 points in a row; this play has no two in a row."),
                        loc(int(b)))
        return fill(translate("Explain", "The better play builds a prime of %1 points in a row; this play only %2."),
                    loc(int(b)), loc(int(p)))
    if c == "anchors":
        return fill(translate(
            "Explain", "Anchors in the opponent's home board: %1 with this play, %2 with the better play."),
                    loc(int(p)), loc(int(b)))
    if c == "blots":
        return fill(translate(
            "Explain", "Blots left: %1 with this play, %2 with the better play."), loc(int(p)), loc(int(b)))
    if c == "stacked":
        return fill(translate(
            "Explain", "This play piles checkers up: %1 more than three on a point, against %2 with the better play."),
                    loc(int(p)), loc(int(b)))
    if c == "back":
        return fill(translate(
            "Explain", "Checkers left back: %1 with this play, %2 with the better play."), loc(int(p)), loc(int(b)))
    if c == "pips":
        # No plural to agree with the number ("wastes 1 pips" read badly).
        return fill(translate(
            "Explain", "Pips wasted by this play: %1 (your pip count is %2 after it, %3 after the better play)."),
                    loc(int(p - b)), loc(int(p)), loc(int(b)))
    if c == "off":
        return fill(translate(
            "Explain", "Checkers borne off: %1 with this play, %2 with the better play."), loc(int(p)), loc(int(b)))
    if c == "chances":
        return _chances(r, said)
    return _cube_text(r)


def _cube_text(r: Reason) -> str:
    c, win, threshold = r.code, percent_text(r.played), r.best
    said = threshold >= 0
    at = percent_text(threshold) if said else ""
    gammon, opp = (r.extra + (0.0, 0.0))[:2]
    if c == "double_early":
        if said:
            return fill(translate(
                "Explain", "Doubling was too early: your winning chance is %1; doubling pays from about %2."), win, at)
        return fill(translate("Explain", "Doubling was too early: your winning chance is only %1."), win)
    if c == "too_good":
        return fill(translate("Explain", "You were too good to double: playing on, you win a gammon %1 of the time, "
                        "worth more than the game the opponent would pass."), percent_text(gammon))
    if c == "missed_double":
        if said:
            return fill(translate(
                "Explain", "You should have doubled: your winning chance is %1; doubling pays from about %2."),
                        win, at)
        return fill(translate("Explain", "You should have doubled: your winning chance is %1."), win)
    if c == "missed_double_pass":
        return fill(translate(
            "Explain", "You should have doubled: your winning chance is %1, and the opponent would have had to pass."),
                    win)
    if c == "wrong_take":
        if said:
            return fill(translate(
                "Explain", "Taking was wrong: your winning chance is %1; a take needs about %2."), win, at)
        return fill(translate(
            "Explain", "Taking was wrong: your winning chance is %1 and your chance of losing a gammon %2; "
                        "passing would have lost less."), win, percent_text(opp))
    if c == "wrong_pass":
        if said:
            return fill(translate(
                "Explain", "Passing was wrong: your winning chance is %1; a take pays from about %2."), win, at)
        return fill(translate(
            "Explain", "Passing was wrong: with a take you would have lost less (your winning chance is %1)."), win)
    return ""


def explanation_sentences(e: Explanation | None, said: Sequence[str] = ()) -> list[tuple[str, str]]:
    """``(sentence, glossary term)`` for each reason that has something to say
    (``said``: as for :func:`reason_text`)."""
    if e is None:
        return []
    out = []
    for r in e.reasons:
        s = reason_text(r, said)
        if s:
            out.append((s, _TERM_OF.get(r.code, "cube" if e.kind == "cube" else "chances")))
    return out


def explanation_text(e: Explanation | None, said: Sequence[str] = ()) -> str:
    """The sentences as plain text, one after the other ("" for None)."""
    return " ".join(s for s, _ in explanation_sentences(e, said))


def explanation_html(e: Explanation | None, said: Sequence[str] = ()) -> str:
    """The sentences for a rich-text label: each followed by a small link to
    its term in the glossary page (``glossary:TERM``)."""
    names = {term: name for term, name, _ in glossary_entries()}
    parts = []
    for s, term in explanation_sentences(e, said):
        parts.append(f'{html.escape(s)} <a href="glossary:{term}">[{html.escape(names[term])}]</a>')
    return " ".join(parts)


# ============================================================== glossary
_TERM_OF = {"shots": "shot", "hits": "hit", "home_points": "point", "prime": "prime", "anchors": "anchor",
            "blots": "blot", "stacked": "stack", "back": "back", "pips": "pips", "off": "off",
            "chances": "chances"}

GLOSSARY_TERMS = ("blot", "shot", "hit", "point", "prime", "anchor", "stack", "back", "pips", "off", "chances",
                  "gammon", "cube")
"""The terms of the glossary page, in its order."""


def glossary_entries() -> list[tuple[str, str, str]]:
    """``(term, name, definition)`` for each of :data:`GLOSSARY_TERMS`, in the
    current language."""
    return [
        ("blot", translate("Explain", "Blot"),
         translate("Explain", "A point with only one of your checkers on it. The opponent can hit it.")),
        ("shot", translate("Explain", "Shot"),
         fill(translate("Explain", "A roll of the opponent that hits one of your checkers. Of the %1 rolls "
                                   "(a non-double counts twice), the shots are those with a legal play that hits."),
              loc(36))),
        ("hit", translate("Explain", "Hit"),
         translate("Explain", "Landing on a blot of the opponent: the checker goes to the bar and must enter again "
                              "before the opponent can move any other.")),
        ("point", translate("Explain", "Point (made)"),
         fill(translate("Explain", "A point with two or more of your checkers: the opponent cannot land on it. "
                                   "Made points in your home board (%1 to %2) make entering hard."), loc(1), loc(6))),
        ("prime", translate("Explain", "Prime"),
         translate("Explain", "Made points in a row. A prime of six cannot be passed at all; the longer the "
                              "prime, the harder it is for a checker behind it to escape.")),
        ("anchor", translate("Explain", "Anchor"),
         translate("Explain", "A point you hold with two or more checkers in the opponent's home board: "
                              "a safe landing place for your back checkers.")),
        ("stack", translate("Explain", "Stacking"),
         translate("Explain", "Piling many checkers on one point. A fourth or fifth checker on a point "
                              "does no work there; spread out, it could make another point.")),
        ("back", translate("Explain", "Back checkers"),
         translate("Explain", "Your checkers in the opponent's home board or on the bar: the farthest from home.")),
        ("pips", translate("Explain", "Pip count"),
         fill(translate("Explain", "How far your checkers still have to go: the sum, over your checkers, of the "
                              "number of each one's point (%1 on the bar). In a race, the lower the better; "
                                   "a play wastes pips when a die bears off a checker from a lower point."), loc(25))),
        ("off", translate("Explain", "Bearing off"),
         translate("Explain", "Taking checkers off the board once all your checkers are home. The first to "
                              "bear off all fifteen wins.")),
        ("chances", translate("Explain", "Winning chance"),
         translate("Explain", "How often you would win from here, as the computer estimates it; "
                              "the gammon chance is how often the winner has borne off all before "
                              "the loser bears off one.")),
        ("gammon", translate("Explain", "Gammon (mars)"),
         translate("Explain", "A game won before the loser has borne off any checker: it counts two points.")),
        ("cube", translate("Explain", "Doubling cube"),
         translate("Explain", "Doubling the stake. The opponent takes (plays on for twice the stake) "
                              "or passes (loses at once what was at stake). Doubling pays once your "
                              "winning chance is high enough, but not so high that playing on for a "
                              "gammon is worth more.")),
    ]


def glossary_html() -> str:
    """The glossary page as rich text, one anchor per term."""
    rows = [f'<h3><a name="{term}"></a>{html.escape(name)}</h3><p>{html.escape(text)}</p>'
            for term, name, text in glossary_entries()]
    return "".join(rows)
