"""Jellyfish .mat export and import (the text GNU Backgammon and eXtreme Gammon read)."""

from __future__ import annotations

import random

import pytest

from nard_desktop.app.matfile import export_mat, import_mat, rules_comment
from nard_desktop.app.record import RecordError, new_meta
from random_play import play_random
from nard_desktop.engine import EngineError, ManualRoller, Match, RuleSet, SeededRoller

# Written by GNU Backgammon 1.07 ("export match mat") after a 3-point match it
# played against itself (`set seed 1`); trailing blanks removed.  Its games end
# by resignation, the first player to move is the right-hand one, some rolls
# cannot be played, game 2 is the Crawford game and game 3 has a double at the
# first turn.
GNUBG_MATCH = """ 3 point match

 Game 1
 gnubg : 0                      root : 0
  1)                             63: 24/18 18/15
  2) 65: 24/18 18/13             11: 15/14 14/13 6/5 6/5
  3) 62: 24/22 22/16             21: 8/7 13/11
  4) 31: 6/5 8/5                 32: 11/9* 13/10
  5) 53: 25/22 13/8              63: 6/3* 9/3
  6) 64: 25/21 21/15*            32: 25/23 13/10*
  7) 54: 25/21 21/16             32: 23/21 13/10
  8) 62: 16/10 10/8              41: 10/9 8/4
  9) 65: 6/1* 13/7               33: 25/22 21/18* 10/7 7/4
 10) 43:                         61: 9/8 13/7
 11) 52: 25/23 6/1               55: 18/13 8/3 7/2* 7/2
 12) 65:                         21: 8/6 22/21
 13) 54:                         66: 13/7 13/7 7/1 7/1
 14) 65:                         51: 6/5 21/16
 15) 21:                         21: 16/14 14/13
 16) 65:                         41: 13/9 9/8
 17) 53:                         63: 8/2 3/0
 18) 42:                         52: 5/0 2/0
 19) 21:                         55: 6/1 6/1 5/0 5/0
 20) 63: 25/19 13/10             11: 1/0 1/0 1/0 1/0
 21) 54: 13/8 13/9               64: 4/0 4/0
 22) 52: 19/14 14/12             32: 2/0 3/0
                                  Wins 2 points

 Game 2
 gnubg : 0                      root : 2
  1) 52: 13/8 24/22              11: 24/23 23/22 6/5 6/5
  2) 33: 8/5 8/5 6/3* 6/3        61: 25/24 24/18
  3) 62: 13/7* 7/5               21: 25/23 24/23
  4) 41: 24/23 22/18             11: 8/7* 8/7 8/7 6/5
  5) 65:                         62: 13/11 13/7
  6) 22: 25/23 23/21 23/21 13/11 43: 13/10 10/6
  7) 41: 11/10 10/6              44: 13/9 13/9 7/3 7/3
  8) 61: 21/15 15/14*            42: 25/21 6/4*
  9) 52: 25/23 14/9              41: 9/8 8/4
 10) 63: 9/6 23/17               53: 23/18 21/18
 11) 43: 5/2* 6/2                51: 25/24 9/4
 12) 41: 17/13 6/5               41: 7/3 3/2
 13) 54: 5/1* 6/1                61:
 14) 64: 13/9 9/3                64: 25/21 7/1
 15) 31: 5/4* 8/5                61:
 16) 53: 13/8 4/1                43: 25/21 4/1
 17) 41: 13/12 12/8              63: 18/12 5/2
 18) 43: 8/4* 4/1                54: 25/21 18/13
 19) 51: 6/1 6/5                 65: 12/6 13/8
 20) 44: 8/4* 8/4 4/0 4/0        53:
 21) 53: 3/0 5/0                 32:
 22) 65: 5/0 5/0                 63: 25/19 19/16
 23) 61: 3/0 1/0                 43: 16/12 8/5
 24) 41: 3/0 1/0                 51: 12/11 11/6
 25) 61: 2/0 1/0
      Wins 1 point

 Game 3
 gnubg : 1                      root : 2
  1)                             64: 24/18 18/14
  2)  Doubles => 2                Takes
  3) 33: 8/5 8/5 6/3 6/3         52: 13/11 14/9
  4) 65: 24/18 13/8              42: 11/7* 9/7
  5) 51: 25/20 24/23             41: 13/9 9/8
  6) 42: 6/4 8/4                 41: 13/9 9/8
  7) 65: 20/14 13/8              33: 8/5 8/5 6/3 6/3
  8) 65: 13/7 14/9               43: 6/2* 8/5
  9) 21: 25/24 9/7               65: 13/7 13/8
 10) 54: 13/8 13/9               61: 8/2 5/4
 11) 32: 8/6 24/21*              51: 25/24 8/3
 12) 62: 21/15 9/7               53: 7/2 7/4
 13) 21: 15/14 14/12             54: 6/1 8/4
 14) 52: 7/2 12/10               61: 7/1 6/5
 15) 54: 10/5 6/2                21: 5/4 3/1
 16) 31: 8/7 8/5                 11: 5/4 5/4 4/3 4/3
 17) 41: 5/4 7/3                 21: 4/2 2/1
 18) 62: 4/2                     42: 3/1
 19) 64: 7/3                     62: 24/18* 18/16
 20) 21:                         21: 16/14 14/13
 21) 44:                         63: 24/18 18/15
 22) 43:                         51: 13/12 15/10
 23) 52: 25/20 3/1               52: 10/5* 5/3
 24) 54: 25/20 5/1               33: 12/9 9/6 6/3 3/0
 25) 65: 20/14 14/9              53: 4/0 3/0
 26) 43: 9/5 3/0                 31: 1/0 3/0
 27) 11: 2/1 1/0 1/0 1/0         61: 1/0 4/0
 28) 61: 6/5 6/0                 51: 1/0 3/0
 29) 42: 2/0 4/0                 51: 3/0 1/0
 30) 44: 5/1 5/1 5/1 4/0         11: 2/1 2/1 1/0 1/0
                                  Wins 2 points

"""

