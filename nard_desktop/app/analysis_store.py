"""The analysis of a match kept with the match, so that it is not computed again.

A saved match file (and the autosave) may carry an ``analysis`` section next
to its games (:mod:`nard_desktop.app.record` writes and reads it as it is,
unchecked; this module owns its content)::

    "analysis": {"version": 1,
                 "options": {"depth": 2, "keep": 8, "threshold": 0.16, "alternatives": 5,
                             "marks": [0.04, 0.08, 0.16, 0.3, 0.6], "close": 0.16, "confirm": 0.04},
                 "length": 5, "games": 2,
                 "players": [{...every PlayerStatistics field...}, {...}],
                 "decisions": [{...every DecisionAnalysis field...}, ...]}

Each decision names its game, move, player, kind, dice and the play made (or
the cube action); :func:`analysis_from_json` takes the section only when
those are exactly the decisions of the match in the file, in order, so that a
stale or foreign analysis is never shown against a match it does not
describe.  Any problem with the section (a newer version, a wrong type, a
number out of range, decisions that do not fit) raises
:class:`AnalysisStoreError`; the caller then leaves the analysis out with a
notice, and the match itself loads as always.

Floats are written as Python writes them (``repr``), so an analysis read back
is equal to the one written.  Pure Python: imports no Qt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from typing import Any

from ..ai.analysis import (AnalysisOptions, Alternative, DecisionAnalysis, MarkThresholds, MatchAnalysis,
                           MatchDecisions, PlayerStatistics, decision_to_json)
from ..ai.search import MoveFilter
from ..engine.match import Match
from ..engine.notation import format_play

__all__ = ["ANALYSIS_VERSION", "AnalysisStoreError", "analysis_to_json", "analysis_from_json",
           "match_fingerprint", "StoredAnalysis", "player_figures"]

# The version of the ``analysis`` section this program writes (and the newest it reads).
ANALYSIS_VERSION = 1

_MAX_DECISIONS = 20000
_MAX_TEXT = 200


class AnalysisStoreError(ValueError):
    """The analysis section of a file cannot be used (the match still can)."""


# ================================================================ writing
def _num(x: float | None) -> float | None:
    if x is None:
        return None
    x = float(x)
    return x if math.isfinite(x) else None


def _player_json(p: PlayerStatistics) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(PlayerStatistics):
        v = getattr(p, f.name)
        out[f.name] = dict(v) if isinstance(v, dict) else (_num(v) if isinstance(v, float) else v)
    return out


def analysis_to_json(analysis: MatchAnalysis) -> dict[str, Any]:
    """The ``analysis`` section of a match file for ``analysis``."""
    o = analysis.options
    threshold = o.move_filter.threshold
    return {
        "version": ANALYSIS_VERSION,
        "options": {"depth": o.depth, "keep": o.move_filter.keep,
                    "threshold": threshold if math.isfinite(threshold) else None,
                    "alternatives": o.alternatives,
                    "marks": [o.marks.doubtful, o.marks.bad, o.marks.very_bad, o.marks.lucky, o.marks.very_lucky],
                    "close": o.close, "confirm": o.confirm},
        "length": analysis.length,
        "games": analysis.games,
        "players": [_player_json(p) for p in analysis.players],
        "decisions": [decision_to_json(d, complete=True) for d in analysis.decisions],
    }


# ================================================================ reading
def _bad(where: str, what: str) -> AnalysisStoreError:
    return AnalysisStoreError(f"analysis, {where}: {what}")


def _dict(v: Any, where: str) -> dict:
    if not isinstance(v, dict):
        raise _bad(where, f"expected an object, found {type(v).__name__}")
    return v


def _list(v: Any, where: str, max_len: int) -> list:
    if not isinstance(v, list):
        raise _bad(where, f"expected a list, found {type(v).__name__}")
    if len(v) > max_len:
        raise _bad(where, f"more than {max_len} entries")
    return v


def _int(v: Any, where: str, lo: int = 0, hi: int = 10 ** 9) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise _bad(where, f"expected a whole number from {lo} to {hi}, found {v!r}"[:200])
    return v


def _float(v: Any, where: str, bound: float = 1e6) -> float:
    if type(v) not in (int, float) or not math.isfinite(v) or abs(v) > bound:
        raise _bad(where, f"expected a number, found {v!r}"[:200])
    return float(v)


def _opt_float(v: Any, where: str) -> float | None:
    return None if v is None else _float(v, where)


def _str(v: Any, where: str) -> str:
    if not isinstance(v, str) or len(v) > _MAX_TEXT:
        raise _bad(where, f"expected a short text, found {type(v).__name__}")
    return v


def _opt_str(v: Any, where: str) -> str | None:
    return None if v is None else _str(v, where)


def _bool(v: Any, where: str) -> bool:
    if type(v) is not bool:
        raise _bad(where, f"expected true or false, found {v!r}"[:200])
    return v


def _counts(v: Any, where: str) -> dict[str, int]:
    d = _dict(v, where)
    if len(d) > 50:
        raise _bad(where, "too many entries")
    return {_str(k, where): _int(n, f"{where}.{k}") for k, n in d.items()}


def _dice(v: Any, where: str) -> tuple[int, int] | None:
    if v is None:
        return None
    lst = _list(v, where, 2)
    if len(lst) != 2:
        raise _bad(where, "a roll is two dice")
    return (_int(lst[0], where, 1, 6), _int(lst[1], where, 1, 6))


def _alternative(v: Any, where: str) -> Alternative:
    a = _dict(v, where)
    probs = _list(a.get("probabilities"), f"{where}.probabilities", 5)
    if len(probs) != 5:
        raise _bad(f"{where}.probabilities", "five chances")
    return Alternative(_str(a.get("play"), f"{where}.play"), _float(a.get("equity"), f"{where}.equity"),
                       tuple(_float(p, f"{where}.probabilities", 1.0 + 1e-9) for p in probs),
                       _int(a.get("plies"), f"{where}.plies", 0, 8))


_KINDS = ("checker", "cube", "take")
_MARKS = (None, "doubtful", "bad", "very_bad")
_LUCK = (None, "very_lucky", "lucky", "unlucky", "very_unlucky")


def _decision(v: Any, where: str) -> DecisionAnalysis:
    d = _dict(v, where)
    names = {f.name for f in fields(DecisionAnalysis)}
    if set(d) - names:
        raise _bad(where, f"unknown fields {', '.join(sorted(map(str, set(d) - names)))}"[:200])
    kind = d.get("kind")
    if kind not in _KINDS:
        raise _bad(f"{where}.kind", f"{kind!r}"[:100])
    if d.get("mark") not in _MARKS:
        raise _bad(f"{where}.mark", f"{d.get('mark')!r}"[:100])
    if d.get("luck_mark") not in _LUCK:
        raise _bad(f"{where}.luck_mark", f"{d.get('luck_mark')!r}"[:100])
    alts = _list(d.get("alternatives", []), f"{where}.alternatives", 100)
    # A cube decision's probabilities (absent from an analysis saved before they were kept).
    probs = _list(d.get("probabilities", []), f"{where}.probabilities", 5)
    if len(probs) not in (0, 5):
        raise _bad(f"{where}.probabilities", "five chances or none")
    return DecisionAnalysis(
        game=_int(d.get("game"), f"{where}.game", 1), move=_int(d.get("move"), f"{where}.move"),
        player=_int(d.get("player"), f"{where}.player", 0, 1), kind=kind, dice=_dice(d.get("dice"), f"{where}.dice"),
        played=_str(d.get("played"), f"{where}.played"), best=_str(d.get("best"), f"{where}.best"),
        equity_played=_float(d.get("equity_played"), f"{where}.equity_played"),
        equity_best=_float(d.get("equity_best"), f"{where}.equity_best"),
        error=_float(d.get("error"), f"{where}.error"), error_mwc=_opt_float(d.get("error_mwc"), f"{where}.error_mwc"),
        forced=_bool(d.get("forced"), f"{where}.forced"), counted=_bool(d.get("counted"), f"{where}.counted"),
        close=_bool(d.get("close"), f"{where}.close"), mark=d.get("mark"),
        cube_value=_int(d.get("cube_value", 1), f"{where}.cube_value", 1, 1 << 20),
        alternatives=tuple(_alternative(a, f"{where}.alternatives[{i}]") for i, a in enumerate(alts)),
        right=_opt_str(d.get("right"), f"{where}.right"), taken=_opt_str(d.get("taken"), f"{where}.taken"),
        error_type=_opt_str(d.get("error_type"), f"{where}.error_type"),
        nd=_opt_float(d.get("nd"), f"{where}.nd"), dt=_opt_float(d.get("dt"), f"{where}.dt"),
        dp=_opt_float(d.get("dp"), f"{where}.dp"), luck=_opt_float(d.get("luck"), f"{where}.luck"),
        luck_mark=d.get("luck_mark"),
        probabilities=tuple(_float(p, f"{where}.probabilities", 1.0 + 1e-9) for p in probs),
    )


def _player(v: Any, where: str) -> PlayerStatistics:
    d = _dict(v, where)
    out: dict[str, Any] = {}
    for f in fields(PlayerStatistics):
        if f.name not in d:
            raise _bad(where, f"the field {f.name!r} is missing")
        x = d[f.name]
        w = f"{where}.{f.name}"
        if f.name == "name":
            out[f.name] = _str(x, w)
        elif f.name in ("cube_errors", "marks", "luck_marks"):
            out[f.name] = _counts(x, w)
        elif f.type in ("int", int):
            out[f.name] = _int(x, w)
        else:
            out[f.name] = _float(x, w)
    return PlayerStatistics(**out)


def _options(v: Any) -> AnalysisOptions:
    o = _dict(v, "options")
    marks = _list(o.get("marks"), "options.marks", 5)
    if len(marks) != 5:
        raise _bad("options.marks", "five thresholds")
    threshold = o.get("threshold")
    try:
        return AnalysisOptions(
            depth=_int(o.get("depth"), "options.depth", 0, 3),
            move_filter=MoveFilter(_int(o.get("keep"), "options.keep", 1, 100),
                                   math.inf if threshold is None else _float(threshold, "options.threshold")),
            alternatives=_int(o.get("alternatives"), "options.alternatives", 1, 100),
            marks=MarkThresholds(*(_float(m, "options.marks") for m in marks)),
            close=_float(o.get("close"), "options.close"),
            # An analysis saved before errors were confirmed a roll deeper has no "confirm": it had none.
            confirm=_opt_float(o.get("confirm"), "options.confirm"))
    except ValueError as exc:
        if isinstance(exc, AnalysisStoreError):
            raise
        raise _bad("options", str(exc)) from None


def _played_of(d) -> str:
    return format_play(d.play) if d.kind == "checker" and d.play is not None else (d.action or "")


def analysis_from_json(section: Any, decisions: MatchDecisions) -> MatchAnalysis:
    """The analysis kept in a file's ``section``, checked against the
    ``decisions`` of the match in the same file.  Raises
    :class:`AnalysisStoreError` for anything that does not fit."""
    s = _dict(section, "section")
    version = s.get("version")
    if type(version) is not int or version < 1:
        raise _bad("version", "no valid version")
    if version > ANALYSIS_VERSION:
        raise _bad("version", f"written by a newer version of the program (analysis format {version})")
    options = _options(s.get("options"))
    players = _list(s.get("players"), "players", 2)
    if len(players) != 2:
        raise _bad("players", "two players")
    stats = (_player(players[0], "players[0]"), _player(players[1], "players[1]"))
    found = tuple(_decision(d, f"decision {i + 1}")
                  for i, d in enumerate(_list(s.get("decisions"), "decisions", _MAX_DECISIONS)))
    want = decisions.decisions
    if len(found) != len(want):
        raise _bad("decisions", f"{len(found)} decisions, but the match has {len(want)}")
    for i, (a, d) in enumerate(zip(found, want)):
        dice = tuple(d.dice) if d.dice is not None else None
        ours = (a.game, a.move, a.player, a.kind, a.dice if a.kind == "checker" else None)
        theirs = (d.game, d.move, d.player, d.kind, dice if d.kind == "checker" else None)
        if ours != theirs or (a.kind == "checker" and a.played != _played_of(d)):
            raise _bad(f"decision {i + 1}", "it is not the match's decision at that place")
    length = _int(s.get("length"), "length", 0, 10 ** 4)
    games = _int(s.get("games"), "games", 0, 10 ** 5)
    if length != decisions.length or games != len(decisions.games):
        raise _bad("length", "the analysis describes another match")
    return MatchAnalysis(stats, found, options, length, games)


# ================================================================ keeping
def match_fingerprint(match: Match) -> tuple[int, int]:
    """Changes whenever something is played in ``match`` (games, events of the last)."""
    return len(match.games), len(match.game.history)


@dataclass
class StoredAnalysis:
    """The analysis of one match object, as it stood when analysed.

    :meth:`fits` says whether the match is still where it was (nothing played
    since); :attr:`section` is the JSON section, made once."""

    match: Match
    fingerprint: tuple[int, int]
    decisions: MatchDecisions
    analysis: MatchAnalysis
    _section: dict[str, Any] | None = None

    @classmethod
    def of(cls, match: Match, decisions: MatchDecisions, analysis: MatchAnalysis,
           section: dict[str, Any] | None = None) -> "StoredAnalysis":
        return cls(match, match_fingerprint(match), decisions, analysis, section)

    def fits(self, match: Match | None) -> bool:
        return match is self.match and match_fingerprint(match) == self.fingerprint

    @property
    def section(self) -> dict[str, Any]:
        if self._section is None:
            self._section = analysis_to_json(self.analysis)
        return self._section


def player_figures(found, player: int, game: int | None = None) -> tuple[float, float, float] | None:
    """(error rate, PR, luck rate) of ``player`` over the decisions ``found``
    (of one ``game`` when given), as :class:`PlayerStatistics` defines them
    (mEMG per counted decision, PR half of it, luck per roll); None when
    the player made no decision there."""
    mine = [a for a in found if a.player == player and (game is None or a.game == game)]
    if not mine:
        return None
    counted = [a for a in mine if a.counted]
    rolls = [a for a in mine if a.kind == "checker"]
    error = 1000.0 * sum(a.error for a in counted) / len(counted) if counted else 0.0
    luck = 1000.0 * sum(a.luck or 0.0 for a in rolls) / len(rolls) if rolls else 0.0
    return error, error / 2.0, luck
