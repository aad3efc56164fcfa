"""Our match file: saving and loading reproduce the match exactly, at any moment,
and every load is checked by the engine."""

from __future__ import annotations

import base64
import json
import random

import pytest

from nard_desktop.app.record import (
    FORMAT, VERSION, RecordError, dumps, loads, match_from_record, new_meta, parse_record, record_from_match,
)
from nard_desktop.app.record import _event_dict  # the writer's own view of an event
from nard_desktop.engine import (
    CubeState, EngineError, GamePhase, ManualRoller, Match, Position, RuleSet, SecureRoller, SeededRoller,
    game_ids,
)
from nard_desktop.engine.fairdice import FairRoller
from random_play import play_random, self_test_match

MONEY_BEAVERS = RuleSet.preset("money").replace(beavers=True, raccoons=True, automatic_doubles=True,
                                                automatic_doubles_limit=2)
CLOCK_MATCH = RuleSet.preset("international_match").replace(clock=True, holland=True)
HOUSE = RuleSet(opening_reroll=True, no_hit_and_stack_in_home=True, backgammon_counts_as_gammon=True)
CAFE = RuleSet.preset("iranian_cafe")


def snapshot(match: Match):
    """Everything a resumed match must have exactly as it was."""
    out = [list(match.score), match.winner, match.crawford_played, len(match.games), match.length, match.rules,
           None if match.clock is None else list(match.clock.reserves)]
    for g in match.games:
        out.append((g.phase, g.on_roll, g.position, g.dice, g.cube, g.result,
                    [_event_dict(e) for e in g.history], g.turn.steps if g.turn else None,
                    g.resignation_offer, g.pending_double, list(g.rolls), g.first_turn, g.crawford_game,
                    g.post_crawford, g.score, g.auto_doubles, game_ids(g) if not g.is_over else None))
    return out


def roundtrip(match, meta=None, **kw):
    return loads(dumps(record_from_match(match, meta, **kw)))


@pytest.mark.parametrize("rules,length,seed", [
    (MONEY_BEAVERS, 0, 1), (CLOCK_MATCH, 3, 2), (HOUSE, 5, 3), (CAFE, 3, 4),
    (RuleSet.preset("international_match"), 1, 5),
])
def test_save_and_load_at_every_kind_of_moment_reproduces_the_match(rules, length, seed):
    """Between turns, with dice out, after single steps, with a double or a
    resignation waiting, after a beaver, at game and match end."""
    match = Match(length, rules, roller=FairRoller(bytes([seed]) * 32))
    rng = random.Random(seed)
    phases = set()
    actions = 0
    while not match.is_over and actions < 260:
        actions += play_random(match, rng, rng.randint(1, 6), resign=0.03, timeout=0.003)
        loaded, meta = roundtrip(match, include_seed=True)
        assert snapshot(loaded) == snapshot(match)
        phases.add(match.game.phase)
        # The resumed match goes on with the same committed dice.
        assert loaded.roller.index == match.roller.index
        assert meta["dice_continued"] is True
    assert {GamePhase.MOVE, GamePhase.ROLL} <= phases


def test_a_resumed_match_plays_on_exactly_as_if_never_stopped():
    def run(stop_at):
        match = Match(5, roller=FairRoller(bytes([9]) * 32))
        rng = random.Random(77)
        play_random(match, rng, stop_at)
        state = rng.getstate()
        match, _ = roundtrip(match, include_seed=True)
        rng.setstate(state)
        play_random(match, rng, 400)
        return snapshot(match)

    reference = Match(5, roller=FairRoller(bytes([9]) * 32))
    play_random(reference, random.Random(77), 100 + 400)
    assert run(100) == snapshot(reference)
    assert run(37) == run(100)


def test_a_turn_in_progress_is_kept_step_by_step():
    match = Match(3, roller=ManualRoller([(3, 1), (6, 4)]))
    g = match.game
    g.roll_opening()
    g.step(8, 5)
    loaded, _ = roundtrip(match)
    lg = loaded.game
    assert lg.phase == GamePhase.MOVE and lg.turn.steps == ((8, 5),)
    assert lg.turn.dice_left() == [1]
    lg.step(6, 5)
    lg.commit()
    assert lg.on_roll == 1


def test_a_resignation_offered_in_the_middle_of_a_turn_is_restored():
    match = Match(0, RuleSet.preset("money"), roller=ManualRoller([(6, 5)]))
    g = match.game
    g.roll_opening()
    g.step(24, 18)
    g.offer_resignation(1, 2)
    loaded, _ = roundtrip(match)
    lg = loaded.game
    assert lg.phase == GamePhase.RESIGN_OFFERED and lg.resignation_offer == (1, 2)
    lg.decline_resignation()
    assert lg.phase == GamePhase.MOVE and lg.turn.steps == ((24, 18),)


