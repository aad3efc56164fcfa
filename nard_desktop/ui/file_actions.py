"""The window's files: the File menu (save, open, .mat export and import),
the autosave with its offer to resume, and GNU Backgammon's IDs on the
clipboard (Edit menu).

Match files are our JSON format (:mod:`nard_desktop.app.record`) with the
extension ``.nardmatch`` (``.json`` opens too).  Opening looks at the
content, not the name: our JSON, Jellyfish ``.mat`` text, or a text holding
GNU Backgammon's Position ID and Match ID.  Every problem with a file ends in
a message in the player's language; the match on the board and the files on
disk are left as they were.

The IDs go to the clipboard as GNU Backgammon writes its "GNUbg ID":
``PositionID:MatchID`` on one line (``4HPwATDgc/ABMA:cAkAAAAAAAAA``).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QObject, QStandardPaths, Slot
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from nard_desktop.app.autosave import Autosaver, Resume, save_atomic
from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.opponent import DEFAULT_LEVEL, LEVELS
from nard_desktop.app.record import MAX_BYTES, RecordError, dumps, loads, record_from_match
from nard_desktop.app.text import fill, level_name, loc
from nard_desktop.engine import EngineError, GamePhase, Match, game_ids, match_from_ids
from nard_desktop.engine.fairdice import FairRoller

if TYPE_CHECKING:  # pragma: no cover
    from .main_window import MainWindow

MATCH_SUFFIX = ".nardmatch"
MAT_SUFFIX = ".mat"
AUTOSAVE_FOLDER = "autosave"

_IDS_PAIR = re.compile(r"(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{14}):([A-Za-z0-9+/]{12})(?![A-Za-z0-9+/])")
_IDS_POSITION = re.compile(r"Position\s*ID\s*:?\s*([A-Za-z0-9+/]{14})(?![A-Za-z0-9+/])", re.I)
_IDS_MATCH = re.compile(r"Match\s*ID\s*:?\s*([A-Za-z0-9+/]{12})(?![A-Za-z0-9+/])", re.I)
_IDS_LINES = re.compile(r"^\s*([A-Za-z0-9+/]{14})\s*$\s*^\s*([A-Za-z0-9+/]{12})\s*$", re.M)
_MAT_HEADER = re.compile(r"^\s*\d+\s+point\s+match\s*$|^\s*Game\s+1\s*$", re.I | re.M)


# ================================================================ pure helpers
def parse_ids(text: str) -> tuple[str, str] | None:
    """GNU Backgammon's (Position ID, Match ID) found in ``text``: the GNUbg
    ID ``PositionID:MatchID``, the two labelled lines GNU Backgammon shows
    ("Position ID: …", "Match ID: …"), or the two IDs on lines of their own."""
    text = text or ""
    m = _IDS_PAIR.search(text)
    if m:
        return m.group(1), m.group(2)
    p, q = _IDS_POSITION.search(text), _IDS_MATCH.search(text)
    if p and q:
        return p.group(1), q.group(1)
    m = _IDS_LINES.search(text)
    if m:
        return m.group(1), m.group(2)
    return None


def record_error_text(exc: EngineError) -> str:
    """A file problem in the player's language, with the English detail after it."""
    code = getattr(exc, "code", "")
    messages = {
        "record_too_large": QCoreApplication.translate("Files", "The file is too large to be a saved match."),
        "record_too_deep": QCoreApplication.translate("Files", "The file is not a saved match: its data is nested far too deeply."),
        "record_not_text": QCoreApplication.translate("Files", "The file is not text: it is not a saved match, or it is damaged."),
        "record_truncated": QCoreApplication.translate("Files", "The file is empty or cut short: it may not have been saved completely."),
        "record_corrupt": QCoreApplication.translate("Files", "The file is damaged and cannot be read."),
        "record_foreign": QCoreApplication.translate("Files", "This is not a Takhteh Nard match, a .mat match or a text with GNU Backgammon "
                             "IDs."),
        "record_newer": QCoreApplication.translate("Files", "The file was saved by a newer version of Takhteh Nard. Update the program to "
                           "open it."),
        "record_invalid": QCoreApplication.translate("Files", "The file has a mistake in it and cannot be opened."),
        "record_illegal": QCoreApplication.translate("Files", "The file describes a move or an action that the rules do not allow."),
        "record_mismatch": QCoreApplication.translate("Files", "The file contradicts itself: its moves do not lead to the position it gives."),
        "record_seed_mismatch": QCoreApplication.translate("Files", "The dice seed in the file does not fit the commitment shown before the "
                                   "match: these dice cannot be trusted."),
        "bad_position_id": QCoreApplication.translate("Files", "The Position ID is not valid."),
        "bad_match_id": QCoreApplication.translate("Files", "The Match ID is not valid."),
        "finished_game": QCoreApplication.translate("Files", "The IDs describe a finished game: there is nothing left to play."),
    }
    text = messages.get(code) or QCoreApplication.translate("Files", "The file cannot be opened.")
    detail = getattr(exc, "message", "") or str(exc)
    if detail:
        # A paragraph of its own: English reads left to right inside a Persian message too.
        text += "\n\n" + QCoreApplication.translate("Files", "Details (in English):") + "\n" + detail
    return text


