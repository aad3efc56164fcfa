"""Legal plays for a roll (RULES.md §3–6) and the step-by-step view of a turn.

Points are in the mover's numbering: 1–24, ``25`` is the bar, ``0`` is off.

The whole-turn rule (§4) is applied over complete sequences of steps: only
sequences that use the greatest possible number of dice are legal, and when
only one die of a non-double can be played, the larger must be played if it
can be.  Plays are deduplicated by their resulting position.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from .errors import IllegalMoveError
from .position import BAR, OFF, Position
from .rules import RuleSet

Step = tuple[int, int]
_DEFAULT_RULES = RuleSet()


@dataclass(frozen=True)
class Play:
    """One legal way to play a whole roll.

    ``moves`` are ``(from_point, to_point)`` steps in playing order (the
    mover's numbering; 25 = bar, 0 = off), ``hits`` says which steps hit a
    blot, ``dice`` which die each step used.  ``result`` is the position after
    the play, still seen by the player who moved.
    """

    moves: tuple[Step, ...]
    result: Position
    hits: tuple[bool, ...] = field(default=(), compare=False)
    dice: tuple[int, ...] = field(default=(), compare=False)

    def __len__(self) -> int:
        return len(self.moves)


def _check_dice(dice: Sequence[int]) -> tuple[int, int]:
    try:
        a, b = dice
    except (TypeError, ValueError):
        raise IllegalMoveError(f"a roll is two dice, not {dice!r}", code="bad_dice") from None
    if type(a) is not int or type(b) is not int or not (1 <= a <= 6 and 1 <= b <= 6):
        raise IllegalMoveError(f"dice show 1–6, not {dice!r}", code="bad_dice")
    return a, b


def _dice_list(a: int, b: int) -> list[int]:
    return [a] * 4 if a == b else [max(a, b), min(a, b)]


def _steps_for_die(m: list[int], t: list[int], d: int, maxsrc: int = 25) -> list[tuple[int, int, bool]]:
    """Every single step with die ``d`` in the raw state (no whole-turn rule)."""
    if m[BAR]:
        dst = 25 - d
        if t[d] < 2:
            return [(BAR, dst, t[d] == 1)]
        return []
    far = 24
    while far and not m[far]:
        far -= 1
    out = []
    src = far if far < maxsrc else maxsrc
    while src > 0:
        if m[src]:
            dst = src - d
            if dst > 0:
                n = t[25 - dst]
                if n < 2:
                    out.append((src, dst, n == 1))
            elif far <= 6 and (dst == 0 or src == far):
                out.append((src, OFF, False))
        src -= 1
    return out


def _apply(m: list[int], t: list[int], src: int, dst: int, hit: bool) -> None:
    m[src] -= 1
    m[dst] += 1
    if hit:
        t[25 - dst] = 0
        t[BAR] += 1


def _undo(m: list[int], t: list[int], src: int, dst: int, hit: bool) -> None:
    m[src] += 1
    m[dst] -= 1
    if hit:
        t[25 - dst] = 1
        t[BAR] -= 1


def _stack_forbidden(marks: frozenset[int], m: list[int], src: int, dst: int) -> bool:
    # §6 option: a checker that hit in the home board may not go on onto own checkers.
    return src in marks and dst != OFF and m[dst] > 0


def _next_marks(marks: frozenset[int], m: list[int], src: int, dst: int, hit: bool) -> frozenset[int]:
    """Points where a checker that hit this turn (in the home board) stands alone.

    Called before the step is applied; ``m`` is the state before the step.
    """
    new = set(marks)
    if src in new:
        new.discard(src)
        if dst != OFF:
            new.add(dst)  # the hitter moves on and stays the hitter
    elif dst in new:
        new.discard(dst)  # another checker joins it: either may move on later
    if hit and 1 <= dst <= 6:
        new.add(dst)
    return frozenset(new)


class _Generator:
    """Depth-first search over step sequences, keeping the longest ones."""

    __slots__ = ("m", "t", "best", "leaves", "seq", "marks_rule", "keep_all")

    def __init__(self, m: list[int], t: list[int], marks_rule: bool, keep_all: bool) -> None:
        self.m = m
        self.t = t
        self.best = 0
        self.leaves: dict = {}
        self.seq: list[tuple[int, int, bool, int]] = []
        self.marks_rule = marks_rule
        self.keep_all = keep_all

    def leaf(self) -> None:
        n = len(self.seq)
        if n < self.best:
            return
        if n > self.best:
            self.best = n
            self.leaves = {}
        key = (tuple(self.m), tuple(self.t))
        if self.keep_all:
            self.leaves.setdefault(key, []).append(tuple(self.seq))
        elif key not in self.leaves:
            self.leaves[key] = tuple(self.seq)

    def run_double(self, d: int, left: int, maxsrc: int, marks: frozenset[int]) -> None:
        m, t = self.m, self.t
        # Sources in non-increasing order generate each multiset of steps once
        # (see the module notes); the hit-and-stack option needs every order.
        steps = _steps_for_die(m, t, d, 25 if (self.marks_rule or self.keep_all) else maxsrc)
        moved = False
        for src, dst, hit in steps:
            if self.marks_rule:
                if _stack_forbidden(marks, m, src, dst):
                    continue
                nmarks = _next_marks(marks, m, src, dst, hit)
            else:
                nmarks = marks
            moved = True
            _apply(m, t, src, dst, hit)
            self.seq.append((src, dst, hit, d))
            if left > 1:
                self.run_double(d, left - 1, src, nmarks)
            else:
                self.leaf()
            self.seq.pop()
            _undo(m, t, src, dst, hit)
        if not moved:
            self.leaf()

    def run_pair(self, dice: tuple[int, ...], marks: frozenset[int]) -> None:
        m, t = self.m, self.t
        moved = False
        for i, d in enumerate(dice):
            rest = dice[:i] + dice[i + 1:]
            for src, dst, hit in _steps_for_die(m, t, d):
                if self.marks_rule:
                    if _stack_forbidden(marks, m, src, dst):
                        continue
                    nmarks = _next_marks(marks, m, src, dst, hit)
                else:
                    nmarks = marks
                moved = True
                _apply(m, t, src, dst, hit)
                self.seq.append((src, dst, hit, d))
                if rest:
                    self.run_pair(rest, nmarks)
                else:
                    self.leaf()
                self.seq.pop()
                _undo(m, t, src, dst, hit)
        if not moved:
            self.leaf()


def _generate(pos: Position, dice: Sequence[int], rules: RuleSet | None, keep_all: bool) -> tuple[int, dict]:
    a, b = _check_dice(dice)
    rules = rules or _DEFAULT_RULES
    gen = _Generator(list(pos.mine), list(pos.theirs), rules.no_hit_and_stack_in_home, keep_all)
    if a == b:
        gen.run_double(a, 4, 25, frozenset())
    else:
        gen.run_pair((max(a, b), min(a, b)), frozenset())
    leaves = gen.leaves
    if a != b and gen.best == 1:
        # §4.3: only one die can be played: the larger, if it can be.
        big = max(a, b)

        def uses_big(v) -> bool:
            seqs = v if keep_all else (v,)
            return any(s[0][3] == big for s in seqs)

        if any(uses_big(v) for v in leaves.values()):
            if keep_all:
                leaves = {k: [s for s in v if s[0][3] == big] for k, v in leaves.items()}
                leaves = {k: v for k, v in leaves.items() if v}
            else:
                leaves = {k: v for k, v in leaves.items() if v[0][3] == big}
    return gen.best, leaves


def _make_play(key, seq) -> Play:
    return Play(
        moves=tuple((s[0], s[1]) for s in seq),
        result=Position._trusted(key[0], key[1]),
        hits=tuple(s[2] for s in seq),
        dice=tuple(s[3] for s in seq),
    )


def legal_plays(position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> list[Play]:
    """Every legal play of ``dice`` in ``position``, one per resulting position.

    When nothing can be played the list holds one empty play whose result is
    the position itself (the turn passes, RULES.md §4.5).

    >>> plays = legal_plays(Position.initial(), (6, 5))
    >>> sorted(p.moves for p in plays)[0]
    ((13, 7), (13, 8))
    """
    if position.is_game_over():
        raise IllegalMoveError("the game is over: nothing can be played", code="game_over")
    best, leaves = _generate(position, dice, rules, keep_all=False)
    return [_make_play(k, v) for k, v in leaves.items()]


def max_dice_playable(position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> int:
    """How many dice of the roll a legal play uses (0–4)."""
    return _generate(position, dice, rules, keep_all=False)[0]


def apply_step(position: Position, step: Step) -> Position:
    """Move one checker from ``step[0]`` to ``step[1]`` without any rule check
    but the board's own (used by notation and the turn builder)."""
    src, dst = step
    m, t = list(position.mine), list(position.theirs)
    if not (0 <= dst < src <= 25) or m[src] == 0:
        raise IllegalMoveError(f"no checker can go from {src} to {dst}", code="bad_step", step=step)
    hit = dst != OFF and t[25 - dst] == 1
    if dst != OFF and t[25 - dst] >= 2:
        raise IllegalMoveError(f"point {dst} is closed", code="closed_point", step=step)
    _apply(m, t, src, dst, hit)
    return Position._trusted(tuple(m), tuple(t))


class TurnBuilder:
    """The step-by-step view of one turn, as the board needs it.

    Given the roll and the steps already made, it says which checkers may
    move now and where: only steps that extend to some maximal legal play of
    the whole roll.  Steps can be undone until the turn is complete.

    >>> tb = TurnBuilder(Position.initial(), (6, 5))
    >>> sorted(tb.destinations(24))
    [13, 18]
    """

    def __init__(self, position: Position, dice: Sequence[int], rules: RuleSet | None = None) -> None:
        a, b = _check_dice(dice)
        if position.is_game_over():
            raise IllegalMoveError("the game is over: nothing can be played", code="game_over")
        self.start = position
        self.roll = (a, b)
        self.rules = rules or _DEFAULT_RULES
        self.plays = legal_plays(position, (a, b), self.rules)
        self.length = len(self.plays[0].moves)
        self._by_result = {p.result: p for p in self.plays}
        # The dice a maximal play may use, as a multiset.
        if self.length == 1 and a != b:
            self._dice_pool = [self.plays[0].dice[0]]  # §4.3: the forced die
        else:
            self._dice_pool = _dice_list(a, b)
        self._history: list[tuple[Position, tuple[int, int, bool, int], frozenset[int]]] = []
        self.position = position
        self._marks: frozenset[int] = frozenset()
        self._cache: dict = {}

    # ---------------------------------------------------------------- state
    @property
    def steps(self) -> tuple[tuple[int, int], ...]:
        return tuple((s[0], s[1]) for _, s, _ in self._history)

    @property
    def hits(self) -> tuple[bool, ...]:
        return tuple(s[2] for _, s, _ in self._history)

    @property
    def dice_used(self) -> tuple[int, ...]:
        return tuple(s[3] for _, s, _ in self._history)

    def dice_left(self) -> list[int]:
        left = list(self._dice_pool)
        for d in self.dice_used:
            left.remove(d)
        if self.is_complete():
            return []
        return left

    def is_complete(self) -> bool:
        return len(self._history) == self.length

    def play(self) -> Play:
        """The legal play the steps made so far amount to (turn complete)."""
        if not self.is_complete():
            raise IllegalMoveError("the turn is not finished: dice remain to be played", code="turn_incomplete")
        legal = self._by_result[self.position]
        hist = [s for _, s, _ in self._history]
        return Play(moves=tuple((s[0], s[1]) for s in hist), result=legal.result,
                    hits=tuple(s[2] for s in hist), dice=tuple(s[3] for s in hist))

    # -------------------------------------------------------------- queries
    def _candidates(self) -> list[tuple[int, int, bool, int]]:
        """Single steps (src, dst, hit, die) that extend to a maximal play."""
        key = len(self._history)
        cached = self._cache.get(key)
        if cached is not None and cached[0] == self.position:
            return cached[1]
        out = []
        if not self.is_complete():
            m, t = list(self.position.mine), list(self.position.theirs)
            need = self.length - len(self._history) - 1
            left = self.dice_left()
            for d in sorted(set(left)):
                rest = list(left)
                rest.remove(d)
                for src, dst, hit in _steps_for_die(m, t, d):
                    if self.rules.no_hit_and_stack_in_home and _stack_forbidden(self._marks, m, src, dst):
                        continue
                    marks = (_next_marks(self._marks, m, src, dst, hit)
                             if self.rules.no_hit_and_stack_in_home else self._marks)
                    _apply(m, t, src, dst, hit)
                    ok = _can_play(m, t, rest, need, marks, self.rules.no_hit_and_stack_in_home)
                    _undo(m, t, src, dst, hit)
                    if ok:
                        out.append((src, dst, hit, d))
        self._cache = {key: (self.position, out)}
        return out

    def movable_points(self) -> list[int]:
        """Points (25 = bar) holding a checker that may move now."""
        return sorted({c[0] for c in self._candidates()}, reverse=True)

    def destinations(self, src: int) -> dict[int, list[tuple[int, int]]]:
        """Where the checker on ``src`` may go now, each with its path of steps.

        Single-die destinations come with a one-step path; a destination that
        needs the same checker to use several dice (24/13 with 6-5) has the
        path through a legal intermediate landing.  0 means off.
        """
        out: dict[int, list[tuple[int, int]]] = {}
        frontier = [(self, src, [])]
        # Breadth-first over the same checker's consecutive steps.
        while frontier:
            nxt = []
            for builder, at, path in frontier:
                for c in builder._candidates():
                    if c[0] != at:
                        continue
                    dst = c[1]
                    new_path = path + [(c[0], dst)]
                    if dst not in out:
                        out[dst] = new_path
                    if dst != OFF and not builder._single_step_complete():
                        child = builder._fork()
                        child._push(c)
                        nxt.append((child, dst, new_path))
            frontier = nxt
        return out

    def _single_step_complete(self) -> bool:
        return len(self._history) + 1 >= self.length

    def _fork(self) -> "TurnBuilder":
        clone = object.__new__(TurnBuilder)
        clone.__dict__.update(self.__dict__)
        clone._history = list(self._history)
        clone._cache = {}
        return clone

    def _push(self, c: tuple[int, int, bool, int]) -> None:
        self._history.append((self.position, c, self._marks))
        if self.rules.no_hit_and_stack_in_home:
            self._marks = _next_marks(self._marks, list(self.position.mine), c[0], c[1], c[2])
        self.position = apply_step(self.position, (c[0], c[1]))

    # ------------------------------------------------------------- actions
    def step(self, src: int, dst: int) -> list[tuple[int, int]]:
        """Move the checker on ``src`` to ``dst`` (one die or several).

        Returns the single steps made.  Raises :class:`IllegalMoveError` and
        changes nothing if the move belongs to no maximal legal play.
        """
        dests = self.destinations(src)
        path = dests.get(dst)
        if path is None:
            raise IllegalMoveError(
                f"the checker on {src} cannot go to {dst} with what is left of this roll",
                code="illegal_step", step=(src, dst),
            )
        for s, d in path:
            cand = next(c for c in self._candidates() if c[0] == s and c[1] == d)
            self._push(cand)
        return path

    def undo(self) -> tuple[int, int] | None:
        """Take back the last single step; None when there is nothing to undo."""
        if not self._history:
            return None
        pos, c, marks = self._history.pop()
        self.position = pos
        self._marks = marks
        return (c[0], c[1])

    def undo_all(self) -> None:
        while self._history:
            self.undo()


def _can_play(m: list[int], t: list[int], dice: list[int], need: int, marks: frozenset[int],
              marks_rule: bool) -> bool:
    """True if ``need`` more steps can be played with ``dice`` from this state."""
    if need <= 0:
        return True
    for i, d in enumerate(dice):
        if i and d == dice[i - 1]:
            continue
        rest = dice[:i] + dice[i + 1:]
        for src, dst, hit in _steps_for_die(m, t, d):
            if marks_rule and _stack_forbidden(marks, m, src, dst):
                continue
            nmarks = _next_marks(marks, m, src, dst, hit) if marks_rule else marks
            _apply(m, t, src, dst, hit)
            ok = _can_play(m, t, rest, need - 1, nmarks, marks_rule)
            _undo(m, t, src, dst, hit)
            if ok:
                return True
    return False


def play_from_moves(position: Position, dice: Sequence[int], moves: Iterable[Step],
                    rules: RuleSet | None = None) -> Play:
    """The legal play made of these steps (in any valid order); raises
    :class:`IllegalMoveError` if they are not one."""
    tb = TurnBuilder(position, dice, rules)
    try:
        for src, dst in moves:
            tb.step(src, dst)
    except (TypeError, ValueError) as exc:
        if isinstance(exc, IllegalMoveError):
            raise
        raise IllegalMoveError(f"not a list of steps: {moves!r}", code="bad_step") from None
    if not tb.is_complete():
        raise IllegalMoveError("the play does not use as many dice as the rules require", code="incomplete_play")
    return tb.play()
