"""Standard backgammon move notation, written and read.

A play is written the way GNU Backgammon writes it, in the mover's numbering:

* one step per checker and die: ``13/8``; a hit is marked ``*``: ``13/8*``;
* the bar is ``bar`` and a checker borne off goes to ``off``: ``bar/22``, ``6/off``;
* a checker that moves on with the next die is written as one move,
  ``24/13``, naming the landing points in between only where it hit:
  ``24/18*/13``;
* identical moves are grouped with a count: ``8/5(2)``;
* moves are listed from the highest starting point down; from one point,
  the shorter move first (``8/4 8/3``), unless a checker moved on
  (``24/6 24/18``);
* the hit is marked on the first checker, in that order, to land on the
  blot; a count repeats the first move of its kind: ``6/5*(2)``.

An empty play (nothing could be played, docs/rules.md §4.5) is written as the
empty string; the user interface shows its own, translated, words for it.

Reading is more lenient: ``25`` is accepted for the bar, ``0`` for off, the
``*`` marks are optional, intermediate points may be named (``24/18/13``),
repeated moves may be written out or counted, and the moves may come in any
order.  Unicode decimal digits (Persian ``۲۴/۱۸``) are read like ASCII ones.
Text that names no legal play of the roll raises :class:`NotationError`.
"""

from __future__ import annotations

import re
from typing import Sequence

from .errors import NotationError
from .movegen import Play, TurnBuilder
from .movegen import check_dice
from .position import BAR, OFF, Position
from .rules import RuleSet

__all__ = ["format_step", "format_play", "parse_play"]

_EMPTY_WORDS = {"", "-", "no move", "nomove", "none", "pass"}


def _point_text(point: int) -> str:
    if point == BAR:
        return "bar"
    if point == OFF:
        return "off"
    return str(point)


def format_step(src: int, dst: int, hit: bool = False) -> str:
    """One step in notation: ``format_step(13, 8, True) == '13/8*'``.

    >>> format_step(25, 22), format_step(6, 0)
    ('bar/22', '6/off')
    """
    if not (isinstance(src, int) and isinstance(dst, int)) or not 0 <= dst < src <= BAR:
        raise NotationError(f"no step goes from {src!r} to {dst!r}", code="bad_step")
    if hit and dst == OFF:
        raise NotationError("a checker borne off hits nothing", code="bad_step")
    return f"{_point_text(src)}/{_point_text(dst)}{'*' if hit else ''}"


def _checker_paths(play: Play) -> list[list[int]]:
    """Join the steps of a play into the paths of single checkers, in the
    order GNU Backgammon writes them.

    The steps are taken from the highest starting point down (for one
    starting point, the shorter step first); each step that no path has yet
    taken starts a path, which then takes the next unused step from the point
    it reached, as long as there is one.  Which of two checkers on a point
    moves on makes no difference to the position.
    """
    order = sorted(range(len(play.moves)), key=lambda i: (-play.moves[i][0], -play.moves[i][1]))
    used = [False] * len(play.moves)
    paths = []
    for i in order:
        if used[i]:
            continue
        used[i] = True
        path = list(play.moves[i])
        while path[-1] != OFF:
            nxt = next((j for j in order if not used[j] and play.moves[j][0] == path[-1]), None)
            if nxt is None:
                break
            used[nxt] = True
            path.append(play.moves[nxt][1])
        paths.append(path)
    return paths


def _path_text(path: list[int], hits: list[bool]) -> str:
    parts = [_point_text(path[0])]
    for point, hit in zip(path[1:-1], hits):
        if hit:  # a landing in between is named only where it hit
            parts.append(_point_text(point) + "*")
    parts.append(_point_text(path[-1]) + ("*" if hits[-1] else ""))
    return "/".join(parts)


def format_play(play: Play) -> str:
    """A whole play in standard notation, e.g. ``'24/18 13/8*'`` or ``'8/5(2)'``.

    Written as GNU Backgammon writes it: for one starting point the shorter
    move comes first (``8/4 8/3``) unless a checker moved on (``24/6 24/18``);
    the first checker, in that order, to land where a blot stood is the one
    marked ``*``; identical moves are counted, and written as the first of
    them (``6/5*(2)``).  An empty play (the turn passes) gives the empty
    string.

    >>> from nard_desktop.engine import legal_plays
    >>> sorted(format_play(p) for p in legal_plays(Position.initial(), (6, 5)))[:3]
    ['13/2', '13/7 8/3', '13/8 13/7']
    """
    blots = {dst for (_, dst), hit in zip(play.moves, play.hits) if hit}
    out: list[tuple[tuple[int, ...], str]] = []
    counts: dict[tuple[int, ...], int] = {}
    for path in _checker_paths(play):
        hits = []
        for point in path[1:]:
            hits.append(point in blots)
            blots.discard(point)
        key = tuple(path)
        if key not in counts:
            counts[key] = 0
            out.append((key, _path_text(path, hits)))
        counts[key] += 1
    return " ".join(text if counts[key] == 1 else f"{text}({counts[key]})" for key, text in out)


# ------------------------------------------------------------------ reading

_TOKEN = re.compile(
    r"""^(?P<src>bar|\d+)
         (?P<rest>(?:/(?:off|bar|\d+)\*?)+)
         (?:\((?P<count>\d+)\))?$""",
    re.IGNORECASE | re.VERBOSE,
)
_WAYPOINT = re.compile(r"/(off|bar|\d+)(\*?)", re.IGNORECASE)

# A parsed move: start point, then ``(point, marked_hit)`` for each named landing.
_Path = tuple[int, tuple[tuple[int, bool], ...]]