def test_playing_on_after_a_beaver_without_a_raccoon_is_restored():
    rules = RuleSet.preset("money").replace(beavers=True, raccoons=True)
    match = Match(0, rules, roller=ManualRoller([(3, 1), (6, 4)]))
    g = match.game
    g.roll_opening()
    g.play(g.legal_plays()[0])
    g.double()
    g.beaver()
    assert g.phase == GamePhase.BEAVERED
    g.decline_raccoon()
    loaded, _ = roundtrip(match)
    assert loaded.game.phase == GamePhase.ROLL and loaded.game.cube == CubeState(4, 0)


def test_automatic_doubles_and_raccoons_survive():
    """docs/rules.md §2 automatic doubles, §8 beaver and raccoon (money play)."""
    match = Match(0, MONEY_BEAVERS, roller=ManualRoller([(2, 2), (5, 5), (6, 2), (4, 1)]))
    g = match.game
    for _ in range(3):
        g.roll_opening()
    assert g.cube == CubeState(4, None)
    g.play(g.legal_plays()[0])
    g.double()
    g.beaver()
    g.raccoon()
    assert g.cube == CubeState(32, 0)
    loaded, _ = roundtrip(match)
    assert snapshot(loaded) == snapshot(match)
    kinds = [e.kind for e in loaded.game.history]
    assert kinds.count("auto_double") == 2 and "raccoon" in kinds


def test_clock_reserves_and_time_outs_survive():
    """docs/rules.md §9: running out of time loses the match."""
    match = Match(3, CLOCK_MATCH, roller=ManualRoller([(3, 1)]))
    match.game.roll_opening()
    match.game.play(match.game.legal_plays()[0])
    assert match.charge_clock(0, 40)
    loaded, meta = roundtrip(match)
    assert loaded.clock.reserves == pytest.approx([120 - 28, 120])
    assert meta["clock"]["reserves"] == loaded.clock.reserves
    match.charge_clock(1, 61)
    loaded, _ = roundtrip(match)
    assert loaded.is_over and loaded.winner == 0 and loaded.game.result.reason == "timeout"


def test_the_fair_dice_seed_is_written_only_when_allowed():
    match, meta = self_test_match(2)
    assert match.is_over
    assert "seed" in record_from_match(match, meta)["dice"]
    live = Match(3, roller=FairRoller())
    live.game.roll_opening()
    rec = record_from_match(live)
    assert "seed" not in rec["dice"] and rec["dice"]["commitment"] == live.roller.commitment
    assert record_from_match(live, include_seed=True)["dice"]["seed"] == live.roller.reveal()
    loaded, meta = loads(dumps(rec))
    # Without the seed the committed dice cannot go on: fresh secure dice take over.
    assert isinstance(loaded.roller, SecureRoller) and meta["dice_continued"] is False


def test_seeded_dice_go_on_with_the_same_sequence():
    match = Match(3, roller=SeededRoller(42))
    play_random(match, random.Random(1), 50)
    loaded, meta = roundtrip(match)
    assert meta["dice"] == {"kind": "seeded", "seed": 42, "rolls": meta["dice"]["rolls"]}
    assert [loaded.roller.roll() for _ in range(5)] == [match.roller.roll() for _ in range(5)]


def test_players_names_levels_and_the_interface_data_are_kept():
    meta = new_meta([{"name": "سارا", "kind": "human", "level": None},
                     {"name": "Computer", "kind": "computer", "level": "expert"}],
                    app={"flip_board": True, "move_seconds": 3.5})
    match = Match(5, roller=SeededRoller(1))
    loaded, back = roundtrip(match, meta)
    assert back["players"] == meta["players"]
    assert back["app"] == meta["app"]
    assert loaded.rules == match.rules and loaded.length == 5


def test_the_file_is_json_with_format_version_and_one_event_per_line():
    match, meta = self_test_match(3)
    data = dumps(record_from_match(match, meta))
    rec = json.loads(data)
    assert rec["format"] == FORMAT == "nard-desktop-match" and rec["version"] == VERSION == 1
    assert rec["rules"] == match.rules.to_dict()
    moves = [e for g in rec["games"] for e in g["events"] if e["kind"] == "move"]
    assert moves and all("play" in e and "steps" in e for e in moves)
    event_lines = [ln for ln in data.decode().splitlines() if ln.startswith('   {"kind":')]
    assert len(event_lines) == sum(len(g["events"]) for g in rec["games"])
    assert rec["games"][-1]["events"][-1]["kind"] == "end"


