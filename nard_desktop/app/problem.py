"""What went wrong, for the player: a sentence in the player's language, and the
technical detail (in English, for a bug report) kept apart from it.

A :class:`Problem` *is* its sentence (a ``str``), so it travels wherever a
message does (a return value, a signal, the status line) and reads the same;
its :attr:`~Problem.detail` rides along for a message box, which puts it behind
its "Details" button instead of inside the sentence.  An operating system's
reason for a failed read or write is said in the player's words too
(:func:`os_reason`), the system's own English words going to the detail.
"""

from __future__ import annotations

import errno
import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .text import fill, path_text

__all__ = ["Problem", "os_reason", "os_detail", "os_problem"]


class Problem(str):
    """A message in the player's language (the string itself) with its technical
    ``detail`` (English, possibly empty) beside it."""

    detail: str

    def __new__(cls, text: str, detail: str = "") -> "Problem":
        made = super().__new__(cls, text)
        made.detail = detail
        return made


_REASONS: dict[int, str] = {
    errno.ENOENT: QT_TRANSLATE_NOOP("Problem", "there is no such file or folder"),
    errno.EACCES: QT_TRANSLATE_NOOP("Problem", "you do not have permission for it"),
    errno.EPERM: QT_TRANSLATE_NOOP("Problem", "you do not have permission for it"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("Problem", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Problem", "your share of the disk is used up"),
    errno.EROFS: QT_TRANSLATE_NOOP("Problem", "the disk can only be read, not written"),
    errno.EISDIR: QT_TRANSLATE_NOOP("Problem", "it is a folder, not a file"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Problem", "a folder on its way is a file"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Problem", "its name is too long"),
    errno.EIO: QT_TRANSLATE_NOOP("Problem", "the disk could not be read or written"),
}


def os_reason(exc: OSError) -> str:
    """Why the system refused, in the player's language (its own English words are
    in :func:`os_detail`)."""
    text = _REASONS.get(exc.errno) if exc.errno is not None else None
    if text is None:
        return QCoreApplication.translate("Problem", "the system refused (the reason is under Details)")
    return QCoreApplication.translate("Problem", text)


def os_detail(exc: OSError) -> str:
    """The system's own words for it (English), with the file's name."""
    detail = exc.strerror or str(exc)
    if exc.errno is not None and exc.errno in errno.errorcode:
        detail = f"{detail} ({errno.errorcode[exc.errno]})"
    if exc.filename:
        detail = f"{os.fspath(exc.filename)}: {detail}"
    return detail


def os_problem(template: str, exc: OSError, path: str | os.PathLike[str] | None = None) -> Problem:
    """``template`` (translated, its ``%1`` the reason) filled with the reason in the
    player's words; the file's name after it as a left-to-right run (``path``, the one
    the player chose, else the system's: a save writes a temporary file first); the
    system's words as the detail."""
    text = fill(template, os_reason(exc))
    name = path if path is not None else exc.filename
    if name:
        text += "\n" + path_text(name)
    return Problem(text, os_detail(exc))
