"""Immutable backgammon positions, seen from the side on roll (docs/rules.md §1).

A :class:`Position` holds two 26-slot count tuples, ``mine`` (the side on roll)
and ``theirs``, each in its owner's own numbering:

* index 0   — checkers borne off,
* 1 … 24    — the points, 1 being the owner's ace point,
* index 25  — the bar.

My point ``n`` is the opponent's point ``25 - n``.  The position also encodes to
and from GNU Backgammon's Position ID exactly as GNU Backgammon does.
"""

from __future__ import annotations

import base64
import binascii
import enum
from typing import Iterable, Mapping, Sequence

from .errors import InvalidIdError, InvalidPositionError
from .kinds import ResultType

OFF = 0
BAR = 25
CHECKERS = 15
POINTS = 24

_START = {24: 2, 13: 5, 8: 3, 6: 5}


class Phase(enum.Enum):
    """Game phase: contact, race (no contact left) or bear-off (race, all home)."""

    CONTACT = "contact"
    RACE = "race"
    BEAROFF = "bearoff"


def _counts_from_mapping(points: Mapping[int, int], bar: int) -> list[int]:
    counts = [0] * 26
    for point, n in points.items():
        if not isinstance(point, int) or not 1 <= point <= POINTS:
            raise InvalidPositionError(f"point {point!r} is not a point number 1–24", code="bad_point")
        counts[point] += n
    if type(bar) is not int or bar < 0:
        raise InvalidPositionError(f"the bar holds a whole number of checkers, not {bar!r}", code="bad_counts")
    counts[BAR] += bar
    on_board = sum(counts[1:])
    if on_board > CHECKERS:
        raise InvalidPositionError(
            f"a side has 15 checkers, this one has {on_board} on the board", code="checker_count", count=on_board
        )
    counts[OFF] = CHECKERS - on_board
    return counts


class PositionSlots:
    """The slots of :class:`Position` without its immutability, for the move
    generators (see ``engine/movegen/play.py``, ``PositionTwin``)."""

    __slots__ = ("mine", "theirs", "_hash")

    # Annotations only (no values), so the slots stay the class's attributes.
    mine: tuple[int, ...]
    theirs: tuple[int, ...]
    _hash: int