def os_error_text(exc: OSError) -> str:
    detail = exc.strerror or str(exc)
    if exc.filename:
        detail = f"{exc.filename}: {detail}"
    return detail


def load_match_data(data: bytes) -> tuple[Match, dict[str, Any], str]:
    """A match from a file's bytes, by content: our JSON (``"record"``), a
    Jellyfish .mat (``"mat"``) or GNU Backgammon IDs (``"ids"``).  Raises
    :class:`RecordError` or another :class:`EngineError` (bad IDs)."""
    if len(data) > MAX_BYTES:
        raise RecordError("the file is larger than a match file can be", code="record_too_large")
    head = data[:64].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"{"):
        match, meta = loads(data)
        return match, meta, "record"
    text = data.decode("utf-8", errors="replace")
    if not _MAT_HEADER.search(text):
        ids = parse_ids(text)
        if ids is not None:
            return match_from_ids(*ids), {}, "ids"
    from nard_desktop.app.matfile import import_mat

    match, meta = import_mat(data)
    return match, meta, "mat"


def loaded_config(current: MatchConfig, match: Match, meta: dict[str, Any], source: str) -> MatchConfig:
    """The controller's configuration for a loaded match: our own files
    (``source`` "record" or "autosave") bring their players and colours; a
    .mat match or IDs keep the ``current`` players."""
    app = meta.get("app") if isinstance(meta.get("app"), dict) else {}
    players = current.players
    if source in ("record", "autosave"):
        specs = []
        named = app.get("named") if isinstance(app.get("named"), list) else None
        for i, p in enumerate((meta.get("players") or [])[:2]):
            kind = COMPUTER if p.get("kind") == COMPUTER else HUMAN
            level = p.get("level") if p.get("level") in LEVELS else DEFAULT_LEVEL
            name = str(p.get("name") or "")[:100]
            if named is not None and i < len(named) and not named[i]:
                name = ""  # a name the window made up: made up again, in the language of the day
            specs.append(PlayerSpec(kind, level, name))
        if len(specs) == 2:
            players = (specs[0], specs[1])
    colour = app.get("seat0_colour") if app.get("seat0_colour") in ("light", "dark") else current.seat0_colour
    preset = match.rules.preset_name() or (app.get("preset") if isinstance(app.get("preset"), str) else None) \
        or current.preset
    return MatchConfig(length=match.length, preset=preset, rules=match.rules, players=players, seat0_colour=colour,
                       dice="fair" if isinstance(match.roller, FairRoller) else "secure")


def open_in_controller(controller: Any, path: str | Path) -> str | None:
    """Open a match file straight into a controller (no window): returns an
    error message or None."""
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        return fill(QCoreApplication.translate("Files", "The file cannot be read: %1"), os_error_text(exc))
    try:
        match, meta, source = load_match_data(data)
    except EngineError as exc:
        return record_error_text(exc)
    controller.config = loaded_config(controller.config, match, meta, source)
    controller.load_match(match)
    return None


