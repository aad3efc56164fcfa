"""Other programs' match files in the window: Open takes .sgf, a match file dropped
on the window opens (asking first, as Open does), an imported match keeps its
players' names and header when it is exported (.mat and .sgf) or saved, and it
comes back from File ▸ Recent unfinished matches with them.  The recent menu lists
every kept match with a Delete that asks first; a position nobody played in is not
kept.  Driven through the real window, with real files on disk."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from nard_desktop.app.match_files import load_match_data
from nard_desktop.app.controller import HUMAN, MatchConfig, PlayerSpec
from nard_desktop.engine import MatchKey, SeededRoller
from nard_desktop.ui import file_dialog
from nard_desktop.ui.dialogs.gnubg_ids import PasteIdsDialog

from . import test_replace_match as replacing
from .test_replace_match import RACE, accept_new_match, history, humans, play, recent_actions, state

answers = replacing.answers  # the fixture answering the question before a match is replaced

MATCHES = Path(__file__).resolve().parents[1] / "data" / "matches"
NAMES = ["Kévin Unger", "Maxence Job"]
HEADER = {"Event": "HSBT Paris 2023", "Round": "Tableau Or 2", "Site": "Paris, Fédération Française de Bridge",
          "EventDate": "2023.11.26"}


def first_game_sgf(tmp_path) -> Path:
    """GNU Backgammon's .sgf of a real match cut after its first game: an unfinished match."""
    text = (MATCHES / "gnubg_hsbt_paris_2023.sgf").read_text(encoding="utf-8")
    cut = text[:text.index("\n(;", 1)] if "\n(;" in text[1:] else text
    path = tmp_path / "paris.sgf"
    path.write_text(cut + "\n", encoding="utf-8")
    match, _, kind = load_match_data(path.read_bytes())
    assert kind == "sgf" and not match.is_over and match.games[0].is_over
    return path


def names_and_header(data: bytes) -> tuple[list[str], dict[str, str]]:
    _, meta, _ = load_match_data(data)
    return [p["name"] for p in meta["players"]], meta.get("header") or {}


def assert_kept(data: bytes) -> None:
    names, header = names_and_header(data)
    assert names == NAMES
    for key, value in HEADER.items():
        assert header.get(key) == value, key


def export_through_menu(w, action, path: Path, monkeypatch) -> bytes:
    monkeypatch.setattr(file_dialog, "get_save_file_name", lambda *a, **k: (str(path), ""))
    action.trigger()
    return path.read_bytes()


# ------------------------------------------------------------------ Open and export
def test_open_offers_sgf_and_the_exports_keep_the_names_and_the_header(make_window, tmp_path, monkeypatch):
    w, _ = make_window()
    source = first_game_sgf(tmp_path)
    filters = []

    def choose(parent, title, folder, filter_text, *a, **k):
        filters.append(filter_text)
        return str(source), ""

    monkeypatch.setattr(file_dialog, "get_open_file_name", choose)
    w.files.act_open.trigger()
    assert "*.sgf" in filters[0].split(";;")[0]
    opened = state(w.controller.match)
    assert w.controller.match.length == 7
    mat = export_through_menu(w, w.files.act_export_mat, tmp_path / "out.mat", monkeypatch)
    sgf = export_through_menu(w, w.files.act_export_sgf, tmp_path / "out.sgf", monkeypatch)
    assert b"\xc2\xab" not in mat and b"\xc2\xab" not in sgf  # no made-up «…» names
    for data in (mat, sgf):
        assert_kept(data)
        assert state(load_match_data(data)[0]) == opened
    assert sgf.startswith(b"(;FF[4]GM[6]")


def test_an_imported_match_saved_and_reopened_keeps_them(make_window, tmp_path, monkeypatch):
    w, _ = make_window()
    assert w.files.open_path(MATCHES / "xg_hsbt_paris_2023.mat") is None
    assert w.files.save_to(tmp_path / "kept.nardmatch") is None
    w2, _ = make_window()
    assert w2.files.open_path(tmp_path / "kept.nardmatch") is None
    assert_kept(export_through_menu(w2, w2.files.act_export_mat, tmp_path / "again.mat", monkeypatch))
    assert_kept(export_through_menu(w2, w2.files.act_export_sgf, tmp_path / "again.sgf", monkeypatch))


def test_a_match_of_our_own_is_exported_with_the_names_the_window_shows(make_window, tmp_path, monkeypatch):
    w, _ = make_window()
    c = humans(w)
    play(c, 6, random.Random(2))
    names, header = names_and_header(export_through_menu(w, w.files.act_export_sgf, tmp_path / "o.sgf", monkeypatch))
    assert names == [c.seat_name(0), c.seat_name(1)] and "Event" not in header


