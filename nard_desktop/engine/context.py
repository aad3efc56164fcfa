"""What a decision needs to know beyond the board: score, cube and rules,
seen from the player on roll.  Used by the AI and by outside scripts."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import EngineError
from .kinds import CubeOwner
from .rules import CUBE_VALUES, MAX_MATCH_LENGTH


@dataclass(frozen=True)
class MatchContext:
    """Score and cube from the view of the player on roll.

    ``match_length`` 0 means a money session.  ``cube_owner`` is a
    :class:`CubeOwner`: ``"centre"``, ``"me"`` (the player on roll) or
    ``"them"`` (plain strings are accepted and stored as the member).

    >>> MatchContext(match_length=5, my_score=3, their_score=4).my_away
    2
    """

    match_length: int = 0
    my_score: int = 0
    their_score: int = 0
    cube_value: int = 1
    cube_owner: CubeOwner = CubeOwner.CENTRE
    crawford_game: bool = False

    def __post_init__(self) -> None:
        if type(self.match_length) is not int or not 0 <= self.match_length <= MAX_MATCH_LENGTH:
            raise EngineError(f"match length is 0 (money) or 1–{MAX_MATCH_LENGTH}", code="bad_match_length")
        if self.match_length and not (0 <= self.my_score < self.match_length
                                      and 0 <= self.their_score < self.match_length):
            raise EngineError("scores must be below the match length", code="bad_score")
        if self.cube_value not in CUBE_VALUES:
            raise EngineError(f"a cube shows 1, 2, 4, …, 64, not {self.cube_value!r}", code="bad_cube")
        if not isinstance(self.cube_owner, str) or self.cube_owner not in tuple(CubeOwner):
            raise EngineError(f"cube owner is centre, me or them, not {self.cube_owner!r}", code="bad_cube")
        object.__setattr__(self, "cube_owner", CubeOwner(self.cube_owner))
        if self.cube_owner == CubeOwner.CENTRE and self.cube_value != 1 and not self.is_money:
            # In money play automatic doubles leave a centred cube above 1.
            raise EngineError("a centred cube shows 1 in match play", code="bad_cube")

    @property
    def is_money(self) -> bool:
        return self.match_length == 0

    @property
    def my_away(self) -> int:
        return self.match_length - self.my_score

    @property
    def their_away(self) -> int:
        return self.match_length - self.their_score

    def swapped(self) -> "MatchContext":
        """The same context from the opponent's view."""
        return MatchContext(self.match_length, self.their_score, self.my_score, self.cube_value,
                            self.cube_owner.swapped(),
                            self.crawford_game)
