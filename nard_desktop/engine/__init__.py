"""The game of Takhteh Nard (backgammon): positions, dice, legal plays, game
and match flow, cube, scoring, notation and GNU Backgammon IDs.

Pure Python: imports nothing from Qt or the AI.
"""

from .errors import (EngineError, IllegalActionError, IllegalMoveError, InvalidIdError,
                     InvalidPositionError, NotationError)
from .moves import Play, TurnBuilder, apply_step, legal_plays, max_dice_playable, play_from_moves
from .position import BAR, OFF, Phase, Position
from .rules import CUBE_LIMIT, PRESET_MATCH_LENGTHS, RuleSet

__all__ = [
    "BAR", "OFF", "CUBE_LIMIT", "PRESET_MATCH_LENGTHS",
    "EngineError", "IllegalActionError", "IllegalMoveError", "InvalidIdError", "InvalidPositionError",
    "NotationError",
    "Phase", "Play", "Position", "RuleSet", "TurnBuilder",
    "apply_step", "legal_plays", "max_dice_playable", "play_from_moves",
]
