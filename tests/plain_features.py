"""The third and fourth feature sets' inputs read plainly, one position at a time, for tests.

The program's batch code (``nard_desktop/ai/features.py``) works on bit masks and
the training twin (``training/fastgen.py``) on compiled loops; this module walks the
dice and the points one by one, straight from the definitions in the features
module's docstring, so both can be checked against it.  Also: positions of every
phase for such checks.
"""

from __future__ import annotations

import random

from nard_desktop.engine import Position, legal_plays

__all__ = ["third_set", "side_inputs", "fourth_set", "fourth_side_inputs", "hit_set", "escape_rolls",
           "phase_positions", "phase"]


def hit_set(mine, theirs, d1: int, d2: int) -> set[int]:
    """My points (1–24) holding a blot of ``theirs`` that some play of the roll
    ``d1, d2`` could hit: a die's step, both dice with either middle point open
    (not with two or more of mine on the bar), or up to four steps of a double
    over open points.  With checkers on the bar only the entering checker hits,
    and a double moves it at most 5 − bar steps."""
    def blot(q):
        return 1 <= q <= 24 and theirs[25 - q] == 1

    def open_(q):
        return q >= 1 and theirs[25 - q] < 2

    bar = mine[25]
    sources = [25] if bar else [q for q in range(1, 25) if mine[q] > 0]
    found = set()
    for s in sources:
        if d1 != d2:
            for d in (d1, d2):
                if blot(s - d):
                    found.add(s - d)
            if bar < 2 and blot(s - d1 - d2) and (open_(s - d1) or open_(s - d2)):
                found.add(s - d1 - d2)
        else:
            steps = 4 if bar == 0 else max(1, 5 - bar)
            for k in range(1, steps + 1):
                q = s - k * d1
                if q < 1 or not open_(q):
                    break
                if blot(q):
                    found.add(q)
    return found


def escape_rolls(theirs, s: int) -> int:
    """Rolls out of 36 that carry a checker on my point ``s`` the roll's
    whole distance, never landing on a point ``theirs`` has made."""
    def made(q):
        return q >= 1 and theirs[25 - q] >= 2

    count = 0
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            if d1 != d2:
                count += not made(s - d1 - d2) and not (made(s - d1) and made(s - d2))
            else:
                count += not made(s - d1) and not made(s - 2 * d1)
    return count


def _pips(side) -> int:
    return sum(q * side[q] for q in range(1, 26))


def _rear(side) -> int:
    return max((q for q in range(1, 26) if side[q]), default=0)


def side_inputs(me, you) -> list[float]:
    """The eight inputs of side ``me`` against ``you`` (each in its owner's numbering)."""
    double = won = 0
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            hits = hit_set(me, you, d1, d2)
            double += len(hits) >= 2
            won += max(hits, default=0)  # a blot on my point q loses q pips
    closed = sum(1 for p in range(1, 7) if you[p] >= 2)
    front = 25 - _rear(you)  # their rearmost checker, on my point `front`
    to_break = sum(me[p] * (p - front + 1) for p in range(1, 26) if p >= front)
    trapped = sum(me[p] * (36 - escape_rolls(you, p)) for p in range(13, 26))
    anchors = sum(1 for p in range(19, 25) if me[p] >= 2)
    back = 1.0 if anchors >= 2 else 0.0
    lag = back * max(0, _pips(me) - _pips(you)) / 100.0
    return [double / 36.0, won / 864.0, closed * closed / 36.0, (36 - (6 - closed) ** 2) / 36.0,
            to_break / 200.0, trapped / 216.0, back, lag]


def third_set(pos: Position) -> list[float]:
    """Inputs 206–221: the side on roll's eight, then the other's."""
    return side_inputs(pos.mine, pos.theirs) + side_inputs(pos.theirs, pos.mine)


def fourth_side_inputs(me, you) -> list[float]:
    """The fourth set's eight inputs of side ``me`` against ``you`` (each in
    its owner's numbering), straight from the features module's docstring."""
    def made(side, p):
        return side[p] >= 2

    def their_made(q):  # my point q (1-24) made by the other side
        return you[25 - q] >= 2

    rear = _rear(me)
    back = max((p for p in range(19, 25) if made(me, p)), default=None)
    forward = min((p for p in range(13, 25) if made(me, p)), default=None)
    sources = [25] if me[25] else [p for p in range(1, 25) if me[p]]
    steps = sum(1 for p in sources for d in range(1, 7) if 1 <= p - d <= 24 and not their_made(p - d))
    free_pips = 0
    for p in range(1, 26):
        n = me[p]
        if p == 25:
            free = n  # every checker on the bar
        elif n >= 2:
            free = n - 2  # beyond the two holding the point
        else:
            free = n if p >= 7 else 0  # alone outside the home board
        free_pips += free * (p - 1)
    made_points = [p for p in range(1, 25) if made(me, p)]
    pairs = sum(1 for p in made_points for q in made_points if p >= 7 and 1 <= p - q <= 6)
    checkers = [p for p in range(1, 26) for _ in range(me[p])]
    if checkers:
        # The variance as exact integers (n² var = n Σp² − (Σp)²), then one division.
        n = len(checkers)
        spread = (n * sum(p * p for p in checkers) - sum(checkers) ** 2) / (n * n * 144.0)
    else:
        spread = 0.0
    covered = sum(1 for q in range(7, 19)
                  if not their_made(q) and any(me[q + d] > 0 for d in range(1, 7)))
    return [rear / 25.0, (back - 18) / 6.0 if back else 0.0, (25 - forward) / 12.0 if forward else 0.0,
            steps / 60.0, free_pips / 100.0, pairs / 21.0, spread, covered / 12.0]


