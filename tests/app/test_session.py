"""The session's pure parts: GNU Backgammon's IDs with you as its player 1, an empty
Match ID, and the autosave's history of replaced unfinished matches."""

from __future__ import annotations

import pytest

from nard_desktop.app.autosave import Autosaver
from nard_desktop.app.controller import COMPUTER, HUMAN, PlayerSpec
from nard_desktop.app.match_files import gnubg_ids, match_from_gnubg, match_from_xgid_text, xgid_of, you_seat
from nard_desktop.app.record import record_from_match
from nard_desktop.engine import CubeState, GamePhase, MatchKey, Position

RACE = Position.from_points({24: 2, 13: 4, 8: 3, 6: 5, 5: 1}, {24: 2, 13: 5, 8: 2, 6: 4, 3: 2})


def test_you_are_the_one_person_playing_the_computer_else_the_bottom_seat():
    assert you_seat((PlayerSpec(HUMAN), PlayerSpec(COMPUTER))) == 0
    assert you_seat((PlayerSpec(COMPUTER), PlayerSpec(HUMAN))) == 1
    assert you_seat((PlayerSpec(HUMAN), PlayerSpec(HUMAN))) == 0


@pytest.mark.parametrize("you", [0, 1])
def test_gnubg_player_1_is_you_both_ways(you):
    key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1, dice=(3, 1), cube_value=2, cube_owner=0)
    match = match_from_gnubg(RACE.position_id(), key.encode(), you)
    g = match.game
    # GNU Backgammon's player 1 (on roll, 5 points, not owning the cube) is you.
    assert g.on_roll == you and g.dice == (3, 1) and match.score[you] == 5 and match.score[1 - you] == 4
    assert g.cube == CubeState(2, 1 - you)
    assert gnubg_ids(g, you) == (RACE.position_id(), key.encode())


def test_an_empty_match_id_is_a_money_game_cube_centred_you_on_roll():
    match = match_from_gnubg(RACE.position_id(), "  ", 0)
    g = match.game
    assert match.length == 0 and g.cube == CubeState(1, None)
    assert g.phase == GamePhase.ROLL and g.on_roll == 0
    assert g.board_for(0).position_id() == RACE.position_id()  # seen from you


def _record(score):
    from nard_desktop.engine import match_from_ids

    m = match_from_ids(RACE.position_id(), MatchKey(length=7, score=score, dice_owner=1, turn=1).encode())
    return record_from_match(m, {"players": [{"name": "", "kind": "human", "level": None}] * 2},
                             include_seed=True)


def test_the_history_keeps_the_newest_and_forgets_on_request(tmp_path):
    saver = Autosaver(tmp_path, keep=3)
    for i in range(5):
        saver.keep_unfinished(_record((i, 0)))
    kept = saver.history()
    assert [r.match.score[0] for r in kept] == [4, 3, 2]
    saver.forget(kept[0].path)
    assert [r.match.score[0] for r in saver.history()] == [3, 2]
    with pytest.raises(ValueError):
        saver.forget(tmp_path / "autosave.nardmatch")  # only history files


def test_archiving_moves_an_unfinished_autosave_into_the_history(tmp_path):
    saver = Autosaver(tmp_path)
    assert saver.archive_current() is None  # nothing to keep
    saver.save(_record((2, 3)))
    kept = saver.archive_current()
    assert kept is not None and saver.load_latest() is None
    (entry,) = saver.history()
    assert tuple(entry.match.score) == (2, 3)
    # A damaged history file is passed over, not offered.
    (tmp_path / "unfinished" / "99999999999999999999.nardmatch").write_bytes(b"{ broken")
    assert [tuple(r.match.score) for r in saver.history()] == [(2, 3)]


@pytest.mark.parametrize("you", [0, 1])
def test_xgid_bottom_player_is_you_both_ways(you):
    key = MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1, dice=(3, 1), cube_value=2, cube_owner=0)
    game = match_from_gnubg(RACE.position_id(), key.encode(), you).game
    xgid = xgid_of(game, you)
    back = match_from_xgid_text(xgid, you)
    assert gnubg_ids(back.game, you) == (RACE.position_id(), key.encode())
    assert back.game.on_roll == you and back.score[you] == 5


def test_a_bad_xgid_is_an_engine_error_that_says_why():
    from nard_desktop.engine import InvalidIdError

    with pytest.raises(InvalidIdError):
        match_from_xgid_text("XGID=-b----E-C---eE---c-e----B-:1:0")  # fields missing