def test_a_move_given_only_in_notation_or_only_as_steps_loads():
    match, meta = self_test_match(4)
    rec = record_from_match(match, meta)
    for g in rec["games"]:
        for i, e in enumerate(g["events"]):
            if e["kind"] == "move":
                e.pop("steps" if i % 2 else "play")
    loaded, _ = match_from_record(rec)
    assert snapshot(loaded) == snapshot(match)


# ------------------------------------------------------------------ bad files
def _record(seed=6):
    match, meta = self_test_match(seed)
    return record_from_match(match, meta)


def _first(rec, kind, game=0, skip_opening_roll=True):
    events = rec["games"][game]["events"]
    for i, e in enumerate(events):
        if e["kind"] == kind and not (skip_opening_roll and i and events[i - 1]["kind"] == "opening"):
            return e
    raise AssertionError(kind)


def _code(data):
    with pytest.raises(RecordError) as info:
        loads(data)
    assert isinstance(info.value, EngineError) and info.value.message
    return info.value.code


def test_truncated_files_are_reported_as_cut_short():
    data = dumps(_record())
    for cut in (1, len(data) // 3, len(data) // 2, len(data) - 3):
        assert _code(data[:cut]) == "record_truncated"
    assert _code(b"") == "record_truncated"


def test_corrupt_json_and_non_text_are_refused():
    data = dumps(_record())
    assert _code(data.replace(b'"games"', b'"games" "', 1)) == "record_corrupt"
    assert _code(b"\xff\xfe{" + data) == "record_not_text"
    assert _code(b"{\"format\": NaN}") == "record_corrupt"
    assert _code(b'{"a": 1, "a": 2}') == "record_corrupt"


def test_huge_and_deeply_nested_files_are_refused_cleanly():
    assert _code(b" " * (5 * 1024 * 1024)) == "record_too_large"
    assert _code(b'{"format": ' + b"[" * 100_000 + b"]" * 100_000 + b"}") == "record_too_deep"
    assert _code(b'{"format": ' + b'{"a": ' * 50_000 + b"1" + b"}" * 50_001) == "record_too_deep"
    assert _code(b"{\"a\": " + b"[" * 100_000) == "record_too_deep"  # deep and cut short: the depth is named
    assert _code(b"{" * 50) == "record_corrupt"  # no nesting at all: the second brace is not a name
    # Deep inside the free user-interface data of a valid file: still refused, never a crash.
    rec = _record()
    rec["app"] = {"deep": 0}
    deep = dumps(rec).replace(b'{"deep":0}', b"[" * 100_000 + b"]" * 100_000)
    assert _code(deep) == "record_too_deep"
    # Brackets inside strings do not count.
    rec = _record()
    rec["players"][0]["name"] = "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
    loads(dumps(rec))


def test_foreign_and_newer_files_are_named_as_such():
    assert _code(b'{"format": "something-else", "version": 1}') == "record_foreign"
    assert _code(b"; [Site \"x\"]\n 3 point match\n") == "record_foreign"
    assert _code(b"[1, 2, 3]") == "record_foreign"
    rec = _record()
    rec["version"] = 2
    assert _code(dumps(rec)) == "record_newer"


@pytest.mark.parametrize("mutate,code", [
    (lambda r: r.update(match_length="5"), "record_invalid"),
    (lambda r: r.update(match_length=26), "record_invalid"),
    (lambda r: r.update(games={}), "record_invalid"),
    (lambda r: r.update(games=[]), "record_invalid"),
    (lambda r: r["rules"].update(crawford="yes"), "record_invalid"),
    (lambda r: r["rules"].update(castling=True), "record_invalid"),
    (lambda r: r["players"].append({"name": "third"}), "record_invalid"),
    (lambda r: r["players"][0].update(kind="robot"), "record_invalid"),
    (lambda r: r["players"][1].update(name=["x"]), "record_invalid"),
    (lambda r: r["games"][0]["events"].insert(0, "roll"), "record_invalid"),
    (lambda r: r["games"][0]["events"][0].update(kind="teleport"), "record_invalid"),
    (lambda r: _first(r, "move").update(player=True), "record_invalid"),
    (lambda r: _first(r, "move").update(steps=[[13, "8"]]), "record_invalid"),
    (lambda r: _first(r, "move").update(extra=1), "record_invalid"),
    (lambda r: r.update(surprise=1), "record_invalid"),
    (lambda r: r["dice"].update(kind="loaded"), "record_invalid"),
    (lambda r: r["dice"].update(commitment="00"), "record_invalid"),
])
def test_wrongly_typed_fields_are_refused(mutate, code):
    rec = _record()
    mutate(rec)
    assert _code(dumps(rec)) == code


def _position_id(theirs: dict[int, int], mine: dict[int, int]) -> str:
    """GNU Backgammon's encoding without the engine's checks: unary counts of
    points 1–24 and the bar, the opponent's side first."""
    bits, pos = 0, 0
    for side in (theirs, mine):
        for point in range(1, 26):
            n = side.get(point, 0)
            bits |= ((1 << n) - 1) << pos
            pos += n + 1
    return base64.b64encode(bits.to_bytes(10, "little")).decode()[:14]


def test_impossible_matches_are_refused_by_the_engine():
    # A roll of 7.
    rec = _record()
    _first(rec, "roll")["dice"] = [7, 2]
    assert _code(dumps(rec)) == "record_illegal"
    # A cube of 3.
    rec = _record()
    rec["games"][0]["events"].insert(3, {"kind": "double", "player": 1, "value": 3})
    assert _code(dumps(rec)) == "record_illegal"
    rec = _record()
    rec["state"]["cube"]["value"] = 3
    assert _code(dumps(rec)) == "record_illegal"
    # 17 checkers in a position (and 13 for the other side, to fit the 80 bits).
    rec = _record()
    start = {24: 2, 13: 5, 8: 3, 6: 5}
    assert _position_id(start, start) == Position.initial().position_id()
    seventeen = _position_id({24: 2, 13: 5, 8: 3, 6: 3}, {24: 2, 13: 5, 8: 3, 6: 7})
    with pytest.raises(EngineError):
        Position.from_position_id(seventeen)
    _first(rec, "move")["position"] = seventeen
    with pytest.raises(RecordError) as info:
        loads(dumps(rec))
    assert info.value.code == "record_illegal" and "15 checkers" in info.value.message


def test_illegal_moves_are_refused_by_the_engine():
    rec = _record()
    move = _first(rec, "move")
    move["steps"] = [[20, 20 - move["dice"][0]], [20, 20 - move["dice"][1]]]  # point 20 is empty
    move.pop("play")
    with pytest.raises(RecordError) as info:
        loads(dumps(rec))
    assert info.value.code == "record_illegal" and "game 1, event " in info.value.message
    rec = _record()
    move = _first(rec, "move")
    move["steps"] = move["steps"][:1]  # plays one die where both can be played
    move.pop("play")
    assert _code(dumps(rec)) == "record_illegal"
    rec = _record()
    move = _first(rec, "move")
    assert move["dice"] == [6, 5]
    move["play"] = "24/23 13/9"  # a 1 and a 4: not a play of 6-5 at all
    assert _code(dumps(rec)) == "record_illegal"


def test_events_that_do_not_fit_the_game_are_refused():
    rec = _record()
    rec["games"][0]["events"].append({"kind": "roll", "player": 0, "dice": [3, 3]})
    assert _code(dumps(rec)) == "record_illegal"          # after the game ended
    rec = _record()
    del rec["games"][0]["events"][-1]                     # the result the game writes is missing
    assert _code(dumps(rec)) == "record_mismatch"
    rec = _record()
    end = rec["games"][0]["events"][-1]
    end["value"] = end["value"] + 1
    assert _code(dumps(rec)) == "record_mismatch"
    rec = _record()
    rec["state"]["score"] = [0, 0]
    assert _code(dumps(rec)) == "record_mismatch"
    rec = _record()
    rec["dice"]["rolls"] += 1
    assert _code(dumps(rec)) == "record_mismatch"
    rec = _record()
    rec["games"][0]["events"].insert(5, {"kind": "timeout", "player": 0})
    assert _code(dumps(rec)) == "record_illegal"          # no clock in this match
    rec = _record()
    rec["dice"]["seed"] = "00" * 32
    assert _code(dumps(rec)) == "record_seed_mismatch"


def test_parse_record_only_checks_the_wrapping():
    rec = parse_record(dumps(_record()))
    assert rec["format"] == FORMAT
    with pytest.raises(RecordError):
        parse_record(12)  # type: ignore[arg-type]
    with pytest.raises(RecordError):
        match_from_record([])  # type: ignore[arg-type]


def test_the_persistence_modules_import_no_qt_and_no_interface():
    """docs/architecture.md, the habits of the house: saving, loading, export
    and verification are pure Python; the user interface passes the save
    directory in."""
    import ast
    from pathlib import Path

    import nard_desktop

    root = Path(nard_desktop.__file__).parent
    for rel in ("app/record.py", "app/record_schema.py", "app/matfile.py", "app/sgffile.py", "app/autosave.py",
                "app/verify.py", "engine/fairdice.py"):
        tree = ast.parse((root / rel).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [("." * node.level) + (node.module or "")]
            else:
                continue
            for name in names:
                assert not name.startswith(("PySide", "shiboken", "PyQt")), (rel, name)
                parts = set(name.strip(".").split("."))
                assert not parts & {"controller", "qtfix", "ui", "worker"}, (rel, name)