class Position(PositionSlots):
    """An immutable position from the view of the player on roll.

    >>> pos = Position.initial()
    >>> pos.position_id()
    '4HPwATDgc/ABMA'
    >>> pos.pips()
    (167, 167)
    """

    __slots__ = ()  # the slots (and their types) are PositionSlots'

    def __init__(self, mine: Sequence[int], theirs: Sequence[int]) -> None:
        m = _checked_side(mine, "mine")
        t = _checked_side(theirs, "theirs")
        for p in range(1, 25):
            if m[p] and t[25 - p]:
                raise InvalidPositionError(
                    f"both sides have checkers on the same point (my point {p})",
                    code="shared_point",
                    point=p,
                )
        if m[OFF] == CHECKERS and t[OFF] == CHECKERS:
            raise InvalidPositionError("both sides have borne off every checker", code="both_finished")
        object.__setattr__(self, "mine", m)
        object.__setattr__(self, "theirs", t)
        object.__setattr__(self, "_hash", hash((m, t)))

    # Fast path for the move generator, which makes tens of positions per
    # roll: no validation, the slots set directly, the hash left for later.
    @classmethod
    def _trusted(cls, mine: tuple[int, ...], theirs: tuple[int, ...]) -> "Position":
        self = _object_new(cls)
        _set_mine(self, mine)
        _set_theirs(self, theirs)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Position is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self.mine == other.mine and self.theirs == other.theirs

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:  # made by _trusted: hashed on first use
            h = hash((self.mine, self.theirs))
            _set_hash(self, h)
            return h

    def __repr__(self) -> str:
        return f"Position.from_position_id({self.position_id()!r})"

    def __reduce__(self):
        return (Position, (self.mine, self.theirs))

    # ----------------------------------------------------------- constructors
    @classmethod
    def initial(cls) -> "Position":
        """The starting position of docs/rules.md §1 (2-5-3-5 each, 167 pips)."""
        return cls.from_points(_START, _START)

    @classmethod
    def from_points(
        cls,
        mine: Mapping[int, int],
        theirs: Mapping[int, int],
        *,
        mine_bar: int = 0,
        theirs_bar: int = 0,
    ) -> "Position":
        """Build a position from ``{point: count}`` maps; the rest are borne off.

        >>> Position.from_points({6: 15}, {6: 15}).pips()
        (90, 90)
        """
        return cls(_counts_from_mapping(mine, mine_bar), _counts_from_mapping(theirs, theirs_bar))

    @classmethod
    def from_board(cls, board: Sequence[Sequence[int]]) -> "Position":
        """From GNU Backgammon's 2×25 board: ``[opponent, player on roll]``,
        each listing points 1–24 then the bar."""
        try:
            if len(board) != 2 or any(len(half) != 25 for half in board):
                raise InvalidPositionError("a board has two halves of 25 counts", code="bad_board")
            halves = [list(board[0]), list(board[1])]
        except TypeError as exc:
            raise InvalidPositionError(f"not a board: {exc}", code="bad_board") from None
        for player, half in enumerate(halves):
            for n in half:
                if type(n) is not int or n < 0:
                    raise InvalidPositionError(
                        f"player {player}: checker counts are whole numbers ≥ 0, not {n!r}", code="bad_counts",
                        player=player)
            total = sum(half)
            if total > CHECKERS:
                raise InvalidPositionError(
                    f"player {player} has {total} checkers; a side has 15 "
                    f"(board[{player}] is {'the opponent' if player == 0 else 'the player on roll'})",
                    code="checker_count", player=player, count=total)
        theirs = [CHECKERS - sum(halves[0])] + halves[0]
        mine = [CHECKERS - sum(halves[1])] + halves[1]
        return cls(mine, theirs)

    @classmethod
    def from_position_id(cls, position_id: str) -> "Position":
        """Decode GNU Backgammon's 14-character Position ID.

        The ID lists the opponent's checkers first, then those of the player
        on roll, each from point 1 to the bar, as unary counts ended by a zero
        bit.
        """
        if not isinstance(position_id, str):
            raise InvalidIdError("a Position ID is a text of 14 characters", code="bad_position_id")
        text = position_id.strip()
        if len(text) != 14:
            raise InvalidIdError(
                f"a Position ID has 14 characters, not {len(text)}", code="bad_position_id"
            )
        try:
            key = base64.b64decode(text + "==", validate=True)
        except (ValueError, binascii.Error):
            raise InvalidIdError(
                f"{text!r} is not a Position ID: it contains characters outside Base64",
                code="bad_position_id",
            ) from None
        if len(key) != 10:
            raise InvalidIdError("a Position ID encodes 10 bytes", code="bad_position_id")
        if base64.b64encode(key).decode("ascii")[:14] != text:
            # The last character carries 4 unused bits; GNU Backgammon leaves them 0.
            raise InvalidIdError("the Position ID has stray bits in its last character", code="bad_position_id")
        bits = int.from_bytes(key, "little")
        halves: list[list[int]] = [[0] * 26, [0] * 26]
        half = 0
        slot = 1
        count = 0
        pos = 0
        while half < 2:
            if pos >= 80:
                raise InvalidIdError("the Position ID ends before the position does", code="bad_position_id")
            if (bits >> pos) & 1:
                count += 1
                if count > CHECKERS:
                    raise InvalidIdError("the Position ID gives a side more than 15 checkers", code="bad_position_id")
            else:
                halves[half][slot] = count
                count = 0
                slot += 1
                if slot == 26:
                    half += 1
                    slot = 1
            pos += 1
        if bits >> pos:
            raise InvalidIdError("the Position ID has stray bits after the position", code="bad_position_id")
        for h in halves:
            on_board = sum(h[1:])
            if on_board > CHECKERS:
                raise InvalidIdError("the Position ID gives a side more than 15 checkers", code="bad_position_id")
            h[OFF] = CHECKERS - on_board
        try:
            return cls(halves[1], halves[0])
        except InvalidPositionError as exc:
            raise InvalidIdError(f"the Position ID describes an impossible position: {exc}",
                                 code="bad_position_id") from None

    # --------------------------------------------------------------- encoders
    def position_id(self) -> str:
        """GNU Backgammon's Position ID of this board, the mover on roll."""
        bits = 0
        pos = 0
        for side in (self.theirs, self.mine):
            for slot in range(1, 26):
                n = side[slot]
                bits |= ((1 << n) - 1) << pos
                pos += n + 1
        return base64.b64encode(bits.to_bytes(10, "little")).decode("ascii")[:14]

    def board(self) -> list[list[int]]:
        """GNU Backgammon's 2×25 board: ``[opponent, player on roll]``."""
        return [list(self.theirs[1:]), list(self.mine[1:])]

    # -------------------------------------------------------------- queries
    def swapped(self) -> "Position":
        """The same position seen from the other side."""
        return Position._trusted(self.theirs, self.mine)

    def pips(self) -> tuple[int, int]:
        """Pip counts ``(mine, theirs)``; a checker on the bar counts 25."""
        return (
            sum(i * n for i, n in enumerate(self.mine)),
            sum(i * n for i, n in enumerate(self.theirs)),
        )

    @property
    def mine_off(self) -> int:
        return self.mine[OFF]

    @property
    def theirs_off(self) -> int:
        return self.theirs[OFF]

    def is_contact(self) -> bool:
        """True while some checker still has an opposing checker ahead of it."""
        my_back = _highest(self.mine)
        their_back = _highest(self.theirs)
        if my_back == 0 or their_back == 0:
            return False
        # my point p is their point 25 - p; contact while my rearmost checker
        # is behind (higher than) their rearmost seen from my side.
        return my_back > 25 - their_back

    def phase(self) -> Phase:
        """Contact, race, or bear-off (race with both sides all home)."""
        if self.is_contact():
            return Phase.CONTACT
        if _highest(self.mine) <= 6 and _highest(self.theirs) <= 6:
            return Phase.BEAROFF
        return Phase.RACE

    def all_home(self, side: str = "mine") -> bool:
        """True when every checker of ``side`` is in its home board or off."""
        counts = self.mine if side == "mine" else self.theirs
        return _highest(counts) <= 6

    def is_game_over(self) -> bool:
        return self.mine[OFF] == CHECKERS or self.theirs[OFF] == CHECKERS

    def result_type(self) -> ResultType:
        """How the game is won, judged from the winner's view (``mine`` all
        off), docs/rules.md §7: a single game if the loser has borne a checker off,
        a backgammon if the loser still has a checker on the bar or in the
        winner's home board, else a gammon.  The one definition of the rule:
        the game flow and the AI's exact values of finished games call it."""
        loser = self.theirs
        if loser[OFF] > 0:
            return ResultType.SINGLE
        # The loser's checkers in the winner's home board are on the loser's points 19–24.
        if loser[BAR] or any(loser[p] for p in range(19, 25)):
            return ResultType.BACKGAMMON
        return ResultType.GAMMON

    def __str__(self) -> str:
        return render_text(self)


