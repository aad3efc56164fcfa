"""The step-by-step view of one turn, as the board needs it (docs/rules.md §4).

:class:`TurnBuilder` offers only single steps that extend to some maximal
legal play of the whole roll: the plays come from :func:`legal_plays`, and
"can the rest still be played after this step?" from the reference search
(:func:`.reference.can_play`).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ..errors import IllegalMoveError
from ..position import OFF, Position
from ..rules import RuleSet
from .house import DEFAULT_RULES, hitters_marked
from .legal import legal_plays
from .play import Play, Step, apply_counts, apply_step, check_dice, dice_list, undo_counts
from .reference import can_play, next_mark_states, steps_for_die


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
        a, b = check_dice(dice)
        if position.is_game_over():
            raise IllegalMoveError("the game is over: nothing can be played", code="game_over")
        self.start = position
        self.roll = (a, b)
        self.rules = rules or DEFAULT_RULES
        self.plays = legal_plays(position, (a, b), self.rules)
        self.length = len(self.plays[0].moves)
        self._by_result = {p.result: p for p in self.plays}
        # The dice a maximal play may use, as a multiset.
        if self.length == 1 and a != b:
            self._dice_pool = [self.plays[0].dice[0]]  # §4.3: the forced die
        else:
            self._dice_pool = dice_list(a, b)
        self._history: list[tuple[Position, tuple[int, int, bool, int], tuple]] = []
        self.position = position
        # The hit-and-stack option: every reading of the steps so far as to
        # which checkers are hitters (see _mark_options).
        self._mark_states: tuple[tuple[int, ...], ...] = ((),)
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
            rule = hitters_marked(self.rules)
            for d in sorted(set(left)):
                rest = list(left)
                rest.remove(d)
                for src, dst, hit in steps_for_die(m, t, d):
                    states = next_mark_states(self._mark_states, m, src, dst, hit) if rule else self._mark_states
                    if not states:
                        continue
                    apply_counts(m, t, src, dst, hit)
                    ok = any(can_play(m, t, rest, need, marks, rule) for marks in states)
                    undo_counts(m, t, src, dst, hit)
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
        frontier: list[tuple[TurnBuilder, int, list[Step]]] = [(self, src, [])]
        # Breadth-first over the same checker's consecutive steps.
        while frontier:
            nxt: list[tuple[TurnBuilder, int, list[Step]]] = []
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
        self._history.append((self.position, c, self._mark_states))
        if hitters_marked(self.rules):
            self._mark_states = next_mark_states(self._mark_states, list(self.position.mine), c[0], c[1], c[2])
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
        pos, c, states = self._history.pop()
        self.position = pos
        self._mark_states = states
        return (c[0], c[1])

    def undo_all(self) -> None:
        while self._history:
            self.undo()


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
