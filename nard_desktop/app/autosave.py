"""Saving the match in progress so that no crash, power cut or kill loses it.

:func:`save_atomic` (:func:`nard_desktop.atomic.write_atomic`) writes a file so
that, whatever moment the program is stopped at, the file on disk is either the
old complete version or the new complete version, never a mixture.

:class:`Autosaver` keeps the match in progress in a directory the user
interface chooses (``QStandardPaths.AppDataLocation``; this module needs no
Qt).  The controller calls :meth:`Autosaver.save` after every completed
turn, cube action and game end; on the next start :meth:`Autosaver.load_latest`
offers the unfinished match for resuming.  The save before the latest is
kept as a fallback, in case the latest one cannot be read back (written by a
faulty version, damaged on disk).

An unfinished match that gives way to another (a file opened, a new match, a
position set up from IDs) is not deleted: :meth:`Autosaver.keep_unfinished`
and :meth:`Autosaver.archive_current` put it in a history of unfinished
matches kept until the player deletes them (:data:`HISTORY_KEEP` None) (the ``unfinished`` folder), from
which :meth:`Autosaver.history` offers them again.  :meth:`Autosaver.listing`
describes them for a menu without reading again a file that has not changed
since it was last read; resuming one reads its file afresh
(:meth:`Autosaver.read`).

Pure Python: imports no Qt.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from ..atomic import TMP_SUFFIX as _TMP_SUFFIX
from ..atomic import fsync_directory as _fsync_directory
from ..atomic import write_atomic

# Kept under its older name for the callers in app/ and ui/.
save_atomic = write_atomic

__all__ = ["save_atomic", "Autosaver", "Resume", "Listed", "CURRENT_NAME", "PREVIOUS_NAME", "HISTORY_FOLDER",
           "HISTORY_KEEP"]

CURRENT_NAME = "autosave.nardmatch"
PREVIOUS_NAME = "autosave-previous.nardmatch"
HISTORY_FOLDER = "unfinished"
# How many replaced unfinished matches are kept.
HISTORY_KEEP: int | None = None  # every unfinished match is kept until the player deletes it
_HISTORY_SUFFIX = ".nardmatch"
_TMP_PREFIX = ".autosave-"
_STALE_SECONDS = 600


@dataclass
class Resume:
    """An unfinished match found by :meth:`Autosaver.load_latest`.

    ``record`` is the saved JSON record, ``match`` and ``meta`` what
    :func:`nard_desktop.app.record.match_from_record` rebuilt from it,
    ``path`` the file it came from."""

    record: dict[str, Any]
    match: Any
    meta: dict[str, Any]
    path: Path


@dataclass(frozen=True)
class Listed:
    """What a menu shows of one unfinished match of the history (no match
    to play: resuming reads ``path`` again).

    ``mtime_ns`` is the file's modification time; ``length``, ``score`` and
    ``games`` the match's; ``meta`` the players and the window's state."""

    path: Path
    mtime_ns: int
    length: int
    score: tuple[int, int]
    games: int
    meta: dict[str, Any]


class Autosaver:
    """The autosave of the match in progress, kept in ``directory``.

    >>> import tempfile
    >>> saver = Autosaver(tempfile.mkdtemp())
    >>> saver.load_latest() is None
    True
    """

    def __init__(self, directory: str | os.PathLike[str], *, keep: int | None = HISTORY_KEEP) -> None:
        self.directory = Path(directory)
        self.current = self.directory / CURRENT_NAME
        self.previous = self.directory / PREVIOUS_NAME
        self.history_directory = self.directory / HISTORY_FOLDER
        self.keep = keep
        # The history's files as last read: path -> (its stat key, what it showed,
        # or None when it did not load or was finished).
        self._listed: dict[Path, tuple[tuple[int, int, int], Listed | None]] = {}
        self._remove_stale_temporaries()

    def _remove_stale_temporaries(self, older_than: float = _STALE_SECONDS) -> None:
        # A kill during a save leaves its temporary file behind; one that old
        # cannot belong to a save still running.
        try:
            entries = list(self.directory.iterdir())
        except OSError:
            return
        now = time.time()
        for entry in entries:
            if entry.name.startswith(_TMP_PREFIX) and entry.name.endswith(_TMP_SUFFIX):
                try:
                    if now - entry.stat().st_mtime >= older_than:
                        entry.unlink()
                except OSError:
                    pass

    def save(self, record: Mapping[str, Any] | bytes) -> None:
        """Save a match record (the dict of ``record_from_match`` or its bytes).

        The save it replaces is kept as the fallback.  Raises ``OSError``
        when the disk refuses; the earlier saves are then untouched.
        """
        if isinstance(record, (bytes, bytearray, memoryview)):
            data = bytes(record)
        else:
            from .record import dumps  # the record module pulls in the engine; saving raw bytes does not
            data = dumps(record)
        self.directory.mkdir(parents=True, exist_ok=True)
        # The new file is complete on disk before anything is renamed.
        write_atomic(self.current, data, prefix=_TMP_PREFIX, before_replace=self._keep_previous)

    def _keep_previous(self) -> None:
        if not self.current.exists():
            return
        # A hard link keeps the current save in place while it also becomes
        # the fallback; where links are not supported the current save moves
        # aside, and a kill before the next rename leaves only the fallback.
        link = self.directory / f"{_TMP_PREFIX}{os.getpid()}-{time.time_ns()}.link{_TMP_SUFFIX}"
        try:
            os.link(self.current, link)
        except OSError:
            os.replace(self.current, self.previous)
            return
        try:
            os.replace(link, self.previous)
        except BaseException:
            try:
                os.unlink(link)
            except OSError:
                pass
            raise

    def candidates(self) -> list[Path]:
        """The save files present, newest first."""
        return [p for p in (self.current, self.previous) if p.is_file()]

    def load_latest(self, *, unfinished_only: bool = True) -> Resume | None:
        """The newest save that loads and checks out, or None.

        A save that cannot be read (damaged, from a newer version) is passed
        over for the one before it.  With ``unfinished_only`` a finished match
        is not offered for resuming.
        """

        for path in self.candidates():
            found = _read(path)
            if found is None:
                continue
            if unfinished_only and found.match.is_over:
                return None
            return found
        return None

    # ------------------------------------------------------------ history
    def keep_unfinished(self, record: Mapping[str, Any] | bytes) -> Path:
        """Keep a match that gives way to another in the history, until the
        player deletes it (:meth:`forget`); with :attr:`keep` set, only that
        many of the newest.  Raises ``OSError``."""
        if isinstance(record, (bytes, bytearray, memoryview)):
            data = bytes(record)
        else:
            from .record import dumps

            data = dumps(record)
        self.history_directory.mkdir(parents=True, exist_ok=True)
        # Names sort in time order; the nanoseconds keep two saves in one second apart.
        path = self.history_directory / f"{time.time_ns():020d}{_HISTORY_SUFFIX}"
        save_atomic(path, data, prefix=_TMP_PREFIX)
        self._prune()
        return path

    def archive_current(self) -> Path | None:
        """Move the autosave into the history when it holds an unfinished
        match (one left by an earlier run that is not being resumed), so
        that the next save cannot overwrite it.  Returns its new path."""
        found = self.load_latest(unfinished_only=True)
        kept = None
        if found is not None:
            kept = self.keep_unfinished(found.path.read_bytes())
        self.clear()
        return kept

    def history_files(self) -> list[Path]:
        """The history's files, newest first."""
        try:
            files = [p for p in self.history_directory.iterdir()
                     if p.name.endswith(_HISTORY_SUFFIX) and not p.name.startswith(".") and p.is_file()]
        except OSError:
            return []
        return sorted(files, key=lambda p: p.name, reverse=True)

    def history(self) -> list[Resume]:
        """The unfinished matches of the history that load, newest first."""
        found = []
        for path in self.history_files():
            entry = _read(path)
            if entry is not None and not entry.match.is_over:
                found.append(entry)
        return found

    def listing(self) -> list[Listed]:
        """What :meth:`history` would give, newest first, for a menu: a file
        is read again only when its size, modification time or inode changed
        since it was last read here (a new file is read, a deleted one dropped)."""
        listed: dict[Path, tuple[tuple[int, int, int], Listed | None]] = {}
        for path in self.history_files():
            try:
                st = path.stat()
            except OSError:
                continue
            key = (st.st_size, st.st_mtime_ns, st.st_ino)
            kept = self._listed.get(path)
            if kept is None or kept[0] != key:
                entry = _read(path)
                shown = None
                if entry is not None and not entry.match.is_over:
                    m = entry.match
                    shown = Listed(path, st.st_mtime_ns, m.length, (m.score[0], m.score[1]), len(m.games),
                                   entry.meta)
                kept = (key, shown)
            listed[path] = kept
        self._listed = listed
        return [shown for _, shown in listed.values() if shown is not None]

    @staticmethod
    def read(path: str | os.PathLike[str]) -> Resume:
        """Read one saved match afresh (to resume it).  Raises ``OSError`` or
        :class:`~nard_desktop.app.record.RecordError`."""
        from .record import MAX_BYTES, match_from_record, parse_record

        target = Path(path)
        with open(target, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
        record = parse_record(data)
        match, meta = match_from_record(record)
        return Resume(record, match, meta, target)

    def forget(self, path: str | os.PathLike[str]) -> None:
        """Drop one match of the history (it was resumed: it is the autosave again)."""
        target = Path(path)
        if target.parent != self.history_directory:
            raise ValueError(f"{target} is not in the history of unfinished matches")
        try:
            target.unlink()
        except FileNotFoundError:
            pass

    def _prune(self) -> None:
        if self.keep is None:
            return
        for old in self.history_files()[self.keep:]:
            try:
                old.unlink()
            except OSError:
                pass

    def clear(self) -> None:
        """Forget the saved match (it was finished or abandoned)."""
        for path in (self.current, self.previous):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
        _fsync_directory(str(self.directory))
        self._remove_stale_temporaries(older_than=0)


def _read(path: Path) -> Resume | None:
    from .record import RecordError

    try:
        return Autosaver.read(path)
    except (OSError, RecordError):
        return None