def _read_point(word: str, token: str, *, start: bool) -> int:
    low = word.lower()
    if low == "bar":
        if not start:
            raise NotationError(f"{token!r}: a checker cannot move to the bar", code="bad_notation")
        return BAR
    if low == "off":
        if start:
            raise NotationError(f"{token!r}: a move cannot start from off", code="bad_notation")
        return OFF
    n = int(word)
    if start and not 1 <= n <= 25:
        raise NotationError(f"{token!r}: a move starts from a point 1–24 or the bar (25), not {n}",
                            code="bad_notation")
    if not start and not 0 <= n <= 24:
        raise NotationError(f"{token!r}: a move ends on a point 1–24 or off (0), not {n}",
                            code="bad_notation")
    return n


def _parse_text(text: str) -> list[_Path]:
    paths: list[_Path] = []
    for token in text.replace(",", " ").split():
        m = _TOKEN.match(token)
        if m is None:
            raise NotationError(f"{token!r} is not a move: write it like 24/18, 13/8*, bar/22, 6/off or 8/5(2)",
                                code="bad_notation", token=token)
        src = _read_point(m.group("src"), token, start=True)
        landings = []
        prev = src
        for word, star in _WAYPOINT.findall(m.group("rest")):
            point = _read_point(word, token, start=False)
            if point >= prev:
                raise NotationError(f"{token!r}: checkers move from higher to lower points (docs/rules.md §1)",
                                    code="bad_notation", token=token)
            if star and point == OFF:
                raise NotationError(f"{token!r}: a checker borne off hits nothing", code="bad_notation",
                                    token=token)
            landings.append((point, bool(star)))
            prev = point
        count = int(m.group("count")) if m.group("count") else 1
        if not 1 <= count <= 4:
            raise NotationError(f"{token!r}: a move can be repeated 1–4 times, not {count}", code="bad_notation",
                                token=token)
        paths.extend([(src, tuple(landings))] * count)
    return paths


def parse_play(position: Position, dice: Sequence[int], text: str, rules: RuleSet | None = None) -> Play:
    """The legal play of ``dice`` in ``position`` that ``text`` describes.

    Returns the matching element of ``legal_plays(position, dice, rules)``.
    Raises :class:`NotationError` when the text is malformed, when it is not
    a legal play (too few or too many dice, a closed point, the whole-turn
    rule of docs/rules.md §4, …) or when it could mean two different plays.

    >>> parse_play(Position.initial(), (6, 5), "24/13").moves
    ((24, 18), (18, 13))
    """
    if not isinstance(text, str):
        raise NotationError(f"move notation is text, not {text!r}", code="bad_notation")
    try:
        a, b = check_dice(dice)
    except ValueError as exc:
        raise NotationError(str(exc), code="bad_dice") from None
    if position.is_game_over():
        raise NotationError("the game is over: nothing can be played", code="game_over")
    words = " ".join(text.split()).lower()
    paths = [] if words in _EMPTY_WORDS else _parse_text(text)
    if len(paths) > 4:
        raise NotationError(f"{text!r} moves {len(paths)} checkers; a roll moves at most four",
                            code="bad_notation")

    builder = TurnBuilder(position, (a, b), rules)
    exact: set[Position] = set()
    loose: set[Position] = set()
    # Each path in flight: (point it has reached, landings still to make).
    state = [(src, landings) for src, landings in paths]
    _match(builder, state, False, exact, loose)
    found = exact or loose
    roll = f"{a}-{b}"
    if not found:
        need = builder.length
        if need == 0 and paths:
            raise NotationError(f"nothing can be played with {roll} here: the turn passes",
                                code="illegal_play")
        if not paths:
            raise NotationError(f"{roll} can be played here: an empty play is not legal", code="illegal_play")
        ends = {landings[-1][0] for _, landings in paths}
        for src, _ in paths:
            if not position.mine[src] and src not in ends:
                where = "on the bar" if src == BAR else f"on point {src}"
                raise NotationError(f"{text.strip()!r}: there is no checker {where}", code="illegal_play")
        raise NotationError(
            f"{text.strip()!r} is not a legal play of {roll} here"
            f" (a legal play moves checkers {need} time{'s' if need != 1 else ''})",
            code="illegal_play",
        )
    if len(found) > 1:
        raise NotationError(f"{text.strip()!r} could mean more than one play of {roll}: mark the hits with *",
                            code="ambiguous_play")
    return builder._by_result[found.pop()]


def _match(builder: TurnBuilder, state: list, loose_hit: bool, exact: set, loose: set) -> None:
    """Depth-first search for step orders that carry out every path."""
    if all(not landings for _, landings in state):
        if builder.is_complete():
            (loose if loose_hit else exact).add(builder.position)
        return
    if builder.is_complete():
        return
    tried = set()
    start = builder.start
    for cand in builder._candidates():
        src, dst, hit, _ = cand
        for i, (at, landings) in enumerate(state):
            if at != src or not landings:
                continue
            target, marked = landings[0]
            if dst < target:
                continue  # overshoots the next named point
            if dst == target:
                if marked and not hit and start.theirs[25 - dst] != 1:
                    continue  # nothing was ever hit there (a later arrival on a hit blot's point is marked too)
                new = (dst, landings[1:])
                flag = loose_hit
            else:
                new = (dst, landings)
                flag = loose_hit or hit  # hit on an unnamed landing
            key = (cand, at, landings)
            if key in tried:
                continue  # identical paths: trying one of them is enough
            tried.add(key)
            state[i] = new
            builder._push(cand)
            _match(builder, state, flag, exact, loose)
            builder.undo()
            state[i] = (at, landings)
