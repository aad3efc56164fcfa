"""The player's own record: every finished game and match against the computer,
kept in an SQLite database under the program's data folder.

The window asks this repository questions (how many games against each level,
the points per game, the PR over the last games, a rating); it never writes SQL.
The database is a convenience beside the saved matches, never their only copy:

* every write is one transaction, in write-ahead-log mode with full syncs, so a
  program killed in the middle of a write loses at most that one game;
* a file that is not a readable database (damaged, or something else) is set
  aside under a new name, never deleted, and a fresh record begins; a database
  another program holds locked is reported and left alone; a database written
  by a newer version of the program is opened for reading only.  Each of these
  leaves a :class:`RecordNotice` for the window to show;
* the schema carries its version (``PRAGMA user_version``) and older files are
  migrated in place, one step at a time, each step in its own transaction.

Ratings are FIBS ratings (the formula of the First Internet Backgammon Server,
as published in its help pages): a match of length N between ratings R1 > R2 is
won by the stronger player with probability ``1 - 1 / (10 ** ((R1 - R2) * sqrt(N) / 2000) + 1)``;
the winner gains, and the loser loses, ``4 * sqrt(N) * P`` where ``P`` is the
probability the loser had of winning, multiplied by ``max(1, 5 - experience / 100)``
while the player's experience (the sum of the lengths of their matches) is under
400.  A money game counts as a 1-point match.  Each computer level is a rating
track of its own: the player starts at 1500 against a level held at 1500, so the
rating says how the player fares against that level (above 1500: better than it).
"""

from __future__ import annotations

import datetime as _dt
import math
import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

FILE_NAME = "record.sqlite3"
START_RATING = 1500.0
LEVEL_RATING = 1500.0
PROVISIONAL_EXPERIENCE = 400
"""FIBS counts a rating as provisional (and moves it faster) until the player's matches
add up to this many points."""

# Each migration takes the schema from version i to i + 1.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # 0 -> 1: the games
        """CREATE TABLE games (
               id INTEGER PRIMARY KEY,
               played_at TEXT NOT NULL,
               kind TEXT NOT NULL CHECK (kind IN ('game', 'match')),
               opponent_level TEXT NOT NULL,
               preset TEXT NOT NULL,
               match_length INTEGER NOT NULL CHECK (match_length >= 0),
               won INTEGER NOT NULL CHECK (won IN (0, 1)),
               points INTEGER NOT NULL,
               score_mine INTEGER,
               score_theirs INTEGER,
               file TEXT
           )""",
        "CREATE INDEX games_by_level ON games (opponent_level, played_at)",
    ),
    (  # 1 -> 2: the analysis of a game, when it has been analysed
        "ALTER TABLE games ADD COLUMN error_rate REAL",
        "ALTER TABLE games ADD COLUMN pr REAL",
        "ALTER TABLE games ADD COLUMN luck_rate REAL",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)