# ------------------------------------------------------------------ drag and drop
def drop(w, path: Path) -> tuple[bool, bool]:
    """Drag ``path`` over the window and drop it; (enter accepted, drop accepted)."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    actions = Qt.DropAction.CopyAction
    enter = QDragEnterEvent(QPoint(200, 200), actions, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w, enter)
    dropped = QDropEvent(QPointF(200, 200), actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w, dropped)
    return enter.isAccepted(), dropped.isAccepted()


def test_a_match_file_dropped_on_the_window_opens_after_asking(make_window, tmp_path, answers, qtbot, monkeypatch):
    w, _ = make_window()
    w.files.start_autosave(tmp_path / "auto")
    c = humans(w)
    play(c, 6, random.Random(3))
    mine = state(c.match)
    source = first_game_sgf(tmp_path)
    answers.plan.append("cancel")
    assert drop(w, source) == (True, True)
    qtbot.waitUntil(lambda: not answers.plan)
    QApplication.processEvents()
    assert answers.asked and state(c.match) == mine  # asked, and kept on the board
    answers.plan.append("discard")
    drop(w, source)
    qtbot.waitUntil(lambda: c.match.length == 7)
    assert len(answers.asked) == 2
    assert [state(r.match) for r in history(tmp_path)] == [mine]
    assert_kept(export_through_menu(w, w.files.act_export_mat, tmp_path / "d.mat", monkeypatch))


def test_a_dropped_file_that_cannot_be_read_is_a_message(make_window, tmp_path, qtbot, warnings):
    w, _ = make_window()
    c = humans(w)
    play(c, 4, random.Random(6))
    mine = state(c.match)
    bad = tmp_path / "bad.sgf"
    bad.write_text("(;FF[4]GM[6]MI[length:5];W[99zz])", encoding="utf-8")
    drop(w, bad)
    qtbot.waitUntil(lambda: bool(warnings))
    assert "line" in warnings[0] and state(c.match) == mine


def test_dragging_something_that_is_no_file_is_not_accepted(make_window):
    w, _ = make_window()
    mime = QMimeData()
    mime.setText("just text")
    enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    enter.ignore()
    QApplication.sendEvent(w, enter)
    assert not enter.isAccepted()


# ------------------------------------------------------------------ recent unfinished matches
def test_an_imported_sgf_comes_back_from_the_recent_menu_with_its_names(make_window, tmp_path, answers,
                                                                        monkeypatch):
    w, _ = make_window()
    w.files.start_autosave(tmp_path / "auto")
    source = first_game_sgf(tmp_path)
    assert w.files.open_path(source) is None
    play(w.controller, 3, random.Random(5))
    imported = state(w.controller.match)
    accept_new_match(monkeypatch, MatchConfig(length=3, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)),
                                              roller=SeededRoller(1)))
    answers.plan.append("discard")
    w.act_new.trigger()
    assert w.controller.match.length == 3
    (entry,) = recent_actions(w)
    entry.trigger()
    assert state(w.controller.match) == imported
    assert_kept(export_through_menu(w, w.files.act_export_sgf, tmp_path / "back.sgf", monkeypatch))


@pytest.fixture
def questions(monkeypatch):
    """The question before a kept match is deleted: its texts, and the answers to give."""
    asked: list[str] = []
    plan: list[QMessageBox.StandardButton] = []

    def exec_(box):
        asked.append(box.text())
        return plan.pop(0)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked, plan


def delete_actions(w):
    w.files.recent_menu.aboutToShow.emit()
    return [a for a in w.files.delete_menu.actions() if a.property("path")]


def test_the_menu_lists_every_kept_match_and_delete_asks_first(make_window, tmp_path, answers, questions,
                                                               monkeypatch):
    w, _ = make_window()
    w.files.start_autosave(tmp_path / "auto")
    c = humans(w)
    accept_new_match(monkeypatch, MatchConfig(length=5, players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN)),
                                              roller=SeededRoller(1)))
    states = []
    for i in range(9):
        play(c, 3 + i, random.Random(i))
        states.append(state(c.match))
        answers.plan.append("discard")
        w.act_new.trigger()
    kept = history(tmp_path)
    assert [state(r.match) for r in kept] == states[::-1]  # every one, newest first
    listed = [(a.data(), a.text()) for a in recent_actions(w)]
    assert [p for p, _ in listed] == [str(r.path) for r in kept]
    deletes = delete_actions(w)
    assert [(a.property("path"), a.text()) for a in deletes] == listed
    asked, plan = questions
    plan.append(QMessageBox.StandardButton.No)
    deletes[3].trigger()
    assert len(asked) == 1 and kept[3].path.exists() and len(recent_actions(w)) == 9
    plan.append(QMessageBox.StandardButton.Yes)
    delete_actions(w)[3].trigger()
    assert len(asked) == 2 and not kept[3].path.exists()
    assert [a.data() for a in recent_actions(w)] == [str(r.path) for i, r in enumerate(kept) if i != 3]
    assert [state(r.match) for r in history(tmp_path)] == [s for i, s in enumerate(states[::-1]) if i != 3]


# ------------------------------------------------------------------ positions nobody played in
def paste(w, monkeypatch, key: MatchKey) -> None:
    def run(dlg):
        dlg.position_edit.setText(RACE.position_id())
        dlg.match_edit.setText(key.encode())
        dlg.accept()
        return dlg.result()

    monkeypatch.setattr(PasteIdsDialog, "exec", run)
    w.files.act_paste_ids.trigger()


def test_a_position_nobody_played_in_is_not_kept_and_pushes_nothing_out(make_window, tmp_path, answers,
                                                                        monkeypatch):
    w, _ = make_window()
    w.files.start_autosave(tmp_path / "auto")
    c = humans(w)
    play(c, 5, random.Random(1))
    mine = state(c.match)
    answers.plan.append("discard")
    paste(w, monkeypatch, MatchKey(length=7, score=(4, 5), turn=1, dice_owner=1))
    assert c.match.setup is not None and [state(r.match) for r in history(tmp_path)] == [mine]
    # Nobody played in the pasted position: replaced without a question, and not kept.
    paste(w, monkeypatch, MatchKey(length=9, score=(1, 2), turn=1, dice_owner=1))
    assert not answers.plan and len(answers.asked) == 1
    assert c.match.length == 9 and [state(r.match) for r in history(tmp_path)] == [mine]
    # Once a roll is made in it, it counts: asked about and kept.
    play(c, 2, random.Random(2))
    played = state(c.match)
    answers.plan.append("discard")
    paste(w, monkeypatch, MatchKey(length=11, score=(0, 0), turn=1, dice_owner=1))
    assert len(answers.asked) == 2
    assert [state(r.match) for r in history(tmp_path)] == [played, mine]
