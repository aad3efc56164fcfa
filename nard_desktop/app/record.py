"""Our own match file: a JSON record of a whole match, checked move by move on load.

A record holds what is needed to rebuild a match exactly: the rules, the
match length, the players, how the dice were made (with the fair-dice
commitment and, once revealed, the seed), the clock, and for every game its
history of events: opening rolls, rolls, plays (in notation *and* as single
steps), cube actions, resignations, time-outs and results.  A ``state``
section repeats where the match stands (phase, position, dice, cube, score,
the steps of a turn in progress) so that a load can prove it got there.

Loading never trusts the file: the events are played again through a fresh
:class:`~nard_desktop.engine.match.Match` whose dice come from a
:class:`~nard_desktop.engine.dice.ManualRoller`, so the engine re-checks every
roll, every step, every cube action and every result.  A match can be saved
and resumed at any moment: between turns, with a double or a resignation
waiting for an answer, and in the middle of a turn (the steps already made
are kept; only their order of single steps is stored).

Every problem with a file (too large, nested too deeply, not UTF-8, cut
short, not JSON, another program's file, a wrong type, an impossible or
illegal match) raises :class:`RecordError` with an English message and a
``code`` for translation; no other exception escapes :func:`loads`.

Layout (version 1; docs/fair-dice.md describes the ``dice`` section)::

    {"format": "nard-desktop-match", "version": 1,
     "program": "nard-desktop 0.1.0", "saved_at": "2025-01-01T12:00:00Z",
     "rules": {...RuleSet.to_dict()...}, "match_length": 5,
     "players": [{"name": "...", "kind": "human", "level": null},
                 {"name": "...", "kind": "computer", "level": "expert"}],
     "dice": {"kind": "fair", "commitment": "<sha256 hex>", "seed": "<hex, once revealed>",
              "rolls": 57},
     "clock": null | {"free_seconds": 12, "reserve_seconds": 120,
                      "max_move_seconds": 60, "reserves": [101.5, 120.0]},
     "setup": {"position_id": "...", "match_id": "..."},   (only for a match set up
                      from GNU Backgammon's IDs: its first game starts there)
     "games": [{"events": [{"kind": "opening", "dice": [3, 1]},
                           {"kind": "roll", "player": 0, "dice": [3, 1]},
                           {"kind": "move", "player": 0, "dice": [3, 1],
                            "position": "4HPwATDgc/ABMA", "play": "8/5 6/5",
                            "steps": [[8, 5], [6, 5]]}, ...],
                "result": {"winner": 0, "points": 2, "kind": "gammon",
                           "reason": "bearoff", "cube": 1},
                "crawford": false}, ...],
     "state": {"phase": "roll", "on_roll": 1, "position_id": "...", "match_id": "...",
               "dice": null, "cube": {"value": 2, "owner": 0}, "turn_steps": [],
               "score": [2, 1], "winner": null},
     "analysis": {...optional: the match's analysis, see nard_desktop.app.analysis_store...},
     "app": {...free for the user interface...}}

Event kinds and their fields: ``opening`` (dice: player 0's die, player 1's
die), ``auto_double`` (value), ``roll`` (player, dice), ``move`` (player,
dice, position: Position ID before the move from the mover's view, play,
steps), ``double``/``take``/``beaver``/``raccoon`` (player, value: the cube
after), ``drop``/``accept``/``decline``/``timeout`` (player), ``resign``
(player, value: 1 single, 2 gammon, 3 backgammon), ``end`` (player: the
winner, value: points, reason: bearoff/resign/drop/timeout).  Points are in
each mover's own numbering (25 the bar, 0 off).  ``auto_double``, ``end`` and
the roll that hands the opening dice to the starter are written by the game
itself; a load checks that the game writes them the same way.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from typing import Any, Mapping

from .. import __version__
from ..engine.dice import ManualRoller, SecureRoller, SeededRoller
from ..engine.errors import EngineError
from ..engine.fairdice import FairRoller, commitment_of, drawn_rolls
from ..engine.game import Event, Game, GamePhase, ResultType
from ..engine.ids import MatchKey, game_match_id, match_from_ids
from ..engine.match import MAX_MATCH_LENGTH, Match
from ..engine.notation import format_play, parse_play
from ..engine.position import BAR, Position
from ..engine.kinds import PlayerKind, ResultReason
from ..engine.rules import CUBE_LIMIT, CUBE_VALUES, RuleSet

__all__ = [
    "FORMAT", "VERSION", "MAX_BYTES", "MAX_DEPTH", "RecordError",
    "record_from_match", "dumps", "parse_record", "match_from_record", "loads", "new_meta",
]

FORMAT = "nard-desktop-match"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
"""Larger files are refused before parsing: a 25-point match takes a few hundred kilobytes."""
MAX_DEPTH = 24
"""Deepest nesting of JSON arrays and objects accepted (the format itself needs 6)."""
MAX_GAMES = 2000
MAX_EVENTS = 5000
MAX_APP_BYTES = 64 * 1024
MAX_NAME = 100

PLAYER_KINDS = tuple(PlayerKind)
DICE_KINDS = ("fair", "secure", "seeded", "manual")

# Events the game writes itself after an action (besides the starter's roll).
_DERIVED = {"auto_double", "end"}
_EVENT_FIELDS = {
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
_REASONS = tuple(ResultReason)
_RESULT_KINDS = {ResultType.SINGLE: "single", ResultType.GAMMON: "gammon", ResultType.BACKGAMMON: "backgammon"}
_PHASES = {p.value for p in GamePhase}
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")
_CUBE_EVENTS = {"double", "take", "beaver", "raccoon", "auto_double"}
_CUBE_VALUES = CUBE_VALUES


class RecordError(EngineError):
    """A match file that cannot be loaded: damaged, foreign, or describing a
    match that cannot have been played.  ``code`` names the kind of problem
    (``record_too_large``, ``record_too_deep``, ``record_not_text``,
    ``record_truncated``, ``record_corrupt``, ``record_foreign``,
    ``record_newer``, ``record_invalid``, ``record_illegal``,
    ``record_mismatch``, ``record_seed_mismatch``)."""

    code = "bad_record"


# ================================================================== writing
def new_meta(players: list[Mapping[str, Any]] | None = None, app: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Metadata for :func:`record_from_match`: the two players (``name``,
    ``kind`` human/computer, ``level``) and a free ``app`` mapping."""
    meta: dict[str, Any] = {"players": [dict(p) for p in players] if players else [
        {"name": "Player 1", "kind": "human", "level": None},
        {"name": "Player 2", "kind": "computer", "level": None},
    ]}
    if app:
        meta["app"] = dict(app)
    return meta


