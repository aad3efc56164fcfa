"""The analysis report as data: each player's figures in sections, and the
marked decisions, with every text in the current language (no widgets).

:func:`build_report` turns a :class:`~nard_desktop.ai.analysis.MatchAnalysis`
into a :class:`MatchReport`: the window's report view, its HTML and PDF
exports (:mod:`nard_desktop.app.report_export`) and the command line's text
report (:mod:`nard_desktop.app.analysis_report`) all take their figures from
here, so they can never disagree.  Each :class:`Figure` keeps the engine's
value beside the text shown (numbers through QLocale: Persian digits in the
Persian interface).

Only QtCore is used (translations, number and date formats).
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCalendar, QCoreApplication, QDate, QLocale, Qt

from ..ai.analysis import DecisionAnalysis, MatchAnalysis, MatchDecisions, PlayerStatistics, rating_label
from ..ai.explain import Explanation, explain_marked
from .explain_text import explanation_text
from .i18n import current_language, localized, number
from .numbers import percent, points, points_value
from .text import dice_text, ltr, notation_text

__all__ = ["Figure", "Section", "MarkedDecision", "MatchReport", "build_report", "player_sections",
           "marked_decisions", "term", "rating_text", "mark_text", "action_text", "signed", "MARK_SYMBOLS",
           "RATINGS", "MARKS", "LUCK", "ACTIONS", "MARKED_COLUMNS", "FEW_DECISIONS"]

translate = QCoreApplication.translate

# Literal strings, so the translation tools find them; translated when shown.  The
# command line's report and the window's share them (context "AnalysisReport").
RATINGS = {
    "supernatural": QT_TRANSLATE_NOOP("AnalysisReport", "Supernatural"),
    "world_class": QT_TRANSLATE_NOOP("AnalysisReport", "World class"),
    "expert": QT_TRANSLATE_NOOP("AnalysisReport", "Expert"),
    "advanced": QT_TRANSLATE_NOOP("AnalysisReport", "Advanced"),
    "intermediate": QT_TRANSLATE_NOOP("AnalysisReport", "Intermediate"),
    "casual": QT_TRANSLATE_NOOP("AnalysisReport", "Casual player"),
    "beginner": QT_TRANSLATE_NOOP("AnalysisReport", "Beginner"),
    "awful": QT_TRANSLATE_NOOP("AnalysisReport", "Awful!"),
}
MARKS = {"doubtful": QT_TRANSLATE_NOOP("AnalysisReport", "doubtful"), "bad": QT_TRANSLATE_NOOP("AnalysisReport", "bad"),
         "very_bad": QT_TRANSLATE_NOOP("AnalysisReport", "very bad")}
LUCK = {"very_lucky": QT_TRANSLATE_NOOP("AnalysisReport", "very lucky"),
        "lucky": QT_TRANSLATE_NOOP("AnalysisReport", "lucky"),
        "unlucky": QT_TRANSLATE_NOOP("AnalysisReport", "unlucky"),
        "very_unlucky": QT_TRANSLATE_NOOP("AnalysisReport", "very unlucky")}
ACTIONS = {
    "double": QT_TRANSLATE_NOOP("AnalysisReport", "double"), "no_double": QT_TRANSLATE_NOOP("AnalysisReport", "no double"),
    "take": QT_TRANSLATE_NOOP("AnalysisReport", "take"), "drop": QT_TRANSLATE_NOOP("AnalysisReport", "pass"),
    "beaver": QT_TRANSLATE_NOOP("AnalysisReport", "beaver"),
    "too_good": QT_TRANSLATE_NOOP("AnalysisReport", "too good to double"),
    "double_take": QT_TRANSLATE_NOOP("AnalysisReport", "double, take"),
    "double_pass": QT_TRANSLATE_NOOP("AnalysisReport", "double, pass"),
    "double_beaver": QT_TRANSLATE_NOOP("AnalysisReport", "double, beaver"),
}
# Marks as players write them (doubtful, bad, very bad).
MARK_SYMBOLS = {"doubtful": "?!", "bad": "?", "very_bad": "??"}


def term(table: dict[str, str], key: str | None) -> str:
    """A word of one of the tables above, translated (empty for None)."""
    if key is None:
        return ""
    text = table.get(key, key)
    return translate("AnalysisReport", text)


def rating_text(key: str) -> str:
    """The translated skill label (``"world_class"`` → «در حد جهانی»)."""
    return term(RATINGS, key)


def mark_text(key: str | None) -> str:
    return term(MARKS, key)


def luck_text(key: str | None) -> str:
    return term(LUCK, key)


def action_text(key: str | None) -> str:
    return term(ACTIONS, key)


def signed(value: float, decimals: int) -> str:
    """A signed figure (``+0.123``, ``−0.040``) in the locale's digits, as one
    left-to-right run so the sign stays before the number in Persian."""
    text = number(abs(value), decimals)
    return ("+" if value >= 0 else "\u2212") + text


def _percent(value: float, decimals: int = 2) -> str:
    return number(100.0 * value, decimals) + QLocale().percent()


# ================================================================ values
@dataclass(frozen=True)
class Figure:
    """One line of the players' table: ``values`` are the engine's (one per
    player, in the file's order), ``texts`` what is shown."""

    key: str
    label: str
    values: tuple[Any, Any]
    texts: tuple[str, str]


@dataclass(frozen=True)
class Section:
    key: str
    title: str
    figures: tuple[Figure, ...]

    def figure(self, key: str) -> Figure:
        return next(f for f in self.figures if f.key == key)


@dataclass(frozen=True)
class MarkedDecision:
    """A decision with an error mark, as the report lists it."""

    index: int  # into the analysis's decisions
    game: int
    move: int
    player: int
    player_name: str
    kind: str
    dice: str
    played: str
    best: str
    error: float
    error_text: str
    mark: str
    mark_text: str
    mark_symbol: str
    game_text: str = ""
    move_text: str = ""
    why: str = ""  # the explanation: why the decision loses, in the current language
    cost_text: str = ""  # the loss in points a game at the decision's cube
    chances_text: str = ""  # checker plays: the winning chance after the best play and after the play made

    def cell(self, key: str) -> str:
        """The text of one column of the marked decisions' table (:data:`MARKED_COLUMNS`)."""
        if key == "mark":
            return f"{self.mark_symbol} {self.mark_text}"
        return {"game": self.game_text, "move": self.move_text, "player": self.player_name, "roll": self.dice,
                "played": self.played, "best": self.best, "error": self.error_text, "cost": self.cost_text,
                "chances": self.chances_text}[key]


MARKED_COLUMNS = {
    False: ("game", "move", "player", "roll", "played", "best", "cost", "chances", "mark"),
    True: ("game", "move", "player", "roll", "played", "best", "error", "mark"),
}
"""The columns of the marked decisions: plain (points a game and winning
chances) and with expert numbers (the error in EMG)."""


@dataclass(frozen=True)
class MatchReport:
    """Everything a report shows, in the language current when it was built."""

    language: str
    direction: str  # "rtl" or "ltr"
    title: str
    players: tuple[str, str]
    heading: tuple[tuple[str, str], ...]  # (label, text): the match, games, score, date, depth
    sections: tuple[Section, ...]
    marked: tuple[MarkedDecision, ...]
    texts: dict[str, str]  # the column headings and notes the exports need
    score: tuple[int, int] | None = None
    expert: bool = True  # expert numbers (EMG, mEMG, plies); else winning chances and points

    @property
    def columns(self) -> tuple[str, ...]:
        """The keys of the marked decisions' columns (:data:`MARKED_COLUMNS`)."""
        return MARKED_COLUMNS[self.expert]

    def section(self, key: str) -> Section:
        return next(s for s in self.sections if s.key == key)

    def figure(self, key: str) -> Figure:
        return next(f for s in self.sections for f in s.figures if f.key == key)


Spec = tuple[str, str, Callable[[PlayerStatistics], Any], Callable[[Any], str]]


def _int(v: Any) -> str:
    return number(int(v))


def _dec(decimals: int) -> Callable[[Any], str]:
    return lambda v: number(float(v), decimals)


def _signed(decimals: int) -> Callable[[Any], str]:
    return lambda v: ltr(signed(float(v), decimals))


def _section(key: str, title: str, specs: Sequence[Spec], players: Sequence[PlayerStatistics]) -> Section:
    figures = []
    for fkey, label, get, show in specs:
        values = (get(players[0]), get(players[1]))
        figures.append(Figure(fkey, label, values, (show(values[0]), show(values[1]))))
    return Section(key, title, tuple(figures))


def _mark_specs() -> list[Spec]:
    """The marks section's rows, the same in the plain and the expert report."""
    return [
        ("doubtful", localized(translate("MatchReport", "Doubtful %1"), ltr(MARK_SYMBOLS["doubtful"])), lambda s: s.marks["doubtful"], _int),
        ("bad", localized(translate("MatchReport", "Bad %1"), ltr(MARK_SYMBOLS["bad"])), lambda s: s.marks["bad"], _int),
        ("very_bad", localized(translate("MatchReport", "Very bad %1"), ltr(MARK_SYMBOLS["very_bad"])), lambda s: s.marks["very_bad"], _int),
    ]


def player_sections(players: Sequence[PlayerStatistics], match_play: bool, *, expert: bool = True,
                    games: int = 0) -> tuple[Section, ...]:
    """Both players' figures, in sections: checker play, cube, overall, luck
    and marks.  ``match_play`` adds the errors in match winning chance.

    With ``expert`` (the default: the command line's report and the engine's
    figures) errors are in EMG and rates in mEMG; without it the player reads
    plain figures (:func:`plain_sections`: points lost, the error index,
    chances), the summary first.  ``games`` is the number of games analysed.
    """
    if not expert:
        return plain_sections(players, match_play, games)
    checker: list[Spec] = [
        ("moves", translate("MatchReport", "Moves"), lambda s: s.moves, _int),
        ("checker_decisions", translate("MatchReport", "Unforced moves"), lambda s: s.checker_decisions, _int),
        ("checker_error_total", translate("MatchReport", "Error total (EMG)"), lambda s: s.checker_error_total, _dec(3)),
    ]
    if match_play:
        checker.append(("checker_error_total_mwc", translate("MatchReport", "Error total (match winning chance)"),
                        lambda s: s.checker_error_total_mwc, _percent))
    checker += [
        ("checker_error_rate", translate("MatchReport", "Error rate (mEMG per move)"), lambda s: s.checker_error_rate, _dec(1)),
        ("checker_rating", translate("MatchReport", "Checker play rating"), lambda s: rating_label(s.checker_error_rate / 1000.0),
         rating_text),
    ]
    cube: list[Spec] = [
        ("cube_decisions_total", translate("MatchReport", "Cube decisions"), lambda s: s.cube_decisions_total, _int),
        ("cube_decisions", translate("MatchReport", "Close or actual cube decisions"), lambda s: s.cube_decisions, _int),
        ("doubles", translate("MatchReport", "Doubles"), lambda s: s.doubles, _int),
        ("takes", translate("MatchReport", "Takes"), lambda s: s.takes, _int),
        ("passes", translate("MatchReport", "Passes"), lambda s: s.passes, _int),
        ("missed_double_below_cp", translate("MatchReport", "Missed doubles below the cash point"),
         lambda s: s.cube_errors["missed_double_below_cp"], _int),
        ("missed_double_above_cp", translate("MatchReport", "Missed doubles above the cash point"),
         lambda s: s.cube_errors["missed_double_above_cp"], _int),
        ("wrong_double_below_dp", translate("MatchReport", "Wrong doubles below the doubling point"),
         lambda s: s.cube_errors["wrong_double_below_dp"], _int),
        ("wrong_double_above_tg", translate("MatchReport", "Wrong doubles when too good to double"),
         lambda s: s.cube_errors["wrong_double_above_tg"], _int),
        ("wrong_take", translate("MatchReport", "Wrong takes"), lambda s: s.cube_errors["wrong_take"], _int),
        ("wrong_pass", translate("MatchReport", "Wrong passes"), lambda s: s.cube_errors["wrong_pass"], _int),
        ("cube_error_total", translate("MatchReport", "Error total (EMG)"), lambda s: s.cube_error_total, _dec(3)),
    ]
    if match_play:
        cube.append(("cube_error_total_mwc", translate("MatchReport", "Error total (match winning chance)"),
                     lambda s: s.cube_error_total_mwc, _percent))
    cube += [
        ("cube_error_rate", translate("MatchReport", "Error rate (mEMG per decision)"), lambda s: s.cube_error_rate, _dec(1)),
        ("cube_rating", translate("MatchReport", "Cube rating"), lambda s: rating_label(s.cube_error_rate / 1000.0), rating_text),
    ]
    overall: list[Spec] = [
        ("decisions", translate("MatchReport", "Decisions counted"), lambda s: s.decisions, _int),
        ("error_total", translate("MatchReport", "Error total (EMG)"), lambda s: s.error_total, _dec(3)),
        ("error_rate", translate("MatchReport", "Error rate (mEMG per decision)"), lambda s: s.error_rate, _dec(1)),
        ("pr", translate("MatchReport", "Performance rating (PR)"), lambda s: s.pr, _dec(1)),
        ("rating", translate("MatchReport", "Rating"), lambda s: s.rating, rating_text),
        _fibs(players),
    ]
    luck: list[Spec] = [
        ("luck_rate", translate("MatchReport", "Luck rate (mEMG per move)"), lambda s: s.luck_rate, _signed(1)),
        ("luck_total", translate("MatchReport", "Luck total (EMG)"), lambda s: s.luck_total, _signed(3)),
        ("luck_total_points", translate("MatchReport", "Luck total (points)"), lambda s: s.luck_total_points, _signed(3)),
        ("very_lucky", translate("MatchReport", "Very lucky rolls"), lambda s: s.luck_marks["very_lucky"], _int),
        ("lucky", translate("MatchReport", "Lucky rolls"), lambda s: s.luck_marks["lucky"], _int),
        ("unlucky", translate("MatchReport", "Unlucky rolls"), lambda s: s.luck_marks["unlucky"], _int),
        ("very_unlucky", translate("MatchReport", "Very unlucky rolls"), lambda s: s.luck_marks["very_unlucky"], _int),
        ("result", translate("MatchReport", "Result (points won less points lost)"), lambda s: s.result, _signed(0)),
        ("luck_adjusted_result", translate("MatchReport", "Luck-adjusted result (points)"), lambda s: s.luck_adjusted_result,
         _signed(3)),
    ]
    marks = _mark_specs()
    return (
        _section("checker", translate("MatchReport", "Checker play"), checker, players),
        _section("cube", translate("MatchReport", "Cube decisions"), cube, players),
        _section("overall", translate("MatchReport", "Overall"), overall, players),
        _section("luck", translate("MatchReport", "Luck"), luck, players),
        _section("marks", translate("MatchReport", "Marks"), marks, players),
    )


FEW_DECISIONS = 300
"""Below this many decisions counted (about two 7-point matches), the FIBS
rating estimated from the errors is said to be provisional: a few errors
more or less would move it far."""


def _fibs(players: Sequence[PlayerStatistics]) -> Spec:
    """The estimated FIBS rating, its label saying when it is provisional."""
    if min(p.decisions for p in players) < FEW_DECISIONS:
        label = translate("MatchReport", "Estimated FIBS rating (provisional: few decisions)")
    else:
        label = translate("MatchReport", "Estimated FIBS rating")
    return ("fibs_rating", label, lambda s: s.fibs_rating, _dec(0))


def _points(v: Any) -> str:
    return points_value(float(v))


def _signed_points(v: Any) -> str:
    value = float(v)
    return ltr(("+" if value >= 0 else "\u2212") + points_value(value))


def _chance(v: Any) -> str:
    return _percent(float(v), 1)


def plain_sections(players: Sequence[PlayerStatistics], match_play: bool, games: int) -> tuple[Section, ...]:
    """The players' figures as a player reads them: the summary first (the
    error index, the points lost to errors in all and per game, the level
    and the rating), then checker play, the cube, luck and marks, with no EMG
    nor mEMG (those are :func:`player_sections`' expert figures)."""
    per_game = max(1, int(games))
    overall: list[Spec] = [
        ("decisions", translate("MatchReport", "Decisions counted"), lambda s: s.decisions, _int),
        ("pr", translate("MatchReport", "Error index (PR), lower is better"), lambda s: s.pr, _dec(1)),
        ("error_total", translate("MatchReport", "Points lost through errors"), lambda s: s.error_total, _points),
        ("error_per_game", translate("MatchReport", "Points lost through errors, per game"),
         lambda s: s.error_total / per_game, _points),
    ]
    if match_play:
        overall.append(("error_total_mwc", translate("MatchReport", "Chance of winning the match lost through errors"),
                        lambda s: s.checker_error_total_mwc + s.cube_error_total_mwc, _chance))
    overall += [
        ("rating", translate("MatchReport", "Level of play"), lambda s: s.rating, rating_text),
        _fibs(players),
    ]
    checker: list[Spec] = [
        ("moves", translate("MatchReport", "Moves"), lambda s: s.moves, _int),
        ("checker_decisions", translate("MatchReport", "Unforced moves"), lambda s: s.checker_decisions, _int),
        ("checker_error_total", translate("MatchReport", "Points lost through checker play errors"),
         lambda s: s.checker_error_total, _points),
    ]
    if match_play:
        checker.append(("checker_error_total_mwc", translate("MatchReport", "Chance of winning the match lost"),
                        lambda s: s.checker_error_total_mwc, _chance))
    checker.append(("checker_rating", translate("MatchReport", "Checker play level"),
                    lambda s: rating_label(s.checker_error_rate / 1000.0), rating_text))
    cube: list[Spec] = [
        ("cube_decisions_total", translate("MatchReport", "Cube decisions"), lambda s: s.cube_decisions_total, _int),
        ("doubles", translate("MatchReport", "Doubles"), lambda s: s.doubles, _int),
        ("takes", translate("MatchReport", "Takes"), lambda s: s.takes, _int),
        ("passes", translate("MatchReport", "Passes"), lambda s: s.passes, _int),
        ("missed_doubles", translate("MatchReport", "Missed doubles"),
         lambda s: s.cube_errors["missed_double_below_cp"] + s.cube_errors["missed_double_above_cp"], _int),
        ("wrong_doubles", translate("MatchReport", "Wrong doubles"),
         lambda s: s.cube_errors["wrong_double_below_dp"] + s.cube_errors["wrong_double_above_tg"], _int),
        ("wrong_take", translate("MatchReport", "Wrong takes"), lambda s: s.cube_errors["wrong_take"], _int),
        ("wrong_pass", translate("MatchReport", "Wrong passes"), lambda s: s.cube_errors["wrong_pass"], _int),
        ("cube_error_total", translate("MatchReport", "Points lost through cube errors"),
         lambda s: s.cube_error_total, _points),
    ]
    if match_play:
        cube.append(("cube_error_total_mwc", translate("MatchReport", "Chance of winning the match lost"),
                     lambda s: s.cube_error_total_mwc, _chance))
    cube.append(("cube_rating", translate("MatchReport", "Cube level"),
                 lambda s: rating_label(s.cube_error_rate / 1000.0), rating_text))
    luck: list[Spec] = [
        ("luck_total_points", translate("MatchReport", "Luck: points the dice gave (+) or took (−)"),
         lambda s: s.luck_total_points, _signed_points),
        ("very_lucky", translate("MatchReport", "Very lucky rolls"), lambda s: s.luck_marks["very_lucky"], _int),
        ("lucky", translate("MatchReport", "Lucky rolls"), lambda s: s.luck_marks["lucky"], _int),
        ("unlucky", translate("MatchReport", "Unlucky rolls"), lambda s: s.luck_marks["unlucky"], _int),
        ("very_unlucky", translate("MatchReport", "Very unlucky rolls"), lambda s: s.luck_marks["very_unlucky"], _int),
        ("result", translate("MatchReport", "Result (points won less points lost)"), lambda s: s.result, _signed(0)),
        ("luck_adjusted_result", translate("MatchReport", "Result without the luck (points)"),
         lambda s: s.luck_adjusted_result, _signed_points),
    ]
    marks = _mark_specs()
    return (
        _section("overall", translate("MatchReport", "Summary"), overall, players),
        _section("checker", translate("MatchReport", "Checker play"), checker, players),
        _section("cube", translate("MatchReport", "Cube decisions"), cube, players),
        _section("luck", translate("MatchReport", "Luck"), luck, players),
        _section("marks", translate("MatchReport", "Marks"), marks, players),
    )


def _played_text(d: DecisionAnalysis, raw: str) -> str:
    if d.kind == "checker":
        return notation_text(raw) if raw else translate("MatchReport", "no move")
    return action_text(raw)


def marked_decisions(analysis: MatchAnalysis, names: tuple[str, str],
                     decisions: MatchDecisions | None = None) -> tuple[MarkedDecision, ...]:
    """Every decision with an error mark, in playing order; with the analysed
    ``decisions``, each with its explanation (:mod:`nard_desktop.ai.explain`)."""
    why: list[Explanation | None] = [None] * len(analysis.decisions)
    if decisions is not None and len(decisions.decisions) == len(analysis.decisions):
        why = explain_marked(decisions.decisions, analysis)
    out = []
    for i, d in enumerate(analysis.decisions):
        if not d.mark:
            continue
        played = d.played if d.kind == "checker" else (d.taken or d.played)
        out.append(MarkedDecision(
            i, d.game, d.move, d.player, names[d.player], d.kind, dice_text(d.dice) if d.dice else "",
            _played_text(d, played), _played_text(d, d.best), d.error, number(d.error, 3), d.mark,
            mark_text(d.mark), ltr(MARK_SYMBOLS[d.mark]), number(d.game), number(d.move),
            explanation_text(why[i]), points_value(points(d.error, d.cube_value)), _chances_text(d)))
    return tuple(out)


def _chances_text(d: DecisionAnalysis) -> str:
    """A checker play's winning chance after the best play and after the play
    made ("55% → 48%"), when the analysis ranked both at one depth."""
    if d.kind != "checker":
        return ""
    found = {a.play: a for a in d.alternatives if a.probabilities}
    best, made = found.get(d.best), found.get(d.played)
    if best is None or made is None or best.plies != made.plies:
        return ""
    # Not one left-to-right run: in Persian the best reads first, on the right (the arrow
    # of the translation points left), as in the column's heading.
    return localized(translate("MatchReport", "%1 → %2"), percent(best.probabilities[0]),
                     percent(made.probabilities[0]))


def _language() -> str:
    lang = current_language()
    if lang:
        return lang
    return "fa" if QLocale().language() == QLocale.Language.Persian else "en"


def date_text(when: _dt.date | _dt.datetime) -> str:
    """A date as the current locale writes it: the Persian (Jalali) calendar
    in Persian, the Gregorian one elsewhere."""
    loc = QLocale()
    calendar = QCalendar(QCalendar.System.Jalali) if loc.language() == QLocale.Language.Persian else QCalendar()
    day = when.date() if isinstance(when, _dt.datetime) else when
    return loc.toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat, calendar)


