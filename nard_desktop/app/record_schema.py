"""The layout of our match file (:mod:`nard_desktop.app.record`): its limits,
:class:`RecordError`, and the tables of checks that every value of a file
passes before the match is played again from it.

A check looks at one value of the file, named ``where`` in its message, and
raises :class:`RecordError` when it is wrong.  The layout of a file is the
tables of checks below (``FILE_CHECK`` and the tables it is made of); the
meaning (is the move legal, does the state follow from the moves) is the
replay's business, in :mod:`nard_desktop.app.record`.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Mapping

from ..engine.errors import EngineError
from ..engine.game import GamePhase
from ..engine.ids import MatchKey
from ..engine.kinds import EventKind, PlayerKind, ResultReason
from ..engine.match import MAX_MATCH_LENGTH
from ..engine.position import BAR, Position
from ..engine.rules import CUBE_LIMIT, CUBE_VALUES, RuleSet

FORMAT = "nard-desktop-match"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
"""Larger files are refused before parsing: a 25-point match takes a few hundred kilobytes."""
MAX_GAMES = 2000
MAX_EVENTS = 5000
MAX_APP_BYTES = 64 * 1024
MAX_NAME = 100


_HEX64 = re.compile(r"[0-9a-f]{64}\Z")
_CUBE_EVENTS = {"double", "take", "beaver", "raccoon", "auto_double"}


def compact_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


class RecordError(EngineError):
    """A match file that cannot be loaded: damaged, foreign, or describing a
    match that cannot have been played.  ``code`` names the kind of problem
    (``record_too_large``, ``record_too_deep``, ``record_not_text``,
    ``record_truncated``, ``record_corrupt``, ``record_foreign``,
    ``record_newer``, ``record_invalid``, ``record_illegal``,
    ``record_mismatch``, ``record_seed_mismatch``)."""

    code = "bad_record"


# ------------------------------------------------------------- validation
# A check looks at one value of the file, named ``where`` in its message, and
# raises RecordError when it is wrong.  The layout of a file is the tables of
# checks below (FILE_CHECK, _GAME, _EVENT_FIELDS, ...); the meaning (is the move
# legal, does the state follow from the moves) is the replay's business.
Check = Callable[[Any, str], None]


def invalid_value(where: str, what: str) -> RecordError:
    return RecordError(f"{where}: {what}", code="record_invalid", where=where)


def illegal_value(where: str, what: str) -> RecordError:
    return RecordError(f"{where}: {what}", code="record_illegal", where=where)


def shown(v: Any) -> str:
    if isinstance(v, dict):
        return "an object"
    if isinstance(v, list):
        return "a list"
    text = json.dumps(v) if isinstance(v, (str, int, float, bool)) or v is None else type(v).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _rule(ok: Callable[[Any], bool], what: str, *, illegal: bool = False) -> Check:
    """A check that ``ok(value)`` holds; ``what`` says what is expected, ``{}``
    standing for the value found."""
    def check(v: Any, where: str) -> None:
        if not ok(v):
            raise (illegal_value if illegal else invalid_value)(where, what.format(shown(v)))
    return check


def _whole(lo: int, hi: int) -> Check:
    return _rule(lambda v: type(v) is int and lo <= v <= hi, f"expected a whole number {lo}–{hi}, found {{}}")


def number_between(lo: float, hi: float) -> Check:
    return _rule(lambda v: type(v) in (int, float) and lo <= v <= hi, f"expected a number {lo:g}–{hi:g}, found {{}}")


def _text(max_len: int) -> Check:
    return _rule(lambda v: isinstance(v, str) and len(v) <= max_len,
                 f"expected a text of at most {max_len} characters, found {{}}")


def _one_of(values: Any, what: str, *, illegal: bool = False) -> Check:
    return _rule(lambda v: type(v) is not bool and isinstance(v, (str, int)) and v in values, what, illegal=illegal)


def _hex64(what: str) -> Check:
    return _rule(lambda v: isinstance(v, str) and _HEX64.match(v) is not None, what)


def _optional(check: Check) -> Check:
    def optional(v: Any, where: str) -> None:
        if v is not None:
            check(v, where)
    return optional


_anything = _rule(lambda v: True, "")
_flag = _rule(lambda v: type(v) is bool, "expected true or false, found {}")
_level = _rule(lambda v: v is None or (isinstance(v, str) and len(v) <= 40) or (type(v) is int and 0 <= v <= 1000),
               "a level is a short text or a number, not {}")
_dice_seed = _rule(lambda v: (type(v) is int and abs(v) < 2 ** 63) or (isinstance(v, str) and len(v) <= 100),
                   "a dice seed is a number or a short text, not {}")


def as_dict(v: Any, where: str) -> dict:
    if not isinstance(v, dict):
        raise invalid_value(where, f"expected an object, found {shown(v)}")
    return v


def _list(v: Any, where: str, max_len: int) -> list:
    if not isinstance(v, list) or len(v) > max_len:
        raise invalid_value(where, f"expected a list of at most {max_len} items, found {shown(v)}")
    return v


def _object(fields: Mapping[str, Check], *, required: tuple[str, ...] = (), dot: bool = False) -> Check:
    """An object with only these ``fields``, each checked; ``dot`` names a
    field ``where.key`` (a section of the file) rather than ``where, key``."""
    def check(v: Any, where: str) -> None:
        as_dict(v, where)
        unknown = set(v) - set(fields)
        if unknown:
            raise invalid_value(where, f"unknown fields {', '.join(sorted(map(str, unknown)))[:200]}")
        for key in required:
            if key not in v:
                raise invalid_value(where, f"the field {key!r} is missing")
        for key, value in v.items():
            fields[key](value, f"{where}.{key}" if dot else f"{where}, {key}")
    return check


def _list_of(item: Check, max_len: int, name: Callable[[str, int], str], *, count: int | None = None,
             count_message: str = "") -> Check:
    """A list of at most ``max_len`` items (exactly ``count`` if given), the
    ``i``-th named ``name(where, i)``."""
    def check(v: Any, where: str) -> None:
        _list(v, where, max_len)
        if count is not None and len(v) != count:
            raise invalid_value(where, count_message)
        for i, x in enumerate(v):
            item(x, name(where, i))
    return check


def _dice(v: Any, where: str) -> None:
    if not isinstance(v, list) or len(v) != 2 or any(type(d) is not int for d in v):
        raise invalid_value(where, f"a roll is two dice, found {shown(v)}")
    if not all(1 <= d <= 6 for d in v):
        raise illegal_value(where, f"dice show 1–6, not {v[0]}-{v[1]}")


def _steps(v: Any, where: str) -> None:
    _list(v, where, 4)
    for i, s in enumerate(v):
        if not isinstance(s, list) or len(s) != 2 or any(type(p) is not int for p in s):
            raise invalid_value(f"{where} (step {i + 1})", f"a step is [from, to], found {shown(s)}")
        if not 0 <= s[1] < s[0] <= BAR:
            raise illegal_value(f"{where}[{i}]", f"no checker moves from {s[0]} to {s[1]}")


def _decodes(decode: Callable[[str], Any], max_len: int) -> Check:
    """A text that ``decode`` reads (a Position ID, a Match ID)."""
    def check(v: Any, where: str) -> None:
        _text(max_len)(v, where)
        try:
            decode(v)
        except EngineError as exc:
            raise illegal_value(where, exc.message) from None
    return check


_position = _decodes(Position.from_position_id, 14)
_match_id = _decodes(MatchKey.decode, 12)


def _app(v: Any, where: str) -> None:
    as_dict(v, where)
    if len(compact_json(v).encode("utf-8")) > MAX_APP_BYTES:
        raise invalid_value(where, "the user interface's data is too large")


def _rules(v: Any, where: str) -> None:
    try:
        RuleSet.from_dict(as_dict(v, where))
    except RecordError:
        raise
    except (EngineError, TypeError) as exc:
        raise invalid_value(where, str(exc)) from None


# Every event kind: the fields it needs and those it may have (besides "kind").
_EVENT_FIELDS: dict[str, tuple[set[str], set[str]]] = {
    "opening": ({"dice"}, set()),
    "auto_double": ({"value"}, set()),
    "roll": ({"player", "dice"}, set()),
    "move": ({"player", "dice"}, {"play", "steps", "position"}),
    "double": ({"player", "value"}, set()),
    "take": ({"player", "value"}, set()),
    "beaver": ({"player", "value"}, set()),
    "raccoon": ({"player", "value"}, set()),
    "drop": ({"player"}, set()),
    "accept": ({"player"}, set()),
    "decline": ({"player"}, set()),
    "timeout": ({"player"}, set()),
    "resign": ({"player", "value"}, set()),
    "end": ({"player", "value", "reason"}, set()),
}
assert set(_EVENT_FIELDS) == set(EventKind)


def _cube_value(v: Any, where: str) -> None:
    _whole(1, CUBE_LIMIT)(v, where)
    _one_of(CUBE_VALUES[1:], "a cube shows 2, 4, 8, 16, 32 or 64, not {}", illegal=True)(v, where)


_EVENT_CHECKS: dict[str, Check] = {
    "player": _one_of((0, 1), "a player is 0 or 1, not {}"),
    "dice": _dice,
    "value": _whole(1, CUBE_LIMIT),
    "reason": _one_of(tuple(ResultReason), "unknown reason {}"),
    "steps": _steps,
    "play": _text(120),
    "position": _position,
}
_EVENT_VALUE: dict[str, Check] = {
    "resign": _whole(1, 3),
    "end": _whole(1, CUBE_LIMIT * 3),
    **{kind: _cube_value for kind in _CUBE_EVENTS},
}


def _event(ev: Any, where: str) -> None:
    as_dict(ev, where)
    kind = ev.get("kind")
    if not isinstance(kind, str) or kind not in _EVENT_FIELDS:
        raise invalid_value(where, f"unknown event kind {shown(kind)}")
    need, optional = _EVENT_FIELDS[kind]
    keys = set(ev) - {"kind"}
    if need - keys:
        raise invalid_value(where, f"a {kind!r} event needs {', '.join(sorted(need - keys))}")
    if keys - need - optional:
        raise invalid_value(where, f"a {kind!r} event has no field {', '.join(sorted(keys - need - optional))}")
    if kind == "move" and not keys & {"steps", "play"}:
        raise invalid_value(where, "a move needs its steps or its notation")
    for key in keys:
        check = _EVENT_VALUE.get(kind, _EVENT_CHECKS["value"]) if key == "value" else _EVENT_CHECKS[key]
        check(ev[key], f"{where}, {key}")


_PLAYER = _object({
    "name": _text(MAX_NAME),
    "kind": _one_of(tuple(PlayerKind), "a player is human or computer, not {}"),
    "level": _level,
})
_DICE_INFO = {
    "fair": _object({"kind": _anything, "rolls": _whole(0, 10 ** 7),
                     "commitment": _hex64("a commitment is 64 hexadecimal digits (SHA-256)"),
                     "seed": _optional(_hex64("a fair-dice seed is 64 hexadecimal digits"))},
                    required=("commitment",), dot=True),
    "network": _object({"kind": _anything, "rolls": _whole(0, 10 ** 7),
                        "match_id": _rule(lambda v: isinstance(v, str) and re.fullmatch(r"[0-9a-f]{32}", v) is not None,
                                          "a match id is 32 hexadecimal digits, not {}"),
                        "proofs": _list_of(_list_of(_hex64("a secret is 64 hexadecimal digits"), 2,
                                                    lambda where, i: where, count=2,
                                                    count_message="a proof is both sides' secrets"),
                                           MAX_GAMES * MAX_EVENTS, lambda where, i: f"{where}[{i}]"),
                        "pending": _optional(_object({
                            "side": _one_of((0, 1), "a side is 0 or 1, not {}"),
                            "index": _whole(0, 10 ** 7),
                            "secret": _hex64("a secret is 64 hexadecimal digits"),
                            "peer_commitment": _optional(_hex64("a commitment is 64 hexadecimal digits")),
                            "revealed": _flag}, required=("side", "index", "secret"), dot=True))},
                       required=("match_id", "proofs"), dot=True),
    "seeded": _object({"kind": _anything, "rolls": _whole(0, 10 ** 7), "seed": _optional(_dice_seed)}, dot=True),
    "secure": _object({"kind": _anything, "rolls": _whole(0, 10 ** 7)}, dot=True),
    "manual": _object({"kind": _anything, "rolls": _whole(0, 10 ** 7)}, dot=True),
}


def _dice_info(v: Any, where: str) -> None:
    as_dict(v, where)
    _one_of(tuple(_DICE_INFO), "dice are fair, network, secure, seeded or manual, not {}")(v.get("kind"),
                                                                                       f"{where}.kind")
    _DICE_INFO[v["kind"]](v, where)


_GAME = _object({
    "events": _list_of(_event, MAX_EVENTS, lambda where, i: f"{where}, event {i + 1}"),
    "result": _optional(as_dict),
    "crawford": _flag,
}, required=("events",))
_CLOCK = _object({
    "free_seconds": _anything, "reserve_seconds": _anything, "max_move_seconds": _anything,  # the rules say
    "reserves": _list_of(_anything, 2, lambda where, i: where, count=2, count_message="one reserve for each player"),
}, required=("reserves",), dot=True)
_STATE = _object({
    "phase": _optional(_one_of({p.value for p in GamePhase}, "unknown phase {}")),
    "on_roll": _anything, "dice": _anything, "score": _anything, "winner": _anything,  # compared with the replay
    "position_id": _optional(_position),
    "match_id": _optional(_match_id),
    "cube": _object({
        "value": _one_of(CUBE_VALUES, "a cube shows 1, 2, 4, 8, 16, 32 or 64, not {}", illegal=True),
        "owner": _optional(_one_of((0, 1), "the cube belongs to player 0, player 1 or nobody, not {}",
                                   illegal=True)),
    }, required=("value",), dot=True),
    "turn_steps": _steps,
}, dot=True)
FILE_CHECK = _object({
    "format": _anything, "version": _anything,  # read by parse_record
    "program": _text(200),
    "saved_at": _text(64),
    "rules": _rules,
    "match_length": _whole(0, MAX_MATCH_LENGTH),
    "players": _list_of(_PLAYER, 2, lambda where, i: f"player {i + 1}", count=2,
                        count_message="a match has two players"),
    "dice": _dice_info,
    "clock": _optional(_CLOCK),
    "setup": _optional(_object({"position_id": _text(14), "match_id": _text(12)},
                               required=("position_id", "match_id"), dot=True)),
    "games": _list_of(_GAME, MAX_GAMES, lambda where, i: f"game {i + 1}"),
    "state": _STATE,
    "app": _optional(_app),
    # Checked by nard_desktop.app.analysis_store when read: a bad analysis is left
    # out without costing the match.
    "analysis": _anything,
}, required=("rules", "match_length", "games"))