NAMES = new_meta([{"name": "Ali", "kind": "human"}, {"name": "Sara", "kind": "computer"}])


def _short_match():
    m = Match(3, roller=ManualRoller([(3, 6), (5, 2), (6, 4)]))
    g = m.game
    g.roll_opening()                      # player 1 starts with 6-3
    g.step(24, 18); g.step(13, 10); g.commit()
    g.roll(); g.step(13, 8); g.step(13, 11); g.commit()
    g.double(); g.take()
    g.roll(); g.step(18, 14); g.step(24, 18); g.commit()
    g.offer_resignation(0, 1); g.accept_resignation()
    return m


def test_export_writes_the_jellyfish_layout():
    text = export_mat(_short_match(), NAMES, date="2025.03.21")
    lines = text.splitlines()
    assert lines[:4] == ['; [Site "Takhteh Nard"]', '; [Player 1 "Ali"]', '; [Player 2 "Sara"]',
                         '; [EventDate "2025.03.21"]']
    assert lines[4] == rules_comment(RuleSet.preset("international_match"))
    body = lines[5:]
    assert body == [
        "",
        " 3 point match",
        "",
        " Game 1",
        " Ali : 0                        Sara : 0",
        "  1)                             63: 24/18 13/10",
        "  2) 52: 13/8 13/11               Doubles => 2",
        "  3)  Takes                      64: 18/14* 24/18",
        "                                  Wins 2 points",
        "",
    ]


def test_export_marks_the_bar_as_25_and_off_as_0_and_a_left_winner_at_column_6():
    m = Match(0, RuleSet.preset("money"), roller=SeededRoller(3))
    play_random(m, random.Random(3), 5000, cube=0.0, resign=0.0)
    text = export_mat(m, NAMES)
    assert "/0" in text and "25/" in text and "bar" not in text and "off" not in text
    wins = [ln for ln in text.splitlines() if "Wins" in ln]
    assert len(wins) == sum(g.is_over for g in m.games) > 1
    for line, game in zip(wins, m.games):
        assert line.index("Wins") == (6 if game.result.winner == 0 else 34)


