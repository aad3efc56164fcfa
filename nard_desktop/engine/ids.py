"""GNU Backgammon's Match ID, read and written as GNU Backgammon does.

The match key is 66 bits, least significant bit first, Base64-encoded into 12
characters: cube (log2, 4 bits), cube owner (2: 0, 1, or 3 for centred),
dice owner (1), Crawford (1), game state (3), turn owner (1), double offered
(1), resignation (2), die 1 (3), die 2 (3), match length (15), score of
player 0 (15), score of player 1 (15), then one bit that GNU Backgammon
sets when the Jacoby rule is not in force (every match, and money play
without Jacoby).  The Position ID that goes with it is seen from the dice
owner.  The five bits after that are always 0.

What GNU Backgammon writes, found by experiment with its command line
(1.07), and written the same way here:

* a finished game keeps the game state "over" (borne off), "resigned" or
  "dropped", and the score *includes* the points just won (it may pass the
  match length);
* after a win by bearing off, the loser is the dice owner and on turn (the
  Position ID is seen from the loser), the dice are cleared;
* after a drop, the doubler stays the dice owner, the dropper is on turn,
  the cube shows its value before the double;
* after an accepted resignation, the dice owner and the dice stay, the
  winner is on turn, and the resignation level is kept;
* the Crawford flag of a finished game says that the *next* game is the
  Crawford game;
* a beaver waiting for the doubler's answer reads as the beaverer owning the
  cube at the doubled value and doubling again, the original doubler (the
  dice owner) on turn to answer.

A game at its opening roll (nobody has started yet, or the opening dice tied)
is written as "no game started", with the cube an automatic double turned.
"""

from __future__ import annotations

import base64
from typing import Any
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
    ("length", 15), ("score0", 15), ("score1", 15), ("no_jacoby", 1),
)
_KEY_BITS = sum(width for _, width in _FIELDS)  # 67 of the 72 bits

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
    #: Jacoby rule in force (money play only).  None: GNU Backgammon's default,
    #: on in money play, off (as it must be) in a match.
    jacoby: bool | None = None

    def __post_init__(self) -> None:
        if self.jacoby is None:
            object.__setattr__(self, "jacoby", self.length == 0)

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
            "no_jacoby": int(not self.jacoby),
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
        if "=" in text:
            # 12 characters are exactly 9 bytes: a Match ID never ends in
            # padding (GNU Backgammon misreads one that does).
            raise InvalidIdError(f"{text!r} is not a Match ID: it ends in Base64 padding ('=')",
                                 code="bad_match_id")
        try:
            key = base64.b64decode(text, validate=True)
        except ValueError:
            raise InvalidIdError(f"{text!r} is not a Match ID: it contains characters outside Base64",
                                 code="bad_match_id") from None
        bits = int.from_bytes(key, "little")
        if bits >> _KEY_BITS:
            raise InvalidIdError(f"{text!r} is not a Match ID: it has bits set past its last field",
                                 code="bad_match_id")
        v = {}
        pos = 0
        for name, width in _FIELDS:
            v[name] = (bits >> pos) & ((1 << width) - 1)
            pos += width
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
            jacoby=not v["no_jacoby"] and v["length"] == 0,  # the bit means nothing in a match
        ).check_possible()

    def check_possible(self, what: str = "the Match ID") -> "MatchKey":
        """Refuse a state no game can reach (docs/rules.md §8), saying why; returns self.

        ``what`` names the source in the message ("the Match ID", "the XGID").
        """
        length, score = self.length, self.score
        finished = self.game_state in (STATE_OVER, STATE_RESIGNED, STATE_DROPPED)
        if length and max(score) >= length and not finished:
            raise InvalidIdError(f"{what}'s score {score[0]}–{score[1]} has already reached the match "
                                 f"length {length}: the match is over", code="bad_match_id")
        if length and self.cube_owner is None and self.cube_value > 1:
            raise InvalidIdError(f"{what} has a centred cube on {self.cube_value}: in match play a "
                                 "cube above 1 always has an owner (only money play turns it automatically)",
                                 code="impossible_match_state")
        if self.crawford:
            if length < 2 or max(score) != length - 1 or min(score) >= length - 1:
                where = "a money game" if not length else f"the score {score[0]}–{score[1]} to {length}"
                raise InvalidIdError(
                    f"{what} marks the Crawford game at {where}: the Crawford game is the one after "
                    "exactly one side reaches match point minus one (docs/rules.md §8)",
                    code="impossible_match_state")
            if not finished and (self.cube_value > 1 or self.cube_owner is not None or self.doubled):
                raise InvalidIdError(f"{what} has the cube turned in the Crawford game, which has no cube "
                                     "(docs/rules.md §8)", code="impossible_match_state")
        return self