def _event_dict(ev: Event) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": ev.kind}
    if ev.player is not None:
        d["player"] = ev.player
    if ev.dice is not None:
        d["dice"] = [ev.dice[0], ev.dice[1]]
    if ev.kind == "move" and ev.play is not None:
        if ev.position is not None:
            d["position"] = ev.position.position_id()
        d["play"] = format_play(ev.play)
        d["steps"] = [[s, t] for s, t in ev.play.moves]
    if ev.value is not None:
        d["value"] = ev.value
    if ev.detail is not None:
        d["reason"] = ev.detail
    return d


def _dice_dict(match: Match, include_seed: bool) -> dict[str, Any]:
    roller = match.roller
    rolls = len(drawn_rolls(match.games))
    if isinstance(roller, FairRoller):
        d: dict[str, Any] = {"kind": "fair", "commitment": roller.commitment}
        if include_seed or match.is_over:
            d["seed"] = roller.reveal()
    elif isinstance(roller, SeededRoller):
        d = {"kind": "seeded"}
        if isinstance(roller.seed, (int, str)) and not isinstance(roller.seed, bool):
            d["seed"] = roller.seed
    elif isinstance(roller, ManualRoller):
        d = {"kind": "manual"}
    else:
        d = {"kind": "secure"}
    d["rolls"] = rolls
    return d


def _state_dict(match: Match) -> dict[str, Any]:
    game = match.game
    return {
        "phase": game.phase.value,
        "on_roll": game.on_roll,
        "position_id": game.position.position_id() if game.phase != GamePhase.OVER else None,
        "match_id": game_match_id(game),
        "dice": [game.dice[0], game.dice[1]] if game.dice else None,
        "cube": {"value": game.cube.value, "owner": game.cube.owner},
        "turn_steps": [[s, t] for s, t in game.turn.steps] if game.turn is not None else [],
        "score": [match.score[0], match.score[1]],
        "winner": match.winner,
    }


