"""The controller's value types: who plays (:class:`PlayerSpec`), what match
(:class:`MatchConfig`), and what the window draws (:class:`Snapshot`, with the
:class:`Transition` that led to it, the :class:`DiceView` and the move list's
:class:`MoveEntry`).  All immutable; the controller publishes them and the
widgets only read them."""

from __future__ import annotations

from dataclasses import dataclass, field

from nard_desktop.engine import CubeState, DiceRoller, GamePhase, GameResult, Position, ResultType, RuleSet

from .opponent import DEFAULT_LEVEL, LEVELS

__all__ = ["HUMAN", "COMPUTER", "REMOTE", "PlayerSpec", "MatchConfig", "Move", "Transition", "DiceView", "MoveEntry",
           "Snapshot"]

HUMAN = "human"
COMPUTER = "computer"
REMOTE = "remote"
"""A friend playing from another machine (a network match, docs/network.md):
the session with their program acts for this seat."""


@dataclass(frozen=True)
class PlayerSpec:
    """Who sits in a seat: a person at this machine, the computer at a level, or a
    friend at another machine (:data:`REMOTE`)."""

    kind: str = HUMAN
    level: str = DEFAULT_LEVEL
    name: str = ""

    def __post_init__(self) -> None:
        if self.kind not in (HUMAN, COMPUTER, REMOTE):
            raise ValueError(f"a player is {HUMAN!r}, {COMPUTER!r} or {REMOTE!r}, not {self.kind!r}")
        if self.level not in LEVELS:
            raise ValueError(f"unknown level {self.level!r}")


@dataclass(frozen=True)
class MatchConfig:
    """What the new-game dialog decides.  ``length`` 0 is a money session."""

    length: int = 0
    preset: str = "money"
    rules: RuleSet | None = None  # overrides the preset when given
    players: tuple[PlayerSpec, PlayerSpec] = (PlayerSpec(HUMAN), PlayerSpec(COMPUTER))
    # The colour of seat 0, the player at the bottom ("light" or "dark").
    seat0_colour: str = "light"
    roller: DiceRoller | None = field(default=None, compare=False)
    # "secure" (the default) or "fair": provably fair dice, a fresh seed
    # committed to before each match (docs/fair-dice.md).
    dice: str = "secure"

    def rule_set(self) -> RuleSet:
        return self.rules if self.rules is not None else RuleSet.preset(self.preset)


@dataclass(frozen=True)
class Move:
    """One checker step of ``seat`` in that seat's numbering (25 bar, 0 off)."""

    seat: int
    src: int
    dst: int
    hit: bool = False


@dataclass(frozen=True)
class Transition:
    """How the board got from the last snapshot to this one."""

    kind: str  # "new" (redraw at once), "move", "undo", "other"
    moves: tuple[Move, ...] = ()


@dataclass(frozen=True)
class DiceView:
    """The dice on the board.  ``opening``: one die per side, ``values[0]``
    seat 0's and ``values[1]`` seat 1's; otherwise ``seat``'s dice (four for
    a double).  ``serial`` changes with every new roll (to animate it)."""

    values: tuple[int, ...]
    used: tuple[bool, ...]
    seat: int | None
    opening: bool
    serial: int


@dataclass(frozen=True)
class MoveEntry:
    """One line of the move list: ``seat``'s action in words."""

    seat: int
    text: str


@dataclass(frozen=True)
class Snapshot:
    """Everything the window shows, at one moment."""

    board: Position  # from the bottom seat's view
    bottom: int
    phase: GamePhase
    on_roll: int
    awaiting: int | None
    dice: DiceView | None
    # The seat whose checkers the person at this machine may move now (or None).
    mover: int | None
    # In the mover's numbering: src -> reachable destinations (0 = off).
    destinations: dict[int, frozenset[int]]
    turn_complete: bool
    can_undo: bool
    can_roll: bool
    can_double: bool
    can_answer_double: bool
    can_beaver: bool
    can_raccoon: bool
    can_resign: bool
    can_answer_resignation: bool
    cube: CubeState
    cube_enabled: bool
    pending_double: int
    crawford: bool
    score: tuple[int, int]
    match_length: int
    pips: tuple[int, int]  # by seat
    off: tuple[int, int]  # by seat
    colours: tuple[str, str]
    names: tuple[str, str]
    kinds: tuple[str, str]
    thinking: bool
    result: GameResult | None
    match_winner: int | None
    resign_offer: tuple[int, ResultType] | None
    game_number: int
    status: str

    @property
    def movable(self) -> frozenset[int]:
        return frozenset(self.destinations)
