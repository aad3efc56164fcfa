"""eXtreme Gammon's XGID, read and written (docs/rules.md §1 the board, §2 the opening, §8 the
cube, Crawford, Jacoby and beavers).  Round trips of random states are in test_fuzz_flow;
the check against GNU Backgammon's own XGID reader is its slow test."""

from __future__ import annotations

import pytest

from nard_desktop.engine import (CubeState, GamePhase, InvalidIdError, ManualRoller, Match, Position, RuleSet,
                                 game_ids, game_xgid, match_from_xgid)
from nard_desktop.engine.xgid import BOTTOM, TOP

START = "-b----E-C---eE---c-e----B-"
# The bottom player (upper case): 2 on his 24-point, 5 on 13, 3 on 8, 5 on 6; the top
# player the same from his side; the top player's bar first, the bottom player's last.
ASYM = "------E-C----E-----o----B-"  # bottom: the start; top: all 15 on his 6-point


def test_the_starting_position_is_the_opening():
    """docs/rules.md §2: the documented start XGID is a game whose opening roll is to come."""
    m = match_from_xgid(f"XGID={START}:0:0:1:00:0:0:0:0:10")
    g = m.game
    assert m.length == 0 and g.phase == GamePhase.OPENING and g.cube == CubeState()
    assert not g.can_double(0) and not g.can_double(1)


def test_documented_fields_are_read():
    """Each field of the format: position, cube 2^n, owner, turn, dice, both scores, the
    Crawford flag and the match length."""
    m = match_from_xgid(f"XGID={ASYM}:2:-1:-1:52:1:4:0:5:10", roller=ManualRoller([]))
    g = m.game
    assert m.length == 5 and g.on_roll == TOP and g.phase == GamePhase.MOVE and g.dice == (5, 2)
    assert g.cube == CubeState(4, TOP)
    assert g.board_for(BOTTOM) == Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {6: 15})
    assert m.score[BOTTOM] == 1 and m.score[TOP] == 4
    assert not g.crawford_game and g.post_crawford  # flag 0 at 1–4 to 5: after the Crawford game
    crawford = match_from_xgid(f"XGID={ASYM}:0:0:1:00:1:4:1:5:10").game
    assert crawford.crawford_game and not crawford.can_double()


def test_cube_owner_and_turn_signs():
    g = match_from_xgid(f"{ASYM}:1:1:1:00:0:0:0:7:10").game  # the prefix is optional
    assert g.on_roll == BOTTOM and g.cube == CubeState(2, BOTTOM) and g.can_double()
    g = match_from_xgid(f"XGID={ASYM}:3:-1:1:00:0:0:0:9:10").game
    assert g.cube == CubeState(8, TOP) and not g.can_double()


def test_money_flags_jacoby_and_beavers():
    """docs/rules.md §8: in money play the flags are Jacoby (1) plus beavers (2)."""
    assert match_from_xgid(f"XGID={ASYM}:0:0:1:00:0:0:3:0:10").rules == RuleSet.preset("money").replace(
        beavers=True)
    assert match_from_xgid(f"XGID={ASYM}:0:0:1:00:0:0:0:0:10").rules.jacoby is False
    assert game_xgid(Match(0, RuleSet.preset("money").replace(beavers=True)).game).split(":")[7] == "3"


def test_double_beaver_and_raccoon_on_offer():
    """D: the player on turn has doubled; B: the opponent beavered; R: the doubler raccooned."""
    g = match_from_xgid(f"XGID={ASYM}:1:1:1:D:0:0:0:7:10").game
    assert g.phase == GamePhase.DOUBLE_OFFERED and g.on_roll == BOTTOM and g.pending_double == 4
    assert g.awaiting == TOP
    g = match_from_xgid(f"XGID={ASYM}:0:0:1:B:0:0:3:0:10").game
    assert g.phase == GamePhase.BEAVERED and g.cube == CubeState(4, TOP) and g.beaver_stake == 2
    assert g.awaiting == BOTTOM
    rules = RuleSet.preset("money").replace(beavers=True, raccoons=True)
    g = match_from_xgid(f"XGID={ASYM}:0:0:1:R:0:0:3:0:10", rules).game
    assert g.phase == GamePhase.ROLL and g.cube == CubeState(8, TOP) and g.on_roll == BOTTOM


def test_writing_follows_the_same_format():
    rules = RuleSet.preset("international_match")
    m = Match(7, rules)
    m.score = [2, 3]
    m.game.score = (2, 3)
    m.game.set_state(Position.from_points({24: 2, 13: 5, 8: 3, 6: 5}, {6: 15}), BOTTOM, cube=CubeState(2, TOP),
                     dice=(6, 1))
    assert game_xgid(m.game) == f"XGID={ASYM}:1:-1:1:61:3:2:0:7:6"
    m.game.step(24, 18)  # half a turn: an XGID shows the turn as it began
    assert game_xgid(m.game) == f"XGID={ASYM}:1:-1:1:61:3:2:0:7:6"
    back = match_from_xgid(game_xgid(m.game), rules)
    assert game_ids(back.game) == game_ids(m.game)