class RecordError(Exception):
    """The record could not be read or written; ``code`` says why ("corrupt",
    "locked", "unwritable", "read_only", "bad_entry")."""

    def __init__(self, message: str, *, code: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.path = path


@dataclass(frozen=True)
class RecordNotice:
    """Something the window should tell the player about the record file."""

    code: str  # "set_aside", "locked", "read_only", "unwritable"
    path: Path
    detail: str = ""
    set_aside_as: Path | None = None


@dataclass(frozen=True)
class PlayedGame:
    """One finished game (``kind="game"``) or match (``kind="match"``) against the computer."""

    opponent_level: str
    preset: str
    match_length: int
    won: bool
    points: int
    """For a game: the points it scored, positive when the player won, negative when lost.
    For a match: the player's final score minus the computer's."""
    kind: str = "game"
    played_at: str = field(default_factory=lambda: _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"))
    score_mine: int | None = None
    score_theirs: int | None = None
    file: str | None = None
    error_rate: float | None = None
    pr: float | None = None
    luck_rate: float | None = None
    id: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("game", "match"):
            raise RecordError(f"kind must be 'game' or 'match', not {self.kind!r}", code="bad_entry")
        if type(self.match_length) is not int or self.match_length < 0:
            raise RecordError(f"match length must be a whole number >= 0, not {self.match_length!r}",
                              code="bad_entry")
        if type(self.points) is not int:
            raise RecordError(f"points must be a whole number, not {self.points!r}", code="bad_entry")
        if not isinstance(self.opponent_level, str) or not self.opponent_level:
            raise RecordError("the opponent's level is missing", code="bad_entry")


@dataclass(frozen=True)
class LevelSummary:
    """The player's results against one computer level."""

    level: str
    games: int
    wins: int
    points: int
    matches: int
    match_wins: int
    rating: float
    experience: int

    @property
    def points_per_game(self) -> float:
        return self.points / self.games if self.games else 0.0


_COLUMNS = ("id", "played_at", "kind", "opponent_level", "preset", "match_length", "won", "points",
            "score_mine", "score_theirs", "file", "error_rate", "pr", "luck_rate")


def fibs_win_probability(rating: float, other: float, length: int) -> float:
    """FIBS: the chance that the player rated ``rating`` wins a ``length``-point
    match against one rated ``other``."""
    diff = rating - other
    return 1.0 / (10.0 ** (-diff * math.sqrt(length) / 2000.0) + 1.0)


def fibs_update(rating: float, other: float, length: int, won: bool, experience: int) -> float:
    """FIBS: the player's new rating after a ``length``-point match they ``won``
    (or lost) against ``other``, with the newcomer's boost while ``experience`` < 400."""
    p_win = fibs_win_probability(rating, other, length)
    change = 4.0 * math.sqrt(length) * ((1.0 - p_win) if won else -p_win)
    boost = max(1.0, 5.0 - experience / (PROVISIONAL_EXPERIENCE / 4))
    return rating + change * boost


class PlayerRecord:
    """The record database at ``path`` (opened with :meth:`open`)."""

    def __init__(self, connection: sqlite3.Connection, path: Path, *, read_only: bool = False) -> None:
        self._db = connection
        self.path = path
        self.read_only = read_only
        self.notices: list[RecordNotice] = []

    # ---------------------------------------------------------------- opening
    @classmethod
    def open(cls, path: str | os.PathLike[str], *, timeout: float = 2.0) -> "PlayerRecord":
        """Open (or create) the record at ``path``.  Never raises for a damaged
        file: it is set aside and noted.  Raises :class:`RecordError` when the
        file is locked by another program or cannot be created at all."""
        path = Path(path)
        notices: list[RecordNotice] = []
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise RecordError(f"cannot create the folder {path.parent}: {exc}", code="unwritable",
                              path=path) from exc
        try:
            record = cls._connect(path, timeout)
        except _Damaged as exc:
            aside = _set_aside(path)
            notices.append(RecordNotice("set_aside", path, str(exc), aside))
            record = cls._connect(path, timeout)
        record.notices[:0] = notices
        return record

    @classmethod
    def _connect(cls, path: Path, timeout: float) -> "PlayerRecord":
        try:
            db = sqlite3.connect(str(path), timeout=timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise RecordError(f"cannot open {path}: {exc}", code="unwritable", path=path) from exc
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise _Damaged("the database failed its integrity check")
            if version > SCHEMA_VERSION:
                record = cls(db, path, read_only=True)
                record.notices.append(RecordNotice("read_only", path,
                                                   f"written by a newer version (schema {version})"))
                return record
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            for step in range(version, SCHEMA_VERSION):
                db.execute("BEGIN IMMEDIATE")
                try:
                    for statement in MIGRATIONS[step]:
                        db.execute(statement)
                    db.execute(f"PRAGMA user_version = {step + 1}")
                    db.execute("COMMIT")
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
        except sqlite3.OperationalError as exc:
            db.close()
            if "locked" in str(exc) or "busy" in str(exc):
                raise RecordError(f"{path} is in use by another program", code="locked", path=path) from exc
            raise _Damaged(str(exc)) from exc
        except sqlite3.DatabaseError as exc:  # "file is not a database", malformed pages
            db.close()
            raise _Damaged(str(exc)) from exc
        except _Damaged:
            db.close()
            raise
        return cls(db, path)

    def close(self) -> None:
        self._db.close()
        self.closed = True

    closed = False
    """True once :meth:`close` was called: nothing more can be read."""

    def __enter__(self) -> "PlayerRecord":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ---------------------------------------------------------------- writing
    def add(self, game: PlayedGame) -> int:
        """Record a finished game or match; returns its id."""
        self._writable()
        values = [getattr(game, c) for c in _COLUMNS[1:]]
        values[_COLUMNS.index("won") - 1] = int(game.won)
        try:
            cur = self._db.execute(
                f"INSERT INTO games ({', '.join(_COLUMNS[1:])}) VALUES ({', '.join('?' * (len(_COLUMNS) - 1))})",
                values)
        except sqlite3.OperationalError as exc:
            raise self._write_error(exc) from exc
        return int(cur.lastrowid)

    def set_analysis(self, game_id: int, *, error_rate: float, pr: float, luck_rate: float) -> None:
        """Add an analysis's figures to a recorded game."""
        self._writable()
        try:
            cur = self._db.execute("UPDATE games SET error_rate = ?, pr = ?, luck_rate = ? WHERE id = ?",
                                   (float(error_rate), float(pr), float(luck_rate), int(game_id)))
        except sqlite3.OperationalError as exc:
            raise self._write_error(exc) from exc
        if cur.rowcount != 1:
            raise RecordError(f"no recorded game has id {game_id}", code="bad_entry", path=self.path)

    def _writable(self) -> None:
        if self.read_only:
            raise RecordError(f"{self.path} was written by a newer version of the program; it is only read",
                              code="read_only", path=self.path)

    def _write_error(self, exc: sqlite3.OperationalError) -> RecordError:
        if "locked" in str(exc) or "busy" in str(exc):
            return RecordError(f"{self.path} is in use by another program", code="locked", path=self.path)
        return RecordError(f"cannot write {self.path}: {exc}", code="unwritable", path=self.path)

    # ---------------------------------------------------------------- reading
    def games(self, *, level: str | None = None, kind: str | None = None) -> list[PlayedGame]:
        """The recorded games and matches, oldest first."""
        where, args = [], []
        if level is not None:
            where.append("opponent_level = ?")
            args.append(level)
        if kind is not None:
            where.append("kind = ?")
            args.append(kind)
        sql = f"SELECT {', '.join(_COLUMNS)} FROM games"
        if where:
            sql += " WHERE " + " AND ".join(where)
        rows = self._db.execute(sql + " ORDER BY played_at, id", args).fetchall()
        return [_row_to_game(r) for r in rows]

    def levels(self) -> list[str]:
        return [r[0] for r in self._db.execute(
            "SELECT DISTINCT opponent_level FROM games ORDER BY opponent_level").fetchall()]

    def summary(self, level: str) -> LevelSummary:
        """Games, wins, points and FIBS rating against one level."""
        entries = self.games(level=level)
        games = [g for g in entries if g.kind == "game"]
        matches = [g for g in entries if g.kind == "match"]
        history = rating_history(entries)  # games inside an unfinished match are not rated yet
        rating, experience = history[-1] if history else (START_RATING, 0)
        return LevelSummary(level=level, games=len(games), wins=sum(g.won for g in games),
                            points=sum(g.points for g in games), matches=len(matches),
                            match_wins=sum(g.won for g in matches), rating=rating, experience=experience)

    def summaries(self) -> list[LevelSummary]:
        return [self.summary(level) for level in self.levels()]

    def pr_trend(self, *, level: str | None = None, last: int = 50) -> list[tuple[str, float]]:
        """``(played_at, PR)`` of the last analysed games, oldest first."""
        sql = "SELECT played_at, pr FROM games WHERE pr IS NOT NULL AND kind = 'game'"
        args: list = []
        if level is not None:
            sql += " AND opponent_level = ?"
            args.append(level)
        rows = self._db.execute(sql + " ORDER BY played_at DESC, id DESC LIMIT ?", (*args, int(last))).fetchall()
        return [(r[0], float(r[1])) for r in reversed(rows)]


def rating_history(entries: Iterable[PlayedGame]) -> list[tuple[float, int]]:
    """The player's FIBS rating and experience after each rated result, oldest
    first: each match (its length), and each money game (a 1-point match).
    Games played inside a match are rated with their match, not one by one."""
    rating, experience = START_RATING, 0
    out = []
    for g in entries:
        if g.kind == "match":
            length = max(1, g.match_length)
        elif g.match_length == 0:
            length = 1
        else:
            continue
        rating = fibs_update(rating, LEVEL_RATING, length, g.won, experience)
        experience += length
        out.append((rating, experience))
    return out


class _Damaged(Exception):
    pass


def _set_aside(path: Path) -> Path:
    """Rename a damaged record (and its log files) out of the way; returns the new name."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.replace(path, aside)
    for suffix in ("-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            os.replace(extra, aside.with_name(aside.name + suffix))
    return aside


def _row_to_game(row) -> PlayedGame:
    d = dict(zip(_COLUMNS, row))
    d["won"] = bool(d["won"])
    return PlayedGame(**d)


__all__ = ["FILE_NAME", "SCHEMA_VERSION", "MIGRATIONS", "RecordError", "RecordNotice", "PlayedGame",
           "LevelSummary", "PlayerRecord", "fibs_win_probability", "fibs_update", "rating_history"]