# ================================================================ the actions
class FileActions(QObject):
    """The File menu, the autosave and the Edit menu's IDs, for one window."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.autosaver: Autosaver | None = None
        self._saved_serial: int | None = None
        self.last_directory = ""
        w = window
        self.act_save = self._action(self.save_match, QKeySequence.StandardKey.Save)
        self.act_open = self._action(self.open_match, QKeySequence.StandardKey.Open)
        self.act_import_mat = self._action(self.import_mat)
        self.act_export_mat = self._action(self.export_mat)
        self.act_copy_ids = self._action(self.copy_ids, "Ctrl+Shift+C")
        self.act_paste_ids = self._action(self.paste_ids, "Ctrl+Shift+V")
        self.file_menu = QMenu(w)
        self.retranslate()
        for a in (self.act_open, self.act_save, None, self.act_import_mat, self.act_export_mat):
            self.file_menu.addSeparator() if a is None else self.file_menu.addAction(a)
        bar = w.menuBar()
        game_menu = getattr(w, "game_menu", None)
        if game_menu is not None:
            bar.insertMenu(game_menu.menuAction(), self.file_menu)
        else:
            bar.addMenu(self.file_menu)
        edit_menu = getattr(w, "edit_menu", None)
        if edit_menu is not None:
            edit_menu.addSeparator()
            edit_menu.addAction(self.act_copy_ids)
            edit_menu.addAction(self.act_paste_ids)
        c = self.controller
        c.checkpoint.connect(self._on_checkpoint)
        c.position_changed.connect(self._on_position)
        w.installEventFilter(self)
        self._update_enabled()

    def retranslate(self) -> None:
        """Texts in the current language (the window calls this on a language switch)."""
        self.act_save.setText(self.tr("&Save match…"))
        self.act_open.setText(self.tr("&Open match…"))
        self.act_import_mat.setText(self.tr("&Import a .mat match…"))
        self.act_export_mat.setText(self.tr("&Export as .mat…"))
        self.act_copy_ids.setText(self.tr("&Copy Position ID and Match ID"))
        self.act_paste_ids.setText(self.tr("&Paste IDs (set up a position)…"))
        self.file_menu.setTitle(self.tr("&File"))

    def _action(self, slot, shortcut=None) -> QAction:
        a = QAction(self.window)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        self.window.addAction(a)
        return a

    def _update_enabled(self) -> None:
        has = self.controller.match is not None
        for a in (self.act_save, self.act_export_mat, self.act_copy_ids):
            a.setEnabled(has)

    def _status(self, text: str, ms: int = 8000) -> None:
        self.window.statusBar().showMessage(text, ms)

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self.window, title, text)

    # ============================================================ metadata
    def meta(self, *, for_others: bool = False) -> dict[str, Any]:
        """The players and the window's state for :func:`record_from_match`.
        ``for_others``: names as shown (a file to keep or share)."""
        c = self.controller
        players = []
        for seat in (0, 1):
            spec = c.players[seat]
            name = spec.name or (c.seat_name(seat) if for_others else "")
            players.append({"name": name[:100], "kind": spec.kind,
                            "level": spec.level if spec.kind == COMPUTER else None})
        app = {
            "seat0_colour": c.config.seat0_colour,
            "preset": c.config.preset,
            "named": [bool(c.players[s].name) for s in (0, 1)],
            "manual_dice": c.dice_source is not None,
        }
        return {"players": players, "app": app}

    def record(self, *, include_seed: bool = False, for_others: bool = False) -> dict[str, Any]:
        c = self.controller
        assert c.match is not None
        return record_from_match(c.match, self.meta(for_others=for_others), include_seed=include_seed)

    def apply_loaded(self, match: Match, meta: dict[str, Any], source: str) -> None:
        """Continue ``match`` on the board.  Our own files bring their
        players; a .mat match or IDs are played on by the current players."""
        c = self.controller
        dice_actions = getattr(self.window, "dice", None)
        if dice_actions is not None:
            dice_actions.before_load(match, meta)
        c.config = loaded_config(c.config, match, meta, source)
        c.load_match(match)
        if dice_actions is not None:
            dice_actions.after_load(match, meta)
        self._update_enabled()

    # ============================================================ autosave
    @staticmethod
    def default_autosave_dir() -> Path | None:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        return Path(base) / AUTOSAVE_FOLDER if base else None

    def start_autosave(self, directory: str | Path | None = None) -> Autosaver | None:
        """Save the match at every settled moment into ``directory`` (by
        default the user's application data folder)."""
        path = Path(directory) if directory is not None else self.default_autosave_dir()
        if path is None:
            self._status(self.tr("There is no folder to save the match in automatically."))
            return None
        self.autosaver = Autosaver(path)
        return self.autosaver

    def autosave_now(self) -> bool:
        """Save the match now (a finished match clears the autosave).
        Errors become a status-bar message."""
        c = self.controller
        if self.autosaver is None or c.match is None:
            return False
        try:
            if c.match.is_over:
                self.autosaver.clear()
            else:
                self.autosaver.save(self.record(include_seed=True))
        except OSError as exc:
            self._status(fill(self.tr("The match could not be saved automatically: %1"), os_error_text(exc)), 15000)
            return False
        except EngineError as exc:
            self._status(fill(self.tr("The match could not be saved automatically: %1"), exc.message), 15000)
            return False
        return True

    @Slot()
    def _on_checkpoint(self) -> None:
        self.autosave_now()

    @Slot(object, object)
    def _on_position(self, snap, transition) -> None:
        self._update_enabled()
        # A fresh roll is saved at once, so that quitting cannot undo it.
        dice = snap.dice
        if dice is not None and snap.phase == GamePhase.MOVE and dice.serial != self._saved_serial:
            self._saved_serial = dice.serial
            if transition.kind != "new":
                self.autosave_now()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.Close and not self.controller.busy:
            # Steps already made in a turn in progress are kept too.
            self.autosave_now()
        return False

    def describe(self, match: Match, meta: dict[str, Any]) -> str:
        """A short description of a saved match (for the offer to resume)."""
        players = meta.get("players") or []
        against = ""
        for p in players[:2]:
            if p.get("kind") == COMPUTER:
                against = fill(self.tr("Against the computer (%1)."),
                               level_name(p.get("level") if p.get("level") in LEVELS else DEFAULT_LEVEL))
        if not against:
            against = self.tr("Two players at this machine.")
        if match.length:
            score = fill(self.tr("Score %1–%2 in a match to %3."), loc(match.score[0]), loc(match.score[1]),
                         loc(match.length))
        else:
            score = fill(self.tr("Money session, score %1–%2."), loc(match.score[0]), loc(match.score[1]))
        game = fill(self.tr("Game %1."), loc(len(match.games)))
        return " ".join((against, score, game))

    def offer_resume(self) -> bool:
        """At start-up: offer the unfinished match of the autosave. True
        when it was resumed."""
        if self.autosaver is None:
            return False
        try:
            found = self.autosaver.load_latest(unfinished_only=True)
        except Exception as exc:  # noqa: BLE001 - a start-up must never fail over an old save
            self._status(fill(self.tr("The saved match could not be read: %1"), str(exc)))
            return False
        if found is None:
            return False
        from .dialogs.resume import ResumeDialog

        if not ResumeDialog(self.describe(found.match, found.meta), self.window).ask():
            return False
        self.resume(found)
        return True

    def resume(self, found: Resume) -> None:
        self.apply_loaded(found.match, found.meta, "autosave")
        self._status(self.tr("The match goes on where it was left."))

    # ============================================================ files
    def _documents(self) -> str:
        if self.last_directory:
            return self.last_directory
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())

    def _suggested(self, suffix: str) -> str:
        stamp = QDate.currentDate().toString("yyyy-MM-dd")
        return str(Path(self._documents()) / f"nard-{stamp}{suffix}")

    @Slot()
    def save_match(self) -> None:
        if self.controller.match is None:
            return
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save match"), self._suggested(MATCH_SUFFIX),
                                              self.tr("Takhteh Nard matches (*.nardmatch)"))
        if not path:
            return
        if not Path(path).suffix:
            path += MATCH_SUFFIX
        error = self.save_to(path)
        if error:
            self._warn(self.tr("Save match"), error)

    def save_to(self, path: str | Path) -> str | None:
        """Save the match in our format; returns an error message or None.
        On error the file at ``path`` is left as it was."""
        try:
            save_atomic(path, dumps(self.record(for_others=True)))
        except OSError as exc:
            return fill(self.tr("The match could not be saved: %1"), os_error_text(exc))
        except EngineError as exc:
            return fill(self.tr("The match could not be saved: %1"), exc.message)
        self.last_directory = str(Path(path).parent)
        self._status(fill(self.tr("Saved to %1"), str(path)))
        return None

    @Slot()
    def open_match(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open match"), self._documents(),
            self.tr("Matches (*.nardmatch *.json *.mat *.txt);;All files (*)"))
        if not path:
            return
        error = self.open_path(path)
        if error:
            self._warn(self.tr("Open match"), error)

    def open_path(self, path: str | Path) -> str | None:
        """Open a match file (any kind we read, by content); returns an error
        message or None.  On error the match on the board goes on."""
        try:
            with open(path, "rb") as fh:
                data = fh.read(MAX_BYTES + 1)
        except OSError as exc:
            return fill(self.tr("The file cannot be read: %1"), os_error_text(exc))
        try:
            match, meta, source = load_match_data(data)
        except EngineError as exc:
            return record_error_text(exc)
        self.apply_loaded(match, meta, source)
        self.last_directory = str(Path(path).parent)
        self._status(fill(self.tr("Opened %1"), str(path)))
        return None

    @Slot()
    def export_mat(self) -> None:
        if self.controller.match is None:
            return
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export as .mat"), self._suggested(MAT_SUFFIX),
                                              self.tr(".mat matches (*.mat)"))
        if not path:
            return
        if not Path(path).suffix:
            path += MAT_SUFFIX
        error = self.export_to(path)
        if error:
            self._warn(self.tr("Export as .mat"), error)

    def export_to(self, path: str | Path) -> str | None:
        from nard_desktop.app.matfile import export_mat

        c = self.controller
        assert c.match is not None
        if c.match.setup is not None:
            return self.tr("A match set up from GNU Backgammon IDs cannot be written as .mat: that format always "
                           "starts from the opening position. Save it as a Takhteh Nard match instead.")
        try:
            text = export_mat(c.match, self.meta(for_others=True), date=QDate.currentDate().toString("yyyy.MM.dd"))
            save_atomic(path, text.encode("utf-8"))
        except OSError as exc:
            return fill(self.tr("The match could not be exported: %1"), os_error_text(exc))
        except EngineError as exc:
            return fill(self.tr("The match could not be exported: %1"), exc.message)
        self.last_directory = str(Path(path).parent)
        self._status(fill(self.tr("Exported to %1"), str(path)))
        return None

    @Slot()
    def import_mat(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Import a .mat match"), self._documents(),
                                              self.tr(".mat matches (*.mat *.txt);;All files (*)"))
        if not path:
            return
        error = self.open_path(path)
        if error:
            self._warn(self.tr("Import a .mat match"), error)

    # ============================================================ IDs
    def current_ids(self) -> tuple[str, str] | None:
        c = self.controller
        if c.match is None:
            return None
        return game_ids(c.game)

    @Slot()
    def copy_ids(self) -> None:
        ids = self.current_ids()
        if ids is None:
            return
        QGuiApplication.clipboard().setText(f"{ids[0]}:{ids[1]}")
        self._status(fill(self.tr("Copied: Position ID %1, Match ID %2"), ids[0], ids[1]))

    @Slot()
    def paste_ids(self) -> None:
        from .dialogs.gnubg_ids import PasteIdsDialog

        found = parse_ids(QGuiApplication.clipboard().text() or "") or ("", "")
        dlg = PasteIdsDialog(self.set_up_from_ids, found[0], found[1], self.window)
        dlg.exec()

    def set_up_from_ids(self, position_id: str, match_id: str) -> str | None:
        """Play on from GNU Backgammon's IDs; returns an error message or None."""
        try:
            match = match_from_ids(position_id.strip(), match_id.strip())
        except EngineError as exc:
            return record_error_text(exc)
        self.apply_loaded(match, {}, "ids")
        return None


__all__ = ["FileActions", "parse_ids", "load_match_data", "record_error_text", "MATCH_SUFFIX"]
