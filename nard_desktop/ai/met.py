"""Match equity: the chance to win a match from a score, computed by our own code.

A match-equity table (MET) gives, for each score written as "games away"
(points still needed), the chance that the first side wins the match from
the start of a game there.  This module computes the table from a small
model of one game instead of shipping someone else's numbers.

The game model
--------------
Both sides are equally strong: each wins a game half of the time; a win is a
gammon (backgammon included) with share ``gammon_rate`` and a backgammon with
share ``backgammon_rate``.  Under :class:`RuleSet`'s
``backgammon_counts_as_gammon`` a backgammon scores as a gammon.

**Without a cube** (``cube_enabled`` off) every game is worth 1, 2 or 3
points and the table is the plain recursion over one game's outcomes.

**With the cube** the game is modelled as a continuous random walk of the
first side's cubeless winning chance ``p`` (a martingale that ends at 0 or 1)
on which both sides handle the cube perfectly ("live cube"; Keeler and
Spencer's continuous model carried over to match scores).  For each score
and cube level the value of the game, as a function of ``p``, is piecewise
linear:

* the cube owner's value is the least concave majorant of what doubling
  would bring (the opponent then takes or passes, whichever is better for
  them) and of the end of the game at ``p = 0`` or ``p = 1`` (where the
  gammon shares apply);
* the opponent's cube is the mirror image (greatest convex minorant);
* with the cube in the middle both may double: a stopping game solved over
  thresholds on a grid of ``p`` (101 points).

The value at ``p = 1/2`` with the cube in the middle is the table entry.  The
recursion runs from the end of the match backwards (a game's value needs
only the entries for the scores it can lead to), and the same functions
give each side's **take point** at every score and cube level, which
:mod:`nard_desktop.ai.cube` uses.

**Crawford and after.**  With the Crawford rule the game after a side first
reaches one-away is played without the cube (plain recursion over one game).
After it, the trailer doubles at once (the leader's cube is worthless), so a
post-Crawford game is worth two points, four with a gammon:
``T(n) = ½·[(1−g)·T(n−2) + g·T(n−4)]`` for the trailer ``n`` away, with
``T(1) = ½``; the leader's *free drop* at an even number of points away is a
small fixed loss for the trailer (``free_drop``, 0.012 at two-away, halved at
each further even distance).  Without the Crawford rule the live-cube model
above is used at every score.

The defaults (``gammon_rate`` 0.26, ``backgammon_rate`` 0.015, post-Crawford
gammon rate 0.28) are round figures for real play; the resulting table stays
within about two percentage points of published tables that were built from
rollouts (the tests measure it against the one GNU Backgammon ships, when
present).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

import numpy as np

from nard_desktop.engine import RuleSet
from nard_desktop.engine.errors import EngineError
from nard_desktop.engine.rules import CUBE_LIMIT

__all__ = ["MetParams", "MatchEquityTable", "match_equity_table"]

MAX_AWAY = 25
_GRID = np.linspace(0.0, 1.0, 101)
_HALF = 50


@dataclass(frozen=True)
class MetParams:
    """The game model's numbers (see the module notes)."""

    gammon_rate: float = 0.26
    """Share of won games that are gammons (backgammons included)."""
    backgammon_rate: float = 0.015
    """Share of won games that are backgammons."""
    post_crawford_gammon_rate: float = 0.28
    """Gammon share in post-Crawford games (the leader cannot hold back)."""
    free_drop: float = 0.012
    """What the leader's free drop costs the trailer two-away after Crawford."""
    cubeless_gammon_rate: float = 0.27
    """Gammon share when no cube is used (no game ends early by a pass)."""


@dataclass
class _Game:
    """Cube functions of one score: values for the first side, on the p grid."""

    own: dict = field(default_factory=dict)     # cube value -> f (first side owns)
    their: dict = field(default_factory=dict)   # cube value -> f (second side owns)