def _moves(match):
    out = []
    for g in match.games:
        for e in g.history:
            if e.kind == "move":
                out.append(("move", e.player, tuple(sorted(e.dice)), e.play.moves, e.play.result))
            elif e.kind in ("double", "take", "drop", "beaver", "raccoon"):
                out.append((e.kind, e.player, e.value))
        r = g.result
        out.append(None if r is None else (r.winner, r.points))
    return out


@pytest.mark.parametrize("length,rules,seed", [
    (3, RuleSet.preset("international_match"), 1),
    (5, RuleSet.preset("international_match"), 2),
    (7, RuleSet.preset("iranian_cafe"), 3),
    (0, RuleSet.preset("money"), 4),
    (0, RuleSet.preset("money").replace(beavers=True, raccoons=True), 5),
    (3, RuleSet(no_hit_and_stack_in_home=True, backgammon_counts_as_gammon=True, holland=True), 6),
    (5, RuleSet(opening_reroll=True), 7),
])
def test_export_then_import_reproduces_every_move_roll_and_cube_action(length, rules, seed):
    match = Match(length, rules, roller=SeededRoller(seed))
    play_random(match, random.Random(seed), 1500 if length else 900, resign=0.01)
    back, meta = import_mat(export_mat(match, NAMES))
    assert _moves(back) == _moves(match)
    assert back.score == match.score and back.winner == match.winner and back.rules == rules
    assert [p["name"] for p in meta["players"]] == ["Ali", "Sara"]


def test_an_unfinished_match_exports_its_completed_turns():
    match = Match(5, roller=SeededRoller(8))
    play_random(match, random.Random(8), 57, cube=0.0, resign=0.0)
    back, _ = import_mat(export_mat(match))
    assert _moves(back) == _moves(match)
    assert not back.is_over and back.game.result is None


def test_import_of_a_gnubg_match_replays_it_through_the_engine():
    match, meta = import_mat(GNUBG_MATCH)
    assert [p["name"] for p in meta["players"]] == ["gnubg", "root"]
    assert match.length == 3 and match.score == [1, 4] and match.winner == 1
    assert [g.crawford_game for g in match.games] == [False, True, False]
    assert [(g.result.winner, g.result.points, g.result.reason) for g in match.games] == [
        (1, 2, "resign"), (0, 1, "resign"), (1, 2, "resign")]
    third = [e.kind for e in match.games[2].history]
    assert third[:5] == ["opening", "roll", "move", "double", "take"]
    moves = sum(1 for g in match.games for e in g.history if e.kind == "move")
    assert moves == 149
    # Rolls that could not be played were written as "43:" and are empty plays.
    assert any(e.kind == "move" and not e.play.moves for g in match.games for e in g.history)


def test_import_reads_other_writers_spellings():
    text = """ 1 point match

 Game 1
 White : 0   Black : 0
  1) 31: 8/5 6/5     64: 24/18 18/14
  2) 65: 24/13       52: 13/8 13/11
  3) 41: 13/9*/8 ?
"""
    with pytest.raises(RecordError):
        import_mat(text)
    text = text.replace("  3) 41: 13/9*/8 ?\n", "  3) 62: bar/off\n")
    with pytest.raises(RecordError):
        import_mat(text)
    ok = text.replace("  3) 62: bar/off\n", "  3) 11: 6/5(2) 8/7(2)\n")
    match, _ = import_mat(ok)
    last = match.game.history[-1]
    assert last.kind == "move" and sorted(last.play.moves) == [(6, 5), (6, 5), (8, 7), (8, 7)]


