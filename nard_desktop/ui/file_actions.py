"""The window's files: the File menu (save, open, .mat and .sgf export, .mat
import, the recent unfinished matches with their Delete), a match file dropped
on the window, the offer to resume the autosave, the question before a match
in progress is replaced, and GNU Backgammon's IDs on the clipboard (Edit menu).

What is read, kept and replaced is decided by the session
(:class:`nard_desktop.app.session.MatchSession`); this module asks the player
and shows the answers.  Match files are our JSON format with the extension
``.nardmatch`` (``.json`` opens too); opening looks at the content, not the
name (``.mat``, ``.txt`` and GNU Backgammon's ``.sgf`` open too).  A
match that came from another program's file is exported and saved with
that file's players' names and header (:meth:`MatchSession.origin_for`).
Every problem with a file ends in a message in the player's language;
the match on the board and the files on disk are left as they were.

The IDs go to the clipboard as GNU Backgammon writes its "GNUbg ID":
``PositionID:MatchID`` on one line (``4HPwATDgc/ABMA:cAkAAAAAAAAA``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QDateTime, QEvent, QLocale, QObject, QStandardPaths, QTimer, Slot
from PySide6.QtGui import QAction, QDropEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QStatusBar, QWidget

from nard_desktop.ui import file_dialog
from nard_desktop.app.autosave import Resume
from nard_desktop.app.controller import COMPUTER
from nard_desktop.app.match_files import (MAT_SUFFIX, MATCH_SUFFIX, SGF_SUFFIX, find_xgid, load_match_data,
                                          parse_ids, record_error_text)
from nard_desktop.app.opponent import DEFAULT_LEVEL, LEVELS
from nard_desktop.app.problem import Problem, os_problem
from nard_desktop.app.session import LoadError, MatchSession
from nard_desktop.app.text import fill, level_name, loc, path_text
from nard_desktop.engine import EngineError, Match

from .dialogs.replace_match import ReplaceMatchDialog
from .problem_box import show_problem

AUTOSAVE_FOLDER = "autosave"

_log = logging.getLogger(__name__)


class FileActions(QObject):
    """The File menu, the offer to resume and the Edit menu's IDs.  It is
    given the session, the menus to fill and the status bar; ``parent`` is
    the window its dialogs belong to."""

    def __init__(self, session: MatchSession, parent: QWidget, *, file_menu: QMenu,
                 edit_menu: QMenu | None = None, status_bar: QStatusBar | None = None) -> None:
        super().__init__(parent)
        self.widget = parent
        self.session = session
        self.controller = session.controller
        self.status_bar = status_bar
        self.last_directory = ""
        self.act_save = self._action(self.save_match, QKeySequence.StandardKey.Save)
        self.act_open = self._action(self.open_match, QKeySequence.StandardKey.Open)
        self.act_import_mat = self._action(self.import_mat)
        self.act_export_mat = self._action(self.export_mat)
        self.act_export_sgf = self._action(self.export_sgf)
        self.act_copy_ids = self._action(self.copy_ids, "Ctrl+Shift+C")
        self.act_paste_ids = self._action(self.paste_ids, "Ctrl+Shift+V")
        self.file_menu = file_menu
        self.recent_menu = QMenu(parent)
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.delete_menu = QMenu(parent)
        for a in (self.act_open, self.act_save, None, self.act_import_mat, self.act_export_mat, self.act_export_sgf,
                  None):
            file_menu.addSeparator() if a is None else file_menu.addAction(a)
        file_menu.addMenu(self.recent_menu)
        if edit_menu is not None:
            edit_menu.addSeparator()
            edit_menu.addAction(self.act_copy_ids)
            edit_menu.addAction(self.act_paste_ids)
        self.retranslate()
        session.ask_replace = self.ask_replace
        session.ask_rules = lambda: self.ask_rules()
        self.rules_question: QMessageBox | None = None  # open while pasted IDs wait for an answer
        session.message.connect(self._status)
        session.history_changed.connect(self.fill_recent_menu)
        self.controller.position_changed.connect(self._update_enabled)
        parent.installEventFilter(self)
        parent.setAcceptDrops(True)
        self._update_enabled()
        self.fill_recent_menu()

    def retranslate(self) -> None:
        """Texts in the current language (the window calls this on a language switch)."""
        self.act_save.setText(self.tr("&Save match…"))
        self.act_open.setText(self.tr("&Open match…"))
        self.act_import_mat.setText(self.tr("&Import a .mat match…"))
        self.act_export_mat.setText(self.tr("&Export as .mat…"))
        self.act_export_sgf.setText(self.tr("Export as .&sgf…"))
        self.act_copy_ids.setText(self.tr("&Copy Position ID and Match ID"))
        self.act_paste_ids.setText(self.tr("&Paste IDs (set up a position)…"))
        self.file_menu.setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("&Recent unfinished matches"))
        self.delete_menu.setTitle(self.tr("&Delete a kept match"))
        self.fill_recent_menu()

    def _action(self, slot, shortcut=None) -> QAction:
        a = QAction(self.widget)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        self.widget.addAction(a)
        return a

    @Slot()
    def _update_enabled(self, *args) -> None:
        has = self.controller.match is not None
        for a in (self.act_save, self.act_export_mat, self.act_export_sgf, self.act_copy_ids):
            a.setEnabled(has)

    @Slot(str, int)
    def _status(self, text: str, ms: int = 8000) -> None:
        if self.status_bar is not None:
            self.status_bar.showMessage(text, ms)

    def _warn(self, title: str, text: str) -> None:
        # The sentence in the player's language; an English detail behind "Details".
        show_problem(self.widget, title, text)

    # ============================================================ records
    def meta(self, *, for_others: bool = False) -> dict[str, Any]:
        return self.session.meta(for_others=for_others)

    def record(self, *, include_seed: bool = False, for_others: bool = False) -> dict[str, Any]:
        return self.session.record(include_seed=include_seed, for_others=for_others)

    # ============================================================ replacing
    def ask_replace(self) -> bool:
        """Save / discard / cancel before a match in progress is replaced
        (whatever the answer, the session keeps it among the recent
        unfinished matches).  True: go on and replace it."""
        answer = ReplaceMatchDialog(self.widget).ask()
        if answer == ReplaceMatchDialog.SAVE:
            return self.save_match()
        return answer == ReplaceMatchDialog.DISCARD

    def ask_rules(self) -> bool:
        """Pasted IDs show a turned cube, and the rules in force have none: True keeps
        the rules (the cube goes back to the middle), False plays with the cube."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Rules"), self.tr(
            "The position shows the doubling cube turned, but the rules in force have no cube."), parent=self.widget)
        box.setInformativeText(self.tr("Keep your rules (the cube goes back to the middle and is not used), "
                                       "or play this position with the cube?"))
        keep = box.addButton(self.tr("Keep my rules"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Play with the cube"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        self.rules_question = box
        try:
            box.exec()
        finally:
            self.rules_question = None
        return box.clickedButton() is keep

    # ============================================================ autosave
    @staticmethod
    def default_autosave_dir() -> Path | None:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        return Path(base) / AUTOSAVE_FOLDER if base else None

    @property
    def autosaver(self):
        return self.session.autosaver

    def start_autosave(self, directory: str | Path | None = None):
        """Save the match at every settled moment into ``directory`` (by
        default the user's application data folder)."""
        path = Path(directory) if directory is not None else self.default_autosave_dir()
        if path is None:
            self._status(self.tr("There is no folder to save the match in automatically."))
            return None
        saver = self.session.start_autosave(path)
        self.fill_recent_menu()
        return saver

    def autosave_now(self) -> bool:
        return self.session.autosave_now()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # Qt's name
        if obj is not self.widget:
            return False
        kind = event.type()
        if kind == QEvent.Type.Close and not self.controller.busy:
            # Steps already made in a turn in progress are kept too.
            self.session.autosave_now()
        elif kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(event, QDropEvent):
            if self._dropped_file(event) is not None:
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            path = self._dropped_file(event)
            if path is not None:
                event.acceptProposedAction()
                # Opened once the drop is over: the question before replacing a
                # match and any message are dialogs of their own.
                QTimer.singleShot(0, self.widget, lambda: self.open_dropped(path))
                return True
        return False

    @staticmethod
    def _dropped_file(event: QDropEvent) -> str | None:
        """The first local file among what is dragged, or None."""
        mime = event.mimeData()
        if mime is None or not mime.hasUrls():
            return None
        for url in mime.urls():
            if url.isLocalFile() and Path(url.toLocalFile()).is_file():
                return url.toLocalFile()
        return None

    def open_dropped(self, path: str | Path) -> str | None:
        """Open a match file dropped on the window, as File ▸ Open does
        (asking before a match in progress is replaced)."""
        error = self.open_path(path)
        if error:
            self._warn(self.tr("Open match"), error)
        return error

    def describe(self, match: Match, meta: dict[str, Any]) -> str:
        """A short description of a saved match (for the offer to resume)."""
        return self._summary(match.length, match.score, len(match.games), meta)

    def _summary(self, length: int, score, games: int, meta: dict[str, Any]) -> str:
        players = meta.get("players") or []
        against = ""
        for p in players[:2]:
            if p.get("kind") == COMPUTER:
                against = fill(self.tr("Against the computer (%1)."),
                               level_name(p.get("level") if p.get("level") in LEVELS else DEFAULT_LEVEL))
        if not against:
            against = self.tr("Two players at this machine.")
        if length:
            score_text = fill(self.tr("Score %1–%2 in a match to %3."), loc(score[0]), loc(score[1]), loc(length))
        else:
            score_text = fill(self.tr("Money session, score %1–%2."), loc(score[0]), loc(score[1]))
        game = fill(self.tr("Game %1."), loc(games))
        return " ".join((against, score_text, game))

    def offer_resume(self) -> bool:
        """At start-up: offer the unfinished match of the autosave. True
        when it was resumed."""
        try:
            found = self.session.latest_unfinished()
        except Exception as exc:  # noqa: BLE001 - a start-up must never fail over an old save
            _log.warning("the saved match could not be read: %s", exc)
            if isinstance(exc, LoadError):
                self._status(fill(self.tr("The saved match could not be read: %1"), " ".join(exc.text.split())))
            else:
                self._status(self.tr("The saved match could not be read."))
            return False
        if found is None:
            return False
        from .dialogs.resume import ResumeDialog

        if not ResumeDialog(self.describe(found.match, found.meta), self.widget).ask():
            return False
        return self.resume(found)

    def resume(self, found: Resume) -> bool:
        if not self.session.resume(found):
            return False
        self._status(self.tr("The match goes on where it was left."))
        return True

    # ============================================================ recent unfinished matches
    @Slot()
    def fill_recent_menu(self) -> None:
        """File ▸ Recent unfinished matches: the matches that gave way to
        another, newest first; choosing one resumes it.  A refill (every
        language switch, every change of the history) reads only the files
        that changed since the last one."""
        menu = self.recent_menu
        menu.clear()
        self.delete_menu.clear()
        entries = self.session.listed_history()
        for listed in entries:
            stamp = QDateTime.fromMSecsSinceEpoch(listed.mtime_ns // 1_000_000)
            when = QLocale().toString(stamp, QLocale.FormatType.ShortFormat)
            text = fill(self.tr("%1: %2"), when, self._summary(listed.length, listed.score, listed.games, listed.meta))
            action = menu.addAction(text)
            action.setData(str(listed.path))
            action.triggered.connect(lambda _=False, p=listed.path: self.resume_recent(p))
            delete = self.delete_menu.addAction(text)
            delete.setProperty("path", str(listed.path))
            delete.triggered.connect(lambda _=False, p=listed.path, t=text: self.delete_recent(p, t))
        if not entries:
            empty = menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)
        else:
            menu.addSeparator()
            menu.addMenu(self.delete_menu)
        self.recent_menu.menuAction().setEnabled(bool(entries))

    def delete_recent(self, path: str | Path, text: str = "") -> bool:
        """Delete one kept unfinished match, its file included, once the
        player agrees.  True when it was deleted."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete a kept match"),
                          self.tr("Delete this unfinished match? It cannot be got back."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.widget)
        box.setInformativeText(text)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        if box.exec() != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.session.forget_saved(path)
        except OSError as exc:
            self._warn(self.tr("Delete a kept match"), os_problem(self.tr("The match could not be deleted: %1"), exc))
            return False
        self.fill_recent_menu()
        return True

    def resume_recent(self, path: str | Path) -> bool:
        """Resume the match of the history kept in ``path``, read afresh from
        the disk (what is played is what the file holds now).  A file that is
        gone or damaged is a message; the match on the board goes on."""
        try:
            found = self.session.read_saved(path)
        except LoadError as exc:
            self.fill_recent_menu()
            self._warn(self.tr("Open match"), exc.text)
            return False
        if not self.resume(found):
            return False
        self.fill_recent_menu()
        return True

    # ============================================================ files
    def _documents(self) -> str:
        if self.last_directory:
            return self.last_directory
        return file_dialog.saved_games_folder()

    def _suggested(self, suffix: str) -> str:
        stamp = QDate.currentDate().toString("yyyy-MM-dd")
        return str(Path(self._documents()) / f"nard-{stamp}{suffix}")

    @Slot()
    def save_match(self) -> bool:
        """Save the match in a file the player chooses; True when it was saved."""
        if self.controller.match is None:
            return False
        path, _ = file_dialog.get_save_file_name(self.widget, self.tr("Save match"), self._suggested(MATCH_SUFFIX),
                                              self.tr("Takhteh Nard matches (*.nardmatch)"))
        if not path:
            return False
        if not Path(path).suffix:
            path += MATCH_SUFFIX
        error = self.save_to(path)
        if error:
            self._warn(self.tr("Save match"), error)
            return False
        return True

    def save_to(self, path: str | Path) -> str | None:
        """Save the match in our format; returns an error message or None.
        On error the file at ``path`` is left as it was."""
        try:
            self.session.save_to(path)
        except OSError as exc:
            return os_problem(self.tr("The match could not be saved: %1"), exc, path)
        except EngineError as exc:
            return Problem(self.tr("The match could not be saved: it holds something this program cannot write."),
                           exc.message)
        self.last_directory = str(Path(path).parent)
        self._status(fill(self.tr("Saved to %1"), path_text(path)))
        return None

    @Slot()
    def open_match(self) -> None:
        path, _ = file_dialog.get_open_file_name(
            self.widget, self.tr("Open match"), self._documents(),
            self.tr("Matches (*.nardmatch *.json *.mat *.sgf *.txt);;All files (*)"))
        if not path:
            return
        error = self.open_path(path)
        if error:
            self._warn(self.tr("Open match"), error)

    def open_path(self, path: str | Path, *, ask: bool = True) -> str | None:
        """Open a match file (any kind we read, by content); returns an error
        message or None.  The file is read first: a file that cannot be read
        leaves the match on the board without a question; one that can is
        played on once the player agrees to replace the match in progress."""
        try:
            replaced = self.session.open_file(path, ask=ask)
        except LoadError as exc:
            return exc.text
        if replaced:
            self.last_directory = str(Path(path).parent)
            self._status(fill(self.tr("Opened %1"), path_text(path)))
        return None

    def open_at_start(self, path: str | Path) -> str | None:
        """The file named on the command line (or opened from a file
        manager): its problem is shown in the window as well as returned."""
        error = self.open_path(path)
        if error:
            self._warn(self.tr("Open match"), Problem(fill(self.tr("%1 cannot be opened."), path_text(path)) + "\n\n"
                                                      + error, getattr(error, "detail", "")))
        return error

    @Slot()
    def export_mat(self) -> None:
        self._export(MAT_SUFFIX, self.tr("Export as .mat"), self.tr(".mat matches (*.mat)"))

    @Slot()
    def export_sgf(self) -> None:
        self._export(SGF_SUFFIX, self.tr("Export as .sgf"), self.tr("GNU Backgammon matches (*.sgf)"))

    def _export(self, suffix: str, title: str, filter_text: str) -> None:
        if self.controller.match is None:
            return
        path, _ = file_dialog.get_save_file_name(self.widget, title, self._suggested(suffix), filter_text)
        if not path:
            return
        if not Path(path).suffix:
            path += suffix
        error = self.export_to(path, sgf=suffix == SGF_SUFFIX)
        if error:
            self._warn(title, error)

    def export_to(self, path: str | Path, *, sgf: bool = False) -> str | None:
        """Export the match as .mat (or, with ``sgf``, GNU Backgammon's .sgf);
        returns an error message or None.  A match from another program's file
        keeps its players' names and header."""
        from nard_desktop.app.autosave import save_atomic
        from nard_desktop.app.matfile import export_mat
        from nard_desktop.app.sgffile import export_sgf

        c = self.controller
        assert c.match is not None
        if c.match.setup is not None:
            if sgf:
                return self.tr("A match set up from GNU Backgammon IDs cannot be written as .sgf: this program "
                               "writes .sgf files from the opening position. Save it as a Takhteh Nard match "
                               "instead.")
            return self.tr("A match set up from GNU Backgammon IDs cannot be written as .mat: that format always "
                           "starts from the opening position. Save it as a Takhteh Nard match instead.")
        meta = self.meta(for_others=True)
        # The date of the match's own header when it has one, else today's.
        date = None if (meta.get("header") or {}).get("EventDate") else QDate.currentDate().toString("yyyy.MM.dd")
        try:
            text = (export_sgf if sgf else export_mat)(c.match, meta, date=date)
            save_atomic(path, text.encode("utf-8"))
        except OSError as exc:
            return os_problem(self.tr("The match could not be exported: %1"), exc, path)
        except EngineError as exc:
            return Problem(self.tr("The match could not be exported: it holds something this format cannot "
                                   "write."), exc.message)
        self.last_directory = str(Path(path).parent)
        self._status(fill(self.tr("Exported to %1"), path_text(path)))
        return None

    @Slot()
    def import_mat(self) -> None:
        path, _ = file_dialog.get_open_file_name(self.widget, self.tr("Import a .mat match"), self._documents(),
                                              self.tr(".mat matches (*.mat *.txt);;All files (*)"))
        if not path:
            return
        error = self.open_path(path)
        if error:
            self._warn(self.tr("Import a .mat match"), error)

    # ============================================================ IDs
    def current_ids(self) -> tuple[str, str] | None:
        return self.session.current_ids()

    @Slot()
    def copy_ids(self) -> None:
        ids = self.current_ids()
        if ids is None:
            return
        xgid = self.session.current_xgid()
        # GNU Backgammon's IDs on the first line, eXtreme Gammon's XGID on the second.
        QGuiApplication.clipboard().setText(f"{ids[0]}:{ids[1]}\n{xgid}")
        self._status(fill(self.tr("Copied: Position ID %1, Match ID %2, and %3"), ids[0], ids[1], xgid))

    @Slot()
    def paste_ids(self) -> None:
        from .dialogs.gnubg_ids import PasteIdsDialog

        pasted = QGuiApplication.clipboard().text() or ""
        found = parse_ids(pasted) or ((find_xgid(pasted), "") if find_xgid(pasted) else ("", ""))
        names = (self.controller.seat_name(self.session.you()), self.controller.seat_name(1 - self.session.you()))
        dlg = PasteIdsDialog(self.set_up_from_ids, found[0], found[1], self.widget, names=names)
        dlg.exec()

    def set_up_from_ids(self, position_id: str, match_id: str) -> str | None:
        """Play on from GNU Backgammon's IDs; returns an error message or None."""
        try:
            self.session.set_up_from_ids(position_id, match_id)
        except LoadError as exc:
            return exc.text
        return None


__all__ = ["FileActions", "parse_ids", "load_match_data", "record_error_text", "MATCH_SUFFIX"]