def record_from_match(match: Match, meta: Mapping[str, Any] | None = None, *,
                      include_seed: bool = False) -> dict[str, Any]:
    """The JSON-ready record of ``match`` as it stands now.

    ``meta`` gives the players and the free ``app`` mapping (see
    :func:`new_meta`).  A fair-dice seed is written only once the match is
    over, or with ``include_seed`` (the autosave needs it to go on with the
    same committed dice; a file given to someone else mid-match should not
    carry it).
    """
    meta = dict(meta or new_meta())
    players = meta.get("players") or new_meta()["players"]
    games = []
    for game in match.games:
        g: dict[str, Any] = {"events": [_event_dict(ev) for ev in game.history]}
        if game.result is not None:
            r = game.result
            g["result"] = {"winner": r.winner, "points": r.points, "kind": _RESULT_KINDS[r.kind],
                           "reason": r.reason, "cube": r.cube_value}
        g["crawford"] = game.crawford_game
        games.append(g)
    clock = None
    if match.clock is not None:
        c = match.clock
        clock = {"free_seconds": c.free_seconds, "reserve_seconds": c.reserve_seconds,
                 "max_move_seconds": c.max_move_seconds, "reserves": [float(x) for x in c.reserves]}
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "program": f"nard-desktop {__version__}",
        "saved_at": meta.get("saved_at") or _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "rules": match.rules.to_dict(),
        "match_length": match.length,
        "players": [{"name": p.get("name", ""), "kind": p.get("kind", "human"), "level": p.get("level")}
                    for p in players],
        "dice": _dice_dict(match, include_seed),
        "clock": clock,
    }
    if getattr(match, "setup", None):
        record["setup"] = {"position_id": match.setup[0], "match_id": match.setup[1]}
    record.update({
        "games": games,
        "state": _state_dict(match),
    })
    if meta.get("analysis") is not None:
        # The analysis kept with the match (nard_desktop.app.analysis_store owns its content).
        record["analysis"] = meta["analysis"]
    if meta.get("app") is not None:
        record["app"] = meta["app"]
    return record


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def dumps(record: Mapping[str, Any]) -> bytes:
    """The record as UTF-8 JSON, one event per line (readable, diff-friendly)."""
    try:
        lines = ["{"]
        items = list(record.items())
        for i, (key, value) in enumerate(items):
            comma = "," if i < len(items) - 1 else ""
            if key == "games" and isinstance(value, list):
                lines.append(f' {_compact(key)}: [')
                for gi, game in enumerate(value):
                    gcomma = "," if gi < len(value) - 1 else ""
                    rest = {k: v for k, v in game.items() if k != "events"}
                    events = game.get("events", [])
                    lines.append('  {"events": [')
                    for ei, ev in enumerate(events):
                        lines.append("   " + _compact(ev) + ("," if ei < len(events) - 1 else ""))
                    tail = "".join(f", {_compact(k)}: {_compact(v)}" for k, v in rest.items())
                    lines.append(f"  ]{tail}}}{gcomma}")
                lines.append(f" ]{comma}")
            else:
                lines.append(f" {_compact(key)}: {_compact(value)}{comma}")
        lines.append("}")
        return ("\n".join(lines) + "\n").encode("utf-8")
    except (TypeError, ValueError) as exc:
        raise RecordError(f"the match cannot be written: {exc}", code="record_invalid") from None


# ================================================================== reading
_TOKENS = re.compile(r'\\.|["\[\]{}]', re.S)


def _check_depth(text: str) -> bool:
    """Refuse deep nesting before the JSON parser recurses into it.  Returns
    True when the text ends inside a string or with brackets left open."""
    depth = 0
    in_string = False
    for m in _TOKENS.finditer(text):
        tok = m.group()
        if tok == '"':
            in_string = not in_string
        elif in_string or len(tok) == 2:
            continue
        elif tok in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise RecordError(f"the file nests data more than {MAX_DEPTH} levels deep: it is not a match file",
                                  code="record_too_deep")
        else:
            depth -= 1
    return in_string or depth > 0


def _no_constants(name: str) -> Any:
    raise RecordError(f"the file contains {name}, which is not a number", code="record_corrupt")


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise RecordError(f"the file names {k!r} twice in one place", code="record_corrupt")
        out[k] = v
    return out


def parse_record(data: bytes | bytearray | memoryview | str) -> dict[str, Any]:
    """Read the JSON of a match file and check that it is ours (format and
    version); the content is checked by :func:`match_from_record`."""
    if isinstance(data, str):
        text = data
        if len(text) > MAX_BYTES:
            raise RecordError(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB: it is not a match file",
                              code="record_too_large")
    else:
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise RecordError(f"a match file is bytes, not {type(data).__name__}", code="record_invalid")
        if len(data) > MAX_BYTES:
            raise RecordError(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB: it is not a match file",
                              code="record_too_large")
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("the file is not UTF-8 text: it is not a match file (or it is damaged)",
                              code="record_not_text") from None
    text = text.lstrip("\ufeff")
    if not text.strip():
        raise RecordError("the file is empty", code="record_truncated")
    if not text.lstrip().startswith("{"):
        raise RecordError("this is not a Takhteh Nard match file", code="record_foreign")
    unclosed = _check_depth(text)
    try:
        obj = json.loads(text, parse_constant=_no_constants, object_pairs_hook=_pairs)
    except RecordError:
        raise
    except json.JSONDecodeError as exc:
        end = len(text.rstrip())
        if exc.pos >= end or (unclosed and exc.pos >= end - 200):
            raise RecordError("the file ends too early: it was cut short", code="record_truncated") from None
        raise RecordError(f"the file is damaged: {exc.msg} at line {exc.lineno}, column {exc.colno}",
                          code="record_corrupt") from None
    except (ValueError, RecursionError, MemoryError) as exc:
        raise RecordError(f"the file is damaged: {exc}", code="record_corrupt") from None
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise RecordError("this is not a Takhteh Nard match file", code="record_foreign")
    version = obj.get("version")
    if type(version) is not int or version < 1:
        raise RecordError("the match file has no valid format version", code="record_invalid")
    if version > VERSION:
        raise RecordError(f"the match file was written by a newer version of the program (format {version})",
                          code="record_newer")
    return obj


