"""What went wrong reads in the player's language; the English technical detail waits
behind the message box's Details button (translated by Qt), never inside the sentence."""

from __future__ import annotations

import errno
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QTextEdit

from nard_desktop.app.controller import HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.problem import Problem, os_problem, os_reason
from nard_desktop.ui import file_dialog, problem_box

PERSIAN = re.compile(r"[\u0600-\u06FF]")


@pytest.fixture
def boxes(monkeypatch):
    """The real boxes the program shows, answered at once after a look."""
    seen: list[QMessageBox] = []

    def look(box):
        box.show()
        seen.append(box)
        box.close()

    monkeypatch.setattr(problem_box, "run_box", look)
    return seen


def _without_paths(text: str) -> str:
    return re.sub(r"\u2066[^\u2069]*\u2069", "", text)


def test_a_failed_save_in_persian_says_why_in_persian_and_keeps_the_english_behind_details(
        make_window, persian, boxes, tmp_path, monkeypatch):
    w, _ = make_window()
    w.controller.new_match(MatchConfig(length=0, preset="money", players=(PlayerSpec(HUMAN), PlayerSpec(HUMAN))))
    folder = tmp_path / "a-folder.nardmatch"
    folder.mkdir()  # saving over a folder: the system refuses
    monkeypatch.setattr(file_dialog, "get_save_file_name", lambda *a, **k: (str(folder), ""))
    w.files.act_save.trigger()
    (box,) = boxes
    text = box.text()
    assert PERSIAN.search(text)
    assert not re.search(r"[A-Za-z]", _without_paths(text)), text  # the file's name is the only Latin
    assert str(folder) in text
    detail = box.detailedText()
    assert "(EISDIR)" in detail and str(folder.parent) in detail  # the system's words, for a bug report
    # The Details button speaks Persian (Qt's catalogue); the English detail reads left to right.
    buttons = [b.text() for b in box.findChildren(QPushButton)]
    assert any(PERSIAN.search(t) for t in buttons) and not any(re.search(r"[A-Za-z]", t) for t in buttons), buttons
    (area,) = box.findChildren(QTextEdit)
    assert area.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_a_damaged_file_through_the_menu(make_window, boxes, tmp_path, monkeypatch):
    w, _ = make_window()
    path = tmp_path / "cut.nardmatch"
    path.write_bytes(b'{"format": "takhteh-nard-match", "version": 1, "mat')
    monkeypatch.setattr(file_dialog, "get_open_file_name", lambda *a, **k: (str(path), ""))
    w.files.act_open.trigger()
    (box,) = boxes
    assert "Details" not in box.text() and box.detailedText()
    assert box.detailedText() not in box.text()


def test_the_system_reasons_are_said_in_the_players_words(persian):
    for code in (errno.ENOENT, errno.EACCES, errno.ENOSPC, errno.EROFS, errno.EISDIR):
        reason = os_reason(OSError(code, "english words"))
        assert PERSIAN.search(reason) and not re.search(r"[A-Za-z]", reason), code
    odd = os_reason(OSError(errno.EXDEV, "Invalid cross-device link"))
    assert PERSIAN.search(odd)
    problem = os_problem("%1", OSError(errno.ENOSPC, "No space left on device", "/tmp/x"))
    assert isinstance(problem, Problem) and problem.detail == "/tmp/x: No space left on device (ENOSPC)"


def test_a_message_without_detail_is_a_plain_warning(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    problem_box.show_problem(None, "t", "plain words")
    assert shown == ["plain words"]
    box = problem_box.problem_box(None, "t", Problem("words", "detail"))
    assert box.detailedText() == "detail" and box.text() == "words"
