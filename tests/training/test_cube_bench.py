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
