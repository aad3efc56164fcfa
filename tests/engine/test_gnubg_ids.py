"""Position and Match IDs against GNU Backgammon itself (Debian's gnubg, when installed)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from nard_desktop.engine import CubeState, Match, Position, RuleSet, game_ids, match_from_ids
from nard_desktop.engine.ids import MatchKey

GNUBG = shutil.which("gnubg") or ("/usr/games/gnubg" if shutil.which("/usr/games/gnubg") else None)
pytestmark = [pytest.mark.slow, pytest.mark.skipif(GNUBG is None, reason="gnubg is not installed")]


def gnubg(commands: list[str]) -> list[tuple[str, str]]:
    """Run gnubg in text mode; return every (Position ID, Match ID) it printed."""
    out = subprocess.run([GNUBG, "-t", "-q"], input="\n".join(commands) + "\n", capture_output=True,
                         text=True, timeout=60).stdout
    pids = re.findall(r"Position ID: (\S{14})", out)
    mids = re.findall(r"Match ID   : (\S{12})", out)
    return list(zip(pids, mids))


STATES = [
    # (length, score, cube value, cube owner, on roll, dice)
    (7, (2, 4), 4, 0, 1, (5, 3)),
    (5, (0, 3), 2, 1, 0, (6, 6)),
    (0, (0, 0), 1, None, 1, (2, 1)),
    (11, (9, 10), 8, 1, 0, (4, 2)),
]


@pytest.mark.parametrize("length,score,cube,owner,turn,dice", STATES)
def test_ids_gnubg_writes_load_the_same_state(length, score, cube, owner, turn, dice):
    """An ID pair written by GNU Backgammon loads the same position and match state."""
    board = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 4: 1}, {24: 2, 13: 5, 8: 3, 6: 4, 3: 1})
    cmds = [f"new match {length}" if length else "new session"]
    if length:
        cmds.append(f"set score {score[0]} {score[1]}")
    cmds += [f"set turn {turn}", f"set board {board.position_id()}"]
    if cube > 1:
        cmds += [f"set cube value {cube}", f"set cube owner {owner}"]
    cmds += [f"set dice {dice[0]} {dice[1]}", "show board"]
    pid, mid = gnubg(cmds)[-1]
    key = MatchKey.decode(mid)
    assert (key.length, key.score, key.cube_value, key.cube_owner, key.dice_owner) == (
        length, score, cube, owner if cube > 1 else None, turn)
    assert sorted(key.dice) == sorted(dice)
    match = match_from_ids(pid, mid)
    game = match.game
    assert game.on_roll == turn and sorted(game.dice) == sorted(dice)
    assert game.board_for(turn) == board
    assert game.cube == CubeState(cube, owner if cube > 1 else None)
    assert tuple(match.score) == score and match.length == length


@pytest.mark.parametrize("length,score,cube,owner,turn,dice", STATES)
def test_ids_we_write_load_in_gnubg(length, score, cube, owner, turn, dice):
    """Our ID pair loads in GNU Backgammon, which shows back the same IDs."""
    m = Match(length, RuleSet.preset("money" if length == 0 else "international_match"))
    m.score = list(score)
    m.game.score = score
    pos = Position.from_points({24: 1, 13: 6, 8: 3, 6: 5}, {23: 2, 13: 5, 7: 3, 6: 5}, theirs_bar=0)
    m.game.set_state(pos, turn, cube=CubeState(cube, owner if cube > 1 else None), dice=dice)
    pid, mid = game_ids(m.game)
    shown = gnubg([f"new match {length}" if length else "new session", f"set matchid {mid}",
                   f"set board {pid}", "show board"])[-1]
    assert shown[0] == pid
    assert MatchKey.decode(shown[1]) == MatchKey.decode(mid)