class MatchEquityTable:
    """Match winning chances for one kind of match (rules) up to 25 away.

    ``cube``, ``crawford`` and ``backgammon_as_gammon`` follow the RuleSet
    options ``cube_enabled``, ``crawford`` and ``backgammon_counts_as_gammon``.
    Build it with :func:`match_equity_table`, which shares one per kind.
    """

    def __init__(self, *, cube: bool = True, crawford: bool = True, backgammon_as_gammon: bool = False,
                 params: MetParams = MetParams()) -> None:
        self.cube = cube
        self.crawford = crawford and cube
        self.bg_points = 2 if backgammon_as_gammon else 3
        self.params = params
        self._pre: dict[tuple[int, int], float] = {}
        self._games: dict[tuple[int, int], _Game] = {}
        self._post = self._post_crawford_table()
        self._lock = threading.RLock()
        self._take_points: dict[tuple[int, int, int, str], float] = {}

    # ---------------------------------------------------------- public
    def mwc(self, my_away: int, their_away: int, *, crawford_game: bool = False) -> float:
        """Chance that "me" wins the match from the start of a game.

        ``crawford_game`` says the game about to start is the Crawford game
        (only meaningful when a side is one-away and the Crawford rule holds;
        otherwise a one-away score is post-Crawford).
        """
        a, b = my_away, their_away
        if a <= 0:
            return 1.0
        if b <= 0:
            return 0.0
        if a > MAX_AWAY or b > MAX_AWAY:
            raise EngineError("a match is at most 25 points", code="bad_match_length")
        if self.crawford and (a == 1 or b == 1):
            return self._crawford_value(a, b) if crawford_game else self._post_value(a, b)
        return self._value(a, b)

    def after_game(self, my_away: int, their_away: int, *, state: str) -> float:
        """The match winning chance after a game ends at this new score.

        ``state`` describes the game just played: ``"pre"`` (before any side
        was one-away), ``"crawford"`` or ``"post"``.  Reaching one-away from
        ``"pre"`` makes the next game the Crawford game.
        """
        a, b = my_away, their_away
        if a <= 0:
            return 1.0
        if b <= 0:
            return 0.0
        if not self.crawford:
            return self._value(a, b)
        if a == 1 or b == 1:
            if state == "pre":
                return self._crawford_value(a, b)
            return self._post_value(a, b)
        return self._value(a, b)

    def take_point(self, my_away: int, their_away: int, cube_value: int, taker: str) -> float:
        """The first side's cubeless winning chance at which ``taker``
        (``"me"`` or ``"them"``) is indifferent between taking a double to
        ``cube_value`` (then owning it) and passing, in the live-cube model.

        For ``taker == "them"`` it is the first side's doubling point
        (above it the opponent should pass); for ``"me"`` the first side's
        lowest chance at which a take is right.
        """
        if not self.cube:
            raise EngineError("there is no cube in this match", code="no_cube")
        key = (my_away, their_away, cube_value, taker)
        found = self._take_points.get(key)
        if found is not None:
            return found
        a, b = my_away, their_away
        half = cube_value // 2
        state = self._state(a, b)
        with self._lock:
            game = self._game(a, b)
            if taker == "them":
                f = self._their_cube(a, b, cube_value, game, state)
                target = self.after_game(a - half, b, state=state)
            else:
                f = self._own_cube(a, b, cube_value, game, state)
                target = self.after_game(a, b - half, state=state)
        point = self._take_points[key] = _crossing(f, target)  # the same every time: kept
        return point

    def live_value(self, my_away: int, their_away: int, cube_value: int, owner: str, p: float) -> float:
        """The live-cube model's match winning chance at cubeless chance ``p``."""
        a, b = my_away, their_away
        state = self._state(a, b)
        with self._lock:
            game = self._game(a, b)
            if owner == "me":
                f = self._own_cube(a, b, cube_value, game, state)
            elif owner == "them":
                f = self._their_cube(a, b, cube_value, game, state)
            else:
                f = self._centre(a, b, cube_value, game, state)
        return float(np.interp(p, _GRID, f))

    def table(self, size: int = 11) -> np.ndarray:
        """The pre-Crawford table as an array: ``[i, j]`` is the chance of the
        side ``i + 1`` away against ``j + 1`` away (one-away rows and columns
        are the Crawford game)."""
        out = np.empty((size, size))
        for i in range(size):
            for j in range(size):
                out[i, j] = self.mwc(i + 1, j + 1, crawford_game=True)
        return out

    # ---------------------------------------------------- no-cube parts
    def _outcomes(self, gammon: float) -> list[tuple[float, int]]:
        bg = self.params.backgammon_rate
        return [(0.5 * (1.0 - gammon), 1), (0.5 * (gammon - bg), 2), (0.5 * bg, self.bg_points)]

    def _crawford_value(self, a: int, b: int) -> float:
        """The Crawford game: no cube, then post-Crawford."""
        total = 0.0
        for prob, pts in self._outcomes(self.params.cubeless_gammon_rate):
            total += prob * self._post_value(a - pts, b)
            total += prob * self._post_value(a, b - pts)
        return total

    def _post_crawford_table(self) -> list[float]:
        """T(n): the trailer's chance, n away against a one-away leader."""
        g = self.params.post_crawford_gammon_rate
        bg = self.params.backgammon_rate
        t = [1.0] * (MAX_AWAY + 1)
        t[1] = 0.5
        for n in range(2, MAX_AWAY + 1):
            def at(k: int) -> float:
                return 1.0 if k <= 0 else t[k]
            if self.cube:
                v = 0.5 * ((1 - g) * at(n - 2) + (g - bg) * at(n - 4) + bg * at(n - 2 * self.bg_points))
                if n % 2 == 0:
                    v -= self.params.free_drop / (2 ** (n // 2 - 1))
            else:
                v = 0.5 * ((1 - g) * at(n - 1) + (g - bg) * at(n - 2) + bg * at(n - self.bg_points))
            t[n] = v
        return t

    def _post_value(self, a: int, b: int) -> float:
        if a <= 0:
            return 1.0
        if b <= 0:
            return 0.0
        if a == 1 and b == 1:
            return 0.5
        if a == 1:
            return 1.0 - self._post[b]
        if b == 1:
            return self._post[a]
        return self._value(a, b)

    # ---------------------------------------------------- the main table
    def _state(self, a: int, b: int) -> str:
        if self.crawford and (a == 1 or b == 1):
            return "post"
        return "pre"

    def _value(self, a: int, b: int) -> float:
        key = (a, b)
        v = self._pre.get(key)
        if v is not None:
            return v
        with self._lock:
            # Fill in order of distance to the end so each entry's successors exist.
            for total in range(2, a + b + 1):
                for i in range(1, total):
                    j = total - i
                    if i > MAX_AWAY or j > MAX_AWAY or (i, j) in self._pre:
                        continue
                    if i <= a and j <= b:
                        self._pre[(i, j)] = self._compute(i, j)
            return self._pre[key]

    def _compute(self, a: int, b: int) -> float:
        if self.crawford and (a == 1 or b == 1):
            return self._post_value(a, b)
        state = "pre"
        if not self.cube:
            total = 0.0
            for prob, pts in self._outcomes(self.params.cubeless_gammon_rate):
                total += prob * self.after_game(a - pts, b, state=state)
                total += prob * self.after_game(a, b - pts, state=state)
            return total
        game = self._game(a, b)
        return self._centre(a, b, 1, game, state, only=_HALF)

    def _game(self, a: int, b: int) -> _Game:
        game = self._games.get((a, b))
        if game is None:
            game = self._games[(a, b)] = _Game()
        return game

    def _ends(self, a: int, b: int, c: int, state: str) -> tuple[float, float]:
        """Values at p = 0 and p = 1 with cube c: the game played out."""
        g = self.params.gammon_rate
        bg = self.params.backgammon_rate
        win = ((1 - g) * self.after_game(a - c, b, state=state) + (g - bg) * self.after_game(a - 2 * c, b, state=state)
               + bg * self.after_game(a - self.bg_points * c, b, state=state))
        lose = ((1 - g) * self.after_game(a, b - c, state=state) + (g - bg) * self.after_game(a, b - 2 * c, state=state)
                + bg * self.after_game(a, b - self.bg_points * c, state=state))
        return lose, win

    def _can_double(self, a: int, b: int, c: int) -> bool:
        # Past both sides' distance the cube changes nothing.
        return 2 * c <= CUBE_LIMIT and (c < a or c < b)

    def _own_cube(self, a: int, b: int, c: int, game: _Game, state: str) -> np.ndarray:
        f = game.own.get(c)
        if f is not None:
            return f
        lose0, win1 = self._ends(a, b, c, state)
        if not self._can_double(a, b, c):
            f = lose0 + (win1 - lose0) * _GRID
        else:
            after = self._their_cube(a, b, 2 * c, game, state)
            cash = self.after_game(a - c, b, state=state)
            payoff = np.minimum(after, cash)
            payoff[0], payoff[-1] = lose0, win1
            f = _upper_hull(payoff)
        game.own[c] = f
        return f

    def _their_cube(self, a: int, b: int, c: int, game: _Game, state: str) -> np.ndarray:
        f = game.their.get(c)
        if f is not None:
            return f
        lose0, win1 = self._ends(a, b, c, state)
        if not self._can_double(a, b, c):
            f = lose0 + (win1 - lose0) * _GRID
        else:
            after = self._own_cube(a, b, 2 * c, game, state)
            drop = self.after_game(a, b - c, state=state)
            payoff = np.maximum(after, drop)
            payoff[0], payoff[-1] = lose0, win1
            f = -_upper_hull(-payoff)
        game.their[c] = f
        return f

    def _centre(self, a: int, b: int, c: int, game: _Game, state: str, only: int | None = None):
        """Both sides may double: the first doubles above a threshold x, the
        second below y, the value is linear in between; each threshold is the
        best reply to the other (evaluated on the grid)."""
        lose0, win1 = self._ends(a, b, c, state)
        if not self._can_double(a, b, c):
            f = lose0 + (win1 - lose0) * _GRID
            return float(f[only]) if only is not None else f
        da = np.minimum(self._their_cube(a, b, 2 * c, game, state), self.after_game(a - c, b, state=state))
        db = np.maximum(self._own_cube(a, b, 2 * c, game, state), self.after_game(a, b - c, state=state))
        # At the ends the game is over: "doubling there" means playing it out.
        da[-1] = win1
        db[0] = lose0
        if only is not None:
            return _stopping_value(da, db, only)
        return np.array([_stopping_value(da, db, k) for k in range(len(_GRID))])


def _upper_hull(y: np.ndarray) -> np.ndarray:
    """Least concave majorant of the points (grid, y), on the grid."""
    x = _GRID
    hull: list[int] = []
    for i in range(len(x)):
        while len(hull) >= 2:
            i0, i1 = hull[-2], hull[-1]
            # Drop i1 if it lies on or below the chord from i0 to i.
            if (y[i1] - y[i0]) * (x[i] - x[i0]) <= (y[i] - y[i0]) * (x[i1] - x[i0]):
                hull.pop()
            else:
                break
        hull.append(i)
    return np.interp(x, x[hull], y[hull])


def _stopping_value(da: np.ndarray, db: np.ndarray, k: int) -> float:
    """Value of the centred cube at grid point k: the first side stops
    (doubles) with payoff ``da``, the second with ``db``.

    The first side picks a threshold x ≥ p, the second y ≤ p; the value is
    the chord between (y, db[y]) and (x, da[x]) at p, max over x of min over y.
    """
    x = _GRID
    yv = x[: k + 1][:, None]
    xv = x[k:][None, :]
    lo = db[: k + 1][:, None]
    hi = da[k:][None, :]
    span = xv - yv
    safe = np.where(span > 0, span, 1.0)
    val = np.where(span > 0, lo + (hi - lo) * (x[k] - yv) / safe, hi)
    return float(val.min(axis=0).max())


def _crossing(f: np.ndarray, target: float) -> float:
    """Smallest p where the increasing piecewise-linear f reaches target."""
    if f[0] >= target:
        return 0.0
    if f[-1] < target:
        return 1.0
    idx = int(np.argmax(f >= target))
    x0, x1 = _GRID[idx - 1], _GRID[idx]
    y0, y1 = f[idx - 1], f[idx]
    if y1 == y0:
        return float(x1)
    return float(x0 + (target - y0) * (x1 - x0) / (y1 - y0))


_tables: dict[tuple, MatchEquityTable] = {}
_tables_lock = threading.Lock()


def match_equity_table(rules: RuleSet | None = None) -> MatchEquityTable:
    """The shared table for the match kind these rules make (cube on or
    off, Crawford, how backgammons score)."""
    rules = rules or RuleSet()
    key = (rules.cube_enabled, rules.crawford, rules.backgammon_counts_as_gammon)
    with _tables_lock:
        table = _tables.get(key)
        if table is None:
            table = _tables[key] = MatchEquityTable(cube=rules.cube_enabled, crawford=rules.crawford,
                                                    backgammon_as_gammon=rules.backgammon_counts_as_gammon)
        return table
