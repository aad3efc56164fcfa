"""File dialogs that speak the player's language.

Qt's own Persian catalogue (qtbase_fa) was written for Qt 5: a few texts of
Qt 6's file dialog changed since ("&Look in:", "Files of &type:", the "Folder"
type) and show in English.  Our catalogue carries them (the marks below are
how lupdate finds them), and is searched before Qt's.  The dialog's dates come
from the system locale, not the program's: :class:`LocalDates` shows them in
the program's locale (Persian digits, and the Persian calendar in the Persian
interface).

:func:`open_file_name` and :func:`save_file_name` stand in for
``QFileDialog.getOpenFileName`` / ``getSaveFileName``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (QCalendar, QCoreApplication, QStandardPaths, QDateTime, QIdentityProxyModel,
                            QLocale, QModelIndex, QPersistentModelIndex, Qt)
from PySide6.QtWidgets import QComboBox, QFileDialog, QFileSystemModel, QWidget

def qt_file_dialog_texts() -> list[str]:
    """The texts of Qt 6's file dialog that qtbase_fa lacks, as the catalogue in
    force translates them (written out here so that lupdate puts them, with
    Qt's own contexts and comments, in our catalogue)."""
    return [
        QCoreApplication.translate("QFileDialog", "&Look in:"),
        QCoreApplication.translate("QFileDialog", "Files of &type:"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        QCoreApplication.translate("QAbstractFileIconProvider", "%1 File",
                                   "%1 is a file name suffix, for example txt"),
        QCoreApplication.translate("QAbstractFileIconProvider", "File", "All other platforms"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Drive", "All other platforms"),
    ]


# The date column of QFileSystemModel.
DATE_COLUMN = 3


def calendar_for(locale: QLocale) -> QCalendar:
    """The calendar a reader of ``locale`` expects: the Persian (Jalali) one in
    Persian, the Gregorian one elsewhere."""
    if locale.language() == QLocale.Language.Persian:
        return QCalendar(QCalendar.System.Jalali)
    return QCalendar()


def date_text(when: QDateTime, locale: QLocale | None = None) -> str:
    """A date and time as the program's locale writes them (short format)."""
    loc = locale if locale is not None else QLocale()
    return loc.toString(when, QLocale.FormatType.ShortFormat, calendar_for(loc))


class LocalDates(QIdentityProxyModel):
    """The file system model, with the modification dates in the program's locale."""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if index.isValid() and index.column() == DATE_COLUMN and role == Qt.ItemDataRole.DisplayRole:
            source = self.sourceModel()
            if isinstance(source, QFileSystemModel):
                return date_text(source.lastModified(self.mapToSource(index)))
        return super().data(index, role)


def make_dialog(parent: QWidget | None, caption: str, directory: str, filters: str, *,
                save: bool) -> QFileDialog:
    dialog = QFileDialog(parent, caption, directory, filters)
    # Qt's own dialog, so that its texts and dates are ours whatever the desktop.
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
    proxy = LocalDates(dialog)
    dialog.setProxyModel(proxy)
    # A path is a left-to-right run: in Persian the folder box showed "tmp/…/Nard/" with
    # its leading slash at the far end.
    look_in = dialog.findChild(QComboBox, "lookInCombo")
    if look_in is not None:
        look_in.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    return dialog


def _run(dialog: QFileDialog, default_suffix: str) -> str:
    if default_suffix:
        dialog.setDefaultSuffix(default_suffix.lstrip("."))
    if dialog.exec() != QFileDialog.DialogCode.Accepted:
        return ""
    files = dialog.selectedFiles()
    return files[0] if files else ""


def open_file_name(parent: QWidget | None, caption: str, directory: str, filters: str) -> str:
    """The file the player chose to open, or "" when they cancelled."""
    return _run(make_dialog(parent, caption, directory, filters, save=False), "")


def save_file_name(parent: QWidget | None, caption: str, path: str, filters: str,
                   default_suffix: str = "") -> str:
    """Where the player chose to save, or "" when they cancelled."""
    return _run(make_dialog(parent, caption, path, filters, save=True), default_suffix)




def saved_games_folder() -> str:
    """Where the file dialogs start before the player has chosen a folder: a
    "Takhteh Nard" folder in the player's documents (made when first needed)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    folder = Path(base) / "Takhteh Nard"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return base
    return str(folder)


def get_open_file_name(parent: QWidget | None, caption: str, directory: str, filters: str) -> tuple[str, str]:
    """Like ``QFileDialog.getOpenFileName``, with our texts and dates: ``(path, "")``."""
    return open_file_name(parent, caption, directory or saved_games_folder(), filters), ""


def get_save_file_name(parent: QWidget | None, caption: str, path: str, filters: str) -> tuple[str, str]:
    """Like ``QFileDialog.getSaveFileName``, with our texts and dates: ``(path, "")``."""
    return save_file_name(parent, caption, path, filters), ""


__all__ = ["get_open_file_name", "get_save_file_name", "saved_games_folder", "qt_file_dialog_texts", "LocalDates", "calendar_for", "date_text", "open_file_name", "save_file_name",
           "make_dialog"]
