"""Matches to N points and money sessions (docs/rules.md §8–9), and the clock."""

from __future__ import annotations

from dataclasses import dataclass, field

from .dice import DiceRoller, SecureRoller
from .errors import EngineError, IllegalActionError
from .game import Game, GameResult
from .rules import MAX_MATCH_LENGTH, PRESET_MATCH_LENGTHS, RuleSet

MATCH_LENGTH_PRESETS = (1, 3, 5, 7)


@dataclass
class MatchClock:
    """The NARDEON clock (docs/rules.md §9): free seconds per move, then a reserve
    for the whole match; no move may take longer than the maximum."""

    free_seconds: int
    reserve_seconds: float
    max_move_seconds: int
    reserves: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.reserves:
            self.reserves = [float(self.reserve_seconds)] * 2

    @classmethod
    def from_rules(cls, rules: RuleSet) -> "MatchClock":
        return cls(rules.clock_free_seconds, rules.clock_reserve_seconds, rules.clock_max_move_seconds)

    def charge(self, player: int, seconds: float) -> bool:
        """Charge a move of ``seconds`` to ``player``; False when that player is
        out of time (over the per-move maximum or the reserve spent)."""
        if seconds < 0:
            raise EngineError("a move cannot take negative time", code="bad_time")
        over = max(0.0, seconds - self.free_seconds)
        self.reserves[player] = max(0.0, self.reserves[player] - over)
        if seconds > self.max_move_seconds:
            return False
        return not (over > 0 and self.reserves[player] <= 0.0)

    def time_left(self, player: int, seconds_into_move: float) -> float:
        """Seconds ``player`` has left in the current move before losing: the
        free seconds and then the reserve, but never past the per-move maximum."""
        t = seconds_into_move
        return max(0.0, min(self.max_move_seconds - t, self.free_seconds + self.reserves[player] - t))


class Match:
    """A match to ``length`` points, or a money session when ``length`` is 0.

    >>> m = Match(3, RuleSet.preset("international_match"))
    >>> m.score, m.is_over
    ([0, 0], False)
    """

    def __init__(self, length: int, rules: RuleSet | None = None, *, roller: DiceRoller | None = None) -> None:
        if type(length) is not int or not 0 <= length <= MAX_MATCH_LENGTH:
            raise EngineError(f"a match is 1–{MAX_MATCH_LENGTH} points long (0 for a money session), not {length!r}",
                              code="bad_match_length")
        self.length = length
        self.rules = rules or (RuleSet.preset("money") if length == 0 else RuleSet.preset("international_match"))
        self.roller = roller or SecureRoller()
        self.score = [0, 0]
        self.results: list[GameResult] = []
        self.games: list[Game] = []
        self.crawford_played = False
        self.winner: int | None = None
        self.clock = MatchClock.from_rules(self.rules) if (self.rules.clock and length) else None
        #: GNU Backgammon's (Position ID, Match ID) the match was set up from
        #: (:func:`~nard_desktop.engine.ids.match_from_ids`), None for a match
        #: played from its first opening roll.  A saved match records it.
        self.setup: tuple[str, str] | None = None
        self.game: Game = self._new_game()

    @property
    def is_money(self) -> bool:
        return self.length == 0

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def _is_crawford_next(self) -> bool:
        # docs/rules.md §8: the game after a side reaches match point minus one.  In
        # a 1-point match nobody gets there before the only game: no Crawford.
        if self.length < 2 or not self.rules.crawford or not self.rules.cube_enabled or self.crawford_played:
            return False
        if self.winner is not None:
            return False
        return any(s == self.length - 1 for s in self.score)

    def _new_game(self) -> Game:
        crawford = self._is_crawford_next()
        if crawford:
            self.crawford_played = True
        post = bool(self.length and self.crawford_played and not crawford)
        game = Game(self.rules, match_length=self.length, score=(self.score[0], self.score[1]),
                    crawford_game=crawford, post_crawford=post, roller=self.roller, on_over=self._game_over)
        self.games.append(game)
        return game

    def _game_over(self, game: Game) -> None:
        result = game.result
        assert result is not None
        self.results.append(result)
        if result.reason == "timeout" and self.length:
            self.winner = result.winner  # running out of time loses the match
            return
        self.score[result.winner] += result.points
        if self.length and self.score[result.winner] >= self.length:
            self.winner = result.winner

    def next_game(self) -> Game:
        """Start the next game once the current one is over."""
        if self.is_over:
            raise IllegalActionError("the match is over", code="match_over")
        if not self.game.is_over:
            raise IllegalActionError("the current game is not over yet", code="game_in_progress")
        self.game = self._new_game()
        return self.game

    def charge_clock(self, player: int, seconds: float) -> bool:
        """Charge a move's time; on time-out the game (and match) is lost.
        Returns False when ``player`` ran out of time."""
        if self.clock is None:
            return True
        if self.clock.charge(player, seconds):
            return True
        if not self.game.is_over:
            self.game.forfeit_on_time(player)
        return False

    def preset_lengths(self) -> tuple[int, ...]:
        return PRESET_MATCH_LENGTHS.get(self.rules.preset_name() or "", MATCH_LENGTH_PRESETS)