# ------------------------------------------------------------- validation
def _bad(where: str, what: str) -> RecordError:
    return RecordError(f"{where}: {what}", code="record_invalid", where=where)


def _int(v: Any, where: str, lo: int, hi: int) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise _bad(where, f"expected a whole number {lo}–{hi}, found {_show(v)}")
    return v


def _num(v: Any, where: str, lo: float, hi: float) -> float:
    if type(v) not in (int, float) or not lo <= v <= hi:
        raise _bad(where, f"expected a number {lo:g}–{hi:g}, found {_show(v)}")
    return float(v)


def _str(v: Any, where: str, max_len: int) -> str:
    if not isinstance(v, str) or len(v) > max_len:
        raise _bad(where, f"expected a text of at most {max_len} characters, found {_show(v)}")
    return v


def _dict(v: Any, where: str) -> dict:
    if not isinstance(v, dict):
        raise _bad(where, f"expected an object, found {_show(v)}")
    return v


def _list(v: Any, where: str, max_len: int) -> list:
    if not isinstance(v, list) or len(v) > max_len:
        raise _bad(where, f"expected a list of at most {max_len} items, found {_show(v)}")
    return v


def _show(v: Any) -> str:
    if isinstance(v, dict):
        return "an object"
    if isinstance(v, list):
        return "a list"
    text = json.dumps(v) if isinstance(v, (str, int, float, bool)) or v is None else type(v).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _player(v: Any, where: str) -> int:
    if type(v) is not int or v not in (0, 1):
        raise _bad(where, f"a player is 0 or 1, not {_show(v)}")
    return v


def _dice(v: Any, where: str) -> tuple[int, int]:
    if not isinstance(v, list) or len(v) != 2 or any(type(d) is not int for d in v):
        raise _bad(where, f"a roll is two dice, found {_show(v)}")
    if not all(1 <= d <= 6 for d in v):
        raise RecordError(f"{where}: dice show 1–6, not {v[0]}-{v[1]}", code="record_illegal", where=where)
    return (v[0], v[1])


def _steps(v: Any, where: str) -> list[tuple[int, int]]:
    v = _list(v, where, 4)
    out = []
    for i, s in enumerate(v):
        if not isinstance(s, list) or len(s) != 2 or any(type(p) is not int for p in s):
            raise _bad(f"{where} (step {i + 1})", f"a step is [from, to], found {_show(s)}")
        if not 0 <= s[1] < s[0] <= BAR:
            raise RecordError(f"{where}[{i}]: no checker moves from {s[0]} to {s[1]}", code="record_illegal",
                              where=where)
        out.append((s[0], s[1]))
    return out


def _position(v: Any, where: str) -> Position:
    _str(v, where, 14)
    try:
        return Position.from_position_id(v)
    except EngineError as exc:
        raise RecordError(f"{where}: {exc.message}", code="record_illegal", where=where) from None


def _check_event(ev: Any, where: str) -> dict:
    ev = _dict(ev, where)
    kind = ev.get("kind")
    if not isinstance(kind, str) or kind not in _EVENT_FIELDS:
        raise _bad(where, f"unknown event kind {_show(kind)}")
    need, optional = _EVENT_FIELDS[kind]
    keys = set(ev) - {"kind"}
    if need - keys:
        raise _bad(where, f"a {kind!r} event needs {', '.join(sorted(need - keys))}")
    if keys - need - optional:
        raise _bad(where, f"a {kind!r} event has no field {', '.join(sorted(keys - need - optional))}")
    if "player" in ev:
        _player(ev["player"], f"{where}, player")
    if "dice" in ev:
        _dice(ev["dice"], f"{where}, dice")
    if "value" in ev:
        hi = 3 if kind == "resign" else CUBE_LIMIT * 3 if kind == "end" else CUBE_LIMIT
        value = _int(ev["value"], f"{where}, value", 1, hi)
        if kind in _CUBE_EVENTS and value not in _CUBE_VALUES[1:]:
            raise RecordError(f"{where}, value: a cube shows 2, 4, 8, 16, 32 or 64, not {value}",
                              code="record_illegal", where=where)
    if "reason" in ev and ev["reason"] not in _REASONS:
        raise _bad(f"{where}, reason", f"unknown reason {_show(ev['reason'])}")
    if kind == "move":
        if "steps" not in ev and "play" not in ev:
            raise _bad(where, "a move needs its steps or its notation")
        if "steps" in ev:
            _steps(ev["steps"], f"{where}, steps")
        if "play" in ev:
            _str(ev["play"], f"{where}, play", 120)
        if "position" in ev:
            _position(ev["position"], f"{where}, position")
    return ev