@pytest.mark.parametrize("broken,code", [
    (" 3 point match\n\n Game 1\n A : 0      B : 0\n  1) 73: 13/6 13/10\n", "record_illegal"),
    (" 3 point match\n\n Game 1\n A : 0      B : 0\n  1) 31: 20/17 20/19\n", "record_illegal"),
    (" 3 point match\n\n Game 1\n A : 0      B : 0\n  1) 31: 8/5\n", "record_illegal"),
    (" 3 point match\n\n Game 1\n A : 0      B : 0\n  1)  Doubles => 2   Takes\n", "record_illegal"),
    (" 3 point match\n\n Game 1\n A : 0      B : 0\n  1) 31: 8/5 6/5   Takes\n", "record_illegal"),
    (" 3 point match\n\n Game 1\n A : 0      B : 0\n  1) 31: 8/5 6/5    42: 8/4 6/4\n"
     "  2)  Doubles => 3\n", "record_illegal"),
    (" 3 point match\n\n Game 1\n A : 0      B : 2\n  1) 31: 8/5 6/5\n", "record_mismatch"),
    (" 3 point match\n\n Game 1\n A : 0      B : 0\n  1) 31: 8/5 6/5\n      Wins 5 points\n",
     "record_mismatch"),
    (" 3 point match\n\n Game 2\n", "record_invalid"),
    (" 30 point match\n\n Game 1\n", "record_illegal"),
    ("  1) 31: 8/5 6/5\n", "record_foreign"),
    ("hello world\n", "record_foreign"),
    (" 3 point match\n\n Game 1\n A : 0      B : 0\n  1) 31: 8/5 6/5 teleport\n", "record_invalid"),
])
def test_broken_files_raise_record_errors_with_a_line_number(broken, code):
    with pytest.raises(RecordError) as info:
        import_mat(broken)
    assert isinstance(info.value, EngineError)
    assert info.value.code == code, info.value.message
    assert code == "record_foreign" or info.value.message.startswith("line ")


def test_a_double_as_the_first_roll_means_the_opening_reroll_house_rule():
    """docs/rules.md §2: the opening roll is never a double, unless the starter rolls afresh."""
    text = " 3 point match\n\n Game 1\n A : 0      B : 0\n  1) 33: 8/5 8/5 6/3 6/3\n"
    match, _ = import_mat(text)
    assert match.rules.opening_reroll and match.game.history[-1].play.moves == ((8, 5), (8, 5), (6, 3), (6, 3))
    with pytest.raises(RecordError) as info:
        import_mat(text, RuleSet.preset("international_match"))
    assert info.value.code == "record_illegal" and "line 5" in info.value.message


def test_binary_and_oversized_input_is_refused():
    with pytest.raises(RecordError):
        import_mat(b"\x00\x01\x02" * 100)
    with pytest.raises(RecordError):
        import_mat(b" " * (5 * 1024 * 1024))
    with pytest.raises(RecordError):
        import_mat(12)  # type: ignore[arg-type]


def test_rules_comment_is_read_back_exactly():
    rules = RuleSet(no_hit_and_stack_in_home=True, clock=True, clock_free_seconds=7, jacoby=False)
    text = rules_comment(rules) + "\n\n 3 point match\n\n Game 1\n A : 0     B : 0\n"
    match, _ = import_mat(text)
    assert match.rules == rules
    with pytest.raises(RecordError):
        import_mat(text.replace("clock_free_seconds=7", "clock_free_seconds=9999"))
    with pytest.raises(RecordError):
        import_mat(text.replace("jacoby=0", "castling=1"))


@pytest.mark.parametrize("seed", range(6))
def test_an_unfinished_match_with_a_roll_to_play_comes_back_with_those_dice(seed):
    """A match exported after a roll, before its play (the window's export can be
    made then): the .sgf export reads back with those dice to play (GNU Backgammon's
    "set dice" node); the .mat export keeps the completed turns."""
    from nard_desktop.app.sgffile import export_sgf, import_sgf
    from nard_desktop.engine import GamePhase

    match = Match(5, roller=SeededRoller(seed))
    rng = random.Random(seed)
    play_random(match, rng, 20 + 7 * seed, cube=0.0, resign=0.0)
    while match.game.phase != GamePhase.ROLL:
        play_random(match, rng, 1, cube=0.0, resign=0.0)
    match.game.roll()
    mat, _ = import_mat(export_mat(match))
    sgf, _ = import_sgf(export_sgf(match))
    assert _moves(mat) == _moves(sgf) == _moves(match)
    assert mat.game.phase == GamePhase.ROLL and mat.game.on_roll == match.game.on_roll
    assert sgf.game.phase == match.game.phase and sgf.game.dice == match.game.dice
