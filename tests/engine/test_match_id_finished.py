"""Match IDs of finished games, the 1-point match, the tied opening roll and impossible
match states (docs/rules.md §2, §7, §8).

The default tests check the fields of the Match ID we write; the slow ones play the same
game in GNU Backgammon's command line (Debian's ``gnubg -t``) and compare the IDs it
writes with ours, character for character.
"""

from __future__ import annotations

import base64
import re
import shutil
import subprocess

import pytest

from nard_desktop.engine import (CubeState, GamePhase, InvalidIdError, ManualRoller, Match, MatchKey, Position,
                                 ResultType, RuleSet, game_ids, match_from_ids)

GNUBG = shutil.which("gnubg") or ("/usr/games/gnubg" if shutil.which("/usr/games/gnubg") else None)
needs_gnubg = [pytest.mark.slow, pytest.mark.skipif(GNUBG is None, reason="gnubg is not installed")]

MATCH = RuleSet.preset("international_match")
MONEY = RuleSet.preset("money")
START = Position.initial()
LAST_CHECKER = Position.from_points({1: 1}, {6: 10})           # single win: the loser has borne off 5
GAMMON = Position.from_points({1: 1}, {6: 15})                 # the loser has borne off none
BACKGAMMON = Position.from_points({1: 1}, {19: 1, 6: 14})      # and has one in the winner's home board


def key_of(game) -> MatchKey:
    return MatchKey.decode(game_ids(game)[1])


def at(length, score, position, on_roll, cube=CubeState(), dice=None, rules=None, crawford=False):
    rules = rules or (MONEY if length == 0 else MATCH)
    m = Match(length, rules, roller=ManualRoller([(1, 2)]))
    m.score = list(score)
    g = m.game
    g.score = tuple(score)
    if crawford:
        g.crawford_game = True
        m.crawford_played = True
    elif length > 1 and length - 1 in score:
        g.post_crawford = True
        m.crawford_played = True
    g.set_state(position, on_roll, cube=cube, dice=dice)
    return m


# ------------------------------------------------------------------ scenarios
# Each: (name, match builder, our actions on the game, gnubg's commands after the setup)
def _bear_off(g):
    g.step(1, 0)
    g.commit()


SCENARIOS = {
    "drop": (lambda: at(5, (1, 2), START, 0), lambda g: (g.double(), g.drop()), ["double", "drop"]),
    "drop_to_crawford": (lambda: at(5, (3, 1), START, 0), lambda g: (g.double(), g.drop()), ["double", "drop"]),
    # (A drop never ends a match in gnubg: it refuses to double a cube already worth the
    # match, which is the only way the doubled value could reach it.)
    "drop_owned_cube": (lambda: at(7, (1, 1), START, 1, CubeState(2, 1)), lambda g: (g.double(), g.drop()),
                        ["double", "drop"]),
    "resign_single_before_roll": (lambda: at(5, (1, 2), START, 0),
                                  lambda g: (g.offer_resignation(0, 1), g.accept_resignation()),
                                  ["resign single", "accept"]),
    "resign_gammon_after_roll": (lambda: at(5, (2, 2), START, 1, dice=(5, 2)),
                                 lambda g: (g.offer_resignation(1, 2), g.accept_resignation()),
                                 ["resign gammon", "accept"]),
    "resign_backgammon_cube_4": (lambda: at(9, (1, 0), START, 0, CubeState(4, 0)),
                                 lambda g: (g.offer_resignation(0, 3), g.accept_resignation()),
                                 ["resign backgammon", "accept"]),
    "crawford_game_ends_post_crawford": (lambda: at(5, (2, 4), START, 1, crawford=True),
                                         lambda g: (g.offer_resignation(1, 2), g.accept_resignation()),
                                         ["resign gammon", "accept"]),
    "crawford_game_ends_match": (lambda: at(5, (2, 4), START, 0, crawford=True),
                                 lambda g: (g.offer_resignation(0, 1), g.accept_resignation()),
                                 ["resign single", "accept"]),
    "bear_off_single": (lambda: at(5, (1, 2), LAST_CHECKER, 0, dice=(2, 1)), _bear_off, ["move 1/off"]),
    "bear_off_gammon_ends_match": (lambda: at(5, (1, 2), GAMMON, 1, CubeState(2, 0), dice=(2, 1)), _bear_off,
                                   ["move 1/off"]),
    "bear_off_backgammon_to_crawford": (lambda: at(7, (0, 0), BACKGAMMON, 1, CubeState(2, 1), dice=(3, 1)),
                                        _bear_off, ["move 1/off"]),
    "money_gammon_jacoby": (lambda: at(0, (0, 0), GAMMON, 0, dice=(6, 5)), _bear_off, ["move 1/off"]),
    "money_drop": (lambda: at(0, (3, 1), START, 1, CubeState(2, 1)), lambda g: (g.double(), g.drop()),
                   ["double", "drop"]),
}