def _check_players(v: Any) -> list[dict[str, Any]]:
    v = _list(v, "players", 2)
    if len(v) != 2:
        raise _bad("players", "a match has two players")
    out = []
    for i, p in enumerate(v):
        where = f"player {i + 1}"
        p = _dict(p, where)
        if set(p) - {"name", "kind", "level"}:
            raise _bad(where, f"unknown fields {', '.join(sorted(set(p) - {'name', 'kind', 'level'}))}")
        name = _str(p.get("name", ""), f"{where}, name", MAX_NAME)
        kind = p.get("kind", "human")
        if kind not in PLAYER_KINDS:
            raise _bad(f"{where}, kind", f"a player is human or computer, not {_show(kind)}")
        level = p.get("level")
        if level is not None and not (isinstance(level, str) and len(level) <= 40) and not (
                type(level) is int and 0 <= level <= 1000):
            raise _bad(f"{where}, level", f"a level is a short text or a number, not {_show(level)}")
        out.append({"name": name, "kind": kind, "level": level})
    return out


def _check_dice_info(v: Any) -> dict[str, Any]:
    v = _dict(v, "dice")
    kind = v.get("kind")
    if kind not in DICE_KINDS:
        raise _bad("dice.kind", f"dice are fair, secure, seeded or manual, not {_show(kind)}")
    allowed = {"kind", "rolls", "commitment", "seed"} if kind in ("fair", "seeded") else {"kind", "rolls"}
    if set(v) - allowed:
        raise _bad("dice", f"unknown fields {', '.join(sorted(set(v) - allowed))}")
    out: dict[str, Any] = {"kind": kind}
    if "rolls" in v:
        out["rolls"] = _int(v["rolls"], "dice.rolls", 0, 10 ** 7)
    if kind == "fair":
        c = v.get("commitment")
        if not isinstance(c, str) or not _HEX64.match(c):
            raise _bad("dice.commitment", "a commitment is 64 hexadecimal digits (SHA-256)")
        out["commitment"] = c
        if v.get("seed") is not None:
            s = v["seed"]
            if not isinstance(s, str) or not _HEX64.match(s):
                raise _bad("dice.seed", "a fair-dice seed is 64 hexadecimal digits")
            if commitment_of(s) != c:
                raise RecordError("the revealed dice seed does not match the commitment shown before the match",
                                  code="record_seed_mismatch")
            out["seed"] = s
    elif kind == "seeded" and v.get("seed") is not None:
        s = v["seed"]
        if not ((type(s) is int and abs(s) < 2 ** 63) or (isinstance(s, str) and len(s) <= 100)):
            raise _bad("dice.seed", f"a dice seed is a number or a short text, not {_show(s)}")
        out["seed"] = s
    return out


# ---------------------------------------------------------------- replay
def _engine_step(game: Game, src: int, dst: int, where: str) -> None:
    assert game.turn is not None
    path = game.turn.step(src, dst)
    if len(path) != 1:
        game.turn.undo()
        for _ in path[1:]:
            game.turn.undo()
        raise RecordError(f"{where}: {src}/{dst} is not a single step", code="record_illegal", where=where)


def _perform(game: Game, roller: ManualRoller, ev: dict, where: str, clock: bool) -> None:
    kind = ev["kind"]
    if game.phase == GamePhase.BEAVERED and kind not in ("raccoon", "roll", "take", "drop"):
        game.decline_raccoon()  # playing on after a beaver is not an event of its own
    if kind == "opening":
        roller.push(tuple(ev["dice"]))
        game.roll_opening()
    elif kind == "roll":
        if game.phase in (GamePhase.ROLL, GamePhase.BEAVERED) and ev["player"] != game.on_roll:
            raise RecordError(f"{where}: player {ev['player']} rolls, but it is player {game.on_roll}'s turn",
                              code="record_illegal", where=where)
        roller.push(tuple(ev["dice"]))
        game.roll()
    elif kind == "move":
        _perform_move(game, ev, where)
    elif kind == "double":
        if game.phase == GamePhase.ROLL and ev["player"] != game.on_roll:
            raise RecordError(f"{where}: player {ev['player']} doubles, but it is player {game.on_roll}'s turn",
                              code="record_illegal", where=where)
        game.double()
    elif kind == "take":
        game.take()
    elif kind == "drop":
        game.drop()
    elif kind == "beaver":
        game.beaver()
    elif kind == "raccoon":
        game.raccoon()
    elif kind == "resign":
        game.offer_resignation(ev["player"], ev["value"])
    elif kind == "accept":
        game.accept_resignation()
    elif kind == "decline":
        game.decline_resignation()
    elif kind == "timeout":
        if not clock:
            raise RecordError(f"{where}: a time-out, but this match is played without the clock",
                              code="record_illegal", where=where)
        game.forfeit_on_time(ev["player"])


