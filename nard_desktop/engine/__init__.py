"""The game of Takhteh Nard (backgammon): positions, dice, legal plays, game
and match flow, cube, scoring, notation, GNU Backgammon IDs and eXtreme Gammon's XGID.

Pure Python: imports nothing from Qt or the AI.
"""

from .context import MatchContext
from .dice import ROLL_COUNTS, ROLLS, DiceRoller, ManualRoller, SecureRoller, SeededRoller
from .errors import (EngineError, IllegalActionError, IllegalMoveError, InvalidIdError,
                     InvalidPositionError, NotationError)
from .game import CubeState, Event, Game, GamePhase, GameResult, game_points, result_type
from .kinds import CubeAnswer, CubeOwner, EventKind, PlayerKind, ResultReason, ResultType
from .ids import MatchKey, game_ids, game_match_id, match_from_ids, match_from_key
from .match import MATCH_LENGTH_PRESETS, Match, MatchClock
from .movegen import Play, TurnBuilder, apply_step, legal_plays, max_dice_playable, play_from_moves
from .notation import format_play, format_step, parse_play
from .position import BAR, OFF, Phase, Position
from .rules import CUBE_LIMIT, CUBE_VALUES, MAX_MATCH_LENGTH, PRESET_MATCH_LENGTHS, RuleSet
from .xgid import game_xgid, match_from_xgid

__all__ = [
    "MatchContext", "ROLLS", "ROLL_COUNTS", "DiceRoller", "ManualRoller", "SecureRoller", "SeededRoller",
    "CubeState", "Event", "Game", "GamePhase", "GameResult", "ResultType", "game_points", "result_type",
    "MatchKey", "game_ids", "game_match_id", "match_from_ids", "match_from_key", "game_xgid", "match_from_xgid",
    "MATCH_LENGTH_PRESETS", "Match", "MatchClock",
    "BAR", "OFF", "CUBE_LIMIT", "CUBE_VALUES", "MAX_MATCH_LENGTH", "PRESET_MATCH_LENGTHS",
    "CubeAnswer", "CubeOwner", "EventKind", "PlayerKind", "ResultReason",
    "EngineError", "IllegalActionError", "IllegalMoveError", "InvalidIdError", "InvalidPositionError",
    "NotationError",
    "Phase", "Play", "Position", "RuleSet", "TurnBuilder",
    "apply_step", "legal_plays", "max_dice_playable", "play_from_moves",
    "format_play", "format_step", "parse_play",
]
