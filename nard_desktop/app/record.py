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
              or, for a match between two programs (docs/network.md):
              {"kind": "network", "match_id": "<32 hex>", "rolls": 57,
               "proofs": [["<side 0's secret>", "<side 1's secret>"], ...one per roll],
               "pending": {...this side's next committed secret: the autosave only...}},
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
from ..engine.fairdice import FairRoller, NetworkRoller, commitment_of, drawn_rolls
from ..engine.game import Event, Game, GamePhase, ResultType
from ..engine.ids import game_match_id, match_from_ids
from ..engine.match import Match
from ..engine.notation import format_play, parse_play
from ..engine.rules import RuleSet
from .record_schema import (FILE_CHECK, FORMAT, MAX_BYTES, VERSION, RecordError, as_dict, compact_json,
                            illegal_value, invalid_value, number_between, shown)
from .replay import apply_event, replay_events

__all__ = [
    "FORMAT", "VERSION", "MAX_BYTES", "RecordError",
    "record_from_match", "dumps", "parse_record", "match_from_record", "loads", "new_meta",
]

# Events the game writes itself after an action (besides the starter's roll).
_DERIVED = {"auto_double", "end"}
_RESULT_KINDS = {ResultType.SINGLE: "single", ResultType.GAMMON: "gammon", ResultType.BACKGAMMON: "backgammon"}


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


def _dice_dict(match: Match, include_seed: bool, pending: Mapping[str, Any] | None = None) -> dict[str, Any]:
    roller = match.roller
    rolls = len(drawn_rolls(match.games))
    if isinstance(roller, NetworkRoller):
        # Both sides' secrets of every roll drawn: the proof docs/network.md describes.
        d: dict[str, Any] = {"kind": "network", "match_id": roller.match_id,
                             "proofs": [list(p) for p in roller.proofs[:rolls]]}
        if include_seed and pending is not None:
            d["pending"] = dict(pending)  # this side's next secret: the autosave only
    elif isinstance(roller, FairRoller):
        d = {"kind": "fair", "commitment": roller.commitment}
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
        "dice": _dice_dict(match, include_seed, meta.get("dice_pending")),
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


def dumps(record: Mapping[str, Any]) -> bytes:
    """The record as UTF-8 JSON, one event per line (readable, diff-friendly)."""
    try:
        lines = ["{"]
        items = list(record.items())
        for i, (key, value) in enumerate(items):
            comma = "," if i < len(items) - 1 else ""
            if key == "games" and isinstance(value, list):
                lines.append(f' {compact_json(key)}: [')
                for gi, game in enumerate(value):
                    gcomma = "," if gi < len(value) - 1 else ""
                    rest = {k: v for k, v in game.items() if k != "events"}
                    events = game.get("events", [])
                    lines.append('  {"events": [')
                    for ei, ev in enumerate(events):
                        lines.append("   " + compact_json(ev) + ("," if ei < len(events) - 1 else ""))
                    tail = "".join(f", {compact_json(k)}: {compact_json(v)}" for k, v in rest.items())
                    lines.append(f"  ]{tail}}}{gcomma}")
                lines.append(f" ]{comma}")
            else:
                lines.append(f" {compact_json(key)}: {compact_json(value)}{comma}")
        lines.append("}")
        return ("\n".join(lines) + "\n").encode("utf-8")
    except (TypeError, ValueError) as exc:
        raise RecordError(f"the match cannot be written: {exc}", code="record_invalid") from None


# ================================================================== reading
def _no_constants(name: str) -> Any:
    raise RecordError(f"the file contains {name}, which is not a number", code="record_corrupt")


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise RecordError(f"the file names {k!r} twice in one place", code="record_corrupt")
        out[k] = v
    return out


def _too_large() -> RecordError:
    return RecordError(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB: it is not a match file",
                       code="record_too_large")


def parse_record(data: bytes | bytearray | memoryview | str) -> dict[str, Any]:
    """Read the JSON of a match file and check that it is ours (format and
    version); the content is checked by :func:`match_from_record`."""
    if isinstance(data, str):
        text = data
        if len(text) > MAX_BYTES:
            raise _too_large()
    else:
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise RecordError(f"a match file is bytes, not {type(data).__name__}", code="record_invalid")
        if len(data) > MAX_BYTES:
            raise _too_large()
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
    try:
        obj = json.loads(text, parse_constant=_no_constants, object_pairs_hook=_pairs)
    except RecordError:
        raise
    except RecursionError:
        # The parser recurses once per bracket and stops at Python's limit.
        raise RecordError("the file nests data far too deeply: it is not a match file",
                          code="record_too_deep") from None
    except json.JSONDecodeError as exc:
        # Cut short: the parser ran out of text inside a string or on the last word.
        rest = text[exc.pos:].strip()
        if exc.msg.startswith("Unterminated string") or _LAST_WORD.fullmatch(rest):
            raise RecordError("the file ends too early: it was cut short", code="record_truncated") from None
        raise RecordError(f"the file is damaged: {exc.msg} at line {exc.lineno}, column {exc.colno}",
                          code="record_corrupt") from None
    except (ValueError, MemoryError) as exc:
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


_LAST_WORD = re.compile(r"[\w.+-]*")


# ---------------------------------------------------------------- replay
def _engine_step(game: Game, src: int, dst: int, where: str) -> None:
    assert game.turn is not None
    path = game.turn.step(src, dst)
    if len(path) != 1:
        game.turn.undo()
        for _ in path[1:]:
            game.turn.undo()
        raise illegal_value(where, f"{src}/{dst} is not a single step")


# Who may roll or double: the player on roll, in these phases.
_ON_TURN = {"roll": (GamePhase.ROLL, GamePhase.BEAVERED), "double": (GamePhase.ROLL,)}


def _perform(game: Game, roller: ManualRoller, ev: dict, where: str, clock: bool) -> None:
    kind = ev["kind"]
    if kind in _DERIVED:
        raise RecordError(f"{where}: the game does not write a {kind!r} event here", code="record_mismatch",
                          where=where)
    if kind in _ON_TURN and game.phase in _ON_TURN[kind] and ev["player"] != game.on_roll:
        raise illegal_value(where, f"player {ev['player']} {kind}s, but it is player {game.on_roll}'s turn")
    if kind == "timeout" and not clock:
        raise illegal_value(where, "a time-out, but this match is played without the clock")
    apply_event(game, roller, kind, player=ev.get("player"), dice=ev.get("dice"), value=ev.get("value"),
                move=lambda g: _perform_move(g, ev, where))


def _perform_move(game: Game, ev: dict, where: str) -> None:
    if game.phase != GamePhase.MOVE or game.turn is None or game.dice is None:
        raise illegal_value(where, "a move, but the game is not waiting for one")
    if ev["player"] != game.on_roll:
        raise illegal_value(where, f"player {ev['player']} moves, but it is player {game.on_roll}'s turn")
    if tuple(ev["dice"]) != game.dice:
        raise illegal_value(where, f"the move is played with {ev['dice'][0]}-{ev['dice'][1]}, but the roll was "
                              f"{game.dice[0]}-{game.dice[1]}")
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
            raise illegal_value(where, "the steps leave dice that must be played")
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
    def perform(i: int, ev: dict) -> None:
        where = f"{gwhere}, event {i + 1}"
        try:
            _perform(game, roller, ev, where, clock)
        except RecordError:
            raise
        except EngineError as exc:
            raise illegal_value(where, exc.message) from None

    def check(i: int, written: list[Event]) -> None:
        # What the game wrote must be what the file says, derived events included.
        for k, pe in enumerate(written):
            w = f"{gwhere}, event {i + k + 1}"
            if i + k >= len(events):
                raise RecordError(f"{w}: missing: the game writes a {pe.kind!r} event here",
                                  code="record_mismatch", where=w)
            want = _comparable(_event_dict(pe))
            have = _comparable(events[i + k])
            if want != have:
                raise RecordError(f"{w}: the file says {compact_json(have)} where the game gives {compact_json(want)}",
                                  code="record_mismatch", where=w)

    replay_events(game, events, perform, check)


def _check_result(game: Game, g: dict, where: str) -> None:
    if "result" not in g:
        return
    r = g["result"]
    if game.result is None:
        if r is not None:
            raise RecordError(f"{where}: the file gives a result, but the game is not over",
                              code="record_mismatch", where=where)
        return
    res = game.result
    want = {"winner": res.winner, "points": res.points, "kind": _RESULT_KINDS[res.kind], "reason": res.reason,
            "cube": res.cube_value}
    if r != want:
        raise RecordError(f"{where}, result: the file says {compact_json(r)} where the game gives {compact_json(want)}",
                          code="record_mismatch", where=where)


def _apply_state(match: Match, s: dict) -> None:
    game = match.game
    if s.get("phase") == GamePhase.ROLL.value and game.phase == GamePhase.BEAVERED:
        game.decline_raccoon()
    steps = s.get("turn_steps", [])
    if steps:
        if game.turn is None:
            raise RecordError("state.turn_steps: steps of a turn, but no turn is in progress", code="record_mismatch")
        try:
            for src, dst in steps:
                _engine_step(game, src, dst, "state.turn_steps")
        except RecordError:
            raise
        except EngineError as exc:
            raise illegal_value("state.turn_steps", exc.message) from None
    current = _state_dict(match)
    for key in ("phase", "on_roll", "position_id", "match_id", "dice", "cube", "score", "winner"):
        if key in s and s[key] != current[key]:
            raise RecordError(f"state.{key}: the file says {compact_json(s[key])}, but the moves lead to "
                              f"{compact_json(current[key])}", code="record_mismatch", where=f"state.{key}")


def _set_up_match(setup: dict, length: int, rules: RuleSet, roller: ManualRoller) -> Match:
    try:
        match = match_from_ids(setup["position_id"], setup["match_id"], rules, roller=roller)
    except EngineError as exc:
        raise illegal_value("setup", exc.message) from None
    if match.length != length:
        raise RecordError(f"setup: the Match ID is for a {match.length}-point match, the file says {length}",
                          code="record_mismatch", where="setup")
    if match.rules != rules:
        raise RecordError("setup: the rules do not allow the cube the Match ID shows", code="record_mismatch",
                          where="setup")
    return match


def _check_clock(match: Match, clock: dict | None) -> None:
    if match.clock is None:
        if clock is not None:
            raise invalid_value("clock", "a clock, but these rules play a match without one")
        return
    if clock is None:
        return
    for key in ("free_seconds", "reserve_seconds", "max_move_seconds"):
        if key in clock and clock[key] != getattr(match.clock, key):
            raise RecordError(f"clock.{key}: the file says {shown(clock[key])}, the rules say "
                              f"{getattr(match.clock, key)}", code="record_mismatch")
    reserve = number_between(0, match.clock.reserve_seconds)
    for r in clock["reserves"]:
        reserve(r, "clock.reserves")
    match.clock.reserves = [float(r) for r in clock["reserves"]]


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
        raise RecordError("the file nests data far too deeply: it is not a match file",
                          code="record_too_deep") from None


def _match_from_record(record: Mapping[str, Any]) -> tuple[Match, dict[str, Any]]:
    rec = as_dict(record, "file")
    if rec.get("format") != FORMAT:
        raise RecordError("this is not a Takhteh Nard match file", code="record_foreign")
    FILE_CHECK(rec, "file")
    rules = RuleSet.from_dict(rec["rules"])
    length = rec["match_length"]
    players = [{"name": p.get("name", ""), "kind": p.get("kind", "human"), "level": p.get("level")}
               for p in rec.get("players", new_meta()["players"])]
    dice = {k: v for k, v in rec.get("dice", {"kind": "secure"}).items() if v is not None}
    if dice["kind"] != "fair":
        dice.pop("commitment", None)
    elif "seed" in dice and commitment_of(dice["seed"]) != dice["commitment"]:
        raise RecordError("the revealed dice seed does not match the commitment shown before the match",
                          code="record_seed_mismatch")
    games = rec["games"]
    if not games:
        raise invalid_value("games", "a match file holds at least one game")

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
                raise illegal_value(where, "a game after the end of the match")
            if not match.game.is_over:
                raise illegal_value(where, f"a game starts before game {gi} is over")
            match.next_game()
        game = match.game
        if "crawford" in g and g["crawford"] != game.crawford_game:
            raise RecordError(f"{where}, crawford: the file says {compact_json(g['crawford'])}, but by the score it is "
                              f"{compact_json(game.crawford_game)}", code="record_mismatch", where=where)
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
    _check_clock(match, rec.get("clock"))

    rolls = len(drawn_rolls(match.games))
    if "rolls" in dice and dice["rolls"] != rolls:
        raise RecordError(f"dice.rolls: the file counts {dice['rolls']} rolls, the games hold {rolls}",
                          code="record_mismatch")
    dice["rolls"] = rolls
    continued = True
    if dice["kind"] == "network":
        if len(dice["proofs"]) != rolls:
            raise RecordError(f"dice.proofs: the file holds {len(dice['proofs'])} proofs for {rolls} rolls",
                              code="record_mismatch")
        new_roller: Any = NetworkRoller(dice["match_id"], dice["proofs"])
    elif dice["kind"] == "fair" and "seed" in dice:
        new_roller = FairRoller(dice["seed"], start=rolls)
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
            "saved_at": rec.get("saved_at", ""), "program": rec.get("program", ""), "app": rec.get("app")}
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
