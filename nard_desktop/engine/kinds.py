"""The named kinds of the game, each defined once.

String-valued kinds are :class:`enum.StrEnum` members: a member equals its
string (``EventKind.ROLL == "roll"``), so saved files, comparisons with plain
strings and JSON output keep working, while a misspelt kind fails loudly.
"""

from __future__ import annotations

import enum

__all__ = ["ResultType", "EventKind", "ResultReason", "CubeOwner", "CubeAnswer", "PlayerKind"]


class ResultType(enum.IntEnum):
    """How a game was won (docs/rules.md §7): its base value."""

    SINGLE = 1      # برد
    GAMMON = 2      # مارس
    BACKGAMMON = 3  # مارس خانگی


class EventKind(enum.StrEnum):
    """What one entry of a game's history records (:class:`~nard_desktop.engine.game.Event`)."""

    OPENING = "opening"          # the opening roll, one die each (docs/rules.md §2)
    AUTO_DOUBLE = "auto_double"  # a tied opening turned the cube (§2, money)
    ROLL = "roll"
    MOVE = "move"
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    BEAVER = "beaver"
    RACCOON = "raccoon"
    RESIGN = "resign"
    ACCEPT = "accept"            # a resignation accepted
    DECLINE = "decline"          # a resignation declined
    TIMEOUT = "timeout"          # the clock ran out (§9)
    END = "end"                  # the game is over; ``detail`` is the ResultReason


class ResultReason(enum.StrEnum):
    """How a game ended (docs/rules.md §7, §8, §9)."""

    BEAROFF = "bearoff"
    RESIGN = "resign"
    DROP = "drop"
    TIMEOUT = "timeout"


class CubeOwner(enum.StrEnum):
    """Who owns the cube, seen from the player on roll (:class:`~nard_desktop.engine.context.MatchContext`)."""

    CENTRE = "centre"
    ME = "me"
    THEM = "them"

    def swapped(self) -> "CubeOwner":
        """The same owner seen from the other side."""
        return _SWAPPED[self]


_SWAPPED = {CubeOwner.CENTRE: CubeOwner.CENTRE, CubeOwner.ME: CubeOwner.THEM, CubeOwner.THEM: CubeOwner.ME}


class CubeAnswer(enum.StrEnum):
    """The answers to a double (docs/rules.md §8)."""

    TAKE = "take"
    DROP = "drop"
    BEAVER = "beaver"


class PlayerKind(enum.StrEnum):
    """Who makes a side's decisions."""

    HUMAN = "human"
    COMPUTER = "computer"