def finished_key(game: Game) -> dict:
    """The Match ID fields of a finished game, as GNU Backgammon writes them."""
    r = game.result
    assert r is not None
    score = [game.score[0], game.score[1]]
    length = game.match_length
    if r.reason == "timeout" and length:
        score[r.winner] = max(score[r.winner], length)  # running out of time loses the match
    else:
        score[r.winner] += r.points
    crawford_next = bool(
        length > 1 and game.rules.crawford and game.rules.cube_enabled
        and not (game.crawford_game or game.post_crawford)
        and max(score) == length - 1 and min(score) < length - 1)
    if r.reason == "bearoff":
        # The loser would roll next: GNU Backgammon hands him the dice.
        return dict(game_state=STATE_OVER, dice_owner=r.loser, turn=r.loser, dice=(0, 0), resign=0,
                    score=tuple(score), crawford=crawford_next)
    if r.reason == "drop":
        return dict(game_state=STATE_DROPPED, dice_owner=game.on_roll, turn=r.loser, dice=(0, 0), resign=0,
                    score=tuple(score), crawford=crawford_next)
    if r.reason == "resign":
        dice = (max(game.dice), min(game.dice)) if game.dice else (0, 0)
        return dict(game_state=STATE_RESIGNED, dice_owner=game.on_roll, turn=r.winner,
                    dice=dice, resign=int(r.kind), score=tuple(score), crawford=crawford_next)
    return dict(game_state=STATE_OVER, dice_owner=game.on_roll, turn=r.winner, dice=(0, 0), resign=0,
                score=tuple(score), crawford=crawford_next)


def _dice_owner(game: Game) -> int:
    """Whose view the Position ID takes: the dice owner of the Match ID."""
    r = game.result
    if game.phase == GamePhase.OVER and r is not None and r.reason == "bearoff":
        return r.loser
    return game.on_roll


def game_match_id(game: Game) -> str:
    """The Match ID of a game, as GNU Backgammon writes it (its Position ID
    is ``game.board_for(key.dice_owner).position_id()``; :func:`game_ids`
    gives both)."""
    phase = game.phase
    rules = game.rules
    cube = game.cube if rules.cube_enabled else CubeState(1, None)
    fields: dict[str, Any] = dict(
        cube_value=cube.value,
        cube_owner=cube.owner,
        dice_owner=game.on_roll,
        crawford=game.crawford_game,
        game_state=STATE_PLAYING,
        turn=game.awaiting if game.awaiting is not None else game.on_roll,
        doubled=phase == GamePhase.DOUBLE_OFFERED,
        resign=0,
        # GNU Backgammon writes the larger die first, whatever order they fell in.
        dice=(max(game.dice), min(game.dice)) if game.dice else (0, 0),
        length=game.match_length,
        score=(game.score[0], game.score[1]),
        jacoby=game.is_money and rules.jacoby and rules.cube_enabled,
    )
    if phase == GamePhase.OVER:
        fields.update(finished_key(game))
    elif phase == GamePhase.OPENING:
        # The opening roll is still to come (nobody started, or the dice
        # tied): no game has started, nobody may double yet.
        fields.update(game_state=STATE_NONE, turn=game.on_roll)
    elif phase == GamePhase.BEAVERED:
        # The beaverer took at the doubled value and doubles again; the
        # original doubler (on roll) answers.
        fields.update(cube_value=game.beaver_stake, doubled=True, turn=game.on_roll)
    offer = game.resignation_offer
    if offer:
        fields["resign"] = int(offer[1])
    return MatchKey(**fields).encode()


def export_board(game: Game, player: int) -> Position:
    """The board an ID shows, from ``player``'s view: during a turn, the
    position as the turn began (an ID has no half-played roll)."""
    if game.turn is not None:
        start = game.turn.start
        return start if player == game.on_roll else start.swapped()
    return game.board_for(player)


def game_ids(game: Game) -> tuple[str, str]:
    """``(Position ID, Match ID)`` of a game, as GNU Backgammon shows them
    (during a turn: the position as the turn began, with its dice)."""
    return export_board(game, _dice_owner(game)).position_id(), game_match_id(game)


def match_from_ids(position_id: str, match_id: str, rules: RuleSet | None = None, *,
                   roller: DiceRoller | None = None) -> Match:
    """A match continuing from GNU Backgammon's Position ID and Match ID.

    The position is taken from the dice owner's view, as GNU Backgammon
    writes it.  A finished game cannot be continued.  Without ``rules`` the
    preset for money or match play is used, with what the IDs show turned
    on (the cube, beavers, automatic doubles; Jacoby off when the Match ID
    says so).  An impossible state is an :class:`InvalidIdError` that says
    why.
    """
    pos = Position.from_position_id(position_id)
    key = MatchKey.decode(match_id)
    match = match_from_key(pos, key, rules, roller=roller)
    match.setup = (position_id, match_id)
    return match


