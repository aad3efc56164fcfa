"""Our legal plays against GNU Backgammon's move generator (docs/rules.md §3–6).

Every position is checked under all 21 rolls: the set of results we find
must be exactly the set GNU Backgammon finds, compared as GNU Backgammon
position keys; when GNU Backgammon has no move, our single empty play must
leave the position as it was.  The positions come from seeded random play
from the start and from random constructions that stress
the rarer rules: bearing off (all checkers home, with and without contact),
entering from the bar against strong home boards, and few checkers among
many closed points, where often not every die can be played.

The default run checks a sample (800 played positions, 120 of each
construction); ``-m slow`` runs the long differential (20,000 and 3,000 each).
"""

from __future__ import annotations

import random

import pytest

from engine_helpers import bar_position, bearoff_position, blocked_position

from nard_desktop.engine import ROLLS, Position, legal_plays

gnubg_nn = pytest.importorskip("gnubg_nn")

PLAYED_POSITIONS = 20_000
CONSTRUCTED_POSITIONS = 3_000
SAMPLE = 25  # the default run checks one position in SAMPLE
SIZES = [pytest.param(SAMPLE, id="sample"), pytest.param(1, id="long", marks=pytest.mark.slow)]


def _differences(pos: Position) -> tuple[list[tuple], dict]:
    """Compare one position under all 21 rolls; also return our plays per roll."""
    board = pos.board()
    key_of_board = gnubg_nn.key_of_board
    bad = []
    plays_by_roll = {}
    for a, b in ROLLS:
        plays = legal_plays(pos, (a, b))
        plays_by_roll[(a, b)] = plays
        theirs = gnubg_nn.moves(board, a, b)
        if not theirs:
            if not (len(plays) == 1 and plays[0].moves == () and plays[0].result == pos):
                bad.append((pos.position_id(), (a, b), "gnubg has no move", [p.moves for p in plays]))
            continue
        ours = [key_of_board(p.result.board()) for p in plays]
        if len(set(ours)) != len(ours) or set(ours) != set(theirs):
            bad.append((pos.position_id(), (a, b), sorted(set(theirs) - set(ours)), sorted(set(ours) - set(theirs))))
    return bad, plays_by_roll


def _report(bad: list[tuple]) -> str:
    lines = [f"{len(bad)} position×roll mismatches; first ones (id, roll, only gnubg, only ours):"]
    lines += [repr(x) for x in bad[:10]]
    return "\n".join(lines)


@pytest.mark.parametrize("fraction", SIZES)
def test_random_play_positions_match_gnubg_under_all_rolls(fraction):
    """§3–6 as a whole: positions from seeded random games, all 21 rolls."""
    rng = random.Random(20240611)
    pos = Position.initial()
    bad: list[tuple] = []
    checked = 0
    while checked < PLAYED_POSITIONS // fraction:
        found, plays_by_roll = _differences(pos)
        bad += found
        checked += 1
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        nxt = rng.choice(plays_by_roll[(min(a, b), max(a, b))]).result.swapped()
        pos = Position.initial() if nxt.is_game_over() else nxt
    assert not bad, _report(bad)


@pytest.mark.parametrize("fraction", SIZES)
@pytest.mark.parametrize("make", [bearoff_position, bar_position, blocked_position],
                         ids=["bear-off §6", "bar §5", "blocked §4"])
def test_constructed_positions_match_gnubg_under_all_rolls(make, fraction):
    """§5 entering (closed entries, partial entry, hits on entry), §6 bear-off (exact die,
    larger die from the highest point, contact during the bear-off) and §4 (few dice playable)."""
    rng = random.Random(make.__name__)
    bad: list[tuple] = []
    for _ in range(CONSTRUCTED_POSITIONS // fraction):
        bad += _differences(make(rng))[0]
    assert not bad, _report(bad)


def test_constructions_reach_the_cases_they_are_for():
    """The constructed corpora really contain what they are meant to test."""
    rng = random.Random(7)
    bear = [bearoff_position(rng) for _ in range(300)]
    assert all(p.all_home() and p.mine[25] == 0 for p in bear)
    assert any(p.is_contact() for p in bear) and any(not p.is_contact() for p in bear)
    bars = [bar_position(rng) for _ in range(300)]
    assert all(p.mine[25] >= 1 for p in bars)
    assert any(p.mine[25] >= 4 for p in bars)
    # some with every entry closed, some with a blot to hit on entry
    assert any(all(p.theirs[d] >= 2 for d in range(1, 7)) for p in bars)
    assert any(any(p.theirs[d] == 1 for d in range(1, 7)) for p in bars)
    blocked = [blocked_position(rng) for _ in range(300)]
    used = [max(len(pl.moves) for pl in legal_plays(p, (6, 5))) for p in blocked]
    assert used.count(0) and used.count(1) and used.count(2)
