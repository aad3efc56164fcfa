"""Helpers shared by the engine tests: literal position builders, random
constructions of positions, and an independent reference rule book.

``reference_plays`` is a deliberately plain, exhaustive implementation of
docs/rules.md §3–6 (and the §6 hit-and-stack option) written for the tests only:
it tries every order of the dice and every checker, tracks which checkers
hit, and shares no code with ``nard_desktop.engine.movegen``.
"""

from __future__ import annotations

import random
from functools import lru_cache

from nard_desktop.engine import Position, RuleSet, legal_plays


def pos(mine: dict[int, int], theirs: dict[int, int], mine_bar: int = 0, theirs_bar: int = 0) -> Position:
    """A position from ``{point: checkers}`` for each side (own numbering); the rest are off.

    The one literal position builder of the engine tests (the names of
    :meth:`Position.from_points`)."""
    return Position.from_points(mine, theirs, mine_bar=mine_bar, theirs_bar=theirs_bar)


def after(position: Position, *steps: tuple[int, int]) -> Position:
    """The position after these single steps, worked out here: a checker moves from
    ``src`` to ``dst`` (25 bar, 0 off) and a lone opposing checker there goes to the bar."""
    mine, theirs = list(position.mine), list(position.theirs)
    for src, dst in steps:
        assert mine[src] > 0 and 0 <= dst < src
        mine[src] -= 1
        mine[dst] += 1
        if dst and theirs[25 - dst] == 1:
            theirs[25 - dst] = 0
            theirs[25] += 1
    return Position(mine, theirs)


def results(position: Position, dice, rules: RuleSet | None = None) -> set[Position]:
    return {p.result for p in legal_plays(position, dice, rules)}


def first_steps(position, dice, rules=None) -> set[tuple[int, int]]:
    """The first steps of the legal plays."""
    return {p.moves[0] for p in legal_plays(position, dice, rules) if p.moves}


# ------------------------------------------------------ random constructions

def _place(rng: random.Random, counts: list[int], n: int, points: list[int], blocked: set[int],
           cap: int = 15) -> None:
    """Scatter ``n`` checkers over ``points`` (owner's numbering), never on ``blocked``."""
    free = [p for p in points if p not in blocked]
    for _ in range(n):
        if not free:
            return  # the rest stay borne off
        p = rng.choice(free)
        counts[p] += 1
        if counts[p] >= cap:
            free.remove(p)


def _position(mine: list[int], theirs: list[int]) -> Position:
    if not any(theirs[1:]):  # keep the game going
        theirs[next(q for q in range(1, 25) if not mine[25 - q])] = 1
    mine[0] = 15 - sum(mine[1:])
    theirs[0] = 15 - sum(theirs[1:])
    return Position(mine, theirs)


def bearoff_position(rng: random.Random) -> Position:
    """All my checkers home (some already off); the opponent racing, or still
    holding points and blots in my home board, sometimes with checkers on the bar."""
    mine, theirs = [0] * 26, [0] * 26
    _place(rng, mine, rng.randint(1, 15), list(range(1, 7)), set())
    contact = rng.random() < 0.5
    n_theirs = rng.randint(1, 15)
    if contact:
        # Their points 19-24 are my 1-6.
        mine_points = {25 - p for p in range(1, 7) if mine[p]}
        in_my_home = rng.randint(1, min(n_theirs, 6))
        _place(rng, theirs, in_my_home, list(range(19, 25)), mine_points, cap=3)
        theirs[25] = rng.randint(0, min(2, n_theirs - in_my_home))
        _place(rng, theirs, n_theirs - in_my_home - theirs[25], list(range(1, 19)), set())
    else:
        _place(rng, theirs, n_theirs, list(range(1, 19)), set())
    return _position(mine, theirs)


def bar_position(rng: random.Random) -> Position:
    """Several of my checkers on the bar against a strong home board."""
    mine, theirs = [0] * 26, [0] * 26
    made = rng.sample(range(1, 7), rng.randint(2, 6))  # their home points, my 19-24
    for p in made:
        theirs[p] = 2
    for p in range(1, 7):
        if sum(theirs) < 15 and rng.random() < 0.4:
            theirs[p] += 1  # a third checker on a made point, or a blot to hit
    _place(rng, theirs, rng.randint(0, 15 - sum(theirs)), list(range(7, 25)), set())
    mine[25] = rng.randint(1, 5)
    their_points = {25 - p for p in range(1, 25) if theirs[p]}
    _place(rng, mine, rng.randint(0, 15 - mine[25]), list(range(1, 25)), their_points)
    return _position(mine, theirs)


def home_fight_position(rng: random.Random) -> Position:
    """My checkers on points 1-12 with opposing blots (and a few points) in my
    home board: hits inside the home board, for the §6 hit-and-stack option."""
    mine, theirs = [0] * 26, [0] * 26
    for q in rng.sample(range(19, 25), rng.randint(2, 5)):  # their 19-24 are my 6-1
        theirs[q] = 1 if rng.random() < 0.75 else 2
    theirs[25] = rng.randint(0, 2)
    _place(rng, theirs, rng.randint(0, 15 - sum(theirs)), list(range(1, 13)), set())
    their_points = {25 - q for q in range(1, 25) if theirs[q]}
    _place(rng, mine, rng.randint(4, 14), list(range(1, 13)), their_points, cap=4)
    if rng.random() < 0.3:
        mine[25] = 1
    return _position(mine, theirs)