def match_from_key(pos: Position, key: MatchKey, rules: RuleSet | None = None, *,
                   roller: DiceRoller | None = None) -> Match:
    """A match continuing from a position (seen from ``key.dice_owner``) and
    the fields of a Match ID; shared by the GNU Backgammon and XGID readers."""
    if key.game_state not in (STATE_NONE, STATE_PLAYING):
        raise InvalidIdError("the Match ID describes a finished game: there is nothing to continue",
                             code="finished_game")
    if pos.is_game_over():
        raise InvalidIdError("the Position ID shows a finished game", code="finished_game")
    money = key.length == 0
    beavered = key.doubled and key.turn == key.dice_owner
    auto_doubles = key.cube_value.bit_length() - 1 if key.game_state == STATE_NONE else 0
    if rules is None:
        rules = RuleSet.preset("money") if money else RuleSet.preset("international_match")
        if money and not key.jacoby:
            rules = rules.replace(jacoby=False)
        if money and beavered:
            rules = rules.replace(beavers=True)
        if auto_doubles:
            rules = rules.replace(automatic_doubles=True,
                                  automatic_doubles_limit=max(rules.automatic_doubles_limit, auto_doubles))
    if key.cube_value > 1 or key.cube_owner is not None or key.doubled:
        if not rules.cube_enabled:
            rules = rules.replace(cube_enabled=True)
    if key.game_state == STATE_NONE:
        if key.cube_owner is not None or key.doubled or key.resign:
            raise InvalidIdError("the Match ID says no game has started, yet shows the cube turned or an offer "
                                 "waiting", code="impossible_match_state")
        if auto_doubles and not (money and rules.automatic_doubles and rules.automatic_doubles_limit >= auto_doubles):
            raise InvalidIdError(f"the Match ID has the cube on {key.cube_value} before the game has started: "
                                 "only automatic doubles (money play, docs/rules.md §2) do that, and these rules do "
                                 "not allow so many", code="impossible_match_state")
    if beavered:
        if not money:
            raise InvalidIdError("the Match ID shows a beaver in match play: beavers are for money play only "
                                 "(docs/rules.md §8)", code="impossible_match_state")
        if not rules.beavers:
            raise InvalidIdError("the Match ID shows a beaver, and these rules do not allow beavers",
                                 code="impossible_match_state")
        if key.cube_owner is None or key.cube_owner == key.dice_owner or key.cube_value < 2:
            raise InvalidIdError("the Match ID shows a beaver without the beaverer owning the doubled cube",
                                 code="impossible_match_state")
    try:
        match = Match(key.length, rules, roller=roller)
    except EngineError as exc:
        raise InvalidIdError(f"the Match ID does not describe a playable match: {exc}", code="bad_match_id") from None
    match.score = [key.score[0], key.score[1]]
    game = match.game
    game.score = key.score
    game.crawford_game = key.crawford and key.length > 1
    game.post_crawford = False
    if (key.length > 1 and rules.crawford and rules.cube_enabled and not key.crawford
            and any(s == key.length - 1 for s in key.score)):
        match.crawford_played = True
        game.post_crawford = True
    if key.crawford:
        match.crawford_played = True
    if key.game_state == STATE_NONE:
        if auto_doubles:
            game.cube = CubeState(key.cube_value, None)
            game.auto_doubles = auto_doubles
        return match
    dice = key.dice if key.dice != (0, 0) else None
    if dice is not None and key.doubled:
        raise InvalidIdError("the Match ID has dice rolled and a double offered at once", code="bad_match_id")
    try:
        if beavered:
            stake = key.cube_value
            before = CubeState(stake // 2, None if stake // 2 == 1 else key.dice_owner)
            game.set_state(pos, key.dice_owner, cube=before)
            game.double()
            game.beaver()
        else:
            game.set_state(pos, key.dice_owner, cube=CubeState(key.cube_value, key.cube_owner), dice=dice)
            if dice is None and not key.doubled and pos == Position.initial() and key.cube_owner is None:
                # The starting position with no dice out: the first roll of
                # the game is still to come, so nobody may double yet.
                game.first_turn = True
                game.rolls = [0, 0]
            if key.doubled:
                if key.cube_value * 2 > CUBE_LIMIT:
                    raise InvalidIdError("the double would take the cube above 64", code="bad_match_id")
                game.double()
        if key.resign:
            game.offer_resignation(1 - key.turn, ResultType(key.resign))
    except IllegalActionError as exc:
        raise InvalidIdError(f"the IDs describe a state that cannot occur: {exc}", code="bad_match_id") from None
    return match