def fourth_set(pos: Position) -> list[float]:
    """Inputs 222–237: the side on roll's eight, then the other's."""
    return fourth_side_inputs(pos.mine, pos.theirs) + fourth_side_inputs(pos.theirs, pos.mine)


def phase(pos: Position) -> str:
    """``bar``, ``bear-off against contact``, ``back game``, ``crashed``,
    ``contact``, ``race`` or ``bear-off`` (the first that fits)."""
    m, t = pos.mine, pos.theirs
    if not pos.is_contact():
        return "bear-off" if _rear(m) <= 6 and _rear(t) <= 6 else "race"
    if m[25] or t[25]:
        return "bar"
    for a, b in ((m, t), (t, m)):
        if a[0] > 0 and _rear(a) <= 6:
            return "bear-off against contact"
    for a, b in ((m, t), (t, m)):
        if sum(1 for p in range(19, 25) if a[p] >= 2) >= 2 and _pips(a) - _pips(b) >= 60:
            return "back game"
    for a in (m, t):
        if sum(a[7:26]) <= 3 and sum(1 for p in range(1, 7) if a[p] >= 2) <= 3:
            return "crashed"
    return "contact"


PHASES = ("contact", "bar", "crashed", "back game", "race", "bear-off", "bear-off against contact")


def random_game_positions(n_games: int, seed: int, max_plies: int) -> list[Position]:
    """Every position before a roll in ``n_games`` random games (each side a
    random legal play) of at most ``max_plies`` plays, seen by the side on roll."""
    rng = random.Random(seed)
    out = []
    for _ in range(n_games):
        pos = Position.initial()
        for _ in range(max_plies):
            pos = rng.choice(legal_plays(pos, (rng.randint(1, 6), rng.randint(1, 6)))).result
            if pos.mine[0] == 15:
                break
            pos = pos.swapped()
            out.append(pos)
    return out


def phase_positions(n_games: int, seed: int) -> list[Position]:
    """Positions of random games (every position before a roll), plus made-up
    ones of the rarer kinds: several checkers on the bar against a closed or
    open board, crashed boards, back games, races and bear-offs against
    contact."""
    out = random_game_positions(n_games, seed, max_plies=150)
    made_up = [
        Position.initial(),
        Position.from_points({6: 13}, {1: 2, 2: 2, 3: 2, 5: 1}, mine_bar=2),
        Position.from_points({6: 12}, {4: 1, 9: 1, 20: 1}, mine_bar=3),
        Position.from_points({6: 11}, {3: 1, 8: 1, 16: 1}, mine_bar=4),
        Position.from_points({6: 14}, {20: 1, 18: 1}, mine_bar=1, theirs_bar=3),
        Position.from_points({24: 2, 13: 13}, {2: 1, 7: 1, 11: 2, 17: 11}),
        Position.from_points({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}, {18: 1, 16: 1, 14: 1}, theirs_bar=1),
        # crashed: five checkers left outside the home board squeezed onto low points
        Position.from_points({1: 5, 2: 4, 3: 3, 24: 2, 16: 1}, {6: 4, 5: 3, 4: 2, 8: 3, 13: 3}),
        # back games: two or three points held in the other's home board, far behind
        Position.from_points({24: 2, 22: 2, 13: 5, 8: 2, 6: 4}, {6: 4, 5: 3, 4: 3, 2: 2, 10: 1, 8: 2}),
        Position.from_points({23: 2, 21: 2, 13: 4, 6: 5, 5: 2}, {6: 3, 5: 2, 3: 2, 1: 2, 8: 2, 7: 2}),
        # races and bear-offs
        Position.from_points({6: 5, 8: 5, 10: 5}, {6: 5, 7: 5, 9: 5}),
        Position.from_points({1: 3, 2: 3, 3: 2}, {4: 4, 5: 3, 6: 1}),
        # bear-offs against contact: one side home with checkers off, the other still back
        Position.from_points({2: 3, 3: 3, 4: 2, 5: 2}, {24: 1, 6: 5, 5: 4, 4: 3}),
        Position.from_points({3: 2, 4: 2, 5: 2, 6: 1}, {24: 2, 23: 1, 8: 3, 6: 5, 5: 2}),
    ]
    out += made_up + [p.swapped() for p in made_up]
    return out
