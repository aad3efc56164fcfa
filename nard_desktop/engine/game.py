"""The flow of one game as a state machine (docs/rules.md §2, §4, §7, §8, §10).

Two players, ``0`` and ``1``.  The board is kept from the view of the player
on roll; :meth:`Game.board_for` gives it from either side.  Every action
checks that it is allowed now and raises :class:`IllegalActionError` (or
:class:`IllegalMoveError`) without changing anything if it is not.

>>> from nard_desktop.engine.dice import ManualRoller
>>> g = Game(roller=ManualRoller([(3, 1)]))
>>> g.roll_opening()
(3, 1)
>>> g.phase, g.on_roll, g.dice
(<GamePhase.MOVE: 'move'>, 0, (3, 1))
>>> g.step(8, 5); g.step(6, 5)
[(8, 5)]
[(6, 5)]
>>> g.commit().moves
((8, 5), (6, 5))
>>> g.on_roll, g.phase
(1, <GamePhase.ROLL: 'roll'>)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .context import MatchContext
from .dice import DiceRoller, Roll, SecureRoller, check_roll
from .errors import IllegalActionError, IllegalMoveError
from .kinds import CubeOwner, EventKind, ResultReason, ResultType
from .movegen import Play, TurnBuilder
from .position import OFF, Position
from .rules import CUBE_LIMIT, RuleSet


class GamePhase(enum.Enum):
    OPENING = "opening"                # waiting for the opening roll (one die each)
    ROLL = "roll"                      # the player on roll may double, resign, or roll
    DOUBLE_OFFERED = "double_offered"  # the opponent takes, drops (or beavers)
    BEAVERED = "beavered"              # the doubler takes the beaver, drops, or raccoons
    MOVE = "move"                      # dice are out: steps, undo, commit
    RESIGN_OFFERED = "resign_offered"  # the other side accepts or declines
    OVER = "over"


@dataclass(frozen=True)
class CubeState:
    """The doubling cube: its value and owner (None = centred)."""

    value: int = 1
    owner: int | None = None


@dataclass(frozen=True)
class GameResult:
    winner: int
    kind: ResultType
    points: int
    cube_value: int
    reason: ResultReason

    def __post_init__(self) -> None:
        object.__setattr__(self, "reason", ResultReason(self.reason))

    @property
    def loser(self) -> int:
        return 1 - self.winner


# ------------------------------------------------------------------ events
@dataclass(frozen=True)
class Event:
    """One entry in a game's history (for the move list, saving and export)."""

    kind: EventKind
    player: int | None = None
    dice: Roll | None = None
    play: Play | None = None
    value: int | None = None
    position: Position | None = None  # the mover's view before a move
    detail: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", EventKind(self.kind))


def result_type(final: Position) -> ResultType:
    """Judge a finished position from the winner's view (``final.mine`` all off);
    see :meth:`Position.result_type`."""
    return final.result_type()


def game_points(kind: ResultType, cube_value: int, rules: RuleSet, *, money: bool, cube_turned: bool) -> int:
    """Points a result scores under the rules (docs/rules.md §7, Jacoby §8)."""
    base = int(kind)
    if base == 3 and rules.backgammon_counts_as_gammon:
        base = 2
    if money and rules.jacoby and rules.cube_enabled and not cube_turned:
        base = 1
    return base * (cube_value if rules.cube_enabled else 1)


def _resign_level(level: object) -> ResultType:
    """A resignation level: 1, 2, 3 or a :class:`ResultType` (never a bool or a float)."""
    if isinstance(level, ResultType):
        return level
    if type(level) is int and level in (1, 2, 3):
        return ResultType(level)
    raise IllegalActionError(
        f"one resigns a single game (1), a gammon (2) or a backgammon (3), not {level!r}",
        code="bad_resign_level", level=repr(level))


