"""bench/cube_vs_gnubg.py: the cube and match bookkeeping with scripted
players, and the way it hands the cube to GNU Backgammon's evaluator."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

gnubg_nn = pytest.importorskip("gnubg_nn")

import cube_vs_gnubg as cb  # noqa: E402

from nard_desktop.engine import MatchContext, Position, RuleSet, legal_plays  # noqa: E402

RULES = RuleSet(cube_enabled=True, jacoby=False, beavers=False)


def _first_play(pos, dice, rules, ctx):
    return legal_plays(pos, dice)[0].result


def _player(doubles: bool, takes: bool, log: list | None = None):
    def double(pos, rules, ctx):
        if log is not None:
            log.append(ctx)
        return doubles
    return (_first_play, double, lambda pos, rules, ctx: takes)


def test_a_passed_double_ends_the_game_for_the_cube_value():
    # Seat 0 doubles at its first chance; seat 1 passes.
    winner, pts = cb.play_game((_player(True, True), _player(False, False)), random.Random(3), 0, RULES)
    assert (winner, pts) == (0, 1)


def test_a_taken_cube_changes_hands_and_counts():
    log0, log1 = [], []
    players = (_player(True, True, log0), _player(True, True, log1))
    winner, pts = cb.play_game(players, random.Random(4), 1, RULES)
    # Each double is taken and redoubled at the next turn, up to the cube limit.
    assert [c.cube_value for c in log0[:3]] == [1, 4, 16]
    assert [c.cube_owner for c in log0[1:3]] == ["me", "me"]
    assert max(c.cube_value for c in log0 + log1) <= cb.CUBE_LIMIT
    assert pts % cb.CUBE_LIMIT == 0 and pts in (64, 128, 192)


def test_matches_end_at_the_length_and_keep_the_crawford_game_cubeless():
    log = []
    players = (_player(True, False, log), _player(True, False))
    won = cb.play_match(players, seed=5, first=0, length=3, rules=RULES)
    assert won in (0, 1)
    assert all(not c.crawford_game for c in log)  # nobody is asked in the Crawford game
    assert all(isinstance(c, MatchContext) and c.match_length == 3 for c in log)


def test_gnubg_is_told_who_owns_the_cube():
    key = gnubg_nn.key_of_board(Position.initial().board())
    cb._gnubg_setup(MatchContext(0, 0, 0, 2, "them"))
    with pytest.raises(RuntimeError):
        gnubg_nn.evaluate_cube_decision(key, 0, -1, b"O", 1)  # the side on roll does not own it
    cb._gnubg_setup(MatchContext(0, 0, 0, 2, "me"))
    assert len(gnubg_nn.evaluate_cube_decision(key, 0, -1, b"O", 1)) == 6
    cb._gnubg_setup(MatchContext(0, 0, 0, 1, "centre"))
    assert gnubg_nn.evaluate_cube_decision(key, 0, -1, b"O", 1)[0] == 0  # no double at the start


def test_in_money_gnubg_sees_the_smallest_cube_with_the_owner():
    # Its evaluator at 25-away decides differently on a cube of 8 than on 2;
    # in money the value must not matter, only who owns the cube.
    board = Position.from_points({6: 5, 5: 3, 4: 3, 3: 2, 13: 2}, {24: 2, 13: 5, 8: 3, 6: 3, 5: 2}).board()
    key = gnubg_nn.key_of_board(board)
    answers = []
    for cube in (2, 8, 32):
        cb._gnubg_setup(MatchContext(0, 0, 0, cube, "me"))
        answers.append(gnubg_nn.evaluate_cube_decision(key, 0, -1, b"O", 1))
    assert answers[0] == answers[1] == answers[2]
    view = cb._gnubg_view(Position.from_position_id(Position.from_points(*_strong()).position_id()), RULES,
                          MatchContext(0, 0, 0, 4, "me"))
    assert view["dp"] == 1.0 and view["dt"] > view["nd"] > 0.5


def _strong():
    return {6: 5, 5: 3, 4: 3, 3: 2, 13: 2}, {24: 2, 13: 5, 8: 3, 6: 3, 5: 2}


def test_the_log_holds_each_cube_decision_with_both_views(tmp_path, monkeypatch):
    log = tmp_path / "cube.jsonl"
    calls = []
    monkeypatch.setitem(cb._VIEWS, "ours", lambda pos, rules, ctx: calls.append(ctx) or {"nd": 0.0})
    monkeypatch.setitem(cb._WORKER, "players", (_player(True, True), _player(False, False)))
    monkeypatch.setitem(cb._LOG, "sink", log.open("a"))
    cb._play_pairs(("money", 0, 9, [0]))
    cb._LOG["sink"].close()
    lines = [__import__("json").loads(line) for line in log.read_text().splitlines()]
    # Seat 0 opens the first game: seat 1 declines to double, then seat 0
    # doubles and seat 1 passes; in the second game seat 0 doubles at once.
    assert [(r["game"], r["who"], r["kind"], r["answer"]) for r in lines] == [
        ([0, 0], "gnubg", "double", False), ([0, 0], "ours", "double", True), ([0, 0], "gnubg", "take", False),
        ([0, 1], "ours", "double", True), ([0, 1], "gnubg", "take", False)]
    assert all(r["gnubg"] is not None and r["ours"] == {"nd": 0.0} and r["cube"] == 1 for r in lines)
    assert len(calls) == len(lines)