def _expect(name):
    """What each scenario's Match ID must say (what GNU Backgammon writes, docs/rules.md §7, §8)."""
    return {
        "drop": dict(game_state=4, dice_owner=0, turn=1, score=(2, 2), cube_value=1, crawford=False),
        "drop_to_crawford": dict(game_state=4, score=(4, 1), crawford=True),
        "drop_owned_cube": dict(game_state=4, score=(1, 3), crawford=False, cube_value=2, cube_owner=1),
        "resign_single_before_roll": dict(game_state=3, resign=1, dice_owner=0, turn=1, score=(1, 3)),
        "resign_gammon_after_roll": dict(game_state=3, resign=2, dice_owner=1, turn=0, dice=(5, 2),
                                         score=(4, 2), crawford=True),
        "resign_backgammon_cube_4": dict(game_state=3, resign=3, score=(1, 12), cube_value=4),
        "crawford_game_ends_post_crawford": dict(game_state=3, score=(4, 4), crawford=False),
        "crawford_game_ends_match": dict(game_state=3, score=(2, 5), crawford=False),
        "bear_off_single": dict(game_state=2, dice_owner=1, turn=1, dice=(0, 0), score=(2, 2)),
        "bear_off_gammon_ends_match": dict(game_state=2, dice_owner=0, turn=0, score=(1, 6)),
        "bear_off_backgammon_to_crawford": dict(game_state=2, dice_owner=0, score=(0, 6), crawford=True),
        "money_gammon_jacoby": dict(game_state=2, dice_owner=1, score=(1, 0), jacoby=True),
        "money_drop": dict(game_state=4, dice_owner=1, turn=0, score=(3, 3)),
    }[name]


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_finished_match_id_fields(name):
    """docs/rules.md §7–8: a finished game's Match ID carries the score with the points just
    won, the resignation level, and the Crawford flag of the next game."""
    build, act, _ = SCENARIOS[name]
    m = build()
    act(m.game)
    assert m.game.phase == GamePhase.OVER
    key = key_of(m.game)
    for field, value in _expect(name).items():
        assert getattr(key, field) == value, (field, key)
    assert tuple(m.score) == tuple(min(s, 10 ** 6) for s in key.score)
    # A finished game cannot be continued: the importer says so.
    with pytest.raises(InvalidIdError, match="finished game"):
        match_from_ids(*game_ids(m.game))


def test_bear_off_position_id_is_the_losers_view():
    """After a borne-off win the dice go to the loser: the Position ID is seen from him."""
    m = at(5, (1, 2), LAST_CHECKER, 0, dice=(2, 1))
    _bear_off(m.game)
    pid, _ = game_ids(m.game)
    board = Position.from_position_id(pid)
    assert board.theirs[0] == 15 and board.mine[0] == 5


def test_next_crawford_follows_the_match():
    """docs/rules.md §8: the Crawford flag of a finished game agrees with the next game."""
    m = at(5, (3, 1), START, 0)
    m.game.double()
    m.game.drop()
    assert key_of(m.game).crawford is True
    assert m.next_game().crawford_game is True


def test_one_point_match_has_no_crawford_game():
    """docs/rules.md §8: a 1-point match has no Crawford game, and its Match ID carries no flag."""
    m = Match(1, MATCH, roller=ManualRoller([(4, 2), (5, 5)]))
    assert not m.game.crawford_game and not m.game.post_crawford
    m.game.roll_opening()
    assert not key_of(m.game).crawford
    m.game.offer_resignation(1, 1)
    m.game.accept_resignation()
    assert m.is_over and not key_of(m.game).crawford
    # A Match ID of a 1-point match with the Crawford flag is impossible.
    bad = MatchKey(length=1, crawford=True, dice=(4, 2)).encode()
    with pytest.raises(InvalidIdError, match="Crawford"):
        MatchKey.decode(bad)
    again = match_from_ids(*game_ids(Match(1, MATCH).game))
    assert not again.game.crawford_game and not again.game.post_crawford