_object_new = object.__new__
_set_mine = PositionSlots.__dict__["mine"].__set__
_set_theirs = PositionSlots.__dict__["theirs"].__set__
_set_hash = PositionSlots.__dict__["_hash"].__set__


def _highest(counts: Sequence[int]) -> int:
    for i in range(25, 0, -1):
        if counts[i]:
            return i
    return 0


def _checked_side(counts: Iterable[int], name: str) -> tuple[int, ...]:
    try:
        t = tuple(counts)
    except TypeError:
        raise InvalidPositionError(f"{name}: not a sequence of counts", code="bad_counts") from None
    if len(t) != 26:
        raise InvalidPositionError(
            f"{name}: a side has 26 slots (off, points 1–24, bar), not {len(t)}", code="bad_counts"
        )
    for n in t:
        if type(n) is not int or n < 0:
            raise InvalidPositionError(f"{name}: checker counts are whole numbers ≥ 0, not {n!r}", code="bad_counts")
    total = sum(t)
    if total != CHECKERS:
        raise InvalidPositionError(
            f"{name}: a side has exactly 15 checkers, this one has {total}", code="checker_count", count=total
        )
    return t


def render_text(pos: Position) -> str:
    """A compact text diagram, the side on roll as X at the bottom."""
    cells = []
    for p in range(1, 25):
        if pos.mine[p]:
            cells.append(f"{p}:X{pos.mine[p]}")
        elif pos.theirs[25 - p]:
            cells.append(f"{p}:O{pos.theirs[25 - p]}")
    return (
        f"X on roll; bar X{pos.mine[BAR]} O{pos.theirs[BAR]}; off X{pos.mine[OFF]} O{pos.theirs[OFF]}; "
        + " ".join(cells)
    )
