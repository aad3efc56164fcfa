"""The file dialog in Persian: Qt 6's texts that Qt's own Persian catalogue lacks come from
ours, and the dates are the program's (Persian digits, Persian calendar)."""

from __future__ import annotations

import datetime as dt
import os
import re

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import QLabel, QTreeView

from nard_desktop.ui.file_dialog import DATE_COLUMN, date_text, make_dialog, qt_file_dialog_texts

LATIN = re.compile(r"[A-Za-z]")




def test_the_missing_qt_texts_are_translated(persian):
    for text in qt_file_dialog_texts():
        assert not LATIN.search(text), text


def test_dates_use_the_persian_calendar_and_digits(persian):
    when = QDateTime(dt.datetime(2026, 12, 1, 8, 33))
    text = date_text(when)
    assert "۱۴۰۵" in text and "۸:۳۳" in text  # 1 December 2026 is 10 Azar 1405
    assert not re.search(r"[0-9]", text)


def test_file_dialog_speaks_persian(qtbot, tmp_path, persian):
    (tmp_path / "games").mkdir()
    saved = tmp_path / "one.nard"
    saved.write_text("{}")
    stamp = dt.datetime(2026, 12, 1, 8, 33).timestamp()
    os.utime(tmp_path / "games", (stamp, stamp))
    dialog = make_dialog(None, "open", str(tmp_path), "*", save=False)
    qtbot.addWidget(dialog)
    dialog.show()
    labels = {lab.objectName(): lab.text() for lab in dialog.findChildren(QLabel)}
    for name in ("lookInLabel", "fileNameLabel", "fileTypeLabel"):
        assert labels[name] and not LATIN.search(labels[name]), labels[name]
    view = dialog.findChild(QTreeView, "treeView")
    model = view.model()

    def row_of(name):
        root = view.rootIndex()
        for r in range(model.rowCount(root)):
            if model.index(r, 0, root).data() == name:
                return r
        return None

    qtbot.waitUntil(lambda: row_of("games") is not None and row_of("one.nard") is not None)
    root = view.rootIndex()
    folder = row_of("games")
    assert model.index(folder, 2, root).data() == "پوشه"
    date = model.index(folder, DATE_COLUMN, root).data(Qt.ItemDataRole.DisplayRole)
    assert "۱۴۰۵" in date and not re.search(r"[0-9]", date)


def test_dialogs_start_in_the_saved_games_folder_then_the_last_one_used(window, tmp_path, monkeypatch):
    from nard_desktop.ui import file_dialog

    w, _ = window
    seen = []
    monkeypatch.setattr(file_dialog, "open_file_name", lambda parent, caption, directory, filters: (
        seen.append(directory), "")[1])
    w.files.act_open.trigger()
    assert seen[-1] == file_dialog.saved_games_folder()
    assert seen[-1].endswith("Takhteh Nard")
    w.files.last_directory = str(tmp_path)
    w.files.act_open.trigger()
    assert seen[-1] == str(tmp_path)


def test_the_folder_path_reads_left_to_right_in_persian(qtbot, tmp_path, persian):
    from PySide6.QtWidgets import QComboBox

    dialog = make_dialog(None, "open", str(tmp_path), "*", save=False)
    qtbot.addWidget(dialog)
    assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft  # the dialog itself is Persian
    look_in = dialog.findChild(QComboBox, "lookInCombo")
    assert look_in is not None and look_in.layoutDirection() == Qt.LayoutDirection.LeftToRight
