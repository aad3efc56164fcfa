"""``nard-desktop --analyse FILE``: the analysis report on the command line.

:func:`run_analyse` reads a saved match or a ``.mat`` file, analyses every
game (:mod:`nard_desktop.ai.analysis`) and prints the report in the user's
language (Persian by default; the language chosen in the settings, or else
``LANG``, picks English), numbers through QLocale; or, with ``as_json``,
one JSON object with plain numbers.  Any problem with the file is one
line on stderr in the user's language and exit status 2, never a traceback.

Only QtCore is used (translations and number formats); no display is needed.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication, QSettings

from ..ai.analysis import AnalysisOptions, DecisionAnalysis, MatchAnalysis, PlayerStatistics, analyse
from ..ai.explain import Explanation, explain_marked
from ..engine.errors import EngineError
from .explain_text import explanation_text
from .i18n import LANGUAGES, install_translations, localized, number
from .report_model import ACTIONS, LUCK, MARKS, RATINGS, player_sections, term
from .text import LRI, PDI

__all__ = ["run_analyse", "report_text", "cli_language"]


translate = QCoreApplication.translate


# The report's words and figures come from the report model, which the window's
# report view and its exports use too.
_RATINGS, _MARKS, _LUCK, _ACTIONS = RATINGS, MARKS, LUCK, ACTIONS
_t = term


def cli_language(settings_path: str | os.PathLike[str] | None = None) -> str:
    """The language of the report: the one chosen in the settings (read,
    never written), else ``LANG``/``LC_ALL``/``LC_MESSAGES`` when it names one
    we have, else Persian."""
    try:
        if settings_path is None:
            from .settings import default_path

            settings_path = default_path()
        if Path(settings_path).is_file():
            value = QSettings(str(settings_path), QSettings.Format.IniFormat).value("display/language")
            if value in LANGUAGES:
                return str(value)
    except Exception:  # noqa: BLE001 - a settings problem is no reason to fail here
        pass
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            code = value.split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else LANGUAGES[0]
    return LANGUAGES[0]


def _signed(value: float, decimals: int) -> str:
    text = number(abs(value), decimals)
    return ("+" if value >= 0 else "−") + text


def _plain(text: str) -> str:
    # A terminal has no use for the directional isolates the window's texts carry.
    return text.replace(LRI, "").replace(PDI, "")


def _player_lines(st: PlayerStatistics, f: dict[str, str]) -> list[str]:
    """One player's lines; ``f``: the report model's figure texts by key."""
    missed = st.cube_errors["missed_double_below_cp"] + st.cube_errors["missed_double_above_cp"]
    wrong_doubles = st.cube_errors["wrong_double_below_dp"] + st.cube_errors["wrong_double_above_tg"]
    return [
        st.name,
        localized(translate("AnalysisReport", "  Checker play: %1 moves, %2 unforced, error rate %3 mEMG"),
                  f["moves"], f["checker_decisions"], f["checker_error_rate"]),
        localized(translate("AnalysisReport", "  Cube: %1 close or actual decisions, error rate %2 mEMG"),
                  f["cube_decisions"], f["cube_error_rate"]),
        localized(translate("AnalysisReport", "  Missed doubles %1, wrong doubles %2, wrong takes %3, wrong passes %4"),
                  missed, wrong_doubles, f["wrong_take"], f["wrong_pass"]),
        localized(translate("AnalysisReport", "  Overall: error rate %1 mEMG, PR %2, rating %3, estimated FIBS rating %4"),
                  f["error_rate"], f["pr"], f["rating"], f["fibs_rating"]),
        localized(translate("AnalysisReport", "  Marks: doubtful %1, bad %2, very bad %3"),
                  f["doubtful"], f["bad"], f["very_bad"]),
        localized(translate("AnalysisReport", "  Luck: total %1, rate %2 mEMG per move, luck-adjusted result %3 points"),
                  f["luck_total"], f["luck_rate"], f["luck_adjusted_result"]),
    ]


def _decision_line(d: DecisionAnalysis, names: tuple[str, str]) -> str:
    who = names[d.player]
    mark = _t(_MARKS, d.mark)
    if d.kind == "checker":
        dice = localized(translate("AnalysisReport", "%1-%2"), d.dice[0], d.dice[1]) if d.dice else ""
        return localized(translate("AnalysisReport", "Game %1, move %2, %3 (%4): played %5, best %6, error %7 (%8)"),
                         d.game, d.move, who, dice, d.played or translate("AnalysisReport", "no move"), d.best or translate("AnalysisReport", "no move"),
                         number(d.error, 3), mark)
    return localized(translate("AnalysisReport", "Game %1, move %2, %3: %4, right: %5, error %6 (%7)"),
                     d.game, d.move, who, _t(_ACTIONS, d.taken), _t(_ACTIONS, d.best), number(d.error, 3), mark)


def _luck_line(d: DecisionAnalysis, names: tuple[str, str]) -> str:
    return localized(translate("AnalysisReport", "Game %1, move %2, %3 rolled %4: %5 (%6)"), d.game, d.move, names[d.player],
                     localized(translate("AnalysisReport", "%1-%2"), d.dice[0], d.dice[1]) if d.dice else "",
                     _t(_LUCK, d.luck_mark), _signed(d.luck or 0.0, 3))


def report_text(analysis: MatchAnalysis, file_name: str,
                explanations: list[Explanation | None] | None = None) -> str:
    """The report in the current language; under each marked decision its
    explanation, when ``explanations`` (one per decision) has one."""
    names = (analysis.players[0].name, analysis.players[1].name)
    if analysis.length:
        head = localized(translate("AnalysisReport", "Analysis of %1: match to %2 points, %3 games, depth %4-ply"),
                         file_name, analysis.length, analysis.games, analysis.options.depth)
    else:
        head = localized(translate("AnalysisReport", "Analysis of %1: money session, %2 games, depth %3-ply"),
                         file_name, analysis.games, analysis.options.depth)
    lines = [head]
    ro = analysis.options.rollout
    if ro is not None:
        if ro.truncate is None:
            lines.append(localized(translate("AnalysisReport", "Checker plays: the best %1 and the play made rolled out, %2 trials each"),
                                   ro.top, ro.trials))
        else:
            lines.append(localized(translate("AnalysisReport", "Checker plays: the best %1 and the play made rolled out, %2 trials each, %3 plies deep"),
                                   ro.top, ro.trials, ro.truncate))
    lines.append("")
    sections = player_sections(analysis.players, bool(analysis.length))
    for p, st in enumerate(analysis.players):
        figures = {f.key: _plain(f.texts[p]) for section in sections for f in section.figures}
        lines += _player_lines(st, figures) + [""]
    why = explanations if explanations is not None else [None] * len(analysis.decisions)
    marked = [(d, e) for d, e in zip(analysis.decisions, why) if d.mark]
    lines.append(localized(translate("AnalysisReport", "Marked decisions: %1"), len(marked)))
    for d, e in marked:
        lines.append(_decision_line(d, names))
        text = _plain(explanation_text(e))
        if text:
            lines.append("    " + text)
    lucky = [d for d in analysis.decisions if d.luck_mark]
    lines += ["", localized(translate("AnalysisReport", "Marked rolls: %1"), len(lucky))]
    lines += [_luck_line(d, names) for d in lucky]
    return "\n".join(lines) + "\n"


def _fail(err: TextIO, text: str) -> int:
    print(f"nard-desktop: {text}", file=err)
    return 2


def run_analyse(path: str, depth: int = 2, as_json: bool = False, *, jobs: int | None = None,
                out: TextIO | None = None, err: TextIO | None = None, evaluator=None,
                options: AnalysisOptions | None = None) -> int:
    """Analyse ``path`` and print the report; the exit status (0, or 2 for
    a file that cannot be read or analysed).  ``options`` (for instance a
    rollout of the top candidates) replaces the plain ``depth``."""
    out = out or sys.stdout
    err = err or sys.stderr
    if QCoreApplication.instance() is None:
        # On its own (the command line): the user's language.  Inside a
        # running program the language already installed is left alone.
        app = QCoreApplication([sys.argv[0] if sys.argv else "nard-desktop"])
        try:
            install_translations(app, cli_language())
        except Exception:  # noqa: BLE001 - English source texts then
            pass
    from .analysis import decisions_from_match, load_match
    from .record import RecordError

    name = os.path.basename(path) or path
    p = Path(path)
    if not p.exists():
        return _fail(err, localized(translate("AnalysisReport", "cannot open %1: there is no such file"), path))
    if p.is_dir():
        return _fail(err, localized(translate("AnalysisReport", "cannot open %1: it is a folder, not a file"), path))
    progress = None
    tty = getattr(err, "isatty", None)
    if tty is not None and tty():
        def progress(done: int, total: int) -> None:
            text = localized(translate("AnalysisReport", "Analysing: %1 of %2 decisions"), done, total)
            err.write("\r" + text + ("\n" if done == total else ""))
            err.flush()
    try:
        match, meta = load_match(p)
        decisions = decisions_from_match(match, meta)
        analysis = analyse(decisions, options or AnalysisOptions(depth=depth), jobs=jobs, progress=progress,
                           evaluator=evaluator)
        explanations = explain_marked(decisions.decisions, analysis, evaluator)
    except RecordError as exc:
        return _fail(err, localized(translate("AnalysisReport", "%1 is not a match this program can read: %2"), name, exc.message))
    except (EngineError, ValueError, UnicodeError) as exc:
        return _fail(err, localized(translate("AnalysisReport", "%1 cannot be analysed: %2"), name, str(exc)))
    except OSError as exc:
        return _fail(err, localized(translate("AnalysisReport", "cannot read %1: %2"), path, exc.strerror or str(exc)))
    if as_json:
        texts = [None if e is None else e.to_json(_plain(explanation_text(e))) for e in explanations]
        json.dump(analysis.to_json(decisions.decisions, texts), out, ensure_ascii=False)
        out.write("\n")
    else:
        out.write(report_text(analysis, name, explanations))
    out.flush()
    return 0