@pytest.mark.parametrize("text,reason", [
    ("", "10 fields"),
    (f"XGID={START}:0:0:1:00:0:0:0", "10 fields"),
    (f"XGID={START}-:0:0:1:00:0:0:0:0:10", "26 characters"),
    (f"XGID={START[:5]}Z{START[6:]}:0:0:1:00:0:0:0:0:10", "only '-', A–O and a–o"),
    (f"XGID=A{START[1:]}:0:0:1:00:0:0:0:0:10", "top player's bar"),
    (f"XGID={START[:-1]}a:0:0:1:00:0:0:0:0:10", "bottom player's bar"),
    ("XGID=-b----O-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10", "bottom player 25 checkers; a side has 15"),
    ("XGID=-b----E-C---eE---c-e----Bb:0:0:1:00:0:0:0:0:10", "bottom player's bar"),
    (f"XGID={START}:7:1:1:00:0:0:0:0:10", "cube value is 7"),
    (f"XGID={START}:3:1:1:00:0:0:0:0:2", "above its own maximum"),
    (f"XGID={START}:0:1:1:00:0:0:0:0:10", "cube on 1 with an owner"),
    (f"XGID={START}:0:2:1:00:0:0:0:0:10", "cube owner is 2"),
    (f"XGID={START}:0:0:0:00:0:0:0:0:10", "turn is 0"),
    (f"XGID={START}:0:0:1:7A:0:0:0:0:10", "dice field"),
    (f"XGID={START}:0:0:1:70:0:0:0:0:10", "each die shows 1–6"),
    (f"XGID={START}:0:0:1:00:x:0:0:0:10", "not a whole number"),
    (f"XGID={START}:0:0:1:00:0:0:0:30:10", "match length is 30"),
    (f"XGID={START}:0:0:1:00:7:2:0:7:10", "the match is over"),
    (f"XGID={START}:0:0:1:00:0:0:2:7:10", "Crawford field is 2"),
    (f"XGID={ASYM}:0:0:1:00:3:3:1:7:10", "Crawford game at the score 3–3"),
    (f"XGID={ASYM}:1:0:1:00:1:3:0:7:10", "centred cube on 2"),
    (f"XGID={ASYM}:1:1:1:00:6:3:1:7:10", "cube turned in the Crawford game"),
    (f"XGID={ASYM}:0:0:1:B:1:3:0:7:10", "beaver in match play"),
    (f"XGID={ASYM}:0:0:1:R:0:0:3:0:10", "do not allow raccoons"),
    ("XGID=------O-------------------:0:0:1:00:0:0:0:0:10"[:5 + 26] + ":0:0:1:00:0:0:0:0:10", "finished game"),
])
def test_bad_xgids_say_why(text, reason):
    with pytest.raises(InvalidIdError, match=reason):
        match_from_xgid(text, RuleSet.preset("money").replace(beavers=True) if ":R:" in text else None)


def test_not_text():
    with pytest.raises(InvalidIdError, match="line of text"):
        match_from_xgid(None)


def test_either_seat_may_be_the_bottom_player():
    """``game_xgid(game, bottom)``: the other seat at the bottom is the same XGID seen from
    the other side (position reversed with the cases swapped, owner, turn and scores
    exchanged), for a game in play and for a finished one."""
    m = match_from_xgid(f"XGID={ASYM}:1:-1:-1:52:1:4:0:5:10", roller=ManualRoller([]))

    def mirrored(xgid: str) -> str:
        f = xgid.removeprefix("XGID=").split(":")
        pos = "".join(ch.swapcase() for ch in reversed(f[0]))
        return "XGID=" + ":".join([pos, f[1], str(-int(f[2])), str(-int(f[3])), f[4], f[6], f[5], *f[7:]])

    g = m.game
    assert game_xgid(g, BOTTOM) == game_xgid(g)
    assert game_xgid(g, TOP) == mirrored(game_xgid(g)) != game_xgid(g)
    drop = Match(5)
    d = drop.game
    d.roll_opening((3, 1))
    d.play(d.legal_plays()[0])
    d.double()
    d.drop()
    assert d.phase == GamePhase.OVER
    assert game_xgid(d, TOP) == mirrored(game_xgid(d, BOTTOM))
    assert game_xgid(d, BOTTOM).split(":")[5:7] == [str(drop.score[BOTTOM]), str(drop.score[TOP])]