def test_tied_opening_roll_survives_export_and_import():
    """docs/rules.md §2: after a tied opening roll the game is still at the opening: re-imported,
    nobody may double, and the next opening roll decides who starts."""
    m = Match(5, MATCH, roller=ManualRoller([(3, 3), (5, 2)]))
    assert m.game.roll_opening() == (3, 3)
    assert m.game.phase == GamePhase.OPENING
    again = match_from_ids(*game_ids(m.game), roller=ManualRoller([(5, 2)]))
    g = again.game
    assert g.phase == GamePhase.OPENING and not g.can_double(0) and not g.can_double(1)
    assert g.roll_opening() == (5, 2) and g.on_roll == 0 and g.phase == GamePhase.MOVE


def test_tied_opening_with_automatic_double_survives():
    """docs/rules.md §2 automatic doubles: the tie turned the cube; re-imported, the cube is still
    on 2 in the middle, the game at the opening, and Jacoby still applies (§8)."""
    rules = MONEY.replace(automatic_doubles=True)
    m = Match(0, rules, roller=ManualRoller([(4, 4)]))
    m.game.roll_opening()
    assert m.game.cube == CubeState(2, None)
    again = match_from_ids(*game_ids(m.game), rules=rules).game
    assert again.phase == GamePhase.OPENING and again.cube == CubeState(2, None) and again.auto_doubles == 1
    # Without rules given, the importer turns automatic doubles on to match.
    assert match_from_ids(*game_ids(m.game)).game.rules.automatic_doubles
    with pytest.raises(InvalidIdError, match="automatic doubles"):
        match_from_ids(*game_ids(m.game), rules=MONEY)


def test_opening_reroll_starter_still_may_not_double():
    """docs/rules.md §2 opening_reroll / §8: before the first roll of the game nobody doubles,
    also after an export and import."""
    rules = MONEY.replace(opening_reroll=True)
    m = Match(0, rules, roller=ManualRoller([(6, 1)]))
    m.game.roll_opening()
    assert m.game.phase == GamePhase.ROLL and not m.game.can_double()
    again = match_from_ids(*game_ids(m.game), rules=rules).game
    assert again.phase == GamePhase.ROLL and again.on_roll == 0 and not again.can_double()


def _mid(**fields) -> str:
    return MatchKey(**fields).encode()


def _with_bits(match_id: str, *bits: int) -> str:
    value = int.from_bytes(base64.b64decode(match_id), "little")
    for b in bits:
        value |= 1 << b
    return base64.b64encode(value.to_bytes(9, "little")).decode()


@pytest.mark.parametrize("match_id,reason", [
    (_mid(length=7, cube_value=2, score=(1, 1), dice=(3, 1)), "centred cube on 2"),
    (_mid(length=7, score=(6, 3), crawford=True, cube_value=2, cube_owner=0, dice=(3, 1)), "Crawford game"),
    (_mid(length=7, score=(6, 3), crawford=True, doubled=True, turn=1), "Crawford game"),
    (_mid(length=7, score=(3, 3), crawford=True, dice=(3, 1)), "Crawford"),
    (_mid(length=7, score=(6, 6), crawford=True, dice=(3, 1)), "Crawford"),
    (_mid(length=0, crawford=True, dice=(3, 1)), "money game"),
    (_mid(length=1, crawford=True, dice=(3, 1)), "Crawford"),
    (_mid(length=5, score=(5, 2), dice=(3, 1)), "match is over"),
    (_mid(length=5, score=(2, 2), game_state=0, cube_value=2, cube_owner=1), "no game has started"),
    (_mid(length=5, dice=(3, 1))[:10] + "==", "padding"),
    (_with_bits(_mid(length=5, dice=(3, 1)), 67), "past its last field"),
    (_with_bits(_mid(length=5, dice=(3, 1)), 71), "past its last field"),
    (_mid(length=5, doubled=True, turn=0, dice_owner=0, cube_value=2, cube_owner=1), "beaver in match play"),
])
def test_impossible_match_states_are_refused(match_id, reason):
    """docs/rules.md §8 (Crawford, the cube in match play, beavers): an impossible Match ID is
    refused at import with a reason, not accepted to fail later."""
    with pytest.raises(InvalidIdError, match=reason):
        match_from_ids(START.position_id(), match_id)


def test_jacoby_bit_is_written_and_read():
    """docs/rules.md §8 Jacoby: the Match ID says whether Jacoby is in force (money only)."""
    assert MatchKey.decode(game_ids(Match(0, MONEY).game)[1]).jacoby is True
    no_jacoby = Match(0, MONEY.replace(jacoby=False))
    key = MatchKey.decode(game_ids(no_jacoby.game)[1])
    assert key.jacoby is False
    assert match_from_ids(*game_ids(no_jacoby.game)).rules.jacoby is False
    assert MatchKey.decode(game_ids(Match(5, MATCH).game)[1]).jacoby is False