def _perform_move(game: Game, ev: dict, where: str) -> None:
    if game.phase != GamePhase.MOVE or game.turn is None or game.dice is None:
        raise RecordError(f"{where}: a move, but the game is not waiting for one", code="record_illegal", where=where)
    if ev["player"] != game.on_roll:
        raise RecordError(f"{where}: player {ev['player']} moves, but it is player {game.on_roll}'s turn",
                          code="record_illegal", where=where)
    if tuple(ev["dice"]) != game.dice:
        raise RecordError(f"{where}: the move is played with {ev['dice'][0]}-{ev['dice'][1]}, but the roll was "
                          f"{game.dice[0]}-{game.dice[1]}", code="record_illegal", where=where)
    start = game.turn.start
    if "position" in ev and ev["position"] != start.position_id():
        raise RecordError(f"{where}: the position before the move is not the one the game reached",
                          code="record_mismatch", where=where)
    text_play = None
    if "play" in ev and "steps" not in ev:
        text_play = parse_play(start, game.dice, ev["play"], game.rules)
    if "steps" in ev:
        for src, dst in ev["steps"]:
            _engine_step(game, src, dst, where)
        if not game.turn.is_complete():
            raise RecordError(f"{where}: the steps leave dice that must be played", code="record_illegal",
                              where=where)
        # The notation must name the same play; reading it is needed only
        # where it is not the text this program writes for the steps.
        if "play" in ev and ev["play"] != format_play(game.turn.play()):
            text_play = parse_play(start, game.dice, ev["play"], game.rules)
        if text_play is not None and text_play.result != game.turn.position:
            raise RecordError(f"{where}: the notation {ev['play']!r} and the steps describe different plays",
                              code="record_mismatch", where=where)
        game.commit()
    else:
        assert text_play is not None
        game.play(text_play)


def _comparable(d: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k != "play"}


def _replay_game(game: Game, roller: ManualRoller, events: list, gwhere: str, clock: bool) -> None:
    i = 0
    while i < len(events):
        where = f"{gwhere}, event {i + 1}"
        ev = events[i]
        kind = ev["kind"]
        if kind in _DERIVED:
            raise RecordError(f"{where}: the game does not write a {kind!r} event here", code="record_mismatch",
                              where=where)
        before = len(game.history)
        try:
            _perform(game, roller, ev, where, clock)
        except RecordError:
            raise
        except EngineError as exc:
            raise RecordError(f"{where}: {exc.message}", code="record_illegal", where=where) from None
        produced = game.history[before:]
        for k, pe in enumerate(produced):
            w = f"{gwhere}, event {i + k + 1}"
            if i + k >= len(events):
                raise RecordError(f"{w}: missing: the game writes a {pe.kind!r} event here",
                                  code="record_mismatch", where=w)
            want = _comparable(_event_dict(pe))
            have = _comparable(events[i + k])
            if want != have:
                raise RecordError(f"{w}: the file says {_compact(have)} where the game gives {_compact(want)}",
                                  code="record_mismatch", where=w)
        i += max(1, len(produced))


def _check_result(game: Game, g: dict, where: str) -> None:
    if "result" not in g:
        return
    r = _dict(g["result"], f"{where}, result")
    if game.result is None:
        if r is not None:
            raise RecordError(f"{where}: the file gives a result, but the game is not over",
                              code="record_mismatch", where=where)
        return
    res = game.result
    want = {"winner": res.winner, "points": res.points, "kind": _RESULT_KINDS[res.kind], "reason": res.reason,
            "cube": res.cube_value}
    if r != want:
        raise RecordError(f"{where}, result: the file says {_compact(r)} where the game gives {_compact(want)}",
                          code="record_mismatch", where=where)