def build_report(analysis: MatchAnalysis, decisions: MatchDecisions | None = None, *,
                 names: tuple[str, str] | None = None, when: _dt.date | _dt.datetime | None = None,
                 source: str = "", expert: bool = True) -> MatchReport:
    """The report of ``analysis`` in the current language.

    ``decisions`` (the analysed match) gives the score; ``names`` replace the
    players' names kept in the analysis; ``when`` is the match's date;
    ``source`` a file name shown in the heading.  ``expert``: the expert
    numbers (errors in EMG, rates in mEMG, the depth in plies); without it
    the report speaks in points a game, winning chances and the error index
    (the window shows it so unless the player asked for expert numbers).
    """
    names = names or (analysis.players[0].name, analysis.players[1].name)
    direction = "rtl" if QLocale().textDirection() == Qt.LayoutDirection.RightToLeft else "ltr"
    heading: list[tuple[str, str]] = []
    heading.append((translate("MatchReport", "Players"), localized(translate("MatchReport", "%1 against %2"), names[0], names[1])))
    if analysis.length:
        heading.append((translate("MatchReport", "Match"), localized(translate("MatchReport", "match to %1 points"), analysis.length)))
    else:
        heading.append((translate("MatchReport", "Match"), translate("MatchReport", "money session")))
    if source:
        heading.append((translate("MatchReport", "File"), ltr(source)))
    heading.append((translate("MatchReport", "Games"), number(analysis.games)))
    score = None
    if decisions is not None:
        score = (sum(g.points[0] for g in decisions.games), sum(g.points[1] for g in decisions.games))
        heading.append((translate("MatchReport", "Score"), localized(translate("MatchReport", "%1: %2, %3: %4"), names[0], number(score[0]), names[1],
                                                 number(score[1]))))
    if when is not None:
        heading.append((translate("MatchReport", "Date"), date_text(when)))
    if expert:
        heading.append((translate("MatchReport", "Depth of the analysis"),
                        localized(translate("MatchReport", "%1-ply"), analysis.options.depth)))
    texts = {
        "figure": translate("MatchReport", "Figure"),
        "marked": translate("MatchReport", "Marked decisions"),
        "none_marked": translate("MatchReport", "No decision was marked as an error."),
        "game": translate("MatchReport", "Game"), "move": translate("MatchReport", "Move"), "player": translate("MatchReport", "Player"), "roll": translate("MatchReport", "Roll"),
        "played": translate("MatchReport", "Played"), "best": translate("MatchReport", "Best"), "error": translate("MatchReport", "Error (EMG)"), "mark": translate("MatchReport", "Mark"),
        "cost": translate("MatchReport", "Cost (points a game)"),
        "chances": translate("MatchReport", "Chance of winning: best → played"),
        "note": translate("MatchReport", "Errors and luck in EMG (equity per unit of the cube); rates in thousandths of it "
                    "(mEMG). Marks: ?! doubtful, ? bad, ?? very bad.") if expert else
        translate("MatchReport", "Points lost: what the errors cost in points (the totals as if the cube had "
                  "stayed at 1, each decision at its cube). Error index (PR): the errors per decision on a scale "
                  "where 0 is perfect play; lower is better. Chance of winning: the chance of winning the game "
                  "after the best play and after the play made. Marks: ?! doubtful, ? bad, ?? very bad."),
        "footer": translate("MatchReport", "Made by Takhteh Nard"),
    }
    if min(p.decisions for p in analysis.players) < FEW_DECISIONS:
        texts["note"] += " " + localized(translate(
            "MatchReport", "The FIBS rating is only estimated from the errors of these games: with fewer than %1 "
            "decisions behind it, it is provisional."), number(FEW_DECISIONS))
    return MatchReport(
        language=_language(), direction=direction,
        title=translate("MatchReport", "Analysis report"), players=(names[0], names[1]), heading=tuple(heading),
        sections=player_sections(analysis.players, bool(analysis.length), expert=expert, games=analysis.games),
        marked=marked_decisions(analysis, (names[0], names[1]), decisions), texts=texts, score=score,
        expert=expert)