def blocked_position(rng: random.Random) -> Position:
    """The opponent holds many points everywhere; a few of my checkers, mostly outside the
    home board: plays that use fewer dice than rolled (§4) are common here."""
    mine, theirs = [0] * 26, [0] * 26
    for q in rng.sample(range(1, 25), rng.randint(4, 7)):
        theirs[q] = 2
    _place(rng, theirs, rng.randint(0, 15 - sum(theirs)), list(range(1, 25)), set(), cap=1)
    their_points = {25 - q for q in range(1, 25) if theirs[q]}
    _place(rng, mine, rng.randint(2, 9), list(range(7, 25)), their_points, cap=2)
    _place(rng, mine, rng.randint(0, 4), list(range(1, 7)), their_points)
    if rng.random() < 0.15:
        mine[25] = 1
    return _position(mine, theirs)


def played_position(seed: int, plies: int) -> Position:
    """The position after ``plies`` random legal plays from the start."""
    rng = random.Random(seed)
    position = Position.initial()
    for _ in range(plies):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        nxt = rng.choice(legal_plays(position, dice)).result.swapped()
        position = Position.initial() if nxt.is_game_over() else nxt
    return position


def random_play_positions(n: int, seed: int) -> list[Position]:
    """``n`` distinct positions reached by seeded random play from the start
    (either side on roll); a finished game starts again from the opening."""
    rng = random.Random(seed)
    out, seen = [], set()
    position = Position.initial()
    while len(out) < n:
        play = rng.choice(legal_plays(position, (rng.randint(1, 6), rng.randint(1, 6))))
        position = play.result.swapped()
        if position.is_game_over():
            position = Position.initial()
        elif position not in seen:
            seen.add(position)
            out.append(position)
    return out


# ---------------------------------------------------------------- reference

def _single_steps(m: tuple, t: tuple, d: int):
    """(src, dst, hit) for one die, by the book."""
    out = []
    if m[25]:
        dst = 25 - d
        if t[d] < 2:  # my point 25-d is their point d
            out.append((25, dst, t[d] == 1))
        return out
    all_home = sum(m[7:26]) == 0
    for src in range(24, 0, -1):
        if not m[src]:
            continue
        dst = src - d
        if dst >= 1:
            if t[25 - dst] < 2:
                out.append((src, dst, t[25 - dst] == 1))
        elif all_home and (dst == 0 or not any(m[src + 1:7])):
            out.append((src, 0, False))
    return out


def _move(m: tuple, t: tuple, src: int, dst: int, hit: bool) -> tuple[tuple, tuple]:
    m2, t2 = list(m), list(t)
    m2[src] -= 1
    m2[dst] += 1
    if hit:
        t2[25 - dst] -= 1
        t2[25] += 1
    return tuple(m2), tuple(t2)


def _readings(m: tuple, hitters: tuple, src: int, dst: int, hit: bool, option: bool) -> list[tuple]:
    """Hitter positions after the step, for each checker that may be the one
    moving (a hitter or not); none if the option forbids every reading."""
    if not option:
        return [()]
    out = []
    if m[src] > hitters.count(src):
        out.append(tuple(sorted(hitters + ((dst,) if hit and dst <= 6 else ()))))
    if src in hitters and (dst == 0 or m[dst] == 0):
        rest = list(hitters)
        rest.remove(src)
        out.append(tuple(sorted(rest + ([dst] if dst else []))))
    return out


@lru_cache(maxsize=200_000)
def _finals(m: tuple, t: tuple, dice: tuple, hitters: tuple, option: bool) -> tuple[int, frozenset]:
    """(most further steps, the positions they end in) from this state."""
    best, ends = 0, {(m, t)}
    for d in set(dice):
        rest = list(dice)
        rest.remove(d)
        rest = tuple(rest)
        for src, dst, hit in _single_steps(m, t, d):
            for h2 in _readings(m, hitters, src, dst, hit, option):
                m2, t2 = _move(m, t, src, dst, hit)
                n, e = _finals(m2, t2, rest, h2, option) if rest else (0, frozenset({(m2, t2)}))
                if n + 1 > best:
                    best, ends = n + 1, set(e)
                elif n + 1 == best:
                    ends |= e
    return best, frozenset(ends)


def reference_plays(position: Position, dice, rules: RuleSet | None = None):
    """``(dice used, set of result positions, set of legal first steps)`` by
    exhaustive search: the most dice possible; with one die only, the larger
    if it can be played (docs/rules.md §4)."""
    a, b = dice
    option = bool(rules and rules.no_hit_and_stack_in_home)
    m, t = position.mine, position.theirs
    all_dice = (a,) * 4 if a == b else (a, b)
    firsts = []  # (die, src, dst, steps after, ends)
    for d in set(all_dice):
        rest = list(all_dice)
        rest.remove(d)
        for src, dst, hit in _single_steps(m, t, d):
            for h in _readings(m, (), src, dst, hit, option):
                m2, t2 = _move(m, t, src, dst, hit)
                n, e = _finals(m2, t2, tuple(rest), h, option)
                firsts.append((d, src, dst, n + 1, e))
    if not firsts:
        return 0, {position}, set()
    best = max(f[3] for f in firsts)
    chosen = [f for f in firsts if f[3] == best]
    if a != b and best == 1 and any(f[0] == max(a, b) for f in chosen):
        chosen = [f for f in chosen if f[0] == max(a, b)]
    ends = set().union(*(f[4] for f in chosen))
    return best, {Position(mm, tt) for mm, tt in ends}, {(f[1], f[2]) for f in chosen}
