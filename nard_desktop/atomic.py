"""Writing a file so that no crash, kill or power cut leaves half of it (no Qt, no numpy).

:func:`write_atomic` is the one way the program (and the training scripts) write a file
that matters: a saved match, the autosave, an exported ``.mat``, network weights, the
bear-off database.  The bytes go to a temporary file in the same folder, are flushed
to the disk (``fsync``), and only then replace the old file with :func:`os.replace` (an
atomic rename on POSIX and Windows); the folder is flushed last so that the rename
itself survives a power cut.  Whatever the moment the program stops, the file holds
either its old content or the new one, complete.
"""

from __future__ import annotations

import os
import tempfile
from typing import IO, Callable

__all__ = ["write_atomic", "fsync_directory"]

TMP_SUFFIX = ".tmp"


def fsync_directory(directory: str | os.PathLike[str]) -> None:
    """Flush a folder's entries (a rename in it) to the disk; a no-op where folders
    cannot be opened (Windows, whose rename is durable enough there)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(os.fspath(directory), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: str | os.PathLike[str], data: bytes | bytearray | memoryview | Callable[[IO[bytes]], object],
                 *, prefix: str | None = None, before_replace: Callable[[], object] | None = None) -> None:
    """Write ``data`` to ``path`` atomically (temporary file, fsync, os.replace).

    ``data`` is the bytes, or a function that writes them to the binary file it is
    given (``lambda fh: numpy.savez_compressed(fh, **arrays)``).  ``prefix`` names
    the temporary file (default ``.<name>.``; it ends in ``.tmp``);
    ``before_replace`` runs once the new content is safely on disk, just before it
    takes the old file's place (the autosave keeps the old file aside there).

    Raises ``OSError`` (disk full, no permission), in which case ``path`` is
    unchanged and no temporary file is left behind.
    """
    if not (callable(data) or isinstance(data, (bytes, bytearray, memoryview))):
        raise TypeError("write_atomic writes bytes, or calls a function that writes them")
    target = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(target))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=prefix or f".{os.path.basename(target)}.", suffix=TMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as fh:
            if callable(data):
                data(fh)
            else:
                fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if before_replace is not None:
            before_replace()
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_directory(directory)
