"""Writes every finished game and match of a human against the computer into
the player's record (:mod:`nard_desktop.app.player_record`).

It listens to the controller's ``game_over`` and ``match_over`` signals; two
people at one machine, or the computer against itself, are not recorded.  A
record that cannot be written (locked, damaged, read only) is reported through
:attr:`RecordKeeper.problem` in the player's language, and the game itself is
unaffected: it stays in the autosave and in whatever file the player saves.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal

from nard_desktop.engine import GameResult

from .analysis_store import player_figures
from .player_record import FILE_NAME, PlayedGame, PlayerRecord, RecordError, RecordNotice
from .text import fill, path_text


def default_record_path() -> Path:
    """``record.sqlite3`` in the program's data folder (QStandardPaths.AppDataLocation)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / FILE_NAME


def problem_text(code: str, path: Path, set_aside_as: Path | None = None) -> str:
    """What went wrong with the record file, in the player's language."""
    if code == "set_aside":
        return fill(QCoreApplication.translate(
            "RecordKeeper", "Your game record %1 was damaged. It was kept as %2 and a new record was begun; "
            "your saved games are not affected."), path_text(path), path_text(set_aside_as or ""))
    if code == "locked":
        return fill(QCoreApplication.translate(
            "RecordKeeper", "Your game record %1 is in use by another program, so this game was not added "
            "to it. The game itself is not lost."), path_text(path))
    if code == "read_only":
        return fill(QCoreApplication.translate(
            "RecordKeeper", "Your game record %1 was written by a newer version of Takhteh Nard: it is shown "
            "but new games are not added to it."), path_text(path))
    return fill(QCoreApplication.translate(
        "RecordKeeper", "Your game record %1 cannot be written, so this game was not added to it. "
        "The game itself is not lost."), path_text(path))


class RecordKeeper(QObject):
    """Records the games of the controller's matches (human against computer)."""

    problem = Signal(str)
    """A problem with the record file, in the player's language."""
    recorded = Signal(int)
    """The id of a game or match just recorded."""

    def __init__(self, controller, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.path = Path(path) if path is not None else default_record_path()
        self._record: PlayerRecord | None = None
        # The recorded rows of the match on the board, for its analysis:
        # (the match, the human's seat, {game number: row id}, the match's row id).
        self._rows: tuple[object, int, dict[int, int], int | None] | None = None
        controller.game_over.connect(self._on_game_over)
        controller.match_over.connect(self._on_match_over)

    # ------------------------------------------------------------------
    def record(self) -> PlayerRecord | None:
        """The open record (opened on first use), or None when it cannot be opened."""
        if self._record is None:
            try:
                self._record = PlayerRecord.open(self.path)
            except RecordError as exc:
                self.problem.emit(problem_text(exc.code, self.path))
                return None
            for n in self._record.notices:
                self._report(n)
        return self._record

    def close(self) -> None:
        if self._record is not None:
            self._record.close()
            self._record = None

    def _report(self, notice: RecordNotice) -> None:
        self.problem.emit(problem_text(notice.code, notice.path, notice.set_aside_as))

    def _seats(self) -> tuple[int, str] | None:
        """The human's seat and the computer's level, when it is one of each."""
        players = self.controller.config.players
        kinds = [p.kind for p in players]
        if sorted(kinds) != sorted(["human", "computer"]):
            return None
        human = kinds.index("human")
        return human, players[1 - human].level

    def _add(self, entry: PlayedGame) -> int | None:
        rec = self.record()
        if rec is None:
            return None
        try:
            row = rec.add(entry)
        except RecordError as exc:
            self.problem.emit(problem_text(exc.code, self.path))
            return None
        self.recorded.emit(row)
        return row

    def _rows_of(self, human: int) -> tuple[object, int, dict[int, int], int | None]:
        match = self.controller.match
        if self._rows is None or self._rows[0] is not match:
            self._rows = (match, human, {}, None)
        return self._rows

    def record_analysis(self, match, analysis) -> int:
        """Add the analysis's figures (the human's error rate, PR and luck
        rate) to the recorded games of ``match`` and to the match itself.
        Returns how many rows were updated (0 for a match not recorded here)."""
        if self._rows is None or self._rows[0] is not match:
            return 0
        rec = self.record()
        if rec is None:
            return 0
        _, human, games, match_row = self._rows
        targets = [(row, player_figures(analysis.decisions, human, number)) for number, row in games.items()]
        if match_row is not None:
            targets.append((match_row, player_figures(analysis.decisions, human)))
        done = 0
        for row, figures in targets:
            if figures is None:
                continue
            try:
                rec.set_analysis(row, error_rate=figures[0], pr=figures[1], luck_rate=figures[2])
            except RecordError as exc:
                self.problem.emit(problem_text(exc.code, self.path))
                return done
            done += 1
        return done

    def _on_game_over(self, result: GameResult) -> None:
        seats = self._seats()
        if seats is None:
            return
        human, level = seats
        won = result.winner == human
        cfg = self.controller.config
        row = self._add(PlayedGame(opponent_level=level, preset=cfg.preset, match_length=cfg.length, won=won,
                                   points=result.points if won else -result.points, kind="game"))
        match = self.controller.match
        if row is not None and match is not None:
            self._rows_of(human)[2][len(match.games)] = row

    def _on_match_over(self, winner: int) -> None:
        seats = self._seats()
        match = self.controller.match
        if seats is None or match is None or not match.length:
            return
        human, level = seats
        mine, theirs = match.score[human], match.score[1 - human]
        row = self._add(PlayedGame(opponent_level=level, preset=self.controller.config.preset,
                                   match_length=match.length, won=winner == human, points=mine - theirs,
                                   kind="match", score_mine=mine, score_theirs=theirs))
        if row is not None:
            m, h, games, _ = self._rows_of(human)
            self._rows = (m, h, games, row)


__all__ = ["RecordKeeper", "default_record_path", "problem_text"]