def _apply_state(match: Match, s: Any) -> None:
    s = _dict(s, "state")
    game = match.game
    allowed = {"phase", "on_roll", "position_id", "match_id", "dice", "cube", "turn_steps", "score", "winner"}
    if set(s) - allowed:
        raise _bad("state", f"unknown fields {', '.join(sorted(set(s) - allowed))}")
    phase = s.get("phase")
    if phase is not None and (not isinstance(phase, str) or phase not in _PHASES):
        raise _bad("state.phase", f"unknown phase {_show(phase)}")
    if phase == GamePhase.ROLL.value and game.phase == GamePhase.BEAVERED:
        game.decline_raccoon()
    if s.get("position_id") is not None:
        _position(s["position_id"], "state.position_id")
    if s.get("match_id") is not None:
        try:
            MatchKey.decode(_str(s["match_id"], "state.match_id", 12))
        except EngineError as exc:
            if isinstance(exc, RecordError):
                raise
            raise RecordError(f"state.match_id: {exc.message}", code="record_illegal") from None
    if "cube" in s:
        cube = _dict(s["cube"], "state.cube")
        if cube.get("value") not in _CUBE_VALUES or type(cube.get("value")) is not int:
            raise RecordError(f"state.cube: a cube shows 1, 2, 4, 8, 16, 32 or 64, not {_show(cube.get('value'))}",
                              code="record_illegal")
        if cube.get("owner") not in (None, 0, 1) or type(cube.get("owner")) is bool:
            raise RecordError(f"state.cube: the cube belongs to player 0, player 1 or nobody, not "
                              f"{_show(cube.get('owner'))}", code="record_illegal")
    steps = _steps(s.get("turn_steps", []), "state.turn_steps")
    if steps:
        if game.turn is None:
            raise RecordError("state.turn_steps: steps of a turn, but no turn is in progress", code="record_mismatch")
        try:
            for src, dst in steps:
                _engine_step(game, src, dst, "state.turn_steps")
        except EngineError as exc:
            if isinstance(exc, RecordError):
                raise
            raise RecordError(f"state.turn_steps: {exc.message}", code="record_illegal") from None
    current = _state_dict(match)
    for key in ("phase", "on_roll", "position_id", "match_id", "dice", "cube", "score", "winner"):
        if key in s and s[key] != current[key]:
            raise RecordError(f"state.{key}: the file says {_compact(s[key])}, but the moves lead to "
                              f"{_compact(current[key])}", code="record_mismatch", where=f"state.{key}")


def _set_up_match(setup: Any, length: int, rules: RuleSet, roller: ManualRoller) -> Match:
    s = _dict(setup, "setup")
    if set(s) != {"position_id", "match_id"}:
        raise _bad("setup", "a set-up is a position_id and a match_id")
    pid = _str(s["position_id"], "setup.position_id", 14)
    mid = _str(s["match_id"], "setup.match_id", 12)
    try:
        match = match_from_ids(pid, mid, rules, roller=roller)
    except EngineError as exc:
        raise RecordError(f"setup: {exc.message}", code="record_illegal", where="setup") from None
    if match.length != length:
        raise RecordError(f"setup: the Match ID is for a {match.length}-point match, the file says {length}",
                          code="record_mismatch", where="setup")
    if match.rules != rules:
        raise RecordError("setup: the rules do not allow the cube the Match ID shows", code="record_mismatch",
                          where="setup")
    return match


def match_from_record(record: Mapping[str, Any]) -> tuple[Match, dict[str, Any]]:
    """Rebuild the live match of a record by playing every event again.

    Returns ``(match, meta)``.  ``meta`` holds ``players``, ``dice`` (kind,
    commitment, seed, rolls), ``clock``, ``saved_at``, ``program`` and
    ``app``, and ``dice_continued``: True when the match goes on with the
    same dice it was played with (fair dice need their seed for that), False
    when fresh secure dice take over.  The match's roller is set for playing
    on.
    """
    try:
        return _match_from_record(record)
    except RecordError:
        raise
    except EngineError as exc:
        raise RecordError(f"the match file describes a match that cannot be played: {exc.message}",
                          code="record_illegal") from None
    except RecursionError:
        raise RecordError("the file nests data too deeply", code="record_too_deep") from None


