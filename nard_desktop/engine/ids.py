"""GNU Backgammon's Match ID, read and written as GNU Backgammon does.

The match key is 66 bits, least significant bit first, Base64-encoded into 12
characters: cube (log2, 4 bits), cube owner (2: 0, 1, or 3 for centred),
dice owner (1), Crawford (1), game state (3), turn owner (1), double offered
(1), resignation (2), die 1 (3), die 2 (3), match length (15), score of
player 0 (15), score of player 1 (15).  The Position ID that goes with it is
seen from the dice owner.  Reading ignores the six bits past the 66 fields.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass

from .dice import DiceRoller
from .errors import EngineError, IllegalActionError, InvalidIdError
from .game import CubeState, Game, GamePhase, ResultType
from .match import MAX_MATCH_LENGTH, Match
from .position import Position
from .rules import CUBE_LIMIT, RuleSet

_FIELDS = (
    ("cube_log", 4), ("cube_owner", 2), ("dice_owner", 1), ("crawford", 1), ("game_state", 3),
    ("turn", 1), ("doubled", 1), ("resign", 2), ("die1", 3), ("die2", 3),
    ("length", 15), ("score0", 15), ("score1", 15),
)

STATE_NONE, STATE_PLAYING, STATE_OVER, STATE_RESIGNED, STATE_DROPPED = range(5)


@dataclass(frozen=True)
class MatchKey:
    """The fields of a Match ID."""

    cube_value: int = 1
    cube_owner: int | None = None  # None = centred
    dice_owner: int = 0
    crawford: bool = False
    game_state: int = STATE_PLAYING
    turn: int = 0
    doubled: bool = False
    resign: int = 0
    dice: tuple[int, int] = (0, 0)
    length: int = 0
    score: tuple[int, int] = (0, 0)

    def encode(self) -> str:
        values = {
            "cube_log": self.cube_value.bit_length() - 1,
            "cube_owner": 3 if self.cube_owner is None else self.cube_owner,
            "dice_owner": self.dice_owner,
            "crawford": int(self.crawford),
            "game_state": self.game_state,
            "turn": self.turn,
            "doubled": int(self.doubled),
            "resign": self.resign,
            "die1": self.dice[0],
            "die2": self.dice[1],
            "length": self.length,
            "score0": self.score[0],
            "score1": self.score[1],
        }
        bits = 0
        pos = 0
        for name, width in _FIELDS:
            bits |= (values[name] & ((1 << width) - 1)) << pos
            pos += width
        return base64.b64encode(bits.to_bytes(9, "little")).decode("ascii")

    @classmethod
    def decode(cls, match_id: str) -> "MatchKey":
        if not isinstance(match_id, str):
            raise InvalidIdError("a Match ID is a text of 12 characters", code="bad_match_id")
        text = match_id.strip()
        if len(text) != 12:
            raise InvalidIdError(f"a Match ID has 12 characters, not {len(text)}", code="bad_match_id")
        try:
            key = base64.b64decode(text, validate=True)
        except ValueError:
            raise InvalidIdError(f"{text!r} is not a Match ID: it contains characters outside Base64",
                                 code="bad_match_id") from None
        bits = int.from_bytes(key, "little")
        v = {}
        pos = 0
        for name, width in _FIELDS:
            v[name] = (bits >> pos) & ((1 << width) - 1)
            pos += width
        # Bits past the 66 documented ones are ignored: GNU Backgammon 1.07
        # sets one of them in match play; it carries nothing we read.
        if v["cube_owner"] == 2:
            raise InvalidIdError("the Match ID names no valid cube owner", code="bad_match_id")
        if v["game_state"] > STATE_DROPPED:
            raise InvalidIdError("the Match ID has an unknown game state", code="bad_match_id")
        for die in ("die1", "die2"):
            if v[die] > 6:
                raise InvalidIdError("the Match ID has a die above 6", code="bad_match_id")
        if (v["die1"] == 0) != (v["die2"] == 0):
            raise InvalidIdError("the Match ID has only one die", code="bad_match_id")
        if v["cube_log"] > 6:
            raise InvalidIdError(f"the Match ID's cube shows {2 ** v['cube_log']}, above 64",
                                 code="bad_match_id")
        if v["length"] > MAX_MATCH_LENGTH:
            raise InvalidIdError(f"the Match ID's match length {v['length']} is above 25", code="bad_match_id")
        if v["length"] and (v["score0"] >= v["length"] or v["score1"] >= v["length"]):
            if v["game_state"] == STATE_PLAYING:
                raise InvalidIdError("the Match ID's score is already past the match length", code="bad_match_id")
        return cls(
            cube_value=1 << v["cube_log"],
            cube_owner=None if v["cube_owner"] == 3 else v["cube_owner"],
            dice_owner=v["dice_owner"],
            crawford=bool(v["crawford"]),
            game_state=v["game_state"],
            turn=v["turn"],
            doubled=bool(v["doubled"]),
            resign=v["resign"],
            dice=(v["die1"], v["die2"]),
            length=v["length"],
            score=(v["score0"], v["score1"]),
        )


def game_match_id(game: Game) -> str:
    """The Match ID of a game in progress (its Position ID is
    ``game.board_for(key.dice_owner).position_id()``)."""
    phase = game.phase
    if phase == GamePhase.OVER:
        r = game.result
        assert r is not None
        state = {"resign": STATE_RESIGNED, "drop": STATE_DROPPED}.get(r.reason, STATE_OVER)
    elif phase == GamePhase.OPENING:
        state = STATE_NONE if not game.history else STATE_PLAYING
    else:
        state = STATE_PLAYING
    turn = game.awaiting if game.awaiting is not None else game.on_roll
    offer = game.resignation_offer
    key = MatchKey(
        cube_value=game.cube.value if game.rules.cube_enabled else 1,
        cube_owner=game.cube.owner if game.rules.cube_enabled else None,
        dice_owner=game.on_roll,
        crawford=game.crawford_game,
        game_state=state,
        turn=turn,
        doubled=phase == GamePhase.DOUBLE_OFFERED,
        resign=int(offer[1]) if offer else 0,
        dice=game.dice if game.dice else (0, 0),
        length=game.match_length,
        score=(game.score[0], game.score[1]),
    )
    return key.encode()


def game_ids(game: Game) -> tuple[str, str]:
    """``(Position ID, Match ID)`` of a game, as GNU Backgammon shows them."""
    return game.board_for(game.on_roll).position_id(), game_match_id(game)


def match_from_ids(position_id: str, match_id: str, rules: RuleSet | None = None, *,
                   roller: DiceRoller | None = None) -> Match:
    """A match continuing from GNU Backgammon's Position ID and Match ID.

    The position is taken from the dice owner's view, as GNU Backgammon
    writes it.  A finished game cannot be continued.
    """
    pos = Position.from_position_id(position_id)
    key = MatchKey.decode(match_id)
    if key.game_state not in (STATE_NONE, STATE_PLAYING):
        raise InvalidIdError("the Match ID describes a finished game: there is nothing to continue",
                             code="finished_game")
    if pos.is_game_over():
        raise InvalidIdError("the Position ID shows a finished game", code="finished_game")
    if rules is None:
        rules = RuleSet.preset("money") if key.length == 0 else RuleSet.preset("international_match")
    if key.cube_value > 1 or key.cube_owner is not None or key.doubled:
        if not rules.cube_enabled:
            rules = rules.replace(cube_enabled=True)
    try:
        match = Match(key.length, rules, roller=roller)
    except EngineError as exc:
        raise InvalidIdError(f"the Match ID does not describe a playable match: {exc}", code="bad_match_id") from None
    match.score = [key.score[0], key.score[1]]
    game = match.game
    game.score = key.score
    game.crawford_game = key.crawford and key.length > 0
    if key.length and not key.crawford and any(s == key.length - 1 for s in key.score):
        match.crawford_played = True
        game.post_crawford = True
    if key.crawford:
        match.crawford_played = True
    match.setup = (position_id, match_id)
    if key.game_state == STATE_NONE:
        return match
    dice = key.dice if key.dice != (0, 0) else None
    if dice is not None and key.doubled:
        raise InvalidIdError("the Match ID has dice rolled and a double offered at once", code="bad_match_id")
    try:
        game.set_state(pos, key.dice_owner, cube=CubeState(key.cube_value, key.cube_owner), dice=dice)
        if key.doubled:
            if key.turn == key.dice_owner:
                raise InvalidIdError("a double must be answered by the other player", code="bad_match_id")
            if key.cube_value * 2 > CUBE_LIMIT:
                raise InvalidIdError("the double would take the cube above 64", code="bad_match_id")
            game.double()
        if key.resign:
            game.offer_resignation(1 - key.turn, ResultType(key.resign))
    except IllegalActionError as exc:
        raise InvalidIdError(f"the IDs describe a state that cannot occur: {exc}", code="bad_match_id") from None
    return match
