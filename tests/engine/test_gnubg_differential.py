"""Our legal plays against GNU Backgammon's move generator (RULES.md §3–6).

Every position is checked under all 21 rolls: the set of results we find
must be exactly the set GNU Backgammon finds, compared as GNU Backgammon
position keys; when GNU Backgammon has no move, our single empty play must
leave the position as it was.  The positions come from seeded random play
from the start (20,000 of them) and from random constructions that stress
the rarer rules: bearing off (all checkers home, with and without contact),
entering from the bar against strong home boards, and few checkers among
many closed points, where often not every die can be played.
"""

from __future__ import annotations

import random

import pytest

from engine_helpers import bar_position, bearoff_position, blocked_position

from nard_desktop.engine import Position, legal_plays

gnubg_nn = pytest.importorskip("gnubg_nn")

ROLLS = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]
PLAYED_POSITIONS = 20_000
BEAROFF_POSITIONS = 3_000
BAR_POSITIONS = 3_000
BLOCKED_POSITIONS = 3_000


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


def test_random_play_positions_match_gnubg_under_all_rolls():
    """§3–6 as a whole: 20,000 positions from seeded random games, all 21 rolls."""
    rng = random.Random(20240611)
    pos = Position.initial()
    bad: list[tuple] = []
    checked = 0
    while checked < PLAYED_POSITIONS:
        found, plays_by_roll = _differences(pos)
        bad += found
        checked += 1
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        nxt = rng.choice(plays_by_roll[(max(a, b), min(a, b))]).result.swapped()
        pos = Position.initial() if nxt.is_game_over() else nxt
    assert not bad, _report(bad)


@pytest.mark.parametrize("make, count", [(bearoff_position, BEAROFF_POSITIONS), (bar_position, BAR_POSITIONS),
                                         (blocked_position, BLOCKED_POSITIONS)],
                         ids=["bear-off §6", "bar §5", "blocked §4"])
def test_constructed_positions_match_gnubg_under_all_rolls(make, count):
    """§5 entering (closed entries, partial entry, hits on entry), §6 bear-off (exact die,
    larger die from the highest point, contact during the bear-off) and §4 (few dice playable)."""
    rng = random.Random(make.__name__)
    bad: list[tuple] = []
    for _ in range(count):
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