def _match_from_record(record: Mapping[str, Any]) -> tuple[Match, dict[str, Any]]:
    rec = _dict(record, "file")
    if rec.get("format") != FORMAT:
        raise RecordError("this is not a Takhteh Nard match file", code="record_foreign")
    known = {"format", "version", "program", "saved_at", "rules", "match_length", "players", "dice", "clock",
             "setup", "games", "state", "app", "analysis"}
    unknown = set(rec) - known
    if unknown:
        raise _bad("file", f"unknown fields {', '.join(sorted(map(str, unknown)))[:200]}")
    for key in ("rules", "match_length", "games"):
        if key not in rec:
            raise _bad("file", f"the field {key!r} is missing")
    try:
        rules = RuleSet.from_dict(_dict(rec["rules"], "rules"))
    except RecordError:
        raise
    except (EngineError, TypeError) as exc:
        raise _bad("rules", str(exc)) from None
    length = _int(rec["match_length"], "match_length", 0, MAX_MATCH_LENGTH)
    players = _check_players(rec.get("players", new_meta()["players"]))
    dice = _check_dice_info(rec.get("dice", {"kind": "secure"}))
    program = _str(rec.get("program", ""), "program", 200)
    saved_at = _str(rec.get("saved_at", ""), "saved_at", 64)
    app = rec.get("app")
    if app is not None:
        _dict(app, "app")
        if len(_compact(app).encode("utf-8")) > MAX_APP_BYTES:
            raise _bad("app", "the user interface's data is too large")
    games = _list(rec["games"], "games", MAX_GAMES)
    if not games:
        raise _bad("games", "a match file holds at least one game")
    for gi, g in enumerate(games):
        g = _dict(g, f"game {gi + 1}")
        if set(g) - {"events", "result", "crawford"}:
            raise _bad(f"game {gi + 1}", f"unknown fields {', '.join(sorted(set(g) - {'events', 'result', 'crawford'}))}")
        events = _list(g.get("events"), f"game {gi + 1}, events", MAX_EVENTS)
        for ei, ev in enumerate(events):
            _check_event(ev, f"game {gi + 1}, event {ei + 1}")
        if "crawford" in g and type(g["crawford"]) is not bool:
            raise _bad(f"game {gi + 1}, crawford", f"expected true or false, found {_show(g['crawford'])}")

    roller = ManualRoller()
    setup_events = 0
    if rec.get("setup") is not None:
        match = _set_up_match(rec["setup"], length, rules, roller)
        setup_events = len(match.game.history)
    else:
        match = Match(length, rules, roller=roller)
    for gi, g in enumerate(games):
        where = f"game {gi + 1}"
        if gi:
            if match.is_over:
                raise RecordError(f"{where}: a game after the end of the match", code="record_illegal", where=where)
            if not match.game.is_over:
                raise RecordError(f"{where}: a game starts before game {gi} is over", code="record_illegal",
                                  where=where)
            match.next_game()
        game = match.game
        if "crawford" in g and g["crawford"] != game.crawford_game:
            raise RecordError(f"{where}, crawford: the file says {_compact(g['crawford'])}, but by the score it is "
                              f"{_compact(game.crawford_game)}", code="record_mismatch", where=where)
        events = g["events"]
        if gi == 0 and setup_events:
            # A double or a resignation offered in the IDs: the set-up wrote it already.
            made = [_comparable(_event_dict(ev)) for ev in game.history]
            if [_comparable(ev) for ev in events[:setup_events]] != made:
                raise RecordError(f"{where}: the first events are not those of the set-up position",
                                  code="record_mismatch", where=where)
            events = events[setup_events:]
        _replay_game(game, roller, events, where, match.clock is not None)
        _check_result(game, g, where)

    if "state" in rec:
        _apply_state(match, rec["state"])
    clock = rec.get("clock")
    if match.clock is None:
        if clock is not None:
            raise _bad("clock", "a clock, but these rules play a match without one")
    elif clock is not None:
        c = _dict(clock, "clock")
        if set(c) - {"free_seconds", "reserve_seconds", "max_move_seconds", "reserves"}:
            raise _bad("clock", "unknown fields")
        for key in ("free_seconds", "reserve_seconds", "max_move_seconds"):
            if key in c and c[key] != getattr(match.clock, key):
                raise RecordError(f"clock.{key}: the file says {_show(c[key])}, the rules say "
                                  f"{getattr(match.clock, key)}", code="record_mismatch")
        reserves = _list(c.get("reserves"), "clock.reserves", 2)
        if len(reserves) != 2:
            raise _bad("clock.reserves", "one reserve for each player")
        match.clock.reserves = [_num(r, f"clock, reserves", 0, match.clock.reserve_seconds)
                                for i, r in enumerate(reserves)]

    rolls = len(drawn_rolls(match.games))
    if "rolls" in dice and dice["rolls"] != rolls:
        raise RecordError(f"dice.rolls: the file counts {dice['rolls']} rolls, the games hold {rolls}",
                          code="record_mismatch")
    dice["rolls"] = rolls
    continued = True
    if dice["kind"] == "fair" and "seed" in dice:
        new_roller: Any = FairRoller(dice["seed"], start=rolls)
    elif dice["kind"] == "seeded" and "seed" in dice:
        new_roller = SeededRoller(dice["seed"])
        for _ in range(rolls):
            new_roller.roll()
    elif dice["kind"] == "manual":
        new_roller = ManualRoller()
    else:
        new_roller = SecureRoller()
        continued = dice["kind"] == "secure"
    match.roller = new_roller
    for game in match.games:
        game.roller = new_roller
    meta = {"players": players, "dice": dice, "dice_continued": continued,
            "clock": None if match.clock is None else {"reserves": list(match.clock.reserves)},
            "saved_at": saved_at, "program": program, "app": app}
    if rec.get("analysis") is not None:
        # Passed on unchecked: nard_desktop.app.analysis_store checks it, and a bad
        # analysis is left out without costing the match.
        meta["analysis"] = rec["analysis"]
    return match, meta


def loads(data: bytes | bytearray | memoryview | str) -> tuple[Match, dict[str, Any]]:
    """Load a match file: :func:`parse_record` then :func:`match_from_record`.

    Raises :class:`RecordError` (and nothing else) for every kind of bad input.
    """
    return match_from_record(parse_record(data))