class Game:
    """One game of backgammon between players 0 and 1."""

    def __init__(
        self,
        rules: RuleSet | None = None,
        *,
        match_length: int = 0,
        score: tuple[int, int] = (0, 0),
        crawford_game: bool = False,
        post_crawford: bool = False,
        roller: DiceRoller | None = None,
        on_over: Callable[["Game"], None] | None = None,
    ) -> None:
        self.rules = rules or RuleSet()
        self.match_length = match_length
        self.score = tuple(score)
        self.crawford_game = bool(crawford_game and match_length)
        self.post_crawford = bool(post_crawford and match_length)
        self.roller = roller or SecureRoller()
        self.on_over = on_over

        self.phase = GamePhase.OPENING
        self.on_roll = 0
        self._position = Position.initial()  # from on_roll's view
        self.dice: Roll | None = None
        self.turn: TurnBuilder | None = None
        self.cube = CubeState(1, None)
        self.auto_doubles = 0
        self.result: GameResult | None = None
        self.history: list[Event] = []
        self.rolls = [0, 0]  # turns played by each side (Holland rule)
        self.first_turn = True  # no double before the first roll of the game
        self._pending_double = 0  # value offered
        self._doubler: int | None = None
        self._beaver_stake = 0  # after a beaver: what the doubler loses by refusing it
        self._resign: tuple[int, ResultType, GamePhase] | None = None

    # ------------------------------------------------------------- views
    @property
    def is_money(self) -> bool:
        return self.match_length == 0

    @property
    def position(self) -> Position:
        """The board from the view of the player on roll (during a move: the
        current intermediate board)."""
        if self.turn is not None:
            return self.turn.position
        return self._position

    def board_for(self, player: int) -> Position:
        pos = self.position
        return pos if player == self.on_roll else pos.swapped()

    @property
    def awaiting(self) -> int | None:
        """The player who must act now (None when the game is over or at the
        opening roll, which both sides share)."""
        if self.phase in (GamePhase.OVER, GamePhase.OPENING):
            return None
        if self.phase == GamePhase.DOUBLE_OFFERED:
            return 1 - self.on_roll
        if self.phase == GamePhase.RESIGN_OFFERED:
            assert self._resign is not None
            return 1 - self._resign[0]
        return self.on_roll

    @property
    def pending_double(self) -> int:
        return self._pending_double

    @property
    def beaver_stake(self) -> int:
        """After a beaver (phase BEAVERED): the doubled value, which the
        original doubler loses by refusing the beaver; 0 otherwise."""
        return self._beaver_stake if self.phase == GamePhase.BEAVERED else 0

    @property
    def resignation_offer(self) -> tuple[int, ResultType] | None:
        """``(offering player, level)`` while an offer waits for an answer."""
        if self._resign is None:
            return None
        return self._resign[0], self._resign[1]

    @property
    def is_over(self) -> bool:
        return self.phase == GamePhase.OVER

    def context_for(self, player: int) -> MatchContext:
        """Score and cube from ``player``'s view (for the AI)."""
        owner = (CubeOwner.CENTRE if self.cube.owner is None
                 else CubeOwner.ME if self.cube.owner == player else CubeOwner.THEM)
        me, them = self.score[player], self.score[1 - player]
        return MatchContext(
            match_length=self.match_length,
            my_score=me,
            their_score=them,
            cube_value=self.cube.value if self.rules.cube_enabled else 1,
            cube_owner=owner if self.rules.cube_enabled else CubeOwner.CENTRE,
            crawford_game=self.crawford_game,
        )

    # ----------------------------------------------------------- helpers
    def _require(self, *phases: GamePhase, what: str) -> None:
        if self.phase not in phases:
            raise IllegalActionError(
                f"cannot {what} now: the game is waiting for {self._waiting_for()}",
                code="wrong_moment", action=what, phase=self.phase.value,
            )

    def _waiting_for(self) -> str:
        return {
            GamePhase.OPENING: "the opening roll",
            GamePhase.ROLL: f"player {self.on_roll} to roll or double",
            GamePhase.DOUBLE_OFFERED: f"player {1 - self.on_roll} to answer the double",
            GamePhase.BEAVERED: f"player {self.on_roll} to answer the beaver",
            GamePhase.MOVE: f"player {self.on_roll} to move",
            GamePhase.RESIGN_OFFERED: "an answer to the resignation",
            GamePhase.OVER: "nothing: the game is over",
        }[self.phase]

    def _roll_dice(self, dice: Sequence[int] | None) -> Roll:
        return check_roll(dice) if dice is not None else check_roll(self.roller.roll())

    def _start_turn(self, dice: Roll) -> None:
        self.dice = dice
        self.turn = TurnBuilder(self._position, dice, self.rules)
        self.rolls[self.on_roll] += 1
        self.phase = GamePhase.MOVE

    # ---------------------------------------------------------- opening
    def roll_opening(self, dice: Sequence[int] | None = None) -> Roll:
        """Each side rolls one die: ``dice = (player 0's die, player 1's die)``.

        A tie is rolled again (turning the cube with automatic doubles); the
        higher die moves first with both numbers, or rolls afresh with
        ``opening_reroll`` (docs/rules.md §2).
        """
        self._require(GamePhase.OPENING, what="make the opening roll")
        d = self._roll_dice(dice)
        self.history.append(Event(EventKind.OPENING, dice=d))
        if d[0] == d[1]:
            r = self.rules
            if (self.is_money and r.cube_enabled and r.automatic_doubles
                    and self.auto_doubles < r.automatic_doubles_limit and self.cube.value * 2 <= CUBE_LIMIT):
                self.auto_doubles += 1
                self.cube = CubeState(self.cube.value * 2, None)
                self.history.append(Event(EventKind.AUTO_DOUBLE, value=self.cube.value))
            return d
        starter = 0 if d[0] > d[1] else 1
        self.on_roll = starter
        self._position = Position.initial()
        if self.rules.opening_reroll:
            self.phase = GamePhase.ROLL
        else:
            self._start_turn((d[starter], d[1 - starter]))
            self.first_turn = False  # the opening dice are the game's first roll
            self.history.append(Event(EventKind.ROLL, player=starter, dice=self.dice))
        return d

    # -------------------------------------------------------------- cube
    def can_double(self, player: int | None = None) -> bool:
        """May ``player`` (default: the player on roll) double now?"""
        p = self.on_roll if player is None else player
        r = self.rules
        if self.phase != GamePhase.ROLL or p != self.on_roll or not r.cube_enabled:
            return False
        if self.first_turn or self.crawford_game:
            return False
        if self.cube.owner not in (None, p) or self.cube.value * 2 > CUBE_LIMIT:
            return False
        if self.post_crawford and r.holland and self._is_trailer(p) and min(self.rolls) < 2:
            return False
        return True

    def _is_trailer(self, p: int) -> bool:
        return self.score[p] < self.score[1 - p]

    def double(self) -> int:
        """The player on roll offers the cube at twice its value."""
        if not self.can_double():
            self._require(GamePhase.ROLL, what="double")
            raise IllegalActionError(self._why_no_double(), code="cannot_double")
        self._pending_double = self.cube.value * 2
        self._doubler = self.on_roll
        self.phase = GamePhase.DOUBLE_OFFERED
        self.history.append(Event(EventKind.DOUBLE, player=self.on_roll, value=self._pending_double))
        return self._pending_double

    def _why_no_double(self) -> str:
        if not self.rules.cube_enabled:
            return "the cube is off in these rules"
        if self.crawford_game:
            return "no doubling in the Crawford game"
        if self.first_turn:
            return "no doubling before the first roll of the game"
        if self.cube.owner not in (None, self.on_roll):
            return "only the cube's owner may double"
        if self.cube.value * 2 > CUBE_LIMIT:
            return "the cube cannot go above 64"
        if self.post_crawford and self.rules.holland:
            return "Holland rule: the trailer may double only after both sides have rolled twice"
        return "doubling is not allowed now"

    def take(self) -> None:
        """Take the double; after a beaver, the original doubler takes the
        beaver and plays on at the beavered value (docs/rules.md §8)."""
        self._require(GamePhase.DOUBLE_OFFERED, GamePhase.BEAVERED, what="take")
        if self.phase == GamePhase.BEAVERED:
            self.decline_raccoon()
            return
        taker = 1 - self.on_roll
        self.cube = CubeState(self._pending_double, taker)
        self.history.append(Event(EventKind.TAKE, player=taker, value=self.cube.value))
        self._pending_double = 0
        self.phase = GamePhase.ROLL

    def drop(self) -> GameResult:
        """The doubled player passes and loses the game at the current value.

        After a beaver the original doubler (on roll) may refuse it: he loses
        the doubled value, the stake before the beaver (docs/rules.md §8, beavers).
        """
        self._require(GamePhase.DOUBLE_OFFERED, GamePhase.BEAVERED, what="drop")
        if self.phase == GamePhase.BEAVERED:
            stake = self._beaver_stake
            self.history.append(Event(EventKind.DROP, player=self.on_roll))
            self.cube = CubeState(stake, self.cube.owner)
            self._beaver_stake = 0
            return self._finish(GameResult(1 - self.on_roll, ResultType.SINGLE, stake, stake, ResultReason.DROP))
        dropper = 1 - self.on_roll
        self.history.append(Event(EventKind.DROP, player=dropper))
        value = self.cube.value
        self._pending_double = 0
        return self._finish(GameResult(self.on_roll, ResultType.SINGLE, value, value, ResultReason.DROP))

    def can_beaver(self) -> bool:
        r = self.rules
        return (self.phase == GamePhase.DOUBLE_OFFERED and self.is_money and r.beavers
                and self._pending_double * 2 <= CUBE_LIMIT)

    def beaver(self) -> int:
        """The doubled player redoubles at once and keeps the cube (money, option)."""
        self._require(GamePhase.DOUBLE_OFFERED, what="beaver")
        if not self.can_beaver():
            raise IllegalActionError("beavers are not allowed here", code="cannot_beaver")
        beaverer = 1 - self.on_roll
        self._beaver_stake = self._pending_double
        self.cube = CubeState(self._pending_double * 2, beaverer)
        self._pending_double = 0
        self.history.append(Event(EventKind.BEAVER, player=beaverer, value=self.cube.value))
        # The original doubler answers the beaver like a double: take (play
        # on), drop, or raccoon where the rules allow it (docs/rules.md §8).
        self.phase = GamePhase.BEAVERED
        return self.cube.value

    def can_raccoon(self) -> bool:
        """May the original doubler raccoon the beaver now?"""
        return (self.phase == GamePhase.BEAVERED and self.rules.raccoons
                and self.cube.value * 2 <= CUBE_LIMIT)

    def raccoon(self) -> int:
        """The original doubler redoubles the beaver at once; the cube stays
        with the beaverer, and play goes on at that value."""
        self._require(GamePhase.BEAVERED, what="raccoon")
        if not self.can_raccoon():
            raise IllegalActionError("raccoons are not allowed here" if not self.rules.raccoons
                                     else "the cube cannot go above 64", code="cannot_raccoon")
        self.cube = CubeState(self.cube.value * 2, self.cube.owner)
        self.history.append(Event(EventKind.RACCOON, player=self.on_roll, value=self.cube.value))
        self._beaver_stake = 0
        self.phase = GamePhase.ROLL
        return self.cube.value

    def decline_raccoon(self) -> None:
        """The original doubler takes the beaver: play goes on at the
        beavered value (same as :meth:`take` after a beaver)."""
        self._require(GamePhase.BEAVERED, what="play on after the beaver")
        self._beaver_stake = 0
        self.phase = GamePhase.ROLL

    # ----------------------------------------------------------- rolling
    def roll(self, dice: Sequence[int] | None = None) -> Roll:
        """The player on roll rolls (``dice`` given = manual dice)."""
        self._require(GamePhase.ROLL, GamePhase.BEAVERED, what="roll")
        d = self._roll_dice(dice)
        if self.phase == GamePhase.BEAVERED:
            self.decline_raccoon()  # rolling takes the beaver
        self.first_turn = False
        self._start_turn(d)
        self.history.append(Event(EventKind.ROLL, player=self.on_roll, dice=d))
        return d

    # ------------------------------------------------------------ moving
    def legal_plays(self) -> list[Play]:
        self._require(GamePhase.MOVE, what="list legal plays")
        assert self.turn is not None
        return list(self.turn.plays)

    def step(self, src: int, dst: int) -> list[tuple[int, int]]:
        """Move one checker (one die or several) within the turn."""
        self._require(GamePhase.MOVE, what="move a checker")
        assert self.turn is not None
        if type(src) is not int or type(dst) is not int:
            raise IllegalMoveError(f"a step goes from a point number to a point number, not {src!r} to {dst!r}",
                                   code="illegal_step", step=(repr(src), repr(dst)))
        return self.turn.step(src, dst)

    def undo(self) -> tuple[int, int] | None:
        self._require(GamePhase.MOVE, what="undo")
        assert self.turn is not None
        return self.turn.undo()

    def play(self, play: Play) -> None:
        """Make a whole legal play and end the turn."""
        self._require(GamePhase.MOVE, what="play")
        assert self.turn is not None
        if not isinstance(play, Play) or not isinstance(play.result, Position):
            raise IllegalMoveError(
                f"play() takes a Play (see legal_plays() or notation.parse_play), not {type(play).__name__} {play!r}",
                code="bad_play_argument")
        if play.result not in {p.result for p in self.turn.plays}:
            raise IllegalMoveError("that play is not legal with this roll", code="illegal_play")
        self.turn.undo_all()
        try:
            for s in play.moves:
                self.turn.step(*s)
        except (IllegalMoveError, TypeError, ValueError, KeyError, IndexError):
            # The steps' order may not replay one by one; fall back to the
            # canonical legal play with the same result.
            self.turn.undo_all()
            legal = next(p for p in self.turn.plays if p.result == play.result)
            for s in legal.moves:
                self.turn.step(*s)
        self.commit()

    def commit(self) -> Play:
        """Pick up the dice: the turn is final (docs/rules.md §10)."""
        self._require(GamePhase.MOVE, what="end the turn")
        assert self.turn is not None and self.dice is not None
        if not self.turn.is_complete():
            raise IllegalMoveError("dice remain to be played", code="turn_incomplete")
        play = self.turn.play()
        self.history.append(Event(EventKind.MOVE, player=self.on_roll, dice=self.dice, play=play,
                                  position=self.turn.start))
        after = play.result
        self.turn = None
        self.dice = None
        if after.mine[OFF] == 15:
            self._position = after
            kind = result_type(after)
            pts = game_points(kind, self.cube.value, self.rules, money=self.is_money,
                              cube_turned=self.cube.owner is not None)
            self._finish(GameResult(self.on_roll, kind, pts, self.cube.value, ResultReason.BEAROFF))
            return play
        self._position = after.swapped()
        self.on_roll = 1 - self.on_roll
        self.phase = GamePhase.ROLL
        return play

    # -------------------------------------------------------- resignation
    def offer_resignation(self, player: int, level: ResultType | int) -> None:
        """``player`` offers to lose at ``level`` (single, gammon, backgammon)."""
        if self.phase not in (GamePhase.ROLL, GamePhase.MOVE):
            self._require(GamePhase.ROLL, GamePhase.MOVE, what="resign")
        if type(player) is not int or player not in (0, 1):
            raise IllegalActionError(f"there is no player {player!r}: the players are 0 and 1", code="bad_player")
        lvl = _resign_level(level)
        self._resign = (player, lvl, self.phase)
        self.phase = GamePhase.RESIGN_OFFERED
        self.history.append(Event(EventKind.RESIGN, player=player, value=int(lvl)))

    def resignation_points(self, level: ResultType | int) -> int:
        """What a resignation at ``level`` would score now."""
        return game_points(_resign_level(level), self.cube.value, self.rules, money=self.is_money,
                           cube_turned=self.cube.owner is not None)

    def accept_resignation(self) -> GameResult:
        self._require(GamePhase.RESIGN_OFFERED, what="accept a resignation")
        assert self._resign is not None
        player, lvl, _ = self._resign
        self._resign = None
        self.history.append(Event(EventKind.ACCEPT, player=1 - player))
        if self.turn is not None:
            self.turn.undo_all()
        return self._finish(GameResult(1 - player, lvl, self.resignation_points(lvl), self.cube.value,
                                       ResultReason.RESIGN))

    def decline_resignation(self) -> None:
        self._require(GamePhase.RESIGN_OFFERED, what="decline a resignation")
        assert self._resign is not None
        player, _, back = self._resign
        self._resign = None
        self.history.append(Event(EventKind.DECLINE, player=1 - player))
        self.phase = back

    # --------------------------------------------------------------- end
    def forfeit_on_time(self, player: int) -> GameResult:
        """``player`` ran out of time (docs/rules.md §9): the opponent wins."""
        if self.phase == GamePhase.OVER:
            raise IllegalActionError("the game is already over", code="wrong_moment")
        self.history.append(Event(EventKind.TIMEOUT, player=player))
        if self.turn is not None:
            self.turn.undo_all()
        return self._finish(GameResult(1 - player, ResultType.SINGLE, self.cube.value, self.cube.value,
                                       ResultReason.TIMEOUT))

    def _finish(self, result: GameResult) -> GameResult:
        self.result = result
        self.phase = GamePhase.OVER
        self.turn = None
        self.history.append(Event(EventKind.END, player=result.winner, value=result.points, detail=result.reason))
        if self.on_over is not None:
            self.on_over(self)
        return result

    # ------------------------------------------------------------ setup
    def set_state(
        self,
        position: Position,
        on_roll: int,
        *,
        cube: CubeState = CubeState(),
        dice: Roll | None = None,
    ) -> None:
        """Put the game in a given middle-of-game state (from IDs, saved games, tests).

        ``position`` is seen from ``on_roll``.  With ``dice`` the turn starts
        at once (phase MOVE); otherwise the player is to roll.
        """
        if type(on_roll) is not int or on_roll not in (0, 1):
            raise IllegalActionError(f"there is no player {on_roll!r}: the players are 0 and 1", code="bad_player")
        if not isinstance(position, Position) or position.is_game_over():
            raise IllegalActionError("a game cannot go on from a finished position", code="finished_position")
        if cube.value not in (1, 2, 4, 8, 16, 32, 64) or cube.owner not in (None, 0, 1):
            raise IllegalActionError(f"impossible cube {cube!r}", code="bad_cube")
        if dice is not None:
            dice = check_roll(dice)
        self.on_roll = on_roll
        self._position = position
        self.cube = cube
        self.first_turn = False
        self.result = None
        self._resign = None
        self._pending_double = 0
        self._beaver_stake = 0
        self.turn = None
        self.dice = None
        self.phase = GamePhase.ROLL
        self.rolls = [2, 2]
        if dice is not None:
            self.dice = dice
            self.turn = TurnBuilder(position, dice, self.rules)
            self.phase = GamePhase.MOVE

    def summary(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value,
            "on_roll": self.on_roll,
            "position_id": self.position.position_id(),
            "dice": self.dice,
            "cube": (self.cube.value, self.cube.owner),
        }