def test_jacoby_after_automatic_double_counts_the_cube_unturned():
    """docs/rules.md §8 Jacoby with §2 automatic doubles: the cube centred on 2 after an automatic
    double has not been turned, so a gammon counts single (times the cube: 2 points)."""
    rules = MONEY.replace(automatic_doubles=True)
    m = Match(0, rules, roller=ManualRoller([(2, 2), (6, 1)]))
    m.game.roll_opening()
    m.game.roll_opening()
    g = m.game
    g.set_state(GAMMON, 0, cube=g.cube, dice=(6, 5))
    _bear_off(g)
    assert g.result.kind == ResultType.GAMMON and g.result.points == 2
    # With the cube turned (owned) the gammon counts in full.
    m2 = at(0, (0, 0), GAMMON, 0, CubeState(2, 1), dice=(6, 5), rules=rules)
    _bear_off(m2.game)
    assert m2.game.result.points == 4


# --------------------------------------------------------------- gnubg itself
def gnubg_ids(commands: list[str]) -> list[tuple[str, str]]:
    """Run gnubg in text mode, both players human; every (Position ID, Match ID) it shows."""
    setup = ["set player 0 human", "set player 1 human", "set automatic game off", "set automatic roll off"]
    out = subprocess.run([GNUBG, "-t", "-q"], input="\n".join(setup + commands) + "\n", capture_output=True,
                         text=True, timeout=120).stdout
    pids = re.findall(r"Position ID: (\S{14})", out)
    mids = re.findall(r"Match ID   : (\S{12})", out)
    return list(zip(pids, mids))


def gnubg_setup(m: Match, before) -> list[str]:
    """gnubg commands that set up the state ``before`` (a snapshot of our game)."""
    length, score, pos, on_roll, cube, dice, crawford = before
    cmds = [f"new match {length}" if length else "new session", f"set score {score[0]} {score[1]}"]
    if crawford:
        cmds.append("set crawford on")
    cmds += [f"set turn {on_roll}", f"set board {pos.position_id()}"]
    if cube.value > 1:
        cmds.append(f"set cube value {cube.value}")
        cmds.append(f"set cube owner {cube.owner}" if cube.owner is not None else "set cube centre")
    if dice:
        cmds.append(f"set dice {dice[0]} {dice[1]}")
    return cmds


@pytest.mark.parametrize("name", sorted(SCENARIOS))
@pytest.mark.slow
@pytest.mark.skipif(GNUBG is None, reason="gnubg is not installed")
def test_finished_ids_equal_gnubgs(name):
    """docs/rules.md §7–8: the IDs of a finished game (drop, resignation, bear-off win, gammon,
    backgammon, match end, Crawford next) are exactly what GNU Backgammon writes."""
    build, act, commands = SCENARIOS[name]
    m = build()
    g = m.game
    before = (m.length, g.score, g.board_for(g.on_roll), g.on_roll, g.cube, g.dice, g.crawford_game)
    act(g)
    ours = game_ids(g)
    theirs = gnubg_ids(gnubg_setup(m, before) + commands + ["show board"])[-1]
    assert ours == theirs, (MatchKey.decode(ours[1]), MatchKey.decode(theirs[1]))


@pytest.mark.slow
@pytest.mark.skipif(GNUBG is None, reason="gnubg is not installed")
@pytest.mark.parametrize("answer", ["waiting", "take", "drop"])
def test_beaver_ids_equal_gnubgs(answer):
    """docs/rules.md §8 beavers: the IDs while a beaver waits for the doubler's answer, after he
    takes it and after he drops it, are exactly what GNU Backgammon writes."""
    rules = MONEY.replace(beavers=True)
    m = at(0, (0, 0), START, 0, rules=rules)
    g = m.game
    g.double()
    g.beaver()
    gnu = ["double", "beaver"]
    if answer == "take":
        g.take()
        gnu.append("take")
    elif answer == "drop":
        g.drop()
        gnu.append("drop")
    cmds = ["set beavers 1", "new session", "set turn 0", f"set board {START.position_id()}"] + gnu
    ours = game_ids(g)
    theirs = gnubg_ids(cmds + ["show board"])[-1]
    assert ours == theirs, (MatchKey.decode(ours[1]), MatchKey.decode(theirs[1]))
    if answer == "waiting":
        back = match_from_ids(*theirs).game
        assert back.phase == GamePhase.BEAVERED and back.cube == CubeState(4, 1) and back.beaver_stake == 2
