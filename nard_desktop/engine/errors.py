"""The engine's exception types.

Every error the engine raises for bad input is an :class:`EngineError`, a
``ValueError`` subclass.  Each carries a stable ``code`` (for the user interface
to pick a translated message) and an English ``message`` that says what is
wrong.  The engine never changes state before raising.
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base class of every error raised by the engine for bad input."""

    code = "engine_error"

    def __init__(self, message: str, *, code: str | None = None, **details: object) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.details = details


class InvalidPositionError(EngineError):
    """A position that cannot occur: wrong checker counts, shared points, …"""

    code = "invalid_position"


class InvalidIdError(EngineError):
    """A malformed GNU Backgammon Position ID or Match ID."""

    code = "invalid_id"


class IllegalMoveError(EngineError):
    """A step or play that the rules do not allow in this position and roll."""

    code = "illegal_move"


class IllegalActionError(EngineError):
    """A game action (roll, double, take, resign, …) at a moment it is not allowed."""

    code = "illegal_action"


class NotationError(EngineError):
    """Move notation that cannot be parsed or does not fit the position."""

    code = "bad_notation"
